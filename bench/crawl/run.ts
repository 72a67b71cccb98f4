import { execFile } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBenchSite } from './bench-site.ts';

/**
 * Crawl benchmark: a generated 2,000-page site served locally with 5 ms latency per response,
 * crawled by Siteline's crawler and by crawlee's CheerioCrawler at the same concurrency, each in
 * its own child process so peak RSS is measured separately.
 * Run: node --import tsx bench/crawl/run.ts [pages=2000] [concurrency=8]
 */
const run = promisify(execFile);
const [pages = '2000', concurrency = '8'] = process.argv.slice(2);

interface CrawlerRun {
  crawler: string;
  pages: number;
  seconds: number;
  peakRssBytes: number;
}

async function crawlWith(script: string, origin: string): Promise<CrawlerRun> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path, origin, pages, concurrency], {
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, CRAWLEE_STORAGE_DIR: '/tmp/siteline-bench-crawlee' },
  });
  const line = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as CrawlerRun;
}

const site = await startBenchSite(Number(pages), 5);
console.log(`site: ${site.pageCount} pages, ${(site.averageBytes / 1024).toFixed(1)} KB average, 5 ms latency; concurrency ${concurrency}`);
try {
  const crawlee = await crawlWith('./crawl-crawlee.ts', site.origin);
  const ours = await crawlWith('./crawl-ours.ts', site.origin);
  const rows = [ours, crawlee].map((entry) => ({
    crawler: entry.crawler,
    pages: entry.pages,
    'pages/s': Number((entry.pages / entry.seconds).toFixed(1)),
    seconds: Number(entry.seconds.toFixed(2)),
    'peak RSS MB': Number((entry.peakRssBytes / 1024 / 1024).toFixed(1)),
  }));
  console.table(rows);
  const speed = ours.pages / ours.seconds / (crawlee.pages / crawlee.seconds);
  const memory = ours.peakRssBytes / crawlee.peakRssBytes;
  console.log(`speed: ${speed.toFixed(2)}x crawlee (target >= 2.5x)`);
  console.log(`memory: ${(memory * 100).toFixed(0)}% of crawlee's peak RSS (target <= 60%)`);
  console.log(`same page count: ${ours.pages === crawlee.pages ? 'yes' : 'NO'}`);
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
  if (speed < 2.5 || memory > 0.6 || ours.pages !== crawlee.pages) process.exitCode = 1;
} finally {
  await site.close();
}
