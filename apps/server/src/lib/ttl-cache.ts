/**
 * A small in-process cache: entries expire after `ttlMs`, the least recently used goes past
 * `maxEntries`. It keeps the load's promise, so concurrent misses of one key share one load; a failed
 * load is not kept.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expiresAt > now()) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    deleteWhere(pickKey: (key: string) => boolean): void {
      for (const key of [...entries.keys()]) if (pickKey(key)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
