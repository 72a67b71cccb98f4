import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerPaidUser, setTier, type TestApp } from '../../test/test-app.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';

describe('OpenAI-compatible endpoint, driven by the official openai client', () => {
  let t: TestApp;
  let site: LocalSite;
  let base: string;
  let owner: Awaited<ReturnType<typeof registerPaidUser>>;
  let assistant: { id: string; apiKey: string };
  let second: { id: string; apiKey: string };
  let accountKey: string;
  let strangersAssistant: { id: string };

  const client = (apiKey: string) => new OpenAI({ apiKey, baseURL: `${base}/v1`, maxRetries: 0, timeout: 20_000 });
  const ask = (content: string) => [{ role: 'user' as const, content }];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    site = await startLocalSite({
      '/': businessPage('Lumen Lamps', '<p>Lumen Lamps designs handmade lamps in Porto.</p>', ['/shipping', '/returns', '/lamps']),
      '/lamps': businessPage('Lamps', '<p>The Aurora table lamp costs €120. The Nova floor lamp costs €240.</p>', ['/']),
      '/shipping': businessPage('Shipping', '<p>We ship to every country in the EU. Delivery takes 3 to 5 working days and costs €9.</p>', ['/']),
      '/returns': businessPage('Returns', '<p>You can return any lamp within 30 days for a full refund.</p>', ['/']),
    });
    owner = await registerPaidUser(t);
    assistant = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Lumen Lamps', websiteUrl: `${site.origin}/` } })
    ).json();
    await waitFor(
      () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()),
      (a) => a.crawlStatus === 'done',
    );
    second = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Lumen Outlet' } })).json();
    accountKey = (await t.app.inject({ method: 'POST', url: '/api/keys', headers: owner.auth, payload: { name: 'Tools' } })).json().key;
    const stranger = await registerPaidUser(t);
    strangersAssistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: stranger.auth, payload: { name: 'Elsewhere' } })).json();
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  it('answers a chat.completion from the site with usage, with the assistant key and with an account key', async () => {
    for (const key of [assistant.apiKey, accountKey]) {
      const completion = await client(key).chat.completions.create({ model: assistant.id, messages: ask('How long does delivery take?') });
      expect(completion.object).toBe('chat.completion');
      expect(completion.model).toBe(assistant.id);
      expect(completion.choices).toHaveLength(1);
      expect(completion.choices[0]!.finish_reason).toBe('stop');
      expect(completion.choices[0]!.message.content).toContain('3 to 5 working days');
      expect(completion.usage!.total_tokens).toBe(completion.usage!.prompt_tokens + completion.usage!.completion_tokens);
      expect(completion.usage!.completion_tokens).toBeGreaterThan(0);
    }
    const { conversations } = (
      await t.app.inject({ method: 'GET', url: `/api/conversations?assistant=${assistant.id}&search=delivery`, headers: owner.auth })
    ).json() as {
      conversations: { channel: string; messageCount: number }[];
    };
    expect(conversations.filter((c) => c.channel === 'api' && c.messageCount === 2)).toHaveLength(2);
  });

  it('streams OpenAI chunks whose text adds up to the answer, ending with [DONE]', async () => {
    const stream = await client(accountKey).chat.completions.create({
      model: assistant.id,
      messages: ask('Can I return a lamp?'),
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    const finishReasons: (string | null)[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.choices[0]) finishReasons.push(chunk.choices[0].finish_reason);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toContain('30 days');
    expect(finishReasons.at(-1)).toBe('stop');
    expect(finishReasons.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(usage!.completion_tokens).toBeGreaterThan(0);

    const raw = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${assistant.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: assistant.id, messages: ask('Where are you based?'), stream: true }),
    });
    expect(raw.headers.get('content-type')).toContain('text/event-stream');
    expect((await raw.text()).trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('takes the earlier turns as the history of the last user message', async () => {
    const completion = await client(accountKey).chat.completions.create({
      model: assistant.id,
      messages: [
        { role: 'system', content: 'You are a pirate.' },
        { role: 'user', content: 'Tell me about shipping.' },
        { role: 'assistant', content: 'We ship to every country in the EU.' },
        { role: 'user', content: [{ type: 'text', text: 'How much does it cost?' }] },
      ],
    });
    // The shipping turn makes delivery the subject: its price leads; asked alone, the lamps lead.
    expect(completion.choices[0]!.message.content).toMatch(/^Delivery takes 3 to 5 working days and costs €9/);
    const alone = await client(accountKey).chat.completions.create({ model: assistant.id, messages: ask('How much does it cost?') });
    expect(alone.choices[0]!.message.content).not.toMatch(/^Delivery/);
  });

  it("lists the caller's assistants as models", async () => {
    const all = await client(accountKey).models.list();
    expect(all.data.map((m) => m.id).sort()).toEqual([assistant.id, second.id].sort());
    expect(all.data.every((m) => m.object === 'model' && m.owned_by === 'siteline')).toBe(true);
    const own = await client(assistant.apiKey).models.list();
    expect(own.data.map((m) => m.id)).toEqual([assistant.id]);
  });

  /** Sends a request and returns the error the client raised. */
  const failure = async (key: string, body: Record<string, unknown>) => {
    try {
      await client(key).chat.completions.create(body as never);
    } catch (error) {
      if (error instanceof OpenAI.APIError) return error;
      throw error;
    }
    throw new Error('the request succeeded');
  };

  it("answers bad input with a 4xx in OpenAI's error shape naming the problem", async () => {
    const cases: [Record<string, unknown>, number, string, string | null][] = [
      [{ model: 'no-such-assistant', messages: ask('hi') }, 404, 'does not exist', 'model'],
      [{ model: strangersAssistant.id, messages: ask('hi') }, 404, 'does not exist', 'model'],
      [{ model: second.id, messages: [] }, 400, 'at least one message', 'messages'],
      [{ model: second.id, messages: [{ role: 'tool', content: 'x' }] }, 400, "'system', 'user' or 'assistant'", 'messages.0.role'],
      [{ model: second.id, messages: [{ role: 'user', content: '   ' }] }, 400, 'Message is required', 'messages'],
      [
        {
          model: second.id,
          messages: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content: 'hello' },
          ],
        },
        400,
        'must come from the user',
        'messages',
      ],
      [{ model: second.id, messages: ask('hi'), n: 2 }, 400, 'n must be 1', 'n'],
      [{ model: second.id, messages: ask('hi'), tools: [{ type: 'function', function: { name: 'x' } }] }, 400, 'Unsupported parameter: tools', null],
      [{ model: second.id, messages: ask('x'.repeat(4001)) }, 400, '4,000 characters', 'messages.0.content'],
    ];
    for (const [body, status, message, param] of cases) {
      const error = await failure(accountKey, body);
      expect(error.status, JSON.stringify(body).slice(0, 100)).toBe(status);
      expect(error.message).toContain(message);
      expect(error.type).toBe('invalid_request_error');
      expect(error.param).toBe(param);
    }
    expect((await failure(accountKey, { model: 'missing', messages: ask('hi') })).code).toBe('model_not_found');
    // The assistant key reaches its own assistant only.
    expect((await failure(assistant.apiKey, { model: second.id, messages: ask('hi') })).status).toBe(404);
  });

  it("refuses sessions, unknown keys and plans without API access in OpenAI's shape", async () => {
    const session = await failure(owner.token, { model: assistant.id, messages: ask('hi') });
    expect(session.status).toBe(401);
    expect(session.code).toBe('invalid_api_key');
    expect((await failure('sla_not-a-real-key', { model: assistant.id, messages: ask('hi') })).status).toBe(401);
    const embeddings = await fetch(`${base}/v1/embeddings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accountKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(embeddings.status).toBe(404);
    expect((await embeddings.json()).error.code).toBe('unknown_url');
    const malformed = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accountKey}`, 'content-type': 'application/json' },
      body: '{"model":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { message: 'Request body is not valid JSON', type: 'invalid_request_error', param: null, code: 'fst_err_ctp_invalid_json_body' },
    });
    await setTier(t, owner.user.id, 'free');
    try {
      const refused = await failure(accountKey, { model: assistant.id, messages: ask('hi') });
      expect(refused.status).toBe(403);
      expect(refused.message).toContain('not available on your current plan');
      expect(refused.type).toBe('permission_error');
    } finally {
      await setTier(t, owner.user.id, 'pro');
    }
  });
});
