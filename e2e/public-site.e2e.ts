import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, registerViaApi, signInPage, startServer, type TestServer } from './support/index.ts';

const PLACEHOLDER_TEXT = 'This page is on its way';
const NOT_FOUND_TEXT = '404 Page Not Found';

/** Every prerendered route and a sentence its HTML must hold before any script runs. */
const PRERENDERED: Record<string, string | null> = {
  '/': 'Turn your website into an',
  '/pricing': 'Compare plans',
  '/about': '10,000+',
  '/docs': null, // the developer-docs branch owns its content
  '/support': 'Frequently asked questions',
  '/terms': '13. Changes to these terms and contact',
  '/privacy': 'aged 13 and over',
  '/contact': 'Send Message',
  '/login': 'Sign In',
  '/register': 'Create Account',
};

/** Code of the signed-in app that a public page must never download. */
const SIGNED_IN_CHUNKS = /(app-layout|dashboard-page|assistant-detail-page|settings-page|website-settings-page|user-menu)-[\w-]+\.js/;

let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openPage(): Promise<Page> {
  const opened = await newPage(browser, server.baseUrl);
  context = opened.context;
  return opened.page;
}

/** Paths (without #fragments) of the links inside `selector`, deduplicated. */
async function linkPaths(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(`${selector} a[href]`).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  return [...new Set(hrefs.map((href) => new URL(href).pathname))];
}

describe('the public site', () => {
  it('serves every public route as prerendered HTML with its own metadata', async () => {
    const titles = new Set<string>();
    for (const [path, sentence] of Object.entries(PRERENDERED)) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}${path}" />`);
      expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}${path}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).toContain(path === '/login' ? 'content="noindex, nofollow"' : 'content="index, follow"');
      expect(html).toMatch(/<div id="root">.*<h1/s);
      if (sentence) expect(html, path).toContain(sentence);
      expect(html).not.toContain('%SITELINE_ORIGIN%');
    }
    expect(titles.size).toBe(Object.keys(PRERENDERED).length);
  });

  it('lists the indexable public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    for (const path of Object.keys(PRERENDERED).filter((p) => p !== '/login')) expect(sitemap).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    expect(sitemap).not.toContain('/login<');
    expect(sitemap).not.toContain('/dashboard');
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /demo-site/internal/');
  });

  it('hydrates the public pages without errors and without loading the signed-in app', async () => {
    const page = await openPage();
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The prerendered heading, taken before any script runs, must be the one still shown after hydration.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { prerendered?: Element | null }).prerendered = document.querySelector('h1');
      }),
    );
    for (const path of ['/', '/pricing', '/about', '/support', '/contact', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const isKept = await page.evaluate(() => {
        const prerendered = (window as unknown as { prerendered?: Element | null }).prerendered;
        return Boolean(prerendered?.isConnected) && prerendered === document.querySelector('h1');
      });
      expect(isKept, path).toBe(true);
    }
    expect(errors).toEqual([]);
    expect(scripts.filter((url) => SIGNED_IN_CHUNKS.test(url))).toEqual([]);
    // Hydrated, not just painted: the demo modal opens from the prerendered button (the app's code
    // is requested after the first paint, so wait for it to arrive).
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await page.getByRole('dialog').locator('video').waitFor();
  });

  it('hydrates a signed-in visitor’s public page without a mismatch and shows their menu', async () => {
    const account = await registerViaApi(server.baseUrl);
    const page = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInPage(page, server.baseUrl, account);
    await page.goto('/about');
    await page.getByRole('button', { name: new RegExp(account.user.firstName) }).waitFor();
    expect(errors).toEqual([]);
  });

  it('walks every link of the navbar, footers and sidebar: no placeholder, no 404', async () => {
    const account = await registerViaApi(server.baseUrl);
    const page = await openPage();
    await page.goto('/');
    const paths = new Set([...(await linkPaths(page, 'nav[aria-label="Main"]')), ...(await linkPaths(page, 'footer'))]);
    await page.goto('/login');
    for (const path of await linkPaths(page, 'footer')) paths.add(path);
    await signInPage(page, server.baseUrl, account);
    await page.goto('/dashboard');
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    for (const path of await linkPaths(page, 'aside[aria-label="Sidebar"]')) paths.add(path);
    expect([...paths]).toEqual(
      expect.arrayContaining([
        '/',
        '/pricing',
        '/about',
        '/support',
        '/contact',
        '/terms',
        '/privacy',
        '/docs',
        '/dashboard',
        '/conversations',
        '/api',
        '/api-integration',
        '/website-settings',
        '/billing',
        '/settings',
      ]),
    );

    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      const text = await page.locator('body').innerText();
      if (text.includes(NOT_FOUND_TEXT)) problems.push(`${path}: 404`);
      if (text.includes(PLACEHOLDER_TEXT)) problems.push(`${path}: placeholder`);
    }
    expect(problems).toEqual([]);
  });

  it('has numbered Terms (13) and Privacy (12) sections, each with a Back button and today’s date', async () => {
    const page = await openPage();
    // A fixed day far from the build: the date is the visitor's today, and no midnight passes mid-test.
    await page.clock.setFixedTime(new Date(2031, 6, 4, 12));
    const today = 'July 4, 2031';
    for (const [path, count] of [
      ['/terms', 13],
      ['/privacy', 12],
    ] as const) {
      await page.goto(path);
      const headings = await page.locator('article h2').allInnerTexts();
      expect(headings).toHaveLength(count);
      expect(headings.map((heading) => heading.split('.')[0])).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
      await page.getByText(`Last updated: ${today}`).waitFor();
      await page.getByRole('button', { name: 'Back' }).waitFor();
    }
    await page.goto('/about');
    await page.goto('/terms');
    await page.waitForLoadState('networkidle'); // Back needs the app's code, requested after the first paint
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/about');
  });

  it('sends the contact form, shows each field’s message first, and keeps markup as text', async () => {
    const page = await openPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Message must be at least 10 characters').waitFor();
    await page.getByLabel('Name').fill('<b>Bold</b> <script>window.hacked=1</script>');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Message').fill('Can I use Siteline on two domains with one assistant?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent').waitFor();
    await page.getByText('within 24 hours').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });

  it('hides Live Chat when no Siteline assistant is on the page', async () => {
    const page = await openPage();
    await page.goto('/support');
    await page.getByRole('heading', { name: 'Email Support' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Start Live Chat' }).count()).toBe(0);
  });
});

describe('the public site with the operator’s own assistant (SITE_ASSISTANT_ID)', () => {
  let assistantServer: TestServer;
  beforeAll(async () => {
    assistantServer = await startServer({ env: { SITE_ASSISTANT_ID: '6f1c0f43-8a53-4f0e-9d49-3d0b8f6a1c2e' } });
  });
  afterAll(() => assistantServer?.stop());

  it('puts its widget on the public pages and Live Chat fires openChat', async () => {
    const opened = await newPage(browser, assistantServer.baseUrl);
    context = opened.context;
    const page = opened.page;
    await page.goto('/support');
    expect(await page.locator('script[data-site-assistant][data-assistant-id="6f1c0f43-8a53-4f0e-9d49-3d0b8f6a1c2e"]').count()).toBe(1);
    await page.evaluate(() => window.addEventListener('openChat', () => document.body.setAttribute('data-open-chat', 'fired')));
    await page.getByRole('button', { name: 'Start Live Chat' }).click();
    expect(await page.locator('body').getAttribute('data-open-chat')).toBe('fired');
  });
});
