import { useState } from 'react';
import { Terminal } from 'lucide-react';
import { QUICK_SETUP_PLATFORMS, type SampleParams } from '@siteline/contract';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

export interface QuickSetupProps {
  params: SampleParams;
}

/** Pick a platform, then: install command, numbered steps and a ready-to-run sample. */
export function QuickSetup({ params }: QuickSetupProps) {
  const [platformId, setPlatformId] = useState(QUICK_SETUP_PLATFORMS[0]!.id);
  const platform = QUICK_SETUP_PLATFORMS.find((p) => p.id === platformId) ?? QUICK_SETUP_PLATFORMS[0]!;
  return (
    <section aria-labelledby="quick-setup-title" className="min-w-0 space-y-4">
      <h4 id="quick-setup-title" className="text-sm font-semibold text-slate-900">
        Quick Setup
      </h4>
      <RadioCards
        aria-label="Platform"
        value={platformId}
        options={QUICK_SETUP_PLATFORMS.map((option) => ({ value: option.id, label: option.label }))}
        onChange={setPlatformId}
        className="grid-cols-2 sm:grid-cols-3"
        optionClassName="text-left"
      />
      <div className="space-y-1.5">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Install</p>
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3">
          <Terminal className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <code className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800" title={platform.install}>
            {platform.install}
          </code>
          <CopyButton text={platform.install} label="Install command" />
        </div>
      </div>
      <div className="space-y-1.5">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Setup steps</p>
        <ol className="space-y-2">
          {platform.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">{index + 1}</span>
              <span className="min-w-0 break-words">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <CodeBlock code={platform.generate(params)} title={platform.fileName} copyLabel="Code" />
    </section>
  );
}
