import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface OptionGroupProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  columns?: 2 | 3 | 4;
}

const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' } as const;

/** A labelled row of mutually exclusive choices (radio semantics, button looks). */
export function OptionGroup<T extends string>({ label, value, options, onChange, columns = 3 }: OptionGroupProps<T>) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-700" id={`og-${label}`}>
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={`og-${label}`} className={cn('grid gap-2', COLUMNS[columns])}>
        {options.map((option) => {
          const isSelected = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={isSelected}
              onClick={() => onChange(option.value)}
              className={cn(
                'flex items-center justify-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
                isSelected ? 'border-indigo-600 bg-indigo-50 text-indigo-700 ring-1 ring-indigo-600' : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              {option.icon}
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
