import { progressEventSchema, type Assistant, type ProgressEvent } from '@siteline/contract';
import { getStoredToken } from '../../../lib/session-storage.ts';
import { createSseParser } from '../../../lib/sse.ts';

export interface ProgressStreamHandlers {
  /** Each event of the stream, validated against the contract; malformed events are skipped. */
  onEvent: (event: ProgressEvent) => void;
  /** The connection failed or ended before the server closed it on purpose. */
  onError: (error: unknown) => void;
}

export interface ProgressStream {
  close: () => void;
}

/** The creation-progress stream path for a client-generated session id. */
export function progressStreamPath(sessionId: string): string {
  return `/api/assistants/create-progress/${encodeURIComponent(sessionId)}`;
}

/**
 * Validates one event. An assistant record that does not match this client's schema (a newer
 * server) must not swallow the 'done' that ends the flow, so it is passed on as sent.
 */
export function toProgressEvent(value: unknown): ProgressEvent | null {
  const result = progressEventSchema.safeParse(value);
  if (result.success) return result.data;
  if (!value || typeof value !== 'object' || !('assistant' in value)) return null;
  const { assistant, ...rest } = value;
  const withoutAssistant = progressEventSchema.safeParse(rest);
  if (!withoutAssistant.success) return null;
  return assistant && typeof assistant === 'object' ? { ...withoutAssistant.data, assistant: assistant as Assistant } : withoutAssistant.data;
}

/**
 * Opens GET /api/assistants/create-progress/{sessionId} with fetch, so the session token travels in
 * the Authorization header (EventSource cannot send headers and a token in the URL ends up in logs).
 */
export function openProgressStream(sessionId: string, handlers: ProgressStreamHandlers): ProgressStream {
  const controller = new AbortController();
  let isFinished = false;

  const parser = createSseParser((data) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const event = toProgressEvent(parsed);
    if (!event) return;
    if (event.type === 'done' || event.type === 'error') isFinished = true;
    handlers.onEvent(event);
  });

  const read = async () => {
    const token = getStoredToken();
    const response = await fetch(progressStreamPath(sessionId), {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`Progress stream failed with status ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    if (!isFinished) throw new Error('Progress stream ended early');
  };

  read().catch((error: unknown) => {
    if (!controller.signal.aborted) handlers.onError(error);
  });

  return { close: () => controller.abort() };
}
