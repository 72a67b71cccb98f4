import type { ChatHistoryEntry, Source } from '@siteline/contract';

export interface StoredMessage extends ChatHistoryEntry {
  sources?: Source[];
}

/** One visitor's conversation with one assistant, kept in localStorage across page loads. */
export interface StoredChat {
  sessionId: string;
  messages: StoredMessage[];
  /** Visitor messages sent in this session, checked against maxMessages. */
  sent: number;
  rated: boolean;
  /** Whether the rating was already offered on close. */
  asked: boolean;
}

const key = (assistantId: string) => `siteline:${assistantId}`;

function newSessionId(): string {
  const random = typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `w-${random}`;
}

export function newChat(): StoredChat {
  return { sessionId: newSessionId(), messages: [], sent: 0, rated: false, asked: false };
}

const isMessage = (m: unknown): m is StoredMessage =>
  !!m &&
  typeof m === 'object' &&
  ((m as StoredMessage).role === 'user' || (m as StoredMessage).role === 'assistant') &&
  typeof (m as StoredMessage).content === 'string';

/** The saved chat, or a new one when nothing valid is stored (or storage is blocked). */
export function loadChat(assistantId: string): StoredChat {
  try {
    const raw = JSON.parse(localStorage.getItem(key(assistantId)) ?? 'null') as Partial<StoredChat> | null;
    if (!raw || typeof raw.sessionId !== 'string' || !/^[\w.:-]{1,100}$/.test(raw.sessionId) || !Array.isArray(raw.messages)) return newChat();
    return {
      sessionId: raw.sessionId,
      messages: raw.messages.filter(isMessage),
      sent: typeof raw.sent === 'number' ? raw.sent : 0,
      rated: raw.rated === true,
      asked: raw.asked === true,
    };
  } catch {
    return newChat();
  }
}

/** Saves the chat, keeping at most the last `maxMessages` exchanges (visitor and assistant messages). */
export function saveChat(assistantId: string, chat: StoredChat, maxMessages: number): void {
  chat.messages = chat.messages.slice(-maxMessages * 2);
  try {
    localStorage.setItem(key(assistantId), JSON.stringify(chat));
  } catch {
    // Storage full or blocked: the chat still works for this page view.
  }
}
