import type { Element } from 'domhandler';

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

const DROPPED_ROLES = new Set(['navigation', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar', 'tablist']);
const CHROME_ROLES = new Set(['banner', 'contentinfo']);

// Consent tooling names, or "cookie" next to a banner-ish word, so a bakery's "cookie-list" survives.
const CONSENT_PATTERN =
  /consent|gdpr|ccpa|onetrust|cookiebot|cookieconsent|cookie-?law|\bcc-(?:window|banner)\b|cookie[-_]?(?:banner|notice|bar|popup|modal|dialog|alert|message|warning|wall|box|overlay|hint|info|settings)/i;
const NOISE_PATTERN = /\b(?:sr-only|visually-hidden|screen-reader-text|skip-link|skip-to-content|breadcrumbs?)\b/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

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
  // MkDocs (default and Material).
  'md-sidebar',
  'md-header',
  'md-footer',
  'md-content__button',
  'md-source-file',
  'bs-sidebar',
  // Docusaurus.
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
  'hash-link',
  'table-of-contents',
  // Hugo themes (Docsy, Book, PaperMod, Learn).
  'td-toc',
  'td-page-meta',
  'td-sidebar',
  'td-sidebar-toc',
  'book-toc',
  'book-menu',
  'book-footer',
  'paginav',
  'post-footer',
  'tableofcontents',
  'toc-container',
  // WordPress themes and plugins.
  'post-navigation',
  'posts-navigation',
  'nav-links',
  'entry-footer',
  'edit-link',
  'comments-area',
  'comment-respond',
  'sharedaddy',
  'wp-block-post-navigation-link',
  'rank-math-breadcrumb',
  'woocommerce-breadcrumb',
  // Any generator.
  'edit-this-page',
  'edit-page-link',
  'prev-next',
  'pager',
]);

/** Site headers and footers written as plain elements (div#footer, .site-footer, AsciiDoc's #footer-text); not "header", which AsciiDoc gives the page's own title and summary. */
const CHROME_MARKERS = new Set(['footer', 'site-header', 'site-footer', 'page-footer', 'masthead', 'colophon', 'footer-text']);

function hasMarker(attribs: Record<string, string>, markers: ReadonlySet<string>): boolean {
  if (attribs.id !== undefined && markers.has(attribs.id.toLowerCase())) return true;
  const classes = attribs.class;
  if (classes === undefined || classes === '') return false;
  for (const name of classes.toLowerCase().split(/\s+/)) if (markers.has(name)) return true;
  return false;
}

/** The site's header or footer (by tag, landmark role, or a class or id that says so): dropped outside the content, read for contact details. */
export function isChromeElement(element: Element): boolean {
  const role = element.attribs.role?.toLowerCase();
  return CHROME_TAGS.has(element.name) || (role !== undefined && CHROME_ROLES.has(role)) || hasMarker(element.attribs, CHROME_MARKERS);
}

/** True when the element and everything inside it should be left out of the page text. */
export function isDroppedElement(element: Element, isInsideContent: boolean): boolean {
  const name = element.name;
  if (DROPPED_TAGS.has(name)) return true;
  const attribs = element.attribs;
  const role = attribs.role?.toLowerCase();
  if (!isInsideContent && isChromeElement(element)) return true;
  if (role !== undefined && DROPPED_ROLES.has(role)) return true;
  if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
  if (attribs.style !== undefined && HIDDEN_STYLE.test(attribs.style)) return true;
  const marker = `${attribs.id ?? ''} ${attribs.class ?? ''}`;
  if (marker.length > 1 && (CONSENT_PATTERN.test(marker) || NOISE_PATTERN.test(marker))) return true;
  return hasMarker(attribs, FURNITURE_MARKERS);
}

/** Elements that mark "we are now inside the page's own content". */
export function isContentContainer(element: Element): boolean {
  return element.name === 'main' || element.name === 'article' || element.attribs.role === 'main';
}
