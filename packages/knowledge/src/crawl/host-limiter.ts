/**
 * Per-host politeness: at most `maxConcurrent` requests in flight to one host, and at least
 * `delayMs` between the starts of two requests to it.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, { active: number; nextStart: number; waiting: (() => void)[] }>();

  constructor(
    private readonly maxConcurrent: number,
    private readonly delayMsFor: (host: string) => number,
  ) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    let state = this.hosts.get(host);
    if (!state) {
      state = { active: 0, nextStart: 0, waiting: [] };
      this.hosts.set(host, state);
    }
    while (state.active >= this.maxConcurrent) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    }
    state.active++;
    try {
      const delay = this.delayMsFor(host);
      if (delay > 0) {
        const now = Date.now();
        const startAt = Math.max(now, state.nextStart);
        state.nextStart = startAt + delay;
        if (startAt > now) await new Promise((resolve) => setTimeout(resolve, startAt - now));
      }
      return await task();
    } finally {
      state.active--;
      state.waiting.shift()?.();
    }
  }
}
