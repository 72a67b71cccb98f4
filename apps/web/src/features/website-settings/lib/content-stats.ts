import type { Assistant } from '@siteline/contract';

type ScrapedContent = Assistant['scrapedContent'];

/** Pages indexed: the keys of scrapedContent. */
export function pageCount(content: ScrapedContent | null | undefined): number {
  return Object.keys(content ?? {}).length;
}

/** Total characters as thousands with one decimal, e.g. '12.4k characters'. */
export function thousandsOfCharacters(content: ScrapedContent | null | undefined): string {
  const total = Object.values(content ?? {}).reduce((sum, page) => sum + (Number.isFinite(page.size) ? page.size : 0), 0);
  return `${(total / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}k characters`;
}
