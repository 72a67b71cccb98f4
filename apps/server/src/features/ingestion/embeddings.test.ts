import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasEmbeddingStore } from '@siteline/knowledge';
import { startFakeLlmServer, type FakeLlmServer } from '@siteline/knowledge/testing';
import { createTestApp, registerPaidUser, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine, type Engine } from '../../test/test-database.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { openVectorHooks } from './embeddings.ts';

// No page says "bread", "sell" or "dog": only the fake model's synonyms (loaves, puppies) connect them.
const SITE = {
  '/': businessPage('Hearth Bakery', '<p>Hearth is a small bakery on Mill Street.</p>', ['/loaves', '/visit', '/pets']),
  '/loaves': businessPage('Our loaves', '<p>Sourdough loaves and baguettes come out of the oven at seven every morning.</p>', ['/']),
  '/visit': businessPage('Visit us', '<p>Free parking behind the shop. We open at eight.</p>', ['/']),
  '/pets': businessPage('Pets', '<p>Puppies on a lead are welcome on the terrace.</p>', ['/']),
  '/robots.txt': 'User-agent: *\nAllow: /\n',
};

async function postgresHasVector(): Promise<boolean> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`)).rowCount === 1;
  } finally {
    await client.end();
  }
}

const hasVector: Record<Engine, boolean> = { pglite: true, postgres: await postgresHasVector() };

describeEachEngine('embeddings', (engine) => {
  let llm: FakeLlmServer;
  let site: LocalSite;
  beforeAll(async () => {
    [llm, site] = await Promise.all([startFakeLlmServer(), startLocalSite(SITE)]);
  });
  afterAll(async () => {
    await Promise.all([llm.close(), site.close()]);
  });

  const llmEnv = () => ({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'chat-model' });
  const embeddingEnv = () => ({ ...llmEnv(), EMBEDDING_MODEL: 'fake-embed' });

  async function createCrawledAssistant(t: TestApp) {
    const owner = await registerPaidUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assistants',
      headers: owner.auth,
      payload: { name: 'Hearth', websiteUrl: `${site.origin}/` },
    });
    const assistant = created.json() as { id: string; apiKey: string };
    const crawled = await waitForCrawl(t, owner.auth, assistant.id);
    return { owner, assistant, crawled };
  }

  const waitForCrawl = (t: TestApp, auth: Record<string, string>, id: string) =>
    waitFor(
      () => t.app.inject({ method: 'GET', url: `/api/assistants/${id}`, headers: auth }).then((r) => r.json()),
      (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
    );

  const askSources = async (t: TestApp, assistant: { id: string; apiKey: string }, message: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${assistant.id}`,
      headers: { authorization: `Bearer ${assistant.apiKey}` },
      payload: { message },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().sources as { url: string }[]).map((source) => source.url);
  };

  const countRows = async (t: TestApp, table: 'chunks' | 'chunk_embeddings', assistantId: string) =>
    Number((await t.ctx.database.query(`SELECT count(*)::int AS n FROM ${table} WHERE assistant_id = $1`, [assistantId]))[0]!.n);

  // describeEachEngine already says when there is no PostgreSQL server at all.
  if (engine === 'postgres' && process.env.TEST_DATABASE_URL && !hasVector.postgres) {
    console.warn('The PostgreSQL test server has no pgvector: vector tests are skipped there; its full-text-only start is tested instead.');
  }

  describe.skipIf(!hasVector[engine])('with pgvector', () => {
    let hybrid: TestApp;
    let lexical: TestApp;
    beforeAll(async () => {
      [hybrid, lexical] = await Promise.all([createTestApp(engine, embeddingEnv()), createTestApp(engine, llmEnv())]);
    });
    afterAll(async () => {
      await Promise.all([hybrid.close(), lexical.close()]);
    });

    it('embeds the crawled chunks and answers from a page that shares no word with the question', async () => {
      llm.embeddingRequests.length = 0;
      const { assistant } = await createCrawledAssistant(hybrid);
      expect(llm.embeddingRequests.every((request) => request.model === 'fake-embed')).toBe(true);
      expect(llm.embeddingRequests.flatMap((request) => request.input).join('\n')).toContain('Sourdough loaves');
      expect(await countRows(hybrid, 'chunk_embeddings', assistant.id)).toBe(await countRows(hybrid, 'chunks', assistant.id));

      expect((await askSources(hybrid, assistant, 'Do you sell bread?'))[0]).toBe(`${site.origin}/loaves`);
      expect(llm.requests.at(-1)!.messages[0]!.content).toContain('Sourdough loaves');

      const { assistant: plain } = await createCrawledAssistant(lexical);
      expect(await askSources(lexical, plain, 'Do you sell bread?')).not.toContain(`${site.origin}/loaves`);
    });

    it('re-embeds only changed pages on a re-scrape, and a removed page leaves the answers', async () => {
      const { owner, assistant } = await createCrawledAssistant(hybrid);
      expect((await askSources(hybrid, assistant, 'Can I bring my dog?'))[0]).toBe(`${site.origin}/pets`);
      site.set('/robots.txt', { body: 'User-agent: *\nDisallow: /pets\n', type: 'text/plain' });
      site.set('/visit', { body: businessPage('Visit us', '<p>Free parking behind the shop. We open at half past seven.</p>', ['/']) });
      llm.embeddingRequests.length = 0;
      try {
        await hybrid.app.inject({ method: 'POST', url: `/api/assistants/${assistant.id}/scrape`, headers: owner.auth });
        await waitForCrawl(hybrid, owner.auth, assistant.id);
      } finally {
        site.set('/robots.txt', { body: SITE['/robots.txt'], type: 'text/plain' });
        site.set('/visit', { body: SITE['/visit'] });
      }
      const embedded = llm.embeddingRequests.flatMap((request) => request.input);
      expect(embedded.length).toBeGreaterThan(0);
      expect(embedded.every((text) => !text.includes('Sourdough'))).toBe(true);
      expect(embedded.join('\n')).toContain('half past seven');
      expect(await countRows(hybrid, 'chunk_embeddings', assistant.id)).toBe(await countRows(hybrid, 'chunks', assistant.id));
      expect(await askSources(hybrid, assistant, 'Can I bring my dog?')).not.toContain(`${site.origin}/pets`);
    });

    it('finishes the crawl and answers by full text when the embedding provider fails, and catches up on the next crawl', async () => {
      llm.setEmbeddingMode('error');
      try {
        const { owner, assistant, crawled } = await createCrawledAssistant(hybrid);
        expect(crawled.crawlStatus).toBe('done');
        expect(await countRows(hybrid, 'chunk_embeddings', assistant.id)).toBe(0);
        expect(await askSources(hybrid, assistant, 'Where can I park?')).toContain(`${site.origin}/visit`);

        llm.setEmbeddingMode('ok');
        await hybrid.app.inject({ method: 'POST', url: `/api/assistants/${assistant.id}/scrape`, headers: owner.auth });
        await waitForCrawl(hybrid, owner.auth, assistant.id);
        expect(await countRows(hybrid, 'chunk_embeddings', assistant.id)).toBe(await countRows(hybrid, 'chunks', assistant.id));
      } finally {
        llm.setEmbeddingMode('ok');
      }
    });
  });

  describe.skipIf(hasVector[engine])('without pgvector', () => {
    it('migrates, starts with full-text retrieval only and says why once', async () => {
      const t = await createTestApp(engine, embeddingEnv());
      try {
        expect(t.ctx.vectorHooks).toBeUndefined();
        expect(await hasEmbeddingStore(t.ctx.database.query)).toBe(false);
        const warn = vi.fn();
        expect(await openVectorHooks(t.ctx.config, t.ctx.database, { warn } as never)).toBeUndefined();
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('no pgvector extension'));

        llm.embeddingRequests.length = 0;
        const { assistant, crawled } = await createCrawledAssistant(t);
        expect(crawled.crawlStatus).toBe('done');
        expect(await askSources(t, assistant, 'Where can I park?')).toContain(`${site.origin}/visit`);
        expect(llm.embeddingRequests).toEqual([]);
      } finally {
        await t.close();
      }
    });
  });
});
