import { useEffect, useState } from 'react';

/**
 * True when the operator put Siteline's own assistant on the public pages (SITE_ASSISTANT_ID: the
 * server adds its widget script to them). False while prerendering and before hydration, so the
 * Live Chat button never shows without a widget to open.
 */
export function useSiteAssistant(): boolean {
  const [hasAssistant, setHasAssistant] = useState(false);
  useEffect(() => {
    setHasAssistant(document.querySelector('script[data-site-assistant]') !== null);
  }, []);
  return hasAssistant;
}
