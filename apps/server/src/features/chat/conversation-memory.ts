import { isLimitReached, type ChatHistoryEntry } from '@siteline/contract';
import { currentPeriod } from '../subscription/usage-period.ts';
import type { Exchange } from './exchange-writer.ts';
import type { OpenConversationParams, OpenedConversation } from './open-conversation.ts';

type Remembered = { assistantId: string; id: string; sessionId: string; history: ChatHistoryEntry[] };

/**
 * What the embedded database already holds about recent conversations, kept in memory and updated
 * as each exchange is stored. Only correct while this process is the sole writer, which embedded
 * PGlite guarantees (one process owns its data directory); on PostgreSQL other processes write too,
 * so it is not used there.
 */
export function createConversationMemory(maxConversations = 5_000) {
  const conversations = new Map<string, Remembered>();
  const usage = new Map<string, number>();
  const usageKey = (ownerId: string, at = new Date()) => `${ownerId} ${currentPeriod(at)}`;
  const targetKey = ({ assistantId, target }: OpenConversationParams) =>
    'conversationId' in target ? `id ${target.conversationId}` : `session ${assistantId} ${target.channel} ${target.sessionId}`;

  function keep(key: string, conversation: Remembered) {
    conversations.delete(key);
    conversations.set(key, conversation);
    if (conversations.size > maxConversations) conversations.delete(conversations.keys().next().value!);
  }

  return {
    /** The remembered state, or undefined when the database must be asked. */
    open(params: OpenConversationParams): OpenedConversation | undefined {
      const used = usage.get(usageKey(params.ownerId));
      if (used === undefined) return undefined;
      if (isLimitReached(used, params.messageLimit)) return { used };
      const conversation = conversations.get(targetKey(params));
      if (!conversation || conversation.assistantId !== params.assistantId) return undefined;
      keep(targetKey(params), conversation);
      return { used, conversation: { id: conversation.id, sessionId: conversation.sessionId, history: conversation.history } };
    },
    remember(params: OpenConversationParams, opened: OpenedConversation): void {
      usage.set(usageKey(params.ownerId), opened.used);
      if (!opened.conversation) return;
      const conversation = { assistantId: params.assistantId, ...opened.conversation };
      keep(targetKey(params), conversation);
      keep(`id ${conversation.id}`, conversation);
    },
    /** Applies a stored exchange; `historyLimit` messages are kept per conversation. */
    add(exchange: Exchange, historyLimit: number): void {
      const key = usageKey(exchange.ownerId, exchange.answeredAt);
      const used = usage.get(key);
      if (used !== undefined) usage.set(key, used + 1);
      const conversation = conversations.get(`id ${exchange.conversationId}`);
      if (!conversation) return;
      // A new array: requests already answering with the old history keep reading it unchanged.
      conversation.history = [
        ...conversation.history,
        { role: 'user' as const, content: exchange.question },
        { role: 'assistant' as const, content: exchange.answer },
      ].slice(-historyLimit);
    },
    clear(): void {
      conversations.clear();
      usage.clear();
    },
  };
}
