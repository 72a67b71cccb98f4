import { isTag, isText, type Element } from 'domhandler';

/** Elements that never carry readable page content. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'form',
  'button',
  'select',
  'option',
  'textarea',
  'input',
  'nav',
  'aside',
  'dialog',
  'video',
  'audio',
  'map',
  'link',
  'meta',
  'head',
  'title',
  'menu',
]);

/** Site chrome: dropped unless it sits inside the content itself (an article's own header). */
const CHROME_TAGS = new Set(['header', 'footer']);

const DROPPED_ROLES = new Set(['navigation', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar', 'tablist', 'doc-toc']);
const CHROME_ROLES = new Set(['banner', 'contentinfo']);

// Consent tooling names, or "cookie" next to a banner-ish word, so a bakery's "cookie-list" survives.
const CONSENT_PATTERN =
  /consent|gdpr|ccpa|onetrust|cookiebot|cookieconsent|cookie-?law|\bcc-(?:window|banner)\b|cookie[-_]?(?:banner|notice|bar|popup|modal|dialog|alert|message|warning|wall|box|overlay|hint|info|settings)/i;
const NOISE_PATTERN = /\b(?:sr-only|visually-hidden|screen-reader-text|skip-link|skip-to-content|breadcrumbs?)\b/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
// A link to a place on the page whose text is only a sign: a heading's permalink ("#", "¶", "🔗") or "↑".
const PERMALINK_SIGN = /^\s*[^\p{L}\p{N}]{1,2}\s*$/u;
// "Edit this page" as any theme links it: to the page's source in its repository (GitHub and Gitea "/edit/",
// GitLab "/-/edit/", Gitea "/_edit/", Bitbucket "?mode=edit").
const SOURCE_EDIT_LINK = /^https?:\/\/[^/]+\/[^?#]*\/(?:-\/|_)?edit\/[^/?#]+\/|[?&]mode=edit(?:&|$)/i;
// Breadcrumbs described as such for search engines (schema.org, data-vocabulary.org) or screen readers, whatever their class.
const BREADCRUMB_TYPE = /breadcrumb(?:list)?$/i;
const BREADCRUMB_LABEL = /^\s*breadcrumbs?(?:\s+navigation)?\s*$/i;
// Tailwind's "print:hidden", also with a prefix ("hx:print:hidden", "print:hx-hidden" in Hugo's Hextra theme).
const PRINT_HIDDEN_CLASS = /(?:^|\s)(?:[\w-]+:)*print:(?:\w+-)?hidden(?=\s|$)/i;
// DocBook XSL and gtk-doc write their previous/up/next tables with this summary, whatever their class.
const NAVIGATION_TABLE_SUMMARY = /^navigation (?:header|footer)$/i;
// Link types of a page in a sequence (HTML 4's "contents", "index" and "up" among them): Texinfo's
// "Next: … Previous: … Up: … [Contents][Index]" bar above and below every node, whatever its class.
const SEQUENCE_LINK = /(?:^|\s)(?:next|prev|previous|up|contents|index|first|last|start)(?:\s|$)/i;
/** A bar holds little text of its own besides its links ("Next:", ", Previous:"). */
const MAX_BAR_LABEL_CHARS = 120;
// Texinfo's index tables: "index-cp" (6.x) or "cp-entries-printindex" and its letter bars (7.x).
const INDEX_TABLE_CLASS = /(?:^|\s)(?:index-[a-z]{2}|[a-z]{2}-(?:entries|letters-header|letters-footer)-printindex)(?:\s|$)/i;
// The letters over an index ("Jump to: A B C"): Texinfo 6 writes them in a table without a class.
const INDEX_LETTER_CLASS = /(?:^|\s)summary-letter(?:-printindex)?(?:\s|$)/i;
// A footnote mark: "m4<sup>8</sup>" read as "m48", "[1]" after a sentence.
const FOOTNOTE_MARK = /^\s*[[(]?\d{1,3}[\])]?\s*$/;

/**
 * Page furniture as documentation generators and common themes mark it, by class or id: navigation
 * bars, previous/next links, breadcrumbs, tables of contents, "edit this page", permalink signs,
 * comment and share blocks. Whole class names, compared in lower case.
 */
const FURNITURE_MARKERS = new Set([
  // DocBook XSL: the previous/up/next tables above and below every page, chapter tables of contents.
  'navheader',
  'navfooter',
  'toc',
  'list-of-figures',
  'list-of-tables',
  'list-of-examples',
  // Sphinx (basic, Alabaster, Read the Docs): permalink signs, sidebars, previous/next buttons.
  'headerlink',
  'sphinxsidebar',
  'sphinxsidebarwrapper',
  'rst-footer-buttons',
  'wy-nav-side',
  'wy-breadcrumbs',
  'rst-versions',
  // Sphinx PyData and Book themes (Furo keeps its furniture outside the content landmark).
  'prev-next-area',
  'bd-sidebar-primary',
  'bd-sidebar-secondary',
  // MkDocs (default and Material).
  'md-sidebar',
  'md-header',
  'md-footer',
  'md-content__button',
  'md-source-file',
  // MkDocs default theme: Bootstrap's navigation bar.
  'bs-sidebar',
  'navbar',
  // Docusaurus.
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'hash-link',
  'table-of-contents',
  // Hugo themes (Docsy, Book, PaperMod, Learn).
  'td-toc',
  'td-page-meta',
  'td-sidebar',
  'td-sidebar-toc',
  'td-page-meta__lastmod',
  'book-toc',
  'book-menu',
  'book-header',
  'book-footer',
  'paginav',
  'post-footer',
  'footline',
  'tableofcontents',
  'toc-container',
  // WordPress themes and plugins.
  'post-navigation',
  'posts-navigation',
  'nav-links',
  'entry-footer',
  'edit-link',
  'comments-area',
  'wp-block-comments',
  'comment-respond',
  'sharedaddy',
  'jp-relatedposts',
  'ast-single-related-posts-container',
  'wp-block-post-navigation-link',
  'rank-math-breadcrumb',
  'woocommerce-breadcrumb',
  // Texinfo: the table of contents.
  'contents_element',
  // Publican (DocBook): the previous/up/home/next lists above and below every page.
  'docnav',
  // Any generator.
  'edit-this-page',
  'edit-page-link',
  'prev-next',
  'pager',
  'navigation',
  // Hidden when printed: what a theme itself says is not the page's content (Bootstrap, MediaWiki; Tailwind's below).
  'd-print-none',
  'hidden-print',
  'noprint',
  'no-print',
]);

/**
 * Navigation menus and tables of contents named by compound classes, as hand-made templates and plugins write them
 * (sqlite.org's "menu mainmenu", "submenu", "fancy_toc"; WordPress's "ez-toc-container", "toc_container"): not a bare
 * "menu", which may be a restaurant's, nor Texinfo's "section-toc", a node's list of its own sections, which is all a
 * chapter's node holds.
 */
const FURNITURE_CLASS_PATTERN = /^(?:(?:main|sub|top|site|nav|primary|secondary|header|search)[-_]?menu|menu[-_]?bar)$|(?:^|[-_])toc(?:[-_]|$)/;
const CONTENT_TOC_CLASS = 'section-toc';

/**
 * Site headers and footers written as plain elements (div#footer, .site-footer, AsciiDoc's #footer-text) and the
 * site's slogan beside its logo ("Small. Fast. Reliable."); not "header", which AsciiDoc gives the page's own title
 * and summary.
 */
// Elementor's theme-builder header and footer, Tilda's global ones (id "t-header", "t-footer").
const CHROME_MARKERS = new Set([
  'footer',
  'site-header',
  'site-footer',
  'page-footer',
  'masthead',
  'colophon',
  'footer-text',
  'tagline',
  'elementor-location-header',
  'elementor-location-footer',
  't-header',
  't-footer',
]);

/**
 * Generators name headings and sections after their text ("Table of contents" becomes
 * id="table-of-contents"), so there an id says what the text is about, not what the element is.
 */
function isNamedAfterItsText(element: Element): boolean {
  return /^h[1-6]$/.test(element.name) || element.name === 'section' || /(?:^|\s)section(?:\s|$)/.test(element.attribs.class ?? '');
}

function hasMarker(attribs: Record<string, string>, markers: ReadonlySet<string>, isIdMeaningful = true): boolean {
  if (isIdMeaningful && attribs.id !== undefined && markers.has(attribs.id.toLowerCase())) return true;
  const classes = attribs.class;
  if (classes === undefined || classes === '') return false;
  for (const name of classes.toLowerCase().split(/\s+/)) if (markers.has(name)) return true;
  return false;
}

/** The site's header or footer (by tag, landmark role, or a class or id that says so): dropped outside the content, read for contact details. */
export function isChromeElement(element: Element): boolean {
  const role = element.attribs.role?.toLowerCase();
  // The element whose id is "banner" is the site's banner, as role="banner" is (Publican's "Download the ebook");
  // a class "banner" may be a promotion in the content.
  const isBanner = element.attribs.id?.toLowerCase() === 'banner';
  return (
    CHROME_TAGS.has(element.name) ||
    (role !== undefined && CHROME_ROLES.has(role)) ||
    isBanner ||
    hasMarker(element.attribs, CHROME_MARKERS, !isNamedAfterItsText(element))
  );
}

const BLOCK_CHILDREN = new Set(['p', 'div', 'section', 'article', 'ul', 'ol', 'dl', 'table', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** An element of links to the previous, next and parent pages with a few labels between them, and nothing else. */
function isSequenceBar(element: Element): boolean {
  let links = 0;
  let labelChars = 0;
  for (const child of element.children) {
    if (isText(child)) labelChars += child.data.trim().length;
    else if (isTag(child)) {
      if (BLOCK_CHILDREN.has(child.name)) return false;
      if (child.name === 'a' && SEQUENCE_LINK.test(child.attribs.rel ?? '')) links += 1;
    }
  }
  return links > 0 && labelChars <= MAX_BAR_LABEL_CHARS;
}

function rowsOf(table: Element): Element[] {
  return table.children.flatMap((child) =>
    !isTag(child)
      ? []
      : child.name === 'tr'
        ? [child]
        : ['thead', 'tbody'].includes(child.name)
          ? child.children.filter((row): row is Element => isTag(row) && row.name === 'tr')
          : [],
  );
}

/** A back-of-the-book index: its entries, or the bar of letters over them. */
function isIndexTable(table: Element): boolean {
  if (INDEX_TABLE_CLASS.test(table.attribs.class ?? '')) return true;
  const firstRow = rowsOf(table)[0];
  return (
    firstRow?.children.some(
      (cell) => isTag(cell) && cell.children.some((link) => isTag(link) && link.name === 'a' && INDEX_LETTER_CLASS.test(link.attribs.class ?? '')),
    ) ?? false
  );
}

/** The text of a mark's few inner elements ("<sup><b>8</b></sup>"), read no deeper than a mark nests. */
function shortTextOf(element: Element, depth = 2): string {
  return element.children.map((child) => (isText(child) ? child.data : isTag(child) && depth > 0 ? shortTextOf(child, depth - 1) : '')).join('');
}

/** A numbered link to a footnote on the page, or the superscript holding one. */
function isFootnoteMark(element: Element): boolean {
  const elements = element.children.filter(isTag);
  const only = elements.length === 1 && element.children.every((child) => isTag(child) || (isText(child) && !child.data.trim())) ? elements[0]! : undefined;
  if (element.name === 'a') return (element.attribs.href ?? '').startsWith('#') && only?.name === 'sup' && FOOTNOTE_MARK.test(shortTextOf(only));
  return element.name === 'sup' && only?.name === 'a' && (only.attribs.href ?? '').startsWith('#') && FOOTNOTE_MARK.test(shortTextOf(only));
}

/** A link whose only content is an image: a logo pointing home or to another site. */
function isImageLink(element: Element): boolean {
  const elements = element.children.filter(isTag);
  return elements.length === 1 && elements[0]!.name === 'img' && element.children.every((child) => isTag(child) || (isText(child) && !child.data.trim()));
}

function isOnlyASign(element: Element): boolean {
  const only = element.children.length === 1 ? element.children[0] : undefined;
  return only !== undefined && isText(only) && PERMALINK_SIGN.test(only.data);
}

/** True when the element and everything inside it should be left out of the page text. */
export function isDroppedElement(element: Element, isInsideContent: boolean): boolean {
  const name = element.name;
  if (DROPPED_TAGS.has(name)) return true;
  const attribs = element.attribs;
  const role = attribs.role?.toLowerCase();
  if (!isInsideContent && (isChromeElement(element) || (name === 'a' && isImageLink(element)))) return true;
  if (role !== undefined && DROPPED_ROLES.has(role)) return true;
  if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
  if (attribs.style !== undefined && HIDDEN_STYLE.test(attribs.style)) return true;
  if (name === 'a' && attribs.href !== undefined && (attribs.href.startsWith('#') ? isOnlyASign(element) : SOURCE_EDIT_LINK.test(attribs.href))) return true;
  if ((attribs.itemtype !== undefined && BREADCRUMB_TYPE.test(attribs.itemtype)) || BREADCRUMB_LABEL.test(attribs['aria-label'] ?? '')) return true;
  if (name === 'table' && ((attribs.summary !== undefined && NAVIGATION_TABLE_SUMMARY.test(attribs.summary.trim())) || isIndexTable(element))) return true;
  if ((name === 'a' || name === 'sup') && isFootnoteMark(element)) return true;
  if (name !== 'a' && isSequenceBar(element)) return true;
  const isIdMeaningful = !isNamedAfterItsText(element);
  const marker = `${isIdMeaningful ? (attribs.id ?? '') : ''} ${attribs.class ?? ''}`;
  if (marker.length > 1 && (CONSENT_PATTERN.test(marker) || NOISE_PATTERN.test(marker))) return true;
  if (attribs.class !== undefined && PRINT_HIDDEN_CLASS.test(attribs.class)) return true;
  return hasMarker(attribs, FURNITURE_MARKERS, isIdMeaningful) || hasFurnitureClass(attribs.class);
}

function hasFurnitureClass(classes: string | undefined): boolean {
  return (
    classes !== undefined &&
    classes
      .toLowerCase()
      .split(/\s+/)
      .some((name) => name !== CONTENT_TOC_CLASS && FURNITURE_CLASS_PATTERN.test(name))
  );
}

/** Elements that mark "we are now inside the page's own content". */
export function isContentContainer(element: Element): boolean {
  return element.name === 'main' || element.name === 'article' || element.attribs.role === 'main';
}

/** Line numbers beside or inside code: Pygments' (Sphinx, MkDocs) and Chroma's (Hugo). */
const LINE_NUMBER_MARKERS = new Set(['linenos', 'linenodiv', 'lnt', 'ln', 'lineno']);
/** Code laid out as a table of line numbers and lines: Pygments' "highlighttable", Chroma's "lntable". */
const CODE_TABLE_MARKERS = new Set(['highlighttable', 'lntable']);

/** True for what code text leaves out: line numbers, copy buttons, anything dropped elsewhere. */
export function isDroppedFromCode(element: Element): boolean {
  return isDroppedElement(element, true) || hasMarker(element.attribs, LINE_NUMBER_MARKERS, false);
}

/** Syntax highlighters (Pygments, highlight.js, Prism, Chroma, Rouge) wrap every token of code in a classed element. */
const HIGHLIGHTED_TOKENS = 20;

/**
 * A code block coloured by a syntax highlighter: program text, not the prose a `<pre>` may also hold (Texinfo
 * writes whole e-mails in one).
 */
export function isHighlightedCode(element: Element): boolean {
  let tokens = 0;
  const count = (node: Element): boolean => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (child.attribs.class && (tokens += 1) >= HIGHLIGHTED_TOKENS) return true;
      if (count(child)) return true;
    }
    return false;
  };
  return isCodeTable(element) || ((element.name === 'pre' || isCodeFragment(element)) && count(element));
}

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** Doxygen's code block: a `div.fragment` of `div.line` lines, not a `<pre>`. */
function isCodeFragment(element: Element): boolean {
  return element.name === 'div' && hasClass(element, 'fragment') && element.children.some((child) => isTag(child) && hasClass(child, 'line'));
}

/** An element holding code as written: a `<pre>`, a code table, Doxygen's fragment. */
export function isCodeBlock(element: Element): boolean {
  return element.name === 'pre' || isCodeTable(element) || isCodeFragment(element);
}

/** A table that is one code block, read as code rather than as rows of cells. */
export function isCodeTable(element: Element): boolean {
  return element.name === 'table' && hasMarker(element.attribs, CODE_TABLE_MARKERS, false);
}
