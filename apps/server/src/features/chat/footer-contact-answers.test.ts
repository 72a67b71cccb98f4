import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievePassages } from '@siteline/knowledge';
import { startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { createTestApp, registerPaidUser, type TestApp } from '../../test/test-app.ts';

// A small business site that states its phone, email and address only in the footer of every page.
const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title} | Rosa's Bakery</title></head><body>
<header><a href="/">Rosa's Bakery</a><nav><a href="/bread">Bread</a> <a href="/cakes">Cakes</a> <a href="/about">About</a></nav></header>
<main><h1>${title}</h1>${body}</main>
<footer><p>Rosa's Bakery · 41 Calle de Atocha, Madrid 28012</p><p>Call us: +34 915 550 143 · <a href="mailto:hola@rosasbakery.example">hola@rosasbakery.example</a></p>
<p>© 2026 Rosa's Bakery. All rights reserved.</p></footer></body></html>`;

describe('contact details stated only in a site\'s footer', () => {
  let t: TestApp;
  let site: LocalSite;
  let assistant: { id: string; apiKey: string };

  beforeAll(async () => {
    site = await startLocalSite({
      '/': page('Welcome', '<p>We bake sourdough, rye and seasonal cakes every morning from local flour.</p><a href="/bread">Bread</a> <a href="/cakes">Cakes</a> <a href="/about">About</a>'),
      '/bread': page('Bread', '<p>Our sourdough ferments for 36 hours before it is baked in a stone oven.</p>'),
      '/cakes': page('Cakes', '<p>Birthday cakes must be ordered three days ahead and serve twelve people.</p>'),
      '/about': page('About us', '<p>Rosa opened the bakery in 1998 after training in Lyon for six years.</p>'),
    });
    t = await createTestApp();
    const owner = await registerPaidUser(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Rosa Bakery', websiteUrl: `${site.origin}/` } });
    expect(created.statusCode, created.body).toBe(201);
    assistant = created.json();
    await waitFor(
      () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()),
      (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
      120_000,
    );
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const ask = async (message: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/chat/${assistant.id}`, headers: { authorization: `Bearer ${assistant.apiKey}` }, payload: { message } });
    expect(res.statusCode).toBe(200);
    return res.json() as { response: string };
  };

  it('still answers "what is your phone number?" and gives "where is the shop located?" the address, while page text stays free of the footer', async () => {
    expect((await ask('What is your phone number?')).response).toContain('+34 915 550 143');
    expect((await ask('What is your email address?')).response).toContain('hola@rosasbakery.example');
    // What any engine is handed: the LLM's passages (whether the built-in engine quotes it is its own choice).
    const passages = await retrievePassages(t.ctx.database.query, { assistantId: assistant.id, question: 'Where is the shop located?', language: 'en' });
    expect(passages.map((passage) => passage.content).join('\n')).toContain('41 Calle de Atocha');
    const chunks = await t.ctx.database.query('SELECT content FROM chunks WHERE assistant_id = $1', [assistant.id]);
    expect(chunks.filter((row) => String(row.content).includes('+34 915 550 143'))).toHaveLength(1);
    expect(chunks.some((row) => String(row.content).includes('All rights reserved'))).toBe(false);
  });
});
