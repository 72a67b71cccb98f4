import type { EmbedConfig } from '@siteline/contract';
import { contract } from './contract.ts';

export type ConfigOverrides = Partial<EmbedConfig>;

export interface ScriptOptions {
  assistantId: string;
  apiOrigin: string;
  overrides: ConfigOverrides;
  /** `data-preview-token`: set only by the customiser's preview, which runs with an opaque origin. */
  previewToken?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The widget's own <script> tag: the one running now, else the first tag carrying an assistant id. */
export function findOwnScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset['assistantId']) return current;
  return doc.querySelector<HTMLScriptElement>('script[data-assistant-id]');
}

function originOf(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const pick = <T extends string>(value: string | undefined, allowed: readonly string[]): T | undefined =>
  value && allowed.includes(value.trim().toLowerCase()) ? (value.trim().toLowerCase() as T) : undefined;

/**
 * `data-config`: a JSON object of embed settings that win over the saved ones (the customiser's live
 * preview shows unsaved changes this way). Keys must be known and of the default's type, enums valid.
 */
function readConfigJson(value: string | undefined): ConfigOverrides {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const { defaults, themes, positions, sizes, icons } = contract();
  const enums: Partial<Record<keyof EmbedConfig, readonly string[]>> = { theme: themes, position: positions, buttonSize: sizes, bubbleIcon: icons };
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(parsed)) {
    const fallback = defaults[key as keyof EmbedConfig];
    if (fallback === undefined || typeof item !== typeof fallback || Array.isArray(item) !== Array.isArray(fallback)) continue;
    const allowed = enums[key as keyof EmbedConfig];
    if (allowed && !allowed.includes(item as string)) continue;
    if (key === 'primaryColor' && !HEX.test(item as string)) continue;
    out[key] = item;
  }
  return out;
}

/** Reads the data-* options; unknown values are ignored so the saved config applies instead. */
export function readScriptOptions(script: HTMLScriptElement, pageUrl: string): ScriptOptions | null {
  const data = script.dataset;
  const assistantId = data['assistantId']?.trim();
  const apiOrigin = originOf(data['apiOrigin'], pageUrl) ?? originOf(script.src, pageUrl);
  if (!assistantId || !apiOrigin) return null;
  const { themes, positions, sizes } = contract();
  const overrides: ConfigOverrides = readConfigJson(data['config']);
  const theme = pick<EmbedConfig['theme']>(data['theme'], themes);
  const position = pick<EmbedConfig['position']>(data['position'], positions);
  const buttonSize = pick<EmbedConfig['buttonSize']>(data['size'], sizes);
  const color = data['primaryColor']?.trim();
  if (theme) overrides.theme = theme;
  if (position) overrides.position = position;
  if (buttonSize) overrides.buttonSize = buttonSize;
  if (color && HEX.test(color)) overrides.primaryColor = color;
  const previewToken = data['previewToken']?.trim();
  return { assistantId, apiOrigin, overrides, ...(previewToken ? { previewToken } : {}) };
}
