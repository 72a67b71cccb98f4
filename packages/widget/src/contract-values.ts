import {
  BUBBLE_ICONS,
  BUTTON_SIZE_PX,
  DEFAULT_EMBED_CONFIG,
  EMBED_POSITIONS,
  EMBED_SIZES,
  EMBED_THEMES,
  LANGUAGES,
  WIDGET_TEXT,
  WIDGET_WINDOW,
} from '@siteline/contract';
import { UNREACHED_TEXT_KEYS, type UnreachedText, type WidgetContract } from './contract.ts';

/**
 * The contract values the widget needs, read from @siteline/contract at build time (and in tests) and
 * inlined into the bundle, so the widget ships without zod yet never restates a default by hand.
 */
export function buildWidgetContract(): WidgetContract {
  return {
    defaults: DEFAULT_EMBED_CONFIG,
    themes: [...EMBED_THEMES],
    positions: [...EMBED_POSITIONS],
    sizes: [...EMBED_SIZES],
    icons: [...BUBBLE_ICONS],
    buttonPx: BUTTON_SIZE_PX,
    window: WIDGET_WINDOW,
    text: WIDGET_TEXT.en,
    unreachedText: Object.fromEntries(
      LANGUAGES.map((language) => [language, Object.fromEntries(UNREACHED_TEXT_KEYS.map((key) => [key, WIDGET_TEXT[language][key]])) as UnreachedText]),
    ),
  };
}
