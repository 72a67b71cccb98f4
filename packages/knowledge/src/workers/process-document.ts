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

function decode(body: Uint8Array, charset: string | null, kind: 'html' | 'text'): string {
  let label = charset;
  if (!label && kind === 'html') {
    const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 2048)).toString('latin1');
    label = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
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
