import type { Passage } from '@siteline/knowledge';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

/**
 * Recent retrievals by assistant and question. Visitors ask the same few things over and over
 * ("opening hours?"), and a site's index only changes when it is re-crawled: a finished crawl drops
 * its assistant's entries here, and other server processes see new content within the TTL.
 */
export function createPassageCache(now: () => number = Date.now) {
  const entries = new Map<string, { passages: Passage[]; expiresAt: number }>();
  return {
    async getOrLoad(assistantId: string, question: string, load: () => Promise<Passage[]>): Promise<Passage[]> {
      const key = `${assistantId}\u0000${question.trim().toLowerCase()}`;
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.passages;
      }
      const passages = await load();
      entries.set(key, { passages, expiresAt: now() + TTL_MS });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return passages;
    },
    forget(assistantId: string): void {
      for (const key of entries.keys()) if (key.startsWith(`${assistantId}\u0000`)) entries.delete(key);
    },
  };
}
export type PassageCache = ReturnType<typeof createPassageCache>;
