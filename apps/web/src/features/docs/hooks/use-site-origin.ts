import { useDeferredValue } from 'react';

/** Shown in examples where there is no browser: the page is also rendered to HTML ahead of time. */
export const ORIGIN_PLACEHOLDER = 'https://your-siteline-domain';

/**
 * This site's origin for code examples. The first render shows the placeholder, as the prerendered
 * HTML does, and the origin follows as a deferred render: hydration never re-renders the whole page in
 * one blocking task just to swap a host name.
 */
export function useSiteOrigin(): string {
  return useDeferredValue(typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin, ORIGIN_PLACEHOLDER);
}
