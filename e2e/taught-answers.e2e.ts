import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, launchBrowser, newPage, registerViaApi, signInPage, startServer, waitForToast, type TestAccount, type TestServer } from './support/index.ts';
import { REPO_ROOT } from './support/paths.ts';

const PAGES: Record<string, string> = {
  '/': '<h1>Tidewater Kites</h1><p>Tidewater Kites builds handmade stunt kites and beach kites in Portland, Maine.</p><p><a href="/shipping">Shipping</a></p>',
  '/shipping': '<h1>Shipping</h1><p>We ship kites to Canada within 5 business days. Orders over 80 dollars ship free.</p>',
};
const TAUGHT = 'Yes! We gift-wrap any kite in recycled paper for 3 dollars. Add a note at checkout.';

const widget = (page: Page, selector: string) => page.locator(`siteline-chat ${selector}`);

/** A visitor on the customer's site asks one question through the widget and reads the reply. */
async function askThroughWidget(browser: Browser, origin: string, question: string): Promise<string> {
  const { context, page } = await newPage(browser, origin);
  try {
    await page.goto('/');
    await widget(page, 'button.lau').click();
    const input = widget(page, 'textarea');
    await input.fill(question);
    await input.press('Enter');
    const answer = widget(page, '.m.a').nth(1);
    await expect.poll(() => answer.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    return (await answer.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

describe('unanswered questions and answers the owner teaches, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let owner: TestAccount;
  let assistantId: string;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@siteline/widget'], { cwd: REPO_ROOT, stdio: 'inherit' });
    server = await startServer({ env: { CRAWL_ALLOW_PRIVATE: 'true' } });
    site = http.createServer((req, res) => {
      const body = PAGES[(req.url ?? '/').split('?')[0]!];
      if (!body) return void res.writeHead(404).end('not found');
      const snippet = `<script src="${server.baseUrl}/widget.js" data-assistant-id="${assistantId}" data-api-origin="${server.baseUrl}" async></script>`;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tidewater Kites</title></head><body>${body}${snippet}</body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    owner = await registerViaApi(server.baseUrl);
    const created = await fetch(`${server.baseUrl}/api/assistants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tidewater Kites', websiteUrl: `${origin}/` }),
    });
    expect(created.status).toBe(201);
    assistantId = ((await created.json()) as { id: string }).id;
    const deadline = Date.now() + 120_000;
    while ((await apiGet<{ crawlStatus: string }>(server.baseUrl, `/api/assistants/${assistantId}`, owner.token)).body.crawlStatus !== 'done') {
      if (Date.now() > deadline) throw new Error('crawl did not finish');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await server?.stop();
  });

  it('a question the site does not answer is taught once, and the next visitor asking in other words gets the owner’s answer', async () => {
    const first = await askThroughWidget(browser, origin, 'Do you offer gift wrapping?');
    expect(first).not.toContain('gift-wrap');

    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await signInPage(page, server.baseUrl, owner);
      await page.goto(`/bot/${assistantId}`);
      const unanswered = page.getByRole('list', { name: 'Unanswered questions' });
      await expect.poll(() => unanswered.getByText('Do you offer gift wrapping?').count(), { timeout: 10_000 }).toBe(1);
      await unanswered.getByRole('listitem').filter({ hasText: 'Do you offer gift wrapping?' }).getByRole('button', { name: 'Add answer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add answer' });
      expect(await dialog.getByLabel('Question').inputValue()).toBe('Do you offer gift wrapping?');
      await dialog.getByLabel('Answer').fill(TAUGHT);
      await dialog.getByRole('button', { name: 'Save answer' }).click();
      await waitForToast(page, 'Answer saved');
      await expect.poll(() => page.getByRole('list', { name: 'Taught answers' }).getByText(TAUGHT).count()).toBe(1);
      await expect.poll(() => page.getByText('No unanswered questions.', { exact: false }).count()).toBe(1);
    } finally {
      await context.close();
    }

    const second = await askThroughWidget(browser, origin, 'Can you gift wrap my kite?');
    expect(second).toContain(TAUGHT);
  });

  it('shows both visitors’ conversations on the Conversations screen, searchable, each opening its whole thread', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await signInPage(page, server.baseUrl, owner);
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Conversations' }).first().click();
      await page.waitForURL('**/conversations');
      const list = page.getByRole('list', { name: 'Conversations', exact: true });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
      expect(await page.getByText('Total Conversations').locator('..').textContent()).toContain('2');
      expect(await page.getByText('Total Messages').locator('..').textContent()).toContain('4');
      expect(await page.getByText('Avg Satisfaction').locator('..').textContent()).toContain('0.0/5');

      await page.getByLabel('Search').fill('kite');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /Open the conversation/ })
        .click();
      const thread = page.getByRole('dialog', { name: 'Tidewater Kites' });
      // Direct items only: each answer holds a list of its sources.
      const messages = thread.locator('ol[aria-label="Messages"] > li');
      await expect.poll(() => messages.count()).toBe(2);
      expect(await messages.nth(0).textContent()).toContain('Can you gift wrap my kite?');
      expect(await messages.nth(1).textContent()).toContain(TAUGHT);
      expect(await messages.nth(1).getByRole('list', { name: 'Sources' }).textContent()).toContain('Answer from Tidewater Kites');
      await page.keyboard.press('Escape');

      await page.getByLabel('Search').fill('nothing-like-this-was-said');
      await expect.poll(() => page.getByText('No conversations yet').count()).toBe(1);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download All' }).click();
      expect((await download).suggestedFilename()).toBe('all-conversations.json');
      await waitForToast(page, 'Downloaded');
    } finally {
      await context.close();
    }
  });
});
