import { afterAll, beforeAll, expect, it } from 'vitest';
import { taughtAnswerSchema, unansweredListSchema } from '@siteline/contract';
import { startFakeLlmServer, type FakeLlmServer } from '@siteline/knowledge/testing';
import { createTestApp, registerPaidUser, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';

const GIFT_WRAP = 'Yes! We gift-wrap any lamp in recycled paper for €3. Just add a note at checkout.';

for (const answerEngine of ['built-in', 'llm'] as const) {
  describeEachEngine(`unanswered questions and taught answers (${answerEngine} engine)`, (engine) => {
    let t: TestApp;
    let site: LocalSite;
    let llm: FakeLlmServer | undefined;
    let owner: Awaited<ReturnType<typeof registerTestUser>>;
    let other: Awaited<ReturnType<typeof registerTestUser>>;
    let assistant: { id: string; apiKey: string };

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = owner.auth) =>
      t.app.inject({ method, url: `/api/assistants/${assistant.id}${url}`, headers: auth, ...(payload ? { payload } : {}) });
    /** Asks as a visitor; with the LLM engine the fake model says "no answer" unless told otherwise. */
    const ask = async (message: string, sessionId: string, modelReply = '[[NO_ANSWER]] Sorry, the site does not say.') => {
      llm?.setMode('stream', modelReply);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${assistant.id}`,
        headers: { authorization: `Bearer ${assistant.apiKey}` },
        payload: { message, sessionId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { response: string; sources: { url: string; title: string }[]; conversationId: string };
    };
    const unanswered = async () => unansweredListSchema.parse((await call('GET', '/unanswered')).json());

    beforeAll(async () => {
      site = await startLocalSite({
        '/': businessPage('Lumen Lamps', '<p>Lumen Lamps designs handmade lamps in Porto.</p>', ['/shipping']),
        '/shipping': businessPage('Shipping', '<p>We ship to every country in the EU. Delivery takes 3 to 5 working days and costs €9.</p>', ['/']),
      });
      if (answerEngine === 'llm') llm = await startFakeLlmServer();
      t = await createTestApp(engine, llm ? { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model' } : {});
      owner = await registerPaidUser(t);
      other = await registerTestUser(t.app);
      assistant = (
        await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Lumen Lamps', websiteUrl: `${site.origin}/` } })
      ).json();
      await waitFor(
        () => call('GET', '').then((r) => r.json()),
        (a) => a.crawlStatus === 'done',
      );
    });
    afterAll(async () => {
      await t?.close();
      await site?.close();
      await llm?.close();
    });

    it('records what the assistant could not answer, similar questions together, and lets the owner dismiss one', async () => {
      await ask('Do you offer gift wrapping?', 'v1');
      await ask('Gift wrapping: do you offer it?', 'v2');
      await ask('Do you have a shop in Lisbon?', 'v3');
      await ask('How long does delivery take?', 'v4', 'Delivery takes 3 to 5 working days [1].');
      const { questions } = await unanswered();
      expect(questions.map((q) => [q.question, q.askedCount])).toEqual([
        ['Do you have a shop in Lisbon?', 1],
        ['Gift wrapping: do you offer it?', 2],
      ]);
      expect(new Date(questions[1]!.lastAskedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const stored = await t.ctx.database.query(`SELECT answered FROM messages WHERE role = 'assistant' ORDER BY created_at`, []);
      expect(stored.map((row) => row.answered)).toEqual([false, false, false, true]);

      const lisbon = questions[0]!;
      expect((await call('POST', `/unanswered/${lisbon.id}/dismiss`, undefined, other.auth)).statusCode).toBe(404);
      expect((await call('POST', `/unanswered/${lisbon.id}/dismiss`)).statusCode).toBe(200);
      expect((await unanswered()).questions.map((q) => q.question)).toEqual(['Gift wrapping: do you offer it?']);
      await ask('do you have a shop in lisbon', 'v5');
      expect((await unanswered()).questions.map((q) => [q.question, q.askedCount])).toEqual([
        ['do you have a shop in lisbon', 2],
        ['Gift wrapping: do you offer it?', 2],
      ]);
    });

    it('lists answers visitors rated low beside the unanswered questions', async () => {
      const reply = await ask('How much is delivery?', 'rated-low', 'Delivery costs €9 [1].');
      await t.ctx.database.query('UPDATE conversations SET satisfaction_rating = 1 WHERE id = $1', [reply.conversationId]);
      const { lowRated } = await unanswered();
      expect(lowRated).toEqual([
        expect.objectContaining({ conversationId: reply.conversationId, question: 'How much is delivery?', answer: reply.response, rating: 1 }),
      ]);
    });

    it('answers the same question in other words with the taught answer, which survives a re-crawl', async () => {
      const taught = await call('POST', '/answers', { question: 'Do you offer gift wrapping?', answer: GIFT_WRAP });
      expect(taught.statusCode, taught.body).toBe(201);
      const saved = taughtAnswerSchema.parse(taught.json());
      expect((await call('GET', '/answers')).json()).toEqual([saved]);

      const check = async (sessionId: string) => {
        const reply = await ask('Can you gift wrap my lamp?', sessionId, 'Yes, gift wrapping costs €3 [1].');
        if (answerEngine === 'built-in') expect(reply.response).toBe(GIFT_WRAP);
        else {
          expect(reply.response).toBe('Yes, gift wrapping costs €3.');
          const prompt = llm!.requests
            .at(-1)!
            .messages.map((m) => m.content)
            .join('\n');
          expect(prompt).toContain(`[1] Answer from Lumen Lamps`);
          expect(prompt).toContain(GIFT_WRAP);
        }
        expect(reply.sources).toContainEqual({ url: `${site.origin}/`, title: 'Answer from Lumen Lamps' });
      };
      await check('taught-1');
      const before = (await unanswered()).questions.length;
      expect((await call('POST', '/scrape')).statusCode).toBeLessThan(300);
      await waitFor(
        () => call('GET', '').then((r) => r.json()),
        (a) => a.crawlStatus === 'done',
      );
      await check('taught-2');
      expect((await unanswered()).questions).toHaveLength(before);

      const unrelated = await ask('Do you repair old lamps?', 'unrelated');
      expect(unrelated.response).not.toContain('gift-wrap');
    });

    it('updates and deletes taught answers; other accounts get 404 and change nothing', async () => {
      const [saved] = (await call('GET', '/answers')).json() as { id: string }[];
      const updated = await call('PUT', `/answers/${saved!.id}`, { question: 'Do you offer gift wrapping?', answer: 'Gift wrapping is free.' });
      expect(updated.json()).toMatchObject({ answer: 'Gift wrapping is free.' });
      for (const [method, url, payload] of [
        ['GET', '/answers'],
        ['POST', '/answers', { question: 'q', answer: 'a' }],
        ['PUT', `/answers/${saved!.id}`, { question: 'q', answer: 'a' }],
        ['DELETE', `/answers/${saved!.id}`],
        ['GET', '/unanswered'],
      ] as const) {
        const res = await call(method, url, payload, other.auth);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call('GET', '/answers')).json()).toEqual([expect.objectContaining({ answer: 'Gift wrapping is free.' })]);
      expect((await call('DELETE', `/answers/${saved!.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/answers/${saved!.id}`)).statusCode).toBe(404);
      expect((await call('GET', '/answers')).json()).toEqual([]);
    });

    it('refuses an empty or 20,000-character answer, naming the field, and stores nothing', async () => {
      const bad = async (payload: object, field: string) => {
        const res = await call('POST', '/answers', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(field);
      };
      await bad({ question: 'Do you deliver?', answer: '   ' }, 'answer');
      await bad({ question: 'Do you deliver?', answer: 'x'.repeat(20_000) }, 'answer');
      await bad({ question: '', answer: 'Yes' }, 'question');
      await bad({ answer: 'Yes' }, 'question');
      expect((await call('PUT', '/answers/not-an-id', { question: 'q', answer: 'a' })).statusCode).toBe(404);
      expect((await call('GET', '/answers')).json()).toEqual([]);
    });
  });
}

describeEachEngine('taught answers matched by meaning with embeddings', (engine) => {
  let t: TestApp;
  let llm: FakeLlmServer;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await createTestApp(engine, { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', EMBEDDING_MODEL: 'test-embedding' });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it('finds the taught answer for a question sharing its meaning but not its words', async () => {
    const owner = await registerPaidUser(t);
    const assistant = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Harbor Bakery' } })).json();
    const taught = await t.app.inject({
      method: 'POST',
      url: `/api/assistants/${assistant.id}/answers`,
      headers: owner.auth,
      payload: { question: 'Is parking free?', answer: 'Yes, our car park is free for customers.' },
    });
    expect(taught.statusCode).toBe(201);
    const ask = (message: string) =>
      t.app
        .inject({ method: 'POST', url: `/api/chat/${assistant.id}`, headers: { authorization: `Bearer ${assistant.apiKey}` }, payload: { message } })
        .then((r) => r.json().response as string);
    // "cars" and "parking" share no stem; the (fake) embedding model reads them as one meaning.
    expect(await ask('Are cars free?')).toBe('Yes, our car park is free for customers.');
    expect(await ask('Do you bake rye bread?')).not.toContain('car park');
  });
});
