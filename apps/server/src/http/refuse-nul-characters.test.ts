import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';

describe('NUL characters in requests', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let assistant: { id: string; apiKey: string };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    owner = await registerTestUser(t.app);
    assistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Nul Shop' } })).json();
  });
  afterAll(() => t.close());

  it('are refused with a 400 naming the field, and nothing is stored', async () => {
    const chat = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/chat/${assistant.id}`, headers: { authorization: `Bearer ${assistant.apiKey}` }, payload });
    const message = await chat({ message: 'hello\u0000world', sessionId: 'nul-1' });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe('message must not contain NUL characters');
    const history = await chat({
      message: 'hello',
      conversationHistory: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'a\u0000b' },
      ],
    });
    expect(history.json().message).toBe('conversationHistory.1.content must not contain NUL characters');
    const profile = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: owner.auth, payload: { firstName: 'Ann\u0000', lastName: 'Lee' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('firstName must not contain NUL characters');
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: owner.auth })).json();
    expect(JSON.stringify(user)).not.toContain('Ann');
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations', headers: owner.auth })).json().conversations).toHaveLength(0);
  });

  it('walks a body nested thousands of levels deep without overflowing the stack', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${assistant.id}`,
      headers: { authorization: `Bearer ${assistant.apiKey}`, 'content-type': 'application/json' },
      payload: `{"message":"hi","conversationHistory":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/conversationHistory/);
  });
});
