import { Crown, Sparkles, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { UNLIMITED, usagePercent } from '@siteline/contract';
import { Progress } from '../ui/progress.tsx';
import { buttonVariants } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useSubscriptionLimits } from '../../hooks/use-subscription-limits.ts';
import { PLAN_CARD_TITLES, planCardKind } from './plan-card-kind.ts';

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const isUnlimited = limit === UNLIMITED;
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs">
        <span className="text-slate-600">{label}</span>
        <span className="font-medium text-slate-900 tabular-nums">
          {used.toLocaleString()} / {isUnlimited ? 'Unlimited' : limit.toLocaleString()}
        </span>
      </div>
      {!isUnlimited && <Progress value={usagePercent(used, limit)} aria-label={`${label} used`} className="h-1.5" />}
    </div>
  );
}

export interface PlanCardProps {
  role?: string;
}

/** The sidebar's plan summary with usage bars from /api/subscription/limits. */
export function PlanCard({ role }: PlanCardProps) {
  const { data } = useSubscriptionLimits({ enabled: role !== 'admin' });
  if (!data) return null;
  const kind = planCardKind(data.tier, role);
  if (!kind) return null;
  const Icon = kind === 'free' ? Zap : kind === 'pro' ? Sparkles : Crown;
  return (
    <section
      aria-label="Plan"
      className={cn('rounded-xl border p-3.5', kind === 'free' ? 'border-slate-200 bg-slate-50' : 'border-indigo-200 bg-indigo-50/60')}
    >
      <div className="mb-3 flex items-center gap-2">
        <Icon className={cn('h-4 w-4', kind === 'free' ? 'text-slate-500' : 'text-indigo-600')} aria-hidden />
        <span className="text-sm font-semibold text-slate-900">{PLAN_CARD_TITLES[kind]}</span>
      </div>
      <div className="space-y-2.5">
        <UsageRow label="Assistants" used={data.usage.assistants} limit={data.limits.maxAssistants} />
        {data.limits.maxMessagesPerMonth !== UNLIMITED && <UsageRow label="Messages" used={data.usage.messages} limit={data.limits.maxMessagesPerMonth} />}
      </div>
      {kind === 'free' && (
        <Link href="/billing" className={cn(buttonVariants({ size: 'sm' }), 'mt-3 w-full')}>
          Upgrade Plan
        </Link>
      )}
    </section>
  );
}
