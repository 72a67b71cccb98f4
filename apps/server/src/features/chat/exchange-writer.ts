import type { Source } from '@siteline/contract';
import type { Database } from '../../db/client.ts';
import { currentPeriod } from '../subscription/usage.queries.ts';

export interface Exchange {
  conversationId: string;
  ownerId: string;
  question: string;
  answer: string;
  sources: Source[];
  responseTimeMs: number;
  askedAt: Date;
  answeredAt: Date;
  /** False when the engine could not answer from the site (the question is then listed as unanswered). */
  answered: boolean;
  /** The assistant's text-search configuration, so both messages are searchable in its language. */
  searchConfig: string;
}

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
      await query(WRITE_EXCHANGES, toParameters(batch.map((item) => item.exchange)));
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

function toParameters(exchanges: Exchange[]): unknown[] {
  const messages = exchanges.flatMap((e) => [
    [e.conversationId, 'user', e.question, '[]', null, e.askedAt.toISOString(), null, e.searchConfig],
    [e.conversationId, 'assistant', e.answer, JSON.stringify(e.sources), e.responseTimeMs, e.answeredAt.toISOString(), e.answered, e.searchConfig],
  ]);
  const conversations = new Map<string, { count: number; at: string }>();
  const usage = new Map<string, { ownerId: string; period: string; count: number }>();
  for (const e of exchanges) {
    const at = e.answeredAt.toISOString();
    const conversation = conversations.get(e.conversationId);
    conversations.set(e.conversationId, { count: (conversation?.count ?? 0) + 2, at: conversation && conversation.at > at ? conversation.at : at });
    const period = currentPeriod(e.answeredAt);
    const key = `${e.ownerId} ${period}`;
    usage.set(key, { ownerId: e.ownerId, period, count: (usage.get(key)?.count ?? 0) + 1 });
  }
  const column = <T,>(rows: T[][], index: number) => rows.map((row) => row[index]);
  return [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => column(messages, i)),
    [...conversations.keys()],
    [...conversations.values()].map((c) => c.count),
    [...conversations.values()].map((c) => c.at),
    [...usage.values()].map((u) => u.ownerId),
    [...usage.values()].map((u) => u.period),
    [...usage.values()].map((u) => u.count),
  ];
}

const WRITE_EXCHANGES = `
WITH stored AS (
  INSERT INTO messages (conversation_id, role, content, sources, response_time_ms, created_at, answered, search_config)
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $5::int[], $6::timestamptz[], $7::boolean[], $8::regconfig[])
  RETURNING 1
), bumped AS (
  UPDATE conversations c SET message_count = c.message_count + b.added, updated_at = greatest(c.updated_at, b.at)
  FROM unnest($9::uuid[], $10::int[], $11::timestamptz[]) AS b(id, added, at)
  WHERE c.id = b.id
  RETURNING 1
)
INSERT INTO usage_counters (user_id, period, messages)
SELECT * FROM unnest($12::uuid[], $13::text[], $14::int[])
ON CONFLICT (user_id, period) DO UPDATE SET messages = usage_counters.messages + excluded.messages`;
