import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PLANS, type Assistant, type SubscriptionLimits } from '@siteline/contract';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { resetToasts } from '../../../hooks/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { chooseOption } from '../../../test/choose-option.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { WebsiteSettingsPage } from './website-settings-page.tsx';

const day = 24 * 60 * 60 * 1000;

function makeAssistant(overrides: Partial<Assistant> = {}): Assistant {
  return {
    id: 'a-1',
    name: 'Harbor & Vine',
    description: '',
    context: '',
    websiteUrl: 'https://harbor.example/',
    language: 'en',
    multiLanguage: false,
    personality: 'professional',
    tone: 'helpful',
    isActive: true,
    apiKey: 'sl_abcdefghijkl',
    promptTemplate: '',
    scrapedContent: { 'https://harbor.example/': { title: 'Home', size: 10_250 }, 'https://harbor.example/menu': { title: 'Menu', size: 2_150 } },
    allowedOrigins: [],
    autoScrapeEnabled: false,
    scrapeSchedule: 'manual',
    crawlStatus: 'done',
    crawlError: null,
    lastScrapedAt: new Date(Date.now() - 10 * day).toISOString(),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function limitsFor(tier: 'free' | 'pro'): SubscriptionLimits {
  const { limits } = PLANS[tier];
  return {
    tier,
    status: 'active',
    limits: { ...limits, autoScrapeSchedules: [...limits.autoScrapeSchedules] },
    usage: { assistants: 1, messages: 0, crawls: 1 },
  };
}

type Handler = (init: RequestInit | undefined) => Response;

function installApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url}`];
      return handler ? handler(init) : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function renderPage() {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <WebsiteSettingsPage />
      <Toaster />
    </QueryClientProvider>,
    { path: '/website-settings', auth: fakeAuth('authenticated') },
  );
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('WebsiteSettingsPage', () => {
  it('shows the website, freshness, page count and thousands of characters', async () => {
    installApi({ 'GET /api/assistants': json([makeAssistant()]), 'GET /api/subscription/limits': json(limitsFor('pro')) });
    renderPage();
    const card = await screen.findByTestId('website-card');
    expect(within(card).getByText('Harbor & Vine')).toBeTruthy();
    expect(within(card).getByText('No description')).toBeTruthy();
    expect(within(card).getByText('https://harbor.example/')).toBeTruthy();
    expect(within(card).getByText('1 week ago').closest('[data-tone]')?.getAttribute('data-tone')).toBe('yellow');
    expect(within(card).getByTestId('pages-count').textContent).toContain('2');
    expect(within(card).getByText('12.4k characters')).toBeTruthy();
  });

  it("says 'No assistants found' without assistants", async () => {
    installApi({ 'GET /api/assistants': json([]), 'GET /api/subscription/limits': json(limitsFor('free')) });
    renderPage();
    expect(await screen.findByText('No assistants found')).toBeTruthy();
  });

  it('locks the schedule and switch on the free plan with a Pro badge and upgrade link', async () => {
    installApi({
      'GET /api/assistants': json([makeAssistant({ websiteUrl: '', scrapedContent: {}, lastScrapedAt: null })]),
      'GET /api/subscription/limits': json(limitsFor('free')),
    });
    renderPage();
    const card = await screen.findByTestId('website-card');
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).toBe('/billing'));
    expect((within(card).getByLabelText('Scrape schedule') as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByRole('switch', { name: 'Auto-scraping' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('No website configured')).toBeTruthy();
    expect(within(card).getByText('never')).toBeTruthy();
    expect((within(card).getByRole('button', { name: /Rescrape/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a schedule on a paid plan and turns auto-scraping on with it', async () => {
    const calls = installApi({
      'GET /api/assistants': json([makeAssistant()]),
      'GET /api/subscription/limits': json(limitsFor('pro')),
      'PUT /api/assistants/a-1/auto-scrape': json({ autoScrapeEnabled: true, scrapeSchedule: 'weekly' }),
    });
    renderPage();
    const card = await screen.findByTestId('website-card');
    const toggle = within(card).getByRole('switch', { name: 'Auto-scraping' }) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('Auto-scraping updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ autoScrapeEnabled: true, scrapeSchedule: 'weekly' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(within(card).getByLabelText('Scrape schedule').textContent).toBe('Weekly');
  });

  it("shows the 'Premium Feature' toast when the server refuses auto-scraping", async () => {
    installApi({
      'GET /api/assistants': json([makeAssistant()]),
      'GET /api/subscription/limits': json(limitsFor('pro')),
      'PUT /api/assistants/a-1/auto-scrape': json({ message: 'Auto-scraping is not available on your current plan', code: 'PLAN_FEATURE_UNAVAILABLE' }, 403),
    });
    renderPage();
    const card = await screen.findByTestId('website-card');
    const select = within(card).getByLabelText('Scrape schedule') as HTMLButtonElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await chooseOption(select, 'Daily');
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(screen.getByText('Auto-scraping is available on Pro and Enterprise plans. Upgrade to unlock this feature!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade Plan' })).toBeTruthy();
  });

  it('queues a rescrape, then shows the crawl in progress', async () => {
    let status: Assistant['crawlStatus'] = 'done';
    installApi({
      'GET /api/assistants': () => new Response(JSON.stringify([makeAssistant({ crawlStatus: status })])),
      'GET /api/subscription/limits': json(limitsFor('pro')),
      'POST /api/assistants/a-1/scrape': () => {
        status = 'running';
        return new Response(JSON.stringify({ message: 'Rescrape queued', jobId: 'j-1' }), { status: 202 });
      },
    });
    renderPage();
    const card = await screen.findByTestId('website-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Rescrape' }));
    expect(await screen.findByText('Rescrape started')).toBeTruthy();
    expect(await within(card).findByText('Scraping your website...')).toBeTruthy();
    expect((within(card).getByRole('button', { name: /Scraping\.\.\./ }) as HTMLButtonElement).disabled).toBe(true);

    // The list polls while the crawl runs; its end is announced.
    status = 'done';
    expect(await screen.findByText('Website updated', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Harbor & Vine now knows 2 pages of your site.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Rescrape' })).toBeTruthy();
  }, 15_000);

  it("shows the server's reason when a rescrape is refused, and a failed crawl's error", async () => {
    installApi({
      'GET /api/assistants': json([makeAssistant({ crawlStatus: 'failed', crawlError: 'The site answered 503' })]),
      'GET /api/subscription/limits': json(limitsFor('pro')),
      'POST /api/assistants/a-1/scrape': json({ message: 'A crawl of this website is already in progress' }, 409),
    });
    renderPage();
    const card = await screen.findByTestId('website-card');
    expect(within(card).getByText('The site answered 503', { exact: false })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Rescrape' }));
    expect(await screen.findByText('A crawl of this website is already in progress')).toBeTruthy();
  });
});
