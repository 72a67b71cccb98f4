import type { Passage } from './passage.ts';

// The constant from Cormack et al.; it damps the weight of the very first ranks.
const RRF_K = 60;

/** Merges ranked lists by reciprocal rank fusion; a passage found by several lists rises. */
export function fuseByReciprocalRank(lists: readonly (readonly Passage[])[], limit: number): Passage[] {
  const fused = new Map<string, Passage>();
  for (const list of lists) {
    list.forEach((passage, rank) => {
      const gain = 1 / (RRF_K + rank + 1);
      const seen = fused.get(passage.chunkId);
      fused.set(passage.chunkId, { ...(seen ?? passage), score: (seen?.score ?? 0) + gain });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId)).slice(0, limit);
}
