import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PLANS, type BillingState, type SubscriptionLimits } from '@siteline/contract';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { resetToasts } from '../../../hooks/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { leavePage } from '../lib/leave-page.ts';
import { BillingPage } from './billing-page.tsx';

function billingState(overrides: Partial<BillingState> = {}): BillingState {
  return {
    tier: 'free',
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    hasBillingAccount: false,
    isTrialAvailable: true,
    environment: 'test',
    downgrade: null,
    ...overrides,
  };
}

function limitsFor(tier: 'free' | 'pro', usage: { assistants: number; messages: number }): SubscriptionLimits {
  const { limits } = PLANS[tier];
  return { tier, status: 'active', limits: { ...limits, autoScrapeSchedules: [...limits.autoScrapeSchedules] }, usage: { ...usage, crawls: 0 } };
}

type Handler = () => Response | Promise<Response>;
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function installApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url}`];
      return handler ? handler() : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <BillingPage />
      <Toaster />
    </QueryClientProvider>,
    { path: '/billing', auth: fakeAuth('authenticated') },
  );
}

const planCard = (tier: string) => screen.getByTestId(`plan-${tier}`);

beforeEach(() => {
  resetToasts();
  vi.spyOn(leavePage, 'goTo').mockImplementation(() => {});
  vi.spyOn(leavePage, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('BillingPage', () => {
  it('shows the free plan as current, the warning above 70 percent, usage bars and the trial button', async () => {
    installApi({ 'GET /api/subscription': json(billingState()), 'GET /api/subscription/limits': json(limitsFor('free', { assistants: 1, messages: 720 })) });
    renderPage();
    expect((await screen.findByTestId('current-plan')).textContent).toContain('Free');
    expect(screen.getByTestId('subscription-status').textContent).toContain('Active');
    expect(screen.getByTestId('subscription-status').className).toContain('bg-indigo-600');
    expect((within(planCard('free')).getByRole('button', { name: '✓ Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(planCard('pro')).getByText('Most Popular')).toBeTruthy();
    expect(within(planCard('custom')).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('alert').textContent).toContain("You're approaching the limits of the Free plan");
    expect(screen.getByText('720 / 1,000 (72%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Assistants used' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).toBeNull();
  });

  it('has no warning under 70 percent, and a secondary badge when not active', async () => {
    installApi({
      'GET /api/subscription': json(billingState({ tier: 'pro', status: 'trialing', hasBillingAccount: true, currentPeriodEnd: '2026-12-07T12:00:00.000Z' })),
      'GET /api/subscription/limits': json(limitsFor('pro', { assistants: 1, messages: 10 })),
    });
    renderPage();
    expect((await screen.findByTestId('subscription-status')).textContent).toContain('Trial');
    expect(screen.getByTestId('subscription-status').className).toContain('bg-slate-100');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Free trial ends on/)).toBeTruthy();
  });

  it("shows 'Loading...' while the checkout is created, then opens it", async () => {
    let release: () => void = () => {};
    const calls = installApi({
      'GET /api/subscription': json(billingState()),
      'GET /api/subscription/limits': json(limitsFor('free', { assistants: 0, messages: 0 })),
      'POST /api/stripe/create-checkout-session': () =>
        new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ url: 'https://checkout.example/cs_1' }))))),
    });
    renderPage();
    fireEvent.click(await within(await screen.findByTestId('plan-pro')).findByRole('button', { name: 'Start Free Trial' }));
    expect(((await within(planCard('pro')).findByRole('button', { name: 'Loading...' })) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(leavePage.goTo).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tier: 'pro' });
  });

  it('tells checkout and portal failures, and sends a signed-out owner to sign in after 500 ms', async () => {
    let checkout = json({ message: 'tier: the Custom plan is arranged with our team', code: 'BAD_REQUEST' }, 400);
    installApi({
      'GET /api/subscription': json(billingState({ tier: 'pro', hasBillingAccount: true, isTrialAvailable: false })),
      'GET /api/subscription/limits': json(limitsFor('pro', { assistants: 0, messages: 0 })),
      'POST /api/stripe/create-checkout-session': () => checkout(),
      'POST /api/stripe/create-portal-session': json({ message: 'down', code: 'UPSTREAM_FAILED' }, 502),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(await screen.findByText('tier: the Custom plan is arranged with our team')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Failed to open billing portal. Please try again.')).toBeTruthy();

    checkout = json({ message: 'Unauthorized: session has ended', code: 'UNAUTHORIZED' }, 401);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(leavePage.goTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(leavePage.goTo).toHaveBeenCalledWith('/login');
  });

  it("confirms a change that applied at once with 'Subscription updated successfully!' and goes to the dashboard after 1 s", async () => {
    installApi({
      'GET /api/subscription': json(billingState({ tier: 'pro', hasBillingAccount: true, isTrialAvailable: false })),
      'GET /api/subscription/limits': json(limitsFor('pro', { assistants: 0, messages: 0 })),
      'POST /api/stripe/create-checkout-session': json({ url: null }),
    });
    const { location } = renderPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    expect(await screen.findByText('Subscription updated successfully!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(location.history?.at(-1)).toBe('/dashboard');
  });

  it("activates a payment return, toasts 'Payment Successful!' and reloads after 1.5 s", async () => {
    window.history.replaceState(null, '', '/billing?success=true&session_id=cs_test_ok&tier=pro');
    const calls = installApi({
      'GET /api/subscription': json(billingState()),
      'GET /api/subscription/limits': json(limitsFor('free', { assistants: 0, messages: 0 })),
      'POST /api/stripe/activate-subscription': json({ alreadyActive: false, subscription: { tier: 'pro' }, environment: 'test' }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sessionId: 'cs_test_ok', tier: 'pro' });
    expect(leavePage.reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(leavePage.reload).toHaveBeenCalledOnce();
  });

  it("shows 'Checkout Canceled' and 'Subscription Processing' on the matching returns", async () => {
    window.history.replaceState(null, '', '/billing?canceled=true');
    installApi({ 'GET /api/subscription': json(billingState()), 'GET /api/subscription/limits': json(limitsFor('free', { assistants: 0, messages: 0 })) });
    const first = renderPage();
    expect(await screen.findByText('Checkout Canceled')).toBeTruthy();
    first.unmount();
    resetToasts();

    window.history.replaceState(null, '', '/billing?success=true&session_id=cs_test_pending');
    installApi({
      'GET /api/subscription': json(billingState()),
      'GET /api/subscription/limits': json(limitsFor('free', { assistants: 0, messages: 0 })),
      'POST /api/stripe/activate-subscription': json({ message: 'sessionId: this checkout has not been paid yet', code: 'CONFLICT' }, 409),
    });
    renderPage();
    expect(await screen.findByText('Subscription Processing')).toBeTruthy();
    expect(screen.getByText(/contact support/)).toBeTruthy();
  });

  it('tells the owner what a downgrade changed', async () => {
    installApi({
      'GET /api/subscription': json(
        billingState({
          status: 'canceled',
          downgrade: {
            fromTier: 'pro',
            toTier: 'free',
            deactivatedAssistants: ['Shop B'],
            autoScrapeDisabled: ['Shop B'],
            brandingForced: true,
            at: '2026-11-23T00:00:00.000Z',
          },
        }),
      ),
      'GET /api/subscription/limits': json(limitsFor('free', { assistants: 2, messages: 0 })),
    });
    renderPage();
    const notice = await screen.findByTestId('downgrade-notice');
    expect(notice.textContent).toContain('Your plan changed from Pro to Free.');
    expect(notice.textContent).toContain('Shop B is now inactive (kept, not deleted): the Free plan allows 1 active assistant.');
    expect(notice.textContent).toContain('Auto-scraping was turned off for Shop B.');
    expect(notice.textContent).toContain('Siteline branding is shown on your chat widget again.');
  });
});
