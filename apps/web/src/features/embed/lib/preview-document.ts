import { embedAttributes, type EmbedConfig } from '@siteline/contract';

/** The customiser's preview page, served by the app (public/widget-preview.html). */
export const PREVIEW_PAGE_PATH = '/widget-preview.html';

export interface PreviewPageInput {
  origin: string;
  assistantId: string;
  assistantName: string;
  config: EmbedConfig;
  /** Open the chat window once the widget is ready, so its style shows at once. */
  openOnLoad: boolean;
  /** From GET /api/embed/preview-token: admits the preview (Origin "null") past the allowed origins. */
  previewToken?: string;
}

/**
 * The address of the preview page for these unsaved settings: a mock website that loads the real
 * widget with the same data attributes as the embed snippet, so the preview runs the code a
 * visitor's browser would. The settings travel in the fragment, which never reaches the server.
 */
export function buildPreviewUrl({ origin, assistantId, assistantName, config, openOnLoad, previewToken }: PreviewPageInput): string {
  const attributes = embedAttributes({ origin: origin.replace(/\/+$/, ''), assistantId, config, unsaved: config });
  const input = {
    assistantId,
    assistantName,
    theme: config.theme,
    primaryColor: config.primaryColor,
    openOnLoad,
    attributes: previewToken ? [...attributes, ['data-preview-token', previewToken]] : attributes,
  };
  return `${PREVIEW_PAGE_PATH}#${encodeURIComponent(JSON.stringify(input))}`;
}
