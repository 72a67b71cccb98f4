import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export function Label({ className, ...props }: LabelProps) {
  return <label className={cn('block text-sm font-medium text-slate-700', className)} {...props} />;
}

export interface FieldErrorProps {
  id?: string;
  message?: string;
}

/** The red line under a field; renders nothing without a message. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}
