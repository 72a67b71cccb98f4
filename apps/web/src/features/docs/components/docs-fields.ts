import {
  CONTEXT_MAX,
  HISTORY_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PERSONALITIES,
  TONES,
  LANGUAGES,
  type ChatRequest,
  type ChatResponse,
  type CreateAssistantInput,
  sessionIdSchema,
} from '@siteline/contract';

/** One documented field: its name and what to put in it. The keys are checked against the contract schemas. */
export type FieldDocs<T> = Record<keyof T & string, string>;

const n = (value: number) => value.toLocaleString('en-US');

export const CHAT_REQUEST_FIELDS: FieldDocs<ChatRequest> = {
  message: `Required. The visitor's question, up to ${n(MESSAGE_MAX)} characters.`,
  sessionId: `Optional. Your id for the user or chat (letters, digits, . _ : -; up to ${n(sessionIdSchema.maxLength ?? 0)} characters). The same sessionId continues the same conversation.`,
  conversationId:
    'Optional. The conversationId of an earlier answer, to continue exactly that conversation; leave it out on the first message. One that names no conversation of this assistant answers 404.',
  conversationHistory: `Optional. Earlier turns you keep yourself, oldest first: [{ "role": "user" | "assistant", "content": "..." }], at most ${n(HISTORY_MAX)} entries.`,
  stream: 'Optional. true streams the reply as server-sent events (as does the header Accept: text/event-stream).',
};

export const CHAT_RESPONSE_FIELDS: FieldDocs<ChatResponse> = {
  response: 'The answer, in Markdown.',
  sessionId: 'The session the exchange was stored under.',
  conversationId: 'The stored conversation; send it back to continue it.',
  timestamp: 'When the answer was produced (ISO 8601).',
  sources: 'The pages the answer came from: [{ "url", "title" }].',
};

export const CREATE_ASSISTANT_FIELDS: FieldDocs<CreateAssistantInput> = {
  name: `Required. The business name, up to ${n(NAME_MAX)} characters.`,
  description: 'Optional. A short description for your own lists.',
  websiteUrl: 'Optional. The website to learn; crawling starts at once and continues in the background.',
  context: `Optional. Extra facts the assistant should know, up to ${n(CONTEXT_MAX)} characters.`,
  language: `Optional. The reply language: ${LANGUAGES.join(', ')}.`,
  multiLanguage: "Optional. true replies in each visitor's own language (paid plans).",
  personality: `Optional. ${PERSONALITIES.join(', ')}.`,
  tone: `Optional. ${TONES.join(', ')}.`,
  sessionId: 'Optional. Your id for following the creation progress stream at /api/assistants/create-progress/{sessionId}.',
};
