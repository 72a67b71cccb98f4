import type { ReactNode } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

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
      <RadioCards
        aria-labelledby={`og-${label}`}
        value={value}
        options={options}
        onChange={onChange}
        className={COLUMNS[columns]}
        optionClassName="flex items-center justify-center gap-1.5"
      />
    </div>
  );
}
