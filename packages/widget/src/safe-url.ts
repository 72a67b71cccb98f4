const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/**
 * The normalised address when it is an absolute http, https or mailto URL, otherwise null.
 * The URL parser strips tabs, newlines and case tricks, so `JaVa\tScript:` is seen as `javascript:`.
 */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return ALLOWED.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A link the visitor can follow, opened in a new tab without giving it access to the host page. */
export function createSafeLink(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.setAttribute('target', '_blank');
  a.setAttribute('rel', 'noopener noreferrer nofollow');
  return a;
}
