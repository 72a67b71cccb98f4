// bench/chat: autocannon against POST /api/chat/{id} with the built-in engine, on an assistant with
// 10,000 indexed chunks, 50 connections. Run: npm run bench:chat
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { closeContext, createContext } from '../../apps/server/src/create-context.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { createRandom, generateChunk } from '../retrieval/corpus.ts';
import { generateQuestions } from '../retrieval/questions.ts';

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-bench-chat-'));
const ctx = await createContext(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    JWT_SECRET: 'bench-secret-shared-by-nothing-but-this-run',
  }),
);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email: 'bench@example.com', password: 'benchmark-pass', firstName: 'B', lastName: 'B' },
});
const { token, user } = registered.json() as { token: string; user: { id: string } };
await ctx.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
const assistant = (
  await app.inject({ method: 'POST', url: '/api/assistants', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Bench Shop' } })
).json() as { id: string; apiKey: string };

console.log(`Indexing ${CHUNKS} chunks...`);
const random = createRandom(42);
for (let start = 0; start < CHUNKS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, CHUNKS - start) }, (_, i) => ({ id: randomUUID(), n: start + i, ...generateChunk(random) }));
  await ctx.database.query(
    `INSERT INTO pages (id, assistant_id, url, title, content, content_hash, size)
     SELECT id, $1, url, title, content, 'h' || n, length(content) FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[]) AS t(id, url, title, content, n)`,
    [
      assistant.id,
      rows.map((r) => r.id),
      rows.map((r) => `https://bench.test${r.url}/${r.n}`),
      rows.map((r) => r.title),
      rows.map((r) => r.content),
      rows.map((r) => r.n),
    ],
  );
  await ctx.database.query(
    `INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config)
     SELECT $1, id, 0, title, path, content, 'c' || n, 'english' FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[]) AS t(id, title, path, content, n)`,
    [assistant.id, rows.map((r) => r.id), rows.map((r) => r.title), rows.map((r) => r.headingPath), rows.map((r) => r.content), rows.map((r) => r.n)],
  );
}
await ctx.database.query('VACUUM ANALYZE chunks', []);

const probeStart = performance.now();
const probe = await fetch(`${base}/api/chat/${assistant.id}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${assistant.apiKey}`, 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'How much does shipping to Canada cost?', sessionId: 'probe' }),
});
if (!probe.ok) throw new Error(`chat probe failed: ${probe.status} ${await probe.text()}`);
console.log(
  `One question answered in ${(performance.now() - probeStart).toFixed(1)} ms: ${((await probe.json()) as { response: string }).response.slice(0, 120)}`,
);

const loader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load.ts');
// The server lives in this process, so the load generator must run beside it, not block it.
const run = async (duration: number, bodies: string[], target = { url: `${base}/api/chat/${assistant.id}`, apiKey: assistant.apiKey }) => {
  const bodiesFile = path.join(dataDir, 'bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const args = JSON.stringify({ ...target, bodiesFile, connections: CONNECTIONS, duration });
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', loader, args], { maxBuffer: 10 * 1024 * 1024 });
  return JSON.parse(stdout) as { requestsPerSecond: number; p50: number; p90: number; p99: number; total: number; non2xx: number; errors: number };
};
const body = (message: string, session: string) => JSON.stringify({ message, sessionId: session });

// Returning visitors: 50 conversations asking 200 questions over and over (retrievals cached, conversations known).
const returning = generateQuestions(200).map((message, i) => body(message, `bench-visitor-${i % 50}`));
await run(3, returning); // warm-up: JIT, caches, first conversations
const report = (scenario: string, result: Awaited<ReturnType<typeof run>>) =>
  console.log(
    JSON.stringify({ scenario, engine: ctx.database.kind, chunks: CHUNKS, connections: CONNECTIONS, durationSeconds: DURATION_S, ...result }, null, 2),
  );
report('returning visitors, repeated questions', await run(DURATION_S, returning));
// New visitors: every request opens a new conversation with a question drawn afresh (product names,
// countries, cities and days vary), so most retrievals miss the cache.
const fresh = generateQuestions(30_000, 11).map((message, i) => body(message, `new-visitor-${i}`));
report('new visitors, mostly new questions', await run(DURATION_S, fresh));
// The OpenAI-compatible endpoint with an account key: the same answer path behind the key's lookup; each
// request is a new conversation (OpenAI's API is stateless), so it compares with the new visitors.
const accountKey = (await app.inject({ method: 'POST', url: '/api/keys', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Bench' } })).json()
  .key as string;
const completions = generateQuestions(30_000, 12).map((message) => JSON.stringify({ model: assistant.id, messages: [{ role: 'user', content: message }] }));
report('OpenAI-compatible, account key, mostly new questions', await run(DURATION_S, completions, { url: `${base}/v1/chat/completions`, apiKey: accountKey }));
await app.close();
await closeContext(ctx);
fs.rmSync(dataDir, { recursive: true, force: true });
