/**
 * Resolves once the browser has painted the document as it is now: a frame is rendered before the
 * first animation-frame callback's next frame begins. A hidden tab renders no frames and waits until
 * it is shown.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
