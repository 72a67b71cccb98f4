/**
 * The longest piece of text handed to `Intl.Segmenter` at once. V8 (Node 20) copies the whole input into every
 * segment it returns, so one long text costs time and memory quadratic in its length: a 130 KB paragraph of short
 * sentences took 0.75 s to cut, a 520 KB one ran a 4 GB heap out. Longer texts are cut into windows first.
 */
const WINDOW_CHARS = 1000;
/** A sentence longer than a window is kept whole up to this length. */
const LONGEST_WINDOW = 4 * WINDOW_CHARS;
// A full stop, question or exclamation mark before white space and a capital ("… 9 a.m. on" and "no. 5" go on), or
// one that ends a sentence wherever it stands.
const LATIN_END = /[.!?]/;
const CAPITAL = /\p{Lu}/u;
const CLOSING_STOP = /[。！？؟।]/;
const SPACE = /\s/;

/** A segment as the segmenter gives it, without its offsets (they would be the window's). */
export interface TextSegment {
  segment: string;
  isWordLike?: boolean;
}

/** Whether a sentence ends just before `at`. */
function endsSentence(text: string, at: number): boolean {
  return (SPACE.test(text[at - 1]!) && LATIN_END.test(text[at - 2]!) && CAPITAL.test(text[at] ?? '')) || CLOSING_STOP.test(text[at - 1]!);
}

/**
 * Where the window starting at `start` ends: at the last sentence end in its second half; for a sentence longer than
 * that, at its end when it comes within LONGEST_WINDOW; else after the window's last white space, or at its length.
 */
function windowEnd(text: string, start: number): number {
  const limit = start + WINDOW_CHARS;
  if (text.length <= limit) return text.length;
  const floor = start + WINDOW_CHARS / 2;
  for (let at = limit; at > floor; at -= 1) if (endsSentence(text, at)) return at;
  const far = Math.min(text.length, start + LONGEST_WINDOW);
  for (let at = limit + 1; at < far; at += 1) if (endsSentence(text, at)) return at;
  if (far === text.length) return far;
  for (let at = limit; at > floor; at -= 1) if (SPACE.test(text[at - 1]!)) return at;
  // Not between the two halves of a surrogate pair.
  return /[\uDC00-\uDFFF]/.test(text[limit]!) ? limit - 1 : limit;
}

/**
 * The segments of `text`, cut by windows of at most WINDOW_CHARS at sentence ends or spaces, so that the cost grows
 * with the text's length, not its square. Within a window the segments are the segmenter's own.
 */
export function* segmentText(segmenter: Intl.Segmenter, text: string): Generator<TextSegment> {
  for (let start = 0; start < text.length;) {
    const end = windowEnd(text, start);
    for (const { segment, isWordLike } of segmenter.segment(text.slice(start, end))) yield { segment, isWordLike };
    start = end;
  }
}
