import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_EMBED_CONFIG, HUB_SAMPLES, buildEmbedSnippet, getPlan } from '@siteline/contract';
import { createQueryClient } from '../../lib/query-client.ts';
import { chooseOption } from '../../test/choose-option.ts';
import { fakeAuth, renderWithAuth } from '../../test/render-with-auth.tsx';
import { sampleAssistant } from '../../test/sample-assistant.ts';
import { ApiManagementPage } from './api-management-page.tsx';

const ASSISTANTS = [
  sampleAssistant({ id: 'a-1', name: 'Harbor & Vine', apiKey: 'sl_harbor_0123456789' }),
  sampleAssistant({ id: 'a-2', name: 'Lumen Lamps', apiKey: 'sl_lumen_9876543210' }),
];

function renderPage(tier: 'free' | 'pro') {
  const limits = { tier, status: 'active', limits: getPlan(tier).limits, usage: { assistants: 2, messages: 0, crawls: 0 } };
  const answers: Record<string, unknown> = { '/api/assistants': ASSISTANTS, '/api/subscription/limits': limits, '/api/keys': [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url in answers ? new Response(JSON.stringify(answers[url])) : new Response('{"message":"Not found"}', { status: 404 }))),
  );
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <ApiManagementPage />
    </QueryClientProvider>,
    { path: '/api', auth: fakeAuth('authenticated') },
  );
}

const codeOf = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getByRole('figure')
    .querySelector('code')!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('ApiManagementPage', () => {
  it("shows the chosen assistant's embed snippet and the hub's REST sample, and the endpoint reference", async () => {
    renderPage('pro');
    const origin = window.location.origin;
    await waitFor(() => expect(codeOf('REST API')).toBe(HUB_SAMPLES.curl.generate({ baseUrl: origin, assistantId: 'a-1', apiKey: 'sl_harbor_0123456789' })));
    expect(codeOf('Embed widget')).toBe(buildEmbedSnippet({ origin, assistantId: 'a-1', config: DEFAULT_EMBED_CONFIG }));
    await chooseOption(screen.getByLabelText('Assistant'), 'Lumen Lamps');
    expect(codeOf('REST API')).toBe(HUB_SAMPLES.curl.generate({ baseUrl: origin, assistantId: 'a-2', apiKey: 'sl_lumen_9876543210' }));
    expect(codeOf('Embed widget')).toContain('a-2');

    const endpoints = within(screen.getByRole('list', { name: 'Endpoints' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const endpoint of [
      'POST/api/chat/{assistantId}',
      'GET/api/assistants',
      'POST/api/assistants',
      'PUT/api/assistants/{id}',
      'DELETE/api/assistants/{id}',
    ]) {
      expect(
        endpoints.some((text) => text!.startsWith(endpoint)),
        endpoint,
      ).toBe(true);
    }
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).toBeNull();
  });

  it('links the upgrade to /billing on a plan without API access', async () => {
    const { location } = renderPage('free');
    fireEvent.click(await screen.findByRole('link', { name: 'Upgrade Now' }));
    expect(location.history.at(-1)).toBe('/billing');
  });
});
