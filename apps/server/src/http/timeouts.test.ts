import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import { readSseEvents } from '../test/sse-client.ts';

describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { REQUEST_TIMEOUT_MS: '1000' }, (config) => {
      config.progressGraceMs = 4000;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const rawRequest = (head: string): Promise<{ text: string; ms: number }> =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve({ text, ms: Date.now() - startedAt }));
      socket.on('error', () => undefined);
    });

  it('answers 408 and closes when a client sends its request too slowly', async () => {
    const headersNeverEnd = await rawRequest('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    expect(headersNeverEnd.text).toMatch(/^HTTP\/1\.1 408/);
    expect(headersNeverEnd.ms).toBeLessThan(5000);
    const bodyNeverEnds = await rawRequest(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(bodyNeverEnds.text).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyNeverEnds.ms).toBeLessThan(5000);
  });

  it('keeps an event stream open well past the request timeout', async () => {
    const user = await registerTestUser(t.app);
    const events = await readSseEvents<{ type: string; message?: string }>(
      `http://127.0.0.1:${port}/api/assistants/create-progress/long`,
      { headers: user.auth },
      () => false,
      15_000,
    );
    // Connected at once, then the grace period (4 s, four request timeouts) ran out on the open stream.
    expect(events.map((e) => e.type)).toEqual(['connected', 'error']);
  });
});
