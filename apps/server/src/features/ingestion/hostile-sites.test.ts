import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { HOSTILE_PATHS, startHostileSite, type HostileSite } from '../../test/hostile-site.ts';
import { crawlJobs } from '../../db/schema.ts';

const BUDGET = { requestMs: 1_000, extractionMs: 4_000, maxDurationMs: 6_000 };

interface Outcome {
  assistant: { crawlStatus: string; crawlError: string | null; description: string; scrapedContent: Record<string, { title: string }> };
  job: { result: Record<string, unknown> | null; error: string | null };
  elapsedMs: number;
  slowestHealthzMs: number;
}

describeEachEngine('hostile websites', (engine) => {
  let t: TestApp;
  let site: HostileSite;
  let base: string;
  beforeAll(async () => {
    site = await startHostileSite();
    t = await createTestApp(engine, {}, (config) => {
      config.crawlTimeouts = BUDGET;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  /** Creates an assistant for `path` and probes /healthz over real HTTP until its crawl ends. */
  async function crawlWhileProbing(path: string): Promise<Outcome> {
    const owner = await registerTestUser(t.app);
    const started = Date.now();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assistants',
      headers: owner.auth,
      payload: { name: 'Hostile', websiteUrl: `${site.origin}${path}` },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    let slowestHealthzMs = 0;
    for (;;) {
      const probeStart = performance.now();
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      slowestHealthzMs = Math.max(slowestHealthzMs, performance.now() - probeStart);
      const assistant = (await t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth })).json();
      if (assistant.crawlStatus === 'done' || assistant.crawlStatus === 'failed') {
        const [job] = await t.ctx.db.select().from(crawlJobs).where(eq(crawlJobs.assistantId, id));
        return { assistant, job: job!, elapsedMs: Date.now() - started, slowestHealthzMs };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // The budget, plus the last request and extraction it may cut short, plus indexing and the description.
  const ENDS_WITHIN_MS = BUDGET.maxDurationMs + BUDGET.requestMs + BUDGET.extractionMs + 3_000;

  it('a megabyte of words without a full stop: indexed, every other pattern skipped, the server answering throughout', async () => {
    const outcome = await crawlWhileProbing(HOSTILE_PATHS.wordsWithoutFullStop);
    expect(outcome.slowestHealthzMs).toBeLessThan(1_000);
    expect(outcome.elapsedMs).toBeLessThan(ENDS_WITHIN_MS);
    expect(outcome.assistant.crawlError).toBeNull();
    expect(outcome.assistant.crawlStatus).toBe('done');
    expect(outcome.assistant.scrapedContent[`${site.origin}/`]).toMatchObject({ title: 'Words' });
    expect(outcome.assistant.description).toBe('AI assistant for Hostile');
    expect(outcome.job.result).toMatchObject({ pagesIndexed: expect.any(Number), pagesSkipped: expect.any(Number) });
    // The links page's 10,000 dead links and the sitemap's unclosed <loc> URLs are cut off by the budgets.
    expect(['fetch-budget', 'page-limit', 'time-budget']).toContain(outcome.job.result!.stoppedBy);
    expect(site.requests.length).toBeLessThanOrEqual(50 * 3 + 100);
  }, 30_000);

  it.each([
    ['deeply nested tags', HOSTILE_PATHS.nestedTags],
    ['unclosed tags', HOSTILE_PATHS.unclosedTags],
    ['10,000 links on a page', HOSTILE_PATHS.tenThousandLinks],
  ])(
    '%s: the crawl ends on its own within its budget while /healthz answers',
    async (_name, path) => {
      const outcome = await crawlWhileProbing(path);
      expect(outcome.slowestHealthzMs).toBeLessThan(1_000);
      expect(outcome.elapsedMs).toBeLessThan(ENDS_WITHIN_MS);
      expect(['done', 'failed']).toContain(outcome.assistant.crawlStatus);
    },
    30_000,
  );

  it.each([
    ['a gzip bomb', HOSTILE_PATHS.gzipBomb, /larger than/],
    ['a brotli bomb', HOSTILE_PATHS.brotliBomb, /larger than/],
    ['a deflate bomb', HOSTILE_PATHS.deflateBomb, /larger than/],
    ['an endless stream', HOSTILE_PATHS.endlessStream, /larger than/],
    ['a slow drip', HOSTILE_PATHS.slowDrip, /Timed out/],
  ])(
    '%s as the start page fails the crawl with a clear reason, the server answering throughout',
    async (_name, path, reason) => {
      const outcome = await crawlWhileProbing(path);
      expect(outcome.slowestHealthzMs).toBeLessThan(1_000);
      expect(outcome.elapsedMs).toBeLessThan(ENDS_WITHIN_MS);
      expect(outcome.assistant.crawlStatus).toBe('failed');
      expect(outcome.assistant.crawlError).toMatch(reason);
    },
    30_000,
  );
});
