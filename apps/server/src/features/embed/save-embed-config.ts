import type { EmbedConfig } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { embedConfigs } from '../../db/schema.ts';
import { applyPlanRules } from '../widget/embed-settings.ts';

/** Stores the full embed config after the plan's rules, so the widget and the customiser read the same values. */
export async function saveEmbedConfig(db: Db, assistantId: string, tier: string, input: EmbedConfig): Promise<EmbedConfig> {
  const config = applyPlanRules(input, tier);
  await db
    .insert(embedConfigs)
    .values({ assistantId, config })
    .onConflictDoUpdate({ target: embedConfigs.assistantId, set: { config, updatedAt: new Date() } });
  return config;
}
