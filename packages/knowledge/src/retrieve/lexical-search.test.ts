import { describe, expect, it } from 'vitest';
import { spreadOverPages } from './lexical-search.ts';
import type { Passage } from './passage.ts';

const passage = (id: string, pageUrl: string): Passage => ({ chunkId: id, pageUrl, pageTitle: '', headingPath: '', content: id, score: 1 });

describe('spreadOverPages', () => {
  it('keeps at most two passages of one page while other pages have some, in ranking order', () => {
    const ranked = [passage('a1', 'a'), passage('a2', 'a'), passage('a3', 'a'), passage('b1', 'b'), passage('a4', 'a'), passage('c1', 'c')];
    expect(spreadOverPages(ranked, 4).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('fills the rest from the crowded page when no other page is left', () => {
    const ranked = [passage('a1', 'a'), passage('a2', 'a'), passage('a3', 'a'), passage('b1', 'b')];
    expect(spreadOverPages(ranked, 4).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });
});
