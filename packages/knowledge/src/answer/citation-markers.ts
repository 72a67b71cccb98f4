/** What the model writes, instead of an answer, when the passages do not hold one (asked for in the system prompt). */
export const NO_ANSWER_MARKER = '[[NO_ANSWER]]';

// Longest text held back while waiting to see whether a "[" opens a marker.
const MAX_MARKER = 24;
// A citation as the prompt asks for it ("[2]", "[1, 3]"), and as models also write it: ranges ("[1-3]") and the
// full-width brackets and commas of Chinese and Japanese replies ("【1】", "［1，2］").
const OPENERS = '[［【';
const NUMBERS = String.raw`\d{1,3}(?:\s*[-–,，、]\s*\d{1,3})*`;
const CITATION = new RegExp(String.raw`^[\[［【](${NUMBERS})[\]］】]$`);
const CITATION_START = /^[[［【]\d{1,3}(?:\s*[-–,，、]\s*\d{0,3})*$/;
// The marker as written, or with one bracket pair, a space or another case ("[NO ANSWER]").
const NO_ANSWER = /^(?:\[\[\s*no[ _]answer\s*\]\]|\[\s*no[ _]answer\s*\])$/i;
// No passage list is this long: a range past it is not a citation of every number in it.
const MAX_RANGE = 50;

/** The passage numbers a citation names, ranges spelled out. */
function citedNumbers(list: string): number[] {
  const numbers: number[] = [];
  for (const part of list.split(/\s*[,，、]\s*/)) {
    const [from, to = from] = part.split(/\s*[-–]\s*/).map(Number);
    if (from === undefined || to === undefined || to < from || to - from > MAX_RANGE) continue;
    for (let n = from; n <= to; n += 1) numbers.push(n);
  }
  return numbers;
}

/** True while `held` may still become the no-answer marker. */
function couldBeNoAnswer(held: string): boolean {
  const body = (/^\[\[?\s*([^]*)$/.exec(held)?.[1] ?? '').toLowerCase().replace(/ /g, '_');
  return 'no_answer'.startsWith(body) || /^no_answer_*\]?$/.test(body);
}

/**
 * Reads the model's reply as it streams: "[2]" citations and the no-answer marker are taken out of
 * the text and remembered; everything else (Markdown links, and code such as `args[1]`) passes through unchanged.
 */
export class MarkerReader {
  readonly cited: number[] = [];
  noAnswer = false;
  private held = '';
  // Spaces before a "[" wait with it: a removed marker takes its space along ("days [1]." -> "days.").
  private space = '';
  // Backticks just read, and the length of the run that opened the code span or block the reply is in (0: none).
  private ticks = 0;
  private fence = 0;

  /** The text that can be shown now. */
  push(piece: string): string {
    let out = '';
    for (const char of piece) {
      if (this.held) {
        this.held += char;
        out += this.settle();
        continue;
      }
      if (char === '`') this.ticks += 1;
      else this.closeTickRun();
      if (this.fence > 0 || char === '`') {
        out += this.space + char;
        this.space = '';
      } else if (/\s/.test(char)) this.space += char;
      else if (OPENERS.includes(char)) this.held = char;
      else {
        out += this.space + char;
        this.space = '';
      }
    }
    return out;
  }

  /** A run of backticks opens code, and the same run closes it. */
  private closeTickRun(): void {
    if (this.ticks === 0) return;
    if (this.fence === 0) this.fence = this.ticks;
    else if (this.ticks === this.fence) this.fence = 0;
    this.ticks = 0;
  }

  /** Whatever is still held at the end of the reply. */
  end(): string {
    const rest = this.space + this.held;
    [this.space, this.held] = ['', ''];
    return rest;
  }

  private settle(): string {
    const held = this.held;
    const citation = CITATION.exec(held);
    if (citation || NO_ANSWER.test(held)) {
      if (citation) this.cited.push(...citedNumbers(citation[1]!));
      else this.noAnswer = true;
      [this.space, this.held] = ['', ''];
      return '';
    }
    const couldGrow = CITATION_START.test(held) || (held.startsWith('[') && couldBeNoAnswer(held));
    if (couldGrow && held.length < MAX_MARKER) return '';
    const space = this.space;
    [this.space, this.held] = ['', ''];
    // Not a marker: the opening bracket is text, and the rest is read again (a later one may open a marker).
    return space + held[0] + this.push(held.slice(1));
  }
}
