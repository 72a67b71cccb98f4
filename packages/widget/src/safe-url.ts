/** A link the visitor can follow, opened in a new tab without giving it access to the host page. */
export function createSafeLink(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.setAttribute('target', '_blank');
  a.setAttribute('rel', 'noopener noreferrer nofollow');
  return a;
}
