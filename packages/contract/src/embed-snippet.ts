import type { EmbedConfig } from './embed.ts';

export interface EmbedSnippetInput {
  /** The product's origin that serves /widget.js and the API. */
  origin: string;
  assistantId: string;
  config: Pick<EmbedConfig, 'theme' | 'position' | 'primaryColor' | 'buttonSize'>;
  /** Settings not saved yet, passed as `data-config` so a preview shows them before Save & Apply. */
  unsaved?: EmbedConfig;
}

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The data-* attributes the widget reads from its own script tag, in a stable order. */
export function embedAttributes({ origin, assistantId, config, unsaved }: EmbedSnippetInput): [string, string][] {
  const attributes: [string, string][] = [
    ['data-assistant-id', assistantId],
    ['data-api-origin', origin],
    ['data-theme', config.theme],
    ['data-position', config.position],
    ['data-primary-color', config.primaryColor],
    ['data-size', config.buttonSize],
  ];
  return unsaved ? [...attributes, ['data-config', JSON.stringify(unsaved)]] : attributes;
}

/** The one tag an owner pastes before </body>: the widget script with its options as data attributes. */
export function buildEmbedSnippet(input: EmbedSnippetInput): string {
  const origin = input.origin.replace(/\/+$/, '');
  const attributes = embedAttributes({ ...input, origin })
    .map(([name, value]) => `\n  ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<script\n  src="${escapeHtml(origin)}/widget.js"${attributes}\n  async\n></script>`;
}
