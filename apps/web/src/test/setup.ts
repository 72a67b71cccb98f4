import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans with vitest globals on; this suite runs without them.
afterEach(() => {
  cleanup();
  // Absent in the node-environment files that render pages to HTML ahead of time.
  globalThis.localStorage?.clear();
});

// jsdom has no layout, so no ResizeObserver; Radix measures elements with it (switch thumb, popper).
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// jsdom has neither pointer capture nor scrolling; Radix Select calls both as it opens and moves focus.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
