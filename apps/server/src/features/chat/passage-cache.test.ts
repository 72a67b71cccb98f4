import { describe, expect, it } from 'vitest';
import type { Passage } from '@siteline/knowledge';
import { createPassageCache } from './passage-cache.ts';

const passage = (id: string): Passage => ({ chunkId: id, pageUrl: `https://x.test/${id}`, pageTitle: id, headingPath: '', content: id, score: 1 });

describe('passage cache', () => {
  it('reuses a retrieval for the same question, until it expires or the assistant is re-crawled', async () => {
    let clock = 0;
    const cache = createPassageCache(() => clock);
    let loads = 0;
    const load = async () => [passage(`p${(loads += 1)}`)];
    expect(await cache.getOrLoad('a1', 'Opening hours?', load)).toEqual([passage('p1')]);
    expect(await cache.getOrLoad('a1', '  opening HOURS?', load)).toEqual([passage('p1')]);
    expect(await cache.getOrLoad('a2', 'Opening hours?', load)).toEqual([passage('p2')]);
    cache.forget('a1');
    expect(await cache.getOrLoad('a1', 'Opening hours?', load)).toEqual([passage('p3')]);
    clock += 61_000;
    expect(await cache.getOrLoad('a1', 'Opening hours?', load)).toEqual([passage('p4')]);
    expect(await cache.getOrLoad('a2', 'Opening hours?', load)).toEqual([passage('p5')]);
  });
});
