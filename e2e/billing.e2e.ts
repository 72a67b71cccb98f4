import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiGet, launchBrowser, newPage, registerViaApi, signInPage, startServer, waitForToast, type TestAccount, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await context?.close();
});

async function api(account: TestAccount, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${account.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const planCard = (tier: string) => page.getByTestId(`plan-${tier}`);
const currentPlan = () => page.getByTestId('current-plan');
const statusBadge = () => page.getByTestId('subscription-status');

describe('plans and billing in the browser (test-mode provider)', () => {
  it('goes free → checkout → pro → portal → cancel → period end → free, with the limits and downgrade rules shown', async () => {
    const account = await registerViaApi(server.baseUrl, { firstName: 'Billie' });
    expect((await api(account, 'POST', '/api/assistants', { name: 'Main Shop' })).status).toBe(201);
    expect((await api(account, 'POST', '/api/assistants', { name: 'Second Shop' })).status).toBe(403);
    ({ context, page } = await newPage(browser, server.baseUrl));
    await signInPage(page, server.baseUrl, account);

    // Free: current plan marked, the free-tier warning (1 of 1 assistants), usage bars.
    await page.goto('/billing');
    await currentPlan().filter({ hasText: 'Free' }).waitFor();
    expect(await statusBadge().textContent()).toBe('Active');
    expect(await planCard('free').getByRole('button', { name: '✓ Current Plan' }).isDisabled()).toBe(true);
    await page.getByRole('alert').filter({ hasText: "You're approaching the limits of the Free plan" }).waitFor();
    await page.getByText('1 / 1 (100%)').waitFor();
    expect(await planCard('custom').getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact');

    // An abandoned checkout comes back with 'Checkout Canceled' and a clean address.
    await planCard('pro').getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/billing-test-mode/checkout/**');
    await page.getByText('TEST MODE: no real payment is taken').waitFor();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await waitForToast(page, 'Checkout Canceled');
    await page.waitForURL((url) => url.pathname === '/billing' && url.search === '');

    // The trial checkout: no card, back on /billing with Payment Successful!, then Pro on trial.
    await planCard('pro').getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/billing-test-mode/checkout/**');
    await page.getByText('14-day free trial, no card needed').waitFor();
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await waitForToast(page, 'Payment Successful!');
    await page.waitForURL((url) => url.pathname === '/billing' && url.search === '');
    await currentPlan().filter({ hasText: 'Pro' }).waitFor();
    expect(await statusBadge().textContent()).toBe('Trial');
    await page.getByText(/Free trial ends on/).waitFor();
    expect(await planCard('pro').getByRole('button', { name: '✓ Current Plan' }).isDisabled()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'approaching the limits' }).count()).toBe(0);

    // Pro limits apply at once: more assistants, auto-scraping.
    expect((await api(account, 'POST', '/api/assistants', { name: 'Second Shop' })).status).toBe(201);
    const third = await api(account, 'POST', '/api/assistants', { name: 'Third Shop' });
    expect(third.status).toBe(201);
    expect(
      (await api(account, 'PUT', `/api/assistants/${String(third.body.id)}/auto-scrape`, { autoScrapeEnabled: true, scrapeSchedule: 'daily' })).status,
    ).toBe(200);
    await page.reload();
    await page.getByText('3 / 5 (60%)').waitFor();

    // The portal: invoices, cancel at period end (still Pro until then).
    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL('**/billing-test-mode/portal/**');
    await page.getByText('Pro: 14-day free trial').waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(/Cancels on/).waitFor();
    await page.getByRole('link', { name: 'Return to Siteline' }).click();
    await page.waitForURL('**/billing');
    await page.getByText(/Cancels on .*Your plan stays until then/).waitFor();
    await currentPlan().filter({ hasText: 'Pro' }).waitFor();

    // The period ends: back to Free, with the downgrade rules applied and told.
    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL('**/billing-test-mode/portal/**');
    await page.getByRole('button', { name: 'End current period now' }).click();
    await page.getByText('No active subscription').waitFor();
    await page.getByRole('link', { name: 'Return to Siteline' }).click();
    await currentPlan().filter({ hasText: 'Free' }).waitFor();
    expect(await statusBadge().textContent()).toBe('Canceled');
    const notice = page.getByTestId('downgrade-notice');
    await notice.getByText('Your plan changed from Pro to Free.').waitFor();
    await notice.getByText(/Second Shop, Third Shop are now inactive \(kept, not deleted\)/).waitFor();
    await notice.getByText('Auto-scraping was turned off for Third Shop.').waitFor();
    await notice.getByText('Siteline branding is shown on your chat widget again.').waitFor();

    const assistants = await apiGet<{ name: string; isActive: boolean }[]>(server.baseUrl, '/api/assistants', account.token);
    expect(assistants.body.map((a) => [a.name, a.isActive]).sort()).toEqual([
      ['Main Shop', true],
      ['Second Shop', false],
      ['Third Shop', false],
    ]);
    expect((await api(account, 'GET', `/api/assistants/${String(third.body.id)}/auto-scrape`)).body).toEqual({
      autoScrapeEnabled: false,
      scrapeSchedule: 'manual',
    });
  });

  it('activates a payment return on the dashboard and cleans the address', async () => {
    const account = await registerViaApi(server.baseUrl);
    const { body } = await api(account, 'POST', '/api/stripe/create-checkout-session', { tier: 'enterprise' });
    const checkoutPath = new URL(body.url as string).pathname;
    ({ context, page } = await newPage(browser, server.baseUrl));
    await signInPage(page, server.baseUrl, account);
    await page.goto(checkoutPath);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/billing?**');
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    await page.goto(`/dashboard?success=true&session_id=${sessionId}&tier=enterprise`);
    await waitForToast(page, 'Payment Successful!');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    expect((await apiGet<{ tier: string }>(server.baseUrl, '/api/subscription', account.token)).body.tier).toBe('enterprise');

    await page.goto('/dashboard?success=true&session_id=cs_test_not_a_real_one');
    await waitForToast(page, "We're activating your subscription. Please refresh in a moment.");
  });
});
