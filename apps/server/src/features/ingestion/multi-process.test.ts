import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { readSseEvents, waitFor } from '../../test/sse-client.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('TEST_DATABASE_URL is not set: the two-process PostgreSQL test is skipped.');

(hasPostgres ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  let database: Database;
  let site: LocalSite;
  const servers: ServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-multi-'));

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const pages: Record<string, string> = { '/': businessPage('Shared Shop', '<p>Shared.</p>', ['/a', '/b', '/c']) };
    for (const p of ['a', 'b', 'c']) pages[`/${p}`] = businessPage(`Page ${p}`, `<p>Details about ${p}.</p>`, ['/']);
    site = await startLocalSite(pages, { delayMs: 30 });
    const env = {
      DATABASE_URL: database.connectionString!,
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
      CRAWL_ALLOW_PRIVATE: 'true',
    };
    servers.push(await startServerProcess(env), await startServerProcess(env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await site.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams progress from whichever process crawls, and runs every job exactly once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${a.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `multi${i}@example.com`, password: 'multi process', firstName: 'M', lastName: `${i}` }),
      });
      tokens.push(((await res.json()) as { token: string }).token);
    }
    const results = await Promise.all(
      tokens.map(async (token, i) => {
        const auth = { authorization: `Bearer ${token}` };
        const sessionId = `multi-${i}`;
        // The stream is held by process B while process A takes the request: events must cross processes.
        const stream = readSseEvents<{ type: string }>(
          `${b.url}/api/assistants/create-progress/${sessionId}`,
          { headers: auth },
          (e) => e.type === 'done' || e.type === 'error',
        );
        await new Promise((r) => setTimeout(r, 200));
        const created = await fetch(`${a.url}/api/assistants`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Shop ${i}`, websiteUrl: `${site.origin}/`, sessionId }),
        });
        const { id } = (await created.json()) as { id: string };
        const events = await stream;
        const assistant = await waitFor(
          () => fetch(`${b.url}/api/assistants/${id}`, { headers: auth }).then((r) => r.json() as Promise<{ crawlStatus: string; scrapedContent: object }>),
          (x) => x.crawlStatus === 'done',
        );
        return { events, pages: Object.keys(assistant.scrapedContent).length };
      }),
    );
    for (const { events, pages } of results) {
      expect(events.at(-1)!.type).toBe('done');
      expect(events.some((e) => e.type === 'extracted')).toBe(true);
      expect(pages).toBe(4);
    }
    const jobs = await database.query('select status, attempts, locked_by from crawl_jobs', []);
    expect(jobs).toHaveLength(4);
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});
