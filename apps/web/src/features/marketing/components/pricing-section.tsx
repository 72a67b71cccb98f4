import { Check } from 'lucide-react';
import { PLAN_TIERS, PLANS } from '@siteline/contract';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** Plan cards from the contract's catalogue; every call to action leads to sign-up. */
export interface PricingSectionProps {
  id?: string;
  /** On /pricing the section heading is the page's h1. */
  isPageTitle?: boolean;
}

export function PricingSection({ id, isPageTitle = false }: PricingSectionProps) {
  const Heading = isPageTitle ? 'h1' : 'h2';
  const PlanHeading = isPageTitle ? 'h2' : 'h3';
  return (
    <section id={id} className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Pricing</p>
          <Heading className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Simple pricing that grows with you</Heading>
          <p className="mt-4 text-lg text-slate-600">Start free. No credit card required. Cancel anytime.</p>
        </div>
        <div className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLAN_TIERS.map((tier) => {
            const plan = PLANS[tier];
            return (
              <div
                key={tier}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm',
                  plan.popular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
                )}
              >
                {plan.popular && <Badge className="absolute -top-3 left-7">Most popular</Badge>}
                <PlanHeading className="text-lg font-semibold text-slate-900">{plan.name}</PlanHeading>
                <p className="mt-1 text-sm text-slate-500">{plan.description}</p>
                <p className="mt-5 flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.priceMonthly === null ? 'Custom' : `$${plan.priceMonthly}`}</span>
                  {plan.priceMonthly !== null && <span className="text-sm text-slate-500">/month</span>}
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-sm text-slate-600">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  href={plan.custom ? '/contact' : '/register'}
                  className={cn(buttonVariants({ variant: plan.popular ? 'default' : 'outline' }), 'mt-8 w-full')}
                >
                  {plan.custom ? 'Contact Sales' : plan.priceMonthly === 0 ? 'Get Started' : 'Start Free Trial'}
                </a>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
