import type { Language } from '@siteline/contract';
import type { AnswerSource } from './answer-engine.ts';
import { formatMessage } from './messages.ts';

/** Page sources, one per URL, in first-use order; only http(s) links survive (the widget renders Markdown). */
export function uniqueSources(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Map<string, AnswerSource>();
  for (const source of sources) {
    if (!/^https?:\/\//i.test(source.url) || seen.has(source.url)) continue;
    seen.set(source.url, { url: source.url, title: source.title.trim() || titleFromUrl(source.url) });
  }
  return [...seen.values()];
}

function titleFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last).replace(/[-_]+/g, ' ') : parsed.hostname;
  } catch {
    return url;
  }
}

function markdownLink(source: AnswerSource): string {
  const title = source.title
    .replace(/[[\]\\*_`<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const url = source.url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `[${title}](${url})`;
}

/** "Source: [Shipping](https://…)" or "Sources: [A](…), [B](…)" in the reply language. */
export function formatSourcesLine(language: Language, sources: AnswerSource[]): string {
  const label = formatMessage(language, sources.length === 1 ? 'source' : 'sources');
  const colon = language === 'fr' ? ' :' : ['ja', 'zh'].includes(language) ? '：' : ':';
  return `${label}${colon} ${sources.map(markdownLink).join(', ')}`;
}
