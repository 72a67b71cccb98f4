import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { fieldClassName } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
}

/** A styled native select: keyboard and screen-reader behaviour come from the browser. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, options, ...props }, ref) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(fieldClassName, 'h-10 appearance-none pr-9', className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
    </div>
  );
});
