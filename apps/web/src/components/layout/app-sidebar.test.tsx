import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PLANS } from '@siteline/contract';
import { createQueryClient } from '../../lib/query-client.ts';
import { fakeAuth, renderWithAuth } from '../../test/render-with-auth.tsx';
import { jsonResponse, sampleUser } from '../../test/fake-token.ts';
import { AppSidebar, userRoleText } from './app-sidebar.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    jsonResponse(200, {
      tier: 'pro',
      status: 'active',
      limits: { ...PLANS.pro.limits, maxAssistants: 5, maxMessagesPerMonth: 100000 },
      usage: { assistants: 1, messages: 10, crawls: 0 },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSidebar(path: string, auth = fakeAuth('authenticated')) {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <AppSidebar isOpen={false} onClose={() => undefined} />
    </QueryClientProvider>,
    { path, auth },
  );
}

describe('AppSidebar', () => {
  it('lists the five items and highlights the current one, also below its route', async () => {
    renderSidebar('/billing/history');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Conversations', 'API Integration', 'Website Settings', 'Billing & Plans', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Billing & Plans' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await screen.findByText('Pro Plan');
  });

  it('shows the name, the plan text and Sign Out', () => {
    renderSidebar('/dashboard');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it("shows 'Administrator' and no plan card for an admin", () => {
    renderSidebar('/dashboard', fakeAuth('authenticated', { user: { ...sampleUser, role: 'admin' } }));
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not rendered without a user', () => {
    renderSidebar('/dashboard', fakeAuth('unauthenticated'));
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });

  it('words the role text', () => {
    expect(userRoleText({ role: 'admin', subscriptionTier: 'free' })).toBe('Administrator');
    expect(userRoleText({ role: 'user', subscriptionTier: 'enterprise' })).toBe('Enterprise plan');
  });
});
