import type { Passage } from '@siteline/knowledge';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * Recent retrievals by assistant and question. Visitors ask the same few things over and over
 * ("opening hours?"), and a site's index only changes when it is re-crawled: a finished crawl drops
 * its assistant's entries here, and other server processes see new content within the TTL.
 */
export function createPassageCache(now?: () => number) {
  const cache = createTtlCache<Passage[]>({ ttlMs: 60_000, maxEntries: 5_000, now });
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
