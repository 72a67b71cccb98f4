/**
 * Reads a server-sent event stream and calls `onData` with each event's parsed JSON `data`.
 * Comments (heartbeats) and events that are not JSON are skipped.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onData: (data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const dispatch = (block: string) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line[5] === ' ' ? 6 : 5))
      .join('\n');
    if (!data) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    onData(parsed);
  };
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done }).replace(/\r\n?/g, '\n');
    let boundary = pending.indexOf('\n\n');
    while (boundary !== -1) {
      dispatch(pending.slice(0, boundary));
      pending = pending.slice(boundary + 2);
      boundary = pending.indexOf('\n\n');
    }
    if (done) break;
  }
  if (pending.trim()) dispatch(pending);
}
