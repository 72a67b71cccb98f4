import { createHash } from 'node:crypto';

/** Text as compared for dedupe: Unicode-normalised, lowercased, whitespace collapsed. */
export function normalizeForHash(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** sha256 (hex) of the normalised text, so whitespace or case changes do not count as new content. */
export function contentHash(text: string): string {
  return createHash('sha256').update(normalizeForHash(text)).digest('hex');
}
