import type { UsageResponse } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { countAssistants, readConversationStats, readMonthlyCounters } from './usage.queries.ts';
import { currentPeriod } from './usage-period.ts';

/** This month's messages and crawls, the assistants, and the conversations with their mean response time. */
export async function readUsage(ctx: AppContext, user: UserRow): Promise<UsageResponse> {
  const [counters, assistantCount, stats] = await Promise.all([
    readMonthlyCounters(ctx.db, user.id),
    countAssistants(ctx.db, user.id),
    readConversationStats(ctx.db, user.id),
  ]);
  return {
    messageCount: counters.messages,
    assistants: assistantCount,
    crawls: counters.crawls,
    conversations: stats.conversations,
    avgResponseTimeMs: stats.avgResponseTimeMs,
    periodStart: `${currentPeriod()}-01T00:00:00.000Z`,
  };
}
