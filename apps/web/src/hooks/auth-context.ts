import { createContext } from 'react';
import type { LoginInput, RegisterInput, User } from '@siteline/contract';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Signs in and stores the session; rejects with the server's message (default 'Login failed'). */
  login: (input: LoginInput) => Promise<User>;
  /** Creates the account and stores the session; rejects with the server's message (default 'Registration failed'). */
  register: (input: RegisterInput) => Promise<User>;
  /** Tells the server, then always clears local data and goes to /login. */
  logout: () => Promise<void>;
  /** Replaces the current and stored user (after a profile change). */
  updateUser: (user: User) => void;
  /** Drops the session locally without calling the server (401 handling). */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
