import type { EmbedConfig, WidgetText } from '@siteline/contract';

export interface WidgetContract {
  defaults: EmbedConfig;
  themes: string[];
  positions: string[];
  sizes: string[];
  icons: string[];
  buttonPx: Record<EmbedConfig['buttonSize'], number>;
  window: { width: number; height: number };
  /** The English interface texts, until the assistant's arrive with its config. */
  text: WidgetText;
}

declare const SITELINE_CONTRACT: WidgetContract;

/** Contract values inlined by the build (see contract-values.ts). */
export const contract = (): WidgetContract => SITELINE_CONTRACT;
