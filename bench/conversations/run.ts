// bench/conversations: the conversations screen's reads on one owner with 100,000 conversations of 1,000,000
// messages (5 assistants, 60 days): first page with totals, a deep page by cursor, filters, full-text search.
// Run: npm run bench:conversations (PGlite) or BENCH_DATABASE_URL=postgres://… npm run bench:conversations
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { closeContext, createContext } from '../../apps/server/src/create-context.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { conversationStats, parseSearch } from '../../apps/server/src/features/conversations/conversations-list.queries.ts';
import { compileSearch } from '../../apps/server/src/features/conversations/conversation-search.ts';
import { createRandom, generateChunk } from '../retrieval/corpus.ts';
import { generateQuestions } from '../retrieval/questions.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const MESSAGES_PER_CONVERSATION = 10;
const ASSISTANTS = 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BATCH = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-bench-conversations-'));
const ctx = await createContext(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    JWT_SECRET: 'bench-secret-shared-by-nothing-but-this-run',
  }),
);
const app = await buildApp(ctx);
await app.ready();

const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email: `bench-${Date.now()}@example.com`, password: 'benchmark-pass', firstName: 'B', lastName: 'B' },
});
const { token, user } = registered.json() as { token: string; user: { id: string } };
await ctx.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
const auth = { authorization: `Bearer ${token}` };
const assistantIds: string[] = [];
for (let i = 0; i < ASSISTANTS; i += 1) {
  const created = await app.inject({ method: 'POST', url: '/api/assistants', headers: auth, payload: { name: `Bench Shop ${i + 1}` } });
  assistantIds.push((created.json() as { id: string }).id);
}

console.log(`Storing ${CONVERSATIONS.toLocaleString()} conversations of ${MESSAGES_PER_CONVERSATION} messages...`);
const random = createRandom(42);
const questions = generateQuestions(5_000, 3);
const answers = Array.from({ length: 5_000 }, () => generateChunk(random).content.slice(0, 400));
const loadStart = performance.now();
const now = Date.now();
for (let start = 0; start < CONVERSATIONS; start += BATCH) {
  const count = Math.min(BATCH, CONVERSATIONS - start);
  const conversations = Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return {
      assistantId: assistantIds[n % ASSISTANTS]!,
      session: `bench-${n}`,
      at: now - Math.floor(random() * 60 * DAY_MS),
      rating: random() < 0.3 ? 1 + Math.floor(random() * 5) : null,
    };
  });
  const ids = (await ctx.database.query(
    `INSERT INTO conversations (assistant_id, session_id, channel, satisfaction_rating, message_count, created_at, updated_at)
     SELECT a, s, 'widget', r, ${MESSAGES_PER_CONVERSATION}, t - interval '10 minutes', t FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[]) AS u(a, s, r, t)
     RETURNING id, updated_at`,
    [
      conversations.map((c) => c.assistantId),
      conversations.map((c) => c.session),
      conversations.map((c) => c.rating),
      conversations.map((c) => new Date(c.at).toISOString()),
    ],
  )) as { id: string; updated_at: string }[];
  const rows: [string, string, string, string][] = [];
  for (const { id, updated_at } of ids) {
    const end = new Date(updated_at).getTime();
    for (let m = 0; m < MESSAGES_PER_CONVERSATION; m += 1) {
      const at = new Date(end - (MESSAGES_PER_CONVERSATION - m) * 30_000).toISOString();
      rows.push(
        m % 2 === 0
          ? [id, 'user', questions[Math.floor(random() * questions.length)]!, at]
          : [id, 'assistant', answers[Math.floor(random() * answers.length)]!, at],
      );
    }
  }
  await ctx.database.query(
    `INSERT INTO messages (conversation_id, role, content, created_at, answered, search_config)
     SELECT c, r, t, at, CASE WHEN r = 'assistant' THEN true END, 'english' FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS u(c, r, t, at)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );
  if ((start / BATCH) % 10 === 0) console.log(`  ${(start + count).toLocaleString()} conversations, ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);
}
await ctx.database.query('VACUUM ANALYZE', []);
console.log(`Stored in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);

/** p50 / p95 / max of `count` sequential runs, after ten to warm up plans and caches. */
async function time(count: number, run: () => Promise<void>): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < count + 10; i += 1) {
    const started = performance.now();
    await run();
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** REQUESTS sequential calls through the whole HTTP stack (auth, validation, SQL, serialisation). */
async function measure(name: string, url: () => string): Promise<Record<string, unknown>> {
  let body = '';
  const figures = await time(REQUESTS, async () => {
    const res = await app.inject({ method: 'GET', url: url(), headers: auth });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    body = res.body;
  });
  const parsed = JSON.parse(body) as { conversations: unknown[]; stats: { totalConversations: number } | null };
  return { scenario: name, ...figures, listed: parsed.conversations.length, total: parsed.stats?.totalConversations ?? null };
}

// A cursor 50 pages deep (1,000 conversations in).
let deepCursor = '';
for (let page = 0; page < 50; page += 1) {
  const res = (await app.inject({ method: 'GET', url: `/api/conversations${deepCursor ? `?cursor=${deepCursor}` : ''}`, headers: auth })).json() as {
    nextCursor: string;
  };
  deepCursor = res.nextCursor;
}
const words = ['canada', 'waterproof', 'espresso', 'refunds', 'paypal', 'instalments', 'warranty', 'osaka'];
let w = 0;
const results = [
  await measure('first page with totals (all assistants, all time)', () => '/api/conversations'),
  await measure('page 51 by cursor', () => `/api/conversations?cursor=${deepCursor}`),
  await measure('one assistant, this week', () => `/api/conversations?assistant=${assistantIds[1]}&date=week`),
  await measure('today', () => '/api/conversations?date=today'),
  await measure('search one word (rotating)', () => `/api/conversations?search=${words[w++ % words.length]}`),
  await measure(
    'search a phrase, one assistant, this month',
    () => `/api/conversations?search=${encodeURIComponent('"espresso machine"')}&assistant=${assistantIds[2]}&date=month`,
  ),
  await measure('search a word nobody used', () => '/api/conversations?search=zeppelin'),
  // The totals are kept 30 s per owner and filter (list-conversations.ts); this is what computing them costs.
  {
    scenario: 'totals computed afresh (all 100,000)',
    ...(await time(Math.ceil(REQUESTS / 4), async () => void (await conversationStats(ctx.database.query, { ownerId: user.id })))),
  },
  {
    scenario: 'totals computed afresh (one word)',
    ...(await time(
      Math.ceil(REQUESTS / 4),
      async () =>
        void (await conversationStats(ctx.database.query, {
          ownerId: user.id,
          search: compileSearch(await parseSearch(ctx.database.query, 'canada', ['english'])),
        })),
    )),
  },
];
const count = Number((await ctx.database.query('SELECT count(*)::int AS count FROM messages', []))[0]?.count);
const downloadStart = performance.now();
const download = await app.inject({ method: 'GET', url: `/api/assistants/${assistantIds[0]}/conversations/download`, headers: auth });
const downloaded = {
  status: download.statusCode,
  conversations: (download.json() as unknown[]).length,
  megabytes: Number((download.rawPayload.length / 1e6).toFixed(1)),
  seconds: Number(((performance.now() - downloadStart) / 1000).toFixed(1)),
};
console.log(
  JSON.stringify(
    { engine: ctx.database.kind, conversations: CONVERSATIONS, messages: count, requestsPerScenario: REQUESTS, results, downloadOneAssistant: downloaded },
    null,
    2,
  ),
);
await app.close();
await closeContext(ctx);
fs.rmSync(dataDir, { recursive: true, force: true });
