import { describe, expect, it } from 'vitest';
import { periodText, planButton } from './plan-button.ts';

const free = { tier: 'free' as const, isTrialAvailable: true, cancelAtPeriodEnd: false };

describe('planButton', () => {
  it("marks the owner's plan as current and disabled, and sends the custom plan to sales", () => {
    expect(planButton('free', free)).toEqual({ label: '✓ Current Plan', kind: 'current', disabled: true });
    expect(planButton('custom', free)).toMatchObject({ label: 'Contact Sales', kind: 'contact' });
  });
  it('offers the trial once, then upgrades and switches', () => {
    expect(planButton('pro', free).label).toBe('Start Free Trial');
    expect(planButton('pro', { ...free, isTrialAvailable: false }).label).toBe('Upgrade to Pro');
    expect(planButton('pro', { tier: 'enterprise', isTrialAvailable: false, cancelAtPeriodEnd: false }).label).toBe('Switch to Pro');
    expect(planButton('free', { tier: 'pro', isTrialAvailable: false, cancelAtPeriodEnd: false }).label).toBe('Downgrade to Free');
    expect(planButton('free', { tier: 'pro', isTrialAvailable: false, cancelAtPeriodEnd: true }).disabled).toBe(true);
  });
});

describe('periodText', () => {
  const end = '2026-12-07T12:00:00.000Z';
  it('tells renewal, trial end, cancellation and a failed payment apart', () => {
    expect(periodText({ status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false }, 'en-US')).toBe('Renews on December 7, 2026.');
    expect(periodText({ status: 'trialing', currentPeriodEnd: end, cancelAtPeriodEnd: false }, 'en-US')).toBe('Free trial ends on December 7, 2026.');
    expect(periodText({ status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: true }, 'en-US')).toContain('Cancels on December 7, 2026');
    expect(periodText({ status: 'past_due', currentPeriodEnd: end, cancelAtPeriodEnd: false }, 'en-US')).toContain('Payment failed');
    expect(periodText({ status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false })).toBeNull();
  });
});
