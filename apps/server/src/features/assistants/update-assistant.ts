import { getPlan, isLimitReached, type Assistant, type UpdateAssistantInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockAccount } from '../../auth/accounts.queries.ts';
import { enqueueCrawl, wakeCrawler } from '../ingestion/enqueue-crawl.ts';
import { countActiveAssistants, findOwnedAssistant, updateAssistantRow } from './assistants.queries.ts';
import { presentAssistantView } from './assistant-views.ts';
import { assertPlanAllows } from '../../lib/plan-features.ts';
import type { Db } from '../../db/client.ts';

/** Turns 'https://Shop.example.com/path' into 'https://shop.example.com'; rejects anything else. */
function normalizeOrigin(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new AppError('VALIDATION_FAILED', `allowedOrigins: '${value}' is not a valid origin such as https://www.example.com`);
}

/** Switching an assistant on counts against the plan: a downgrade leaves those beyond its limit inactive. */
async function assertCanActivate(tx: Db, owner: UserRow, id: string): Promise<void> {
  await lockAccount(tx, owner.id);
  if (isLimitReached(await countActiveAssistants(tx, owner.id, id), getPlan(owner.subscriptionTier).limits.maxAssistants)) {
    throw new AppError('ASSISTANT_LIMIT_REACHED', "Assistant limit reached: your plan's assistant limit does not allow more active assistants.", {
      limitReached: true,
    });
  }
}

/** Applies a partial update; a new website address queues a fresh crawl of it. */
export async function updateAssistant(ctx: AppContext, owner: UserRow, id: string, input: UpdateAssistantInput): Promise<Assistant> {
  if (input.multiLanguage) assertPlanAllows(getPlan(owner.subscriptionTier).limits.multiLanguageSupport, 'Multi-language support');
  const values = { ...input, allowedOrigins: input.allowedOrigins && [...new Set(input.allowedOrigins.filter(Boolean).map(normalizeOrigin))] };
  let isCrawlQueued = false;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findOwnedAssistant(tx, owner.id, id);
    if (!current) throw notFound('Assistant');
    if (input.isActive && !current.isActive) await assertCanActivate(tx, owner, id);
    const updated = await updateAssistantRow(tx, owner.id, id, values);
    if (input.websiteUrl && input.websiteUrl !== current.websiteUrl) {
      await lockAccount(tx, owner.id);
      await enqueueCrawl(tx, owner, id, 'rescrape');
      isCrawlQueued = true;
    }
    return updated!;
  });
  ctx.assistantLookup.forget();
  const assistant = await presentAssistantView(ctx, row);
  if (isCrawlQueued) wakeCrawler(ctx);
  return assistant;
}
