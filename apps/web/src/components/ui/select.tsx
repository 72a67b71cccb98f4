import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { fieldClassName } from './input.tsx';

export interface SelectOption<T extends string = string> {
  /** Never empty: Radix keeps '' to clear a selection. */
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string> {
  /** The trigger's id, so a `<label htmlFor>` names the select. */
  id: string;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
  className?: string;
}

const scrollButtonClassName = 'flex h-6 cursor-default items-center justify-center text-slate-500';

/**
 * A Radix select (shadcn style): a combobox button opening a listbox. Opening with Enter, Space or the
 * arrows, arrow keys, Home/End, typeahead, Escape and focus return come with it.
 */
export function Select<T extends string>({ id, value, onValueChange, options, disabled, className }: SelectProps<T>) {
  return (
    // Radix reports the value as a string; it is always one of the options' values.
    <SelectPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        className={cn(fieldClassName, 'flex h-10 items-center justify-between gap-2 text-left data-[state=open]:border-indigo-500', className)}
      >
        <span className="truncate">
          <SelectPrimitive.Value />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-400" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.ScrollUpButton className={scrollButtonClassName}>
            <ChevronUp className="h-4 w-4" aria-hidden />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1.5">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex w-full cursor-pointer items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2.5">
                  <Check className="h-4 w-4 text-indigo-600" aria-hidden />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className={scrollButtonClassName}>
            <ChevronDown className="h-4 w-4" aria-hidden />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
