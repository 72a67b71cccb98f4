import { describe, expect, it } from 'vitest';
import { firstSentences } from './describe-site.ts';

describe('firstSentences', () => {
  it('keeps the whole sentences that fit in a short description', () => {
    const text = 'We bake bread.   Open daily!\n\nCall us? '.concat('Long sentence about our history and values '.repeat(10), '.');
    expect(firstSentences(text)).toBe('We bake bread. Open daily! Call us?');
    expect(firstSentences('Wait... what?! Yes.')).toBe('Wait... what?! Yes.');
  });

  it('returns nothing for a megabyte of words without a full stop, in one bounded pass', () => {
    expect(firstSentences('word '.repeat(220_000))).toBe('');
  });
});
