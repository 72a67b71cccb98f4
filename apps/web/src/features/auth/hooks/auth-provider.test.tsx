import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeToken, jsonResponse, sampleUser } from '../../../test/fake-token.ts';
import { refreshSession } from '../api/auth.api.ts';
import { AuthProvider } from './auth-provider.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const routes = new Map<string, Handler>();
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const key = `${init?.method ?? 'GET'} ${String(input)}`;
  const handler = routes.get(key);
  if (!handler) throw new Error(`unexpected request ${key}`);
  return handler(init);
});
const callsTo = (key: string) => fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

beforeEach(() => {
  routes.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Probe() {
  const { status, user } = useAuth();
  return (
    <p>
      {status}:{user?.firstName ?? 'nobody'}
    </p>
  );
}

function renderProvider(path = '/dashboard') {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

function storeSession(token: string, user = sampleUser) {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(user));
}

describe('AuthProvider start-up', () => {
  it('is signed out without a stored session and calls nothing', () => {
    renderProvider();
    expect(screen.getByText('unauthenticated:nobody')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the stored user at once and takes the verified record', async () => {
    storeSession(fakeToken(24 * 3600_000));
    routes.set('GET /api/auth/user', () => jsonResponse(200, { ...sampleUser, firstName: 'Augusta' }));
    renderProvider();
    expect(screen.getByText('authenticated:Ada')).toBeTruthy();
    await screen.findByText('authenticated:Augusta');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('Augusta');
  });

  it.each([401, 403])('clears the session when verification answers %i', async (status) => {
    storeSession(fakeToken(24 * 3600_000));
    routes.set('GET /api/auth/user', () => jsonResponse(status, { message: 'Authentication required' }));
    renderProvider();
    await screen.findByText('unauthenticated:nobody');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the user on a server error or a network failure', async () => {
    storeSession(fakeToken(24 * 3600_000));
    routes.set('GET /api/auth/user', () => jsonResponse(503, { message: 'Service unavailable' }));
    renderProvider();
    await waitFor(() => expect(callsTo('GET /api/auth/user')).toHaveLength(1));
    expect(screen.getByText('authenticated:Ada')).toBeTruthy();
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });

  it('keeps the user when the network is down', async () => {
    storeSession(fakeToken(24 * 3600_000));
    routes.set('GET /api/auth/user', () => Promise.reject(new TypeError('Failed to fetch')));
    renderProvider();
    await waitFor(() => expect(callsTo('GET /api/auth/user')).toHaveLength(1));
    expect(screen.getByText('authenticated:Ada')).toBeTruthy();
  });

  it('refreshes a token with under 5 minutes left before verifying', async () => {
    const oldToken = fakeToken(2 * 60_000);
    const newToken = fakeToken(24 * 3600_000);
    storeSession(oldToken);
    routes.set('POST /api/auth/refresh', () => jsonResponse(200, { token: newToken, user: sampleUser }));
    routes.set('GET /api/auth/user', () => jsonResponse(200, sampleUser));
    renderProvider();
    expect(screen.getByText('loading:Ada')).toBeTruthy();
    await screen.findByText('authenticated:Ada');
    const [, init] = callsTo('POST /api/auth/refresh')[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${oldToken}`);
    expect(localStorage.getItem('authToken')).toBe(newToken);
    await waitFor(() => expect(callsTo('GET /api/auth/user')).toHaveLength(1));
  });

  it('logs out when the start-up refresh is refused', async () => {
    storeSession(fakeToken(60_000));
    routes.set('POST /api/auth/refresh', () => jsonResponse(401, { message: 'Session expired' }));
    renderProvider();
    await screen.findByText('unauthenticated:nobody');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(callsTo('GET /api/auth/user')).toHaveLength(0);
  });
});

describe('AuthProvider while signed in', () => {
  it('refreshes every 30 minutes when under an hour is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    storeSession(fakeToken(50 * 60_000));
    const newToken = fakeToken(24 * 3600_000);
    routes.set('GET /api/auth/user', () => jsonResponse(200, sampleUser));
    routes.set('POST /api/auth/refresh', () => jsonResponse(200, { token: newToken, user: sampleUser }));
    renderProvider();
    // vi.waitFor polls with real timers; Testing Library's waitFor would poll with the faked setInterval.
    await vi.waitFor(() => expect(callsTo('GET /api/auth/user')).toHaveLength(1));
    act(() => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await vi.waitFor(() => expect(localStorage.getItem('authToken')).toBe(newToken));
    act(() => {
      vi.advanceTimersByTime(30 * 60_000);
    });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('logs out through the server, clears storage and goes to /login', async () => {
    const token = fakeToken(24 * 3600_000);
    storeSession(token);
    routes.set('GET /api/auth/user', () => jsonResponse(200, sampleUser));
    routes.set('POST /api/auth/logout', () => jsonResponse(500, { message: 'boom' }));
    const location = memoryLocation({ path: '/settings', record: true });
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={createQueryClient()}>
          <Router hook={location.hook}>
            <AuthProvider>{children}</AuthProvider>
          </Router>
        </QueryClientProvider>
      ),
    });
    await act(() => result.current.logout());
    expect(callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(result.current.status).toBe('unauthenticated');
    expect(location.history?.at(-1)).toBe('/login');
  });
});

describe('auth helpers', () => {
  it('shares one in-flight refresh between concurrent callers', async () => {
    storeSession(fakeToken(60_000));
    routes.set('POST /api/auth/refresh', () => jsonResponse(200, { token: fakeToken(3600_000), user: sampleUser }));
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toBe(b);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('useAuth outside the provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
