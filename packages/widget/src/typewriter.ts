const TICK_MS = 16;
/** Backlog above which the reveal speeds up, so a long reply never trails the stream by much. */
const CATCH_UP_CHARS = 80;

/** Reveals streamed text at `msPerChar`, calling `render` with the visible prefix. */
export class Typewriter {
  private target = '';
  private shown = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private last = 0;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly msPerChar: number,
    private readonly render: (visible: string) => void,
  ) {}

  push(text: string): void {
    this.target += text;
    this.schedule();
  }

  /** Replaces the text with the final reply and resolves once all of it is visible. */
  finish(full: string): Promise<void> {
    if (full.startsWith(this.target.slice(0, this.shown))) this.target = full;
    else {
      this.target = full;
      this.shown = 0;
    }
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.last = Date.now();
    this.timer = setTimeout(() => this.tick(), this.msPerChar <= 0 ? 0 : TICK_MS);
  }

  private tick(): void {
    this.timer = undefined;
    const now = Date.now();
    const backlog = this.target.length - this.shown;
    let step = this.msPerChar <= 0 ? backlog : Math.max(1, Math.floor((now - this.last) / this.msPerChar));
    if (backlog > CATCH_UP_CHARS) step = Math.max(step, Math.ceil(backlog / 20));
    this.shown = Math.min(this.target.length, this.shown + step);
    this.render(this.target.slice(0, this.shown));
    if (this.shown < this.target.length) this.schedule();
    else for (const resolve of this.waiters.splice(0)) resolve();
  }
}
