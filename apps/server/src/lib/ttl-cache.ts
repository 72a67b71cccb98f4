export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /**
   * With `weigh`, the summed weight of the loaded values is kept under `maxWeight` too: an entry
   * count alone does not bound memory when values differ a hundredfold in size.
   */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

/**
 * A small in-process cache: entries expire after `ttlMs`, the least recently used goes past
 * `maxEntries` (or `maxWeight`). It keeps the load's promise, so concurrent misses of one key share
 * one load; a failed load is not kept.
 */
export function createTtlCache<V>(options: TtlCacheOptions<V>) {
  const now = options.now ?? Date.now;
  const maxWeight = options.maxWeight ?? Infinity;
  type Entry = { value: Promise<V>; expiresAt: number; weight: number };
  const entries = new Map<string, Entry>();
  let totalWeight = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  };
  const evict = () => {
    // Map order is recency order: the first key is the least recently used.
    while (entries.size > options.maxEntries || (totalWeight > maxWeight && entries.size > 1)) remove(entries.keys().next().value!);
  };

  return {
    getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      remove(key);
      const value = load();
      const entry: Entry = { value, expiresAt: now() + options.ttlMs, weight: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (!options.weigh || entries.get(key) !== entry) return;
          entry.weight = options.weigh(loaded);
          totalWeight += entry.weight;
          evict();
        },
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      evict();
      return value;
    },
    deleteWhere(pickKey: (key: string) => boolean): void {
      for (const key of [...entries.keys()]) if (pickKey(key)) remove(key);
    },
    clear(): void {
      entries.clear();
      totalWeight = 0;
    },
    /** Entries and their summed weight, for tests and diagnostics. */
    stats: () => ({ entries: entries.size, weight: totalWeight }),
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
