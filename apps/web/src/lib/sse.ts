import { createParser } from 'eventsource-parser';

export interface SseParser {
  /** Feeds a decoded chunk; complete events are passed on at once. */
  push: (chunk: string) => void;
  /** The stream ended: an event still missing its blank line is passed on too. */
  end: () => void;
}

/**
 * The web app's one text/event-stream parser (chat replies and creation progress): calls `onData`
 * with the data of each event, multi-line data joined with '\n'. Comments and other fields are
 * skipped: both streams carry their type inside the JSON.
 */
export function createSseParser(onData: (data: string) => void): SseParser {
  const parser = createParser({ onEvent: (event) => onData(event.data) });
  return {
    push: (chunk) => parser.feed(chunk),
    end: () => parser.feed('\n\n'),
  };
}

/** Reads a streamed body to its end through `parser`; resolves when the server closes it. */
export async function pipeSseBody(body: ReadableStream<Uint8Array>, parser: SseParser): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

/** Reads one event's JSON with its contract schema; null for anything that is not JSON or does not match. */
export function parseSseJson<T>(data: string, schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }): T | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}
