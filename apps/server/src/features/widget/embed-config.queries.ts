import { eq } from 'drizzle-orm';
import type { EmbedConfig } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { embedConfigs } from '../../db/schema.ts';

/** The embed settings saved for an assistant, as stored (undefined when none were saved). */
export async function findSavedEmbedConfig(db: Db, assistantId: string): Promise<unknown> {
  const [row] = await db.select({ config: embedConfigs.config }).from(embedConfigs).where(eq(embedConfigs.assistantId, assistantId));
  return row?.config;
}

export async function upsertEmbedConfig(db: Db, assistantId: string, config: EmbedConfig): Promise<void> {
  await db
    .insert(embedConfigs)
    .values({ assistantId, config })
    .onConflictDoUpdate({ target: embedConfigs.assistantId, set: { config, updatedAt: new Date() } });
}
