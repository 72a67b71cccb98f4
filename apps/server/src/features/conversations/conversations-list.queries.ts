import type { ConversationStats, ConversationSummary } from '@siteline/contract';
import type { Database } from '../../db/client.ts';
import { toHead } from './conversation-thread.queries.ts';
import type { CompiledSearch } from './conversation-search.ts';

type Query = Database['query'];

export interface ConversationFilter {
  ownerId: string;
  assistantId?: string;
  since?: Date;
  search?: CompiledSearch;
}

/** A position in the newest-first order: the conversation's `updated_at` in microseconds since 1970, and its id. */
export interface ListPosition {
  micros: string;
  id: string;
}

const PREVIEW_CHARS = 300;

/** The lexeme the messages' trigger adds to an overflowing conversation's words (migration 0007); its space keeps it out of any parsed text. */
const OVERFLOW_QUERY = "'words overflow'";

/** The tables a filter reads: a search also reads each conversation's gathered words. */
const fromOf = (filter: ConversationFilter) =>
  `conversations c JOIN assistants a ON a.id = c.assistant_id${filter.search ? ' JOIN conversation_words w ON w.conversation_id = c.id' : ''}`;

/** The WHERE clause of a filter, with its parameters numbered from `params.length + 1`. */
function whereOf(filter: ConversationFilter, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`a.user_id = ${add(filter.ownerId)}`, 'c.message_count > 0'];
  if (filter.assistantId) conditions.push(`c.assistant_id = ${add(filter.assistantId)}::uuid`);
  if (filter.since) conditions.push(`c.updated_at >= ${add(filter.since.toISOString())}::timestamptz`);
  if (filter.search) {
    // The gathered words (conversation_words) answer through their GIN index; a conversation too long to gather its
    // words (they hold OVERFLOW_QUERY's lexeme) and a phrase (whose word order only messages keep) are then
    // checked message by message. The scalar subquery keeps that check a per-row probe, never a scan of all messages.
    conditions.push(`w.search_vector @@ (${add(filter.search.words)}::tsquery || ${add(OVERFLOW_QUERY)}::tsquery)`);
    const inMessages = `coalesce((SELECT true FROM messages m WHERE m.conversation_id = c.id AND m.search_vector @@ ${add(filter.search.messages)}::tsquery LIMIT 1), false)`;
    conditions.push(filter.search.phrase ? inMessages : `(NOT w.overflow OR ${inMessages})`);
  }
  return conditions.join(' AND ');
}

/** One page of an owner's conversations, newest first, each with a preview of its last message. */
export async function listConversationPage(query: Query, filter: ConversationFilter, after: ListPosition | undefined, limit: number) {
  const params: unknown[] = [];
  let where = whereOf(filter, params);
  if (after) {
    where += ` AND (c.updated_at, c.id) < ('epoch'::timestamptz + $${params.push(after.micros)}::bigint * interval '1 microsecond', $${params.push(after.id)}::uuid)`;
  }
  const rows = await query(
    `SELECT c.id, c.assistant_id, a.name AS assistant_name, c.session_id, c.channel, c.satisfaction_rating, c.message_count,
            c.created_at, c.updated_at, (extract(epoch FROM c.updated_at) * 1000000)::bigint::text AS micros,
            l.role AS last_role, left(l.content, ${PREVIEW_CHARS}) AS last_content, l.created_at AS last_at
       FROM ${fromOf(filter)}
       LEFT JOIN LATERAL (
         SELECT m.role, m.content, m.created_at FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.role ASC LIMIT 1
       ) l ON true
      WHERE ${where}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT $${params.push(limit)}`,
    params,
  );
  return rows.map((row) => ({ summary: toSummary(row), position: { micros: String(row.micros), id: String(row.id) } }));
}

/** Totals over every conversation the filter selects. */
export async function conversationStats(query: Query, filter: ConversationFilter): Promise<ConversationStats> {
  const params: unknown[] = [];
  const [row] = await query(
    `SELECT count(*)::int AS conversations, coalesce(sum(c.message_count), 0)::int AS messages, coalesce(sum(c.satisfaction_rating), 0)::int AS rating
       FROM ${fromOf(filter)}
      WHERE ${whereOf(filter, params)}`,
    params,
  );
  return { totalConversations: Number(row?.conversations ?? 0), totalMessages: Number(row?.messages ?? 0), totalRating: Number(row?.rating ?? 0) };
}

/** A web-search-syntax search as one tsquery: the union of its reading in each text-search configuration. */
export async function parseSearch(query: Query, search: string, configs: string[]): Promise<string> {
  const params: unknown[] = [search];
  const union = configs.map((config) => `websearch_to_tsquery($${params.push(config)}::regconfig, $1)`).join(' || ');
  const [row] = await query(`SELECT (${union})::text AS tsquery`, params);
  return String(row?.tsquery ?? '');
}

/** The text-search configurations of the owner's assistants (one per language they use). */
export async function ownerLanguages(query: Query, ownerId: string): Promise<string[]> {
  const rows = await query('SELECT DISTINCT language FROM assistants WHERE user_id = $1', [ownerId]);
  return rows.map((row) => String(row.language));
}

const iso = (value: unknown) => new Date(value as string).toISOString();

function toSummary(row: Record<string, unknown>): ConversationSummary {
  return {
    ...toHead(row),
    lastMessage: row.last_role ? { role: row.last_role as 'user' | 'assistant', content: String(row.last_content), timestamp: iso(row.last_at) } : null,
  };
}
