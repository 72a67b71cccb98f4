import { DEFAULT_EMBED_CONFIG, type EmbedConfig } from '@siteline/contract';

export interface EmbedPlanFeatures {
  brandingControl: boolean;
  fileUploadEnabled: boolean;
}

/**
 * The config as the plan allows it (the server applies the same rules): without branding control the
 * branding stays on with the default text; without file upload, upload is off.
 */
export function applyPlanLocks(config: EmbedConfig, features: EmbedPlanFeatures): EmbedConfig {
  const branding = features.brandingControl ? {} : { showBranding: true, brandingEnabled: true, brandingText: DEFAULT_EMBED_CONFIG.brandingText };
  const upload = features.fileUploadEnabled ? {} : { allowFileUpload: false, fileUploadEnabled: false };
  return { ...config, ...branding, ...upload };
}
