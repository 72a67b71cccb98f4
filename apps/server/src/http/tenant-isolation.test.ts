import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { injectBounded, type BoundedResponse } from '../test/bounded-inject.ts';
import { exampleValue } from '../test/json-schema-arbitrary.ts';
import { fillPath, pathParameterNames, readOperations, type Operation } from '../test/openapi-operations.ts';
import { businessPage, startLocalSite, type LocalSite } from '../test/local-site.ts';
import { createTenant, giveAccountKey, giveAssistant, type Tenant } from '../test/tenant.ts';

/** The resource a path id names; the tenant fixture holds one of each. */
type Resource = 'assistant' | 'conversation' | 'progress' | 'apiKey';

/**
 * How a route is reached across accounts:
 * - public: no account at all (sign-up, sign-in, health, scripts, the demo site);
 * - widget: a visitor endpoint of one assistant, public by design and guarded by the assistant's origin allowlist;
 * - account: reads the caller's own account (lists, figures): must show the caller's data only;
 * - self: acts on the caller's own account and names no resource of anyone else;
 * - owner: names one owner's resource by id in the path: any other account gets what a missing id gets.
 */
type RouteClass = { kind: 'public' | 'widget' | 'account' | 'self' } | { kind: 'owner'; resource: Resource };

const owner = (resource: Resource): RouteClass => ({ kind: 'owner', resource });

/** Routes classified by their shape, so routes added under these paths are covered without editing this file. */
const RULES: { test: (op: Operation) => boolean; class: RouteClass; rule: string }[] = [
  { rule: '/api/widget/*', test: (op) => op.path.startsWith('/api/widget/'), class: { kind: 'widget' } },
  { rule: '/api/assistants/{id}/*', test: (op) => /^\/api\/assistants\/\{id\}(\/|$)/.test(op.path), class: owner('assistant') },
  { rule: '/api/keys/{id}/*', test: (op) => /^\/api\/keys\/\{id\}(\/|$)/.test(op.path), class: owner('apiKey') },
  { rule: '/api/conversations/{id}/*', test: (op) => /^\/api\/conversations\/\{id\}(\/|$)/.test(op.path), class: owner('conversation') },
  { rule: 'any {assistantId}', test: (op) => pathParameterNames(op.path).includes('assistantId'), class: owner('assistant') },
  {
    rule: 'GET /api/* without an id',
    test: (op) => op.method === 'GET' && op.path.startsWith('/api/') && pathParameterNames(op.path).length === 0,
    class: { kind: 'account' },
  },
];

/** Routes no rule can classify: a new route that fits no rule and is not here fails the matrix until someone decides. */
const EXPLICIT: Record<string, RouteClass> = {
  'GET /healthz': { kind: 'public' },
  'GET /widget.js': { kind: 'public' },
  'GET /widget.{version}.js': { kind: 'public' },
  'GET /robots.txt': { kind: 'public' },
  'GET /demo-site/sitemap.xml': { kind: 'public' },
  'POST /api/auth/register': { kind: 'public' },
  'POST /api/auth/login': { kind: 'public' },
  'POST /api/contact': { kind: 'public' },
  'POST /api/auth/refresh': { kind: 'self' },
  'POST /api/auth/logout': { kind: 'self' },
  'PUT /api/auth/profile': { kind: 'self' },
  'PUT /api/auth/password': { kind: 'self' },
  'POST /api/assistants/': { kind: 'self' },
  'POST /api/voice/synthesize': { kind: 'self' },
  // Billing acts on the caller's own subscription; another account's checkout session is proven a 404 in billing's tests.
  'POST /api/stripe/create-checkout-session': { kind: 'self' },
  'POST /api/stripe/activate-subscription': { kind: 'self' },
  'POST /api/stripe/create-portal-session': { kind: 'self' },
  'POST /api/stripe/webhook': { kind: 'public' },
  'GET /api/assistants/create-progress/{sessionId}': owner('progress'),
  'POST /api/keys/': { kind: 'self' },
  'GET /v1/models': { kind: 'account' },
  // Names its assistant in the body (`model`): covered by its own test below.
  'POST /v1/chat/completions': { kind: 'self' },
};

function classify(operation: Operation): RouteClass | undefined {
  return EXPLICIT[`${operation.method} ${operation.path}`] ?? RULES.find((r) => r.test(operation))?.class;
}

/** Bodies made from a route's schema, plainest first; the owner's own call picks the one the route accepts. */
const candidateBodies = (operation: Operation): (string | undefined)[] =>
  operation.body ? [JSON.stringify(exampleValue(operation.body, 'required')), JSON.stringify(exampleValue(operation.body, 'all'))] : [undefined];

/** The ids a tenant's resources go by, to look for them in another account's answers. */
const idsOf = (tenant: Tenant) => [
  tenant.assistantId,
  tenant.conversationId,
  tenant.assistantName,
  tenant.email,
  tenant.apiKey,
  tenant.accountKey,
  tenant.accountKeyId,
  'Do you rent bicycles?',
];

describe("tenant matrix: a second account against the first account's resources", () => {
  let t: TestApp;
  let site: LocalSite;
  let first: Tenant;
  let firstControl: Tenant;
  let second: Tenant;
  let operations: Operation[];

  beforeAll(async () => {
    site = await startLocalSite({
      '/': businessPage('Harbor Bakery', '<p>We bake sourdough every morning and open at 7 am.</p>', ['/prices']),
      '/prices': businessPage('Prices', '<p>A sourdough loaf costs 6 euros.</p>'),
    });
    t = await createTestApp();
    operations = await readOperations(t.app);
    first = await createTenant(t, 'First', { websiteUrl: `${site.origin}/` });
    second = await createTenant(t, 'Second');
    // The same owner's second assistant takes the positive controls, so the first stays untouched.
    firstControl = { ...first };
    await giveAssistant(t, firstControl, 'FirstControl', `${site.origin}/`);
    await giveAccountKey(t, firstControl);
    for (const tenant of [first, firstControl]) await giveTeachings(tenant);
  });

  /** Ids of what lives under an assistant (a taught answer, an unanswered question), by the assistant's id. */
  const childIds = new Map<string, Record<string, string>>();
  /** Gives the tenant's assistant a question it could not answer and a taught answer. */
  const giveTeachings = async (tenant: Tenant) => {
    const auth = bearer(tenant.token);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${tenant.assistantId}`,
      headers: bearer(tenant.apiKey),
      payload: { message: 'Do you rent bicycles?' },
    });
    expect(asked.statusCode).toBe(200);
    const unanswered = (await t.app.inject({ method: 'GET', url: `/api/assistants/${tenant.assistantId}/unanswered`, headers: auth })).json();
    const taught = await t.app.inject({
      method: 'POST',
      url: `/api/assistants/${tenant.assistantId}/answers`,
      headers: auth,
      payload: { question: 'Do you rent bicycles?', answer: 'No, sorry.' },
    });
    childIds.set(tenant.assistantId, { questionId: unanswered.questions[0].id, answerId: taught.json().id });
  };
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const ref = (tenant: Tenant, resource: Resource) =>
    ({ assistant: tenant.assistantId, conversation: tenant.conversationId, progress: tenant.progressSessionId, apiKey: tenant.accountKeyId })[resource];

  /** The body each owner route accepted from its owner, so a refusal of another account is about ownership, not shape. */
  const accepted = new Map<Operation, string | undefined>();

  const call = (operation: Operation, id: string, headers: Record<string, string>, payload = accepted.get(operation)): Promise<BoundedResponse> => {
    const values = Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, childIds.get(id)?.[name] ?? id]));
    return injectBounded(
      t.app,
      {
        method: operation.method,
        url: fillPath(operation.path, values),
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload,
      },
      { streamMs: 400 },
    );
  };

  /** What the first account sees of its assistant, its settings and its conversations. */
  const snapshot = async (tenant: Tenant) => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(tenant.token) })).json() as unknown;
    return {
      assistant: await get(`/api/assistants/${tenant.assistantId}`),
      autoScrape: await get(`/api/assistants/${tenant.assistantId}/auto-scrape`),
      embed: await get(`/api/embed/config/${tenant.assistantId}`),
      conversations: await get(`/api/conversations?assistant=${tenant.assistantId}`),
      conversation: await get(`/api/conversations/${tenant.conversationId}`),
      download: await get(`/api/conversations/${tenant.conversationId}/download`),
      keys: await get('/api/keys'),
      answers: await get(`/api/assistants/${tenant.assistantId}/answers`),
      unanswered: await get(`/api/assistants/${tenant.assistantId}/unanswered`),
    };
  };

  it('classifies every route of the live table', () => {
    const unclassified = operations.filter((op) => !classify(op)).map((op) => `${op.method} ${op.path}`);
    expect(unclassified, 'add these routes to EXPLICIT in tenant-isolation.test.ts, or a rule that fits them').toEqual([]);
    const stale = Object.keys(EXPLICIT).filter((key) => !operations.some((op) => `${op.method} ${op.path}` === key));
    expect(stale, 'routes listed in EXPLICIT that the app no longer has').toEqual([]);
  });

  it('lets the owner make each of those calls (on its other assistant; the delete last), so the refusals below are about ownership', async () => {
    // Deletes last, and of those the deeper paths (a taught answer) before the assistant itself.
    const isDelete = (op: Operation) => Number(op.method === 'DELETE');
    const owned = operations
      .filter((op) => classify(op)?.kind === 'owner')
      .sort((a, b) => isDelete(a) - isDelete(b) || isDelete(a) * (b.path.length - a.path.length));
    const refused: string[] = [];
    for (const operation of owned) {
      const resource = (classify(operation) as { resource: Resource }).resource;
      let last: BoundedResponse | undefined;
      for (const body of candidateBodies(operation)) {
        last = await call(operation, ref(firstControl, resource), bearer(firstControl.token), body);
        if (last.statusCode < 400) {
          accepted.set(operation, body);
          break;
        }
      }
      if (!accepted.has(operation)) refused.push(`${operation.method} ${operation.path}: ${last!.statusCode} ${last!.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers the second account exactly as for an id that does not exist, and changes nothing of the first', async () => {
    const before = await snapshot(first);
    const owned = operations.filter((op) => classify(op)?.kind === 'owner' && (classify(op) as { resource: Resource }).resource !== 'progress');
    expect(owned.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const operation of owned) {
      const resource = (classify(operation) as { resource: Resource }).resource;
      for (const [who, credential] of [
        ['session', second.token],
        ['api key', second.apiKey],
        ['account key', second.accountKey],
      ] as const) {
        const foreign = await call(operation, ref(first, resource), bearer(credential));
        const missing = await call(operation, `missing-${resource}-0000`, bearer(credential));
        const route = `${operation.method} ${operation.path} with the second account's ${who}`;
        const allowed = who === 'session' ? [403, 404] : [401, 403, 404];
        if (!allowed.includes(foreign.statusCode)) leaks.push(`${route}: ${foreign.statusCode} ${foreign.body.slice(0, 200)}`);
        else if (foreign.statusCode !== missing.statusCode || foreign.body !== missing.body) {
          leaks.push(
            `${route}: answers ${foreign.statusCode} ${foreign.body.slice(0, 120)} but ${missing.statusCode} ${missing.body.slice(0, 120)} for a missing id`,
          );
        }
        if (idsOf(first).some((id) => foreign.body.includes(id))) leaks.push(`${route}: the answer names the first account's data`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshot(first)).toEqual(before);
  });

  it("answers the second account's keys on /v1 as for a missing model when they name the first account's assistant", async () => {
    const complete = (key: string, model: string, stream: boolean) =>
      injectBounded(
        t.app,
        {
          method: 'POST',
          url: '/v1/chat/completions',
          headers: { ...bearer(key), 'content-type': 'application/json' },
          payload: JSON.stringify({ model, messages: [{ role: 'user', content: 'What do you bake?' }], stream }),
        },
        { streamMs: 400 },
      );
    const mine = await complete(first.accountKey, first.assistantId, false);
    expect(mine.statusCode).toBe(200);
    const missingId = '00000000-0000-4000-8000-000000000000';
    for (const key of [second.accountKey, second.apiKey]) {
      for (const stream of [false, true]) {
        const foreign = await complete(key, first.assistantId, stream);
        const missing = await complete(key, missingId, stream);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.body.replace(first.assistantId, 'ID')).toBe(missing.body.replace(missingId, 'ID'));
      }
    }
  });

  it("streams none of the first account's creation progress to the second account", async () => {
    const stream = operations.find((op) => classify(op)?.kind === 'owner' && (classify(op) as { resource: Resource }).resource === 'progress')!;
    const mine = await call(stream, first.progressSessionId, bearer(first.token));
    expect(mine.body).toContain(first.assistantId);
    for (const credential of [second.token, second.apiKey]) {
      const theirs = await call(stream, first.progressSessionId, bearer(credential));
      expect([200, 401]).toContain(theirs.statusCode);
      expect(theirs.body).not.toContain('"done"');
      for (const id of idsOf(first)) expect(theirs.body).not.toContain(id);
    }
  });

  it('shows the second account only its own lists, downloads, usage and limits', async () => {
    const reads = operations.filter((op) => classify(op)?.kind === 'account');
    expect(reads.map((op) => op.path)).toEqual(
      expect.arrayContaining(['/api/usage', '/api/subscription/limits', '/api/conversations/download', '/api/conversations']),
    );
    for (const operation of reads) {
      for (const credential of [second.token, second.apiKey, second.accountKey]) {
        const response = await call(operation, '', bearer(credential));
        for (const id of idsOf(first)) expect(response.body, `${operation.method} ${operation.path}`).not.toContain(id);
      }
    }
    const figures = async (tenant: Tenant) => {
      const usage = (await t.app.inject({ method: 'GET', url: '/api/usage', headers: bearer(tenant.token) })).json();
      const limits = (await t.app.inject({ method: 'GET', url: '/api/subscription/limits', headers: bearer(tenant.token) })).json();
      return { assistants: usage.assistants, messages: usage.messageCount, conversations: usage.conversations, limitsUsage: limits.usage };
    };
    const [mine, theirs] = [await figures(second), await figures(first)];
    expect(mine).toEqual({ assistants: 1, messages: 1, conversations: 1, limitsUsage: { assistants: 1, messages: 1, crawls: 0 } });
    expect(theirs.limitsUsage.crawls).toBeGreaterThan(0);
    expect(theirs.messages).toBeGreaterThan(1);
    const downloads = (await t.app.inject({ method: 'GET', url: '/api/conversations/download', headers: bearer(second.token) })).json() as { id: string }[];
    expect(downloads.map((c) => c.id)).toEqual([second.conversationId]);
  });
});
