import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

describeEachEngine('assistants API', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const create = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/assistants', headers: auth, payload });

  it('creates an assistant with defaults and a generated API key, then lists, reads, updates and deletes it', async () => {
    const owner = await registerTestUser(t.app);
    const res = await create(owner.auth, { name: 'Harbor & Vine Coffee', context: 'We roast coffee.' });
    expect(res.statusCode).toBe(201);
    const assistant = res.json();
    expect(assistant).toMatchObject({
      name: 'Harbor & Vine Coffee',
      language: 'en',
      multiLanguage: false,
      personality: 'professional',
      tone: 'helpful',
      isActive: true,
      scrapedContent: {},
      crawlStatus: 'idle',
    });
    expect(assistant.apiKey).toMatch(/^sl_[\w-]{40,}$/);

    const list = await t.app.inject({ method: 'GET', url: '/api/assistants', headers: owner.auth });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([assistant.id]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/assistants/${assistant.id}`,
      headers: owner.auth,
      payload: { tone: 'concise', isActive: false, promptTemplate: 'Always be brief.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ tone: 'concise', isActive: false, promptTemplate: 'Always be brief.', apiKey: assistant.apiKey });
    const put = await t.app.inject({ method: 'PUT', url: `/api/assistants/${assistant.id}`, headers: owner.auth, payload: { isActive: true } });
    expect(put.json().isActive).toBe(true);

    const read = await t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth });
    expect(read.json()).toMatchObject({ tone: 'concise', isActive: true });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/assistants/${assistant.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another account's assistant", async () => {
    const owner = await registerTestUser(t.app);
    const stranger = await registerTestUser(t.app);
    const { id } = (await create(owner.auth, { name: 'Private Shop' })).json();
    const attempts = [
      t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: stranger.auth }),
      t.app.inject({ method: 'PATCH', url: `/api/assistants/${id}`, headers: stranger.auth, payload: { name: 'Hacked' } }),
      t.app.inject({ method: 'PUT', url: `/api/assistants/${id}`, headers: stranger.auth, payload: { isActive: false } }),
      t.app.inject({ method: 'DELETE', url: `/api/assistants/${id}`, headers: stranger.auth }),
      t.app.inject({ method: 'POST', url: `/api/assistants/${id}/scrape`, headers: stranger.auth }),
      t.app.inject({ method: 'GET', url: `/api/assistants/${id}/auto-scrape`, headers: stranger.auth }),
      t.app.inject({ method: 'PUT', url: `/api/assistants/${id}/auto-scrape`, headers: stranger.auth, payload: { scrapeSchedule: 'manual' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Assistant not found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/assistants', headers: stranger.auth })).json()).toEqual([]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth });
    expect(mine.json()).toMatchObject({ name: 'Private Shop', isActive: true });
  });

  it.each([
    { payload: { name: '' }, message: 'Business name is required' },
    { payload: { name: 'x'.repeat(101) }, message: 'Business name must be 100 characters or less' },
    { payload: { name: 'Shop <script>' }, message: 'Business name can only contain letters, numbers, spaces, and common business punctuation (- & . , ( ))' },
    { payload: { name: 'Shop', context: 'x'.repeat(10_001) }, message: 'Context must be 10,000 characters or less' },
    { payload: { name: 'Shop', websiteUrl: 'not a url' }, message: 'Please enter a valid URL' },
    { payload: { name: 'Shop', websiteUrl: 'ftp://example.com' }, message: 'Please enter a valid URL' },
    { payload: { name: 'Shop', language: 'xx' }, message: 'Language must be one of' },
    { payload: { name: 'Shop', personality: 'rude' }, message: 'Personality must be one of' },
  ])('rejects bad input with "$message" and stores nothing', async ({ payload, message }) => {
    const owner = await registerTestUser(t.app);
    const res = await create(owner.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.app.inject({ method: 'GET', url: '/api/assistants', headers: owner.auth })).json()).toEqual([]);
  });

  it('accepts names in any script and common punctuation', async () => {
    const owner = await registerTestUser(t.app);
    const res = await create(owner.auth, { name: '  Café Müller & Söhne (Zürich)  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Café Müller & Söhne (Zürich)');
  });

  it('answers unknown and malformed ids with 404', async () => {
    const owner = await registerTestUser(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/assistants/${encodeURIComponent(id)}`, headers: owner.auth });
      expect(res.statusCode).toBe(404);
    }
  });

  it('enforces the plan: assistant limit with limitReached, multi-language and auto-scrape for paid plans only', async () => {
    const owner = await registerTestUser(t.app);
    const first = await create(owner.auth, { name: 'One' });
    expect(first.statusCode).toBe(201);
    const second = await create(owner.auth, { name: 'Two' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ limitReached: true, code: 'ASSISTANT_LIMIT_REACHED' });
    expect(second.json().message).toMatch(/limit reached/i);

    const multi = await t.app.inject({ method: 'PATCH', url: `/api/assistants/${first.json().id}`, headers: owner.auth, payload: { multiLanguage: true } });
    expect(multi.statusCode).toBe(403);
    expect(multi.json().message).toContain('not available on your current plan');

    const auto = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${first.json().id}/auto-scrape`,
      headers: owner.auth,
      payload: { autoScrapeEnabled: true, scrapeSchedule: 'weekly' },
    });
    expect(auto.statusCode).toBe(403);
    expect(auto.json().message).toContain('not available on your current plan');
    const autoRead = await t.app.inject({ method: 'GET', url: `/api/assistants/${first.json().id}/auto-scrape`, headers: owner.auth });
    expect(autoRead.json()).toEqual({ autoScrapeEnabled: false, scrapeSchedule: 'manual' });

    await setTier(t, owner.user.id, 'pro');
    expect((await create(owner.auth, { name: 'Two', multiLanguage: true })).statusCode).toBe(201);
    const proAuto = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${first.json().id}/auto-scrape`,
      headers: owner.auth,
      payload: { autoScrapeEnabled: true, scrapeSchedule: 'weekly' },
    });
    expect(proAuto.statusCode).toBe(200);
    expect(proAuto.json()).toEqual({ autoScrapeEnabled: true, scrapeSchedule: 'weekly' });
    const badSchedule = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${first.json().id}/auto-scrape`,
      headers: owner.auth,
      payload: { scrapeSchedule: 'hourly' },
    });
    expect(badSchedule.statusCode).toBe(400);
    expect(badSchedule.json().message).toContain('scrapeSchedule must be one of manual, daily, weekly, monthly');
  });

  it('validates allowed origins and stores them normalised', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = (await create(owner.auth, { name: 'Origins' })).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/assistants/${id}`,
      headers: owner.auth,
      payload: { allowedOrigins: ['https://Shop.Example.com/path', 'https://shop.example.com'] },
    });
    expect(ok.json().allowedOrigins).toEqual(['https://shop.example.com']);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/assistants/${id}`,
      headers: owner.auth,
      payload: { allowedOrigins: ['javascript:alert(1)'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('allowedOrigins');
  });
});
