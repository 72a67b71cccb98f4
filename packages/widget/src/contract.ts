import type { EmbedConfig, WidgetText, WidgetTextKey } from '@siteline/contract';

/** The texts a window shows while its config cannot load: its title, welcome, input, launcher, close button, offline notice and branding line. */
export const UNREACHED_TEXT_KEYS = ['title', 'welcome', 'placeholder', 'offline', 'open', 'close', 'branding'] as const satisfies readonly WidgetTextKey[];
export type UnreachedText = Pick<WidgetText, (typeof UNREACHED_TEXT_KEYS)[number]>;

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
  /** Per language, what the window says when the config cannot load: in the page's language. */
  unreachedText: Record<string, UnreachedText>;
}

declare const SITELINE_CONTRACT: WidgetContract;

/** Contract values inlined by the build (see contract-values.ts). */
export const contract = (): WidgetContract => SITELINE_CONTRACT;
