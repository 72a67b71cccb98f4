import { CheerioCrawler, Configuration, log } from 'crawlee';

/** Child process: crawls the bench site with crawlee's CheerioCrawler and prints one JSON line. */
const [origin = '', maxPages = '2000', concurrency = '8'] = process.argv.slice(2);
log.setLevel(process.env.CRAWLEE_DEBUG ? log.LEVELS.INFO : log.LEVELS.OFF);
const startedAt = performance.now();
let pages = 0;
let textChars = 0;
const crawler = new CheerioCrawler(
  {
    maxRequestsPerCrawl: Number(maxPages),
    minConcurrency: Number(concurrency),
    maxConcurrency: Number(concurrency),
    requestHandler: async ({ $, enqueueLinks }) => {
      pages++;
      // Comparable work: title and main text, then same-site links.
      textChars += $('title').text().length + $('main').text().length;
      await enqueueLinks({ strategy: 'same-hostname' });
    },
  },
  new Configuration({ persistStorage: false, purgeOnStart: true }),
);
// Seed with the sitemap, as a crawlee user would for a site that has one (our crawler reads it too).
// Started from '/' alone, crawlee's queue keeps running dry between link discoveries and waits out its
// storage-consistency delay (~3 s) each time, which measures that delay rather than crawling.
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const seeds = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
await crawler.run([`${origin}/`, ...seeds]);
const seconds = (performance.now() - startedAt) / 1000;
console.log(
  JSON.stringify({
    crawler: 'crawlee',
    pages,
    seconds,
    textChars,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
