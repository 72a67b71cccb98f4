import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { sealTheOldWay } from '../../test/legacy-seal.ts';
import { accountApiKeys } from '../../db/schema.ts';
import { createKeyring } from '../../auth/keyring.ts';
import { createKeyCipher } from '../../auth/api-keys.ts';
import { openDatabase } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { closeContext, createContext } from '../../create-context.ts';
import { resealApiKeys } from '../assistants/reseal-api-keys.ts';

const PREVIOUS_SECRET = 'the-secret-this-install-used-before-rotation-123';

type Account = Awaited<ReturnType<typeof registerTestUser>>;

describeEachEngine('account API keys', (engine) => {
  let t: TestApp;
  let owner: Account;
  let other: Account;
  let assistant: { id: string; apiKey: string };
  let othersAssistant: { id: string; apiKey: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await registerTestUser(t.app);
    other = await registerTestUser(t.app);
    for (const account of [owner, other]) await setTier(t, account.user.id, 'pro');
    assistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Harbor Bakery' } })).json();
    othersAssistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: other.auth, payload: { name: 'Other Shop' } })).json();
  });
  afterAll(() => t?.close());

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const createKey = (name: unknown, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'POST', url: '/api/keys', headers, payload: { name } });
  const listKeys = (account: Account = owner) =>
    t.app
      .inject({ method: 'GET', url: '/api/keys', headers: account.auth })
      .then((r) => r.json() as { id: string; name: string; maskedKey: string; lastUsed: string | null; status: string }[]);

  it('creates a named key, shows it whole once, then lists it masked as first 8 and last 4, revealed only on request', async () => {
    const created = await createKey('  Production server  ');
    expect(created.statusCode).toBe(201);
    const key = created.json() as { id: string; name: string; key: string; createdAt: string };
    expect(key).toMatchObject({ name: 'Production server', key: expect.stringMatching(/^sla_[\w-]{43}$/) });
    const listed = (await listKeys()).find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({
      name: 'Production server',
      maskedKey: `${key.key.slice(0, 8)}••••••••${key.key.slice(-4)}`,
      lastUsed: null,
      status: 'active',
    });
    const listBody = (await t.app.inject({ method: 'GET', url: '/api/keys', headers: owner.auth })).body;
    expect(listBody).not.toContain(key.key);
    const revealed = await t.app.inject({ method: 'POST', url: `/api/keys/${key.id}/reveal`, headers: owner.auth });
    expect(revealed.json()).toEqual({ id: key.id, key: key.key });
  });

  it('refuses blank, missing and 10,000-character names with a message naming the field', async () => {
    for (const name of ['   ', '', undefined, 'x'.repeat(10_000), 42]) {
      const response = await createKey(name);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.toLowerCase()).toContain('name');
    }
  });

  it('manages keys with the session only: a key cannot list, issue, reveal or revoke keys', async () => {
    const { key, id } = (await createKey('CI')).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/keys', headers: bearer(key) })).statusCode).toBe(401);
    expect((await createKey('More', bearer(key))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/keys/${id}/reveal`, headers: bearer(key) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: bearer(key) })).statusCode).toBe(401);
    expect((await createKey('More', {})).statusCode).toBe(401);
  });

  it("lets an account key work the owner's REST API: list, create, read, update, delete assistants and chat with any of them", async () => {
    const { key } = (await createKey('Automation')).json();
    const auth = bearer(key);
    const list = await t.app.inject({ method: 'GET', url: '/api/assistants', headers: auth });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([assistant.id]);
    const made = await t.app.inject({ method: 'POST', url: '/api/assistants', headers: auth, payload: { name: 'Second Shop' } });
    expect(made.statusCode).toBe(201);
    const madeId = made.json().id as string;
    const updated = await t.app.inject({ method: 'PATCH', url: `/api/assistants/${madeId}`, headers: auth, payload: { tone: 'concise' } });
    expect(updated.json().tone).toBe('concise');
    expect((await t.app.inject({ method: 'GET', url: `/api/assistants/${madeId}`, headers: auth })).json().name).toBe('Second Shop');
    const chat = await t.app.inject({ method: 'POST', url: `/api/chat/${madeId}`, headers: auth, payload: { message: 'Hello there' } });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().response.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assistants/${madeId}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/assistants/${madeId}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it("keeps an account key inside its account: another account's assistant looks missing", async () => {
    const { key } = (await createKey('Scoped')).json();
    const read = await t.app.inject({ method: 'GET', url: `/api/assistants/${othersAssistant.id}`, headers: bearer(key) });
    expect(read.statusCode).toBe(404);
    const chat = await t.app.inject({ method: 'POST', url: `/api/chat/${othersAssistant.id}`, headers: bearer(key), payload: { message: 'hi' } });
    expect(chat.statusCode).toBe(404);
    const othersKey = (await createKey('Theirs', other.auth)).json();
    for (const [method, url] of [
      ['DELETE', `/api/keys/${othersKey.id}`],
      ['POST', `/api/keys/${othersKey.id}/reveal`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: owner.auth });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(othersKey.key);
    }
    expect((await listKeys(other)).map((k) => k.id)).toContain(othersKey.id);
  });

  it('lets an assistant key read its own assistant and nothing else of the account', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: bearer(assistant.apiKey) })).json().name).toBe(
      'Harbor Bakery',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/assistants/${othersAssistant.id}`, headers: bearer(assistant.apiKey) })).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/assistants'],
      ['PATCH', `/api/assistants/${assistant.id}`],
      ['DELETE', `/api/assistants/${assistant.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(assistant.apiKey), payload: method === 'PATCH' ? { tone: 'concise' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 401 from the very next call after a revoke, and for malformed keys', async () => {
    const { key, id } = (await createKey('Short-lived')).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(key) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: owner.auth })).json()).toEqual({ message: 'API key revoked' });
    const after = await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toContain('invalid or revoked API key');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: owner.auth })).statusCode).toBe(404);
    for (const bad of ['sla_', `sla_${'x'.repeat(5000)}`, 'sla_\u00e9\u00e9', `${key}x`]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(bad) })).statusCode).toBe(401);
    }
    expect((await listKeys()).map((k) => k.id)).not.toContain(id);
  });

  it('records when a key was last used in a batch, not with a write per request', async () => {
    const { key, id } = (await createKey('Busy')).json();
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(key) });
    expect((await listKeys()).find((k) => k.id === id)!.lastUsed).toBeNull();
    await t.ctx.keyUsage.flush();
    const lastUsed = (await listKeys()).find((k) => k.id === id)!.lastUsed!;
    expect(Date.now() - new Date(lastUsed).getTime()).toBeLessThan(60_000);
  });

  it('reseals keys sealed under the previous secret, so they still open once it is dropped', async () => {
    const { key, id } = (await createKey('Rotated')).json();
    await t.ctx.db
      .update(accountApiKeys)
      .set({ keyEncrypted: sealTheOldWay(PREVIOUS_SECRET, key) })
      .where(eq(accountApiKeys.id, id));
    const rotating = createKeyCipher(createKeyring(t.ctx.config.jwtSecret!, PREVIOUS_SECRET));
    expect((await resealApiKeys(t.ctx.db, rotating)).resealed).toBeGreaterThanOrEqual(1);
    const revealed = await t.app.inject({ method: 'POST', url: `/api/keys/${id}/reveal`, headers: owner.auth });
    expect(revealed.json().key).toBe(key);
    expect((await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(key) })).statusCode).toBe(200);
  });

  if (engine === 'postgres') {
    it('refuses a revoked key, and a key of a downgraded account, at once in another server process', async () => {
      const other = await createContext(t.ctx.config, {
        database: await openDatabase({ databaseUrl: t.ctx.database.connectionString }),
        log: pino({ level: 'silent' }),
      });
      const otherApp = await buildApp(other);
      try {
        const { key, id } = (await createKey('Shared')).json();
        const readThere = () => otherApp.inject({ method: 'GET', url: '/api/assistants', headers: bearer(key) });
        expect((await readThere()).statusCode).toBe(200);
        await setTier(t, owner.user.id, 'free');
        expect((await readThere()).statusCode).toBe(403);
        await setTier(t, owner.user.id, 'pro');
        expect((await readThere()).statusCode).toBe(200);
        await t.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: owner.auth });
        expect((await readThere()).statusCode).toBe(401);
      } finally {
        await otherApp.close();
        await closeContext(other);
      }
    });
  }

  it("refuses every key on a plan without API access, while the owner's session keeps working", async () => {
    const { key } = (await createKey('Downgraded')).json();
    await setTier(t, owner.user.id, 'free');
    try {
      for (const credential of [key, assistant.apiKey]) {
        const read = await t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: bearer(credential) });
        expect(read.statusCode).toBe(403);
        expect(read.json()).toMatchObject({ code: 'PLAN_FEATURE_UNAVAILABLE', message: expect.stringContaining('not available on your current plan') });
        const chat = await t.app.inject({ method: 'POST', url: `/api/chat/${assistant.id}`, headers: bearer(credential), payload: { message: 'hi' } });
        expect(chat.statusCode).toBe(403);
        expect(chat.json().message).toContain('not available on your current plan');
      }
      const testChat = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${assistant.id}`,
        headers: owner.auth,
        payload: { message: 'hi', sessionId: 'dashboard-session' },
      });
      expect(testChat.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/keys', headers: owner.auth })).statusCode).toBe(200);
    } finally {
      await setTier(t, owner.user.id, 'pro');
    }
  });
});
