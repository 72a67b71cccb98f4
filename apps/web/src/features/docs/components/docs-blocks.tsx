import type { ReactNode } from 'react';
import { CodeBlock } from '../../../components/ui/code-block.tsx';

/** A titled part of a docs tab. */
export function DocsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-3 text-sm leading-relaxed text-slate-600">{children}</div>
    </section>
  );
}

/** A code example with a Copy button that reads 'Copied!' for 2 seconds. */
export function DocsCode({ code, title }: { code: string; title: string }) {
  return <CodeBlock code={code} title={title} copyLabel={title} copyText="Copy" />;
}

/** Inline code. */
export function C({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-800">{children}</code>;
}

export interface DocsTableProps {
  head: string[];
  rows: ReactNode[][];
}

/** A simple bordered table that scrolls sideways on phones. */
export function DocsTable({ head, rows }: DocsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} className="px-3 py-2 align-top text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
