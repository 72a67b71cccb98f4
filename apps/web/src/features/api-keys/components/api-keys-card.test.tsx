import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { resetToasts } from '../../../hooks/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';

const KEY = 'sla_AbCdEfGh0123456789abcdefghijklmnopqrstuvwxYz9';

/** A stand-in for /api/keys that answers creation with `createAnswer`. */
function installApi(createAnswer: { status: number; body: unknown }) {
  const keys: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/keys' && init?.method === 'POST') {
      if (createAnswer.status === 201)
        keys.push({ id: 'k1', name: 'CI', maskedKey: 'sla_AbCd••••••••xYz9', createdAt: '2026-11-23T10:00:00.000Z', lastUsed: null, status: 'active' });
      return new Response(JSON.stringify(createAnswer.body), { status: createAnswer.status });
    }
    if (url === '/api/keys') return new Response(JSON.stringify(keys), { status: 200 });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <ApiKeysCard />
      <Toaster />
    </QueryClientProvider>,
    { path: '/api', auth: fakeAuth('authenticated') },
  );
}

const openCreateDialog = async () => {
  await screen.findByText('No API keys yet');
  fireEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
  return screen.getByRole('dialog', { name: 'Create API Key' });
};

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Create API Key', () => {
  it('refuses a blank name without calling the server', async () => {
    const fetchMock = installApi({ status: 201, body: {} });
    renderCard();
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByLabelText('Key Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByText('Key name is required')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("toasts 'API key created successfully.' and shows the whole key once, then lists it masked", async () => {
    installApi({ status: 201, body: { id: 'k1', name: 'CI', key: KEY, createdAt: '2026-11-23T10:00:00.000Z' } });
    renderCard();
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByLabelText('Key Name'), { target: { value: 'CI' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('API key created successfully.')).toBeTruthy();
    expect(screen.getByTestId('new-api-key').textContent).toBe(KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('api-key-value')).textContent).toBe('sla_AbCd••••••••xYz9');
    expect(document.body.textContent).not.toContain(KEY);
  });

  it("toasts 'Failed to create API key' and keeps the server's reason in the dialog", async () => {
    installApi({ status: 409, body: { message: 'An account can hold at most 20 API keys. Revoke one you no longer use first.', code: 'CONFLICT' } });
    renderCard();
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByLabelText('Key Name'), { target: { value: 'One too many' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Failed to create API key')).toBeTruthy();
    expect(within(dialog).getByText(/at most 20 API keys/)).toBeTruthy();
  });
});
