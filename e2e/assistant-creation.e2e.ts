import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Assistant } from '@siteline/contract';
import { apiGet, launchBrowser, newPage, registerViaApi, signInPage, startServer, uniqueEmail, waitForToast, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Screenshots for a human look at the UI; kept out of the repository. */
const SHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'siteline-e2e-shots');

async function shot(name: string): Promise<void> {
  fs.mkdirSync(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOT_DIR, `${name}.png`), fullPage: true });
}

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

async function openPage(): Promise<Page> {
  ({ context, page } = await newPage(browser, server.baseUrl));
  return page;
}

const numberIn = async (selector: string): Promise<number> => Number((await page.locator(selector).first().textContent())?.trim() ?? 'NaN');

describe('creating an assistant from a website', () => {
  it('registers, crawls the demo site with live progress, and shows the assistant on the dashboard and website settings', async () => {
    await openPage();
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email').fill(uniqueEmail('creator'));
    await page.getByLabel('Password', { exact: true }).fill('espresso-shots-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');

    await page.getByText('Welcome back, Maya!', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'No assistants yet' }).waitFor();
    await shot('dashboard-empty');

    await page.getByRole('button', { name: 'Create Your First Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New AI Assistant' });
    await dialog.waitFor();
    await dialog.getByLabel('Business Name').fill('Harbor & Vine Coffee');
    await dialog.getByLabel('Business Website URL').fill(`${server.baseUrl}/demo-site/`);
    await dialog.getByLabel('Additional Context (optional)').fill('Friendly neighbourhood roaster.');
    await dialog.getByText('31/10,000 characters').waitFor();
    await shot('create-dialog');
    await dialog.getByRole('button', { name: 'Create Assistant' }).click();

    const overlay = page.getByRole('dialog', { name: 'Intelligent Web Scraping' });
    await overlay.waitFor();
    await overlay.getByTestId('connection-status').getByText('Connected').waitFor();
    // The crawl reports pages and extracted summaries while the overlay is up (it lingers at 100%).
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="pages-found"]')?.textContent ?? 0) > 0, undefined, { timeout: 60_000 });
    await overlay.getByRole('list', { name: 'Extracted Data' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    const extractedCount = await overlay.getByRole('list', { name: 'Extracted Data' }).getByRole('listitem').count();
    expect(extractedCount).toBeGreaterThan(0);
    expect(extractedCount).toBeLessThanOrEqual(4);
    expect(await overlay.locator('[data-step="initializing"]').getAttribute('data-status')).not.toBe('pending');
    await shot('creation-overlay');

    // Either the first pass completes or a large site hands off to the background; both end the same way.
    await page.getByText('AI assistant created successfully.', { exact: false }).first().waitFor({ timeout: 90_000 });
    await overlay.waitFor({ state: 'detached' });

    const card = page.getByTestId('assistant-card').filter({ hasText: 'Harbor & Vine Coffee' });
    await card.waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Professional', { exact: true }).waitFor();
    await card.getByText('EN', { exact: true }).waitFor();
    expect(await card.locator('code').textContent()).toMatch(/^.{8}\.\.\.$/);
    expect(await page.getByLabel('Active Assistants').textContent()).toBe('1');
    await shot('dashboard-with-assistant');

    await card.getByRole('button', { name: 'Add to My Website' }).click();
    const embed = page.getByRole('dialog', { name: 'Add to Website - Harbor & Vine Coffee' });
    await embed.waitFor();
    await page.keyboard.press('Escape');
    await embed.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Website Settings' }).first().click();
    await page.waitForURL('**/website-settings');
    const settingsCard = page.getByTestId('website-card').filter({ hasText: 'Harbor & Vine Coffee' });
    await settingsCard.waitFor();
    // The list polls every 2 s while a crawl is still running in the background.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="pages-count"] span.font-semibold')?.textContent ?? 0) > 0, undefined, {
      timeout: 90_000,
    });
    expect(await numberIn('[data-testid="pages-count"] span.font-semibold')).toBeGreaterThan(0);
    await settingsCard.getByText(/\d[\d,]*\.\dk characters/).waitFor();
    // Free plan: schedule and auto-scraping are locked behind Pro with an upgrade link.
    expect(await settingsCard.getByLabel('Scrape schedule').isDisabled()).toBe(true);
    expect(await settingsCard.getByRole('switch', { name: 'Auto-scraping' }).isDisabled()).toBe(true);
    await settingsCard.getByRole('link', { name: 'Upgrade to unlock' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="crawl-status"]'), undefined, { timeout: 90_000 });
    await settingsCard.getByText('today').waitFor();
    await shot('website-settings');
  });

  it('strips disallowed name characters, rejects an invalid URL and keeps multi-language for paid plans', async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create Assistant', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New AI Assistant' });
    const name = dialog.getByLabel('Business Name');

    await name.pressSequentially('Caf\u00e9 <Luna>! #1 & Co.');
    expect(await name.inputValue()).toBe('Caf\u00e9 Luna 1 & Co.');

    // Pasted text is trimmed and cleaned too.
    await name.fill('');
    await name.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', '   Blue*Bottle (Downtown) \u{1F600}  ');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await name.inputValue()).toBe('BlueBottle (Downtown)');

    await dialog.getByRole('switch', { name: 'Multi-language (Pro Feature)' }).click();
    await waitForToast(page, 'Upgrade Required');
    expect(await dialog.getByRole('switch', { name: 'Multi-language (Pro Feature)' }).getAttribute('aria-checked')).toBe('false');

    await dialog.getByLabel('Business Website URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Create Assistant' }).click();
    await dialog.getByText('Please enter a valid URL').waitFor();
    await shot('create-dialog-invalid');

    await name.fill('');
    await dialog.getByRole('button', { name: 'Create Assistant' }).click();
    await dialog.getByText('Business name is required').waitFor();

    expect(await page.getByRole('dialog', { name: 'Intelligent Web Scraping' }).count()).toBe(0);
    const { body } = await apiGet<Assistant[]>(server.baseUrl, '/api/assistants', account.token);
    expect(body).toEqual([]);
  });
});
