import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool, ExtractionTimeoutError, getExtractionPool, shutdownExtractionWorkers } from './extraction-pool.ts';

const pool = new ExtractionPool(2);
afterAll(() => pool.close());

describe('ExtractionPool', () => {
  it('extracts and chunks documents in worker threads, in parallel, with the right charset', async () => {
    const latin1 = Buffer.from(
      '<html><head><meta charset="iso-8859-1"><title>Café</title></head><body><main><p>Crème brûlée every day at our café.</p></main></body></html>',
      'latin1',
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pool.run({
          url: `https://a.example/p${i}`,
          body:
            i === 0
              ? latin1
              : Buffer.from(`<title>P${i}</title><main><p>Page ${i} text long enough for indexing.</p><a href="/p${i + 1}?utm_source=x">next</a></main>`),
          kind: 'html',
          charset: null,
        }),
      ),
    );
    expect(results[0]!.title).toBe('Café');
    expect(results[0]!.text).toContain('Crème brûlée');
    expect(results[3]!.links).toEqual(['https://a.example/p4']);
    expect(results[3]!.chunks[0]!.content).toBe('Page 3 text long enough for indexing.\n\nnext');
  });

  it('rejects pending work when closed, and a closed pool can be replaced', async () => {
    const other = new ExtractionPool(1);
    const pending = other.run({ url: 'https://a.example/', body: Buffer.from('<p>x</p>'), kind: 'html', charset: null });
    const rejected = expect(pending).rejects.toThrow(/closed/);
    await other.close();
    await rejected;

    const shared = getExtractionPool();
    await shutdownExtractionWorkers();
    expect(getExtractionPool()).not.toBe(shared);
    const again = await getExtractionPool().run({ url: 'https://a.example/', body: Buffer.from('<title>Back</title>'), kind: 'html', charset: null });
    expect(again.title).toBe('Back');
    await shutdownExtractionWorkers();
  });

  it('terminates and replaces a thread stuck on one document past its time budget; the next documents go on', async () => {
    const single = new ExtractionPool(1);
    try {
      const nested = Buffer.from(`<main>${'<div><b>'.repeat(100_000)}deep</main>`);
      const stuck = single.run({ url: 'https://a.example/deep', body: nested, kind: 'html', charset: null }, { timeoutMs: 300 });
      const next = single.run({ url: 'https://a.example/next', body: Buffer.from('<title>Next</title><p>Fine.</p>'), kind: 'html', charset: null });
      await expect(stuck).rejects.toBeInstanceOf(ExtractionTimeoutError);
      expect((await next).title).toBe('Next');
    } finally {
      await single.close();
    }
  });
});
