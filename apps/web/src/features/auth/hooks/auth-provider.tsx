import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginInput, RegisterInput, User } from '@siteline/contract';
import { TOKEN_STORAGE_KEY, clearStoredSession, getStoredToken, readStoredSession, storeSession, storeUser } from '../../../lib/session-storage.ts';
import { PERIODIC_CHECK_INTERVAL_MS, PERIODIC_REFRESH_WINDOW_MS, STARTUP_REFRESH_WINDOW_MS, isTokenExpiringWithin } from '../../../lib/token-expiry.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../../hooks/auth-context.ts';
import { useLatest } from '../../../hooks/use-latest.ts';
import { useIsHydrated } from '../../../hooks/use-is-hydrated.ts';

interface AuthState {
  status: AuthStatus;
  user: User | null;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null };

/**
 * Restores the stored user at once; a token about to expire stays 'loading' until refreshed. Signed
 * out is always the same object, so a signed-out visitor's page does not re-render once hydrated.
 */
function initialState(): AuthState {
  const stored = readStoredSession();
  if (!stored) return SIGNED_OUT;
  const needsRefresh = isTokenExpiringWithin(stored.token, STARTUP_REFRESH_WINDOW_MS);
  return { status: needsRefresh ? 'loading' : 'authenticated', user: stored.user };
}

const loadSessionCalls = () => import('../api/session-calls.ts');

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Render signed out while hydrating, as the prerendered page was built (no storage there), so
   * hydration matches its HTML; the stored session shows in the render right after.
   */
  isPrerendered?: boolean;
}

export function AuthProvider({ children, isPrerendered = false }: AuthProviderProps) {
  const [storedState, setState] = useState<AuthState>(() => (typeof window === 'undefined' ? SIGNED_OUT : initialState()));
  const isHydrated = useIsHydrated();
  const state = isPrerendered && !isHydrated ? SIGNED_OUT : storedState;
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const hasStarted = useRef(false);

  // Cached reads belong to the user who made them: drop them with the session.
  const clearSession = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setState({ status: 'unauthenticated', user: null });
  }, [queryClient]);

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  // Start-up: refresh a token close to expiry, then verify the session with the server.
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const stored = readStoredSession();
    if (!stored) return;
    void (async () => {
      const { fetchCurrentUser, refreshSession, verificationFailureOutcome } = await loadSessionCalls();
      if (isTokenExpiringWithin(stored.token, STARTUP_REFRESH_WINDOW_MS)) {
        const refreshed = await refreshSession();
        if (!refreshed) return clearSession();
        setState({ status: 'authenticated', user: refreshed.user });
      }
      try {
        updateUser(await fetchCurrentUser());
      } catch (error) {
        if (verificationFailureOutcome(error) === 'clear') clearSession();
      }
    })();
  }, [clearSession, updateUser]);

  // While signed in: every 30 minutes, refresh when under an hour is left.
  const isAuthenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => {
      const token = getStoredToken();
      if (!token || !isTokenExpiringWithin(token, PERIODIC_REFRESH_WINDOW_MS)) return;
      void loadSessionCalls().then(async ({ refreshSession }) => {
        const refreshed = await refreshSession();
        if (refreshed) setState({ status: 'authenticated', user: refreshed.user });
        else if (!getStoredToken()) setState({ status: 'unauthenticated', user: null });
      });
    }, PERIODIC_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isAuthenticated]);

  // Signing out (or in) in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredSession();
      setState(stored ? { status: 'authenticated', user: stored.user } : { status: 'unauthenticated', user: null });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(async (input: LoginInput) => {
    const { authFailureMessage, loginRequest } = await loadSessionCalls();
    try {
      const response = await loginRequest(input);
      storeSession(response.token, response.user);
      setState({ status: 'authenticated', user: response.user });
      return response.user;
    } catch (error) {
      throw new Error(authFailureMessage(error, 'Login failed'));
    }
  }, []);

  const register = useCallback(async (input: RegisterInput) => {
    const { authFailureMessage, registerRequest } = await loadSessionCalls();
    try {
      const response = await registerRequest(input);
      storeSession(response.token, response.user);
      setState({ status: 'authenticated', user: response.user });
      return response.user;
    } catch (error) {
      throw new Error(authFailureMessage(error, 'Registration failed'));
    }
  }, []);

  const locationRef = useLatest(location);
  const logout = useCallback(async () => {
    try {
      if (getStoredToken()) await (await loadSessionCalls()).logoutRequest();
    } catch {
      // the local session is cleared whatever the server says
    } finally {
      clearSession();
      if (locationRef.current !== '/login') navigate('/login');
    }
  }, [clearSession, locationRef, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      login,
      register,
      logout,
      updateUser,
      clearSession,
    }),
    [state, login, register, logout, updateUser, clearSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
