// bench/answers: answer quality on real sites. Crawls each site of sites.ts with the real crawler into
// the real server, asks its hand-written questions, and prints per site: built-in answers right, right
// page cited, context recall of the LLM engine's passages, honest "I don't know"; tuning and held-out
// halves apart. Debian documentation packages are installed with apt when missing.
// Run: npm run bench:answers [-- site-name ...]   (or BENCH_SITES=git-manual,vdirsyncer; BENCH_DATABASE_URL: PostgreSQL instead of PGlite)
// Probes (sites.ts, `probe: true`) run only when named: npm run bench:answers -- maint-guide-ru maint-guide-es
// BENCH_RECORD=dir also writes each site's questions with their retrieved passages to dir/<site>.json, which
// `npm run bench:answers:replay -- dir` answers again in seconds (built-in engine and passage budget, no crawl).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startAnswerBench } from './answer-bench.ts';
import type { SiteReport } from './measure-site.ts';
import { formatMisses, formatReports, runSite } from './run-sites.ts';
import { BENCH_SITES } from './sites.ts';

const wanted = process.argv.length > 2 ? process.argv.slice(2) : (process.env.BENCH_SITES?.split(',').filter(Boolean) ?? []);
const sites = BENCH_SITES.filter((site) => (wanted.length === 0 ? !site.probe : wanted.includes(site.name)));
if (sites.length === 0) throw new Error(`no site named ${wanted.join(', ')}; known: ${BENCH_SITES.map((site) => site.name).join(', ')}`);

const recordDirectory = process.env.BENCH_RECORD;
if (recordDirectory) mkdirSync(recordDirectory, { recursive: true });

const bench = await startAnswerBench({ databaseUrl: process.env.BENCH_DATABASE_URL });
const reports: SiteReport[] = [];
try {
  for (const site of sites) {
    const startedAt = Date.now();
    const report = await runSite(bench, site, recordDirectory && join(recordDirectory, `${site.name}.json`));
    reports.push(report);
    console.log(`${site.name} (${site.kind}): ${report.pages} pages measured in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    if (process.env.BENCH_VERBOSE) console.log(formatMisses(report));
  }
} finally {
  await bench.close();
}
console.log(`\n${formatReports(reports)}`);
