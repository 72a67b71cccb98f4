import type { EmbedConfig } from '@siteline/contract';
import { h, icon } from './dom.ts';
import { ICONS } from './icons.ts';
import type { UiText } from './ui-text.ts';

export interface ChatView {
  root: HTMLElement;
  launcher: HTMLButtonElement;
  window: HTMLElement;
  close: HTMLButtonElement;
  log: HTMLElement;
  rating: HTMLElement;
  form: HTMLFormElement;
  input: HTMLTextAreaElement;
  send: HTMLButtonElement;
  attach: HTMLButtonElement;
  file: HTMLInputElement;
}

let counter = 0;

/** Builds the launcher and the (hidden) chat window in the assistant's language; all text is set as text, never as HTML. */
export function buildChatView(config: EmbedConfig, text: UiText): ChatView {
  const id = `sl${(counter += 1)}`;
  const title = config.windowTitle || text('title');
  const launcher = h(
    'button',
    { type: 'button', class: 'lau', 'aria-label': `${text('open')}: ${title}`, 'aria-expanded': 'false', 'aria-controls': `${id}w` },
    icon(ICONS[config.bubbleIcon] ?? ICONS.bot),
  );
  const close = h('button', { type: 'button', 'aria-label': text('close') }, icon(ICONS.close));
  const log = h('div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': text('log'), tabindex: '0' });
  const rating = h('div', { class: 'rate', hidden: '' });
  const input = h('textarea', {
    id: `${id}i`,
    rows: '1',
    placeholder: config.placeholder,
    maxlength: '4000',
    'aria-label': config.placeholder || text('message'),
  });
  const send = h('button', { type: 'submit', class: 'snd', 'aria-label': text('send') }, icon(ICONS.send));
  const file = h('input', { type: 'file', hidden: '', tabindex: '-1', 'aria-hidden': 'true', accept: config.allowedFileTypes.map((t) => `.${t}`).join(',') });
  const attach = h('button', { type: 'button', 'aria-label': text('attach') }, icon(ICONS.attach));
  attach.hidden = !(config.allowFileUpload && config.fileUploadEnabled);
  const form = h('form', {}, h('label', { class: 'sr', for: `${id}i` }, text('message')), input, file, attach, send);
  const window = h(
    'section',
    { id: `${id}w`, class: 'win', role: 'dialog', 'aria-labelledby': `${id}t`, hidden: '' },
    h('div', { class: 'hd' }, h('h2', { id: `${id}t` }, title), close),
    log,
    rating,
    form,
  );
  if (config.showBranding && config.brandingEnabled && config.brandingText) window.append(h('div', { class: 'br' }, config.brandingText));
  const root = h('div', { class: 'sl' }, window, launcher);
  return { root, launcher, window, close, log, rating, form, input, send, attach, file };
}

/** Appends a notice (welcome, offline, limits, errors) to the message log. */
export function appendNotice(view: ChatView, text: string, isError = false): HTMLElement {
  const el = h('div', { class: isError ? 'm n err' : 'm n' }, text);
  view.log.append(el);
  view.log.scrollTop = view.log.scrollHeight;
  return el;
}
