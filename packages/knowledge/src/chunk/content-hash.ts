import { createHash } from 'node:crypto';

/** Text as compared for dedupe: Unicode-normalised, lowercased, whitespace collapsed. */
export function normalizeForHash(text: string): string {
  // NFKC is costly on long text and changes nothing in plain ASCII.
  const unified = /[^ -~\s]/.test(text) ? text.normalize('NFKC') : text;
  return unified.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** sha256 (hex) of the normalised text, so whitespace or case changes do not count as new content. */
export function contentHash(text: string): string {
  return createHash('sha256').update(normalizeForHash(text)).digest('hex');
}
