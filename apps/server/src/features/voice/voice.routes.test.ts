import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

/** A local server speaking the OpenAI-compatible /audio/speech protocol. */
async function startSpeechServer(status = 200) {
  const received: { path: string; auth?: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) });
      if (status !== 200) return res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, received, close: () => new Promise((r) => server.close(r)) };
}

describe('voice synthesis', () => {
  it('answers 501 with a clear message when no speech provider is configured', async () => {
    const t = await createTestApp();
    try {
      const user = await registerTestUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/voice/synthesize', headers: user.auth, payload: { text: 'Hello there', language: 'en' } });
      expect(res.statusCode).toBe(501);
      expect(res.json().message).toContain("browser's own speech synthesis");
      expect((await t.app.inject({ method: 'POST', url: '/api/voice/synthesize', payload: { text: 'x' } })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  describe('with an OpenAI-compatible provider', () => {
    let speech: Awaited<ReturnType<typeof startSpeechServer>>;
    let t: TestApp;
    beforeAll(async () => {
      speech = await startSpeechServer();
      t = await createTestApp('pglite', { LLM_BASE_URL: speech.url, LLM_API_KEY: 'sk-local', LLM_MODEL: 'local-model', TTS_MODEL: 'tts-1' });
    });
    afterAll(async () => {
      await t.close();
      await speech.close();
    });

    it('returns the provider audio for the text', async () => {
      const user = await registerTestUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/voice/synthesize',
        headers: user.auth,
        payload: { text: 'We open at nine.', language: 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
      expect(speech.received[0]).toMatchObject({ path: '/v1/audio/speech', auth: 'Bearer sk-local', body: { model: 'tts-1', input: 'We open at nine.' } });
    });

    it('rejects empty and oversized text', async () => {
      const user = await registerTestUser(t.app);
      const empty = await t.app.inject({ method: 'POST', url: '/api/voice/synthesize', headers: user.auth, payload: { text: '  ' } });
      expect(empty.json().message).toBe('text is required');
      const long = await t.app.inject({ method: 'POST', url: '/api/voice/synthesize', headers: user.auth, payload: { text: 'a'.repeat(5000) } });
      expect(long.statusCode).toBe(400);
    });

    it('limits each user to 20 syntheses a minute, with Retry-After', async () => {
      const user = await registerTestUser(t.app);
      const say = () =>
        t.app.inject({ method: 'POST', url: '/api/voice/synthesize', headers: user.auth, payload: { text: 'Hello' }, remoteAddress: '203.0.113.40' });
      const before = speech.received.length;
      const codes = [];
      for (let i = 0; i < 21; i += 1) codes.push((await say()).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      const refused = await say();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many speech requests\. Please try again in (\d+ seconds?|1 minute)\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The provider was not called for the refused ones.
      expect(speech.received.length - before).toBe(20);
    });
  });

  it('turns a failing provider into a 502 with a clear message', async () => {
    const speech = await startSpeechServer(500);
    const t = await createTestApp('pglite', { LLM_BASE_URL: speech.url, LLM_MODEL: 'm', TTS_MODEL: 'tts-1' });
    try {
      const user = await registerTestUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/voice/synthesize', headers: user.auth, payload: { text: 'hi' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('speech service failed');
    } finally {
      await t.close();
      await speech.close();
    }
  });
});
