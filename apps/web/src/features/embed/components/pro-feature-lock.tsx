import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';

export interface ProFeatureLockProps {
  title: string;
  description: string;
  isLocked: boolean;
  children: ReactNode;
}

/** A settings section that plans without the feature see greyed out, with 'Pro Feature' and 'Upgrade Now'. */
export function ProFeatureLock({ title, description, isLocked, children }: ProFeatureLockProps) {
  return (
    <section className="rounded-xl border border-slate-200 p-4" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            {isLocked && <Lock className="h-3.5 w-3.5 text-slate-400" aria-hidden />}
            {title}
            {isLocked && <Badge variant="warning">Pro Feature</Badge>}
          </h4>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        {isLocked && (
          <Link href="/billing" className={buttonVariants({ size: 'sm' })}>
            Upgrade Now
          </Link>
        )}
      </div>
      <fieldset disabled={isLocked} className={isLocked ? 'pointer-events-none opacity-50 select-none' : undefined}>
        {children}
      </fieldset>
    </section>
  );
}
