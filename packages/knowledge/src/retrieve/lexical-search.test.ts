import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadOverPages } from './lexical-search.ts';
import type { Passage, SqlExecutor } from './passage.ts';
import { createAssistant, insertChunks, type ChunkFixture } from '../../testing/retrieval-fixtures.ts';
import { retrievePassages } from './retrieve-passages.ts';
import { clearTermStatsCache } from './term-stats.ts';
import { openRetrievalTestDatabase, retrievalTestEngines, type RetrievalTestDatabase } from '../../testing/test-database.ts';

const passage = (id: string, pageUrl: string): Passage => ({ chunkId: id, pageUrl, pageTitle: '', headingPath: '', content: id, score: 1 });

describe('spreadOverPages', () => {
  const scored = (id: string, pageUrl: string, score: number): Passage => ({ ...passage(id, pageUrl), score });

  it("counts a page's passages beyond its first two at half their score, keeping the ranking order", () => {
    const ranked = [scored('a1', 'a', 10), scored('a2', 'a', 9), scored('a3', 'a', 8), scored('b1', 'b', 5), scored('a4', 'a', 4), scored('c1', 'c', 3)];
    expect(spreadOverPages(ranked, 4).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(spreadOverPages(ranked, 5).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });

  it('spreads only the first ten passages over pages; further ones follow the ranking', () => {
    const crowded = Array.from({ length: 12 }, (_, i) => scored(`a${i + 1}`, 'a', 10 - i / 10));
    const others = 'bcdefghijk'.split('').map((page) => scored(`${page}1`, page, 5));
    const ranked = [...crowded, ...others];
    // Among the first ten, the other pages' passages beat the crowded page's third and later ones (4.9 against 5);
    // the two passages after them are the crowded page's, which score 9.8 and 9.7 against 5.
    expect(spreadOverPages(ranked, 10).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1']);
    expect(spreadOverPages(ranked, 12).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1']);
  });

  it('fills the rest from the crowded page when no other page is left', () => {
    const ranked = [passage('a1', 'a'), passage('a2', 'a'), passage('a3', 'a'), passage('b1', 'b')];
    expect(spreadOverPages(ranked, 4).map((p) => p.chunkId)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });
});

describe.each(retrievalTestEngines)('lexical search on %s', (engine) => {
  let t: RetrievalTestDatabase;
  let shop: string;
  let other: string;
  const lamp: ChunkFixture = { url: 'https://shop.test/z/dorpel-lamp', title: 'Dorpel lamp', content: 'The Dorpel lamp is made of brushed brass.' };

  beforeAll(async () => {
    t = await openRetrievalTestDatabase(engine);
    [shop, other] = [await createAssistant(t.db), await createAssistant(t.db)];
    // More chunks than the 600 sampled for common words, the lamp's page sorting after all of them;
    // "Dorpel" on more chunks than the per-site counts track, so it is not a rare word here.
    await insertChunks(t.db, shop, 'en', [
      lamp,
      ...Array.from({ length: 650 }, (_, i) => ({
        url: `https://shop.test/a/item-${i}`,
        title: `Item ${i}`,
        content: `Item ${i} is made by hand in our workshop.`,
      })),
      ...Array.from({ length: 110 }, (_, i) => ({
        url: `https://shop.test/b/set-${i}`,
        title: `Set ${i}`,
        content: `Customers pair the Dorpel with set ${i}.`,
      })),
    ]);
    await insertChunks(t.db, other, 'en', [{ url: 'https://other.test/dorpel', title: 'Dorpel', content: 'Our Dorpel is made of oak.' }]);
    // As the ingestion job does after a crawl.
    await t.exec('ANALYZE chunks', []);
  }, 120_000);
  afterAll(() => t.close());

  /** `count` English chunks on one page of the site, the i-th's text given by the SQL expression `content` of i. */
  const insertGeneratedChunks = async (site: string, count: number, content: string) => {
    const [page] = await t.exec(
      `INSERT INTO pages (assistant_id, url, title, content, content_hash) VALUES ($1, 'https://docs.test/a', 'Docs', '', 'a') RETURNING id`,
      [site],
    );
    await t.exec(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, content, content_hash, search_config)
       SELECT $1, $2, i, ${content}, 'a-' || i, 'english' FROM generate_series(1, ${count}) AS i`,
      [site, page!.id],
    );
  };

  it('orders passages of equal score by their content, not by the ids a crawl draws anew', async () => {
    const site = await createAssistant(t.db);
    // Six chunks the question scores alike, inserted in the reverse of their content hashes' order.
    const tied = ['f', 'e', 'd', 'c', 'b', 'a'].map((letter) => ({ url: `https://tie.test/${letter}`, title: 'Lamps', content: 'The lamp is brass.' }));
    await insertChunks(t.db, site, 'en', tied);
    const found = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'Is the lamp brass?', limit: 6 });
    expect(found.map((passage) => passage.pageUrl)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `https://tie.test/${letter}`));
  });

  it("finds what the site says in other words than the visitor's only when asked to (the LLM engine)", async () => {
    const site = await createAssistant(t.db);
    const immediate = { url: 'https://db.test/begin', title: 'Transactions', content: 'BEGIN IMMEDIATE locks the database immediately.' };
    const details = { url: 'https://db.test/lock', title: 'Transactions', content: 'Database lock details.' };
    await insertChunks(t.db, site, 'en', [immediate, details]);
    const search = (synonyms: boolean) =>
      retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'Can I lock the database right away?', synonyms });
    expect((await search(false)).map((passage) => passage.pageUrl)).toEqual([details.url, immediate.url]);
    expect((await search(true)).map((passage) => passage.pageUrl)).toEqual([immediate.url, details.url]);
    // Another word finds nothing on its own: "immediately" is no answer to a question about a word the site lacks.
    expect(await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'Can I zorble right away?', synonyms: true })).toEqual([]);
  });

  it('finds a word the site writes inside a file path, in a stemmed language and in one without spaces', async () => {
    const site = await createAssistant(t.db);
    const contrib = { url: 'https://faq.test/archives', title: 'Archives', content: 'stable/contrib/: packages that depend on software only in non-free.' };
    const main = { url: 'https://faq.test/main', title: 'Archives', content: 'The main archive holds the packages of the distribution.' };
    await insertChunks(t.db, site, 'en', [contrib, main]);
    const [best] = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'What is in contrib?' });
    expect(best?.pageUrl).toBe(contrib.url);
    const japanese = await createAssistant(t.db);
    const contribJa = {
      url: 'https://faq.test/ja/archives',
      title: 'アーカイブ',
      content: 'stable/contrib/: non-free でのみ利用可能なパッケージに依存しているパッケージ。',
    };
    await insertChunks(t.db, japanese, 'ja', [
      contribJa,
      { url: 'https://faq.test/ja/main', title: 'アーカイブ', content: 'main にはパッケージが収録されています。' },
    ]);
    const [bestJa] = await retrievePassages(t.exec, { assistantId: japanese, language: 'ja', question: 'contrib にはどんなパッケージが入りますか？' });
    expect(bestJa?.pageUrl).toBe(contribJa.url);
  });

  it('finds the page of a name the site repeats beyond its sample of common words', async () => {
    const [best] = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'What is the Dorpel made of?' });
    expect(best).toMatchObject({ pageUrl: lamp.url, content: lamp.content });
  });

  it('answers a question asked again with one statement', async () => {
    const statements: string[] = [];
    const counting: SqlExecutor = (sql, params, options) => {
      statements.push(sql);
      return t.exec(sql, params, options);
    };
    const question = 'Which item is made in the workshop?';
    const first = await retrievePassages(counting, { assistantId: shop, language: 'en', question });
    statements.length = 0;
    expect(await retrievePassages(counting, { assistantId: shop, language: 'en', question })).toEqual(first);
    expect(statements).toHaveLength(1);
  });

  it('keeps each assistant to its own chunks through a reused plan, large and small alike', async () => {
    // PostgreSQL plans a prepared statement five times, then settles on one generic plan.
    for (let i = 0; i < 8; i += 1) {
      const [mine] = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'Dorpel made of' });
      const [theirs] = await retrievePassages(t.exec, { assistantId: other, language: 'en', question: 'Dorpel made of' });
      expect([mine?.pageUrl, theirs?.pageUrl]).toEqual([lamp.url, 'https://other.test/dorpel']);
    }
    const prepared = await t.exec(`SELECT generic_plans FROM pg_prepared_statements WHERE name LIKE 'siteline_retrieval_rank_%'`, []);
    expect(prepared.some((statement) => Number(statement.generic_plans) > 0)).toBe(true);
  });

  it('gives an assistant the same passages whatever other assistants index, counting words per site', async () => {
    const site = await createAssistant(t.db);
    await insertChunks(t.db, site, 'en', [
      {
        url: 'https://docs.test/bisect',
        title: 'git-bisect',
        headingPath: 'Bisect run',
        content: 'Use exit code 125 when the current source code cannot be tested.',
      },
      { url: 'https://docs.test/bisect', title: 'git-bisect', headingPath: 'Options', content: 'The run command takes a script and its arguments.' },
      { url: 'https://docs.test/exit', title: 'Exit codes', content: 'Every command exits with code 0 on success.' },
    ]);
    const question = {
      assistantId: site,
      language: 'en' as const,
      question: 'Which exit code should a bisect run script use when a revision cannot be tested?',
    };
    const alone = await retrievePassages(t.exec, question);
    // Another tenant's thousands of chunks make these words common across the table.
    const crowd = await createAssistant(t.db);
    const [page] = await t.exec(
      `INSERT INTO pages (assistant_id, url, title, content, content_hash) VALUES ($1, 'https://crowd.test/', 'Crowd', '', 'crowd') RETURNING id`,
      [crowd],
    );
    await t.exec(
      `INSERT INTO chunks (assistant_id, page_id, ordinal, content, content_hash, search_config)
       SELECT $1, $2, i, 'bisect run script exit code ' || i, 'crowd-' || i, 'english' FROM generate_series(1, 3500) AS i`,
      [crowd, page!.id],
    );
    await t.exec('ANALYZE chunks', []);
    clearTermStatsCache();
    expect(await retrievePassages(t.exec, question)).toEqual(alone);
    const counts = async (assistantId: string) =>
      t.exec(`SELECT lexeme, chunk_count FROM chunk_terms WHERE assistant_id = $1 AND lexeme IN ('', 'bisect', 'exit') ORDER BY lexeme`, [assistantId]);
    expect(await counts(site)).toEqual([
      { lexeme: '', chunk_count: 3 },
      { lexeme: 'bisect', chunk_count: 2 },
      { lexeme: 'exit', chunk_count: 2 },
    ]);
    await t.exec(`DELETE FROM chunks WHERE assistant_id = $1 AND ordinal > 1000`, [crowd]);
    expect(await counts(crowd)).toEqual([
      { lexeme: '', chunk_count: 1000 },
      { lexeme: 'bisect', chunk_count: 1000 },
      { lexeme: 'exit', chunk_count: 1000 },
    ]);
  });

  it('finds, beyond the sample, the chunk holding all but one of the common words of a question', async () => {
    const site = await createAssistant(t.db);
    // 700 chunks, each with two of the four words, all sorting before the answer in the sample's order.
    await insertGeneratedChunks(
      site,
      700,
      `(ARRAY['hook', 'message', 'commit', 'ask'])[i % 4 + 1] || ' and ' || (ARRAY['message', 'commit', 'ask', 'hook'])[(i / 4) % 3 + 1] || ' note ' || i`,
    );
    const [answer] = await insertChunks(t.db, site, 'en', [
      { url: 'https://docs.test/z/pre-commit', title: 'pre-commit', content: 'This hook runs before the commit message is written.' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'Which hook can ask to stop a commit before its message?' });
    expect(passages.map((passage) => passage.chunkId)).toContain(answer);
  });

  it('finds, beyond the sample, the chunk holding both words of a two-word question though each is in half the site', async () => {
    const site = await createAssistant(t.db);
    // 700 chunks holding one of the two words each, all sorting before the answer in the sample's order.
    await insertGeneratedChunks(site, 700, `(ARRAY['Rename the file', 'The remote branch'])[i % 2 + 1] || ' note ' || i`);
    const [answer] = await insertChunks(t.db, site, 'en', [
      { url: 'https://docs.test/z/remote', title: 'remote', content: 'rename <old> <new>: Rename the remote named <old> to <new>.' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'How do I rename a remote?' });
    expect(passages[0]?.chunkId).toBe(answer);
  });

  it('ranks by proximity among chunks holding the same words, however many tie on them', async () => {
    const site = await createAssistant(t.db);
    // 90 chunks holding every word of the question, far apart; the answer holds them side by side and sorts after them by id.
    await insertGeneratedChunks(
      site,
      90,
      `'Zorbal writes collections here. ' || repeat('Nothing else is said in this line. ', 3) || 'The server keeps note ' || i || '.'`,
    );
    const [answer] = await insertChunks(t.db, site, 'en', [
      { url: 'https://docs.test/discover', content: 'New collections on the server: run zorbal discover again. Nothing else is said in this line.' },
    ]);
    await t.exec(`UPDATE chunks SET id = 'ffffffff-ffff-4fff-bfff-ffffffffffff' WHERE id = $1`, [answer]);
    const [best] = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'Zorbal collections server?' });
    expect(best?.content).toContain('run zorbal discover');
  });

  it('gives a passage the next chunk of its section as its continuation, and none at a new heading', async () => {
    const site = await createAssistant(t.db);
    const [first] = await insertChunks(t.db, site, 'en', [
      { url: 'https://docs.test/tea', title: 'Tea', headingPath: 'Brewing', content: 'Brew the oolong for three minutes.' },
      { url: 'https://docs.test/tea', title: 'Tea', headingPath: 'Brewing', content: 'Use water at 90 degrees.' },
      { url: 'https://docs.test/tea', title: 'Tea', headingPath: 'Storage', content: 'Keep the oolong in a dry tin.' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: site, language: 'en', question: 'How long do I brew the oolong?' });
    expect(passages.find((p) => p.chunkId === first)?.continuation).toBe('Use water at 90 degrees.');
    expect(passages.find((p) => p.headingPath === 'Storage')?.continuation).toBeUndefined();
  });
});
