import type { ChatHistoryEntry, ChatResponse, ChatStreamEvent } from '@siteline/contract';
import { HISTORY_MAX, MESSAGE_MAX } from '@siteline/contract';
import { toApiError } from '../../../lib/api-error.ts';
import { getStoredToken } from '../../../lib/session-storage.ts';
import { createSseParser } from '../lib/sse-parser.ts';

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
  const token = getStoredToken();
  const response = await fetch(`/api/chat/${encodeURIComponent(input.assistantId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ message: input.message, sessionId: DASHBOARD_SESSION_ID, conversationHistory: toRequestHistory(input.history), stream: true }),
    credentials: 'include',
    signal: input.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return (await response.json()) as ChatResponse;
  }
  return readChatStream(response.body, input.onToken);
}

/** Reads start/token/done/error events until the reply is complete. */
export async function readChatStream(body: ReadableStream<Uint8Array>, onToken?: (text: string) => void): Promise<ChatResponse> {
  let result: ChatResponse | undefined;
  let failure: string | undefined;
  const parser = createSseParser((data) => {
    let event: ChatStreamEvent;
    try {
      event = JSON.parse(data) as ChatStreamEvent;
    } catch {
      return;
    }
    if (event.type === 'token') onToken?.(event.content);
    else if (event.type === 'done') result = event;
    else if (event.type === 'error') failure = event.message;
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
  if (failure !== undefined) throw new Error(failure);
  if (!result) throw new Error('The reply ended before it was complete.');
  const { type: _type, ...reply } = result as ChatResponse & { type?: string };
  return reply;
}
