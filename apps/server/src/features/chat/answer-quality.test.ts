import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionSet, type AnswerableQuestion } from '../../../../demo-site/check-questions.ts';
import { PUBLIC_DIR, pageUrlPath } from '../../../../demo-site/build-sitemap.ts';
import { readHtmlDocument } from '../../../../demo-site/html-document.ts';
import { ENFORCED_FLOORS } from '../../../../../bench/answers/targets.ts';
import { createTestApp, registerPaidUser, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/sse-client.ts';

const set = loadQuestionSet();
const answerable = set.questions.filter((q): q is AnswerableQuestion => q.answerable);
const unanswerable = set.questions.filter((q) => !q.answerable);
const SECRETS = ['HVSTAFF40', '62%', '/internal/'];

/** Built-in engine over the bundled demo site: grounded, cited, honest about what it does not know. */
describe('answer quality on the demo site (built-in engine)', () => {
  let t: TestApp;
  let siteRoot: string;
  let assistant: { id: string; apiKey: string };
  const pageText = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    siteRoot = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/demo-site/`;
    const owner = await registerPaidUser(t);
    assistant = (
      await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Harbor & Vine', websiteUrl: siteRoot } })
    ).json();
    await waitFor(
      () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()),
      (a) => a.crawlStatus === 'done' || a.crawlStatus === 'failed',
      120_000,
    );
  }, 180_000);
  afterAll(() => t.close());

  const ask = async (message: string, sessionId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${assistant.id}`,
      headers: { authorization: `Bearer ${assistant.apiKey}` },
      payload: { message, sessionId },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { response: string; sources: { url: string; title: string }[] };
  };

  /** The visible text and JSON-LD of the demo page a source URL points to. */
  const textOfSource = (url: string): string => {
    if (!pageText.has(url)) {
      const relative = url.startsWith(siteRoot) ? url.slice(siteRoot.length) : '';
      const file = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
      // "/demo-site/shop" is the shop folder's index page.
      const named = path.join(PUBLIC_DIR, file);
      const full = fs.existsSync(named) && fs.statSync(named).isDirectory() ? path.join(named, 'index.html') : named;
      const doc = fs.existsSync(full) ? readHtmlDocument(fs.readFileSync(full, 'utf8')) : undefined;
      pageText.set(url, doc ? `${doc.visibleText} ${doc.jsonLd.join(' ')}`.toLowerCase() : '');
    }
    return pageText.get(url)!;
  };

  const contains = (text: string, facts: string[]) => facts.every((fact) => text.toLowerCase().includes(fact.toLowerCase()));

  // The bench's floor for built-in right (bench/answers/targets.ts): the 90% target is not met on the questions added
  // on 2026-11-26, written before any answer was seen (docs/QUALITY.md).
  it('answers answerable questions with the fact and a source page that states it, at least as often as the floor', async () => {
    const failures: string[] = [];
    for (const [i, q] of answerable.entries()) {
      const { response, sources } = await ask(q.question, `quality-${i}`);
      const expectedUrl = new URL(pageUrlPath(q.page), siteRoot).href;
      const isCited = sources.some((s) => s.url === expectedUrl || contains(textOfSource(s.url), q.mustContain));
      if (!contains(response, q.mustContain) || !isCited) failures.push(`${q.question} -> ${response.slice(0, 200)} [${sources.map((s) => s.url).join(', ')}]`);
    }
    const score = (answerable.length - failures.length) / answerable.length;
    expect(answerable.length).toBeGreaterThanOrEqual(25);
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(ENFORCED_FLOORS.builtInRight);
  });

  it('says it does not know, without citing anything, for questions the site cannot answer', async () => {
    let honest = 0;
    for (const [i, q] of unanswerable.entries()) {
      const { sources } = await ask(q.question, `unknown-${i}`);
      if (sources.length === 0) honest += 1;
    }
    expect(unanswerable.length).toBeGreaterThanOrEqual(5);
    expect(honest).toBeGreaterThanOrEqual(5);
  });

  it('uses the conversation so far for follow-up questions', async () => {
    for (const [i, f] of set.followUps.entries()) {
      await ask(f.first, `follow-${i}`);
      const { response } = await ask(f.then, `follow-${i}`);
      expect(contains(response, f.mustContain), `${f.first} / ${f.then} -> ${response}`).toBe(true);
    }
  });

  it('never reveals content that robots.txt disallows', async () => {
    for (const question of ['What is the staff discount code?', 'What margin do you make on supplier coffee?', 'Tell me about the staff handbook']) {
      const { response, sources } = await ask(question, 'secrets');
      for (const secret of SECRETS) {
        expect(response).not.toContain(secret);
        expect(sources.map((s) => s.url).join(' ')).not.toContain(secret);
      }
    }
  });
});
