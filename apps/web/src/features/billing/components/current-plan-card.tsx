import { PLANS, type BillingState } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { periodText, statusLabel } from '../lib/plan-button.ts';

export interface CurrentPlanCardProps {
  state: BillingState;
  isOpeningPortal: boolean;
  onOpenPortal: () => void;
}

/** The plan the account is on, its status badge (default style only when active), period and the portal button. */
export function CurrentPlanCard({ state, isOpeningPortal, onOpenPortal }: CurrentPlanCardProps) {
  const plan = PLANS[state.tier];
  const period = periodText(state);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold text-slate-900" data-testid="current-plan">
            {plan.name}
          </p>
          <Badge variant={state.status === 'active' ? 'default' : 'secondary'} data-testid="subscription-status">
            {statusLabel(state.status)}
          </Badge>
          {state.environment === 'test' && <Badge variant="warning">Test mode</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-500">{plan.priceLabel}</p>
        {period && <p className="mt-3 text-sm text-slate-700">{period}</p>}
        {state.hasBillingAccount && (
          <Button variant="outline" className="mt-5" onClick={onOpenPortal} disabled={isOpeningPortal}>
            {isOpeningPortal ? 'Loading...' : 'Manage Billing'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
