import { chatResponseSchema, chatStreamEventSchema, HISTORY_MAX, MESSAGE_MAX, type ChatHistoryEntry, type ChatResponse } from '@siteline/contract';
import { apiFetch, parseResponse } from '../../../lib/api-client.ts';
import { StreamFailure } from '../../../lib/api-error.ts';
import { createSseParser, parseSseJson, pipeSseBody } from '../../../lib/sse.ts';

/** The fixed session the dashboard's test chat uses (spec 02 section 7). */
export const DASHBOARD_SESSION_ID = 'dashboard-session';

export interface SendChatInput {
  assistantId: string;
  message: string;
  history: ChatHistoryEntry[];
  /** Called with each piece of the reply as it streams in. */
  onToken?: (text: string) => void;
  signal?: AbortSignal;
}

/** The most recent history the API accepts (50 entries, each at most 4,000 characters). */
export function toRequestHistory(history: ChatHistoryEntry[]): ChatHistoryEntry[] {
  return history.slice(-HISTORY_MAX).map((entry) => ({ role: entry.role, content: entry.content.slice(0, MESSAGE_MAX) }));
}

/**
 * POST /api/chat/{id} as the owner, asking for a token stream. Resolves with the final reply
 * (falls back to the JSON answer when the server does not stream); throws on any failure.
 */
export async function sendChatMessage(input: SendChatInput): Promise<ChatResponse> {
  const response = await apiFetch(
    'POST',
    `/api/chat/${encodeURIComponent(input.assistantId)}`,
    { message: input.message, sessionId: DASHBOARD_SESSION_ID, conversationHistory: toRequestHistory(input.history), stream: true },
    { headers: { Accept: 'text/event-stream' }, signal: input.signal, silent: true },
  );
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return parseResponse(response, chatResponseSchema);
  }
  return readChatStream(response.body, input.onToken);
}

/** Reads start/token/done/error events until the reply is complete. */
export async function readChatStream(body: ReadableStream<Uint8Array>, onToken?: (text: string) => void): Promise<ChatResponse> {
  let result: ChatResponse | undefined;
  let failure: StreamFailure | undefined;
  await pipeSseBody(
    body,
    createSseParser((data) => {
      const event = parseSseJson(data, chatStreamEventSchema);
      if (event?.type === 'token') onToken?.(event.content);
      else if (event?.type === 'done') {
        const { type: _type, ...reply } = event;
        result = reply;
      } else if (event?.type === 'error') failure = new StreamFailure(event.message, event.code);
    }),
  );
  if (failure) throw failure;
  if (!result) throw new Error('The reply ended before it was complete.');
  return result;
}
