import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversationListSchema, type ConversationList } from '@siteline/contract';
import { startFakeLlmServer, type FakeLlmServer } from '@siteline/knowledge/testing';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';

for (const answerEngine of ['built-in', 'llm'] as const) {
  describeEachEngine(`conversations screen API (${answerEngine} engine)`, (engine) => {
    let t: TestApp;
    let site: LocalSite;
    let llm: FakeLlmServer | undefined;
    let owner: Awaited<ReturnType<typeof registerTestUser>>;
    let other: Awaited<ReturnType<typeof registerTestUser>>;
    let lamps: { id: string; apiKey: string; name: string };
    let cafe: { id: string; apiKey: string; name: string };
    const ids: Record<string, string> = {};

    const get = (url: string, auth = owner.auth) => t.app.inject({ method: 'GET', url, headers: auth });
    const list = async (query: string): Promise<ConversationList> => {
      const res = await get(`/api/conversations${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return conversationListSchema.parse(res.json());
    };

    beforeAll(async () => {
      site = await startLocalSite({
        '/': businessPage('Lumen Lamps', '<p>Lumen Lamps designs handmade lamps in Porto.</p>', ['/shipping']),
        '/shipping': businessPage('Shipping', '<p>We ship to every country in the EU. Delivery takes 3 to 5 working days and costs €9.</p>', ['/']),
      });
      if (answerEngine === 'llm') llm = await startFakeLlmServer();
      t = await createTestApp(engine, llm ? { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model' } : {});
      owner = await registerTestUser(t.app);
      other = await registerTestUser(t.app);
      await setTier(t, owner.user.id, 'pro');
      const create = async (payload: Record<string, unknown>) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload });
        expect(res.statusCode, res.body).toBe(201);
        return res.json();
      };
      lamps = await create({ name: 'Lumen Lamps', websiteUrl: `${site.origin}/` });
      await waitFor(
        () => get(`/api/assistants/${lamps.id}`).then((r) => r.json()),
        (a) => a.crawlStatus === 'done',
      );
      cafe = await create({ name: 'Café Étoile', language: 'fr', context: 'Un café à Lyon.' });

      const chat = async (assistant: { id: string; apiKey: string }, sessionId: string, message: string, reply: string) => {
        llm?.setMode('stream', reply);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/chat/${assistant.id}`,
          headers: { authorization: `Bearer ${assistant.apiKey}` },
          payload: { message, sessionId },
        });
        expect(res.statusCode, res.body).toBe(200);
        ids[sessionId] = res.json().conversationId;
      };
      await chat(lamps, 'delivery', 'How long does delivery take?', 'Delivery takes 3 to 5 working days [1].');
      await chat(lamps, 'delivery', 'And how much is it?', 'It costs €9 [1].');
      await chat(lamps, 'old', 'Do you ship lamps to Norway?', 'We ship to every country in the EU [1].');
      await chat(lamps, 'colours', 'Which colours do the lamps come in?', 'Our lamps come in brass [1].');
      await chat(cafe, 'livraison', 'Faites-vous des livraisons à domicile ?', 'Nous livrons à Lyon.');
      await t.ctx.database.query(`UPDATE conversations SET updated_at = now() - interval '10 days' WHERE id = $1`, [ids.old]);
      await t.ctx.database.query(`UPDATE conversations SET satisfaction_rating = 4 WHERE id = $1`, [ids.delivery]);
      await t.ctx.database.query(`UPDATE conversations SET satisfaction_rating = 2 WHERE id = $1`, [ids.colours]);
    });
    afterAll(async () => {
      await t?.close();
      await site?.close();
      await llm?.close();
    });

    it('lists the owner’s conversations newest first with the totals, previews and assistant names', async () => {
      const page = await list('');
      expect(page.conversations.map((c) => c.id)).toEqual([ids.livraison, ids.colours, ids.delivery, ids.old]);
      expect(page.stats).toEqual({ totalConversations: 4, totalMessages: 10, totalRating: 6 });
      const delivery = page.conversations.find((c) => c.id === ids.delivery)!;
      expect(delivery).toMatchObject({ assistantName: 'Lumen Lamps', messageCount: 4, satisfactionRating: 4, channel: 'api' });
      expect(delivery.lastMessage).toMatchObject({ role: 'assistant' });
      expect(page.conversations.find((c) => c.id === ids.livraison)!.assistantName).toBe('Café Étoile');
      expect(page.nextCursor).toBeNull();
      expect((await list('')).conversations).toHaveLength(4);
      const theirs = conversationListSchema.parse((await get('/api/conversations', other.auth)).json());
      expect(theirs).toEqual({ conversations: [], nextCursor: null, stats: { totalConversations: 0, totalMessages: 0, totalRating: 0 } });
    });

    it('pages by cursor without gaps or repeats, totals on the first page only', async () => {
      const first = await list('?limit=3');
      expect(first.conversations).toHaveLength(3);
      expect(first.stats?.totalConversations).toBe(4);
      const second = await list(`?limit=3&cursor=${first.nextCursor}`);
      expect(second.stats).toBeNull();
      expect(second.nextCursor).toBeNull();
      expect([...first.conversations, ...second.conversations].map((c) => c.id)).toEqual([ids.livraison, ids.colours, ids.delivery, ids.old]);
    });

    it('filters by assistant and by date range', async () => {
      expect((await list(`?assistant=${cafe.id}`)).conversations.map((c) => c.id)).toEqual([ids.livraison]);
      const lampsPage = await list(`?assistant=${lamps.id}&date=all`);
      expect(lampsPage.stats?.totalConversations).toBe(3);
      expect((await list('?date=week')).conversations.map((c) => c.id)).not.toContain(ids.old);
      expect((await list('?date=month')).conversations.map((c) => c.id)).toContain(ids.old);
      expect((await list('?date=today')).stats?.totalConversations).toBe(3);
    });

    it('searches message words in each assistant’s language', async () => {
      expect((await list('?search=deliveries')).conversations.map((c) => c.id)).toEqual([ids.delivery]);
      expect((await list('?search=livraison')).conversations.map((c) => c.id)).toEqual([ids.livraison]);
      const colour = await list(`?search=colour&assistant=${lamps.id}`);
      expect(colour.conversations.map((c) => c.id)).toEqual([ids.colours]);
      expect(colour.stats).toEqual({ totalConversations: 1, totalMessages: 2, totalRating: 2 });
      expect((await list(`?search=colour&assistant=${cafe.id}`)).conversations).toEqual([]);
      expect((await list('?search=%22how%20much%22')).conversations.map((c) => c.id)).toEqual([ids.delivery]);
      for (const hostile of ["'; DROP TABLE messages; --", '.*(a+)+$', '\\', '%_%', '!!! & | :*']) {
        expect((await list(`?search=${encodeURIComponent(hostile)}`)).conversations).toEqual([]);
      }
      expect((await list('')).conversations).toHaveLength(4);
    });

    it('opens a conversation with its whole thread and the sources of each answer', async () => {
      const res = await get(`/api/conversations/${ids.delivery}`);
      expect(res.statusCode).toBe(200);
      const thread = res.json();
      expect(thread.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(thread.messages[0].content).toBe('How long does delivery take?');
      expect(thread.messages[1].sources.map((s: { url: string }) => s.url)).toContain(`${site.origin}/shipping`);
      expect(thread.truncated).toBe(false);
      expect((await get(`/api/conversations/${ids.delivery}`, other.auth)).statusCode).toBe(404);
    });

    it('downloads JSON and CSV as streams under the spec’s file names', async () => {
      const all = await get('/api/conversations/download');
      expect(all.headers['content-disposition']).toContain('filename="all-conversations.json"');
      const everything = all.json() as { id: string; messages: unknown[] }[];
      expect(everything.map((c) => c.id).sort()).toEqual(Object.values(ids).sort());
      expect(everything.find((c) => c.id === ids.delivery)!.messages).toHaveLength(4);

      const one = await get(`/api/assistants/${cafe.id}/conversations/download`);
      expect(one.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Café Étoile-conversations.json')}`);
      expect((one.json() as { id: string }[]).map((c) => c.id)).toEqual([ids.livraison]);

      const single = await get(`/api/conversations/${ids.delivery}/download`);
      expect(single.headers['content-disposition']).toContain('filename="Lumen-Lamps-conversations.json"');
      expect((single.json() as { id: string }[]).map((c) => c.id)).toEqual([ids.delivery]);

      const csv = await get(`/api/assistants/${lamps.id}/conversations/download?format=csv`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain('filename="Lumen-Lamps-conversations.csv"');
      expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('conversation_id,assistant,channel,session_id,rating,role,content,timestamp,sources');
      const rows = csv.body.match(new RegExp(`^(${[ids.delivery, ids.old, ids.colours].join('|')}),`, 'gm'));
      expect(rows).toHaveLength(8);
      expect(csv.body).toContain(`${ids.delivery},Lumen Lamps,api,delivery,4,user,How long does delivery take?,`);
    });

    it('pages a search that matches hundreds of conversations, newest first, to the last match', async () => {
      await t.ctx.database.query(
        `WITH made AS (
           INSERT INTO conversations (assistant_id, session_id, channel, message_count, updated_at)
           SELECT $1, 'zebra-' || n, 'api', 2, now() - n * interval '1 minute' FROM generate_series(1, 230) AS n RETURNING id, session_id
         )
         INSERT INTO messages (conversation_id, role, content, search_config)
         SELECT id, 'user', CASE WHEN right(session_id, 1) = '7' THEN 'Do you sell lamps?' ELSE 'Do you sell zebra lamps?' END, 'english' FROM made`,
        [lamps.id],
      );
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = await list(`?search=zebras&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        if (!cursor) expect(page.stats?.totalConversations).toBe(207);
        seen.push(...page.conversations.map((c) => c.id));
        cursor = page.nextCursor ?? '';
      } while (cursor);
      expect(seen).toHaveLength(207);
      expect(new Set(seen).size).toBe(207);
    });

    it('still finds the words of a conversation too long to gather them all', async () => {
      const [made] = await t.ctx.database.query(
        `INSERT INTO conversations (assistant_id, session_id, channel, message_count) VALUES ($1, 'long', 'api', 2) RETURNING id`,
        [lamps.id],
      );
      const words = Array.from({ length: 30_000 }, (_, i) => `w${i.toString(36)}x`).join(' ');
      await t.ctx.database.query(
        `INSERT INTO messages (conversation_id, role, content, search_config) VALUES ($1, 'user', $2, 'english'), ($1, 'assistant', 'Our quartz pendants ship tomorrow.', 'english')`,
        [made!.id, `${words} obsidian`],
      );
      const [gathered] = await t.ctx.database.query('SELECT overflow FROM conversation_words WHERE conversation_id = $1', [made!.id]);
      expect(gathered?.overflow).toBe(true);
      for (const search of ['obsidian', 'quartz', '"quartz pendants"']) {
        expect(
          (await list(`?search=${encodeURIComponent(search)}`)).conversations.map((c) => c.id),
          search,
        ).toEqual([made!.id]);
      }
      expect((await list('?search=lapis')).conversations).toEqual([]);
    });

    it('finds a word inside a file path the visitor wrote', async () => {
      const [made] = await t.ctx.database.query(
        `INSERT INTO conversations (assistant_id, session_id, channel, message_count) VALUES ($1, 'paths', 'api', 1) RETURNING id`,
        [lamps.id],
      );
      await t.ctx.database.query(`INSERT INTO messages (conversation_id, role, content, search_config) VALUES ($1, 'user', $2, 'english')`, [
        made!.id,
        'Is the wiring diagram in manuals/sconces/fitting.pdf or on your website?',
      ]);
      for (const search of ['sconce', 'fitting.pdf', 'manuals/sconces/fitting.pdf', '"sconces fitting.pdf"']) {
        expect(
          (await list(`?search=${encodeURIComponent(search)}`)).conversations.map((c) => c.id),
          search,
        ).toEqual([made!.id]);
      }
      expect((await list(`?search=${encodeURIComponent('sconces/manuals')}`)).conversations).toEqual([]);
    });

    it('finds words in Chinese, Japanese and Korean text written without spaces, and in Arabic and Hindi', async () => {
      const polyglot = await registerTestUser(t.app);
      await setTier(t, polyglot.user.id, 'enterprise');
      const visits = {
        zh: '请问你们在东京有分店吗？营业时间是几点？',
        ja: '営業時間は午前九時から午後六時までですか。',
        ko: '서울에서 배송이 가능한가요?',
        ar: 'هل تقدمون خدمة التوصيل إلى الرياض؟',
        hi: 'क्या आप दिल्ली में डिलीवरी करते हैं?',
      };
      const conversationOf: Record<string, string> = {};
      for (const [language, message] of Object.entries(visits)) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/assistants',
          headers: polyglot.auth,
          payload: { name: `Shop ${language}`, language, context: 'A small shop.' },
        });
        expect(created.statusCode, created.body).toBe(201);
        const { id, apiKey } = created.json();
        llm?.setMode('stream', 'Sorry.');
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/chat/${id}`,
          headers: { authorization: `Bearer ${apiKey}` },
          payload: { message, sessionId: language },
        });
        expect(res.statusCode, res.body).toBe(200);
        conversationOf[language] = res.json().conversationId;
      }
      const found = async (search: string) => {
        const res = await get(`/api/conversations?search=${encodeURIComponent(search)}`, polyglot.auth);
        expect(res.statusCode, res.body).toBe(200);
        return conversationListSchema
          .parse(res.json())
          .conversations.map((c) => c.id)
          .sort();
      };
      const only = (...languages: string[]) => languages.map((language) => conversationOf[language]).sort();
      expect(await found('东京')).toEqual(only('zh'));
      expect(await found('分店')).toEqual(only('zh'));
      expect(await found('"东京有分店"')).toEqual(only('zh'));
      expect(await found('营业时间')).toEqual(only('zh'));
      expect(await found('京都')).toEqual([]);
      expect(await found('営業時間')).toEqual(only('ja'));
      expect(await found('午後六時')).toEqual(only('ja'));
      expect(await found('六時から午前')).toEqual([]);
      expect(await found('서울')).toEqual(only('ko'));
      expect(await found('배송')).toEqual(only('ko'));
      expect(await found('الرياض')).toEqual(only('ar'));
      expect(await found('التوصيل')).toEqual(only('ar'));
      expect(await found('दिल्ली')).toEqual(only('hi'));
      expect(await found('डिलीवरी')).toEqual(only('hi'));
      expect(await found('मुंबई')).toEqual([]);
      // Another account sees none of them.
      expect((await list(`?search=${encodeURIComponent('东京')}`)).conversations).toEqual([]);
    });

    it('refuses bad filters with a 400 naming the field, and other accounts’ ids like missing ones', async () => {
      const bad = async (query: string, field: string) => {
        const res = await get(`/api/conversations${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toContain(field);
      };
      await bad('?date=yesterday', 'date');
      await bad(`?search=${'a'.repeat(10_000)}`, 'search');
      await bad('?assistant=not-an-id', 'assistant');
      await bad('?cursor=bm9wZQ', 'cursor');
      await bad('?limit=1000', 'limit');
      await bad('/download?format=xml', 'format');
      const foreign = await get(`/api/conversations?assistant=${lamps.id}`, other.auth);
      const missing = await get('/api/conversations?assistant=00000000-0000-4000-8000-000000000000', other.auth);
      expect([foreign.statusCode, foreign.body]).toEqual([404, missing.body]);
      expect((await get(`/api/assistants/${lamps.id}/conversations/download`, other.auth)).statusCode).toBe(404);
    });
  });
}
