import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface RadioCardsProps<T extends string> {
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode; icon?: ReactNode }>;
  onChange: (value: T) => void;
  /** The grid's own classes (columns, gap). */
  className?: string;
  /** Extra classes for every option (alignment). */
  optionClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The app's one radio group: mutually exclusive choices drawn as bordered buttons (radio semantics). */
export function RadioCards<T extends string>({ value, options, onChange, className, optionClassName, ...labelling }: RadioCardsProps<T>) {
  return (
    <div role="radiogroup" {...labelling} className={cn('grid gap-2', className)}>
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
              'rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
              optionClassName,
              isSelected
                ? 'border-indigo-600 bg-indigo-50 text-indigo-700 ring-1 ring-indigo-600'
                : 'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            {option.icon}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
