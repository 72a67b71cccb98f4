import { PLAN_TIERS, PLANS } from '@siteline/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSubscriptionLimits } from '../../../hooks/use-subscription-limits.ts';
import { useBillingState } from '../hooks/use-billing-state.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { usePaymentReturn } from '../hooks/use-payment-return.ts';
import { usePortal } from '../hooks/use-portal.ts';
import { planButton } from '../lib/plan-button.ts';
import { CurrentPlanCard } from './current-plan-card.tsx';
import { DowngradeNotice } from './downgrade-notice.tsx';
import { PlanOptionCard } from './plan-option-card.tsx';
import { UsageCard } from './usage-card.tsx';

/** /billing: current plan, usage this month, available plans, checkout and the billing portal. */
export function BillingPage() {
  usePaymentReturn('billing');
  const billing = useBillingState();
  const limits = useSubscriptionLimits();
  const checkout = useCheckout();
  const portal = usePortal();
  const state = billing.data;

  return (
    <>
      <PageHeader title="Billing & Plans" description="Your current plan, usage this month and available upgrades." />
      {billing.isLoading || limits.isLoading ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="h-48 animate-pulse bg-slate-100/60" />
          <Card className="h-48 animate-pulse bg-slate-100/60" />
        </div>
      ) : !state || !limits.data ? (
        <Card className="p-6 text-sm text-red-600">We couldn't load your subscription. Refresh the page to try again.</Card>
      ) : (
        <div className="space-y-8">
          {state.downgrade && <DowngradeNotice notice={state.downgrade} />}
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard state={state} isOpeningPortal={portal.isPending} onOpenPortal={() => portal.mutate()} />
            <UsageCard limits={limits.data} />
          </div>
          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Available Plans
            </h2>
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
              {PLAN_TIERS.map((tier) => (
                <PlanOptionCard
                  key={tier}
                  plan={PLANS[tier]}
                  button={planButton(tier, state)}
                  isLoading={checkout.isPending && checkout.variables === tier}
                  isBusy={checkout.isPending}
                  onChoose={() => checkout.mutate(tier)}
                />
              ))}
            </div>
            <p className="mt-4 text-sm text-slate-500">
              Paid plans start with a 14-day free trial, no card needed. Plan changes apply at once and are prorated; a cancelled plan stays until the end of
              its period.
            </p>
          </section>
        </div>
      )}
    </>
  );
}
