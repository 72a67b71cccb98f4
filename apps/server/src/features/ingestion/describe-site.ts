import { eq, and } from 'drizzle-orm';
import { normalizeUrl } from '@siteline/knowledge';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';

const MAX_LENGTH = 300;

/** A one-paragraph description of the business from its home page (meta description, else the opening text). */
export async function describeSite(db: Db, assistantId: string, websiteUrl: string, name: string): Promise<string> {
  const [home] = await db
    .select({ description: pages.description, content: pages.content })
    .from(pages)
    .where(and(eq(pages.assistantId, assistantId), eq(pages.url, normalizeUrl(websiteUrl) ?? websiteUrl)))
    .limit(1);
  const [any] = home ? [home] : await db.select({ description: pages.description, content: pages.content }).from(pages).where(eq(pages.assistantId, assistantId)).orderBy(pages.url).limit(1);
  const source = any?.description?.trim() || firstSentences(any?.content ?? '');
  return source ? truncate(source) : `AI assistant for ${name}`;
}

function firstSentences(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]+/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > MAX_LENGTH) break;
    out += sentence;
  }
  return out.trim();
}

function truncate(text: string): string {
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 3).trimEnd()}...`;
}
