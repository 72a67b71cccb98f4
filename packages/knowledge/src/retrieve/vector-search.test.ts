import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmbedding, startFakeLlmServer, type FakeLlmServer } from '../../testing/fake-llm-server.ts';
import { createEmbeddingClient, type EmbeddingClient } from '../embed/embedding-client.ts';
import { embedMissingChunks } from '../embed/embed-missing-chunks.ts';
import { hasEmbeddingStore, saveChunkEmbeddings } from '../embed/embedding-store.ts';
import { createAssistant, insertChunks } from '../../testing/retrieval-fixtures.ts';
import { retrievePassages } from './retrieve-passages.ts';
import { openIndexPglite } from '../../testing/test-database.ts';
import { createPgliteExecutor } from './pglite-executor.ts';
import { createVectorHooks, searchVectors } from './vector-search.ts';

const BAKERY = [
  { url: 'https://bakery.test/loaves', title: 'Our loaves', content: 'Sourdough loaves and baguettes come out of the oven at seven.' },
  { url: 'https://bakery.test/visit', title: 'Visit us', content: 'Free parking behind the shop on Mill Street.' },
  { url: 'https://bakery.test/pets', title: 'Pets', content: 'Puppies on a lead are welcome on the terrace.' },
];

describe('vector search on pgvector', () => {
  let db: PGlite;
  let llm: FakeLlmServer;
  let client: EmbeddingClient;
  beforeAll(async () => {
    [db, llm] = await Promise.all([openIndexPglite(), startFakeLlmServer()]);
    client = createEmbeddingClient({ baseUrl: llm.baseUrl, apiKey: '', model: 'fake-embed' });
  });
  afterAll(async () => {
    await Promise.all([db.close(), llm.close()]);
  });
  beforeEach(() => {
    llm.embeddingRequests.length = 0;
  });

  const exec = () => createPgliteExecutor(db);
  const search = (assistantId: string, text: string, model = 'fake-embed') =>
    searchVectors(exec(), { assistantId, model, embedding: fakeEmbedding(text), limit: 5 });

  it('has the embeddings table where PGlite loads pgvector', async () => {
    expect(await hasEmbeddingStore(exec())).toBe(true);
  });

  it('embeds the chunks once and finds a page by a word it does not contain', async () => {
    const bakery = await createAssistant(db);
    await insertChunks(db, bakery, 'en', BAKERY);
    expect(await embedMissingChunks(exec(), client, { assistantId: bakery })).toBe(3);
    expect(llm.embeddingRequests).toHaveLength(1);
    expect(llm.embeddingRequests[0]!.input).toContain('Our loaves\nSourdough loaves and baguettes come out of the oven at seven.');

    const hits = await search(bakery, 'Do you sell bread?');
    expect(hits[0]).toMatchObject({ pageUrl: 'https://bakery.test/loaves', pageTitle: 'Our loaves' });
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);

    expect(await embedMissingChunks(exec(), client, { assistantId: bakery })).toBe(0);
    expect(llm.embeddingRequests).toHaveLength(1);
  });

  it('embeds only the chunks added since, in batches', async () => {
    const shop = await createAssistant(db);
    await insertChunks(db, shop, 'en', BAKERY);
    await embedMissingChunks(exec(), client, { assistantId: shop });
    llm.embeddingRequests.length = 0;
    await insertChunks(db, shop, 'en', [
      { url: 'https://bakery.test/cakes', title: 'Cakes', content: 'Birthday cakes to order.' },
      { url: 'https://bakery.test/coffee', title: 'Coffee', content: 'Espresso from a local roaster.' },
      { url: 'https://bakery.test/jobs', title: 'Jobs', content: 'We are hiring a baker.' },
    ]);
    expect(await embedMissingChunks(exec(), client, { assistantId: shop, batchSize: 2 })).toBe(3);
    expect(llm.embeddingRequests.map((request) => request.input.length)).toEqual([2, 1]);
    expect(llm.embeddingRequests.flatMap((request) => request.input).join(' ')).not.toContain('Sourdough');
  });

  it("never returns another assistant's chunk, even a closer one", async () => {
    const mine = await createAssistant(db);
    const theirs = await createAssistant(db);
    await insertChunks(db, mine, 'en', [{ url: 'https://mine.test/visit', title: 'Visit', content: 'We are open on Mill Street.' }]);
    await insertChunks(db, theirs, 'en', [{ url: 'https://theirs.test/bread', title: 'Bread', content: 'Bread, bread and more bread.' }]);
    await embedMissingChunks(exec(), client, { assistantId: mine });
    await embedMissingChunks(exec(), client, { assistantId: theirs });
    const hits = await search(mine, 'bread');
    expect(hits.map((hit) => hit.pageUrl)).toEqual(['https://mine.test/visit']);
  });

  it('compares only vectors of the same model, whatever their dimension', async () => {
    const id = await createAssistant(db);
    const [chunkId] = await insertChunks(db, id, 'en', [{ url: 'https://dims.test/a', title: 'A', content: 'Sourdough bread.' }]);
    await saveChunkEmbeddings(exec(), 'small-model', [{ chunkId: chunkId!, embedding: [0.6, 0.8] }]);
    await saveChunkEmbeddings(exec(), 'large-model', [{ chunkId: chunkId!, embedding: fakeEmbedding('Sourdough bread.', 1024) }]);
    const small = await searchVectors(exec(), { assistantId: id, model: 'small-model', embedding: [0.6, 0.8], limit: 5 });
    expect(small.map((hit) => hit.pageUrl)).toEqual(['https://dims.test/a']);
    expect(small[0]!.score).toBeCloseTo(1, 5);
    expect(await search(id, 'bread', 'fake-embed')).toEqual([]);
    expect(await searchVectors(exec(), { assistantId: id, model: 'large-model', embedding: fakeEmbedding('bread', 1024), limit: 5 })).toHaveLength(1);
  });

  it("drops a page's embeddings with the page", async () => {
    const id = await createAssistant(db);
    await insertChunks(db, id, 'en', BAKERY);
    await embedMissingChunks(exec(), client, { assistantId: id });
    await db.query(`DELETE FROM pages WHERE assistant_id = $1 AND url = $2`, [id, 'https://bakery.test/loaves']);
    const left = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chunk_embeddings WHERE assistant_id = $1`, [id]);
    expect(left.rows[0]!.n).toBe(2);
    expect((await search(id, 'bread')).map((hit) => hit.pageUrl)).not.toContain('https://bakery.test/loaves');
  });

  it('lets hybrid retrieval answer a question that full text alone cannot', async () => {
    const id = await createAssistant(db);
    await insertChunks(db, id, 'en', BAKERY);
    await embedMissingChunks(exec(), client, { assistantId: id });
    const question = { assistantId: id, language: 'en' as const, question: 'Can I bring my dog?' };
    expect(await retrievePassages(exec(), question)).toEqual([]);
    const hybrid = await retrievePassages(exec(), { ...question, ...createVectorHooks(exec(), client) });
    expect(hybrid[0]!.pageUrl).toBe('https://bakery.test/pets');
  });
});
