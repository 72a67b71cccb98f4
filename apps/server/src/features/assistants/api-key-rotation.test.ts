import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, registerPaidUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { sealTheOldWay } from '../../test/legacy-seal.ts';
import { assistants } from '../../db/schema.ts';
import { resealApiKeys } from './reseal-api-keys.ts';
import pino from 'pino';
import { openDatabase } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { closeContext, createContext } from '../../create-context.ts';

const CURRENT = 'test-secret-that-is-long-enough-for-hs256!!';
const PREVIOUS = 'the-secret-this-install-used-before-rotation-123';

describeEachEngine('API key rotation and sealed keys', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { JWT_SECRET: CURRENT, JWT_SECRET_PREVIOUS: PREVIOUS });
  });
  afterAll(() => t.close());

  const createAssistant = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: auth, payload: { name: 'Key test' } })).json() as {
      id: string;
      apiKey: string;
      name: string;
    };
  const chat = (id: string, key: string) =>
    t.app.inject({ method: 'POST', url: `/api/chat/${id}`, headers: { authorization: `Bearer ${key}` }, payload: { message: 'Hello' } });

  it('gives the assistant a new key; the old one answers 401 at once, everything else stays', async () => {
    const owner = await registerPaidUser(t);
    const assistant = await createAssistant(owner.auth);
    expect((await chat(assistant.id, assistant.apiKey)).statusCode).toBe(200);
    const rotated = await t.app.inject({ method: 'POST', url: `/api/assistants/${assistant.id}/rotate-key`, headers: owner.auth });
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body).toMatchObject({ id: assistant.id, name: 'Key test' });
    expect(body.apiKey).toMatch(/^sl_[\w-]{40,}$/);
    expect(body.apiKey).not.toBe(assistant.apiKey);
    const old = await chat(assistant.id, assistant.apiKey);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Unauthorized: invalid API key');
    expect((await chat(assistant.id, body.apiKey)).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth });
    expect(read.json().apiKey).toBe(body.apiKey);
  });

  it("answers 404 for another account's assistant and for unknown or malformed ids, and 401 without a session", async () => {
    const owner = await registerPaidUser(t);
    const stranger = await registerPaidUser(t);
    const assistant = await createAssistant(owner.auth);
    for (const id of [assistant.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/assistants/${id}/rotate-key`, headers: stranger.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/Assistant not found/);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/assistants/${assistant.id}/rotate-key` })).statusCode).toBe(401);
    expect((await chat(assistant.id, assistant.apiKey)).statusCode).toBe(200);
  });

  it('still opens keys sealed before the upgrade (no key id, old or previous secret) and reseals them with the current secret', async () => {
    const owner = await registerPaidUser(t);
    await setTier(t, owner.user.id, 'pro');
    const underCurrent = await createAssistant(owner.auth);
    const underPrevious = await createAssistant(owner.auth);
    const rows = [
      { id: underCurrent.id, key: underCurrent.apiKey, sealed: sealTheOldWay(CURRENT, underCurrent.apiKey) },
      { id: underPrevious.id, key: underPrevious.apiKey, sealed: sealTheOldWay(PREVIOUS, underPrevious.apiKey) },
    ];
    for (const row of rows) await t.ctx.db.update(assistants).set({ apiKeyEncrypted: row.sealed }).where(eq(assistants.id, row.id));
    for (const row of rows) {
      const read = await t.app.inject({ method: 'GET', url: `/api/assistants/${row.id}`, headers: owner.auth });
      expect(read.json().apiKey).toBe(row.key);
    }
    expect(await resealApiKeys(t.ctx.db, t.ctx.cipher)).toEqual({ resealed: 2, unreadable: 0 });
    for (const row of rows) {
      const [stored] = await t.ctx.db.select({ sealed: assistants.apiKeyEncrypted }).from(assistants).where(eq(assistants.id, row.id));
      expect(stored!.sealed.startsWith(t.ctx.cipher.currentPrefix)).toBe(true);
      expect(t.ctx.cipher.decrypt(stored!.sealed)).toBe(row.key);
      expect((await chat(row.id, row.key)).statusCode).toBe(200);
    }
    expect(await resealApiKeys(t.ctx.db, t.ctx.cipher)).toEqual({ resealed: 0, unreadable: 0 });
  });

  if (engine === 'postgres') {
    it('refuses the old key at once in another server process on the same database', async () => {
      const other = await createContext(t.ctx.config, {
        database: await openDatabase({ databaseUrl: t.ctx.database.connectionString }),
        log: pino({ level: 'silent' }),
      });
      const otherApp = await buildApp(other);
      try {
        const owner = await registerPaidUser(t);
        const assistant = await createAssistant(owner.auth);
        const chatThere = (key: string) =>
          otherApp.inject({ method: 'POST', url: `/api/chat/${assistant.id}`, headers: { authorization: `Bearer ${key}` }, payload: { message: 'Hello' } });
        expect((await chatThere(assistant.apiKey)).statusCode).toBe(200);
        const rotated = (await t.app.inject({ method: 'POST', url: `/api/assistants/${assistant.id}/rotate-key`, headers: owner.auth })).json();
        expect((await chatThere(assistant.apiKey)).statusCode).toBe(401);
        expect((await chatThere(rotated.apiKey)).statusCode).toBe(200);
      } finally {
        await otherApp.close();
        await closeContext(other);
      }
    });
  }
});
