import { describe, expect, it } from 'vitest';
import { segmentText } from './segment-text.ts';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const words = new Intl.Segmenter('ja', { granularity: 'word' });
const segments = (segmenter: Intl.Segmenter, text: string) => [...segmentText(segmenter, text)].map(({ segment }) => segment);

describe('segmentText', () => {
  it('gives the segmenter’s own segments for a short text', () => {
    const text = 'We open at 9 a.m. on weekdays. Parking is free after six!';
    expect(segments(sentences, text)).toEqual([...sentences.segment(text)].map(({ segment }) => segment));
  });

  it('cuts a long text only where the segmenter ends a sentence itself, and keeps every character', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Sentence ${i} says a little more, e.g. about item no. ${i}.`).join(' ');
    const cut = segments(sentences, text);
    expect(cut.join('')).toBe(text);
    expect(cut).toEqual([...sentences.segment(text)].map(({ segment }) => segment));
  });

  it('cuts long Japanese after a full stop, and text without any break at its length', () => {
    const japanese = '営業時間は午前9時から午後6時までです。'.repeat(200);
    const cut = segments(words, japanese);
    expect(cut.join('')).toBe(japanese);
    expect(cut.filter((segment) => segment === '営業')).toHaveLength(200);
    const unbroken = 'x'.repeat(2500);
    expect(segments(words, unbroken).join('')).toBe(unbroken);
  });
});
