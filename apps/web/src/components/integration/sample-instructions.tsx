import { Terminal } from 'lucide-react';
import type { PlatformSample, SampleParams } from '@siteline/contract';
import { CodeBlock } from '../ui/code-block.tsx';
import { CopyButton } from '../ui/copy-button.tsx';

export interface SampleInstructionsProps {
  sample: PlatformSample;
  params: SampleParams;
  /** Adds the step-by-step guide after the code (the integration hub shows it). */
  showGuide?: boolean;
}

function NumberedList({ items }: { items: string[] }) {
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <li key={item} className="flex gap-3 text-sm text-slate-700">
          <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
            {index + 1}
          </span>
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ol>
  );
}

function SectionLabel({ children }: { children: string }) {
  return <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{children}</p>;
}

/** One generated sample as a developer follows it: install command, setup steps, the code, the guide. */
export function SampleInstructions({ sample, params, showGuide = false }: SampleInstructionsProps) {
  return (
    <div className="min-w-0 space-y-4">
      <div className="space-y-1.5">
        <SectionLabel>Install</SectionLabel>
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3">
          <Terminal className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <code className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800" title={sample.install}>
            {sample.install}
          </code>
          <CopyButton text={sample.install} label="Install command" />
        </div>
      </div>
      <div className="space-y-1.5">
        <SectionLabel>Setup steps</SectionLabel>
        <NumberedList items={sample.steps} />
      </div>
      <CodeBlock code={sample.generate(params)} title={sample.fileName} copyLabel="Code" />
      {showGuide && (
        <div className="space-y-1.5">
          <SectionLabel>Step-by-step guide</SectionLabel>
          <NumberedList items={sample.guide} />
        </div>
      )}
    </div>
  );
}
