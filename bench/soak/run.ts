// bench/soak: the real server (main.ts in its own process) under 100 connections for --minutes (default 10),
// each sending --rate requests per second (default 1, so 100 requests/s in all, a third of what one idle
// process serves):
// widget chat (visitors of four messages each, spread over enough assistants that none nears its
// per-minute burst limit), API chat, dashboard reads, and a crawl of a local 400-page site started during the run.
// Every minute it prints errors, p99 and the server's RSS; at the end it checks that every answered
// message is stored exactly once. Exits non-zero on any error, a lost or doubled message, or RSS growth
// past 10% after warm-up. Run: npm run bench:soak [-- --minutes 10]; on PostgreSQL with DATABASE_URL=<an empty database>.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { closeContext, createContext } from '../../apps/server/src/create-context.ts';
import { openDatabase, rowsOf } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { startServerProcess } from '../../apps/server/src/test/server-process.ts';
import { startBenchSite } from '../crawl/bench-site.ts';
import { CONNECTIONS, dashboardPaths, markerOf, startLoad } from './load.ts';

const { values: args } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '1' } } });
const MINUTES = Number(args.minutes);
/** Requests per second each connection sends (whole numbers): a steady load the server can carry, not a saturation test. */
const RATE = Number(args.rate);
if (!(MINUTES > 0) || !Number.isInteger(RATE) || RATE < 1) throw new Error('--minutes must be a positive number and --rate a whole number from 1');
const WARM_UP_MINUTES = Math.min(2, Math.max(1, Math.floor(MINUTES / 3)));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-soak-'));
// Embedded PGlite by default; DATABASE_URL (an empty database) runs the soak on PostgreSQL instead.
const databaseEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: process.env.JWT_SECRET ?? crypto.randomBytes(32).toString('hex') }
  : {};
const password = 'soak-benchmark-pass';

// Seed the account while no server holds the embedded database: an enterprise plan, so the month's
// message quota is not what the soak measures.
{
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, ...databaseEnv, LOG_LEVEL: 'silent' }));
  const app = await buildApp(ctx);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'soak@example.com', password, firstName: 'Soak', lastName: 'Bench' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  await ctx.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.email, 'soak@example.com'));
  await app.close();
  await closeContext(ctx);
}

/** The server's limit on widget messages per assistant and minute. */
const WIDGET_BURST_PER_ASSISTANT = loadConfig({ DATA_DIR: dataDir }).widgetBurst.perAssistantPerMinute;

const chatSite = await startBenchSite(60, 2);
const crawlSite = await startBenchSite(400, 5);
// Widget visitors come through a proxy with their own addresses, as on a real site.
const server = await startServerProcess({ DATA_DIR: dataDir, ...databaseEnv, TRUST_PROXY: '1', CRAWL_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'warn' });
const api = async (method: string, url: string, token: string, body?: unknown) => {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};
const login = await (
  await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'soak@example.com', password }),
  })
).json();
const token = (login as { token: string }).token;
const waitForCrawl = async (id: string) => {
  for (;;) {
    const { crawlStatus } = await api('GET', `/api/assistants/${id}`, token);
    if (crawlStatus === 'done' || crawlStatus === 'failed') return crawlStatus;
    await new Promise((r) => setTimeout(r, 500));
  }
};
// Widget visitors are spread over enough assistants that none gets more than half its per-minute
// burst limit (WIDGET_BURST_PER_ASSISTANT): the limit is there to stop one flood, and real traffic of this size
// would come from many sites.
const widgetPerMinute = CONNECTIONS['widget chat'] * RATE * 60;
const widgetAssistantCount = Math.ceil(widgetPerMinute / (WIDGET_BURST_PER_ASSISTANT / 2));
// The enterprise plan's 20 assistants hold them and the crawl's own.
if (widgetAssistantCount > 19)
  throw new Error(`--rate ${RATE} needs ${widgetAssistantCount} widget assistants; one enterprise account holds 19 besides the crawl's`);
const setupStart = Date.now();
const chatAssistants = await Promise.all(
  Array.from(
    { length: widgetAssistantCount },
    (_, i) =>
      api('POST', '/api/assistants', token, { name: `Soak Shop ${i + 1}`, websiteUrl: `${chatSite.origin}/` }) as Promise<{ id: string; apiKey: string }>,
  ),
);
const crawled = await Promise.all(chatAssistants.map((assistant) => waitForCrawl(assistant.id)));
const shop = chatAssistants[0]!;
console.log(
  `${widgetAssistantCount} chat assistants crawled (${crawled.filter((s) => s === 'done').length} done) in ${Math.round((Date.now() - setupStart) / 1000)} s; ` +
    `server pid ${server.child.pid}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
);

const load = startLoad({
  base: server.url,
  widgetAssistantIds: chatAssistants.map((assistant) => assistant.id),
  api: { assistantId: shop.id, apiKey: shop.apiKey },
  token,
  dashboardAssistantId: shop.id,
  rate: RATE,
});

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
const p99 = (times: number[]) => (times.length ? times.sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! : 0);

/** One timed read of each dashboard call, so a slow one shows by name. */
const probeDashboard = async () => {
  const timed = dashboardPaths(shop.id).map(async (read) => {
    const start = performance.now();
    try {
      const response = await fetch(`${server.url}${read}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
      const bytes = (await response.arrayBuffer()).byteLength;
      return [
        read.replace(shop.id, ':id'),
        response.ok ? `${Math.round(performance.now() - start)} ms, ${Math.round(bytes / 1024)} KB` : `HTTP ${response.status}`,
      ];
    } catch (error) {
      return [read.replace(shop.id, ':id'), (error as Error).name === 'TimeoutError' ? 'over 10 s' : (error as Error).message];
    }
  });
  return Object.fromEntries(await Promise.all(timed)) as Record<string, string>;
};

const crawler = { id: '', crawls: 0, status: '' };
const minutes: { minute: number; requests: number; errors: number; p99Ms: number; rssMb: number; rssPeakMb: number; load1: number; crawl: string }[] = [];
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const started = Date.now();
for (let minute = 1; minute <= Math.ceil(MINUTES); minute++) {
  const end = started + Math.min(minute, MINUTES) * 60_000;
  // The crawl starts a little into the run, while the chat load is already on.
  const crawlAt = started + Math.min(20_000, (MINUTES * 60_000) / 4);
  // RSS is read every second: one reading a minute would land anywhere on the garbage collector's
  // saw-tooth (some 100 MB between major collections) and look like growth or shrinkage.
  const rssReadings: number[] = [];
  while (Date.now() < end) {
    rssReadings.push(rssMb());
    if (!crawler.id && Date.now() >= crawlAt) {
      crawler.id = await api('POST', '/api/assistants', token, { name: 'Soak Crawl', websiteUrl: `${crawlSite.origin}/` }).then(
        (a) => String(a.id),
        () => '',
      );
      crawler.crawls = crawler.id ? 1 : 0;
    }
    await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(0, end - Date.now()))));
  }
  if (crawler.id) {
    crawler.status = await api('GET', `/api/assistants/${crawler.id}`, token).then(
      (a) => String(a.crawlStatus),
      (error: Error) => `unknown (${error.message})`,
    );
    // Once a crawl has finished, the next minute re-crawls, so crawling goes on for the whole soak.
    if (crawler.status === 'done' && minute < MINUTES - 1) {
      if (
        await api('POST', `/api/assistants/${crawler.id}/scrape`, token).then(
          () => true,
          () => false,
        )
      )
        crawler.crawls += 1;
    }
  }
  const window = load.takeWindow();
  const row = {
    minute,
    requests: window.requests,
    errors: window.errors,
    p99Ms: Math.round(p99(window.times)),
    rssMb: Math.round(mean(rssReadings)),
    rssPeakMb: Math.round(Math.max(...rssReadings)),
    load1: Number(os.loadavg()[0]!.toFixed(1)),
    crawl: crawler.id ? `${crawler.status} (#${crawler.crawls})` : 'not started',
  };
  minutes.push(row);
  const byKind = Object.fromEntries(
    Object.entries(window.byKind).map(([kind, k]) => [kind, { requests: k.requests, errors: k.errors, p99Ms: Math.round(p99(k.times)) }]),
  );
  console.log(JSON.stringify({ ...row, byKind, dashboardProbe: await probeDashboard(), ...(window.samples.length ? { errorSamples: window.samples } : {}) }));
}
const totals = await load.stop();
const stopStarted = performance.now();
const exitCode = await server.stop();
const shutdownSeconds = Math.round((performance.now() - stopStarted) / 100) / 10;
if (exitCode !== 0) console.error(`server output (last lines):\n${server.output().split('\n').slice(-20).join('\n')}`);

// Every chat reply the clients received must be one stored exchange: none lost, none doubled. Requests
// cut off by the stop (or a client timeout) may or may not have been stored, but never twice.
const database = await openDatabase({ dataDir, databaseUrl: databaseEnv.DATABASE_URL });
const questions = rowsOf<{ content: string }>(await database.db.execute(sql`select content from messages where role = 'user'`));
const [stored] = rowsOf<{ replies: number }>(await database.db.execute(sql`select count(*)::int as replies from messages where role = 'assistant'`));
await database.close();
const storedTimes = new Map<string, number>();
for (const { content } of questions) {
  const marker = markerOf(content);
  if (marker) storedTimes.set(marker, (storedTimes.get(marker) ?? 0) + 1);
}
const lost = [...totals.answered].filter((marker) => !storedTimes.has(marker));
const doubled = [...storedTimes].filter(([, times]) => times > 1).map(([marker]) => marker);
await Promise.all([chatSite.close(), crawlSite.close()]);
fs.rmSync(dataDir, { recursive: true, force: true });

const answered = totals.answered.size;
// Growth after warm-up: the mean RSS of the last third of the remaining minutes against the first third's.
const afterWarmUp = minutes.filter((m) => m.minute > WARM_UP_MINUTES).map((m) => m.rssMb);
const third = Math.max(1, Math.floor(afterWarmUp.length / 3));
const rssGrowth = afterWarmUp.length > 1 ? mean(afterWarmUp.slice(-third)) / mean(afterWarmUp.slice(0, third)) - 1 : 0;
const summary = {
  minutes: MINUTES,
  connections: totals.connections,
  requests: totals.requests,
  errors: totals.errors,
  answeredChats: answered,
  storedQuestions: questions.length,
  storedReplies: stored!.replies,
  answeredButNotStored: lost.length,
  storedTwice: doubled.length,
  rssAfterWarmUpMb: afterWarmUp.length
    ? {
        firstThird: Math.round(mean(afterWarmUp.slice(0, third))),
        lastThird: Math.round(mean(afterWarmUp.slice(-third))),
        min: Math.min(...afterWarmUp),
        max: Math.max(...afterWarmUp),
      }
    : undefined,
  rssGrowthPercent: Math.round(rssGrowth * 1000) / 10,
  crawls: crawler.crawls,
  serverExitCode: exitCode,
  serverShutdownSeconds: shutdownSeconds,
};
console.log(JSON.stringify(summary, null, 2));
const problems = [
  totals.errors > 0 && `${totals.errors} errors`,
  lost.length > 0 && `${lost.length} answered messages are not stored (e.g. ${lost.slice(0, 3).join(' ')})`,
  doubled.length > 0 && `${doubled.length} messages are stored twice (e.g. ${doubled.slice(0, 3).join(' ')})`,
  stored!.replies !== questions.length && `${questions.length} stored questions but ${stored!.replies} stored replies`,
  rssGrowth > 0.1 && `server RSS grew ${summary.rssGrowthPercent}% after warm-up`,
  exitCode !== 0 && `server exited with ${exitCode}`,
].filter(Boolean);
if (problems.length) {
  console.error(`soak failed: ${problems.join('; ')}`);
  process.exitCode = 1;
}
