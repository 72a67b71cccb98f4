import { CONVERSATION_THREAD_MAX, type Conversation } from '@siteline/contract';
import type { Database } from '../../db/client.ts';

type Query = Database['query'];
type Message = Conversation['messages'][number];

export interface ConversationHead {
  id: string;
  assistantId: string;
  assistantName: string;
  sessionId: string;
  channel: Conversation['channel'];
  messageCount: number;
  satisfactionRating: number | null;
  createdAt: string;
  updatedAt: string;
}

const HEAD_COLUMNS = `c.id, c.assistant_id, a.name AS assistant_name, c.session_id, c.channel, c.message_count, c.satisfaction_rating, c.created_at, c.updated_at`;

/** A conversation row (with `assistant_name`) as the fields every conversation view shares. */
export function toHead(row: Record<string, unknown>): ConversationHead {
  return {
    id: String(row.id),
    assistantId: String(row.assistant_id),
    assistantName: String(row.assistant_name),
    sessionId: String(row.session_id),
    channel: row.channel as Conversation['channel'],
    messageCount: Number(row.message_count),
    satisfactionRating: row.satisfaction_rating === null ? null : Number(row.satisfaction_rating),
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}

function toMessage(row: Record<string, unknown>): Message {
  return {
    role: row.role as Message['role'],
    content: String(row.content),
    timestamp: new Date(row.created_at as string).toISOString(),
    sources: (row.sources as Message['sources']) ?? [],
  };
}

/** One of the owner's conversations with its newest messages (at most CONVERSATION_THREAD_MAX), oldest first. */
export async function findConversationThread(query: Query, ownerId: string, conversationId: string) {
  const [head] = await query(
    `SELECT ${HEAD_COLUMNS} FROM conversations c JOIN assistants a ON a.id = c.assistant_id WHERE c.id = $1::uuid AND a.user_id = $2`,
    [conversationId, ownerId],
  );
  if (!head) return undefined;
  const rows = await query(
    `SELECT role, content, sources, created_at FROM (
       SELECT role, content, sources, created_at FROM messages WHERE conversation_id = $1::uuid ORDER BY created_at DESC, role ASC LIMIT $2
     ) newest ORDER BY created_at ASC, role DESC`,
    [conversationId, CONVERSATION_THREAD_MAX + 1],
  );
  const truncated = rows.length > CONVERSATION_THREAD_MAX;
  return { ...toHead(head), messages: (truncated ? rows.slice(1) : rows).map(toMessage), truncated };
}

const BATCH = 200;

/**
 * Every conversation of the owner (or of one assistant) with all its messages, newest conversation
 * first, read in batches by keyset so memory holds one batch at a time and time grows with the messages.
 */
export async function* readConversationsForDownload(
  query: Query,
  scope: { ownerId: string; assistantId?: string; conversationId?: string },
): AsyncGenerator<Conversation> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const params: unknown[] = [scope.ownerId];
    const conditions = ['a.user_id = $1'];
    if (scope.assistantId) conditions.push(`c.assistant_id = $${params.push(scope.assistantId)}::uuid`);
    if (scope.conversationId) conditions.push(`c.id = $${params.push(scope.conversationId)}::uuid`);
    if (after) conditions.push(`(c.updated_at, c.id) < ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::uuid)`);
    const heads = await query(
      `SELECT ${HEAD_COLUMNS}, c.updated_at::text AS position FROM conversations c JOIN assistants a ON a.id = c.assistant_id
        WHERE ${conditions.join(' AND ')} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${BATCH}`,
      params,
    );
    if (heads.length === 0) return;
    const messages = await query(
      `SELECT conversation_id, role, content, sources, created_at FROM messages WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, created_at ASC, role DESC`,
      [heads.map((h) => h.id)],
    );
    const byConversation = new Map<string, Message[]>();
    for (const row of messages) {
      const id = String(row.conversation_id);
      const list = byConversation.get(id) ?? [];
      list.push(toMessage(row));
      byConversation.set(id, list);
    }
    for (const head of heads) yield { ...toHead(head), messages: byConversation.get(String(head.id)) ?? [] };
    if (heads.length < BATCH) return;
    const last = heads[heads.length - 1]!;
    after = { at: String(last.position), id: String(last.id) };
  }
}
