import { describe, expect, it } from 'vitest';
import { extractPage } from '../extract/extract-page.ts';
import { chunkPage, splitSentences } from './chunk-page.ts';
import { contentHash } from './content-hash.ts';

const sentence = (i: number) => `Sentence number ${i} explains one more detail of the delivery terms in plain words.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkPage', () => {
  const html = `<title>Help centre</title><main>
    <h1>Shipping</h1><p>We ship worldwide from our warehouse.</p>
    <h2>International</h2><p>${paragraph(0, 6)}</p><p>${paragraph(6, 6)}</p><p>${paragraph(12, 6)}</p>
    <h3>Customs</h3><p>Customs fees are paid by the recipient.</p>
    <h2>Returns</h2><p>Returns are free within 30 days.</p></main>`;
  const page = extractPage(html, 'https://help.example/shipping');
  const chunks = chunkPage({ title: page.title, blocks: page.blocks, factsText: 'Organization: Help Ltd\nTelephone: +1 555' });

  it('gives each chunk the page title and its heading path', () => {
    expect(chunks.every((chunk) => chunk.title === 'Help centre')).toBe(true);
    expect([...new Set(chunks.map((chunk) => chunk.headingPath))]).toEqual([
      'Shipping',
      'Shipping > International',
      'Shipping > International > Customs',
      'Shipping > Returns',
      'Structured data',
    ]);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
  });

  it('keeps chunks near the target size and never above the maximum', () => {
    const international = chunks.filter((chunk) => chunk.headingPath === 'Shipping > International');
    expect(international.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(1200);
    expect(international[0]!.content.length).toBeGreaterThan(400);
  });

  it('repeats the last sentence of a chunk at the start of the next one in the same section', () => {
    const international = chunks.filter((chunk) => chunk.headingPath === 'Shipping > International');
    const previousLast = splitSentences(international[0]!.content).pop()!;
    expect(international[1]!.content.startsWith(previousLast)).toBe(true);
    const customs = chunks.find((chunk) => chunk.headingPath.endsWith('Customs'))!;
    expect(customs.content).toBe('Customs fees are paid by the recipient.');
  });

  it('splits sentences at Unicode boundaries: an abbreviation does not end one, a CJK full stop does', () => {
    expect(splitSentences('We open at 9 a.m. on weekdays and close at 5 p.m. sharp. Parking is free after six.')).toEqual([
      'We open at 9 a.m. on weekdays and close at 5 p.m. sharp.',
      'Parking is free after six.',
    ]);
    expect(splitSentences('東京駅から徒歩5分です。営業時間は午前9時から午後6時までです。')).toEqual([
      '東京駅から徒歩5分です。',
      '営業時間は午前9時から午後6時までです。',
    ]);
    expect(splitSentences('Wir öffnen um 9 Uhr. Sonntags ist geschlossen!')).toEqual(['Wir öffnen um 9 Uhr.', 'Sonntags ist geschlossen!']);
  });

  it('indexes structured facts as their own chunk', () => {
    expect(chunks.at(-1)).toMatchObject({ headingPath: 'Structured data', content: 'Organization: Help Ltd\nTelephone: +1 555' });
  });

  it('splits one enormous paragraph without losing text', () => {
    const long = paragraph(0, 60);
    const pieces = chunkPage({ title: 'T', blocks: [{ kind: 'paragraph', text: long }] });
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.content.length).toBeLessThanOrEqual(1200);
    for (let i = 0; i < 60; i++) expect(pieces.some((piece) => piece.content.includes(sentence(i)))).toBe(true);
  });

  it('cuts a paragraph of a megabyte into sentences whole (the segmenter alone ran out of memory on half of it)', () => {
    const huge = paragraph(0, 12_000);
    expect(huge.length).toBeGreaterThan(1_000_000);
    const pieces = chunkPage({ title: 'T', blocks: [{ kind: 'paragraph', text: huge }] });
    for (const piece of pieces) expect(piece.content.length).toBeLessThanOrEqual(1200);
    for (const i of [0, 1, 4_999, 6_000, 11_999]) expect(pieces.some((piece) => piece.content.includes(sentence(i)))).toBe(true);
    expect(splitSentences(huge)).toHaveLength(12_000);
  });

  it('hashes normalised text so whitespace and case do not make a chunk new', () => {
    expect(contentHash('Open  Monday\n to Friday')).toBe(contentHash('open monday to friday'));
    expect(chunks[0]!.contentHash).toBe(contentHash(chunks[0]!.content));
  });
});
