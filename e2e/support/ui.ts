import type { Page } from 'playwright-core';

/** Signs in through the /login form and waits for the dashboard. */
export async function signInViaForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Waits for a toast whose text contains `text` (toasts are the list items of the F8 region). */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: text }).first().waitFor();
}

/** Closes the visible toast, e.g. when it covers a button at the bottom-right of the page. */
export async function dismissToast(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const close = region.getByRole('button', { name: 'Close' });
  if (await close.count()) await close.first().click();
  await region.getByRole('listitem').waitFor({ state: 'detached' });
}

/**
 * Puts a signed-in owner on a paid plan through the built-in test-mode checkout (its 14-day trial), as
 * an owner would, and waits for the billing page to confirm it.
 */
export async function upgradeInTestMode(page: Page, baseUrl: string, token: string, tier: 'pro' | 'enterprise' = 'pro'): Promise<void> {
  const response = await fetch(`${baseUrl}/api/stripe/create-checkout-session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tier }),
  });
  const { url } = (await response.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL('**/billing?**');
  await waitForToast(page, 'Payment Successful!');
}
