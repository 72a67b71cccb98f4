import { parseDocument } from 'htmlparser2';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanUrl } from '../crawl/normalize-url.ts';
import { contactFactsText } from './contact-facts.ts';
import { isChromeElement } from './content-filter.ts';
import { extractJsonLdFacts } from './json-ld-facts.ts';
import { microdataNodes } from './microdata.ts';
import { renderBlocks, type ContentBlock } from './render-blocks.ts';

export interface ExtractedPage {
  title: string;
  description: string;
  language: string | null;
  headings: { level: number; text: string }[];
  blocks: ContentBlock[];
  /** Readable main content: headings and paragraphs separated by blank lines. */
  text: string;
  facts: Record<string, unknown>[];
  factsText: string;
  /** Phone numbers, emails and addresses stated in the page's header or footer, which `text` leaves out. */
  contactText: string;
  /** Distinct absolute link targets without fragments or tracking parameters, in document order. */
  links: string[];
  canonical: string | null;
  isNoIndex: boolean;
  isNoFollow: boolean;
  /** The page is a program's source and little else (a documentation generator's "Source code for …" view). */
  isCodeListing: boolean;
}

interface Scan {
  title: string;
  meta: Map<string, string>;
  lang: string | null;
  base: string | null;
  canonical: string | null;
  hrefs: string[];
  jsonLd: string[];
  /** Elements opening a microdata item (`itemscope`), in document order. */
  itemScopes: Element[];
  mains: Element[];
  articles: Element[];
  /** Headers and footers (by tag or landmark role): the page chrome contact details sit in. */
  chrome: Element[];
  body: Element | null;
  firstH1: string;
}

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  return node.children.map(textOf).join('');
}

function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

// Microdata items a page describes; a hostile page's thousands cost no more.
const MAX_ITEM_SCOPES = 100;

function scanDocument(nodes: AnyNode[], scan: Scan): void {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    const { name, attribs } = node;
    switch (name) {
      case 'html':
        if (attribs.lang) scan.lang = attribs.lang;
        break;
      case 'title':
        if (!scan.title) scan.title = clean(textOf(node));
        continue;
      case 'base':
        if (attribs.href && !scan.base) scan.base = attribs.href;
        break;
      case 'body':
        scan.body ??= node;
        break;
      case 'main':
        scan.mains.push(node);
        break;
      case 'article':
        scan.articles.push(node);
        break;
      case 'h1':
        if (!scan.firstH1) scan.firstH1 = clean(textOf(node));
        break;
      case 'meta': {
        const key = (attribs.name ?? attribs.property ?? attribs['http-equiv'] ?? '').toLowerCase();
        if (key && attribs.content !== undefined && !scan.meta.has(key)) scan.meta.set(key, attribs.content);
        break;
      }
      case 'link':
        if (attribs.href && /(?:^|\s)canonical(?:\s|$)/i.test(attribs.rel ?? '') && !scan.canonical) scan.canonical = attribs.href;
        break;
      case 'a':
      case 'area':
        if (attribs.href && !/(?:^|\s)nofollow(?:\s|$)/i.test(attribs.rel ?? '')) scan.hrefs.push(attribs.href);
        break;
      case 'script':
        if ((attribs.type ?? '').toLowerCase().startsWith('application/ld+json')) scan.jsonLd.push(textOf(node));
        continue;
    }
    if (attribs.itemscope !== undefined && scan.itemScopes.length < MAX_ITEM_SCOPES) scan.itemScopes.push(node);
    if (attribs.role === 'main' && name !== 'main') scan.mains.push(node);
    if (isChromeElement(node)) scan.chrome.push(node);
    scanDocument(node.children, scan);
  }
}

// Enough for any real page; a hostile page's thousands of nested landmarks cost no more.
const MAX_LANDMARKS = 8;

function isInside(node: Element, ancestor: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/** The innermost of nested content landmarks: PyData's `<article role="main">` sits in a `<main>` that also holds the table of contents and previous/next links. */
function contentLandmark(mains: Element[]): Element | undefined {
  let landmark = mains[0];
  for (const main of mains.slice(1, MAX_LANDMARKS)) if (landmark && isInside(main, landmark)) landmark = main;
  return landmark;
}

/** Crawlable link targets, resolved and cleaned once per distinct href (menus repeat the same links). */
function resolveAll(hrefs: string[], base: string): string[] {
  const links = new Set<string>();
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#') || /^\s*(?:javascript|mailto|tel|data|sms|ftp):/i.test(href)) continue;
    const cleaned = cleanUrl(href, base);
    if (cleaned !== null) links.add(cleaned);
  }
  return [...links];
}

function toText(blocks: ContentBlock[]): string {
  return blocks.map((block) => block.text).join('\n\n');
}

/** A source listing holds this much code at least, and this share of the page's text. */
const LISTING_MIN_CODE_CHARS = 2000;
const LISTING_CODE_SHARE = 0.9;

/**
 * Whether the content is a listing of source code: Sphinx's "_modules" pages, a source browser's file view. They
 * repeat in code what the documentation says in words, and their comments and lines read as answers to nothing.
 */
function isCodeListing(blocks: readonly ContentBlock[]): boolean {
  let code = 0;
  let all = 0;
  for (const block of blocks) {
    all += block.text.length;
    if (block.kind === 'paragraph' && block.isCode) code += block.text.length;
  }
  return code >= LISTING_MIN_CODE_CHARS && code >= LISTING_CODE_SHARE * all;
}

/** Extracts title, description, language, main content, headings, JSON-LD facts and links from HTML. */
export function extractPage(html: string, url: string): ExtractedPage {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const scan: Scan = {
    title: '',
    meta: new Map(),
    lang: null,
    base: null,
    canonical: null,
    hrefs: [],
    jsonLd: [],
    itemScopes: [],
    mains: [],
    articles: [],
    chrome: [],
    body: null,
    firstH1: '',
  };
  scanDocument(document.children, scan);

  let base = url;
  try {
    if (scan.base) base = new URL(scan.base, url).toString();
  } catch {
    base = url;
  }

  const root = contentLandmark(scan.mains) ?? (scan.articles.length === 1 ? scan.articles[0] : undefined);
  let blocks = root ? renderBlocks(root, true) : [];
  if (toText(blocks).length < 40 && scan.body) blocks = renderBlocks(scan.body, false);
  if (blocks.length === 0) {
    const fallback = document.children.find(isTag);
    if (fallback) blocks = renderBlocks(fallback, false);
  }

  const robots = `${scan.meta.get('robots') ?? ''},${scan.meta.get('sitelinebot') ?? ''}`.toLowerCase();
  const { facts, factsText } = extractJsonLdFacts(scan.jsonLd, microdataNodes(scan.itemScopes));
  let canonical: string | null = null;
  if (scan.canonical) {
    try {
      canonical = new URL(scan.canonical, base).toString();
    } catch {
      canonical = null;
    }
  }
  const language = clean(scan.lang ?? scan.meta.get('content-language') ?? '') || null;

  return {
    title: scan.title || clean(scan.meta.get('og:title')) || scan.firstH1 || new URL(url).pathname,
    description: clean(scan.meta.get('description') ?? scan.meta.get('og:description')),
    language,
    headings: blocks.flatMap((block) => (block.kind === 'heading' ? [{ level: block.level, text: block.text }] : [])),
    blocks,
    text: toText(blocks),
    facts,
    factsText,
    contactText: contactFactsText(
      scan.chrome,
      root ? { element: root, isInsideContent: true } : scan.body ? { element: scan.body, isInsideContent: false } : undefined,
    ),
    links: robots.includes('nofollow') || robots.includes('none') ? [] : resolveAll(scan.hrefs, base),
    canonical,
    isNoIndex: robots.includes('noindex') || robots.includes('none'),
    isNoFollow: robots.includes('nofollow') || robots.includes('none'),
    isCodeListing: isCodeListing(blocks),
  };
}

/** Plain-text pages: paragraphs split on blank lines, the first line as title. */
export function extractPlainText(text: string, url: string): ExtractedPage {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const blocks: ContentBlock[] = paragraphs.map((paragraph) => ({ kind: 'paragraph', text: paragraph }));
  const firstLine = paragraphs[0]?.split('\n')[0]?.slice(0, 120) ?? '';
  return {
    title: firstLine || new URL(url).pathname,
    description: '',
    language: null,
    headings: [],
    blocks,
    text: toText(blocks),
    facts: [],
    factsText: '',
    contactText: '',
    links: [],
    canonical: null,
    isNoIndex: false,
    isNoFollow: false,
    isCodeListing: false,
  };
}
