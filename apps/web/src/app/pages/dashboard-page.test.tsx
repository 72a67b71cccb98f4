import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PLANS, type Assistant } from '@siteline/contract';
import { Toaster } from '../../components/ui/toaster.tsx';
import { resetToasts } from '../../hooks/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { fakeAuth, renderWithAuth } from '../../test/render-with-auth.tsx';
import { sampleUser } from '../../test/fake-token.ts';
import { sampleAssistant } from '../../test/sample-assistant.ts';
import { DashboardPage } from './dashboard-page.tsx';

function makeAssistant(overrides: Partial<Assistant>): Assistant {
  return sampleAssistant({
    context: 'Specialty coffee roaster with two cafés in Portland.',
    websiteUrl: 'https://www.harbor.example/',
    personality: 'friendly',
    crawlStatus: 'done',
    ...overrides,
  });
}

function installApi(assistants: Assistant[], avgResponseTimeMs: number | null) {
  const bodies: Record<string, unknown> = {
    '/api/assistants': assistants,
    '/api/usage': {
      messageCount: 12_345,
      assistants: assistants.length,
      crawls: 1,
      conversations: 3,
      avgResponseTimeMs,
      periodStart: '2026-01-01T00:00:00.000Z',
    },
    '/api/subscription/limits': { tier: 'free', status: 'active', limits: PLANS.free.limits, usage: { assistants: assistants.length, messages: 0, crawls: 1 } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(bodies[url] ?? { message: 'Not found' }), { status: url in bodies ? 200 : 404 })),
  );
}

function renderDashboard(user = sampleUser) {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <DashboardPage />
      <Toaster />
    </QueryClientProvider>,
    { path: '/dashboard', auth: fakeAuth('authenticated', { user }) },
  );
}

const statValue = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'P')?.textContent;

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('welcomes the user and shows the stats from real data', async () => {
    installApi([makeAssistant({}), makeAssistant({ id: 'a-2', name: 'Paused Shop', isActive: false })], 812);
    renderDashboard();
    expect(screen.getByText(/Welcome back, Ada!/)).toBeTruthy();
    await screen.findAllByTestId('assistant-card');
    expect(await screen.findByText('0.8s')).toBeTruthy();
    expect(statValue('Active Assistants')).toBe('1');
    expect(statValue('Messages Processed')).toBe('12,345');
  });

  it("falls back to 'User' and shows a dash before any reply was timed", async () => {
    installApi([], null);
    renderDashboard({ ...sampleUser, firstName: '' });
    expect(screen.getByText(/Welcome back, User!/)).toBeTruthy();
    expect(await screen.findByText('—')).toBeTruthy();
  });

  it('shows each assistant with status, key preview, language, personality and website', async () => {
    installApi(
      [makeAssistant({}), makeAssistant({ id: 'a-2', name: 'Global Books', isActive: false, multiLanguage: true, apiKey: '', personality: 'empathetic' })],
      null,
    );
    renderDashboard();
    const [first, second] = await screen.findAllByTestId('assistant-card');
    expect(within(first!).getByText('Active')).toBeTruthy();
    expect(within(first!).getByText('sl_live_...')).toBeTruthy();
    expect(within(first!).getByText('EN')).toBeTruthy();
    expect(within(first!).getByText('Friendly')).toBeTruthy();
    expect(within(first!).getByText('harbor.example').closest('a')?.getAttribute('href')).toBe('https://www.harbor.example/');
    expect(within(first!).getByText(/Specialty coffee roaster/)).toBeTruthy();
    expect(within(second!).getByText('Inactive')).toBeTruthy();
    expect(within(second!).getByText('Generated')).toBeTruthy();
    expect(within(second!).getByText('MULTILANGUAGE')).toBeTruthy();
    expect(within(second!).getByText('Empathetic')).toBeTruthy();
  });

  it("offers 'Create Your First Assistant' when there are none, which opens the form", async () => {
    installApi([], null);
    renderDashboard();
    expect(await screen.findByText('No assistants yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New AI Assistant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Assistant' }));
    expect(within(dialog).getByText('Business name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Business Name'), { target: { value: 'Joe’s <Diner> #7' } });
    expect((within(dialog).getByLabelText('Business Name') as HTMLInputElement).value).toBe('Joes Diner 7');
    expect(within(dialog).queryByText('Business name is required')).toBeNull();
  });

  it("refuses multi-language on the free plan with the 'Upgrade Required' toast", async () => {
    installApi([], null);
    renderDashboard();
    await screen.findByText('No assistants yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Assistant' }));
    const toggle = screen.getByRole('switch', { name: 'Multi-language (Pro Feature)' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Upgrade Required')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('says the list could not be loaded when the answer does not match the contract', async () => {
    installApi([{ id: 'a-1', name: 'Harbor & Vine' } as Assistant], null);
    renderDashboard();
    expect(await screen.findByText("We couldn't load your assistants. Refresh the page to try again.")).toBeTruthy();
    expect(screen.queryAllByTestId('assistant-card')).toHaveLength(0);
  });
});
