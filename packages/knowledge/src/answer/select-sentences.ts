import type { Language } from '@siteline/contract';
import { TABLE_CELL_SEPARATOR } from '../extract/render-blocks.ts';
import type { Passage } from '../retrieve/index.ts';
import type { Tone } from './answer-engine.ts';
import { answerGate, MIN_COVERAGE, namedThings, writtenName } from './answer-gate.ts';
import { looksLikeInstructions } from './injection-filter.ts';
import { asksForAWay, wayVerb } from './question-focus.ts';
import {
  askedIntents,
  asksAboutReleases,
  asksWhatItDoes,
  canonicalTerm,
  definedSubject,
  definesSubject,
  auxiliaryTerms,
  questionTerms,
  restatedTerms,
  synonymTerms,
  type AskedIntent,
} from './question-intents.ts';
import { isHeadingLike, isLeadIn, isListItem, isShortItem, leadsIntoLines, withContext } from './sentence-context.ts';
import { lineRoles, phraseLine, withColumnNames, withoutAnswerLabel, type LineRole } from './structured-lines.ts';
import { foldText, MAX_TERM_LETTERS, segmentWords, splitAtDefinedTerms, splitSentences, textTerms, UNSPACED, withoutSectionNumbers } from './text-tools.ts';

export interface ScoredSentence {
  text: string;
  passage: Passage;
  passageRank: number;
  position: number;
  score: number;
  /**
   * Share of the question's meaning found, each word weighted by its rarity among the candidate
   * sentences; a word like "price" or "located" counts as found when the sentence holds the fact.
   */
  coverage: number;
  terms: Set<string>;
}

interface Candidate {
  text: string;
  passage: Passage;
  passageRank: number;
  position: number;
  sentences: string[];
  /** The line of the passage each sentence is on. */
  lines: number[];
  terms: Set<string>;
  titleTerms: Set<string>;
  /** Words of what the sentence is about though it does not say it: its block's subject, the FAQ question it answers. */
  contextTerms: Set<string>;
  /**
   * The term its line defines when the sentence does not name it ("gc.auto" for "The default value is 6700."), or
   * the identifier or release its section is named after.
   */
  definedTerm: string;
  role: LineRole;
}

/**
 * A line quoting the e-mail a reply answers ("> running yet another complicated program …"; not Python's ">>> "
 * prompt): what was asked, never the answer, though it still counts as the site's wording. Mailing-list replies are
 * kept as FAQ entries (flex's manual). Measured on the tuning halves: flex right 13 -> 14, nothing lost.
 */
const QUOTED_MAIL = /^>(?!>> )/;
/** A sentence scoring at least this share of the top one answers in its place when the top one is not confident enough. */
const RUNNER_UP_SHARE = 0.9;
/** For "what is X?": a sentence that opens by saying what X is ("X is a ...") wins over one that only names X. */
const DEFINITION_BONUS = 1;
/**
 * For "how do I …?": a sentence leading into the command or example under it. Measured on the tuning halves from 0.1
 * to 0.6: vdirsyncer right 35 -> 36 of 39 ("How do I start Xandikos …"), nothing lost.
 */
const WAY_LEAD_IN_BONUS = 0.3;
/** Raised coverage for a sentence holding the asked-for kind of fact next to a question word. */
const ASKED_BOOST = 0.2;
/** A sentence from a second page is added when it scores at least this share of the best. */
const OTHER_PAGE_SHARE = 0.4;
const MAX_SENTENCES: Record<Tone, number> = { concise: 1, helpful: 3, creative: 3, encouraging: 3, analytical: 4, detailed: 5 };
/** A sentence after the first must score at least this share of the best (concise: the higher one). */
const FOLLOWER_SHARE = 0.5;
const CONCISE_FOLLOWER_SHARE = 0.8;

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.max(1, a.size + b.size - shared);
}

// "United Kingdom" also answers to "UK": initials of runs of capitalised words.
function initialisms(text: string): string[] {
  return (text.match(/(?:\p{Lu}\p{Ll}+\s+){1,3}\p{Lu}\p{Ll}+/gu) ?? []).map((run) =>
    run
      .split(/\s+/)
      .map((word) => word[0]!.toLowerCase())
      .join(''),
  );
}

interface PassageAnalysis {
  titleTerms: Set<string>;
  /** The page title and heading path folded (`foldText`), as the question's words inside longer ones are looked for. */
  foldedTitle: string;
  sentences: string[];
  lines: number[];
  quotable: {
    text: string;
    folded: string;
    position: number;
    terms: Set<string>;
    contextTerms: Set<string>;
    definedTerm: string;
    role: LineRole;
  }[];
}

const LEADING_LABEL = /^[^:;]{2,40}:\s+/;
// A line defining command-line options: "-n, --line-number: Prefix the line number …".
const OPTION_LABEL = /^-{1,2}[\p{L}\d][^:]{0,80}?:\s/u;
/** For a line defining options named with the question's words ("--line-number" for "show line numbers"): times the share of their words the question holds. */
const OPTION_NAME_BONUS = 0.6;

/** The share of the words naming a line's options that the question holds: "--line-number" answers "How do I show line numbers?". */
function optionNameShare(text: string, asked: ReadonlySet<string>, language: Language): number {
  const label = OPTION_LABEL.exec(text)?.[0];
  if (!label) return 0;
  const named = new Set(textTerms(label, language).map(canonicalTerm));
  return named.size === 0 ? 0 : [...named].filter((term) => asked.has(term)).length / named.size;
}
/** How many of a passage's last sentences its continuation may repeat. */
const OVERLAP_SENTENCES = 3;
const LIST_MARK = /^(?:[-•*·]|\d+[.)])\s+/u;
const LEADING_DEFINED_TERM = /^[\p{L}_][\p{L}\p{N}_./-]{0,39}\s[–—]\s/u;
/** A parameter of an API reference, named with its type: "highWaterMark <number> The maximum …", "fn {Function} a …". */
const LEADING_PARAMETER = /^(?:[-•*·]\s+)?([\p{L}_$][\p{L}\p{N}_$.]{0,39})\s+(?:<[^<>]{1,60}>|\{[^{}]{1,60}\})\s/u;

/**
 * The passage's sentences, and for each the term its line defines when it is not the line's first
 * sentence: documentation renders a definition list as "gc.auto: When there are ... The default
 * value is 6700.", and that last sentence is about gc.auto though it does not say so. A line holding
 * a flattened list ("path – Absolute path ... fileext – The file extension to use ...") defines a
 * term at each item, and the sentences after an item are about its term.
 */
function sentencesWithTerms(content: string, language: Language): { sentences: string[]; termOf: string[]; lines: number[] } {
  const sentences: string[] = [];
  const termOf: string[] = [];
  const lines: number[] = [];
  for (const [lineIndex, line] of content.split(/\n+/).entries()) {
    const own = splitSentences(line, language).flatMap(splitAtDefinedTerms);
    let term =
      LEADING_LABEL.exec(own[0] ?? '')?.[0]
        .replace(/:\s+$/, '')
        .replace(LIST_MARK, '') ??
      LEADING_PARAMETER.exec(own[0] ?? '')?.[1] ??
      '';
    own.forEach((sentence, index) => {
      const defined = index > 0 ? LEADING_DEFINED_TERM.exec(sentence)?.[0] : undefined;
      if (defined) term = defined.replace(/\s[–—]\s$/, '');
      sentences.push(sentence);
      termOf.push(index > 0 && !defined ? term : '');
      lines.push(lineIndex);
    });
  }
  return { sentences, termOf, lines };
}

// A section named after a code identifier (a setting, a function's signature) is about that identifier:
// "site_dir", "documentation_pages() -> Sequence[File]", "mkdocs.structure.files.File".
const IDENTIFIER_HEADING = /^(?=[^\s(]*[_.(]|[^\s(]*\p{Ll}\p{Lu})[\p{L}_][\p{L}\p{N}_.:-]*(?:\([^)]*\))?(?:\s*->\s*\S.*)?$/u;

/** The identifier the passage's own section is named after, if any. */
function sectionIdentifier(headingPath: string): string {
  const section = headingPath.split(' > ').at(-1)?.trim() ?? '';
  return section.length <= 80 && IDENTIFIER_HEADING.test(section) ? section : '';
}

// A release's section in release notes or a changelog: "2.26.0 (2021-07-13)", "Version 1.4.0 (2022-09-27)", not a
// numbered section ("1.2. What is Debian?", "3.2 Options"). Its entries say what changed, not in which release:
// quoted, they are led by it. Measured on the tuning halves: MkDocs right 21 -> 22 ("When did version 1.4.0 come
// out?"), Requests 13 -> 14 ("When did Requests add Brotli support?").
const RELEASE_HEADING = /^(?:\p{L}+\s+)?v?\d+(?:\.\d+)+(?![.\d])[\w+-]*(?:\s+[([–—-].{0,30})?$/u;

// A changelog's entry names the feature a question asks about ("Added the `--dirty` flag to `mkdocs serve`") without
// answering it: unless the question is about releases, the page that documents the feature should answer first.
// Measured on the tuning halves: MkDocs right 22 -> 23, right page 25 -> 27; Requests right 15 -> 16.
const RELEASE_NOTE_PENALTY = 1;
/**
 * For a question naming a place, a product or a standard ("el teléfono del centro de Los Remedios", "HTTP/2"): a
 * sentence naming it, itself or in its headings, answers for that one, not for another branch or the site at large.
 * Measured on the tuning halves and the business probes (2026-11-29): 0.6 and 0.8 gave the same (+1), 0.4 and 1.2 less.
 */
const ENTITY_BONUS = 0.6;

// A follow-up that names what it now asks about ("and the Sumatra?" after the Ethiopia's price): a sentence naming
// none of its own words is about the previous question's subject, though it holds more of the words carried over.
const FOLLOW_UP_PENALTY = 1;

const isAbout = (candidate: Candidate, term: string) => candidate.terms.has(term) || candidate.contextTerms.has(term) || candidate.titleTerms.has(term);

/** The release the passage's section belongs to, named by the nearest heading that is one. */
function releaseHeading(headingPath: string): string {
  return (
    headingPath
      .split(' > ')
      .map((heading) => heading.trim())
      .findLast((heading) => heading.length <= 50 && RELEASE_HEADING.test(heading)) ?? ''
  );
}

/** The words of the passage's page title and heading path, without their section numbers. */
function headingText(passage: Passage): string {
  return withoutSectionNumbers(`${passage.pageTitle} > ${passage.headingPath}`);
}

// Retrievals are cached and hand back the same passages for repeated questions, so their sentences
// are split and analysed once, not at every answer.
const analyses = new WeakMap<Passage, Map<Language, PassageAnalysis>>();

function analysePassage(passage: Passage, language: Language): PassageAnalysis {
  const known = analyses.get(passage) ?? new Map<Language, PassageAnalysis>();
  analyses.set(passage, known);
  let analysis = known.get(language);
  if (!analysis) {
    const own = sentencesWithTerms(passage.content, language);
    // The section's next chunk is read only as what the passage's last lines lead into ("The
    // disadvantages are:" and the items under it); it opens with the passage's last sentences again.
    const next = sentencesWithTerms(passage.continuation ?? '', language);
    const tail = own.sentences.slice(-OVERLAP_SENTENCES);
    let repeated = 0;
    while (repeated < next.sentences.length && tail.includes(next.sentences[repeated]!)) repeated += 1;
    const firstLine = (own.lines.at(-1) ?? -1) + 1;
    const sentences = [...own.sentences, ...next.sentences.slice(repeated)];
    const lines = [...own.lines, ...next.lines.slice(repeated).map((line) => firstLine + line)];
    const { termOf } = own;
    const section = sectionIdentifier(passage.headingPath) || releaseHeading(passage.headingPath);
    const roles = lineRoles(sentences);
    analysis = {
      titleTerms: new Set(textTerms(headingText(passage), language).map(canonicalTerm)),
      foldedTitle: foldText(headingText(passage)),
      sentences,
      lines,
      quotable: own.sentences
        .map((text, position) => ({
          text,
          folded: foldText(text),
          position,
          role: roles[position]!,
          terms: new Set([...textTerms(text, language).map(canonicalTerm), ...initialisms(text)]),
          contextTerms: new Set(textTerms(`${roles[position]!.context} ${termOf[position]}`, language).map(canonicalTerm)),
          definedTerm: termOf[position] || section,
        }))
        .filter(({ text, role }) => !role.hidden && !looksLikeInstructions(text)),
    };
    known.set(language, analysis);
  }
  return analysis;
}

/** A German word of the question this long is also looked for as a part of a compound ("papierg" of "Standardpapiergröße"). */
const MIN_COMPOUND_PART = 5;

// A Korean word of two syllables or more: Korean writes compound nouns as one word ("전체기본" holds "기본").
const KOREAN_WORD = /^\p{Script=Hangul}{2,}$/u;

/**
 * The question's words a sentence may hold inside a longer word: its Chinese and Japanese words, which the
 * question and the page may cut differently ("変" of "変えずに" is in the page's "変更"); in German and Korean, its
 * longer words, which the page may write as part of a compound.
 */
function innerWords(asked: ReadonlySet<string>, language: Language): string[] {
  return [...asked].filter(
    (term) => UNSPACED.test(term) || (language === 'de' && term.length >= MIN_COMPOUND_PART) || (language === 'ko' && KOREAN_WORD.test(term)),
  );
}

// A negating prefix before a word written inside a longer one: Korean "불안정" is unstable, not "안정" (stable), as
// Japanese "不安定" is not "安定"; "비공개", "미지원", "非公開" likewise. In Korean only before the Sino-Korean words it
// negates ("불고기" is grilled meat).
const NEGATED_KOREAN = new Set(['안정', '가능', '필요', '완전', '공개', '활성', '정상', '지원', '설치', '사용', '확실', '일치', '공식', '동의']);
const NEGATING_PREFIX = /(?:^|[^\p{Script=Hangul}])[불비미무]$|[不非未無无]$/u;

/** Whether the text holds the word, but not only as the negated word ("安定" in "不安定"). */
function holdsInside(folded: string, term: string): boolean {
  for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
    const before = folded.slice(Math.max(0, at - 2), at);
    const negated = NEGATING_PREFIX.test(before) && (UNSPACED.test(term) || NEGATED_KOREAN.has(term));
    if (!negated) return true;
  }
  return false;
}

// A compound written with hyphens ("Wi-Fi", "E-Mail", "Web-Forum"), which the question may write closed.
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/**
 * A text's words with those of the question inside them, read in the folded text (`foldText`): `inner` inside any
 * longer word, and any word of `asked` written closed ("wifi", "Webforum") where the text writes it with hyphens.
 */
function withInnerWords(terms: Set<string>, folded: string, inner: readonly string[], asked: ReadonlySet<string>, language: Language): Set<string> {
  if (inner.length === 0 && !folded.includes('-')) return terms;
  const joined = (folded.match(HYPHENATED) ?? []).flatMap((compound) => textTerms(compound.replaceAll('-', ''), language));
  const found = [...inner.filter((term) => holdsInside(folded, term)), ...joined.filter((term) => asked.has(term))].filter((term) => !terms.has(term));
  return found.length === 0 ? terms : new Set([...terms, ...found]);
}

// Terms are cut at seven letters: a first word longer than five leaves too little of the second to tell it
// ("utilisersudo" is "utilise").
const MAX_CLOSED_HEAD = MAX_TERM_LETTERS - 2;

/**
 * Two words of the question side by side as one word ("user agent" as "useragent", "file name" as "filename"), each
 * with the question's terms it stands for: a sentence writing the closed word holds both.
 */
function closedPairs(question: string, language: Language, asked: ReadonlySet<string>): Map<string, string[]> {
  const words = segmentWords(question, language);
  const pairs = new Map<string, string[]>();
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1]!.length > MAX_CLOSED_HEAD) continue;
    const parts = [words[i - 1]!, words[i]!].map((word) => canonicalTerm(textTerms(word, language)[0] ?? ''));
    const [closed] = textTerms(words[i - 1]! + words[i]!, language);
    if (closed && parts.every((part) => asked.has(part)) && !parts.includes(closed)) pairs.set(canonicalTerm(closed), parts);
  }
  return pairs;
}

const MIN_SPLIT_WORD = 6;

/**
 * A word of the question that a page may write as two ("takeaway" as "take away", "Kartenzahlung" as "Karten-Zahlung"),
 * each with the pattern of its two parts side by side: a sentence writing them holds the word.
 */
function splitWords(question: string, language: Language, asked: ReadonlySet<string>): Map<string, SplitWord> {
  const splits = new Map<string, SplitWord>();
  if (language === 'zh' || language === 'ja') return splits;
  for (const word of segmentWords(question, language)) {
    const [term] = textTerms(word, language);
    if (word.length < MIN_SPLIT_WORD || !/^\p{L}+$/u.test(word) || !term || !asked.has(canonicalTerm(term))) continue;
    const escaped = [...word].map((letter) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const parts = escaped.slice(2, -2).map((_, i) => `${escaped.slice(0, i + 3).join('')}[\\s-]+${escaped.slice(i + 3).join('')}`);
    const pattern = new RegExp(`(?<!\\p{L})(?:${parts.join('|')})(?!\\p{L})`, 'iu');
    splits.set(canonicalTerm(term), { head: word.slice(0, 3), tail: word.slice(-2), pattern });
  }
  return splits;
}

/** A word of the question as a page may write it in two parts; `head` and `tail` are its first and last letters, read first. */
interface SplitWord {
  head: string;
  tail: string;
  pattern: RegExp;
}

/** A sentence's words with the question's that it writes as two words, read in its folded text. */
function withSplitWords(terms: Set<string>, folded: string, splits: ReadonlyMap<string, SplitWord>): Set<string> {
  if (splits.size === 0) return terms;
  const found = [...splits]
    .filter(([term, { head, tail, pattern }]) => !terms.has(term) && folded.includes(head) && folded.includes(tail) && pattern.test(folded))
    .map(([term]) => term);
  return found.length === 0 ? terms : new Set([...terms, ...found]);
}

/** A sentence's words with the question's pairs it writes closed. */
function withClosedPairs(terms: Set<string>, pairs: ReadonlyMap<string, string[]>): Set<string> {
  const found = [...pairs].filter(([closed]) => terms.has(closed)).flatMap(([, parts]) => parts);
  return found.length === 0 ? terms : new Set([...terms, ...found]);
}

function collectCandidates(
  passages: Passage[],
  language: Language,
  asked: ReadonlySet<string>,
  pairs: ReadonlyMap<string, string[]>,
  splits: ReadonlyMap<string, SplitWord>,
): Candidate[] {
  const inner = innerWords(asked, language);
  return passages.flatMap((passage, passageRank) => {
    const { titleTerms, foldedTitle, sentences, lines, quotable } = analysePassage(passage, language);
    const allTitleTerms = withInnerWords(titleTerms, foldedTitle, inner, asked, language);
    return quotable.map(({ text, folded, position, terms, contextTerms, definedTerm, role }) => ({
      text,
      passage,
      passageRank,
      position,
      sentences,
      lines,
      terms: withSplitWords(withClosedPairs(withInnerWords(terms, folded, inner, asked, language), pairs), folded, splits),
      titleTerms: allTitleTerms,
      contextTerms,
      definedTerm,
      role,
    }));
  });
}

/** Rarity of each question word among the candidates; a word no candidate holds weighs most. */
function rarity(terms: Set<string>, candidates: Candidate[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of terms) {
    const df = candidates.filter((c) => c.terms.has(term) || c.titleTerms.has(term) || c.contextTerms.has(term)).length;
    weights.set(term, Math.log(1 + (candidates.length + 1) / (df + 0.5)));
  }
  return weights;
}

export interface SelectInput {
  question: string;
  retrievalText: string;
  passages: Passage[];
  language: Language;
  tone: Tone;
}
type Scored = ScoredSentence & { candidate: Candidate };

/**
 * Every candidate sentence scored, best first: the question's rarer words weigh most (in the page
 * title or headings they count for less than in the sentence), early position and better-ranked
 * passages help, and amounts, times, addresses, phone numbers, emails or availability win when
 * the question asks for them.
 */
export function scoreSentences(input: SelectInput): Scored[] {
  const ownList = questionTerms(input.question, input.language);
  const ownTerms = new Set(ownList);
  const allTerms = new Set([...ownTerms, ...questionTerms(input.retrievalText, input.language)]);
  const intents = askedIntents(input.question);
  const restated = restatedTerms(input.question, input.language);
  const synonyms = synonymTerms(input.question, input.language);
  const subject = definedSubject(input.question);
  const byWhatItDoes = asksWhatItDoes(input.question);
  const asksWay = asksForAWay(input.question, input.language);
  const asksReleases = asksAboutReleases(input.question);
  const isFollowUp = ownTerms.size > 0 && [...allTerms].some((term) => !ownTerms.has(term));
  if (allTerms.size === 0 && intents.length === 0) return [];
  const candidates = collectCandidates(
    input.passages,
    input.language,
    allTerms,
    closedPairs(input.question, input.language, ownTerms),
    splitWords(input.question, input.language, ownTerms),
  );
  const idf = rarity(allTerms, candidates);
  // "How do I mark something as a todo?": a way-question's verb that no candidate holds is the visitor's wording, not
  // what the answer must say. Measured on the tuning halves: Requests right 14 -> 15 of 17, nothing lost.
  // So is a modal verb ("Darf ich meinen Hund mitbringen?") that no candidate holds.
  const verb = wayVerb(input.question, input.language, ownList);
  const wording = new Set(
    [...(verb === undefined ? [] : [verb]), ...auxiliaryTerms(ownList, input.language)].filter((term) => !candidates.some((c) => isAbout(c, term))),
  );
  const weightOf = (term: string) => (wording.has(term) ? 0 : idf.get(term)! * (ownTerms.has(term) ? 1 : 0.6));
  let total = 0;
  for (const term of allTerms) total += weightOf(term);
  const names = namedThings(input.question, input.language).map(writtenName);
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const held = intents.filter((intent) => intent.holds(candidate.text));
    let found = 0;
    let inText = 0;
    let plainMatch = false;
    for (const term of allTerms) {
      const weight = weightOf(term);
      if (candidate.terms.has(term)) [found, inText, plainMatch] = [found + weight, inText + weight, true];
      else if (held.some((intent) => intent.cueTerms.has(term)) || [...(restated.get(term) ?? [])].some((other) => candidate.terms.has(other))) {
        [found, inText] = [found + weight, inText + weight];
      } else if (candidate.contextTerms.has(term)) [found, inText, plainMatch] = [found + weight, inText + 0.8 * weight, true];
      else if (candidate.titleTerms.has(term)) [found, inText, plainMatch] = [found + weight, inText + 0.4 * weight, true];
      // Another word for the visitor's ranks a sentence as the word would, but does not cover it: whether the site
      // answers at all is judged on the visitor's own words.
      else if ([...(synonyms.get(term) ?? [])].some((other) => candidate.terms.has(other))) inText += weight;
    }
    const bonus =
      held.reduce((sum, intent) => sum + intent.bonus, 0) +
      (subject && definesSubject(candidate.text, subject, byWhatItDoes) ? DEFINITION_BONUS : 0) +
      OPTION_NAME_BONUS * optionNameShare(candidate.text, ownTerms, input.language) +
      (asksWay && leadsIntoLines(candidate.sentences, candidate.position, candidate.lines) ? WAY_LEAD_IN_BONUS : 0) +
      (names.length > 0 && namesAll(candidate, names) ? ENTITY_BONUS : 0);
    if (found === 0 && bonus === 0) continue;
    let coverage = total > 0 ? found / total : 0;
    // A question whose every word is its wording ("¿Dónde están?") asks only for the kind of fact.
    if (held.length > 0 && (plainMatch || total === 0)) coverage += ASKED_BOOST;
    if (total === 0 && held.length > 0) coverage = Math.max(coverage, MIN_COVERAGE);
    const textShare = total > 0 ? inText / total : 0;
    const changelog = !asksReleases && releaseHeading(candidate.passage.headingPath) ? RELEASE_NOTE_PENALTY : 0;
    const elsewhere = isFollowUp && ![...ownTerms].some((term) => isAbout(candidate, term)) ? FOLLOW_UP_PENALTY : 0;
    const score = 2 * textShare + coverage + bonus - changelog - elsewhere + 0.3 / (1 + candidate.position) + 0.4 / (1 + candidate.passageRank);
    scored.push({
      text: candidate.text,
      passage: candidate.passage,
      passageRank: candidate.passageRank,
      position: candidate.position,
      score,
      coverage,
      terms: candidate.terms,
      candidate,
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.passageRank - b.passageRank || a.position - b.position);
}

/**
 * Whether the sentence, its headings or its line's subject name every one of the question's names ("Centro Los
 * Remedios", "Panama Gesha" for the price line of its product block).
 */
function namesAll(candidate: Candidate, names: readonly RegExp[]): boolean {
  const written = `${candidate.passage.headingPath} ${candidate.role.context} ${candidate.text}`;
  return names.every((name) => name.test(written));
}

/** A name in the page titles of this share of the passages is the site's own ("Requests", "MkDocs"), not a thing asked about. */
const SITE_NAME_SHARE = 0.8;

/** The question's names (`namedThings`) but the site's own. */
function ownNames({ question, language, passages }: SelectInput): RegExp[] {
  return namedThings(question, language)
    .map(writtenName)
    .filter((name) => passages.filter((passage) => name.test(passage.pageTitle)).length < SITE_NAME_SHARE * passages.length);
}

const CLAUSE_BREAK = /;\s+|\s+·\s+/;

/**
 * A long enumeration cut to the clauses about what was asked: "Opening hours: Monday-Friday ...;
 * Saturday ...; Sunday 8:00 am – 4:00 pm" asked about Sunday keeps "Opening hours: Sunday 8:00 am – 4:00 pm".
 * Only words that some clauses hold and others do not decide. The clauses holding the kind of fact asked for stay
 * ("quanto costa a notte?" of a row whose "Notti minime" column names the night: its prices too).
 */
export function focusClauses(text: string, asked: ReadonlySet<string>, language: Language, intents: readonly AskedIntent[] = []): string {
  const label = LEADING_LABEL.exec(text)?.[0] ?? '';
  const clauses = text.slice(label.length).split(CLAUSE_BREAK);
  if (clauses.length < 3) return text;
  const labelTerms = new Set(textTerms(label, language).map(canonicalTerm));
  // A clause without a number or time is a header row or a lead-in, not a fact to pick.
  const clauseTerms = clauses.map((clause) => new Set(/\d/.test(clause) ? textTerms(clause, language).map(canonicalTerm) : []));
  const telling = [...asked].filter((term) => {
    const holding = clauseTerms.filter((terms) => terms.has(term)).length;
    return !labelTerms.has(term) && holding > 0 && holding < clauses.length;
  });
  if (telling.length === 0) return text;
  const about = clauses.map((_, i) => telling.some((term) => clauseTerms[i]!.has(term)));
  const answering = clauses.map((clause) => intents.some((intent) => intent.holds(clause)));
  const answers = about.some((isAbout, i) => isAbout && answering[i]) || !answering.some(Boolean);
  return label + clauses.filter((_, i) => about[i] || (!answers && answering[i])).join('; ');
}

/** The sentence with the context it needs (`withContext`); a row of a table with a header row is one fact, the rows under it are not its items. */
function inContext(candidate: Candidate, position: number, role: LineRole, taken: ReadonlySet<number>): { text: string; positions: number[] } {
  return role.columns ? { text: candidate.sentences[position]!, positions: [position] } : withContext(candidate.sentences, position, taken, candidate.lines);
}

// An e-mail address read from the start of its run, its parts bounded (linear on a crawled run of dots), or a number.
const FACT = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}|\d+(?:[.,:]\d+)*/g;
const factsOf = (text: string) => new Set(text.match(FACT) ?? []);

/**
 * The sentences that answer the question best, with the context they need, short and without
 * repeats: after the best one, a sentence is added only when it brings a word of the question or a
 * kind of fact asked for that the answer lacks, and not only facts it already states. Empty when
 * nothing is relevant enough to quote.
 */
export function selectSentences(input: SelectInput): ScoredSentence[] {
  const ranked = scoreSentences(input);
  const asked = new Set(questionTerms(input.question, input.language));
  const intents = askedIntents(input.question);
  // What the question is about, without the words that only name the kind of fact it asks for ("cost").
  const topic = new Set([...asked].filter((term) => !intents.some((intent) => intent.cueTerms.has(term))));
  const confident = answerGate(input, ranked);
  const quotable = ranked.filter((sentence) => !QUOTED_MAIL.test(sentence.text));
  if (quotable.length === 0) return [];
  // The top sentence may win on its place (first passage, first line) while one just below it holds
  // more of the question: that one answers.
  const best = quotable.find((sentence) => sentence.score >= quotable[0]!.score * RUNNER_UP_SHARE && confident(sentence));
  if (!best) return [];
  const scored = [best, ...quotable.filter((sentence) => sentence !== best)];
  const chosen: ScoredSentence[] = [];
  const covered = new Set<string>();
  const heldIntents = new Set<string>();
  const stated = new Set<string>();
  const taken = new Map<Passage, Set<number>>();
  const quoted = new Set<string>();
  let room = MAX_SENTENCES[input.tone];
  // When the best sentence is a table row whose first cell names what was asked ("Covered Bridge Room | King | $229"),
  // a row whose first cell does not name all of it is about another thing ("Birch Room | Queen | $179"), whatever
  // new amounts it brings.
  const rowSubject = (text: string) =>
    text.includes(TABLE_CELL_SEPARATOR) ? new Set(textTerms(text.split(TABLE_CELL_SEPARATOR)[0]!, input.language).map(canonicalTerm)) : undefined;
  const askedRowSubject = [...asked].filter((term) => rowSubject(best.text)?.has(term));
  const rowOfAnother = (text: string) => {
    const subject = rowSubject(text);
    return askedRowSubject.length > 0 && subject !== undefined && !askedRowSubject.every((term) => subject.has(term));
  };

  // Asked about a named thing ("the Vine Street café", "hooksPath", "i8") and answered by a sentence naming it, a
  // sentence of another passage that does not name it is about another thing (the other café's parking).
  const names = ownNames(input);
  const aboutTheNamed = names.length > 0 && namesAll(best.candidate, names);
  /** `reserve`: the room to leave for the sentence after the best one. */
  const add = (sentence: Scored, minScore: number, reserve = 0): boolean => {
    const cost = isShortItem(sentence.text) ? 0.5 : 1;
    // The best sentence passed the gate, which may take one holding many of the question's words at a lower coverage.
    if (cost > room - reserve || sentence.score < minScore || (sentence !== best && sentence.coverage < MIN_COVERAGE)) return false;
    if (sentence !== best && rowOfAnother(sentence.text)) return false;
    if (aboutTheNamed && sentence.passage !== best.passage && !namesAll(sentence.candidate, names)) return false;
    const used = taken.get(sentence.passage) ?? new Set<number>();
    if (used.has(sentence.position)) return false;
    // From another passage, a sentence naming only the kind of fact asked ("It costs $16.00 ...") and nothing the
    // question is about (the ceramic cone) is about something else.
    const namesTopic = topic.size === 0 || [...topic].some((term) => sentence.terms.has(term) || sentence.candidate.contextTerms.has(term));
    if (chosen.length > 0 && sentence.passage !== best.passage && !namesTopic) return false;
    if (chosen.some((other) => other.text === sentence.text || jaccard(other.terms, sentence.terms) > 0.6)) {
      // The same fact said again with its subject ("Tel.: 963 74 88 10" and the Ruzafa clinic's own line
      // giving that number): the subject counts as answered, so another clinic's number is not added.
      if ([...factsOf(sentence.text)].every((fact) => stated.has(fact))) {
        for (const term of asked) if (sentence.terms.has(term) || sentence.candidate.contextTerms.has(term)) covered.add(term);
      }
      return false;
    }
    const { text, positions } = inContext(sentence.candidate, sentence.position, sentence.candidate.role, used);
    // Lines the answer already quotes, from this passage or another that overlaps it, are not quoted again.
    if (positions.some((position) => quoted.has(sentence.candidate.sentences[position]!))) return false;
    const newTerms = [...asked].filter((term) => !covered.has(term) && (sentence.terms.has(term) || sentence.candidate.contextTerms.has(term)));
    const newIntents = intents.filter((intent) => !heldIntents.has(intent.name) && intent.holds(text));
    const facts = factsOf(text);
    const newFacts = [...facts].some((fact) => !stated.has(fact));
    if (chosen.length > 0) {
      // New facts count from another item of the best sentence's list (the amounts of a recipe),
      // from a sentence on a page about everything asked so far (the product's own page), from
      // another page when the answer so far states none (a policy page that points at the terms
      // page), or of the kind asked for (an amount, a time) in a sentence relevant enough to answer
      // on its own. Not merely because the answer has no number yet: the same page's "The default
      // is 0002" belongs to another setting.
      const aboutTheSame = [...covered].every((term) => sentence.terms.has(term) || sentence.candidate.titleTerms.has(term));
      const asksThis = intents.some((intent) => intent.holds(text)) && sentence.coverage >= MIN_COVERAGE;
      const elsewhere = stated.size === 0 && chosen.every((other) => other.passage.pageUrl !== sentence.passage.pageUrl);
      const continues = newFacts && (elsewhere || aboutTheSame || asksThis || (sentence.passage === best.passage && isShortItem(sentence.text)));
      // The item of the best sentence's list about what was asked ("dépendre, recommander, suggérer" and
      // the item saying what "suggère" means).
      const itemOfBest = sentence.passage === best.passage && isListItem(sentence.text) && sentence.coverage >= best.coverage;
      // A lead-in about the question ("The default cost, by which solutions are ordered:") brings the lines
      // under it, which answer though they repeat no word of the question ("safety, priority").
      const leadsIn = positions.length > 1 && isLeadIn(sentence.text);
      if (newTerms.length === 0 && newIntents.length === 0 && !continues && !leadsIn && !itemOfBest) return false;
      if (facts.size > 0 && !newFacts) return false;
    }
    for (const term of newTerms) covered.add(term);
    // "time" in "what time ..." is answered by the time, not by another sentence saying "time".
    for (const intent of newIntents) {
      heldIntents.add(intent.name);
      for (const term of intent.cueTerms) covered.add(term);
    }
    for (const fact of facts) stated.add(fact);
    for (const position of positions) {
      used.add(position);
      quoted.add(sentence.candidate.sentences[position]!);
    }
    taken.set(sentence.passage, used);
    // Quoted without the sentence that names it, a sentence of a definition, or of a section named after an
    // identifier or a release, says which term or release it is about, once.
    const { definedTerm } = sentence.candidate;
    // An FAQ's question is followed by its answer, a term by a colon.
    const lead = /[?？؟]$/.test(definedTerm) ? `${definedTerm} ` : `${definedTerm}: `;
    const isNamed = !definedTerm || used.has(sentence.position - 1) || [text, ...chosen.map((other) => other.text)].some((said) => said.includes(definedTerm));
    const { columns } = sentence.candidate.role;
    const row = columns && positions.length === 1 ? withColumnNames(text, columns) : text;
    const named = isNamed ? row : `${lead}${row.replace(LIST_MARK, '')}`;
    const focused = focusClauses(named, asked, input.language, intents);
    const written = positions.length === 1 ? phraseLine(focused, sentence.candidate.role, input.language) : withoutAnswerLabel(focused);
    chosen.push({
      text: written,
      passage: sentence.passage,
      passageRank: sentence.passageRank,
      position: positions[0]!,
      score: sentence.score,
      coverage: sentence.coverage,
      terms: new Set([...sentence.terms, ...sentence.candidate.contextTerms]),
    });
    room -= text === sentence.text ? cost : 1;
    return true;
  };

  // Once the answer holds every word of a question asking for a kind of fact (a time, an amount) and
  // that fact, more sentences only add other places, days or products ("the harbor café on Sundays"
  // is one line). A "how do I" question has no such fact: its restatement is not yet the answer.
  const complete = () =>
    intents.length > 0 && chosen.length > 0 && [...asked].every((term) => covered.has(term)) && intents.every((intent) => heldIntents.has(intent.name));
  const share = input.tone === 'concise' ? CONCISE_FOLLOWER_SHARE : FOLLOWER_SHARE;
  const fillFrom = (keep: number) => {
    for (const sentence of scored) {
      if (sentence.score < best.score * share || room <= keep || complete()) break;
      add(sentence, best.score * share, sentence === best ? 0 : keep);
    }
  };
  // A "how do I ..." answer often opens with the sentence that restates the question and goes on in
  // the next one ("... from the system keyring. Use `fetch = ["command", ...]`"): unless the best
  // sentence already holds the kind of fact asked for, the sentence after it comes along, before
  // sentences of other passages take the room.
  const goesOn = input.tone !== 'concise' && !intents.some((intent) => intent.holds(best.text));
  fillFrom(goesOn ? 1 : 0);
  const first = chosen.find((sentence) => sentence.passage === best.passage);
  if (first && goesOn && room >= 1 && !complete()) {
    const used = taken.get(best.passage)!;
    let next = first.position + 1;
    while (used.has(next)) next += 1;
    const following = best.candidate.sentences[next];
    const role = lineRoles(best.candidate.sentences)[next];
    // Fields of structured data are separate facts, not a text that goes on; so is a row about another thing.
    const separateFacts = role?.subject || best.candidate.role.subject || (following !== undefined && rowOfAnother(following));
    if (following && role && !role.hidden && !separateFacts && !looksLikeInstructions(following)) {
      // "You can do this:" brings the example under it; a heading with nothing under it ("[Note] | Note") starts another
      // subject. A row of a table comes alone.
      const { text, positions } = inContext(best.candidate, next, role, used);
      if (positions.length > 1 || role.columns || !isHeadingLike(following)) {
        for (const position of positions) used.add(position);
        chosen.push({ ...first, text, position: next, terms: new Set(textTerms(text, input.language)) });
        room -= 1;
      }
    }
  }
  fillFrom(0);
  // When one page gave every sentence, the best sentence of another page may hold what the first
  // did not (a policy page that only points at the terms page).
  const pages = new Set(chosen.map((sentence) => sentence.passage.pageUrl));
  if (pages.size === 1 && input.tone !== 'concise' && !complete()) {
    const other = scored.find(
      (sentence) => !pages.has(sentence.passage.pageUrl) && sentence.coverage >= MIN_COVERAGE && sentence.score >= best.score * OTHER_PAGE_SHARE,
    );
    if (other) add(other, best.score * OTHER_PAGE_SHARE);
  }
  // The best sentence's passage first, then the others by rank, each passage's sentences as written.
  const order = (sentence: ScoredSentence) => (sentence.passage === best.passage ? -1 : sentence.passageRank);
  return chosen.sort((a, b) => order(a) - order(b) || a.position - b.position);
}
