import { normalizeUrl } from '@siteline/knowledge';
import type { Db } from '../../db/client.ts';
import { findSiteOpening } from './index.queries.ts';

const MAX_LENGTH = 300;
/** The part of a page's text that can hold the description's sentences (whitespace runs collapse). */
const OPENING_CHARS = MAX_LENGTH * 4;

/** A one-paragraph description of the business from its home page (meta description, else the opening text). */
export async function describeSite(db: Db, assistantId: string, websiteUrl: string, name: string): Promise<string> {
  const opening = await findSiteOpening(db, assistantId, normalizeUrl(websiteUrl) ?? websiteUrl, OPENING_CHARS);
  const source = opening?.description.trim() || firstSentences(opening?.content ?? '');
  return source ? truncate(source) : `AI assistant for ${name}`;
}

const SENTENCE_END = '.!?';

/**
 * The whole sentences that fit in MAX_LENGTH. Only a bounded prefix of the page is looked at, in one
 * pass: the page text comes from a website and may be megabytes without a full stop.
 */
export function firstSentences(text: string): string {
  const opening = text.slice(0, OPENING_CHARS).replace(/\s+/g, ' ').trim();
  let end = 0;
  for (let i = 0; i < Math.min(opening.length, MAX_LENGTH); i++) {
    const next = opening[i + 1];
    if (SENTENCE_END.includes(opening[i]!) && (next === undefined || !SENTENCE_END.includes(next))) end = i + 1;
  }
  return opening.slice(0, end).trim();
}

function truncate(text: string): string {
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 3).trimEnd()}...`;
}
