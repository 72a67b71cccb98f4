import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, shutdownExtractionWorkers, type CrawledPage } from '../crawl/index.ts';
import { searchConfigFor } from '../retrieve/search-config.ts';
import type { SqlExecutor } from '../retrieve/passage.ts';
import { collect, makeAssistant } from '../../testing/answer-fixtures.ts';
import { createAssistant, type FixtureDatabase } from '../../testing/retrieval-fixtures.ts';
import { openRetrievalTestDatabase, type RetrievalTestDatabase } from '../../testing/test-database.ts';
import { startTestSite, type TestSite } from '../../testing/test-site.ts';
import { retrieveAnswerPassages } from './answer-passages.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { BUSINESS_SITES, type BusinessQuestion, type BusinessSite } from './business-sites.fixture.ts';

/** Stores a crawled page and its chunks as the server's ingestion does (a chunk already stored for another page is kept once). */
async function savePage(db: FixtureDatabase, assistantId: string, language: string, page: CrawledPage): Promise<void> {
  const stored = await db.query<{ id: string }>(
    `INSERT INTO pages (assistant_id, url, title, content, content_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [assistantId, page.url, page.title, page.text, page.contentHash],
  );
  for (const chunk of page.chunks) {
    await db.query(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::regconfig) ON CONFLICT DO NOTHING`,
      [assistantId, stored.rows[0]!.id, chunk.ordinal, chunk.title, chunk.headingPath, chunk.content, chunk.contentHash, searchConfigFor(language)],
    );
  }
}

async function crawlInto(t: RetrievalTestDatabase, site: BusinessSite): Promise<{ assistantId: string; server: TestSite }> {
  const server = await startTestSite(Object.fromEntries(Object.entries(site.pages).map(([path, body]) => [path, { body }])));
  const assistantId = await createAssistant(t.db);
  await crawlSite({
    startUrl: `${server.origin}/`,
    maxPages: 20,
    allowPrivate: true,
    requestTimeoutMs: 5_000,
    onPage: (page) => savePage(t.db, assistantId, site.language, page),
  });
  await t.db.query('ANALYZE chunks', []);
  return { assistantId, server };
}

async function ask(exec: SqlExecutor, assistantId: string, site: BusinessSite, question: string) {
  const passages = await retrieveAnswerPassages(exec, { assistantId, question, language: site.language });
  const assistant = makeAssistant({ name: site.name, language: site.language, websiteUrl: 'https://business.test' });
  return collect(createBuiltinEngine().answer({ question, history: [], passages, assistant }));
}

// Real theme markup of small local businesses, crawled, indexed and asked through the built-in engine:
// the contact facts (phone, email, address, opening hours) wherever each site states them.
describe.each(BUSINESS_SITES)('contact questions on $name ($language)', (site) => {
  let t: RetrievalTestDatabase;
  let crawled: { assistantId: string; server: TestSite };
  beforeAll(async () => {
    t = await openRetrievalTestDatabase('pglite');
    crawled = await crawlInto(t, site);
  }, 60_000);
  afterAll(async () => {
    await crawled?.server.close();
    await t?.close();
  });

  const answers = async ({ question, expect: facts, absent = [] }: BusinessQuestion) => {
    const reply = await ask(t.exec, crawled.assistantId, site, question);
    const text = reply.text.split('\n\n')[0]!;
    expect(
      facts.some((fact) => text.includes(fact)),
      `expected one of ${JSON.stringify(facts)} in: ${text}`,
    ).toBe(true);
    for (const other of absent) expect(text, `"${other}" answers something else`).not.toContain(other);
  };
  it.each(site.questions)('$question', answers);
});

afterAll(() => shutdownExtractionWorkers());
