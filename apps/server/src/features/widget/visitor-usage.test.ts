import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { widgetIpUsage } from '../../db/schema.ts';
import { hashVisitorIp } from '../../auth/keyring.ts';
import { countVisitorMessage } from './widget-access.ts';
import { purgeVisitorUsage } from './purge-visitor-usage.ts';

describeEachEngine('visitor usage rows', (engine) => {
  let t: TestApp;
  let assistantId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const owner = await registerTestUser(t.app);
    assistantId = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Usage' } })).json().id;
  });
  afterAll(() => t.close());

  const rowsOf = () => t.ctx.db.select().from(widgetIpUsage).where(eq(widgetIpUsage.assistantId, assistantId));

  it('stores visitor IPs only as a hash under the IP-hashing key, not the token or raw secret', async () => {
    await countVisitorMessage(t.ctx, assistantId, 'free', '203.0.113.7');
    const [row] = await rowsOf();
    expect(row!.ipHash).toBe(hashVisitorIp(t.ctx.keyring, '203.0.113.7'));
    expect(row!.ipHash).not.toContain('203.0.113.7');
    const rawSecretHash = crypto.createHmac('sha256', 'test-secret-that-is-long-enough-for-hs256!!').update('203.0.113.7').digest('hex').slice(0, 32);
    expect(row!.ipHash).not.toBe(rawSecretHash);
  });

  it('deletes the per-IP daily rows older than three days and keeps the recent ones', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    for (const day of ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']) {
      await t.ctx.db.insert(widgetIpUsage).values({ assistantId, ipHash: 'visitor', day, messages: 5 });
    }
    expect(await purgeVisitorUsage(t.ctx, now)).toBe(2);
    const days = (await rowsOf())
      .filter((row) => row.ipHash === 'visitor')
      .map((row) => row.day)
      .sort();
    expect(days).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });
});
