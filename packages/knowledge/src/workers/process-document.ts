import { chunkPage, type PageChunk } from '../chunk/chunk-page.ts';
import { contactHeadingFor } from '../chunk/contact-heading.ts';
import { contentHash } from '../chunk/content-hash.ts';
import { normalizeUrl } from '../crawl/normalize-url.ts';
import { extractPage, extractPlainText } from '../extract/extract-page.ts';

export interface DocumentTask {
  url: string;
  body: Uint8Array;
  kind: 'html' | 'text';
  charset: string | null;
}

/** Everything the crawler needs from one fetched document, computed off the main thread. */
export interface ProcessedDocument {
  title: string;
  description: string;
  language: string | null;
  headings: { level: number; text: string }[];
  text: string;
  facts: Record<string, unknown>[];
  factsText: string;
  contactText: string;
  contentHash: string;
  chunks: PageChunk[];
  /** De-duplicated link targets without fragments or tracking parameters (trailing slash kept for fetching). */
  links: string[];
  canonical: string | null;
  isNoIndex: boolean;
  isCodeListing: boolean;
}

/** The charset a page declares in its first bytes (`<meta charset>` or `http-equiv`), if any. */
function declaredCharset(body: Uint8Array): string | null {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 2048)).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
}

/**
 * The document as text, by the charset the server sends, else the one the page declares. A server claiming UTF-8
 * for a page that is not (a Korean manual in EUC-KR served with Apache's "AddDefaultCharset UTF-8") is read by the
 * page's own declaration instead: otherwise no word of it could be found. Bytes that are invalid in every declared
 * charset are read as UTF-8 with replacement characters.
 */
function decode(body: Uint8Array, charset: string | null, kind: 'html' | 'text'): string {
  const labels = [charset, kind === 'html' ? declaredCharset(body) : null].filter((label): label is string => label !== null);
  for (const label of labels) {
    try {
      return new TextDecoder(label, { fatal: true }).decode(body);
    } catch {
      // An unknown label, or bytes that are not in that charset: try the next.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}

/** Decodes, extracts and chunks one document. */
export function processDocument(task: DocumentTask): ProcessedDocument {
  const source = decode(task.body, task.charset, task.kind);
  const page = task.kind === 'html' ? extractPage(source, task.url) : extractPlainText(source, task.url);
  return {
    title: page.title,
    description: page.description,
    language: page.language,
    headings: page.headings,
    text: page.text,
    facts: page.facts,
    factsText: page.factsText,
    contactText: page.contactText,
    contentHash: contentHash(`${page.title}\n${page.text}\n${page.factsText}\n${page.contactText}`),
    chunks: chunkPage(
      { title: page.title, blocks: page.blocks, factsText: page.factsText, contactText: page.contactText },
      { contactHeading: contactHeadingFor(page.language, page.contactText) },
    ),
    links: page.links,
    canonical: page.canonical ? normalizeUrl(page.canonical) : null,
    isNoIndex: page.isNoIndex,
    isCodeListing: page.isCodeListing,
  };
}
