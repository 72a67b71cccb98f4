import { Check } from 'lucide-react';
import type { Plan } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PlanButton } from '../lib/plan-button.ts';

export interface PlanOptionCardProps {
  plan: Plan;
  button: PlanButton;
  isLoading: boolean;
  isBusy: boolean;
  onChoose: () => void;
}

/** One available plan: name, tier, price, features, popular and custom flags, and its button. */
export function PlanOptionCard({ plan, button, isLoading, isBusy, onChoose }: PlanOptionCardProps) {
  const isCurrent = button.kind === 'current';
  return (
    <div
      data-testid={`plan-${plan.tier}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        isCurrent ? 'border-emerald-500 ring-1 ring-emerald-500' : plan.popular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
        {plan.popular && <Badge>Most Popular</Badge>}
        {plan.custom && <Badge variant="outline">Custom</Badge>}
      </div>
      <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{plan.tier}</p>
      <p className="mt-3 text-3xl font-bold text-slate-900">{plan.priceLabel}</p>
      <p className="mt-1 text-sm text-slate-500">{plan.description}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-600">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {button.kind === 'contact' ? (
        <a href="/contact" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {button.label}
        </a>
      ) : (
        <Button
          className="mt-6 w-full"
          variant={isCurrent ? 'secondary' : plan.popular ? 'default' : 'outline'}
          disabled={button.disabled || isBusy}
          onClick={onChoose}
        >
          {isLoading ? 'Loading...' : button.label}
        </Button>
      )}
    </div>
  );
}
