import { createTestApp, registerTestUser } from './test/test-app.ts';
import { waitFor } from './test/sse-client.ts';
import { retrievePassages } from '@siteline/knowledge';
const t = await createTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const a = t.app.server.address();
const root = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/demo-site/`;
const owner = await registerTestUser(t.app);
const asst = (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'HV', websiteUrl: root } })).json();
await waitFor(() => t.app.inject({ method: 'GET', url: `/api/assistants/${asst.id}`, headers: owner.auth }).then((r) => r.json()), (x) => x.crawlStatus === 'done', 120000);
for (const q of process.argv.slice(2)) {
  const p = await retrievePassages(t.ctx.database.query, { assistantId: asst.id, question: q, language: 'en' });
  console.log('\n##', q);
  for (const x of p) console.log(x.score.toFixed(3), x.pageUrl.replace(root, ''), '|', x.headingPath, '|', x.content.slice(0, 120).replace(/\n/g, ' '));
  const r = await t.app.inject({ method: 'POST', url: `/api/chat/${asst.id}`, headers: { authorization: `Bearer ${asst.apiKey}` }, payload: { message: q } });
  console.log('=>', r.json().response.slice(0, 300));
}
await t.close();
