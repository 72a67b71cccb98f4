import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';

const renewals = vi.hoisted(() => ({ refused: 0 }));

// A database hiccup: the first lease renewals fail as a dropped connection would.
vi.mock('./crawl-jobs.queries.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./crawl-jobs.queries.ts')>();
  return {
    ...original,
    renewCrawlJobLease: async (...args: Parameters<typeof original.renewCrawlJobLease>) => {
      if (renewals.refused < 2) {
        renewals.refused++;
        throw new Error('Connection terminated unexpectedly');
      }
      return original.renewCrawlJobLease(...args);
    },
  };
});

describe('crawl worker', () => {
  let t: TestApp;
  let site: LocalSite;
  beforeAll(async () => {
    t = await createTestApp('pglite', { JOB_LEASE_MS: '600' });
    const links = Array.from({ length: 6 }, (_, i) => `/p${i}`);
    const pages: Record<string, string> = { '/': businessPage('Home', '<p>Home of a slow site with several pages.</p>', links) };
    for (const link of links) pages[link] = businessPage(`Page ${link}`, `<p>Content of ${link} for the lease test.</p>`);
    // Slow pages keep the crawl running across several renewals (every 200 ms).
    site = await startLocalSite(pages, { delayMs: 150 });
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('keeps a crawl going when renewing its lease fails for a moment', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Slow', websiteUrl: `${site.origin}/` } })
    ).json();
    const assistant = await waitFor(
      () => t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: owner.auth }).then((r) => r.json()),
      (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
    );
    expect(renewals.refused).toBe(2);
    expect(assistant.crawlStatus).toBe('done');
    expect(Object.keys(assistant.scrapedContent)).toHaveLength(7);
  });
});
