import type { Source } from '@siteline/contract';
import type { Database } from '../../db/client.ts';
import { currentPeriod } from '../subscription/usage-period.ts';
import type { OpenConversationParams } from './open-conversation.ts';

// The chat's hot path speaks SQL directly through `Database['query']`: one statement per message to open
// its conversation, one per group of answered messages to store them.

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

/** One row: the month's usage, and the conversation's id, session and history (id null when there is none). */
export async function selectOpenConversation(query: Database['query'], params: OpenConversationParams) {
  const { ownerId, historyLimit, assistantId, messageLimit, target } = params;
  const byId = 'conversationId' in target;
  const [row] = await query(
    byId ? BY_ID : BY_SESSION,
    [ownerId, currentPeriod(), historyLimit, assistantId, ...(byId ? [target.conversationId] : [target.channel, target.sessionId, messageLimit])],
    // Prepared once: planning this statement costs more than running it.
    { name: byId ? 'siteline_open_conversation_by_id' : 'siteline_open_conversation_by_session' },
  );
  return row!;
}

/** Messages the owner has used this month. */
export async function readMessagesUsed(query: Database['query'], ownerId: string): Promise<number> {
  const [row] = await query(`${USAGE} SELECT used FROM usage`, [ownerId, currentPeriod()]);
  return Number(row!.used);
}

/** Stores the exchanges, their conversations' counts and their owners' monthly usage in one statement. */
export async function insertExchanges(query: Database['query'], exchanges: Exchange[]): Promise<void> {
  await query(WRITE_EXCHANGES, toParameters(exchanges));
}

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
  const column = <T>(rows: T[][], index: number) => rows.map((row) => row[index]);
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

const USAGE = `WITH usage AS (
  SELECT coalesce((SELECT messages FROM usage_counters WHERE user_id = $1 AND period = $2), 0) AS used
)`;

const RESULT = (conversation: string) => `
SELECT u.used, c.id, c.session_id,
  (SELECT coalesce(json_agg(json_build_object('role', m.role, 'content', m.content) ORDER BY m.created_at, m.role), '[]'::json)
     FROM (SELECT role, content, created_at FROM messages WHERE conversation_id = c.id ORDER BY created_at DESC, role DESC LIMIT $3) m) AS history
FROM usage u LEFT JOIN ${conversation} c ON true`;

const BY_ID = `${USAGE}
${RESULT('(SELECT id, session_id FROM conversations WHERE assistant_id = $4 AND id = $5::uuid)')}`;

const BY_SESSION = `${USAGE}, found AS (
  SELECT id, session_id FROM conversations WHERE assistant_id = $4 AND channel = $5 AND session_id = $6
), created AS (
  INSERT INTO conversations (assistant_id, channel, session_id)
  SELECT $4, $5, $6 WHERE NOT EXISTS (SELECT 1 FROM found) AND ($7::int < 0 OR (SELECT used FROM usage) < $7::int)
  ON CONFLICT DO NOTHING
  RETURNING id, session_id
)
${RESULT('(SELECT * FROM found UNION ALL SELECT * FROM created)')}`;
