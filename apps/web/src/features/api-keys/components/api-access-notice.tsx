import { Link } from 'wouter';
import { Lock } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** Shown on plans without API access: keys can be created, but calls with them answer 403 until an upgrade. */
export function ApiAccessNotice() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" role="status">
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p className="font-medium text-amber-900">API access is a Pro Feature</p>
          <p className="text-sm text-amber-800">
            Calls with an API key are not available on your current plan. Upgrade to Pro or Enterprise to use the REST and OpenAI-compatible APIs; your test
            chat and the website widget keep working on every plan.
          </p>
        </div>
      </div>
      <Link href="/billing" className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}>
        Upgrade Now
      </Link>
    </div>
  );
}
