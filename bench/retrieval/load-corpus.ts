import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '@siteline/knowledge';
import { createRandom, generateChunk } from './corpus.ts';

const BATCH = 2000;

/** Inserts an assistant and `count` one-chunk pages of generated content; returns the assistant id. */
export async function loadAssistant(exec: SqlExecutor, index: number, count: number): Promise<string> {
  const [assistant] = await exec(`INSERT INTO assistants DEFAULT VALUES RETURNING id`, []);
  const assistantId = String(assistant!.id);
  const random = createRandom(1000 + index);
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const ids: string[] = [],
      urls: string[] = [],
      titles: string[] = [],
      paths: string[] = [],
      contents: string[] = [],
      hashes: string[] = [];
    for (let i = 0; i < size; i += 1) {
      const chunk = generateChunk(random);
      ids.push(randomUUID());
      urls.push(`https://shop${index}.test${chunk.url}/${start + i}`);
      titles.push(chunk.title);
      paths.push(chunk.headingPath);
      contents.push(chunk.content);
      hashes.push(`${index}-${start + i}`);
    }
    await exec(
      `INSERT INTO pages (id, assistant_id, url, title, content_hash)
       SELECT id, $1, url, title, hash FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS t(id, url, title, hash)`,
      [assistantId, ids, urls, titles, hashes],
    );
    await exec(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config)
       SELECT $1, page_id, 0, title, path, content, hash, 'english'
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(page_id, title, path, content, hash)`,
      [assistantId, ids, titles, paths, contents, hashes],
    );
  }
  return assistantId;
}

/** Loads the whole corpus with the search index built once at the end (much faster than per row). */
export async function loadCorpus(exec: SqlExecutor, sizes: number[]): Promise<string[]> {
  await exec('DROP INDEX IF EXISTS chunks_search_idx', []);
  const ids: string[] = [];
  for (const [index, size] of sizes.entries()) ids.push(await loadAssistant(exec, index, size));
  await exec('CREATE INDEX chunks_search_idx ON chunks USING gin (assistant_id, search_vector)', []);
  await exec('VACUUM ANALYZE chunks', []);
  await exec('VACUUM ANALYZE pages', []);
  return ids;
}
