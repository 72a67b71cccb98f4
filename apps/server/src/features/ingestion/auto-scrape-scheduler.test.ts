import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { assistants, crawlJobs } from '../../db/schema.ts';
import { runDueAutoScrapes } from './auto-scrape-scheduler.ts';

describeEachEngine('auto-scrape scheduler', (engine) => {
  let t: TestApp;
  let site: LocalSite;
  beforeAll(async () => {
    t = await createTestApp(engine);
    site = await startLocalSite({ '/': businessPage('Kite Shop', '<p>Kites for every wind.</p>') });
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('queues one crawl for each due schedule, moves the next date forward, and leaves others alone', async () => {
    const owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    const create = async (name: string) => {
      const { id } = (
        await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name, websiteUrl: `${site.origin}/` } })
      ).json();
      await waitFor(
        () => t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth }).then((r) => r.json()),
        (a) => a.crawlStatus === 'done',
      );
      return id as string;
    };
    const due = await create('Due Shop');
    const later = await create('Later Shop');
    for (const id of [due, later]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/assistants/${id}/auto-scrape`,
        headers: owner.auth,
        payload: { autoScrapeEnabled: true, scrapeSchedule: 'daily' },
      });
      expect(res.json()).toEqual({ autoScrapeEnabled: true, scrapeSchedule: 'daily' });
    }
    const [laterRow] = await t.ctx.db.select().from(assistants).where(eq(assistants.id, later));
    expect(laterRow!.nextScrapeAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await t.ctx.db
      .update(assistants)
      .set({ nextScrapeAt: new Date(Date.now() - 1000) })
      .where(eq(assistants.id, due));

    expect(await runDueAutoScrapes(t.ctx)).toBe(1);
    expect(await runDueAutoScrapes(t.ctx)).toBe(0);
    const jobs = await t.ctx.db.select().from(crawlJobs).where(eq(crawlJobs.kind, 'auto'));
    expect(jobs.map((j) => j.assistantId)).toEqual([due]);
    const [dueRow] = await t.ctx.db.select().from(assistants).where(eq(assistants.id, due));
    expect(dueRow!.nextScrapeAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await waitFor(
      () => t.ctx.db.select().from(crawlJobs).where(eq(crawlJobs.id, jobs[0]!.id)),
      ([j]) => j!.status === 'done',
    );
  });
});
