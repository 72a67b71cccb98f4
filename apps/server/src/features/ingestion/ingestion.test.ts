import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { readSseEvents, waitFor } from '../../test/sse-client.ts';
import { chunks, crawlJobs, pages } from '../../db/schema.ts';

const sitePages = (): Record<string, string> => ({
  '/': businessPage('Crumb & Co Bakery', '<p>Crumb &amp; Co is a family bakery in Leeds baking sourdough since 1998.</p>', ['/menu', '/hours', '/contact']),
  '/menu': businessPage('Menu', '<h2>Breads</h2><p>Our country sourdough loaf costs $7.50 and is baked every morning.</p>', ['/']),
  '/hours': businessPage('Opening hours', '<p>We are open Monday to Saturday from 7am to 4pm. Closed on Sundays.</p>', ['/']),
  '/contact': businessPage('Contact', '<p>Call us on 0113 555 0199 or email hello@crumb.example.</p>', ['/']),
  '/robots.txt': 'User-agent: *\nAllow: /\n',
});

describeEachEngine('website ingestion', (engine) => {
  let t: TestApp;
  let site: LocalSite;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    site = await startLocalSite(sitePages());
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const getAssistant = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: auth }).then((r) => r.json());

  it('streams the five creation steps while it crawls, then the assistant with its pages and a description', async () => {
    const owner = await registerTestUser(t.app);
    const sessionId = `s-${Date.now()}`;
    const streamed = readSseEvents<{
      type: string;
      step?: string;
      progress?: number;
      assistant?: { id: string; scrapedContent: Record<string, { title: string; size: number }>; description: string };
    }>(`${base}/api/assistants/create-progress/${sessionId}`, { headers: owner.auth }, (e) => e.type === 'done' || e.type === 'error');
    await new Promise((r) => setTimeout(r, 100));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assistants',
      headers: owner.auth,
      payload: { name: 'Crumb & Co', websiteUrl: `${site.origin}/`, sessionId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().crawlStatus).toBe('queued');
    const events = await streamed;
    expect(events[0]).toMatchObject({ type: 'connected' });
    const steps = events.filter((e) => e.type === 'progress').map((e) => [e.step, e.progress]);
    expect(steps).toEqual([
      ['initializing', 15],
      ['discovering', 30],
      ['extracting', 60],
      ['processing', 80],
      ['generating', 95],
    ]);
    expect(events.some((e) => e.type === 'pages-found')).toBe(true);
    expect(events.filter((e) => e.type === 'extracted').length).toBe(4);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', progress: 100 });
    expect(Object.keys(done.assistant!.scrapedContent).sort()).toEqual(
      [`${site.origin}/`, `${site.origin}/contact`, `${site.origin}/hours`, `${site.origin}/menu`].sort(),
    );
    expect(done.assistant!.scrapedContent[`${site.origin}/menu`]).toMatchObject({ title: 'Menu' });
    expect(done.assistant!.scrapedContent[`${site.origin}/menu`]!.size).toBeGreaterThan(20);
    expect(done.assistant!.description).toContain('Crumb & Co Bakery');

    const usage = await t.app.inject({ method: 'GET', url: '/api/subscription/limits', headers: owner.auth });
    expect(usage.json().usage).toMatchObject({ assistants: 1, crawls: 1 });
  });

  it("does not relay another account's creation events", async () => {
    const owner = await registerTestUser(t.app);
    const spy = await registerTestUser(t.app);
    const sessionId = `shared-${Date.now()}`;
    const spied = readSseEvents<{ type: string }>(`${base}/api/assistants/create-progress/${sessionId}`, { headers: spy.auth }, () => false, 3000).catch(
      () => [],
    );
    const own = readSseEvents<{ type: string }>(`${base}/api/assistants/create-progress/${sessionId}`, { headers: owner.auth }, (e) => e.type === 'done');
    await new Promise((r) => setTimeout(r, 100));
    await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Mine', websiteUrl: `${site.origin}/`, sessionId } });
    expect((await own).at(-1)!.type).toBe('done');
    expect((await spied).map((e) => e.type)).toEqual(['connected']);
  });

  it('refuses the stream without a valid token', async () => {
    const res = await fetch(`${base}/api/assistants/create-progress/abc`);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/Unauthorized/);
  });

  it('re-scrapes incrementally: unchanged pages are not re-indexed, changed ones are, removed ones go', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Incremental', websiteUrl: `${site.origin}/` } })
    ).json();
    await waitFor(
      () => getAssistant(owner.auth, id),
      (a) => a.crawlStatus === 'done',
    );
    const before = await t.ctx.db.select().from(pages).where(eq(pages.assistantId, id));

    site.set('/menu', { body: businessPage('Menu', '<h2>Breads</h2><p>Our country sourdough loaf now costs $8.25.</p>', ['/']) });
    const rescrape = await t.app.inject({ method: 'POST', url: `/api/assistants/${id}/scrape`, headers: owner.auth });
    expect(rescrape.statusCode).toBe(202);
    await waitFor(
      () => getAssistant(owner.auth, id),
      (a) => a.crawlStatus === 'done',
    );
    const [job] = await t.ctx.db
      .select()
      .from(crawlJobs)
      .where(eq(crawlJobs.assistantId, id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(job!.result).toMatchObject({ pagesIndexed: 1, pagesUnchanged: 3 });
    const after = await t.ctx.db.select().from(pages).where(eq(pages.assistantId, id));
    const hours = (rows: typeof before) => rows.find((p) => p.url.endsWith('/hours'))!;
    expect(hours(after).updatedAt.getTime()).toBe(hours(before).updatedAt.getTime());
    const menuChunks = await t.ctx.db
      .select()
      .from(chunks)
      .where(eq(chunks.pageId, after.find((p) => p.url.endsWith('/menu'))!.id));
    expect(menuChunks.map((c) => c.content).join(' ')).toContain('$8.25');
    expect(menuChunks.map((c) => c.content).join(' ')).not.toContain('$7.50');
    // The crawl's new words are in the search index itself, not left in the pending list every search reads.
    const [pending] = await t.ctx.database.query(`SELECT gin_clean_pending_list('chunks_search_idx'::regclass) AS pages`, []);
    expect(Number(pending!.pages)).toBe(0);
    site.set('/menu', { body: sitePages()['/menu']! });
  });

  it('counts every crawl against the monthly quota and answers 403 Scraping limit reached past it', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Quota', websiteUrl: `${site.origin}/` } })
    ).json();
    for (let i = 0; i < 3; i += 1) {
      await waitFor(
        () => getAssistant(owner.auth, id),
        (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
      );
      expect((await t.app.inject({ method: 'POST', url: `/api/assistants/${id}/scrape`, headers: owner.auth })).statusCode).toBe(202);
    }
    await waitFor(
      () => getAssistant(owner.auth, id),
      (a) => a.crawlStatus === 'done',
    );
    const over = await t.app.inject({ method: 'POST', url: `/api/assistants/${id}/scrape`, headers: owner.auth });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toContain('Scraping limit reached');
  });

  it('reports an unreachable website as a failed crawl with a clear message, keeping the assistant usable', async () => {
    const owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    const sessionId = `dead-${Date.now()}`;
    const streamed = readSseEvents<{ type: string; message?: string }>(
      `${base}/api/assistants/create-progress/${sessionId}`,
      { headers: owner.auth },
      (e) => e.type === 'done' || e.type === 'error',
    );
    await new Promise((r) => setTimeout(r, 100));
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/assistants',
        headers: owner.auth,
        payload: { name: 'Dead Site', websiteUrl: 'http://127.0.0.1:9/', sessionId },
      })
    ).json();
    const last = (await streamed).at(-1)!;
    expect(last.type).toBe('error');
    expect(last.message).toBeTruthy();
    const assistant = await getAssistant(owner.auth, id);
    expect(assistant).toMatchObject({ crawlStatus: 'failed', scrapedContent: {} });
    expect(assistant.crawlError).toBe(last.message);
  });

  it('deleting an assistant removes its pages, chunks and jobs', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Doomed', websiteUrl: `${site.origin}/` } })
    ).json();
    await waitFor(
      () => getAssistant(owner.auth, id),
      (a) => a.crawlStatus === 'done',
    );
    expect((await t.ctx.db.select().from(chunks).where(eq(chunks.assistantId, id))).length).toBeGreaterThan(0);
    await t.app.inject({ method: 'DELETE', url: `/api/assistants/${id}`, headers: owner.auth });
    for (const table of [pages, chunks, crawlJobs]) {
      expect(await t.ctx.db.select().from(table).where(eq(table.assistantId, id))).toEqual([]);
    }
  });
});

describe('private addresses', () => {
  it('are refused when the server is reachable from outside (CRAWL_ALLOW_PRIVATE=false)', async () => {
    const t = await createTestApp('pglite', { CRAWL_ALLOW_PRIVATE: 'false' });
    const site = await startLocalSite(sitePages());
    try {
      const owner = await registerTestUser(t.app);
      const { id } = (
        await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Internal', websiteUrl: `${site.origin}/` } })
      ).json();
      const assistant = await waitFor(
        () => t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth }).then((r) => r.json()),
        (a) => a.crawlStatus === 'failed',
      );
      expect(assistant.crawlError).toMatch(/private|not allowed|refused/i);
      expect(site.requests).toEqual([]);
    } finally {
      await site.close();
      await t.close();
    }
  });

  it("leave the server's own demo site crawlable by its exact origin and path, and nothing else of the server", async () => {
    const t = await createTestApp('pglite', { CRAWL_ALLOW_PRIVATE: 'false' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const crawlOf = async (websiteUrl: string) => {
        const owner = await registerTestUser(t.app);
        const { id } = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Demo', websiteUrl } })).json();
        return waitFor(
          () => t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth }).then((r) => r.json()),
          (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
          60_000,
        );
      };
      const demo = await crawlOf(`http://localhost:${port}/demo-site/`);
      expect(demo.crawlStatus).toBe('done');
      expect(Object.keys(demo.scrapedContent).length).toBeGreaterThan(5);
      expect(Object.keys(demo.scrapedContent).every((url) => url.startsWith(`http://localhost:${port}/demo-site`))).toBe(true);

      const api = await crawlOf(`http://localhost:${port}/api/openapi.json`);
      expect(api.crawlStatus).toBe('failed');
      expect(api.crawlError).toMatch(/private/i);
    } finally {
      await t.close();
    }
  }, 90_000);
});
