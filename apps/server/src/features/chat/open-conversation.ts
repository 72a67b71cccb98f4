import { isLimitReached, type ChatHistoryEntry, type ConversationChannel } from '@siteline/contract';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { readMessagesUsed, selectOpenConversation } from './conversation-store.queries.ts';

export interface OpenedConversation {
  /** Messages the owner has used this month. */
  used: number;
  /** Absent when the id names no conversation of this assistant, or when the month's limit stops a new one. */
  conversation?: { id: string; sessionId: string; history: ChatHistoryEntry[] };
}

export interface OpenConversationParams {
  assistantId: string;
  ownerId: string;
  /** The plan's monthly messages; -1 for unlimited. */
  messageLimit: number;
  historyLimit: number;
  target: { conversationId: string } | { channel: ConversationChannel; sessionId: string };
}

/**
 * Everything a message needs before it is answered, in one statement: the owner's monthly usage, and
 * the conversation (found by id, or by session and created on its first message unless the month's
 * limit is reached) with its last `historyLimit` messages, oldest first.
 */
export async function openConversation(query: Database['query'], params: OpenConversationParams): Promise<OpenedConversation> {
  const { ownerId, messageLimit, target } = params;
  if ('conversationId' in target && !isUuid(target.conversationId)) {
    return { used: await readMessagesUsed(query, ownerId) };
  }
  const byId = 'conversationId' in target;
  const run = () => selectOpenConversation(query, params);
  let row = await run();
  // Two first messages of one session at once: the other one created it, so read it now.
  if (!byId && row.id === null && !isLimitReached(Number(row.used), messageLimit)) row = await run();
  const used = Number(row.used);
  if (row.id === null) return { used };
  return { used, conversation: { id: String(row.id), sessionId: String(row.session_id), history: parseHistory(row.history) } };
}

/** Both drivers parse json columns; a text value is parsed here. */
function parseHistory(value: unknown): ChatHistoryEntry[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ChatHistoryEntry[];
}
