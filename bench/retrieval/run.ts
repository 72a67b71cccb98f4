// Retrieval latency at 100,000 chunks for one assistant beside four others of 20,000 each and a
// small one of 2,000; each distinct size is measured.
// Usage: node --import tsx bench/retrieval/run.ts   (BENCH_DATABASE_URL=postgres://... adds PostgreSQL)
import { cpus, loadavg } from 'node:os';
import { clearTermStatsCache, createLlmEngine, retrieveAnswerPassages, retrievePassages, type SqlExecutor } from '@siteline/knowledge';
import { indexSchemaStatements } from '@siteline/knowledge/testing';
import { onEachEngine, percentile } from './bench-engines.ts';
import { loadCorpus } from './load-corpus.ts';
import { generateQuestions } from './questions.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100000,20000,20000,20000,20000,2000').split(',').map(Number);
const QUESTIONS = generateQuestions(200);
const NAIVE_SAMPLE = 40;
// The LLM engine's token budget picks from more passages than the built-in engine quotes from.
const { passageLimit: LLM_PASSAGES, searchesSynonyms: LLM_SYNONYMS } = createLlmEngine({ baseUrl: 'http://127.0.0.1:9', apiKey: '', model: '' });

// What the issue measured: rank every chunk sharing any word of the question.
const NAIVE_SQL = `
SELECT c.id, ts_rank_cd(c.search_vector, x.q) AS rank
FROM chunks c, (SELECT replace(plainto_tsquery($2::regconfig, $3)::text, '&', '|')::tsquery AS q) x
WHERE c.assistant_id = $1 AND c.search_vector @@ x.q
ORDER BY rank DESC LIMIT 6`;

async function measure(label: string, run: (question: string) => Promise<number>, asked: readonly string[] = QUESTIONS): Promise<void> {
  for (const question of asked.slice(0, 20)) await run(question);
  const times: number[] = [];
  let empty = 0;
  const questions = label.includes('naive') ? asked.slice(0, NAIVE_SAMPLE) : asked;
  for (const question of questions) {
    const started = performance.now();
    const found = await run(question);
    times.push(performance.now() - started);
    if (found === 0) empty += 1;
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  console.log(
    `| ${label} | ${times.length} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | ${times.length - empty}/${times.length} |`,
  );
}

async function benchEngine(engine: string, exec: SqlExecutor): Promise<void> {
  for (const statement of await indexSchemaStatements()) await exec(statement, []);
  const started = performance.now();
  const ids = await loadCorpus(exec, SIZES);
  const big = ids[0]!;
  console.error(`${engine}: loaded ${SIZES.reduce((sum, size) => sum + size, 0)} chunks in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const question of [QUESTIONS[0]!, QUESTIONS[2]!, QUESTIONS[4]!]) {
    const [top] = await retrievePassages(exec, { assistantId: big, question, language: 'en', limit: 1 });
    console.log(`- "${question}" → ${top ? `${top.pageTitle}: ${top.content.slice(0, 110)}…` : 'nothing'}`);
  }
  console.log(
    `\nload average before measuring: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${cpus().length} CPUs\n`,
  );
  console.log(`| engine / assistant | questions | p50 ms | p95 ms | p99 ms | max ms | with passages |`);
  console.log('|---|---|---|---|---|---|---|');
  const total = SIZES.reduce((sum, size) => sum + size, 0);
  for (const size of new Set(SIZES)) {
    const id = ids[SIZES.indexOf(size)]!;
    await measure(
      `${engine}, ${size} chunks (${((100 * size) / total).toFixed(0)}% of all)`,
      async (question) => (await retrievePassages(exec, { assistantId: id, question, language: 'en' })).length,
    );
  }
  await measure(
    `${engine}, ${SIZES[0]} chunks, ${LLM_PASSAGES} passages`,
    async (question) => (await retrievePassages(exec, { assistantId: big, question, language: 'en', limit: LLM_PASSAGES })).length,
  );
  await measure(
    `${engine}, ${SIZES[0]} chunks, ${LLM_PASSAGES} passages and synonyms (the LLM engine's)`,
    async (question) => (await retrievePassages(exec, { assistantId: big, question, language: 'en', limit: LLM_PASSAGES, synonyms: LLM_SYNONYMS })).length,
  );
  // What the machine adds to any query: on a busy shared machine this floor is far from zero.
  await measure(`${engine}, floor: SELECT 1 round trip`, async () => (await exec('SELECT 1 AS one', [])).length);
  await measure(`${engine}, ${SIZES[0]} chunks, word counts not cached`, async (question) => {
    clearTermStatsCache();
    return (await retrievePassages(exec, { assistantId: big, question, language: 'en' })).length;
  });
  // "What is X?" also reads the chunks headed by a question that hold X, when X is in at most 500 of them: the
  // worst case, the most common words within that, none under a question (the corpus has no FAQ headings).
  const subjects = await exec(`SELECT lexeme FROM chunk_terms WHERE assistant_id = $1 AND chunk_count <= 500 ORDER BY chunk_count DESC, lexeme LIMIT 50`, [
    big,
  ]);
  await measure(
    `${engine}, ${SIZES[0]} chunks, "What is X?": retrieval and the question-section lookup, X among the 50 most common words in at most 500 chunks`,
    async (question) => (await retrieveAnswerPassages(exec, { assistantId: big, question, language: 'en' })).length,
    subjects.map((row) => `What is ${String(row.lexeme)}?`),
  );
  await measure(`${engine}, ${SIZES[0]} chunks, naive rank-all OR query`, async (question) => (await exec(NAIVE_SQL, [big, 'english', question])).length);
}

await onEachEngine(benchEngine);
