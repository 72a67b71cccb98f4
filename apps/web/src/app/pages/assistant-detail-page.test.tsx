import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { QUICK_SETUP_PLATFORMS, type Assistant } from '@siteline/contract';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { resetToasts } from '../../hooks/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { chooseOption } from '../../test/choose-option.ts';
import { sampleAssistant } from '../../test/sample-assistant.ts';
import { AssistantDetailPage } from './assistant-detail-page.tsx';

const assistant: Assistant = sampleAssistant({
  id: 'a1',
  context: 'Coffee roaster in Portland',
  websiteUrl: 'https://harbor.example',
  apiKey: 'sk_live_1234567890abcd',
  crawlStatus: 'done',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const limits = {
  tier: 'free',
  status: 'active',
  limits: { maxAssistants: 1, maxMessagesPerMonth: 1000, fileUploadEnabled: false, multiLanguageSupport: false, brandingControl: false },
  usage: { messages: 0, assistants: 1 },
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let chatHandler: Handler;
let served: Assistant;
let patchHandler: Handler;
const requests: { url: string; method: string; body: unknown }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  served = assistant;
  chatHandler = () =>
    json({
      response: 'We open at **8 am**.',
      sessionId: 'dashboard-session',
      conversationId: 'c',
      timestamp: '',
      sources: [{ url: 'https://harbor.example/hours', title: 'Opening hours' }],
    });
  patchHandler = (_url, init) => json({ ...assistant, ...(JSON.parse(String(init.body)) as object) });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    requests.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/assistants/a1' && method === 'GET') return json(served);
    if (url === '/api/assistants/a1' && method === 'PATCH') return patchHandler(url, init);
    if (url === '/api/assistants/a1/rotate-key' && method === 'POST') return json({ ...assistant, apiKey: 'sl_rotated-key-wxyz' });
    if (url.startsWith('/api/assistants/')) return json({ message: 'Assistant not found' }, 404);
    if (url === '/api/subscription/limits') return json(limits);
    if (url === '/api/chat/a1') return chatHandler(url, init);
    return json({ message: 'unexpected' }, 500);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

function renderPage(path = '/bot/a1') {
  const { hook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <Router hook={hook}>
          <Route path="/bot/:id" component={AssistantDetailPage} />
        </Router>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const chatRequests = () => requests.filter((r) => r.url === '/api/chat/a1');

describe('AssistantDetailPage', () => {
  it('shows the loading text, then the assistant with its status', async () => {
    renderPage();
    expect(screen.getByText('Loading assistant...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Harbor & Vine' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Start a conversation to test your assistant')).toBeTruthy();
  });

  it("shows 'Assistant Not Found' with a way back for an unknown id", async () => {
    renderPage('/bot/missing');
    expect(await screen.findByText('Assistant Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends on Enter (trimmed), not on Shift+Enter or blank input, and shows the reply with its source', async () => {
    renderPage();
    const input = (await screen.findByPlaceholderText('Type your message...')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '  When do you open?  ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(chatRequests()).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('8 am')).toBeTruthy();
    expect(chatRequests()).toHaveLength(1);
    expect(chatRequests()[0]?.body).toMatchObject({ message: 'When do you open?', sessionId: 'dashboard-session' });
    expect(screen.getByRole('link', { name: 'Opening hours' }).getAttribute('href')).toBe('https://harbor.example/hours');
    expect(input.value).toBe('');
  });

  it("toasts 'Failed to send message' when the chat call fails", async () => {
    chatHandler = () => json({ message: 'boom' }, 500);
    renderPage();
    const input = await screen.findByPlaceholderText('Type your message...');
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });

  it('filters the name, ignores over-long context and saves the edited fields', async () => {
    renderPage();
    const name = (await screen.findByPlaceholderText('Assistant name (letters, numbers, spaces, and basic punctuation only)')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Harbor <&> Vine!' } });
    expect(name.value).toBe('Harbor & Vine');
    const context = screen.getByLabelText('Additional Context') as HTMLTextAreaElement;
    fireEvent.change(context, { target: { value: 'x'.repeat(10_001) } });
    expect(context.value).toBe('Coffee roaster in Portland');
    fireEvent.change(context, { target: { value: 'Roastery and café' } });
    expect(screen.getByText('17/10,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Personality' }));
    await chooseOption(screen.getByLabelText('Tone'), 'Concise');
    fireEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByText('Assistant updated successfully')).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({ name: 'Harbor & Vine', context: 'Roastery and café', tone: 'concise', isActive: true });
  });

  it('shows the server message of a rejected save', async () => {
    patchHandler = () => json({ message: "allowedOrigins: 'x' is not a valid origin such as https://www.example.com" }, 400);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByText(/allowedOrigins: 'x' is not a valid origin/)).toBeTruthy();
  });

  it("explains the multi-language lock with 'Upgrade Required' on the free plan", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Personality' }));
    await waitFor(() => expect(screen.getByText('Pro Feature')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Multi-language requires an upgrade' }));
    expect(await screen.findByText('Upgrade Required')).toBeTruthy();
    expect(screen.getByText(/Multi-language support is available on Pro and Enterprise plans/)).toBeTruthy();
  });

  it('adds allowed websites as origins and the API tab shows the key badge and samples', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Advanced' }));
    fireEvent.change(screen.getByPlaceholderText('https://www.example.com'), { target: { value: 'Shop.Example.com/about' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('https://shop.example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Integration Code' }));
    expect(screen.getByText('sk_live_...')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Telegram (Python)' }));
    expect(screen.getByText('pip install requests')).toBeTruthy();
    expect(screen.getByText(/LIMIT = 4096/)).toBeTruthy();
    // The per-assistant samples, which name the conversation by sessionId (run in the server's sample tests).
    const shown = screen.getAllByRole('figure').map((figure) => figure.querySelector('code')!.textContent);
    expect(shown).toContain(
      QUICK_SETUP_PLATFORMS.find((p) => p.id === 'telegram-python')!.generate({ baseUrl: window.location.origin, assistantId: 'a1', apiKey: assistant.apiKey }),
    );
  });

  it('rotates the API key only after confirmation and shows the new key', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Advanced' }));
    fireEvent.click(screen.getByRole('button', { name: 'Integration Code' }));
    expect(screen.getByDisplayValue('sk_live_••••••••abcd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/rotate-key'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate key' }));
    expect(await screen.findByText('API key rotated')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/assistants/a1/rotate-key' && r.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByDisplayValue('sl_rotat••••••••wxyz')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the website is still being read, or could not be read', async () => {
    served = { ...assistant, crawlStatus: 'running' };
    const { unmount } = renderPage();
    expect(await screen.findByText('Reading website…')).toBeTruthy();
    unmount();
    served = { ...assistant, crawlStatus: 'failed', crawlError: 'DNS lookup failed' };
    renderPage();
    expect((await screen.findByText('Website could not be read')).closest('[title]')?.getAttribute('title')).toBe('DNS lookup failed');
  });
});
