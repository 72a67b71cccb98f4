import { progressEventSchema, type Assistant, type ProgressEvent } from '@siteline/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { createSseParser, pipeSseBody } from '../../../lib/sse.ts';

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
 * Opens GET /api/assistants/create-progress/{sessionId} through the API client, so the session token travels
 * in the Authorization header (EventSource cannot send headers and a token in the URL ends up in logs).
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
    // Silent: a lost stream is retried by the creation flow, not reported by the app shell.
    const response = await apiFetch('GET', progressStreamPath(sessionId), undefined, {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
      silent: true,
    });
    if (!response.body) throw new Error('Progress stream has no body');
    await pipeSseBody(response.body, parser);
    if (!isFinished) throw new Error('Progress stream ended early');
  };

  read().catch((error: unknown) => {
    if (!controller.signal.aborted) handlers.onError(error);
  });

  return { close: () => controller.abort() };
}
