import { describe, expect, it } from 'vitest';
import { isQuestionWord } from './question-words.ts';

describe('isQuestionWord', () => {
  it('reads a question word through its punctuation and capitals', () => {
    expect(isQuestionWord('¿Cuándo', 'spanish')).toBe(true);
    expect(isQuestionWord('Quelle', 'french')).toBe(true);
    expect(isQuestionWord('où?', 'french')).toBe(true);
    expect(isQuestionWord('Wann', 'german')).toBe(true);
  });

  it("keeps a word that only asks in another language than the configuration's", () => {
    // Italian "come" (how) is an English verb; Portuguese "onde" (where) is French for a wave.
    expect(isQuestionWord('come', 'italian')).toBe(true);
    expect(isQuestionWord('come', 'english')).toBe(false);
    expect(isQuestionWord('onde', 'french')).toBe(false);
  });

  it('keeps the words of the subject', () => {
    expect(isQuestionWord('touche', 'french')).toBe(false);
    expect(isQuestionWord('Lieferung', 'german')).toBe(false);
  });
});
