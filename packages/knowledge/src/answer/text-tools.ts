import { stopwords as arabicStopWords } from '@orama/stopwords/arabic';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as germanStopWords } from '@orama/stopwords/german';
import { stopwords as hindiStopWords } from '@orama/stopwords/indian';
import { stopwords as italianStopWords } from '@orama/stopwords/italian';
import { stopwords as portugueseStopWords } from '@orama/stopwords/portuguese';
import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as hindiStem } from '@orama/stemmers/indian';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import { stopwords as russianStopWords } from '@orama/stopwords/russian';
import type { Language } from '@siteline/contract';
import { segmentText } from '../chunk/segment-text.ts';
import { TABLE_CELL_SEPARATOR } from '../extract/render-blocks.ts';
import { koreanStem } from '../retrieve/korean-words.ts';
import { STOP_WORDS } from './language-words.ts';

// Arabic-Indic, Persian and Devanagari digits, as Arabic and Hindi pages may write numbers ("٠٧٩ ٦١٤ ٢٢٨٥", "२४ घंटे").
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966];

/** The text with its Arabic-Indic, Persian and Devanagari digits written as 0-9, so a phone, a time or a price is read as one. */
export function withWesternDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - DIGIT_ZEROS.findLast((zero) => code >= zero)!);
  });
}

// Snowball's stop-word lists, those search engines use ("by", "up", "dans", "sur"), where it has one.
const SNOWBALL_STOP_WORDS: Partial<Record<Language, readonly string[]>> = {
  en: englishStopWords,
  fr: frenchStopWords,
  de: germanStopWords,
  it: italianStopWords,
  pt: portugueseStopWords,
  ru: russianStopWords,
  ar: arabicStopWords,
  hi: hindiStopWords,
};
const STOP_SETS = new Map(
  Object.entries(STOP_WORDS).map(([language, words]) => [language, new Set([...words, ...(SNOWBALL_STOP_WORDS[language as Language] ?? []).map(foldText)])]),
);
const ALL_STOP_WORDS = new Set(Object.values(STOP_WORDS).flat());
// Besides the site's language's, English short stop words ("is", "the") go everywhere: pages leave passages untranslated
// in English. Not every language's: "su" is a command on a Portuguese site, though Spanish writes it for "his".
const SHORT_ENGLISH_STOP_WORDS = new Set((STOP_WORDS.en ?? []).filter((word) => word.length <= 3));
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Chinese or Japanese script, written without spaces between words. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const FUNCTION_KANA = /^[\p{Script=Hiragana}ー]{1,3}$/u;
// A verb or adjective's inflected ending after its kanji ("送り", "送る", "調べた"): the kanji stem is the word.
const OKURIGANA = /(?<=\p{Script=Han})\p{Script=Hiragana}+$/u;
// A loanword's final long vowel is written or left out ("サーバー", "サーバ"; "ユーザー", "ユーザ"): the same word.
const KATAKANA_LONG_END = /(?<=[\p{Script=Katakana}ー]\p{Script=Katakana})ー$/u;

/** Lowercase, accents folded, so "Envío" and "envio" meet; but Russian "й", a letter of its own ("командой"). */
export function foldText(text: string): string {
  return (
    withWesternDigits(text)
      .toLowerCase()
      .normalize('NFD')
      .replace(/(?<!и)[\u0300-\u036f]|(?<=и)[\u0300-\u0305\u0307-\u036f]/g, '')
      // Arabic short vowels and the stretching tatweel are written or left out at will: "ثابتًا" is "ثابتا".
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .normalize('NFC')
  );
}

// Stemming-lite: strip a few inflection endings, then undouble a final consonant ("shipp" -> "ship").
// Crude, but the same on both sides of the match, which is what counts.
const LATIN_ENDINGS = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ies',
  'ied',
  'ly',
  'ers',
  'er',
  'es',
  'ed',
  'ens',
  'en',
  'os',
  'as',
  'is',
  's',
  'e',
  'a',
  'o',
  'i',
  'y',
];
// "y" is an ending after a consonant only: "policy" meets "policies" at "polic", "Sunday" stays whole.
const AFTER_CONSONANT = /[b-df-hj-np-tv-xz]y$/;

// Portuguese plurals that change the word's end, not only add to it: "opções" is "opção", "mensagens" "mensagem",
// "papéis" "papel", "locais" "local" (accents folded). Snowball's Portuguese stemmer leaves all four apart.
const PORTUGUESE_PLURALS: readonly [RegExp, string][] = [
  [/(?<=\p{L}{2})(?:oes|aes)$/u, 'ao'],
  [/(?<=\p{L}{2})ns$/u, 'm'],
  [/(?<=\p{L}{2})([aeou])is$/u, '$1l'],
];

/**
 * Arabic writes the article, "and" and suffixes onto the word ("السعر", "سعر"; "والملفات"): Snowball's Arabic stemmer
 * takes them off, but "and" only before a preposition, and the plural "ات" only after an article ("الملفات" -> "ملف",
 * "ملفات" -> "ملفا"): both are mended so the forms meet.
 */
function arabicTerm(word: string): string {
  const withoutAnd = word.replace(/^[وف](?=ال)/, '');
  const stem = arabicStem(withoutAnd);
  return withoutAnd.endsWith('ات') && stem.length > 3 && stem.endsWith('ا') ? stem.slice(0, -1) : stem;
}

/** A stem is cut at this many letters, so that words of one family meet ("configure", "configuration"). */
export const MAX_TERM_LETTERS = 7;

function stemWord(word: string, language?: Language): string {
  if (language === 'pt') for (const [plural, singular] of PORTUGUESE_PLURALS) if (plural.test(word)) return stemByScript(word.replace(plural, singular));
  return stemByScript(word);
}

function stemByScript(word: string): string {
  if (/\p{Script=Hangul}/u.test(word)) return koreanStem(word);
  // Russian inflects by case, number and gender ("самую новую версию", "самые новые версии"): a few endings miss
  // most forms, Snowball's Russian stemmer meets them.
  if (/[\u0400-\u04ff]/.test(word)) return russianStem(word).slice(0, MAX_TERM_LETTERS);
  if (/[\u0600-\u06ff]/.test(word)) return arabicTerm(word);
  // Hindi inflects by ending ("दुकानें", "दुकानों", "दुकान"; "खुलती", "खुला"): a light stemmer takes the longest off.
  if (/\p{Script=Devanagari}/u.test(word)) return hindiStem(word);
  const endings = /^[a-z0-9]+$/.test(word) ? LATIN_ENDINGS : [];
  let stem = word;
  for (const ending of endings) {
    // "newly" meets "new", but "apply" is no adverb of "app".
    if ((ending === 'ly' && stem.endsWith('ply')) || (ending === 'y' && !AFTER_CONSONANT.test(stem))) continue;
    if (stem.length - ending.length >= 3 && stem.endsWith(ending)) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem.slice(0, MAX_TERM_LETTERS);
}

// Segmenters are costly to build and stateless to use: one per language and granularity.
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: Language | undefined, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${language ?? ''}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) segmenters.set(key, (found = new Intl.Segmenter(language, { granularity })));
  return found;
}

/**
 * The words of a text as Unicode word boundaries give them (a dictionary for Chinese and Japanese,
 * which have no spaces), folded, and cut again at apostrophes and dots ("l'heure" -> "l", "heure").
 */
export function segmentWords(text: string, language?: Language): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmentText(segmenter(language, 'word'), foldText(text))) {
    if (isWordLike) words.push(...(segment.match(WORD) ?? []));
  }
  return words;
}

/** How many words a text has, from Unicode word boundaries: "営業時間は午前9時から" counts its words, not its spaces. */
export function countWords(text: string, language?: Language): number {
  let count = 0;
  for (const { isWordLike } of segmentText(segmenter(language, 'word'), text)) if (isWordLike) count += 1;
  return count;
}

// "found" is mostly the past of "find" ("can be found"); stemmed it would be "founded"'s stem.
const PAST_OF_FIND = new Set(['found']);

// A number written with its thousands apart ("3 000 ₽", "2,500", "10 000"): one number, as the visitor writes "3000".
const GROUPED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f\u2009,]\d{3})+(?![\d]|[.,]\d)/gu;
const withJoinedThousands = (text: string) => text.replace(GROUPED_THOUSANDS, (number) => number.replace(/[^\d]/g, ''));

/** Matching keys of a text: stemmed words without stop words. */
export function textTerms(text: string, language?: Language, options: { keepStopWords?: boolean } = {}): string[] {
  const stop = options.keepStopWords ? new Set<string>() : (language && STOP_SETS.get(language)) || ALL_STOP_WORDS;
  const terms: string[] = [];
  for (const word of segmentWords(withJoinedThousands(text), language)) {
    if (stop.has(word) || (!options.keepStopWords && SHORT_ENGLISH_STOP_WORDS.has(word))) continue;
    if (UNSPACED.test(word)) {
      // Short runs of hiragana are Japanese particles and verb endings ("って", "たい", "ので"), not what the text is about.
      if (options.keepStopWords || !FUNCTION_KANA.test(word)) terms.push(word.replace(OKURIGANA, '').replace(KATAKANA_LONG_END, ''));
      continue;
    }
    // A Korean syllable is a word of its own ("창", window); a single Latin or Cyrillic letter is not.
    if (word.length < 2 && !/[\d\p{Script=Hangul}]/u.test(word)) continue;
    terms.push(stemWord(PAST_OF_FIND.has(word) ? 'find' : word, language));
  }
  return terms;
}

const MIN_SENTENCE_SIGNS = 8;
/** A line shorter than a sentence that names a number is a fact all the same: "Port: 8080", "Sa 10–14", "Fee: $5". */
const namesNumber = (text: string) => /\p{N}/u.test(text) && /\p{L}/u.test(text);
/**
 * Abbreviations that come before what they qualify: a title before a name ("Mr. Smith", "Sig. Rossi", "Dott. Bianchi")
 * and a word before a value ("ca. 10 Min.", "Tel. 0341 123456", "inkl. MwSt.", "approx. 20", "aprox. 30 €", "тел. 8 800
 * …"), in the 12 languages. Not those a sentence may end with ("etc.", "usw.", "Jr.").
 */
const LEADING_ABBREVIATION_END =
  /(?<![\p{L}.])(?:mr|mrs|ms|dr|dra|prof|mt|approx|tel|fig|vs|cf|hr|hrn|ca|inkl|zzgl|exkl|bzw|vgl|ggf|evtl|nr|mme|mlle|env|sr|sra|srta|lic|aprox|núm|sig|sigg|dott|avv|ing|pág|напр|см|тел|им)\.\s*$/iu;
/**
 * Abbreviations that may end a sentence before a word ("I told you so.") but not before a number: "Fig. 3", "No. 5",
 * "inkl. MwSt. 49 €", a day before its hours ("Mo. bis Fr. 9–18 Uhr", "sáb. 10:00", "пт. 9:00").
 */
const NUMBERED_ABBREVIATION_END =
  /(?<![\p{L}.])(?:no|nos|p|pp|vol|ch|art|s|mwst|ust|mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim|mié|jue|vie|sáb|dom|gio|seg|ter|qua|qui|sex|пн|вт|ср|чт|пт|сб|вс)\.\s*$/iu;
/** A piece's end whose dot ends no sentence when the next piece opens as `before` says. */
const DOTS_GOING_ON: readonly { end: RegExp; before: RegExp }[] = [
  // "Susan G. Kleinmann", "J.H.M. Bonten": an initial before a capitalised word is inside a name.
  { end: /(?<![\p{L}\p{N}])\p{Lu}\.\s*$/u, before: /^\p{Lu}/u },
  // "ул. Ленина", "Av. Paulista", "bd. Haussmann": a street's abbreviated kind (and Russian "г.", town, and "д.", house)
  // goes on with its name.
  { end: /(?<!\p{L})(?:st|ave|rd|blvd|av|avda|bd|pza|pça|ул|пр|пер|пл|наб|г|д)\.\s*$/iu, before: /^[\p{Lu}\d]/u },
  { end: LEADING_ABBREVIATION_END, before: /^\S/u },
  { end: NUMBERED_ABBREVIATION_END, before: /^\d/ },
  // "z. B.", "d. h.", "p. ex.", "т. е.": one letter and a dot before the next part.
  { end: /(?<![\p{L}.])\p{L}\.\s*$/u, before: /^\p{L}\.(?!\p{L})/u },
];
/**
 * A table's, figure's or example's caption opening with its label and number in the 12 languages ("Table 11.3. List of
 * EOL styles", "Tabela 11.3. Lista de …", "Таблица 2.1. …"), as DocBook and LaTeX-made pages write them.
 */
const CAPTION_LABELS =
  'table|figure|example|tabela|figura|exemplo|tabla|ejemplo|tableau|exemple|tabelle|abbildung|beispiel|tabella|esempio|таблица|рисунок|пример|表|图|圖|図|표|그림|جدول|شكل|तालिका|चित्र';
export const CAPTION = new RegExp(`^(?:${CAPTION_LABELS})\\s*\\d+(?:\\.\\d+)*\\.?(?:\\s|$)`, 'iu');
/** A caption's label and number alone, as the sentence segmenter cuts them off its title. */
const CAPTION_NUMBER = new RegExp(`^\\s*(?:${CAPTION_LABELS})\\s*\\d+(?:\\.\\d+)*\\.\\s*$`, 'iu');
const GERMAN_MONTH = /^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?!\p{L})/u;
// A Chinese or Japanese character carries about as much as two letters.
const signs = (text: string) =>
  (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) + (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0);

// A bar the text quotes ("commence par le caractère « | »") is no cell separator.
const QUOTED_BAR = /[«"'“‘„([`]\s?\|\s?[»"'”’)\]`]/u;

/** How many more round brackets the text opens than it closes (fewer than none: it closes one opened before it). */
function openBrackets(text: string): number {
  return (text.match(/[(（]/g)?.length ?? 0) - (text.match(/[)）]/g)?.length ?? 0);
}

/** A piece of text on one line, its white space single. */
const tidy = (piece: string) => piece.replace(/\s+/g, ' ').trim();

/**
 * Sentences of a passage from Unicode sentence boundaries ("9 a.m. on Sundays" stays whole) and
 * line breaks. A piece too short to be a sentence ("Dr.", "No.", "いいえ。") joins the next one on its line, or the
 * one before it when it is the line's last ("Is parking free? Yes."); a line that short is left out unless it names a
 * number ("Port: 8080"). Neither a web address's "?" nor an abbreviation's dot before what it qualifies ("z. B.",
 * "Tel. 0341 …", "Mo. bis Fr. 9–18 Uhr") ends a sentence.
 */
export function splitSentences(text: string, language?: Language): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    // A table's row is one fact, its cells read together: "-m, --message | text | A commit message … branch. Commit
    // {sha} … | None" is not cut after its description's first sentence.
    if (line.includes(TABLE_CELL_SEPARATOR) && !QUOTED_BAR.test(line)) {
      sentences.push(tidy(line));
      continue;
    }
    let pending = '';
    const lineStart = sentences.length;
    const segments = Array.from(segmentText(segmenter(language, 'sentence'), line), ({ segment }) => segment);
    for (const [index, segment] of segments.entries()) {
      pending += segment;
      const next = segments[index + 1] ?? '';
      // "httpbin.org/get?key=val": a question or exclamation mark with a Latin letter or digit right after it is
      // inside a web address or a name, not at a sentence's end.
      if (/[?!]$/.test(segment) && /^[A-Za-z0-9_=&%]/.test(next)) continue;
      // "Tel. 0341 …", "Sig. Rossi", "Fr. 9–18 Uhr", "z. B.": an abbreviation goes on with what it qualifies.
      if (DOTS_GOING_ON.some(({ end, before }) => end.test(segment) && before.test(next))) continue;
      // "Holiday weekends (Martin Luther King Jr. Day, Presidents' Day) …": no sentence ends inside brackets the next
      // piece closes.
      if (openBrackets(pending) > 0 && openBrackets(next) < 0) continue;
      // "Tabela 11.3. Lista de estilos EOL": a caption's number goes on with its title.
      if (CAPTION_NUMBER.test(segment)) continue;
      // "am 30. Juni": a German date's day is an ordinal number with a dot.
      if (/(?<!\d)\d{1,2}\.\s*$/.test(segment) && GERMAN_MONTH.test(next)) continue;
      if (signs(pending) >= MIN_SENTENCE_SIGNS || !/[.!?。．！？]\s*$/.test(segment)) {
        sentences.push(tidy(pending));
        pending = '';
      }
    }
    // "Is parking free? Yes.": a short last piece ends the sentence before it on its line rather than being lost.
    if (pending && signs(pending) < MIN_SENTENCE_SIGNS && sentences.length > lineStart) sentences[sentences.length - 1] += ` ${tidy(pending)}`;
    else if (pending) sentences.push(tidy(pending));
  }
  return sentences.filter((sentence) => signs(sentence) >= MIN_SENTENCE_SIGNS || namesNumber(sentence));
}

// "... an empty string here. encoding – File encoding for items. post_hook – A command to call ...": a
// definition list flattened into one paragraph (Sphinx's field lists). A sentence boundary does not
// precede a lower-case word, so the terms' definitions would stay glued to the sentence before them.
// An abbreviation's dot ("e.g.") ends no sentence.
const DEFINED_TERM_AHEAD = /(?<=[\p{L}\p{N}]{2}[)"'’”]?[.!?])\s+(?=[\p{L}_][\p{L}\p{N}_./-]{0,39}\s[–—]\s)/u;

/** A sentence cut again before each term it goes on to define ("post_hook – A command ..."). */
export function splitAtDefinedTerms(sentence: string): string[] {
  const pieces: string[] = [];
  for (const piece of sentence.split(DEFINED_TERM_AHEAD)) {
    if (pieces.length > 0 && signs(piece) < MIN_SENTENCE_SIGNS) pieces[pieces.length - 1] += ` ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/** Lowercase, punctuation and extra spaces removed: the form greetings and thanks are matched in. */
export function bareMessage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// A heading's numbering ("11.6.", "第11章", "1장.", "Chapter 8", "16.1") is its place in the document, not what it is about:
// "Debian 11" is not asked about "第11章 …". Not a bare number ("404 Pages") nor a version ("1.4.0 (2022-09-27)").
const SECTION_NUMBER =
  /(^|\s>\s)(?:第\s*\d+\s*[章節部編]|\d+\s*장\.?(?!\p{L})|(?:chapter|chapitre|kapitel|cap[ií]tulo|capitolo|глава|part|partie|teil|parte|section|abschnitt|appendix|anhang|annexe|ap[eé]ndice|appendice)\s+(?:\d+|[ivxlc]+)(?![\p{L}\p{N}])[.:]?|[a-z]?(?:\d+(?:\.\d+)*\.|\d+\.\d+)(?=\s))\s*/giu;

/** A heading path ("Chapter 1 > 1.2. What is Debian?") without the numbers of its sections ("What is Debian?"). */
export function withoutSectionNumbers(headingPath: string): string {
  return headingPath.replace(SECTION_NUMBER, '$1');
}
