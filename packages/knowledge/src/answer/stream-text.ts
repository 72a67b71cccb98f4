/** A finished text as small pieces (a word and its following space; short runs for unspaced scripts). */
export function splitIntoPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    const chars = [...piece];
    if (chars.length <= 12) {
      pieces.push(piece);
      continue;
    }
    for (let i = 0; i < chars.length; i += 6) pieces.push(chars.slice(i, i + 6).join(''));
  }
  return pieces;
}

/** Streams a finished text piece by piece, stopping quietly when the visitor goes away. */
export async function* streamPieces(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of splitIntoPieces(text)) {
    if (signal?.aborted) return;
    yield piece;
  }
}
