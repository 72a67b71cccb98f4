import { getPlan, type SubscriptionLimits } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { countAssistants, readMonthlyCounters } from './usage.queries.ts';

/** The account's plan, its limits and how much of them this month has used. */
export async function readPlanLimits(ctx: AppContext, user: UserRow): Promise<SubscriptionLimits> {
  const [counters, assistantCount] = await Promise.all([readMonthlyCounters(ctx.db, user.id), countAssistants(ctx.db, user.id)]);
  return {
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    limits: { ...getPlan(user.subscriptionTier).limits },
    usage: { assistants: assistantCount, messages: counters.messages, crawls: counters.crawls },
  };
}
