import type { Database } from '../../db/client.ts';
import { createConversationMemory } from './conversation-memory.ts';
import { createExchangeWriter, type Exchange } from './exchange-writer.ts';
import { openConversation, type OpenConversationParams, type OpenedConversation } from './open-conversation.ts';

/**
 * Where the chat path reads a conversation before answering and stores the exchange after: one
 * statement to open, group-committed writes, and on embedded PGlite a memory of recent conversations
 * so a visitor's next message needs no read at all.
 */
export function createConversationStore(database: Database) {
  const writer = createExchangeWriter(database.query);
  const memory = database.kind === 'pglite' ? createConversationMemory() : undefined;
  return {
    async open(params: OpenConversationParams): Promise<OpenedConversation> {
      const remembered = memory?.open(params);
      if (remembered) return remembered;
      const opened = await openConversation(database.query, params);
      memory?.remember(params, opened);
      return opened;
    },
    async record(exchange: Exchange, historyLimit: number): Promise<void> {
      await writer.record(exchange);
      memory?.add(exchange, historyLimit);
    },
    /** After conversations or usage changed outside this store (an assistant deleted, say). */
    forget(): void {
      memory?.clear();
    },
    flush: () => writer.flush(),
  };
}
export type ConversationStore = ReturnType<typeof createConversationStore>;

declare module '../../context.ts' {
  interface AppContext {
    conversations: ConversationStore;
  }
}
