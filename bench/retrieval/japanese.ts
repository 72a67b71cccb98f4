// Retrieval latency for Chinese and Japanese questions, which PostgreSQL's parser cannot split into words:
// `cjk-search.ts` looks up each word of the question as the phrase of its character pairs. A generated Japanese
// site of 6,000 chunks of about 1,200 characters whose every word is in hundreds of its chunks (the
// costly case), beside an English one; 40 questions after 5 warm-up ones.
// Usage: node --import tsx bench/retrieval/japanese.ts   (BENCH_DATABASE_URL=postgres://... adds PostgreSQL,
// BENCH_ENGINES=postgres skips PGlite, BENCH_CHUNKS=2000 for another size)
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { retrievePassages, type SqlExecutor } from '@siteline/knowledge';
import { indexSchemaStatements } from '@siteline/knowledge/testing';
import { onEachEngine, percentile } from './bench-engines.ts';
import { createRandom } from './corpus.ts';
import { loadAssistant } from './load-corpus.ts';

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 6000);
const CHUNK_CHARS = 1200;
const QUESTIONS = 40;
const KANJI = [...'設定変更追加削除登録確認表示検索保存更新作成管理利用使用方法手順機能情報環境画面入力出力接続送信受信開始終了問題解決案内説明'];
const PARTICLES = ['は', 'を', 'に', 'で', 'の', 'が', 'と', 'から', 'まで'];
const ENDINGS = ['します。', 'できます。', 'してください。', 'されます。', 'があります。'];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function katakanaWord(random: Random): string {
  const length = 3 + Math.floor(random() * 4);
  return Array.from({ length }, () => String.fromCodePoint(0x30a2 + Math.floor(random() * 80))).join('');
}

/** The site's vocabulary: loanwords in katakana and compounds of two Chinese characters. */
function vocabulary(random: Random): string[] {
  const words = new Set<string>();
  while (words.size < 600) words.add(random() < 0.5 ? katakanaWord(random) : pick(random, KANJI) + pick(random, KANJI));
  return [...words];
}

function sentence(random: Random, words: readonly string[]): string {
  return `${pick(random, words)}${pick(random, PARTICLES)}${pick(random, words)}${pick(random, PARTICLES)}${pick(random, words)}${pick(random, ENDINGS)}`;
}

async function loadJapaneseSite(exec: SqlExecutor, words: readonly string[], random: Random): Promise<string> {
  const [assistant] = await exec(`INSERT INTO assistants DEFAULT VALUES RETURNING id`, []);
  const assistantId = String(assistant!.id);
  const pageIds: string[] = [];
  const titles: string[] = [];
  const contents: string[] = [];
  for (let i = 0; i < CHUNKS; i += 1) {
    let content = '';
    while (content.length < CHUNK_CHARS) content += sentence(random, words);
    pageIds.push(randomUUID());
    titles.push(`${pick(random, words)}の${pick(random, words)}`);
    contents.push(content);
  }
  const hashes = pageIds.map((_, i) => `ja-${i}`);
  await exec(
    `INSERT INTO pages (id, assistant_id, url, title, content_hash)
     SELECT id, $1, 'https://ja.test/' || hash, title, hash FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(id, title, hash)`,
    [assistantId, pageIds, titles, hashes],
  );
  await exec(
    `INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config)
     SELECT $1, page_id, 0, title, title, content, hash, 'simple' FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS t(page_id, title, content, hash)`,
    [assistantId, pageIds, titles, contents, hashes],
  );
  return assistantId;
}

async function benchEngine(engine: string, exec: SqlExecutor): Promise<void> {
  for (const statement of await indexSchemaStatements()) await exec(statement, []);
  const random = createRandom(7);
  const words = vocabulary(random);
  await loadAssistant(exec, 0, 2000);
  const site = await loadJapaneseSite(exec, words, random);
  await exec('VACUUM ANALYZE chunks', []);
  const questions = Array.from({ length: QUESTIONS + 5 }, () => `${pick(random, words)}の${pick(random, words)}はどうやって${pick(random, words)}しますか？`);
  const times: number[] = [];
  let answered = 0;
  for (const [i, question] of questions.entries()) {
    const started = performance.now();
    const found = await retrievePassages(exec, { assistantId: site, question, language: 'ja' });
    if (i < 5) continue;
    times.push(performance.now() - started);
    if (found.length > 0) answered += 1;
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0);
  console.log(
    `| ${engine}, ${CHUNKS} Japanese chunks | ${times.length} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(times.at(-1)!)} | ${answered}/${times.length} |`,
  );
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${cpus().length} CPUs\n`,
);
console.log('| engine / assistant | questions | p50 ms | p95 ms | max ms | with passages |');
console.log('|---|---|---|---|---|---|');
await onEachEngine(benchEngine);
