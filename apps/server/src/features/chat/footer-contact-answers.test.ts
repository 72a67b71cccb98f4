import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@siteline/contract';
import { retrievePassages } from '@siteline/knowledge';
import { startLocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { createTestApp, registerPaidUser, type TestApp } from '../../test/test-app.ts';

interface SmallSite {
  language: Language;
  callUs: string;
  pages: Record<string, [title: string, body: string]>;
  questions: { phone: string; email: string; located: string };
}

// A small business site that states its phone, email and address only in the footer of every page,
// in English and in French (a visitor asks in the site's language).
const SITES: SmallSite[] = [
  {
    language: 'en',
    callUs: 'Call us',
    pages: {
      '/': [
        'Welcome',
        '<p>We bake sourdough, rye and seasonal cakes every morning from local flour.</p><a href="/bread">Bread</a> <a href="/cakes">Cakes</a> <a href="/about">About</a>',
      ],
      '/bread': ['Bread', '<p>Our sourdough ferments for 36 hours before it is baked in a stone oven.</p>'],
      '/cakes': ['Cakes', '<p>Birthday cakes must be ordered three days ahead and serve twelve people.</p>'],
      '/about': ['About us', '<p>Rosa opened the bakery in 1998 after training in Lyon for six years.</p>'],
    },
    questions: { phone: 'What is your phone number?', email: 'What is your email address?', located: 'Where is the shop located?' },
  },
  {
    language: 'fr',
    callUs: 'Appelez-nous',
    pages: {
      '/': [
        'Bienvenue',
        '<p>Nous cuisons chaque matin du pain au levain, du seigle et des gâteaux de saison avec de la farine locale.</p><a href="/bread">Pains</a> <a href="/cakes">Gâteaux</a> <a href="/about">À propos</a>',
      ],
      '/bread': ['Pains', "<p>Notre levain fermente pendant 36 heures avant d'être cuit au four en pierre.</p>"],
      '/cakes': ['Gâteaux', "<p>Les gâteaux d'anniversaire se commandent trois jours à l'avance et servent douze personnes.</p>"],
      '/about': ['À propos', '<p>Rosa a ouvert la boulangerie en 1998 après six ans de formation à Lyon.</p>'],
    },
    questions: { phone: 'Quel est votre numéro de téléphone ?', email: 'Quelle est votre adresse e-mail ?', located: 'Où se trouve la boutique ?' },
  },
];

const page = (
  site: SmallSite,
  [title, body]: [string, string],
) => `<!doctype html><html lang="${site.language}"><head><title>${title} | Rosa's Bakery</title></head><body>
<header><a href="/">Rosa's Bakery</a><nav><a href="/bread">${site.pages['/bread']![0]}</a> <a href="/cakes">${site.pages['/cakes']![0]}</a> <a href="/about">${site.pages['/about']![0]}</a></nav></header>
<main><h1>${title}</h1>${body}</main>
<footer><p>Rosa's Bakery · 41 Calle de Atocha, Madrid 28012</p><p>${site.callUs}: +34 915 550 143 · <a href="mailto:hola@rosasbakery.example">hola@rosasbakery.example</a></p>
<p>© 2026 Rosa's Bakery. All rights reserved.</p></footer></body></html>`;

interface CrawledSite {
  t: TestApp;
  assistantId: string;
  /** Asks the assistant with its own key, as a visitor's client would, and returns the reply text. */
  ask: (message: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Serves `pages`, creates an assistant for them on a paid account and waits for its crawl to end. */
async function crawlSite(pages: Record<string, string>, assistantInput: { name: string; language?: Language }): Promise<CrawledSite> {
  const site = await startLocalSite(pages);
  const t = await createTestApp();
  const owner = await registerPaidUser(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/assistants',
    headers: owner.auth,
    payload: { ...assistantInput, websiteUrl: `${site.origin}/` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const assistant = created.json() as { id: string; apiKey: string };
  await waitFor(
    () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()),
    (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
    120_000,
  );
  return {
    t,
    assistantId: assistant.id,
    ask: async (message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${assistant.id}`,
        headers: { authorization: `Bearer ${assistant.apiKey}` },
        payload: { message },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { response: string }).response;
    },
    close: async () => {
      await t.close();
      await site.close();
    },
  };
}

describe.each(SITES)("contact details stated only in a site's footer ($language)", (small) => {
  let crawled: CrawledSite;
  beforeAll(async () => {
    crawled = await crawlSite(Object.fromEntries(Object.entries(small.pages).map(([path, content]) => [path, page(small, content)])), {
      name: 'Rosa Bakery',
      language: small.language,
    });
  }, 180_000);
  afterAll(() => crawled?.close());

  it('still answers "what is your phone number?" and gives "where is the shop located?" the address, while page text stays free of the footer', async () => {
    expect(await crawled.ask(small.questions.phone)).toContain('+34 915 550 143');
    expect(await crawled.ask(small.questions.email)).toContain('hola@rosasbakery.example');
    // What any engine is handed: the LLM's passages (whether the built-in engine quotes it is its own choice).
    const passages = await retrievePassages(crawled.t.ctx.database.query, {
      assistantId: crawled.assistantId,
      question: small.questions.located,
      language: small.language,
    });
    expect(passages.map((passage) => passage.content).join('\n')).toContain('41 Calle de Atocha');
    const chunks = await crawled.t.ctx.database.query('SELECT content FROM chunks WHERE assistant_id = $1', [crawled.assistantId]);
    expect(chunks.filter((row) => String(row.content).includes('+34 915 550 143'))).toHaveLength(1);
    expect(chunks.some((row) => String(row.content).includes('All rights reserved'))).toBe(false);
  });
});

describe("contact details stated in page text without the question's words", () => {
  const html = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} | Tidewater Kites</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  let crawled: CrawledSite;
  beforeAll(async () => {
    crawled = await crawlSite(
      {
        '/': html(
          'Tidewater Kites',
          '<p>Tidewater Kites builds handmade stunt kites and beach kites.</p><p>Questions about an order? Call us at (207) 555-0143, Monday to Friday.</p><a href="/shipping">Shipping</a>',
        ),
        '/shipping': html('Shipping', '<p>We ship kites to Canada within 5 business days. Orders over 80 dollars ship free.</p>'),
      },
      { name: 'Tidewater Kites' },
    );
  }, 180_000);
  afterAll(() => crawled?.close());

  it('answers "what is your phone number?" from "Call us at …"', async () => {
    expect(await crawled.ask('What is your phone number?')).toContain('(207) 555-0143');
    // A question the site does not answer still gets no contact line as its answer.
    expect(await crawled.ask('Do you offer gift wrapping?')).not.toContain('555-0143');
  });
});
