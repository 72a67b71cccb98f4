import { describe, expect, it } from 'vitest';
import { MarkerReader, NO_ANSWER_MARKER } from './citation-markers.ts';

/** The reply fed one character at a time, as the worst-cut stream would deliver it. */
function read(reply: string): { text: string; cited: number[]; noAnswer: boolean } {
  const reader = new MarkerReader();
  let text = '';
  for (const char of reply) text += reader.push(char);
  text += reader.end();
  return { text, cited: reader.cited, noAnswer: reader.noAnswer };
}

describe('reading citation markers from a streamed reply', () => {
  it('takes citations out with the space before them, in any language', () => {
    expect(read('Wir liefern in 3 Tagen [2]. Abholung ist kostenlos [1, 3].')).toEqual({
      text: 'Wir liefern in 3 Tagen. Abholung ist kostenlos.',
      cited: [2, 1, 3],
      noAnswer: false,
    });
    expect(read('営業時間は9時から18時です[1]。')).toEqual({ text: '営業時間は9時から18時です。', cited: [1], noAnswer: false });
  });

  it('reads the ranges and full-width brackets models also write', () => {
    expect(read('Delivery takes 3 days [1-3] and pickup is free [2–2].')).toEqual({
      text: 'Delivery takes 3 days and pickup is free.',
      cited: [1, 2, 3, 2],
      noAnswer: false,
    });
    expect(read('营业时间为早上九点到下午六点【2】。周日休息［1，3］。')).toEqual({
      text: '营业时间为早上九点到下午六点。周日休息。',
      cited: [2, 1, 3],
      noAnswer: false,
    });
    expect(read('See [1-999].').text).toBe('See.');
    expect(read('See [1-999].').cited).toEqual([]);
  });

  it('leaves Markdown links, checkboxes and brackets that are not markers as written', () => {
    const text = 'See [Shipping](https://x.test/s), [ ] todo, [note] and [[wiki]] and a[1b].';
    expect(read(text)).toEqual({ text, cited: [], noAnswer: false });
  });

  it('finds the no-answer marker wherever the model puts it', () => {
    expect(read(`${NO_ANSWER_MARKER} I do not know.`)).toMatchObject({ text: ' I do not know.', noAnswer: true });
    expect(read(`No lo sé. ${NO_ANSWER_MARKER}`)).toMatchObject({ text: 'No lo sé.', noAnswer: true });
    expect(read('[NO_ANSWER] Je ne sais pas.')).toMatchObject({ text: ' Je ne sais pas.', noAnswer: true });
    expect(read('[[no answer]] Ich weiß es nicht.')).toMatchObject({ text: ' Ich weiß es nicht.', noAnswer: true });
    expect(read('[No answer yet](https://x.test/faq) is a page.')).toMatchObject({ text: '[No answer yet](https://x.test/faq) is a page.', noAnswer: false });
  });

  it('reads no marker inside code spans and code blocks', () => {
    expect(read('Use `args[1]` for the first argument [2].')).toEqual({ text: 'Use `args[1]` for the first argument.', cited: [2], noAnswer: false });
    const block = 'Run this:\n```sh\necho "${names[1]}" [[NO_ANSWER]]\n```\nIt prints the second name [1].';
    expect(read(block)).toEqual({ text: block.replace(' [1]', ''), cited: [1], noAnswer: false });
  });

  it('gives back an unfinished bracket at the end', () => {
    expect(read('Price [1').text).toBe('Price [1');
  });
});
