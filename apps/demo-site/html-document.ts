import { Parser } from 'htmlparser2';

/** What the demo-site checks need from one HTML file. */
export type HtmlDocument = {
  /** Text a visitor sees: body text with scripts, styles and the head left out, whitespace collapsed. */
  visibleText: string;
  /** Visible text inside `<table>` elements only. */
  tableText: string;
  /** Raw contents of each `<script type="application/ld+json">` block. */
  jsonLd: string[];
  /** `href`/`src` values of links, stylesheets, images and scripts, in document order. */
  references: string[];
  /** Tag nesting problems (unclosed or stray end tags). */
  structureErrors: string[];
  hasLang: boolean;
  title: string;
  metaDescription: string | null;
  hasMain: boolean;
};

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'head', 'template', 'noscript']);
const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'li',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'section',
  'article',
  'address',
  'caption',
  'nav',
  'header',
  'footer',
  'main',
  'ul',
  'ol',
  'dl',
  'table',
]);

/** Parses an HTML file strictly enough to catch unbalanced tags, which browsers would silently repair. */
export function readHtmlDocument(html: string): HtmlDocument {
  const explicitEndTags = new Map<string, number>();
  const text: string[] = [];
  const tableText: string[] = [];
  let tableDepth = 0;
  const jsonLd: string[] = [];
  const references: string[] = [];
  const structureErrors: string[] = [];
  let hiddenDepth = 0;
  let jsonLdBuffer: string | null = null;
  let titleBuffer: string | null = null;
  const doc = { hasLang: false, title: '', metaDescription: null as string | null, hasMain: false };

  const pushText = (data: string) => {
    text.push(data);
    if (tableDepth > 0) tableText.push(data);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html') doc.hasLang = Boolean(attributes.lang);
        if (name === 'main') doc.hasMain = true;
        if (name === 'meta' && attributes.name === 'description') doc.metaDescription = attributes.content ?? '';
        if (name === 'title') titleBuffer = '';
        if (name === 'script' && attributes.type === 'application/ld+json') jsonLdBuffer = '';
        const reference = attributes.href ?? attributes.src;
        if (reference !== undefined && ['a', 'link', 'img', 'script', 'source'].includes(name)) references.push(reference);
        if (name === 'table') tableDepth += 1;
        if (BLOCK_ELEMENTS.has(name)) pushText(' ');
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth += 1;
      },
      ontext(data) {
        if (jsonLdBuffer !== null) jsonLdBuffer += data;
        if (titleBuffer !== null) titleBuffer += data;
        if (hiddenDepth === 0) pushText(data);
      },
      onclosetag(name, isImplied) {
        if (VOID_ELEMENTS.has(name)) return;
        if (isImplied) structureErrors.push(`<${name}> is never closed`);
        else explicitEndTags.set(name, (explicitEndTags.get(name) ?? 0) + 1);
        if (name === 'script' && jsonLdBuffer !== null) {
          jsonLd.push(jsonLdBuffer);
          jsonLdBuffer = null;
        }
        if (name === 'title' && titleBuffer !== null) {
          doc.title = titleBuffer.trim();
          titleBuffer = null;
        }
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth -= 1;
        if (BLOCK_ELEMENTS.has(name)) pushText(' ');
        if (name === 'table') tableDepth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  structureErrors.push(...findStrayEndTags(html, explicitEndTags));

  return {
    ...doc,
    visibleText: collapse(text),
    tableText: collapse(tableText),
    jsonLd,
    references,
    structureErrors,
  };
}

function collapse(parts: string[]): string {
  return parts.join('').replace(/\s+/g, ' ').trim();
}

// htmlparser2 drops end tags that match no open element, so count them in the source instead.
function findStrayEndTags(html: string, matched: Map<string, number>): string[] {
  const written = new Map<string, number>();
  for (const [, name = ''] of html.matchAll(/<\/([a-zA-Z][\w-]*)\s*>/g)) {
    const tag = name.toLowerCase();
    written.set(tag, (written.get(tag) ?? 0) + 1);
  }
  return [...written]
    .filter(([tag, count]) => !VOID_ELEMENTS.has(tag) && count > (matched.get(tag) ?? 0))
    .map(([tag, count]) => `${count - (matched.get(tag) ?? 0)} stray </${tag}> end tag(s)`);
}
