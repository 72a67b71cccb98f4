/**
 * Lighthouse (mobile, default settings: simulated slow 4G and 4x CPU slowdown) on the public pages
 * of a freshly built Siteline served by its own server, in Debian's headless Chromium. Prints the
 * four category scores per page; the target is 95 or more in each.
 *
 *   npm run build && npm run bench:lighthouse
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, startServer } from '../../e2e/support/index.ts';

const PAGES = ['/', '/pricing', '/about', '/docs'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../package.json'));
const { default: lighthouse } = (await import(require.resolve('lighthouse'))) as typeof import('lighthouse');
const chromeLauncher = (await import(require.resolve('chrome-launcher'))) as typeof import('chrome-launcher');

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows: string[] = [];
let isBelowTarget = false;
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${server.baseUrl}${page}`, { port: chrome.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    if (scores.some((score) => score < TARGET)) isBelowTarget = true;
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => audits[id]?.displayValue ?? '?');
    rows.push(`| ${page} | ${scores.join(' | ')} | ${metrics.join(' | ')} |`);
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) {
      const items = ((audit.details as { items?: Array<{ node?: { snippet?: string }; issueType?: string }> } | undefined)?.items ?? []).slice(0, 3);
      const where = items.map((item) => item.node?.snippet ?? item.issueType ?? '').filter(Boolean).join(' ; ');
      console.error(`  ${page}: ${audit.id}: ${audit.title}${where ? ` — ${where.slice(0, 300)}` : ''}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (isBelowTarget) {
  console.error(`\nbelow the target of ${TARGET} on at least one page`);
  process.exitCode = 1;
}
