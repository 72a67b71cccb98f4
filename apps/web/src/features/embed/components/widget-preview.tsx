import { useEffect, useMemo, useState } from 'react';
import { RotateCw } from 'lucide-react';
import type { EmbedConfig } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { buildPreviewUrl } from '../lib/preview-document.ts';
import { usePreviewToken } from '../hooks/use-embed-config.ts';

/** Colour pickers fire on every pixel of a drag; the preview reloads once the value settles. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface WidgetPreviewProps {
  assistantId: string;
  assistantName: string;
  config: EmbedConfig;
  /** Changes after each save so saved-only settings show up. */
  reloadKey: number;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The live preview: the app's mock page in a sandboxed iframe, running the real widget with the unsaved settings. */
export function WidgetPreview({ assistantId, assistantName, config, reloadKey }: WidgetPreviewProps) {
  const [isOpenOnLoad, setIsOpenOnLoad] = useState(true);
  const [manualReloads, setManualReloads] = useState(0);
  const settled = useDebounced(config, PREVIEW_DEBOUNCE_MS);
  const tokenQuery = usePreviewToken(assistantId);
  const previewToken = tokenQuery.data?.token;
  const src = useMemo(
    () => buildPreviewUrl({ origin: window.location.origin, assistantId, assistantName, config: settled, openOnLoad: isOpenOnLoad, previewToken }),
    [assistantId, assistantName, settled, isOpenOnLoad, previewToken],
  );
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">Live Preview</p>
        <div className="flex items-center gap-2">
          <label htmlFor="preview-open" className="text-xs text-slate-600">
            Show chat window
          </label>
          <Switch id="preview-open" aria-label="Show chat window" checked={isOpenOnLoad} onCheckedChange={setIsOpenOnLoad} />
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8"
            aria-label="Reload preview"
            onClick={() => {
              setManualReloads((n) => n + 1);
              if (tokenQuery.isError) void tokenQuery.refetch();
            }}
          >
            <RotateCw className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-inner">
        {previewToken ? (
          <iframe
            key={`${reloadKey}-${manualReloads}`}
            title="Widget preview"
            src={src}
            className="block h-[640px] w-full bg-white"
            // No allow-same-origin: the preview runs with an opaque origin, so neither the widget nor
            // anything it renders can reach the app's storage or DOM (the widget's own storage use
            // fails quietly). Its requests carry Origin "null"; the preview token vouches for them.
            sandbox="allow-scripts allow-popups allow-forms"
          />
        ) : (
          // The page reads its settings once, so it loads only when the token that admits it is here.
          <div className="flex h-[640px] items-center justify-center text-sm text-slate-500" role="status">
            {tokenQuery.isError ? 'The preview could not be loaded. Use Reload preview to try again.' : 'Loading preview…'}
          </div>
        )}
      </div>
      <p className="text-xs text-slate-500">Every change shows here at once; visitors see it after Save &amp; Apply.</p>
    </div>
  );
}
