import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_CONFIG } from '@siteline/contract';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';

interface RawResponse {
  status: number;
  headers: string;
  body: string;
  /** Body bytes the client had written when the answer came. */
  sentBeforeAnswer: number;
}

/**
 * Sends an upload over a real socket: the headers, then the body slowly in 64 KB pieces (never all of
 * it unless the server waits for it), and resolves with the server's answer.
 */
function slowUpload(port: number, path: string, headers: Record<string, string>, totalBytes: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let sentAtAnswer = -1;
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const isChunked = headers['transfer-encoding'] === 'chunked';
    const piece = Buffer.alloc(64 * 1024, 'A');
    const sendMore = () => {
      if (sent >= totalBytes || socket.destroyed) return;
      const data = isChunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
      socket.write(data, () => undefined);
      sent += piece.length;
      timer = setTimeout(sendMore, 20);
    };
    socket.on('connect', () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, 'content-type': 'application/json', ...headers })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      const prefix = '{"sessionId":"s1","fileName":"big.txt","dataBase64":"';
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n${isChunked ? `${prefix.length.toString(16)}\r\n${prefix}\r\n` : prefix}`);
      sendMore();
    });
    socket.on('data', (chunk) => {
      if (sentAtAnswer < 0) sentAtAnswer = sent;
      received += chunk.toString('latin1');
    });
    const finish = () => {
      clearTimeout(timer);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body, sentBeforeAnswer: sentAtAnswer });
    };
    socket.on('close', finish);
    socket.on('error', (error) => (received ? finish() : reject(error)));
  });
}

describe('widget uploads are refused before their body is read', () => {
  let t: TestApp;
  let port: number;
  let assistantId: string;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  // 20 MB announced, sent at ~3 MB/s: waiting for it would take seconds.
  const BIG = 20 * 1024 * 1024;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    assistantId = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Upload Shop' } })).json().id;
  });
  afterAll(() => t.close());

  const expectRefusedEarly = (res: RawResponse) => {
    // The answer came after at most a few pieces of a 320-piece body, and the connection was closed.
    expect(res.sentBeforeAnswer).toBeLessThan(BIG / 10);
    expect(res.headers).toContain('connection: close');
  };

  it('for an assistant that does not exist (404)', async () => {
    const res = await slowUpload(port, '/api/widget/00000000-0000-4000-8000-000000000000/upload', { 'content-length': String(BIG) }, BIG);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).message).toBe('Assistant not found');
    expectRefusedEarly(res);
  });

  it('for an assistant with uploads off (403)', async () => {
    const res = await slowUpload(port, `/api/widget/${assistantId}/upload`, { 'content-length': String(BIG) }, BIG);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).message).toBe('File upload is not enabled for this assistant.');
    expectRefusedEarly(res);
  });

  it('over the saved maxFileSize: by its declared length at once, and a chunked body once it passes the limit (413)', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/embed/config/${assistantId}`,
      headers: owner.auth,
      payload: { ...DEFAULT_EMBED_CONFIG, allowFileUpload: true, fileUploadEnabled: true, allowedFileTypes: ['txt'], maxFileSize: 100_000 },
    });
    expect(saved.statusCode).toBe(200);
    const declared = await slowUpload(port, `/api/widget/${assistantId}/upload`, { 'content-length': String(BIG) }, BIG);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).message).toBe('The file is too large. The limit is 98 KB.');
    expectRefusedEarly(declared);
    const chunked = await slowUpload(port, `/api/widget/${assistantId}/upload`, { 'transfer-encoding': 'chunked' }, BIG);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).message).toBe('The file is too large. The limit is 98 KB.');
    expect(chunked.sentBeforeAnswer).toBeLessThan(BIG / 10);
  });

  it('counts every upload against the visitor’s limits', async () => {
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/widget/${assistantId}/upload`,
        remoteAddress: '203.0.113.99',
        payload: { sessionId: 'up-1', fileName: 'a.pdf', dataBase64: 'JVBERg==' },
      });
    const codes = [];
    for (let i = 0; i < 21; i += 1) codes.push((await upload()).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 415)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
