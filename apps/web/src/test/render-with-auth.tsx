import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../hooks/auth-context.ts';
import { sampleUser } from './fake-token.ts';

/** A stand-in auth state for components that only read it. */
export function fakeAuth(status: AuthStatus, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = status === 'unauthenticated' ? null : sampleUser;
  return {
    status,
    user,
    isLoading: status === 'loading',
    isAuthenticated: status === 'authenticated',
    login: async () => sampleUser,
    register: async () => sampleUser,
    logout: async () => undefined,
    updateUser: () => undefined,
    clearSession: () => undefined,
    ...overrides,
  };
}

/** Renders `ui` at `path` in an in-memory router with the given auth state. */
export function renderWithAuth(ui: ReactNode, options: { path: string; auth: AuthContextValue }) {
  const location = memoryLocation({ path: options.path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <AuthContext.Provider value={options.auth}>{ui}</AuthContext.Provider>
    </Router>,
  );
  return { ...result, location };
}
