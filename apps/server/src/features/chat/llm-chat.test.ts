import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '@siteline/knowledge';
import { insertChunks, startFakeLlmServer, type FakeLlmServer } from '@siteline/knowledge/testing';
import { createTestApp, registerPaidUser, type TestApp } from '../../test/test-app.ts';

describe('chat through an OpenAI-compatible LLM', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let assistant: { id: string; apiKey: string };
  let ownerAuth: Record<string, string>;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await createTestApp('pglite', { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '1500' });
    const owner = await registerPaidUser(t);
    ownerAuth = owner.auth;
    assistant = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Brewline', context: 'We roast coffee in Oslo.' } })
    ).json();
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const chat = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/${assistant.id}`,
      headers: { authorization: `Bearer ${assistant.apiKey}` },
      payload: { message, sessionId: 'llm' },
    });

  it('answers with the model reply and sends it the business and the question', async () => {
    llm.setMode('stream', 'We roast every Tuesday.');
    const res = await chat('When do you roast?');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe('We roast every Tuesday.');
    const sent = llm.requests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0]!.content).toContain('Brewline');
    expect(sent.messages.at(-1)!.content).toContain('When do you roast?');
  });

  it('turns a failing model into 502 and a hanging one into 504, storing nothing', async () => {
    llm.setMode('error');
    const failed = await chat('Hello there, anything?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('answer service');
    llm.setMode('hang');
    const slow = await chat('Still there?');
    expect(slow.statusCode).toBe(504);
    const [listed] = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: ownerAuth })).json().conversations;
    const conversation = (await t.app.inject({ method: 'GET', url: `/api/conversations/${listed.id}`, headers: ownerAuth })).json();
    expect(conversation.messages.map((m: { content: string }) => m.content)).toEqual(['When do you roast?', 'We roast every Tuesday.']);
  });

  it('gives the model more of the site than the built-in engine quotes from, when the best passages are short', async () => {
    const db = { query: async <T>(sql: string, params: unknown[]) => ({ rows: (await t.ctx.database.query(sql, params)) as T[] }) };
    const origins = [
      'Kenya',
      'Peru',
      'Brazil',
      'Ethiopia',
      'Colombia',
      'Rwanda',
      'Burundi',
      'Guatemala',
      'Honduras',
      'Sumatra',
      'Yemen',
      'Panama',
      'Bolivia',
      'Uganda',
    ];
    await insertChunks(
      db,
      assistant.id,
      'en',
      origins.map((origin) => ({
        url: `https://brewline.test/beans/${origin.toLowerCase()}`,
        title: origin,
        content: `Our ${origin} beans are roasted on ${origin} day.`,
      })),
    );
    llm.setMode('stream', 'Every origin has its roast day.');
    await chat('Which beans are roasted on which day?');
    const prompt = llm.requests.at(-1)!.messages[0]!.content;
    const passages = prompt.match(/^\[\d+\] /gm) ?? [];
    expect(passages.length).toBe(origins.length);
    expect(passages.length).toBeGreaterThan(createBuiltinEngine().passageLimit);
  });
});
