import type { ReactNode } from 'react';

export interface SettingRowProps {
  title: ReactNode;
  description?: ReactNode;
  control: ReactNode;
  htmlFor?: string;
}

/** A bordered row with a title, a hint and a control on the right (switches). */
export function SettingRow({ title, description, control, htmlFor }: SettingRowProps) {
  return (
    <div className="relative flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <label htmlFor={htmlFor} className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {title}
        </label>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {control}
    </div>
  );
}
