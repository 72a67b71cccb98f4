import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { readSseEvents } from '../../test/sse-client.ts';
import { MAX_PROGRESS_STREAMS_PER_USER, NO_CRAWL_MESSAGE } from './create-progress.route.ts';

describe('creation progress streams', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, (config) => {
      config.progressGraceMs = 1500;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const open = (auth: Record<string, string>, sessionId: string) => {
    const controller = new AbortController();
    const response = fetch(`${base}/api/assistants/create-progress/${sessionId}`, { headers: auth, signal: controller.signal });
    return { response, close: () => controller.abort() };
  };

  it(`allows ${MAX_PROGRESS_STREAMS_PER_USER} open streams per user, then 429 with Retry-After until one closes`, async () => {
    const user = await registerTestUser(t.app);
    const streams = Array.from({ length: MAX_PROGRESS_STREAMS_PER_USER }, (_, i) => open(user.auth, `cap-${i}`));
    for (const stream of streams) expect((await stream.response).status).toBe(200);
    const refused = await fetch(`${base}/api/assistants/create-progress/cap-extra`, { headers: user.auth });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await refused.json()).message).toBe(
      `Too many progress streams are open (at most ${MAX_PROGRESS_STREAMS_PER_USER}). Close other creation windows. Please try again in 10 seconds.`,
    );
    // Another user is not affected.
    const other = await registerTestUser(t.app);
    const theirs = open(other.auth, 'cap-other');
    expect((await theirs.response).status).toBe(200);
    theirs.close();
    streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = open(user.auth, 'cap-again');
    expect((await again.response).status).toBe(200);
    again.close();
    for (const stream of streams) stream.close();
  });

  it('ends a stream with an error when no crawl appears for it within the grace period', async () => {
    const user = await registerTestUser(t.app);
    const startedAt = Date.now();
    const events = await readSseEvents<{ type: string; message?: string }>(
      `${base}/api/assistants/create-progress/no-crawl-here`,
      { headers: user.auth },
      () => false,
      10_000,
    );
    expect(events.map((e) => e.type)).toEqual(['connected', 'error']);
    expect(events[1]!.message).toBe(NO_CRAWL_MESSAGE);
    // It ended on its own (the server closed it), well before the reader's own 10 s timeout.
    expect(Date.now() - startedAt).toBeLessThan(8000);
  });

  it('takes the token only from the Authorization header, never from the URL', async () => {
    const user = await registerTestUser(t.app);
    const res = await fetch(`${base}/api/assistants/create-progress/abc?token=${encodeURIComponent(user.token)}`);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Unauthorized: missing bearer token');
  });
});
