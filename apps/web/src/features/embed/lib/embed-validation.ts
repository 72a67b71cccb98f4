import { embedConfigSchema, type EmbedConfig } from '@siteline/contract';

export type EmbedConfigErrors = Partial<Record<keyof EmbedConfig, string>>;

/** Field errors with the contract's messages (bounds of every numeric and text field); empty when valid. */
export function validateEmbedConfig(config: EmbedConfig): EmbedConfigErrors {
  const result = embedConfigSchema.safeParse(config);
  if (result.success) return {};
  const errors: EmbedConfigErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EmbedConfig | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const shape = embedConfigSchema.shape;
const bounds = (field: 'openDelay' | 'maxMessages' | 'typingSpeed' | 'maxFileSize') => ({
  min: shape[field].minValue ?? 0,
  max: shape[field].maxValue ?? Number.MAX_SAFE_INTEGER,
});

/** Numeric limits of the Behavior tab, read from the schema so the inputs and the server agree. */
export const EMBED_NUMBER_BOUNDS = {
  openDelay: bounds('openDelay'),
  maxMessages: bounds('maxMessages'),
  typingSpeed: bounds('typingSpeed'),
  maxFileSize: bounds('maxFileSize'),
};

/** Text length limits of the Messages and Style tabs, from the schema. */
export function maxLengthOf(field: 'windowTitle' | 'welcomeMessage' | 'placeholder' | 'offlineMessage' | 'brandingText' | 'customCSS'): number | undefined {
  return shape[field].maxLength ?? undefined;
}
