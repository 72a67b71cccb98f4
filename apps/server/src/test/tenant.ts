import crypto from 'node:crypto';
import { findUserById } from '../auth/accounts.queries.ts';
import { startSession } from '../features/auth/start-session.ts';
import { setTier, type TestApp } from './test-app.ts';
import { waitFor } from './sse-client.ts';

/** An account with one assistant (website-less unless one is given, so no crawl runs) and one conversation. */
export interface Tenant {
  userId: string;
  email: string;
  password: string;
  token: string;
  assistantId: string;
  assistantName: string;
  apiKey: string;
  conversationId: string;
  /** An account API key of the tenant, and its id. */
  accountKey: string;
  accountKeyId: string;
  /** The creation-progress session the assistant was created under. */
  progressSessionId: string;
}

let created = 0;
/** A client address of its own per account, so the per-IP sign-up limit never blocks a fixture. */
const nextAddress = () => `10.77.${Math.floor(created / 250)}.${(created % 250) + 1}`;

/** Registers an account on a paid plan (API keys are a paid feature) and gives it an assistant and a conversation. */
export async function createTenant(t: TestApp, label: string, options: { tier?: 'free' | 'pro'; websiteUrl?: string } = {}): Promise<Tenant> {
  created += 1;
  const email = `${label}-${created}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextAddress(),
    payload: { email, password, firstName: label, lastName: 'Tenant' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const { token, user } = registered.json() as { token: string; user: { id: string } };
  await setTier(t, user.id, options.tier ?? 'pro');
  const tenant = { userId: user.id, email, password, token } as Tenant;
  await giveAssistant(t, tenant, label, options.websiteUrl);
  await giveAccountKey(t, tenant);
  return tenant;
}

/** Issues the tenant an account API key (again, after a fuzzed revoke). */
export async function giveAccountKey(t: TestApp, tenant: Tenant): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: { authorization: `Bearer ${tenant.token}` },
    payload: { name: 'Tenant key' },
  });
  if (response.statusCode !== 201) throw new Error(`create API key failed: ${response.statusCode} ${response.body}`);
  const { id, key } = response.json() as { id: string; key: string };
  Object.assign(tenant, { accountKey: key, accountKeyId: id });
}

/**
 * Creates the tenant's assistant (again, after a fuzzed delete), waits for its crawl when it has a
 * website, and opens a first API conversation with it.
 */
export async function giveAssistant(t: TestApp, tenant: Tenant, label = 'Tenant', websiteUrl?: string): Promise<void> {
  const auth = { authorization: `Bearer ${tenant.token}` };
  const progressSessionId = `progress-${crypto.randomBytes(6).toString('hex')}`;
  const assistantName = `${label} Assistant ${crypto.randomBytes(3).toString('hex')}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/assistants',
    headers: auth,
    payload: { name: assistantName, sessionId: progressSessionId, websiteUrl },
  });
  if (response.statusCode !== 201) throw new Error(`create assistant failed: ${response.statusCode} ${response.body}`);
  const assistant = response.json() as { id: string; apiKey: string };
  if (websiteUrl) {
    const read = () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: auth }).then((r) => r.json() as { crawlStatus: string });
    await waitFor(read, (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed', 60_000);
  }
  const chat = await t.app.inject({
    method: 'POST',
    url: `/api/chat/${assistant.id}`,
    headers: { authorization: `Bearer ${assistant.apiKey}` },
    payload: { message: 'Hello, what do you offer?', sessionId: 'tenant-session' },
  });
  if (chat.statusCode !== 200) throw new Error(`first chat failed: ${chat.statusCode} ${chat.body}`);
  Object.assign(tenant, { assistantId: assistant.id, assistantName, apiKey: assistant.apiKey, conversationId: chat.json().conversationId, progressSessionId });
}

/** Issues the tenant a new session token when a fuzzed logout or password change ended the old one. */
export async function renewSession(t: TestApp, tenant: Tenant): Promise<void> {
  const user = await findUserById(t.ctx.db, tenant.userId);
  if (!user) throw new Error(`tenant ${tenant.email} no longer exists`);
  tenant.token = (await startSession(t.ctx, user, { ip: '127.0.0.1' })).token;
}
