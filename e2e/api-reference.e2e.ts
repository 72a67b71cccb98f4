import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, registerViaApi, startServer, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let assistant: { id: string; apiKey: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const account = await registerViaApi(server.baseUrl, { firstName: 'Ade' });
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

describe('the interactive API reference', () => {
  it('lists the operations of /api/openapi.json and sends a chat request with an API key, under the app policy', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      const response = await page.goto('/api-reference/');
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response!.headers()['content-security-policy']).not.toContain('unsafe-eval');

      const chat = page.locator('.opblock-post', { has: page.locator('[data-path="/api/chat/{assistantId}"]') }).first();
      await chat.waitFor();
      // Swagger UI puts zero-width spaces after slashes so long paths can wrap.
      const operations = (await page.locator('.opblock-summary-path').allTextContents()).map((text) => text.replace(/\u200b/g, ''));
      expect(operations.length).toBeGreaterThan(10);
      expect(operations).toEqual(expect.arrayContaining(['/api/assistants/{id}', '/api/chat/{assistantId}']));

      await page.getByRole('button', { name: 'Authorize' }).first().click();
      await page.locator('.modal-ux input[type="text"]').first().fill(assistant.apiKey);
      await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
      await page.locator('.modal-ux button.btn-done').click();

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
