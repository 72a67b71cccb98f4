import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, registerViaApi, signInPage, startServer, type TestAccount, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let account: TestAccount;
let assistantId: string;

/** Every Content-Security-Policy refusal the browser reports on a page and in its frames. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  account = await registerViaApi(server.baseUrl, { firstName: 'Nia' });
  const response = await fetch(`${server.baseUrl}/api/assistants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    // Only another site may embed it: the customiser preview must still work.
    body: JSON.stringify({ name: 'Lantern Books', context: 'Lantern Books is a bookshop open every day from 9 to 6.' }),
  });
  assistantId = ((await response.json()) as { id: string }).id;
  await fetch(`${server.baseUrl}/api/assistants/${assistantId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ allowedOrigins: ['https://lantern-books.example'] }),
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the app under its Content-Security-Policy', () => {
  let context: BrowserContext | undefined;
  afterAll(() => context?.close());

  it('runs the dashboard, the assistant screen and the customiser preview without a single refusal', async () => {
    let page: Page;
    ({ context, page } = await newPage(browser, server.baseUrl));
    const violations = recordCspViolations(page);
    await signInPage(page, server.baseUrl, account);
    const appPage = await page.goto('/dashboard');
    expect(appPage!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Lantern Books').first().waitFor();
    await page.goto(`/bot/${assistantId}`);
    await page.getByRole('heading', { name: 'Lantern Books' }).waitFor();
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByRole('button', { name: 'Add to Website' }).click();

    // The preview is sandboxed without allow-same-origin: an opaque origin, no storage, yet it chats.
    const frame = page.frameLocator('iframe[title="Widget preview"]');
    expect(await page.locator('iframe[title="Widget preview"]').getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-forms');
    const input = frame.locator('siteline-chat textarea');
    await expect.poll(() => input.isVisible(), { timeout: 20_000 }).toBe(true);
    await input.fill('When are you open?');
    await input.press('Enter');
    const answer = frame.locator('siteline-chat .m.a').nth(1);
    await expect.poll(() => answer.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    // An answer of the assistant, not a refusal (this assistant allows only another site's origin).
    expect((await answer.textContent())!.length).toBeGreaterThan(10);
    expect(await frame.locator('siteline-chat').textContent()).not.toMatch(/not allowed|could not be reached/);
    expect(violations).toEqual([]);
  });

  it('runs the widget demo page without a refusal', async () => {
    let page: Page;
    ({ context, page } = await newPage(browser, server.baseUrl));
    const violations = recordCspViolations(page);
    await page.goto(`/widget-demo.html?assistant=${assistantId}`);
    await page.locator('siteline-chat').waitFor({ state: 'attached', timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Open the chat' }).isEnabled()).toBe(true);
    expect(violations).toEqual([]);
  });
});
