import { isLimitReached } from '@siteline/contract';
import type { HistoryTurn } from '@siteline/knowledge';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { currentPeriod } from '../subscription/usage.queries.ts';
import type { Channel } from './conversations.queries.ts';

export interface OpenedConversation {
  /** Messages the owner has used this month. */
  used: number;
  /** Absent when the id names no conversation of this assistant, or when the month's limit stops a new one. */
  conversation?: { id: string; sessionId: string; history: HistoryTurn[] };
}

export interface OpenConversationParams {
  assistantId: string;
  ownerId: string;
  /** The plan's monthly messages; -1 for unlimited. */
  messageLimit: number;
  historyLimit: number;
  target: { conversationId: string } | { channel: Channel; sessionId: string };
}

/**
 * Everything a message needs before it is answered, in one statement: the owner's monthly usage, and
 * the conversation (found by id, or by session and created on its first message unless the month's
 * limit is reached) with its last `historyLimit` messages, oldest first.
 */
export async function openConversation(query: Database['query'], params: OpenConversationParams): Promise<OpenedConversation> {
  const { assistantId, ownerId, messageLimit, historyLimit, target } = params;
  if ('conversationId' in target && !isUuid(target.conversationId)) {
    return { used: await readUsed(query, ownerId) };
  }
  const byId = 'conversationId' in target;
  const run = () =>
    query(
      byId ? BY_ID : BY_SESSION,
      [ownerId, currentPeriod(), historyLimit, assistantId, ...(byId ? [target.conversationId] : [target.channel, target.sessionId, messageLimit])],
      // Prepared once: planning this statement costs more than running it.
      { name: byId ? 'siteline_open_conversation_by_id' : 'siteline_open_conversation_by_session' },
    );
  let [row] = await run();
  // Two first messages of one session at once: the other one created it, so read it now.
  if (!byId && row!.id === null && !isLimitReached(Number(row!.used), messageLimit)) [row] = await run();
  const used = Number(row!.used);
  if (row!.id === null) return { used };
  return { used, conversation: { id: String(row!.id), sessionId: String(row!.session_id), history: parseHistory(row!.history) } };
}

async function readUsed(query: Database['query'], ownerId: string): Promise<number> {
  const [row] = await query(`${USAGE} SELECT used FROM usage`, [ownerId, currentPeriod()]);
  return Number(row!.used);
}

/** Both drivers parse json columns; a text value is parsed here. */
function parseHistory(value: unknown): HistoryTurn[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as HistoryTurn[];
}

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
