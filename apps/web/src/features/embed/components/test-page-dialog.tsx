import { CheckCircle2, Download, ExternalLink } from 'lucide-react';
import type { EmbedConfig } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { TEST_PAGE_FEATURES, buildTestPageHtml, describeConfiguration } from '../lib/test-page.ts';

export interface TestPageDialogProps {
  assistant: { id: string; name: string };
  config: EmbedConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const fileNameOf = (name: string) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'assistant'
  }-widget-test.html`;

/** Generates a stand-alone HTML page with the widget: open it in a tab, download it or copy its code. */
export function TestPageDialog({ assistant, config, open, onOpenChange }: TestPageDialogProps) {
  const { copy } = useCopyToClipboard();
  const generate = () => buildTestPageHtml({ origin: window.location.origin, assistantId: assistant.id, assistantName: assistant.name, config });

  const openPage = () => {
    const url = URL.createObjectURL(new Blob([generate()], { type: 'text/html' }));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  const download = () => {
    try {
      saveBlob(new Blob([generate()], { type: 'text/html' }), fileNameOf(assistant.name));
    } catch (error) {
      console.warn('Test page download failed:', error);
      toast({ variant: 'destructive', title: 'Download failed: Failed to generate test page. Please try again.' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Test Page Generator"
      description="A ready-made web page with your widget, to try it outside the dashboard or share with your team."
      className="sm:max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={() => void copy(generate(), 'Test page code', { title: 'Test page code copied!' })}>
            Copy Code
          </Button>
          <Button variant="outline" onClick={download}>
            <Download className="h-4 w-4" aria-hidden />
            Download HTML
          </Button>
          <Button onClick={openPage}>
            <ExternalLink className="h-4 w-4" aria-hidden />
            Open Test Page
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What the page includes</h3>
          <ul className="mt-2 space-y-1.5">
            {TEST_PAGE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Current configuration</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {describeConfiguration(config).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-sm font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Dialog>
  );
}
