import type { ContentBlock } from '../extract/render-blocks.ts';
import { contentHash } from './content-hash.ts';
import { segmentText } from './segment-text.ts';

export interface PageChunk {
  ordinal: number;
  title: string;
  /** Headings above the chunk, outermost first: "Shipping > International". */
  headingPath: string;
  content: string;
  contentHash: string;
}

export interface ChunkInput {
  title: string;
  blocks: readonly ContentBlock[];
  factsText?: string;
  /** Contact details from the page's header and footer: one chunk of their own, the same on every page of a site, so stored once. */
  contactText?: string;
}

export interface ChunkOptions {
  targetChars?: number;
  maxChars?: number;
  /** Heading path given to the structured-facts chunk. */
  factsHeading?: string;
  /** Heading path given to the contact-details chunk (`contactHeadingFor` the page's language). */
  contactHeading?: string;
}

const MAX_OVERLAP_CHARS = 240;

// Unicode sentence boundaries hold for every language the same way, so the chunker needs no page language.
const SENTENCES = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * Splits text into sentences at Unicode sentence boundaries, keeping the end punctuation: "9 a.m. on
 * Sundays" stays whole, CJK full stops end a sentence.
 */
export function splitSentences(text: string): string[] {
  return [...segmentText(SENTENCES, text)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/** Units no longer than `max`: whole paragraphs, else sentences, else word-wrapped slices. */
function toUnits(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const units: string[] = [];
  let current = '';
  const pieces = paragraph.includes('\n') ? paragraph.split('\n') : splitSentences(paragraph);
  const separator = paragraph.includes('\n') ? '\n' : ' ';
  for (const piece of pieces.flatMap((sentence) => (sentence.length > max ? wrapWords(sentence, max) : [sentence]))) {
    if (current && current.length + separator.length + piece.length > max) {
      units.push(current);
      current = piece;
    } else {
      current = current ? `${current}${separator}${piece}` : piece;
    }
  }
  if (current) units.push(current);
  return units;
}

function wrapWords(text: string, max: number): string[] {
  const slices: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > max / 2 ? cut : max;
    slices.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) slices.push(rest);
  return slices;
}

function lastSentence(text: string): string {
  const sentences = splitSentences(text.split('\n').pop() ?? '');
  const last = sentences[sentences.length - 1] ?? '';
  return last.length <= MAX_OVERLAP_CHARS && last.length < text.length ? last : '';
}

function packSection(paragraphs: string[], target: number, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  let hasOwnText = false;
  for (const unit of paragraphs.flatMap((paragraph) => toUnits(paragraph, max))) {
    if (current && hasOwnText && current.length + 2 + unit.length > target) {
      chunks.push(current);
      const overlap = lastSentence(current);
      current = overlap && overlap.length + 2 + unit.length <= max ? `${overlap}\n\n${unit}` : unit;
    } else {
      current = current ? `${current}\n\n${unit}` : unit;
    }
    hasOwnText = true;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Splits a page into chunks by heading sections then paragraphs (~target chars, never above max),
 * repeating the last sentence of a chunk at the start of the next one in the same section.
 */
export function chunkPage(input: ChunkInput, options: ChunkOptions = {}): PageChunk[] {
  const target = options.targetChars ?? 800;
  const max = Math.max(options.maxChars ?? 1200, target);
  const sections: { path: string; paragraphs: string[] }[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: { path: string; paragraphs: string[] } = { path: '', paragraphs: [] };
  sections.push(current);
  for (const block of input.blocks) {
    if (block.kind === 'heading') {
      while (stack.length && stack[stack.length - 1]!.level >= block.level) stack.pop();
      stack.push({ level: block.level, text: block.text });
      current = { path: stack.map((entry) => entry.text).join(' > '), paragraphs: [] };
      sections.push(current);
    } else {
      current.paragraphs.push(block.text);
    }
  }
  if (input.factsText?.trim()) {
    sections.push({ path: options.factsHeading ?? 'Structured data', paragraphs: input.factsText.trim().split(/\n{2,}/) });
  }
  if (input.contactText?.trim()) {
    sections.push({ path: options.contactHeading ?? 'Contact details: phone, telephone, email, address, location', paragraphs: [input.contactText.trim()] });
  }

  const chunks: PageChunk[] = [];
  for (const section of sections) {
    for (const content of packSection(section.paragraphs, target, max)) {
      chunks.push({
        ordinal: chunks.length,
        title: input.title,
        headingPath: section.path,
        content,
        contentHash: contentHash(content),
      });
    }
  }
  return chunks;
}
