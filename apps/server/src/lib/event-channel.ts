/**
 * An async iterable fed by callbacks, for use cases that report events as they happen: events come out
 * in order; it ends after `end()` once drained, throws after `fail(error)`, and stops at once when
 * `signal` aborts (the listener left).
 */
export function createEventChannel<T>(signal: AbortSignal) {
  const queued: T[] = [];
  let isEnded = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  signal.addEventListener('abort', notify, { once: true });
  return {
    push(event: T): void {
      if (isEnded) return;
      queued.push(event);
      notify();
    },
    end(): void {
      isEnded = true;
      notify();
    },
    fail(error: unknown): void {
      failure ??= { error };
      isEnded = true;
      notify();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<T> {
      while (!signal.aborted) {
        if (queued.length > 0) yield queued.shift()!;
        else if (failure) throw failure.error;
        else if (isEnded) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
