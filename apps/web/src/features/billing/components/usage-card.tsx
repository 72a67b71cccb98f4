import { AlertTriangle } from 'lucide-react';
import { UNLIMITED, usagePercent, type SubscriptionLimits } from '@siteline/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { FREE_WARNING_PERCENT } from '../lib/plan-button.ts';

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = usagePercent(used, limit);
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-500">
          {used.toLocaleString()} / {limit === UNLIMITED ? 'Unlimited' : limit.toLocaleString()} ({percent}%)
        </span>
      </div>
      <Progress value={percent} aria-label={`${label} used`} />
    </div>
  );
}

/** Usage this month as percentage bars; the free tier is warned above 70 percent of a limit. */
export function UsageCard({ limits }: { limits: SubscriptionLimits }) {
  const messages = usagePercent(limits.usage.messages, limits.limits.maxMessagesPerMonth);
  const assistants = usagePercent(limits.usage.assistants, limits.limits.maxAssistants);
  const isNearLimit = limits.tier === 'free' && (messages > FREE_WARNING_PERCENT || assistants > FREE_WARNING_PERCENT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage this month</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {isNearLimit && (
          <div role="alert" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>You're approaching the limits of the Free plan. Upgrade to Pro for 5 assistants and 100,000 messages a month.</p>
          </div>
        )}
        <UsageRow label="Messages" used={limits.usage.messages} limit={limits.limits.maxMessagesPerMonth} />
        <UsageRow label="Assistants" used={limits.usage.assistants} limit={limits.limits.maxAssistants} />
      </CardContent>
    </Card>
  );
}
