import { DEFAULT_EMBED_CONFIG, embedConfigSchema, getPlan, type EmbedConfig } from '@siteline/contract';
import type { Db } from '../../db/client.ts';
import { findSavedEmbedConfig, upsertEmbedConfig } from './embed-config.queries.ts';

/**
 * The saved embed settings over the defaults, with the plan's rules applied: without branding control
 * the branding is forced on with the default text; without file upload, upload is off.
 */
export async function readEmbedConfig(db: Db, assistantId: string, tier: string): Promise<EmbedConfig> {
  const saved = embedConfigSchema.partial().safeParse((await findSavedEmbedConfig(db, assistantId)) ?? {});
  return applyPlanRules({ ...DEFAULT_EMBED_CONFIG, ...(saved.success ? saved.data : {}) }, tier);
}

/** Stores the embed settings after the plan's rules and returns them, so the widget and the customiser read the same values. */
export async function saveEmbedSettings(db: Db, assistantId: string, config: EmbedConfig, tier: string): Promise<EmbedConfig> {
  const applied = applyPlanRules(config, tier);
  await upsertEmbedConfig(db, assistantId, applied);
  return applied;
}

function applyPlanRules(config: EmbedConfig, tier: string): EmbedConfig {
  const { limits } = getPlan(tier);
  const branding = limits.brandingControl ? {} : { showBranding: true, brandingEnabled: true, brandingText: DEFAULT_EMBED_CONFIG.brandingText };
  const upload = limits.fileUploadEnabled ? {} : { allowFileUpload: false, fileUploadEnabled: false };
  return { ...config, ...branding, ...upload };
}
