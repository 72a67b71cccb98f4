import { findOwnScript, readScriptOptions } from './read-options.ts';
import { SitelineWidget } from './widget.ts';

interface SitelineApi {
  open(): void;
  close(): void;
}

declare global {
  interface Window {
    Siteline?: SitelineApi;
  }
}

/** Starts the widget from its own <script> tag. Never throws into the host page. */
function boot(): void {
  if (window.Siteline) return;
  const script = findOwnScript(document);
  const options = script && readScriptOptions(script, location.href);
  if (!options) {
    console.warn('[Siteline] Missing data-assistant-id on the widget script tag');
    return;
  }
  const widget = new SitelineWidget(options);
  const safely = (fn: () => void) => () => {
    try {
      fn();
    } catch (error) {
      console.warn('[Siteline]', error);
    }
  };
  window.Siteline = { open: safely(() => widget.open()), close: safely(() => widget.close()) };
  window.addEventListener(
    'openChat',
    safely(() => widget.open()),
  );
  const attach = () => {
    document.body.appendChild(widget.host);
    widget.start().catch((error: unknown) => console.warn('[Siteline]', error));
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', safely(attach), { once: true });
}

try {
  boot();
} catch (error) {
  console.warn('[Siteline]', error);
}
