import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('loads once for concurrent misses and keeps the value until it expires', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    clock += 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock += 1;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(
      cache.getOrLoad('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.getOrLoad('k', async () => 'back')).toBe('back');
  });

  it('drops the least recently used entry past its size, and entries on request', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const fresh = (value: string) => async () => value;
    await cache.getOrLoad('a', fresh('a1'));
    await cache.getOrLoad('b', fresh('b1'));
    await cache.getOrLoad('a', fresh('a2')); // a is now the most recently used
    await cache.getOrLoad('c', fresh('c1'));
    expect(await cache.getOrLoad('a', fresh('a3'))).toBe('a1');
    expect(await cache.getOrLoad('b', fresh('b2'))).toBe('b2');
    cache.deleteWhere((key) => key === 'a');
    expect(await cache.getOrLoad('a', fresh('a4'))).toBe('a4');
    cache.clear();
    expect(await cache.getOrLoad('a', fresh('a5'))).toBe('a5');
  });

  it('keeps the summed weight of its values under maxWeight, dropping the least recently used', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 100, maxWeight: 10, weigh: (value) => value.length });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key.repeat(4));
    expect(cache.stats()).toEqual({ entries: 2, weight: 8 });
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');
    // 'reloaded' weighs 8: only it fits beside nothing else.
    expect(cache.stats()).toEqual({ entries: 1, weight: 8 });
    cache.deleteWhere(() => true);
    expect(cache.stats()).toEqual({ entries: 0, weight: 0 });
  });
});
