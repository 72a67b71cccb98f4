import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmbedding, startFakeLlmServer, type FakeLlmServer } from '../../testing/fake-llm-server.ts';
import { EmbeddingError, createEmbeddingClient, type EmbeddingConfig } from './embedding-client.ts';

describe('embedding client', () => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.embeddingRequests.length = 0;
    server.headers.length = 0;
    server.setEmbeddingMode('ok');
  });

  const client = (extra: Partial<EmbeddingConfig> = {}) =>
    createEmbeddingClient({ baseUrl: `${server.baseUrl}/`, apiKey: 'sk-test', model: 'embed-small', ...extra });

  it('sends the model and the texts and returns one vector per text, in order', async () => {
    const vectors = await client().embedTexts(['Sourdough loaves daily', 'Free parking behind the shop']);
    expect(server.embeddingRequests).toEqual([{ model: 'embed-small', input: ['Sourdough loaves daily', 'Free parking behind the shop'] }]);
    expect(vectors).toEqual([fakeEmbedding('Sourdough loaves daily'), fakeEmbedding('Free parking behind the shop')]);
  });

  it('splits many texts into requests of at most the batch size', async () => {
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const vectors = await client({ batchSize: 2 }).embedTexts(texts);
    expect(server.embeddingRequests.map((request) => request.input)).toEqual([['one', 'two'], ['three', 'four'], ['five']]);
    expect(vectors).toEqual(texts.map((text) => fakeEmbedding(text)));
  });

  it('sends nothing for no texts', async () => {
    expect(await client().embedTexts([])).toEqual([]);
    expect(server.embeddingRequests).toEqual([]);
  });

  it('embeds a question as one input', async () => {
    expect(await client().embedQuery('Do you sell bread?')).toEqual(fakeEmbedding('Do you sell bread?'));
    expect(server.embeddingRequests).toEqual([{ model: 'embed-small', input: ['Do you sell bread?'] }]);
  });

  it('retries a failing batch once, then raises an UPSTREAM_FAILED EmbeddingError', async () => {
    server.setEmbeddingMode('error');
    const failure = await client()
      .embedTexts(['anything'])
      .catch((error: unknown) => error);
    expect(server.embeddingRequests).toHaveLength(2);
    expect(failure).toBeInstanceOf(EmbeddingError);
    expect(failure).toMatchObject({ code: 'UPSTREAM_FAILED' });
    expect((failure as Error).message).toContain('embedding model crashed');
  });

  it('turns a silent provider into a TIMEOUT EmbeddingError', async () => {
    server.setEmbeddingMode('hang');
    const started = Date.now();
    const failure = await client({ queryTimeoutMs: 300 })
      .embedQuery('anything')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'EmbeddingError', code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects a reply with fewer vectors than texts as INVALID_RESPONSE', async () => {
    server.setEmbeddingMode('short');
    await expect(client().embedTexts(['one', 'two'])).rejects.toMatchObject({ name: 'EmbeddingError', code: 'INVALID_RESPONSE' });
  });

  it('stops at once when the caller aborts', async () => {
    server.setEmbeddingMode('hang');
    const controller = new AbortController();
    const pending = client().embedTexts(['one'], controller.signal);
    setTimeout(() => controller.abort(), 50);
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(EmbeddingError);
    expect(controller.signal.aborted).toBe(true);
  });
});
