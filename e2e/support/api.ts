import type { Page } from 'playwright-core';
import type { AuthResponse, User } from '@siteline/contract';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  user: User;
}

let sequence = 0;

/** An address no other test in this run uses. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} failed with ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Creates an account through POST /api/auth/register and returns its credentials and token. */
export async function registerViaApi(
  baseUrl: string,
  overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'firstName' | 'lastName'>> = {},
): Promise<TestAccount> {
  const input = { email: uniqueEmail(), password: 'correct-horse-42', firstName: 'Ada', lastName: 'Lovelace', ...overrides };
  const response = await postJson<AuthResponse>(`${baseUrl}/api/auth/register`, input);
  return { ...input, token: response.token, user: response.user };
}

/** Signs in through POST /api/auth/login. */
export function loginViaApi(baseUrl: string, email: string, password: string): Promise<AuthResponse> {
  return postJson<AuthResponse>(`${baseUrl}/api/auth/login`, { email, password });
}

/** Calls an authenticated API path with a bearer token; returns status and parsed body. */
export async function apiGet<T = unknown>(baseUrl: string, path: string, token: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Puts the account's session into the page's local storage (as the app stores it after sign-in),
 * without going through the form. Navigate afterwards.
 */
export async function signInPage(page: Page, baseUrl: string, account: Pick<TestAccount, 'token' | 'user'>): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, account);
}
