import { searchConfigFor } from '@siteline/knowledge';
import type { ConversationList, ConversationStats, DateRange } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import {
  conversationStats,
  listConversationPage,
  ownerLanguages,
  parseSearch,
  type ConversationFilter,
  type ListPosition,
} from './conversations-list.queries.ts';
import { compileSearch, withCharacterPairs } from './conversation-search.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Totals read every conversation the filters select (100,000 rows for a large owner), so one count per
 * owner and filter is kept for 30 s, as the spec keeps the usage figures; the list itself is always fresh.
 */
export const STATS_TTL_MS = 30_000;
const statsCache = createTtlCache<ConversationStats>({ ttlMs: STATS_TTL_MS, maxEntries: 10_000 });

/** Start of the date-range filter: today (UTC midnight), the last 7 or 30 days. */
export function rangeStart(range: DateRange, now = Date.now()): Date | undefined {
  if (range === 'today') return new Date(new Date(now).toISOString().slice(0, 10));
  if (range === 'week') return new Date(now - 7 * DAY_MS);
  if (range === 'month') return new Date(now - 30 * DAY_MS);
  return undefined;
}

const encodeCursor = (position: ListPosition) => Buffer.from(`${position.micros}.${position.id}`).toString('base64url');

function decodeCursor(cursor: string): ListPosition {
  const [micros, id] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (!micros || !/^\d{1,17}$/.test(micros) || !id || !isUuid(id)) throw new AppError('VALIDATION_FAILED', 'cursor is not valid');
  return { micros, id };
}

export interface ListConversationsInput {
  assistant: string;
  date: DateRange;
  search?: string;
  cursor?: string;
  limit: number;
}

/**
 * One page of the owner's conversations for the conversations screen, filtered and searched in SQL;
 * the first page (no cursor) also carries the totals over everything the filters select.
 */
export async function listConversations(ctx: AppContext, ownerId: string, input: ListConversationsInput): Promise<ConversationList> {
  const query = ctx.database.query;
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  const filter: ConversationFilter = { ownerId, since: rangeStart(input.date) };
  let languages: string[];
  if (input.assistant !== 'all') {
    if (!isUuid(input.assistant)) throw new AppError('VALIDATION_FAILED', 'assistant must be an assistant id or all');
    const assistant = await requireOwnedAssistant(ctx, ownerId, input.assistant);
    filter.assistantId = assistant.id;
    languages = [assistant.language];
  } else {
    languages = input.search ? await ownerLanguages(query, ownerId) : [];
  }
  if (input.search) {
    const configs = languages.length ? [...new Set(languages.map(searchConfigFor))] : ['simple'];
    const tsquery = await parseSearch(query, withCharacterPairs(input.search), configs);
    // Only stop words or signs: nothing can match.
    if (!tsquery) return { conversations: [], nextCursor: null, stats: after ? null : { totalConversations: 0, totalMessages: 0, totalRating: 0 } };
    filter.search = compileSearch(tsquery);
  }
  const [rows, stats] = await Promise.all([
    listConversationPage(query, filter, after, input.limit + 1),
    after
      ? Promise.resolve(null)
      : statsCache.getOrLoad(JSON.stringify([ownerId, filter.assistantId, input.date, filter.search?.messages]), () => conversationStats(query, filter)),
  ]);
  const page = rows.slice(0, input.limit);
  return {
    conversations: page.map((row) => row.summary),
    nextCursor: rows.length > input.limit ? encodeCursor(page[page.length - 1]!.position) : null,
    stats,
  };
}
