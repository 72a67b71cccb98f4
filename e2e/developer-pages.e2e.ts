import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, registerViaApi, signInPage, startServer, upgradeInTestMode, type TestAccount, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let account: TestAccount;
let assistant: { id: string; apiKey: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  account = await registerViaApi(server.baseUrl, { firstName: 'Ade' });
  const response = await fetch(`${server.baseUrl}/api/assistants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ name: 'Lantern Books', context: 'Lantern Books is a bookshop in Leeds, open every day from 9 am to 6 pm.' }),
  });
  assistant = (await response.json()) as { id: string; apiKey: string };
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the developer pages', () => {
  it('the integration hub gives the chosen assistant its key and ready-to-run samples', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInPage(page, server.baseUrl, account);
      await page.goto('/api-integration');
      await page.getByLabel('Select Assistant').waitFor();
      expect(await page.getByLabel('Select Assistant').textContent()).toBe('Lantern Books');
      await page.getByText(`POST /api/chat/${assistant.id}`).waitFor();
      await page.getByRole('button', { name: 'Copy API key' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(assistant.apiKey);

      await page.getByRole('tab', { name: 'Web API' }).click();
      await page.getByRole('radio', { name: 'Go' }).click();
      const code = page.getByRole('figure');
      expect(await code.locator('code').textContent()).toContain(`"${server.baseUrl}/api/chat/${assistant.id}"`);
      await code.getByRole('button', { name: 'Copy Code' }).click();
      await code.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('package main');
    } finally {
      await context.close();
    }
  });

  it('the docs link the interactive reference, which lists the operations and sends a chat request with a key under the app policy', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      // Requests with an API key need a plan with API access.
      await signInPage(page, server.baseUrl, account);
      await upgradeInTestMode(page, server.baseUrl, account.token);
      await page.goto('/docs');
      await page.waitForLoadState('networkidle'); // the tabs need the app's code, requested after the first paint
      await page.getByRole('tab', { name: 'Chat API' }).click();
      await page.getByText('POST /api/chat/{assistantId}').first().waitFor();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api-reference/')),
        page.getByRole('link', { name: 'API Reference' }).click(),
      ]);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');

      const chat = page.locator('.opblock-post', { has: page.locator('[data-path="/api/chat/{assistantId}"]') }).first();
      await chat.waitFor();
      // Swagger UI puts zero-width spaces after slashes so long paths can wrap.
      const operations = (await page.locator('.opblock-summary-path').allTextContents()).map((text) => text.replace(/\u200b/g, ''));
      expect(operations.length).toBeGreaterThan(10);
      expect(operations).toEqual(expect.arrayContaining(['/api/assistants/{id}', '/api/chat/{assistantId}']));

      await page.getByRole('button', { name: 'Authorize' }).first().click();
      const assistantKey = page.locator('.modal-ux .auth-container').filter({ hasText: 'assistantApiKey' });
      await assistantKey.locator('input[type="text"]').fill(assistant.apiKey);
      await assistantKey.locator('button.authorize').click();
      await assistantKey.locator('button.btn-done').click();

      await chat.locator('.opblock-summary').click();
      await chat.getByRole('button', { name: 'Try it out' }).click();
      await chat.locator('input[placeholder="assistantId"]').fill(assistant.id);
      await chat.locator('textarea.body-param__text').fill(JSON.stringify({ message: 'When are you open?', sessionId: 'reference-page' }));
      await chat.getByRole('button', { name: 'Execute' }).click();
      const live = chat.locator('.live-responses-table .response');
      await live.first().waitFor();
      expect(await live.locator('.response-col_status').first().textContent()).toContain('200');
      const body = await live.locator('.microlight, pre').first().textContent();
      expect(JSON.parse(body!)).toMatchObject({ response: expect.any(String), sessionId: 'reference-page', conversationId: expect.any(String) });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
