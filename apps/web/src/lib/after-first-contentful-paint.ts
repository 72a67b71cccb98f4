/**
 * Resolves once the browser has shown the page's first contentful paint (at once where paint timing
 * is not supported). A hidden tab paints nothing and waits until it is shown.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
