import { getPlan, type Assistant, type createAssistantInputSchema } from '@siteline/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { digestApiKey, generateApiKey } from '../../auth/api-keys.ts';
import { lockAccount } from '../../auth/accounts.queries.ts';
import { assertAssistantSlot } from '../subscription/plan-quotas.ts';
import { enqueueCrawl, wakeCrawler } from '../ingestion/enqueue-crawl.ts';
import { insertAssistant } from './assistants.queries.ts';
import { presentAssistantView } from './assistant-views.ts';
import { assertPlanAllows } from '../../lib/plan-features.ts';

type Input = z.output<typeof createAssistantInputSchema>;

/** Creates an assistant with a new API key and, when it has a website, queues the first crawl. */
export async function createAssistant(ctx: AppContext, owner: UserRow, input: Input): Promise<Assistant> {
  const plan = getPlan(owner.subscriptionTier);
  if (input.multiLanguage) assertPlanAllows(plan.limits.multiLanguageSupport, 'Multi-language support');
  const apiKey = generateApiKey();

  const row = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, owner.id);
    await assertAssistantSlot(tx, owner);
    const created = await insertAssistant(tx, {
      userId: owner.id,
      name: input.name,
      description: input.description ?? '',
      context: input.context,
      websiteUrl: input.websiteUrl,
      language: input.language,
      multiLanguage: input.multiLanguage,
      personality: input.personality,
      tone: input.tone,
      apiKeyEncrypted: ctx.cipher.encrypt(apiKey),
      apiKeyDigest: digestApiKey(apiKey),
    });
    if (created.websiteUrl) await enqueueCrawl(tx, owner, created.id, 'initial', input.sessionId);
    return created;
  });

  // Presented before the worker wakes, so the reply shows the crawl as queued.
  const assistant = await presentAssistantView(ctx, row);
  if (row.websiteUrl) wakeCrawler(ctx);
  else if (input.sessionId) {
    await ctx.progress.publish(input.sessionId, {
      type: 'done',
      step: 'done',
      progress: 100,
      message: 'Your AI assistant is ready!',
      userId: owner.id,
      assistantId: row.id,
    });
  }
  return assistant;
}
