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

/** More replacement characters than this share of the text: the bytes are not in the charset they were read in. */
const MAX_REPLACED_SHARE = 0.01;

function decodeAs(body: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return null; // a label TextDecoder does not know
  }
}

const replacedShare = (text: string) => (text.match(/\uFFFD/g)?.length ?? 0) / Math.max(1, text.length);

/**
 * The document as text, by the charset the server sends, else the one the page declares, else UTF-8. When the
 * server's charset leaves much of the text unreadable (a Korean manual in EUC-KR served with Apache's
 * "AddDefaultCharset UTF-8"), the page's own declaration is tried: otherwise no word of it could be found. A few stray
 * bytes stay replacement characters.
 */
function decode(body: Uint8Array, charset: string | null, kind: 'html' | 'text'): string {
  const declared = kind === 'html' ? declaredCharset(body) : null;
  const first = (charset && decodeAs(body, charset)) ?? (declared && decodeAs(body, declared)) ?? new TextDecoder('utf-8').decode(body);
  if (!charset || !declared || replacedShare(first) <= MAX_REPLACED_SHARE) return first;
  const other = decodeAs(body, declared);
  return other !== null && replacedShare(other) < replacedShare(first) ? other : first;
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
