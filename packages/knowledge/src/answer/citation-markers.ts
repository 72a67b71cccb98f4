/** What the model writes, instead of an answer, when the passages do not hold one (asked for in the system prompt). */
export const NO_ANSWER_MARKER = '[[NO_ANSWER]]';

// Longest text held back while waiting to see whether a "[" opens a marker.
const MAX_MARKER = 24;
const CITATION = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]$/;

/**
 * Reads the model's reply as it streams: "[2]" citations and the no-answer marker are taken out of
 * the text and remembered; everything else (Markdown links too) passes through unchanged.
 */
export class MarkerReader {
  readonly cited: number[] = [];
  noAnswer = false;
  private held = '';
  // Spaces before a "[" wait with it: a removed marker takes its space along ("days [1]." -> "days.").
  private space = '';

  /** The text that can be shown now. */
  push(piece: string): string {
    let out = '';
    for (const char of piece) {
      if (this.held) {
        this.held += char;
        out += this.settle();
      } else if (/\s/.test(char)) this.space += char;
      else if (char === '[') this.held = char;
      else {
        out += this.space + char;
        this.space = '';
      }
    }
    return out;
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
    if (held === NO_ANSWER_MARKER || citation) {
      if (citation) for (const number of citation[1]!.split(',')) this.cited.push(Number(number.trim()));
      else this.noAnswer = true;
      [this.space, this.held] = ['', ''];
      return '';
    }
    const couldGrow = NO_ANSWER_MARKER.startsWith(held) || /^\[\d{1,3}(?:\s*,\s*\d{0,3})*$/.test(held);
    if (couldGrow && held.length < MAX_MARKER) return '';
    const space = this.space;
    [this.space, this.held] = ['', ''];
    // Not a marker: the "[" is text, and the rest is read again (a later "[" may open one).
    return space + held[0] + this.push(held.slice(1));
  }
}
