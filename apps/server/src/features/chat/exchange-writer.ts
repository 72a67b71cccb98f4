import type { Database } from '../../db/client.ts';
import { insertExchanges, type Exchange } from './conversation-store.queries.ts';

export type { Exchange };

/**
 * Stores answered exchanges with group commit: the exchanges of one event-loop turn, and every one
 * that arrives while a write is under way, go into one write, so under load one statement (one transaction) stores many exchanges,
 * their conversations' counts and their owners' monthly usage. `record` resolves only once its
 * exchange is committed, so a reply is never sent for a message that was not stored.
 */
export function createExchangeWriter(query: Database['query']) {
  type Waiting = { exchange: Exchange; resolve: () => void; reject: (error: unknown) => void };
  let pending: Waiting[] = [];
  let writing: Promise<void> | undefined;

  async function write(batch: Waiting[]): Promise<void> {
    try {
      await insertExchanges(
        query,
        batch.map((item) => item.exchange),
      );
      for (const item of batch) item.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One bad exchange (say, its conversation was just deleted) must not fail the others.
      for (const item of batch) await write([item]);
    }
  }

  async function writeAll(): Promise<void> {
    // Embedded PGlite runs a statement synchronously, so nothing arrives while it writes: wait for
    // the rest of this event-loop turn, where the other requests that finished answering are.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      await write(batch);
    }
    writing = undefined;
  }

  return {
    record(exchange: Exchange): Promise<void> {
      const stored = new Promise<void>((resolve, reject) => pending.push({ exchange, resolve, reject }));
      writing ??= writeAll();
      return stored;
    },
    /** Resolves when everything recorded so far is stored (for shutdown). */
    async flush(): Promise<void> {
      while (writing) await writing;
    },
  };
}
export type ExchangeWriter = ReturnType<typeof createExchangeWriter>;
