import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeAuth, renderWithAuth } from '../../test/render-with-auth.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { GuestRoute } from './guest-route.tsx';

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session is being decided", () => {
    renderWithAuth(<ProtectedRoute>secret page</ProtectedRoute>, { path: '/settings', auth: fakeAuth('loading') });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it("sends a guest to /login, showing 'Redirecting...'", async () => {
    const { location } = renderWithAuth(<ProtectedRoute>secret page</ProtectedRoute>, { path: '/settings', auth: fakeAuth('unauthenticated') });
    expect(screen.getByText('Redirecting...')).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('renders the page for a signed-in user', () => {
    const { location } = renderWithAuth(<ProtectedRoute>secret page</ProtectedRoute>, { path: '/settings', auth: fakeAuth('authenticated') });
    expect(screen.getByText('secret page')).toBeTruthy();
    expect(location.history).toEqual(['/settings']);
  });
});

describe('GuestRoute', () => {
  it('sends a signed-in user to /dashboard by default', async () => {
    const { location } = renderWithAuth(<GuestRoute>sign-in form</GuestRoute>, { path: '/login', auth: fakeAuth('authenticated') });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
    expect(screen.queryByText('sign-in form')).toBeNull();
  });

  it('honours another destination', async () => {
    const { location } = renderWithAuth(<GuestRoute redirectTo="/billing">sign-in form</GuestRoute>, { path: '/login', auth: fakeAuth('authenticated') });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/billing'));
  });

  it('renders the page for a guest', () => {
    renderWithAuth(<GuestRoute>sign-in form</GuestRoute>, { path: '/login', auth: fakeAuth('unauthenticated') });
    expect(screen.getByText('sign-in form')).toBeTruthy();
  });
});
