import { progressEventSchema, type ProgressEvent } from '@siteline/contract';
import { getStoredToken } from '../../../lib/session-storage.ts';
import { createSseParser } from '../lib/sse-parser.ts';

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
    const result = progressEventSchema.safeParse(parsed);
    if (!result.success) return;
    if (result.data.type === 'done' || result.data.type === 'error') isFinished = true;
    handlers.onEvent(result.data);
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
