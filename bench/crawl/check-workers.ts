import { threadId } from 'node:worker_threads';
import { extractPage, shutdownExtractionWorkers } from '../../packages/knowledge/src/crawl/index.ts';
import { getExtractionPool } from '../../packages/knowledge/src/workers/extraction-pool.ts';

/**
 * Proves the extraction worker starts when the server runs as `node --import tsx` (vitest covers
 * the other way): node --import tsx bench/crawl/check-workers.ts
 */
const html = '<html lang="en"><title>Check</title><main><h1>Hours</h1><p>Open Monday to Friday, nine to five.</p></main></html>';
const inWorker = await getExtractionPool().run({ url: 'https://example.com/', body: Buffer.from(html), kind: 'html', charset: null });
const inline = extractPage(html, 'https://example.com/');
await shutdownExtractionWorkers();
if (inWorker.text !== inline.text || inWorker.chunks[0]?.headingPath !== 'Hours') {
  console.error('worker output differs from inline extraction', inWorker);
  process.exit(1);
}
console.log(`ok: worker extracted "${inWorker.title}" (${inWorker.chunks.length} chunk) off main thread ${threadId}`);
