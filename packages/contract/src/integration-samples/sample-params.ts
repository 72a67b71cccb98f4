import type { ConversationKey } from './platform-sample.ts';

/** What every generated integration sample needs to call one assistant. */
export interface SampleParams {
  /** The product's origin, e.g. https://app.example.com (no trailing slash). */
  baseUrl: string;
  assistantId: string;
  /** The assistant's API key; empty when none has been generated. */
  apiKey: string;
}

export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';
/** What every sample bot answers when the API fails or cannot be reached. */
export const APOLOGY_MESSAGE = "Sorry, I'm having trouble right now. Please try again later.";
export const REQUEST_TIMEOUT_SECONDS = 30;
export const DISCORD_MESSAGE_LIMIT = 2000;
export const TELEGRAM_MESSAGE_LIMIT = 4096;
/** How many past messages the Python client sends along with each question. */
export const PYTHON_CLIENT_HISTORY = 20;
/** How many chats a bot remembers the conversation of; past it the least recent one starts afresh. */
export const REMEMBERED_CONVERSATIONS = 10_000;
/** The questions the Web API samples ask when run without any: a first one and a follow-up. */
export const SAMPLE_QUESTION = 'What are your opening hours?';
export const SAMPLE_FOLLOW_UP = 'Are you open on weekends?';

/** The chat endpoint path as shown in the API reference. */
export function chatEndpointPath(assistantId: string): string {
  return `/api/chat/${encodeURIComponent(assistantId)}`;
}

/** The full chat endpoint URL the samples call. */
export function chatEndpointUrl(params: SampleParams): string {
  return `${params.baseUrl.replace(/\/+$/, '')}${chatEndpointPath(params.assistantId)}`;
}

/** The key written into a sample: the real one, or a placeholder to replace. */
export function sampleApiKey(params: SampleParams): string {
  return params.apiKey || API_KEY_PLACEHOLDER;
}

/** A string literal valid in JavaScript, Python and Go (JSON escaping is a subset of all three). */
export function quote(value: string): string {
  return JSON.stringify(value);
}

/** A literal for a single-quoted shell argument. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The key badge text of the integrations panel. */
export function apiKeyBadge(apiKey: string): string {
  return apiKey ? `${apiKey.slice(0, 8)}...` : 'Not generated';
}

const EXAMPLE_CONVERSATION_ID = '3f1c2b9e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';

/**
 * The request body the API reference shows: a follow-up carrying the conversationId of the first
 * answer (the hub's and the docs' way), or a message with a sessionId and history (the detail screen's).
 */
export function exampleRequestBody(continueWith: ConversationKey): string {
  const body =
    continueWith === 'conversationId'
      ? { message: SAMPLE_FOLLOW_UP, conversationId: EXAMPLE_CONVERSATION_ID }
      : {
          message: SAMPLE_QUESTION,
          sessionId: 'user-123',
          conversationHistory: [
            { role: 'user', content: 'Hi!' },
            { role: 'assistant', content: 'Hello! How can I help you today?' },
          ],
        };
  return JSON.stringify(body, null, 2);
}

/** The response body the API reference shows. */
export function exampleResponseBody(baseUrl: string): string {
  return JSON.stringify(
    {
      response: 'We are open Monday to Friday, 8 am to 6 pm.',
      sessionId: 'user-123',
      conversationId: EXAMPLE_CONVERSATION_ID,
      timestamp: '2025-01-01T12:00:00.000Z',
      sources: [{ url: `${baseUrl.replace(/\/+$/, '')}/contact`, title: 'Contact us' }],
    },
    null,
    2,
  );
}
