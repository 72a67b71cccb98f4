import { crawlSite, shutdownExtractionWorkers } from '../../packages/knowledge/src/crawl/index.ts';

/** Child process: crawls the bench site with Siteline's crawler and prints one JSON line. */
const [origin = '', maxPages = '2000', concurrency = '8'] = process.argv.slice(2);
const startedAt = performance.now();
let chunks = 0;
const result = await crawlSite({
  startUrl: `${origin}/`,
  maxPages: Number(maxPages),
  allowPrivate: true,
  concurrency: Number(concurrency),
  perHostConcurrency: Number(concurrency),
  onPage: (page) => {
    chunks += page.chunks.length;
  },
});
const seconds = (performance.now() - startedAt) / 1000;
await shutdownExtractionWorkers();
console.log(
  JSON.stringify({
    crawler: 'siteline',
    pages: result.pagesIndexed,
    seconds,
    chunks,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
