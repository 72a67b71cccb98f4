import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiGet, launchBrowser, newPage, registerViaApi, signInPage, startServer, waitForToast, type TestServer } from './support/index.ts';

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

describe('API Management (/api)', () => {
  it('creates a named key, shows it once, lists it masked with reveal and copy, and revokes it for good', async () => {
    const account = await registerViaApi(server.baseUrl, { firstName: 'Ines' });
    ({ context, page } = await newPage(browser, server.baseUrl));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await signInPage(page, server.baseUrl, account);
    await page.goto('/api');
    await page.getByRole('heading', { name: 'API Management' }).waitFor();
    await page.getByText('No API keys yet').waitFor();
    // A free account: the upgrade notice leads to /billing.
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/billing');
    await page.getByRole('list', { name: 'Endpoints' }).getByText('/v1/chat/completions').waitFor();

    await page.getByRole('button', { name: 'Create API Key' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await dialog.getByText('Key name is required').waitFor();
    await dialog.getByLabel('Key Name').fill('Production server');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await waitForToast(page, 'API key created successfully.');
    dialog = page.getByRole('dialog', { name: 'Your new API key' });
    const key = (await dialog.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^sla_[\w-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('api-key-row').filter({ hasText: 'Production server' });
    await row.getByText('Active').waitFor();
    await row.getByText('Last used Never').waitFor();
    const masked = `${key.slice(0, 8)}••••••••${key.slice(-4)}`;
    expect((await row.getByTestId('api-key-value').textContent())?.trim()).toBe(masked);
    expect(await page.content()).not.toContain(key);

    await row.getByRole('button', { name: 'Reveal Production server' }).click();
    await row.getByTestId('api-key-value').filter({ hasText: key }).waitFor();
    await row.getByRole('button', { name: 'Hide Production server' }).click();
    await row.getByTestId('api-key-value').filter({ hasText: masked }).waitFor();
    await row.getByRole('button', { name: 'Copy Production server' }).click();
    await waitForToast(page, 'API key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The key is real: on the free plan it is refused with the plan's message, not as unknown.
    const onFree = await apiGet<{ message: string }>(server.baseUrl, '/api/assistants', key);
    expect(onFree.status).toBe(403);
    expect(onFree.body.message).toContain('not available on your current plan');

    await row.getByRole('button', { name: 'Revoke Production server' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke Key' }).click();
    await waitForToast(page, 'no longer works');
    await page.getByText('No API keys yet').waitFor();
    expect((await apiGet(server.baseUrl, '/api/assistants', key)).status).toBe(401);
  });
});
