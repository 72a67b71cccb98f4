import { describe, expect, it } from 'vitest';
import type { Passage } from '@siteline/knowledge';
import { createPassageCache } from './passage-cache.ts';

const passage = (id: string): Passage => ({ chunkId: id, pageUrl: `https://x.test/${id}`, pageTitle: id, headingPath: '', content: id, score: 1 });

describe('passage cache', () => {
  it('reuses a retrieval for the same question, until it expires or the assistant is re-crawled', async () => {
    let clock = 0;
    const cache = createPassageCache({ now: () => clock });
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

  it('holds a bounded amount of passage text, however many distinct questions arrive', async () => {
    const cache = createPassageCache({ maxCharacters: 10_000 });
    const page = (question: string) => async () => [{ ...passage(question), content: 'x'.repeat(3_000) }];
    for (const question of ['q1', 'q2', 'q3', 'q4']) await cache.getOrLoad('a1', question, page(question));
    let reloaded = 0;
    const counted = (question: string) => async () => {
      reloaded += 1;
      return page(question)();
    };
    // The three most recent fit in 10,000 characters; the first was dropped to make room.
    for (const question of ['q4', 'q3', 'q2']) await cache.getOrLoad('a1', question, counted(question));
    expect(reloaded).toBe(0);
    await cache.getOrLoad('a1', 'q1', counted('q1'));
    expect(reloaded).toBe(1);
  });
});
