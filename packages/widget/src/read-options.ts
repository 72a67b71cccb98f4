import type { EmbedConfig } from '@siteline/contract';
import { contract } from './contract.ts';

export type ConfigOverrides = Partial<Pick<EmbedConfig, 'theme' | 'position' | 'buttonSize' | 'primaryColor'>>;

export interface ScriptOptions {
  assistantId: string;
  apiOrigin: string;
  overrides: ConfigOverrides;
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

/** Reads the data-* options; unknown values are ignored so the saved config applies instead. */
export function readScriptOptions(script: HTMLScriptElement, pageUrl: string): ScriptOptions | null {
  const data = script.dataset;
  const assistantId = data['assistantId']?.trim();
  const apiOrigin = originOf(data['apiOrigin'], pageUrl) ?? originOf(script.src, pageUrl);
  if (!assistantId || !apiOrigin) return null;
  const { themes, positions, sizes } = contract();
  const overrides: ConfigOverrides = {};
  const theme = pick<EmbedConfig['theme']>(data['theme'], themes);
  const position = pick<EmbedConfig['position']>(data['position'], positions);
  const buttonSize = pick<EmbedConfig['buttonSize']>(data['size'], sizes);
  const color = data['primaryColor']?.trim();
  if (theme) overrides.theme = theme;
  if (position) overrides.position = position;
  if (buttonSize) overrides.buttonSize = buttonSize;
  if (color && HEX.test(color)) overrides.primaryColor = color;
  return { assistantId, apiOrigin, overrides };
}
