import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True when the operator put Siteline's own assistant on the public pages (SITE_ASSISTANT_ID: the
 * server adds its widget script to them). False while prerendering and hydrating, so the Live Chat
 * button never shows without a widget to open.
 */
export function useSiteAssistant(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => document.querySelector('script[data-site-assistant]') !== null,
    () => false,
  );
}
