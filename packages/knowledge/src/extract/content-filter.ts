import type { Element } from 'domhandler';

/** Elements that never carry readable page content. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas', 'form',
  'button', 'select', 'option', 'textarea', 'input', 'nav', 'aside', 'dialog', 'video', 'audio', 'map',
  'link', 'meta', 'head', 'title', 'menu',
]);

/** Site chrome: dropped unless it sits inside the content itself (an article's own header). */
const CHROME_TAGS = new Set(['header', 'footer']);

const DROPPED_ROLES = new Set([
  'navigation', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar', 'tablist',
]);
const CHROME_ROLES = new Set(['banner', 'contentinfo']);

// Consent tooling names, or "cookie" next to a banner-ish word, so a bakery's "cookie-list" survives.
const CONSENT_PATTERN =
  /consent|gdpr|ccpa|onetrust|cookiebot|cookieconsent|cookie-?law|\bcc-(?:window|banner)\b|cookie[-_]?(?:banner|notice|bar|popup|modal|dialog|alert|message|warning|wall|box|overlay|hint|info|settings)/i;
const NOISE_PATTERN = /\b(?:sr-only|visually-hidden|screen-reader-text|skip-link|skip-to-content|breadcrumbs?)\b/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/** True when the element and everything inside it should be left out of the page text. */
export function isDroppedElement(element: Element, isInsideContent: boolean): boolean {
  const name = element.name;
  if (DROPPED_TAGS.has(name)) return true;
  const attribs = element.attribs;
  const role = attribs.role?.toLowerCase();
  if (!isInsideContent && (CHROME_TAGS.has(name) || (role !== undefined && CHROME_ROLES.has(role)))) return true;
  if (role !== undefined && DROPPED_ROLES.has(role)) return true;
  if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
  if (attribs.style !== undefined && HIDDEN_STYLE.test(attribs.style)) return true;
  const marker = `${attribs.id ?? ''} ${attribs.class ?? ''}`;
  if (marker.length > 1 && (CONSENT_PATTERN.test(marker) || NOISE_PATTERN.test(marker))) return true;
  return false;
}

/** Elements that mark "we are now inside the page's own content". */
export function isContentContainer(element: Element): boolean {
  return element.name === 'main' || element.name === 'article' || element.attribs.role === 'main';
}
