import { describe, expect, it } from 'vitest';
import { englishSynonyms } from './english-synonyms.ts';

describe('englishSynonyms', () => {
  it("gives the words of a word's commonest sense and, for an adjective, similar ones and the noun it measures", () => {
    expect(englishSynonyms('print')).toContain('publish');
    expect(englishSynonyms('whole')).toContain('entire');
    expect(englishSynonyms('long')).toContain('length');
  });

  it('reads two-word phrases and inflected words', () => {
    expect(englishSynonyms('right away')).toContain('immediately');
    expect(englishSynonyms('At once')).toContain('immediately');
    expect(englishSynonyms('started')).toContain('begin');
  });

  it('gives one-word synonyms only, never the word itself', () => {
    const synonyms = englishSynonyms('immediately');
    expect(synonyms).toContain('instantly');
    expect(synonyms).not.toContain('immediately');
    expect(synonyms.every((word) => !/[\s_]/.test(word))).toBe(true);
  });

  it('is empty for words WordNet does not hold and for anything that is not an English word', () => {
    expect(englishSynonyms('vdirsyncer')).toEqual([]);
    expect(englishSynonyms('--set-upstream-to')).toEqual([]);
    expect(englishSynonyms('データベース')).toEqual([]);
    expect(englishSynonyms('a'.repeat(100_000))).toEqual([]);
  });
});
