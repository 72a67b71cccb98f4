import { afterAll, it } from 'vitest';
import { crawlSite, shutdownExtractionWorkers } from '../crawl/index.ts';
import { searchConfigFor } from '../retrieve/search-config.ts';
import { collect, makeAssistant } from '../../testing/answer-fixtures.ts';
import { createAssistant } from '../../testing/retrieval-fixtures.ts';
import { openRetrievalTestDatabase } from '../../testing/test-database.ts';
import { startTestSite } from '../../testing/test-site.ts';
import { retrieveAnswerPassages } from './answer-passages.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { BUSINESS_SITES } from './business-sites.fixture.ts';
import { scoreSentences, selectSentences } from './select-sentences.ts';
import { buildRetrievalQuery } from '../retrieve/index.ts';

it('dump', async () => {
  const only = process.env.SITE ?? '';
  for (const site of BUSINESS_SITES.filter((s) => s.name.includes(only))) {
    const t = await openRetrievalTestDatabase('pglite');
    const server = await startTestSite(Object.fromEntries(Object.entries(site.pages).map(([p, body]) => [p, { body }])));
    const id = await createAssistant(t.db);
    await crawlSite({ startUrl: `${server.origin}/`, maxPages: 20, allowPrivate: true, onPage: async (page) => {
      const s = await t.db.query<{ id: string }>(`INSERT INTO pages (assistant_id, url, title, content, content_hash) VALUES ($1,$2,$3,$4,$5) RETURNING id`, [id, page.url, page.title, page.text, page.contentHash]);
      for (const c of page.chunks) {
        if (!process.env.Q) console.log(`CHUNK ${page.url.replace(server.origin, '')} [${c.headingPath}]\n${c.content}\n`);
        await t.db.query(`INSERT INTO chunks (assistant_id, page_id, ordinal, title, heading_path, content, content_hash, search_config) VALUES ($1,$2,$3,$4,$5,$6,$7,$8::regconfig) ON CONFLICT DO NOTHING`, [id, s.rows[0]!.id, c.ordinal, c.title, c.headingPath, c.content, c.contentHash, searchConfigFor(site.language)]);
      }
    } });
    await t.db.query('ANALYZE chunks', []);
    for (const q of site.questions.filter((q) => !process.env.Q || q.question.includes(process.env.Q))) {
      const passages = await retrieveAnswerPassages(t.exec, { assistantId: id, question: q.question, language: site.language });
      const r = await collect(createBuiltinEngine().answer({ question: q.question, history: [], passages, assistant: makeAssistant({ name: site.name, language: site.language }) }));
      if (process.env.SCORES) for (const x of scoreSentences({ question: q.question, retrievalText: buildRetrievalQuery(q.question, []), passages, language: site.language, tone: 'helpful' }).slice(0, 30)) console.log(`   S ${x.passageRank}:${x.position} ${x.score.toFixed(3)} ${x.coverage.toFixed(3)} ${x.text} {${[...x.candidate.contextTerms].join(',')}}`);
      if (process.env.SCORES) console.log('   CHOSEN', selectSentences({ question: q.question, retrievalText: buildRetrievalQuery(q.question, []), passages, language: site.language, tone: 'helpful' }).map((x) => `${x.passageRank}:${x.position} ${x.text}`));
      console.log(`Q ${q.question}\nA ${r.text.split('\n\n')[0]}\n` + passages.map((p, i) => `  P${i} ${p.pageUrl.replace(server.origin, '')} [${p.headingPath}] ${p.content.replace(/\n/g, ' | ').slice(0, 200)}`).join('\n'));
    }
    await server.close(); await t.close();
  }
}, 120_000);
afterAll(() => shutdownExtractionWorkers());
