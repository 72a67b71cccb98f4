import { cn } from '../../lib/cn.ts';

export interface ProgressProps {
  /** 0-100; values outside are clamped. */
  value: number;
  className?: string;
  indicatorClassName?: string;
  'aria-label'?: string;
}

export function Progress({ value, className, indicatorClassName, ...aria }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...aria}
    >
      <div className={cn('h-full rounded-full bg-indigo-600 transition-all', indicatorClassName)} style={{ width: `${clamped}%` }} />
    </div>
  );
}
