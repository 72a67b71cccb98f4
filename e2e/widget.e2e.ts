import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, launchBrowser, newPage, registerViaApi, startServer, type TestAccount, type TestServer } from './support/index.ts';
import { REPO_ROOT } from './support/paths.ts';

/** Rules a careless theme might ship; the widget must look and work the same under them. */
const HOSTILE_CSS = '* { font-size: 31px } div { display: none } button { all: unset }';

const SITE_PAGES: Record<string, string> = {
  '/': '<h1>Tidewater Kites</h1><p>Tidewater Kites builds handmade stunt kites and beach kites in Portland, Maine.</p><p><a href="/shipping">Shipping</a> <a href="/repairs">Repairs</a></p>',
  '/shipping':
    '<h1>Shipping</h1><p>We ship kites to Canada within 5 business days. Orders over 80 dollars ship free.</p><p>Express shipping inside the United States takes two days.</p>',
  '/repairs': '<h1>Repairs</h1><p>Bring a torn sail to the workshop and we mend it within a week for a flat fee of 25 dollars.</p>',
};

interface HostSite {
  origin: string;
  close(): Promise<void>;
}

/** A small business site on its own port (another origin than the Siteline server) embedding the snippet. */
async function startHostSite(snippet: () => string): Promise<HostSite> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const isStrict = pathname === '/strict';
    const body = SITE_PAGES[isStrict ? '/' : pathname];
    if (!body) return void res.writeHead(404).end('not found');
    const apiOrigin = /src="(http:\/\/[^/"]+)/.exec(snippet())?.[1] ?? '';
    // A strict policy: no inline styles or scripts, only the Siteline origin for script and fetch.
    const csp = isStrict ? { 'content-security-policy': `default-src 'self'; script-src ${apiOrigin}; connect-src ${apiOrigin}; style-src 'self'` } : {};
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...csp });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tidewater Kites</title><style>${HOSTILE_CSS}</style></head><body>${body}${snippet()}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitForCrawl(server: TestServer, owner: TestAccount, id: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { body } = await apiGet<{ crawlStatus: string }>(server.baseUrl, `/api/assistants/${id}`, owner.token);
    if (body.crawlStatus === 'done') return;
    if (body.crawlStatus === 'failed') throw new Error('crawl failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('crawl did not finish');
}

const widget = (page: Page, selector: string) => page.locator(`siteline-chat ${selector}`);

describe('embeddable widget on a customer site', () => {
  let server: TestServer;
  let browser: Browser;
  let owner: TestAccount;
  let assistantId: string;
  let allowedSite: HostSite;
  let refusedSite: HostSite;

  beforeAll(async () => {
    // Always rebuild (under a second) so the test never runs against a stale widget.js.
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@siteline/widget'], { cwd: REPO_ROOT, stdio: 'inherit' });
    server = await startServer({ env: { CRAWL_ALLOW_PRIVATE: 'true' } });
    const snippet = () =>
      `<script src="${server.baseUrl}/widget.js" data-assistant-id="${assistantId}" data-api-origin="${server.baseUrl}" data-position="bottom-left" async></script>`;
    allowedSite = await startHostSite(snippet);
    refusedSite = await startHostSite(snippet);
    browser = await launchBrowser();
    owner = await registerViaApi(server.baseUrl);
    const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.baseUrl}/api/assistants`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Tidewater Kites', websiteUrl: `${allowedSite.origin}/` }),
    });
    expect(created.status).toBe(201);
    assistantId = ((await created.json()) as { id: string }).id;
    const patched = await fetch(`${server.baseUrl}/api/assistants/${assistantId}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ allowedOrigins: [allowedSite.origin] }),
    });
    expect(patched.status).toBe(200);
    await waitForCrawl(server, owner, assistantId);
  });

  afterAll(async () => {
    await browser?.close();
    await allowedSite?.close();
    await refusedSite?.close();
    await server?.stop();
  });

  it('answers a visitor under hostile CSS, keeps the history across reloads and records the rating', async () => {
    const { context, page } = await newPage(browser, allowedSite.origin);
    try {
      await page.goto('/');
      const launcher = widget(page, 'button.lau');
      await expect.poll(() => launcher.count()).toBe(1);
      const box = (await launcher.boundingBox())!;
      expect(box.width).toBe(56);
      expect(box.x).toBeLessThan(40);
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.body.children.length)).toBe(5);

      await launcher.click();
      const input = widget(page, 'textarea');
      await expect.poll(() => input.isVisible()).toBe(true);
      expect(await input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(
        await widget(page, '.m.a')
          .first()
          .evaluate((el) => getComputedStyle(el).fontSize),
      ).toBe('14px');
      expect(await widget(page, '.m.a').first().textContent()).toBe('Hi! How can I help you today?');

      const question = 'How long does shipping to Canada take?';
      await input.fill(question);
      const chatResponse = page.waitForResponse((r) => r.url().endsWith(`/api/widget/${assistantId}/chat`));
      await input.press('Enter');
      expect((await chatResponse).headers()['content-type']).toContain('text/event-stream');
      const answer = widget(page, '.m.a').nth(1);
      await expect.poll(() => answer.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
      expect(await answer.textContent()).toContain('5 business days');

      await page.reload();
      await widget(page, 'button.lau').click();
      await expect.poll(() => widget(page, '.m.u').allTextContents()).toEqual([question]);
      expect(await widget(page, '.m.a').nth(1).textContent()).toContain('5 business days');

      await page.keyboard.press('Escape');
      await expect.poll(() => widget(page, '.stars button').count()).toBe(5);
      await widget(page, '.stars button').nth(4).click();
      await expect.poll(() => widget(page, '.rate').textContent()).toContain('Thanks for your feedback!');
      await page.keyboard.press('Escape');
      await expect.poll(() => widget(page, '[role="dialog"]').isVisible()).toBe(false);
      expect(await widget(page, 'button.lau').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    } finally {
      await context.close();
    }

    const { body } = await apiGet<{ conversations: { id: string; assistantId: string; channel: string }[] }>(server.baseUrl, '/api/conversations', owner.token);
    const listed = body.conversations.find((c) => c.assistantId === assistantId && c.channel === 'widget');
    expect(listed).toBeDefined();
    const { body: conversation } = await apiGet<{ satisfactionRating: number | null; messages: { role: string; content: string }[] }>(
      server.baseUrl,
      `/api/conversations/${listed!.id}`,
      owner.token,
    );
    expect(conversation.satisfactionRating).toBe(5);
    expect(conversation.messages[0]).toMatchObject({ role: 'user', content: 'How long does shipping to Canada take?' });
    expect(conversation.messages[1]!.content).toContain('5 business days');
  });

  it('fills the screen on a phone and opens from window.Siteline and the openChat event', async () => {
    const { context, page } = await newPage(browser, allowedSite.origin, { viewport: { width: 375, height: 700 } });
    try {
      await page.goto('/shipping');
      await expect.poll(() => widget(page, 'button.lau').count()).toBe(1);
      await page.evaluate(() => window.dispatchEvent(new Event('openChat')));
      const panel = widget(page, '[role="dialog"]');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
      await page.evaluate(() => (window as unknown as { Siteline: { close(): void } }).Siteline.close());
      await expect.poll(() => panel.isVisible()).toBe(false);
      await page.evaluate(() => (window as unknown as { Siteline: { open(): void } }).Siteline.open());
      await expect.poll(() => panel.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps its styles under a Content-Security-Policy that forbids inline styles', async () => {
    const { context, page } = await newPage(browser, allowedSite.origin);
    try {
      await page.goto('/strict');
      const launcher = widget(page, 'button.lau');
      await expect.poll(() => launcher.count()).toBe(1);
      expect((await launcher.boundingBox())!.width).toBe(56);
      await launcher.click();
      await expect.poll(() => widget(page, '[role="dialog"]').isVisible()).toBe(true);
      expect((await widget(page, '[role="dialog"]').boundingBox())!.width).toBe(380);
    } finally {
      await context.close();
    }
  });

  it('shows the offline message on an origin outside allowedOrigins, which the server refuses', async () => {
    const { context, page } = await newPage(browser, refusedSite.origin);
    try {
      await page.goto('/');
      await widget(page, 'button.lau').click();
      await expect.poll(() => widget(page, '[role="log"]').textContent()).toContain("We're currently offline. Leave a message and we'll get back to you!");
      expect(await widget(page, 'textarea').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
    const headers = { origin: refusedSite.origin, 'content-type': 'application/json' };
    const config = await fetch(`${server.baseUrl}/api/widget/${assistantId}/config`, { headers });
    expect(config.status).toBe(403);
    const chat = await fetch(`${server.baseUrl}/api/widget/${assistantId}/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'hi', sessionId: 'refused-1' }),
    });
    expect(chat.status).toBe(403);
    expect(((await chat.json()) as { code: string }).code).toBe('ORIGIN_NOT_ALLOWED');
  });
});
