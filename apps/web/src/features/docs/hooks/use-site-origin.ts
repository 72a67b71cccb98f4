import { useEffect, useState } from 'react';

/** Shown in examples until the browser tells the real origin (the page is also rendered ahead of time). */
export const ORIGIN_PLACEHOLDER = 'https://your-siteline-domain';

/** This site's origin for code examples; the placeholder during server rendering and the first paint. */
export function useSiteOrigin(): string {
  const [origin, setOrigin] = useState(ORIGIN_PLACEHOLDER);
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}
