/** Reads a server-sent event stream until `isLast` says stop (or the stream ends), returning the parsed events. */
export async function readSseEvents<T = Record<string, unknown>>(
  url: string,
  init: RequestInit,
  isLast: (event: T) => boolean,
  timeoutMs = 30_000,
): Promise<T[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: T[] = [];
  try {
    return await collect();
  } catch (error) {
    // A timeout ends the read; what arrived until then is the answer.
    if (controller.signal.aborted && events.length > 0) return events;
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }

  async function collect(): Promise<T[]> {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream failed: ${response.status} ${await response.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (!data) continue;
        const event = JSON.parse(data) as T;
        events.push(event);
        if (isLast(event)) return events;
      }
    }
    return events;
  }
}

/** Polls `read` until `done` accepts its value. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
