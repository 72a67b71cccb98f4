import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_EMBED_CONFIG } from '@siteline/contract';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

describeEachEngine('widget file upload', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let assistantId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    assistantId = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Kite Shop', context: 'We sell kites.' } })
    ).json().id;
  });
  afterAll(() => t.close());

  const saveConfig = (changes: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/embed/config/${assistantId}`, headers: owner.auth, payload: { ...DEFAULT_EMBED_CONFIG, ...changes } });
  const upload = (fileName: string, content: string | Buffer, sessionId = 'upload-visitor') =>
    t.app.inject({
      method: 'POST',
      url: `/api/widget/${assistantId}/upload`,
      payload: { sessionId, fileName, contentType: 'text/plain', dataBase64: Buffer.from(content).toString('base64') },
    });

  it('refuses uploads while they are switched off (403)', async () => {
    const res = await upload('notes.txt', 'hello');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('File upload is not enabled for this assistant.');
  });

  it('checks the type (415) and size (413) against the saved settings', async () => {
    await saveConfig({ allowFileUpload: true, fileUploadEnabled: true, allowedFileTypes: ['txt', 'pdf'], maxFileSize: 1000 });
    const wrongType = await upload('tool.exe', 'MZ');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('.exe files are not accepted. Allowed: txt, pdf.');
    const tooBig = await upload('big.txt', 'x'.repeat(2048));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('big.txt is too large (2 KB). The limit is 1000 bytes.');
    const binary = await upload('bad.txt', Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0xc3]));
    expect(binary.statusCode).toBe(415);
    // Valid UTF-8, but with NUL bytes it is binary, and the database could not store it.
    const withNul = await upload('dump.txt', 'header\u0000\u0000data');
    expect(withNul.statusCode).toBe(415);
    expect(withNul.json().message).toBe('dump.txt is not a readable UTF-8 text file.');
  });

  it('answers about a text file and stores it in the visitor’s conversation', async () => {
    const res = await upload('order.txt', 'Order 1234: two red kites, shipped Monday.', 'upload-reader');
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().response).toBe('string');
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: owner.auth })).json().conversations as {
      id: string;
      sessionId: string;
    }[];
    const listed = list.find((c) => c.sessionId === 'upload-reader')!;
    const conversation = (await t.app.inject({ method: 'GET', url: `/api/conversations/${listed.id}`, headers: owner.auth })).json() as {
      messages: { role: string; content: string }[];
    };
    expect(conversation.messages[0]).toMatchObject({ role: 'user', content: '📎 order.txt\n\nOrder 1234: two red kites, shipped Monday.' });
    expect(conversation.messages[1]!.role).toBe('assistant');
  });

  it('acknowledges an accepted file it cannot read without answering', async () => {
    const res = await upload('brochure.pdf', '%PDF-1.4 fake');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('brochure.pdf was received');
  });

  it('switches uploads off again when the plan loses the feature', async () => {
    await setTier(t, owner.user.id, 'free');
    expect((await upload('notes.txt', 'hello')).statusCode).toBe(403);
    await setTier(t, owner.user.id, 'pro');
  });
});
