import { useEffect, useMemo, useState } from 'react';
import { RotateCw } from 'lucide-react';
import type { EmbedConfig } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { buildPreviewDocument } from '../lib/preview-document.ts';

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

/** The live preview: a mini page in an iframe running the real widget with the unsaved settings. */
export function WidgetPreview({ assistantId, assistantName, config, reloadKey }: WidgetPreviewProps) {
  const [isOpenOnLoad, setIsOpenOnLoad] = useState(true);
  const [manualReloads, setManualReloads] = useState(0);
  const settled = useDebounced(config, PREVIEW_DEBOUNCE_MS);
  const srcDoc = useMemo(
    () => buildPreviewDocument({ origin: window.location.origin, assistantId, assistantName, config: settled, openOnLoad: isOpenOnLoad }),
    [assistantId, assistantName, settled, isOpenOnLoad],
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
          <Button variant="ghost" size="icon" className="h-8 w-8" aria-label="Reload preview" onClick={() => setManualReloads((n) => n + 1)}>
            <RotateCw className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-inner">
        <iframe
          key={`${reloadKey}-${manualReloads}`}
          title="Widget preview"
          srcDoc={srcDoc}
          className="block h-[640px] w-full bg-white"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        />
      </div>
      <p className="text-xs text-slate-500">
        Every change shows here at once; visitors see it after Save &amp; Apply.
      </p>
    </div>
  );
}
