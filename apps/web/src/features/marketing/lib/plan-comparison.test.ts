import { describe, expect, it } from 'vitest';
import { PLANS } from '@siteline/contract';
import { planComparison } from './plan-comparison.ts';

describe('plan comparison table', () => {
  const { plans, rows } = planComparison();
  const row = (label: string) => rows.find((r) => r.label === label)?.cells;

  it('has one column per plan of the catalogue, free to custom', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Pro', 'Enterprise', 'Custom']);
  });

  it('shows the catalogue limits, with -1 as Unlimited', () => {
    expect(row('Price')).toEqual(['$0', '$10/month', '$49/month', 'Contact us']);
    expect(row('AI assistants')).toEqual([String(PLANS.free.limits.maxAssistants), '5', '20', 'Unlimited']);
    expect(row('Messages per month')).toEqual(['1,000', '100,000', 'Unlimited', 'Unlimited']);
    expect(row('Automatic re-scraping')).toEqual(['Manual', 'Daily, weekly, monthly', 'Daily, weekly, monthly', 'Daily, weekly, monthly']);
    expect(row('API access')).toEqual([false, true, true, true]);
  });
});
