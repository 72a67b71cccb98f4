import { Spinner } from '../ui/spinner.tsx';

export interface FullPageStatusProps {
  label: string;
}

/** The centred placeholder a guard shows while it decides ('Loading...', 'Redirecting...'). */
export function FullPageStatus({ label }: FullPageStatusProps) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50" aria-busy="true">
      <Spinner className="h-8 w-8" label={label} />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
