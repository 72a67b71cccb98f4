import type { Source } from '@siteline/contract';
import type { ChatView } from './chat-view.ts';
import { h } from './dom.ts';
import { renderMarkdown } from './markdown.ts';
import { toSafeHref } from '@siteline/contract/markdown';
import { createSafeLink } from './safe-url.ts';

function scroll(view: ChatView): void {
  view.log.scrollTop = view.log.scrollHeight;
}

export function appendUserMessage(view: ChatView, text: string): void {
  view.log.append(h('div', { class: 'm u' }, text));
  scroll(view);
}

/**
 * Renders an assistant reply (safe Markdown) and its source links, under `sourcesLabel`, into a bubble;
 * a source the reply already links to is not listed again.
 */
export function renderAssistant(bubble: HTMLElement, text: string, sources: Source[] = [], sourcesLabel = ''): void {
  bubble.replaceChildren(renderMarkdown(text));
  const linked = new Set([...bubble.querySelectorAll('a')].map((a) => a.getAttribute('href')));
  const links = sources.map((s) => ({ href: toSafeHref(s.url), title: s.title || s.url })).filter((s) => s.href && !linked.has(s.href));
  if (links.length > 0) {
    const list = h('div', { class: 'src' }, sourcesLabel);
    for (const link of links.slice(0, 3)) {
      const a = createSafeLink(link.href!);
      a.textContent = link.title;
      list.append(a);
    }
    bubble.append(list);
  }
  const log = bubble.parentElement;
  if (log) log.scrollTop = log.scrollHeight;
}

export function appendAssistantMessage(view: ChatView, text: string, sources?: Source[], sourcesLabel?: string): HTMLElement {
  const bubble = h('div', { class: 'm a' });
  view.log.append(bubble);
  renderAssistant(bubble, text, sources, sourcesLabel);
  return bubble;
}

/** A bubble with a typing indicator, replaced by the reply as it streams in. */
export function appendPendingReply(view: ChatView, typingLabel: string): HTMLElement {
  const bubble = h('div', { class: 'm a', 'aria-busy': 'true' }, h('span', { class: 'typing', 'aria-label': typingLabel }, h('span'), h('span'), h('span')));
  view.log.append(bubble);
  scroll(view);
  return bubble;
}
