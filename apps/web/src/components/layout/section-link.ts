import type { MouseEvent } from 'react';

/**
 * On the home page an in-page anchor ('/#features') scrolls smoothly to its section; elsewhere the
 * browser loads the home page first, which then lands on the section.
 */
export function scrollToSectionOnHome(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const hash = href.startsWith('/#') ? href.slice(1) : null;
  if (!hash || window.location.pathname !== '/') return false;
  const target = document.querySelector(hash);
  if (!target) return false;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  window.history.replaceState(null, '', hash);
  return true;
}
