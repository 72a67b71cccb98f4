import { cn } from '../../lib/cn.ts';
import { CopyButton } from './copy-button.tsx';

export interface CodeBlockProps {
  code: string;
  /** Shown in the title bar, e.g. a file name. */
  title: string;
  /** What Copy puts in the toast, e.g. 'Code'. */
  copyLabel: string;
  copyText?: string;
  toastTitle?: string;
  className?: string;
}

/** Dark, scrollable code with a title bar and a copy button. */
export function CodeBlock({ code, title, copyLabel, copyText = 'Copy Code', toastTitle, className }: CodeBlockProps) {
  return (
    <figure className={cn('min-w-0', className)}>
      <div className="flex items-center justify-between rounded-t-xl border border-b-0 border-slate-800 bg-slate-800 px-3 py-1.5">
        <figcaption className="font-mono text-xs text-slate-300">{title}</figcaption>
        <CopyButton text={code} label={copyLabel} toastTitle={toastTitle} variant="secondary">
          {copyText}
        </CopyButton>
      </div>
      <pre className="max-h-96 overflow-auto rounded-b-xl border border-slate-800 bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
