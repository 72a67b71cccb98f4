import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HUB_SAMPLES } from '@siteline/contract';
import { createQueryClient } from '../../../lib/query-client.ts';
import { chooseOption } from '../../../test/choose-option.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { sampleAssistant } from '../../../test/sample-assistant.ts';
import { ApiIntegrationPage } from './api-integration-page.tsx';

function renderHub(assistants: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/assistants' ? new Response(JSON.stringify(assistants)) : new Response('{"message":"Not found"}', { status: 404 }),
    ),
  );
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <ApiIntegrationPage />
    </QueryClientProvider>,
    { path: '/api-integration', auth: fakeAuth('authenticated') },
  );
}

const code = () => screen.getByRole('figure').querySelector('code')!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('ApiIntegrationPage', () => {
  it('says no assistants were found and links to the dashboard', async () => {
    const { location } = renderHub([]);
    expect(await screen.findByRole('heading', { name: 'No AI Assistants Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it("shows the chosen assistant's key and endpoint, and samples for every platform and language", async () => {
    renderHub([
      sampleAssistant({ id: 'a-1', name: 'Harbor & Vine', apiKey: 'sl_harbor_0123456789' }),
      sampleAssistant({ id: 'a-2', name: 'Lumen Lamps', apiKey: 'sl_lumen_9876543210' }),
    ]);
    const selector = await screen.findByLabelText('Select Assistant');
    expect(screen.getByText('sl_harbo...')).toBeTruthy();
    expect(screen.getByText('POST /api/chat/a-1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy API key' }) as HTMLButtonElement).disabled).toBe(false);

    // Discord: Python first, then Node.js.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Discord', 'Telegram', 'Web API']);
    expect(code()).toContain('import discord');
    expect(screen.getByText('pip install -U discord.py')).toBeTruthy();
    expect(screen.getByText('Setup steps')).toBeTruthy();
    expect(screen.getByText('Step-by-step guide')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Discord language' })).getByRole('radio', { name: 'Node.js' }));
    expect(code()).toContain("from 'discord.js'");

    fireEvent.click(screen.getByRole('tab', { name: 'Telegram' }));
    expect(code()).toContain('getUpdates');

    fireEvent.click(screen.getByRole('tab', { name: 'Web API' }));
    const languages = screen.getByRole('radiogroup', { name: 'Web API language' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['cURL', 'JavaScript', 'Python', 'Go']);
    expect(code()).toContain('curl -sS');
    fireEvent.click(within(languages).getByRole('radio', { name: 'Go' }));
    expect(code()).toContain('package main');
    expect(code()).toContain('/api/chat/a-1');
    expect(code()).toContain('sl_harbor_0123456789');
    // The hub shows its own samples, which continue a conversation by conversationId (run in the server's sample tests).
    expect(code()).toBe(HUB_SAMPLES.go.generate({ baseUrl: window.location.origin, assistantId: 'a-1', apiKey: 'sl_harbor_0123456789' }));
    fireEvent.click(within(languages).getByRole('radio', { name: 'Python' }));
    expect(code()).toBe(HUB_SAMPLES['python-client'].generate({ baseUrl: window.location.origin, assistantId: 'a-1', apiKey: 'sl_harbor_0123456789' }));
    fireEvent.click(within(languages).getByRole('radio', { name: 'Go' }));

    // Another assistant: its key and id go into the same sample.
    await chooseOption(selector, 'Lumen Lamps');
    await waitFor(() => expect(screen.getByText('POST /api/chat/a-2')).toBeTruthy());
    expect(code()).toContain('sl_lumen_9876543210');
    expect(code()).toContain('package main');
  });
});
