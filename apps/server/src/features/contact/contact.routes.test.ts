import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { contactMessages } from '../../db/schema.ts';

/** A local webhook receiver that records the JSON bodies it is sent. */
async function startWebhook(): Promise<{ url: string; received: unknown[]; close(): Promise<void> }> {
  const received: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const valid = { name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'Do you offer an annual plan for ten sites?' };

describeEachEngine('contact form API', (engine) => {
  let t: TestApp;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let ipCounter = 0;
  beforeAll(async () => {
    webhook = await startWebhook();
    t = await createTestApp(engine, { CONTACT_WEBHOOK_URL: webhook.url });
  });
  afterAll(async () => {
    await t.close();
    await webhook.close();
  });

  const send = (payload: unknown, ip = `203.0.113.${++ipCounter}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
  const stored = () => t.ctx.db.select().from(contactMessages);

  it('stores a message for the operator and posts it to the webhook', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('within 24 hours');
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', message: valid.message });
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]).toMatchObject({ id: rows.at(-1)!.id, name: 'Ada Lovelace', email: 'ada@example.com', message: valid.message });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, message: '' }, 'Message must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(20_000) }, 'Message must be 5,000 characters or less'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name must be 100 characters or less'],
    [{ name: 'Ada', message: valid.message }, 'email'],
    [{ ...valid, message: 42 }, 'message'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const before = (await stored()).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await stored()).length).toBe(before);
  });

  it('keeps HTML and script as inert text', async () => {
    const hostile = { name: '<img src=x onerror=alert(1)>', email: 'x@example.com', message: '<script>alert("hi")</script> and more text' };
    expect((await send(hostile)).statusCode).toBe(200);
    const row = (await stored()).find((r) => r.email === 'x@example.com');
    expect(row?.message).toBe(hostile.message);
    expect(row?.name).toBe(hostile.name);
  });

  it('acknowledges a filled honeypot without storing or posting it', async () => {
    const before = (await stored()).length;
    await expect.poll(() => webhook.received.length).toBe(before);
    const res = await send({ ...valid, email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect((await stored()).length).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(webhook.received.length).toBe(before);
  });

  it('refuses a flood from one IP with 429 and a retry time, while other IPs still get through', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(valid, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await send(valid, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many messages sent\. Please try again in \d+ minutes?\./);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(200);
  });
});
