import { useCallback, useState } from 'react';
import { Eye, Save, SlidersHorizontal } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { useEmbedCustomizer } from '../hooks/use-embed-customizer.ts';
import { buildEmbedSnippet, type Assistant } from '@siteline/contract';
import { EmbedQuickActions } from './embed-quick-actions.tsx';
import { EmbedSettingsTabs } from './embed-settings-tabs.tsx';
import { TestPageDialog } from './test-page-dialog.tsx';
import { WidgetPreview } from './widget-preview.tsx';
import { useLatest } from '../../../hooks/use-latest.ts';

export interface EmbedCustomizerDialogProps {
  assistant: Pick<Assistant, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The static demo page that embeds the widget for one assistant. */
export function demoPageUrl(assistantId: string): string {
  return `/widget-demo.html?assistant=${encodeURIComponent(assistantId)}`;
}

/** 'Add to Website': style, behaviour and texts of the widget with a live preview and the embed code. */
export function EmbedCustomizerDialog({ assistant, open, onOpenChange }: EmbedCustomizerDialogProps) {
  const [isTestPageOpen, setIsTestPageOpen] = useState(false);
  // The dialog primitive re-runs its focus effect when this callback changes, so it stays stable.
  // While the test page dialog is on top, Escape and backdrop clicks close only that one.
  const latest = useLatest({ onOpenChange, isTestPageOpen });
  const setOpen = useCallback(
    (next: boolean) => {
      if (!next && latest.current.isTestPageOpen) return;
      latest.current.onOpenChange(next);
    },
    [latest],
  );
  const [mobileView, setMobileView] = useState<'settings' | 'preview'>('settings');
  const customizer = useEmbedCustomizer(assistant.id, open);
  const { copy } = useCopyToClipboard();
  const { draft } = customizer;
  const snippet = draft ? buildEmbedSnippet({ origin: window.location.origin, assistantId: assistant.id, config: draft }) : '';
  const copySnippet = () => void copy(snippet, 'Embed code', { title: 'Embed code copied!' });

  const footer = (
    <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:items-center">
      <Button variant="outline" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      <div className="flex flex-1 justify-center sm:justify-start">{customizer.isDirty && <Badge variant="warning">Unsaved changes</Badge>}</div>
      <Button variant="outline" onClick={copySnippet} disabled={!draft}>
        Copy Code
      </Button>
      <Button onClick={() => void customizer.saveAndApply()} disabled={!draft || customizer.isSaving}>
        <Save className="h-4 w-4" aria-hidden />
        {customizer.isSaving ? 'Saving...' : 'Save & Apply'}
      </Button>
    </div>
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Add to Website - ${assistant.name}`}
        description="Style your chat widget, preview it live and copy the code for your site."
        className="sm:max-w-3xl lg:max-w-6xl"
        footer={footer}
      >
        {customizer.loadError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-sm text-slate-600">The widget settings could not be loaded.</p>
            <Button variant="outline" onClick={customizer.retry}>
              Try again
            </Button>
          </div>
        ) : !draft ? (
          <div className="flex flex-col items-center gap-3 py-16" aria-busy="true">
            <Spinner label="Loading widget settings" />
            <p className="text-sm text-slate-500">Loading widget settings...</p>
          </div>
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <EmbedQuickActions
                onGenerateTestPage={() => setIsTestPageOpen(true)}
                onCopyEmbedCode={copySnippet}
                onViewDemo={() => window.open(demoPageUrl(assistant.id), '_blank', 'noopener')}
              />
              <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-slate-100 p-1 lg:hidden">
                {(['settings', 'preview'] as const).map((view) => (
                  <button
                    key={view}
                    type="button"
                    aria-pressed={mobileView === view}
                    onClick={() => setMobileView(view)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium',
                      mobileView === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
                    )}
                  >
                    {view === 'settings' ? <SlidersHorizontal className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
                    {view === 'settings' ? 'Settings' : 'Preview'}
                  </button>
                ))}
              </div>
            </div>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_500px]">
              <div className={cn(mobileView === 'preview' && 'hidden lg:block')}>
                <EmbedSettingsTabs
                  config={draft}
                  onChange={customizer.update}
                  errors={customizer.errors}
                  snippet={snippet}
                  canControlBranding={customizer.features.brandingControl}
                  canUploadFiles={customizer.features.fileUploadEnabled}
                />
              </div>
              <div className={cn(mobileView === 'settings' && 'hidden lg:block')}>
                <WidgetPreview assistantId={assistant.id} assistantName={assistant.name} config={draft} reloadKey={customizer.savedCount} />
              </div>
            </div>
          </div>
        )}
      </Dialog>
      {draft && <TestPageDialog assistant={assistant} config={draft} open={isTestPageOpen} onOpenChange={setIsTestPageOpen} />}
    </>
  );
}
