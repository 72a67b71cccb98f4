import { WIDGET_WINDOW, type EmbedConfig } from '@siteline/contract';
import { buildEmbedSnippet, escapeHtml } from './embed-snippet.ts';

export interface PreviewDocumentInput {
  origin: string;
  assistantId: string;
  assistantName: string;
  config: EmbedConfig;
  /** Open the chat window once the widget is ready, so its style shows at once. */
  openOnLoad: boolean;
}

/**
 * A small host page for the customiser's <iframe srcdoc>: mock website content plus the real embed
 * snippet, so the preview runs the same widget code a visitor's browser would.
 */
export function buildPreviewDocument({ origin, assistantId, assistantName, config, openOnLoad }: PreviewDocumentInput): string {
  const isDark = config.theme === 'dark';
  // The widget focuses its input when it opens (also by auto-open). In the preview that would pull
  // the owner's keyboard focus out of the settings form, so script focus() does nothing here;
  // clicking into the preview still focuses natively.
  const focusGuard = '<script>HTMLElement.prototype.focus=function(){};</script>';
  const opener = openOnLoad
    ? `<script>(function(){var n=0;var t=setInterval(function(){n++;if(window.Siteline){clearInterval(t);setTimeout(function(){window.Siteline.open()},150)}else if(n>100){clearInterval(t)}},50)})();</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview</title>
<style>
  html, body { margin: 0; min-height: 100%; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: ${isDark ? '#0f172a' : '#f8fafc'}; color: ${isDark ? '#cbd5e1' : '#475569'}; min-height: ${WIDGET_WINDOW.height + 120}px; }
  .bar { height: 44px; display: flex; align-items: center; gap: 10px; padding: 0 18px; background: ${isDark ? '#1e293b' : '#ffffff'}; border-bottom: 1px solid ${isDark ? '#334155' : '#e2e8f0'}; font-weight: 600; color: ${isDark ? '#f1f5f9' : '#0f172a'}; font-size: 14px; }
  .dot { width: 10px; height: 10px; border-radius: 50%; background: ${escapeHtml(config.primaryColor)}; }
  main { padding: 22px 18px; max-width: 560px; }
  .line { height: 10px; border-radius: 5px; background: ${isDark ? '#1e293b' : '#e2e8f0'}; margin: 10px 0; }
  h1 { font-size: 18px; margin: 0 0 12px; color: ${isDark ? '#f1f5f9' : '#0f172a'}; }
</style>
</head>
<body>
<div class="bar"><span class="dot"></span>${escapeHtml(assistantName)}</div>
<main>
  <h1>Your website</h1>
  <div class="line" style="width: 92%"></div><div class="line" style="width: 78%"></div><div class="line" style="width: 85%"></div>
  <div class="line" style="width: 60%; margin-top: 24px"></div><div class="line" style="width: 70%"></div>
</main>
${focusGuard}
${buildEmbedSnippet({ origin, assistantId, config, unsaved: config })}
${opener}
</body>
</html>`;
}
