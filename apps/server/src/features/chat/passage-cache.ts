import type { Passage } from '@siteline/knowledge';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * Characters of passage text the cache holds at most. The answer engine keeps each cached passage's
 * sentence analysis beside it (about ten times the text in memory), so this is some 25-40 MB of heap.
 * An entry count alone let a stream of distinct questions hold 5,000 retrievals (several hundred MB).
 */
export const PASSAGE_CACHE_MAX_CHARACTERS = 3_000_000;

const charactersOf = (passages: Passage[]) =>
  passages.reduce((sum, p) => sum + p.content.length + (p.continuation?.length ?? 0) + p.pageTitle.length + p.headingPath.length + p.pageUrl.length, 0);

/**
 * Recent retrievals by assistant and question. Visitors ask the same few things over and over
 * ("opening hours?"), and a site's index only changes when it is re-crawled: a finished crawl drops
 * its assistant's entries here, and other server processes see new content within the TTL.
 */
export function createPassageCache(options: { now?: () => number; maxCharacters?: number } = {}) {
  const cache = createTtlCache<Passage[]>({
    ttlMs: 60_000,
    maxEntries: 5_000,
    maxWeight: options.maxCharacters ?? PASSAGE_CACHE_MAX_CHARACTERS,
    weigh: charactersOf,
    now: options.now,
  });
  return {
    getOrLoad(assistantId: string, question: string, load: () => Promise<Passage[]>): Promise<Passage[]> {
      return cache.getOrLoad(`${assistantId}\u0000${question.trim().toLowerCase()}`, load);
    },
    forget(assistantId: string): void {
      cache.deleteWhere((key) => key.startsWith(`${assistantId}\u0000`));
    },
  };
}
export type PassageCache = ReturnType<typeof createPassageCache>;

declare module '../../context.ts' {
  interface AppContext {
    passageCache: PassageCache;
  }
}
