import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../db/client.ts';
import { startLocalSite, businessPage } from '../../test/local-site.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { waitFor } from '../../test/sse-client.ts';

const PAGE_COUNT = 30;

describe('a crawl interrupted by killing the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes after a restart with no duplicate pages or chunks', async () => {
    const pages: Record<string, string> = {
      '/': businessPage(
        'Slow Shop',
        '<p>Welcome to the slow shop.</p>',
        Array.from({ length: PAGE_COUNT - 1 }, (_, i) => `/p${i}`),
      ),
    };
    for (let i = 0; i < PAGE_COUNT - 1; i += 1)
      pages[`/p${i}`] = businessPage(`Product ${i}`, `<p>Product ${i} is a sturdy item that costs $${10 + i}.00 and ships in ${(i % 5) + 1} days.</p>`, ['/']);
    const site = await startLocalSite(pages, { delayMs: 150 });
    const env = { DATA_DIR: dataDir, JOB_LEASE_MS: '1500', CRAWL_ALLOW_PRIVATE: 'true' };
    try {
      server = await startServerProcess(env);
      const register = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'crash@example.com', password: 'crash test 1', firstName: 'C', lastName: 'T' }),
      });
      const { token } = (await register.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${server.url}/api/assistants`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Slow Shop', websiteUrl: `${site.origin}/` }),
      });
      const { id } = (await created.json()) as { id: string };
      const read = async (s: ServerProcess) =>
        (await fetch(`${s.url}/api/assistants/${id}`, { headers: auth })).json() as Promise<{ crawlStatus: string; scrapedContent: Record<string, unknown> }>;

      const partial = await waitFor(
        () => read(server!),
        (a) => Object.keys(a.scrapedContent).length >= 4,
      );
      expect(Object.keys(partial.scrapedContent).length).toBeLessThan(PAGE_COUNT);
      await server.kill();

      server = await startServerProcess(env);
      const done = await waitFor(
        () => read(server!),
        (a) => a.crawlStatus === 'done',
        60_000,
      );
      expect(Object.keys(done.scrapedContent)).toHaveLength(PAGE_COUNT);
      expect(await server.stop()).toBe(0);
      server = undefined;
    } finally {
      await site.close();
    }

    const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    try {
      const pageRows = await db.query<{ n: number; urls: number }>('select count(*)::int as n, count(distinct url)::int as urls from pages');
      expect(pageRows.rows[0]).toEqual({ n: PAGE_COUNT, urls: PAGE_COUNT });
      const chunkRows = await db.query<{ n: number; hashes: number }>('select count(*)::int as n, count(distinct content_hash)::int as hashes from chunks');
      expect(chunkRows.rows[0]!.n).toBe(chunkRows.rows[0]!.hashes);
      expect(chunkRows.rows[0]!.n).toBeGreaterThanOrEqual(PAGE_COUNT);
      const jobs = await db.query<{ status: string }>('select status from crawl_jobs');
      expect(jobs.rows.map((r) => r.status)).toEqual(['done']);
    } finally {
      await db.close();
    }
  }, 180_000);
});
