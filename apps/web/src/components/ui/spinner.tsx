import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return <Loader2 role="status" aria-label={label} className={cn('h-5 w-5 animate-spin text-indigo-600', className)} />;
}
