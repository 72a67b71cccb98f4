import { h } from './dom.ts';

/**
 * Constructed style sheets when the browser has them: unlike <style> elements they are not blocked by a
 * host page's Content-Security-Policy without 'unsafe-inline'.
 */
export function applyStyles(shadow: ShadowRoot, sheets: string[]): void {
  try {
    if (Array.isArray(shadow.adoptedStyleSheets) && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      shadow.adoptedStyleSheets = sheets.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      return;
    }
  } catch {
    // fall back to <style> elements
  }
  shadow.append(...sheets.map((text) => h('style', {}, text)));
}

/** Wraps an event handler so neither a throw nor a rejected promise ever reaches the host page. */
export function guard<E extends Event>(handler: (event: E) => unknown): (event: Event) => void {
  return (event) => {
    try {
      const result = handler(event as E);
      if (result instanceof Promise) result.catch((error: unknown) => console.warn('[Siteline]', error));
    } catch (error) {
      console.warn('[Siteline]', error);
    }
  };
}
