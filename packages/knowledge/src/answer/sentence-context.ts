import { hasCjkScript } from '../retrieve/cjk-search.ts';
import { CAPTION, countWords } from './text-tools.ts';

// Sentences that cannot stand alone: one that opens with a pronoun needs the sentence it points
// back to; a heading, a line ending in a colon or a table's header row needs the items under it.
const ANAPHORA =
  /^(?:they|he|she|it|this|these|those|ellos|ellas|él|ella|esto|ils|elles|il|elle|cela|ceci|sie|er|es|dies|diese|loro|lui|lei|questo|eles|elas|ele|ela|isso|они|он|она|оно|это)(?!\p{L})/iu;
const BULLET = /^(?:[-•*·]|\d+[.)])\s/u;
const LIST_ITEM = new RegExp(`${BULLET.source}|\\s\\|\\s`, 'u');
const MAX_ITEMS = 6;
const MAX_ITEMS_CHARS = 400;
const PROSE_END = /[.!?。！？؟।]$/;

// A sentence ending in a colon, or in "… with the following." in the 12 languages' documentation: the lines under it
// (a command, a configuration example) are what it introduces.
// Japanese, Chinese and Korean put "the following" before the verb ("以下のどれかを実行します。", "다음 명령을 실행하세요."),
// Arabic and Hindi near the end ("كما يلي.", "निम्नलिखित कमांड चलाएँ।").
const LEAD_IN =
  /[:：]$|(?<!\p{L})(?:following|as follows|below|seguintes?|a seguir|como se segue|siguientes?|a continuación|como sigue|suivante?s?|ci-dessous|comme suit|seguent[ei]|come segue|следующее|следующим образом|ниже)\s*\.$|(?<!\p{L})(?:wie folgt|folgendermaßen|folgende[snm]?)(?:\s+\p{L}+){0,2}\.$|(?:^|[、，,\s])(?:以下の|下記の|次のよう|次のとおり|次の通り|次のコマンド|次のいずれか|次のどれか)[^。.!?！？]{0,24}[。.]$|(?:如下|下列|다음과 같|다음 명령|다음을|아래와 같|아래 명령)[^。.!?！？]{0,24}[。.]$|(?:كما يلي|ما يلي|निम्नलिखित|नीचे दि)[^.!?؟।]{0,30}[.।]$/iu;

/** Whether the sentence introduces the lines under it: "… use the command:", "… with the following." */
export function isLeadIn(sentence: string): boolean {
  return LEAD_IN.test(sentence);
}

/** A line that opens with a list marker ("- ", "2. "): an answer shows it on a line of its own. */
export function isBulleted(sentence: string): boolean {
  return BULLET.test(sentence);
}

/** A list item or a table row. */
export function isListItem(sentence: string): boolean {
  return LIST_ITEM.test(sentence);
}

/** A short list item or table row: it takes half the room of a sentence in an answer. */
export function isShortItem(sentence: string): boolean {
  return isListItem(sentence) && countWords(sentence) <= 14;
}

/** A heading, a line ending in a colon or a table's header row: it needs the lines under it. */
export function isHeadingLike(sentence: string): boolean {
  if (isLeadIn(sentence)) return true;
  // "Table 11.3. List of EOL styles": the rows under it are what it is about.
  if (CAPTION.test(sentence)) return !PROSE_END.test(sentence);
  if (/\d/.test(sentence)) return false;
  // A table's header row; a row ending in a full stop is one of its data rows.
  if (/\s\|\s/.test(sentence)) return !PROSE_END.test(sentence);
  // "Brand: Harbor & Vine" is a fact with its label, not a heading.
  return !/[.!?。！？؟।:：]/.test(sentence) && countWords(sentence) <= 6 && !LIST_ITEM.test(sentence);
}

/**
 * Whether the sentence leads into the lines under it, the example or command of a how-to ("To list the files
 * of package foo, use the command:" above "dpkg --listfiles foo"): it ends with a colon and the next line is no prose.
 */
export function leadsIntoLines(sentences: readonly string[], position: number, lines: readonly number[]): boolean {
  const next = sentences[position + 1];
  return isLeadIn(sentences[position]!) && next !== undefined && lines[position + 1] !== lines[position] && !PROSE_END.test(next);
}

const CODE_MARK = /[$={}<>\\]|--|(?:^|\s)-\w/;
const UNFINISHED_END = /[.!?。！？؟।:：;,、，)）」』"”]$/u;
const MAX_FINISHING_LINES = 3;
const COMMAND_START = /^[a-z%./][\w.+-]*(?:\s|$)/;
const LABELLED = /^[^:：]{2,40}[:：]\s/u;
/** A table row ("Samstag | 10:00 – 15:00") or a labelled fact ("Opening hours: Sunday 8:00 am – 4:00 pm"): whole as it is. */
const ROW_OR_LABELLED = /\s\|\s|[:：]\s/;

/**
 * A command line: no item, prose or labelled fact, but a line with a code mark ("dpkg --search ファイル名"), or plain
 * ASCII opening with a lower-case command ("apt-get source foo"; not an e-mail address).
 */
function isCommandLine(line: string): boolean {
  if (LIST_ITEM.test(line) || PROSE_END.test(line) || LABELLED.test(line)) return false;
  return CODE_MARK.test(line) || (/^[\x20-\x7e]+$/.test(line) && COMMAND_START.test(line) && !line.includes('@'));
}

/**
 * Whether the sentence is prose left unfinished above the command that finishes it ("- 新しいバージョンが利用できる
 * ようになっている全パッケージの一覧表示は" over "apt list --upgradable", "try a command like" over "apt-get source foo"):
 * no end mark, and a command on the next line.
 */
function isUnfinishedAboveCode(sentences: readonly string[], position: number, lines: readonly number[]): boolean {
  const sentence = sentences[position]!;
  const next = sentences[position + 1];
  if (next === undefined || lines[position + 1] === lines[position] || UNFINISHED_END.test(sentence) || ROW_OR_LABELLED.test(sentence)) return false;
  const prose = hasCjkScript(sentence) ? countWords(sentence) >= 3 : countWords(sentence) >= 4 && !CODE_MARK.test(sentence);
  return prose && isCommandLine(next);
}

/** The unfinished sentence with the command lines under it that finish it, as one text. */
function finishedByCode(
  sentences: readonly string[],
  position: number,
  taken: ReadonlySet<number>,
  lines: readonly number[],
): { text: string; positions: number[] } {
  const positions = [position];
  let text = sentences[position]!;
  for (let next = position + 1; next < sentences.length && positions.length <= MAX_FINISHING_LINES; next += 1) {
    const line = sentences[next]!;
    if (taken.has(next) || lines[next] === lines[next - 1] || !isCommandLine(line) || text.length + line.length > MAX_ITEMS_CHARS) break;
    text = `${text} ${line}`;
    positions.push(next);
  }
  return { text, positions };
}

/**
 * The sentence with what it needs to be understood: the previous sentence when it opens with a
 * pronoun ("They met in Boston" after "... founded by A and B."), the list items or table rows
 * under it when it is only a heading. `sentences` are the passage's sentences in order, `lines`
 * the line each is on: an item's further sentences are skipped, its first ones make the list.
 */
export function withContext(
  sentences: readonly string[],
  position: number,
  taken: ReadonlySet<number>,
  lines?: readonly number[],
): { text: string; positions: number[] } {
  const sentence = sentences[position]!;
  if (position > 0 && ANAPHORA.test(sentence) && !taken.has(position - 1)) {
    return { text: `${sentences[position - 1]} ${sentence}`, positions: [position - 1, position] };
  }
  if (!isHeadingLike(sentence)) {
    return lines && isUnfinishedAboveCode(sentences, position, lines)
      ? finishedByCode(sentences, position, taken, lines)
      : { text: sentence, positions: [position] };
  }
  const items: string[] = [];
  const positions = [position];
  let length = 0;
  for (let next = position + 1; next < sentences.length && items.length < MAX_ITEMS; next += 1) {
    const candidate = sentences[next]!;
    if (taken.has(next) || length + candidate.length > MAX_ITEMS_CHARS) break;
    // After "To point vdirsyncer to your own CAs:" or "Git will reply" come the lines of the example
    // or the output, which are no prose.
    if (!LIST_ITEM.test(candidate) && PROSE_END.test(candidate)) {
      if (lines && items.length > 0 && lines[next] === lines[positions.at(-1)!]) continue;
      break;
    }
    items.push(candidate);
    positions.push(next);
    length += candidate.length;
  }
  if (items.length === 0) return { text: sentence, positions };
  const head = /[:：]$/.test(sentence) ? sentence : `${sentence.replace(/\.$/, '')}:`;
  if (items.every(isBulleted)) return { text: [head, ...items].join('\n'), positions };
  // Table rows are read as one enumeration; rows that are sentences keep their own full stops.
  const enumeration = items.every((item) => LIST_ITEM.test(item) && !PROSE_END.test(item));
  return { text: `${head} ${items.join(enumeration ? '; ' : ' ')}`, positions };
}
