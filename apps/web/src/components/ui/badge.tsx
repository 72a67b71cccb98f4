import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-indigo-600 text-white',
  secondary: 'bg-slate-100 text-slate-700',
  outline: 'border border-slate-300 text-slate-700',
  success: 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-1 ring-amber-600/20',
  destructive: 'bg-red-50 text-red-700 ring-1 ring-red-600/20',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', VARIANTS[variant], className)} {...props} />;
}
