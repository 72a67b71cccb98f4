import { useSyncExternalStore } from 'react';

/** Shown in examples where there is no browser: the page is also rendered to HTML ahead of time. */
export const ORIGIN_PLACEHOLDER = 'https://your-siteline-domain';

const neverChanges = () => () => undefined;

/** This site's origin for code examples; the placeholder when rendered on a server (React swaps it in on hydration). */
export function useSiteOrigin(): string {
  return useSyncExternalStore(neverChanges, () => window.location.origin, () => ORIGIN_PLACEHOLDER);
}
