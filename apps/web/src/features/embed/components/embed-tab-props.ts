import type { EmbedConfig } from '@siteline/contract';
import type { EmbedConfigErrors } from '../lib/embed-validation.ts';

/** What every customiser tab receives: the unsaved config, a patch function and field errors. */
export interface EmbedTabProps {
  config: EmbedConfig;
  onChange: (patch: Partial<EmbedConfig>) => void;
  errors: EmbedConfigErrors;
}
