import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens.ts';
import { createKeyring } from '../auth/keyring.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { injectBounded, type BoundedResponse } from '../test/bounded-inject.ts';
import { fieldNames } from '../test/json-schema-arbitrary.ts';
import { readOperations, type Operation } from '../test/openapi-operations.ts';
import { fuzzRequest, requestPayload, requestUrl, type FuzzRequest } from '../test/fuzz-requests.ts';
import { createTenant, giveAccountKey, giveAssistant, renewSession, type Tenant } from '../test/tenant.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
console.log(`openapi fuzz: seed ${SEED}; replay with FUZZ_SEED=${SEED} npx vitest run --project unit apps/server/src/http/openapi-fuzz.test.ts`);

/** A 5xx the server means: the feature needs a provider this server was not configured with. */
const DELIBERATE_5XX = new Set(['NOT_CONFIGURED']);

/** Stable per-route seed, so adding a route does not change what the others are sent. */
function routeSeed(operation: Operation): number {
  let hash = SEED;
  for (const char of `${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The camel-case word a message may use for a field ("newPassword" -> "password"). */
const fieldNoun = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .pop() ?? name;

/** Why a reply breaks the error contract, or undefined when it keeps it. */
function judge(operation: Operation, response: BoundedResponse): string | undefined {
  const { statusCode } = response;
  if (statusCode < 400) return undefined;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) return `${statusCode} is not JSON (${String(response.headers['content-type'])}): ${response.body.slice(0, 200)}`;
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return `${statusCode} body is not valid JSON: ${response.body.slice(0, 200)}`;
  }
  // The OpenAI-compatible routes answer in OpenAI's error shape; judged by the same rules.
  if (operation.path.startsWith('/v1/')) {
    const error = (body as { error?: { message?: unknown; code?: unknown; type?: unknown; param?: unknown } }).error;
    if (!error || typeof error.type !== 'string') return `${statusCode} is not in OpenAI's error shape: ${response.body.slice(0, 200)}`;
    body = { message: `${String(error.message)} ${String(error.param ?? '')}`.trim(), code: String(error.code).toUpperCase() };
  }
  if (statusCode >= 500 && !DELIBERATE_5XX.has(String(body.code))) return `server error ${statusCode}: ${response.body.slice(0, 300)}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return `${statusCode} without a message: ${response.body.slice(0, 200)}`;
  if (body.code === 'VALIDATION_FAILED') {
    const names = [...fieldNames(operation.body), ...operation.parameters.map((p) => p.name), 'body', 'params', 'path', 'querystring', 'query'];
    const message = body.message.toLowerCase();
    if (!names.some((name) => message.includes(name.toLowerCase()) || message.includes(fieldNoun(name)))) {
      return `validation message names no field of ${operation.method} ${operation.path}: ${body.message}`;
    }
  }
  return undefined;
}

describe('every route of the OpenAPI description under generated requests', () => {
  let t: TestApp;
  let tenant: Tenant;
  let operations: Operation[];
  let forgedSession: string;
  let sent = 0;
  const serverErrors: string[] = [];

  beforeAll(async () => {
    // Server errors are kept, so a failure report shows the cause and not only "Internal server error".
    t = await createTestApp('pglite', {}, undefined, pino({ level: 'error' }, { write: (line: string) => serverErrors.push(line.slice(0, 2000)) }));
    operations = await readOperations(t.app);
    tenant = await createTenant(t, 'Fuzz');
    // Signed for the tenant's real session, with a key that is not the server's.
    forgedSession = await createTokenService(createKeyring('not-the-server-secret-but-just-as-long!!')).sign({
      userId: tenant.userId,
      sessionId: tenant.userId,
    });
  });
  afterAll(() => t?.close());

  const authorization = (request: FuzzRequest): string | undefined => {
    const { credential } = request;
    if (typeof credential === 'object') return credential.garbage;
    return {
      none: undefined,
      'forged-session': `Bearer ${forgedSession}`,
      'forged-key': `Bearer sl_${'0'.repeat(48)}`,
      session: `Bearer ${tenant.token}`,
      'api-key': `Bearer ${tenant.apiKey}`,
      'account-key': `Bearer ${tenant.accountKey}`,
    }[credential];
  };

  /** Puts the tenant back together after a generated request logged it out or deleted its assistant. */
  const repair = async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${tenant.token}` } });
    if (user.statusCode === 401) await renewSession(t, tenant);
    const assistant = await t.app.inject({ method: 'GET', url: `/api/assistants/${tenant.assistantId}`, headers: { authorization: `Bearer ${tenant.token}` } });
    if (assistant.statusCode === 404) await giveAssistant(t, tenant, 'Fuzz');
    const keys = await t.app.inject({ method: 'GET', url: '/api/keys', headers: { authorization: `Bearer ${tenant.token}` } });
    if (!(keys.json() as { id: string }[]).some((key) => key.id === tenant.accountKeyId)) await giveAccountKey(t, tenant);
  };

  const send = async (operation: Operation, request: FuzzRequest): Promise<BoundedResponse> => {
    const url = requestUrl(operation, request, {
      assistant: tenant.assistantId,
      conversation: tenant.conversationId,
      progress: tenant.progressSessionId,
      apiKey: tenant.accountKeyId,
    });
    const headers: Record<string, string> = {};
    const auth = authorization(request);
    if (auth !== undefined) headers.authorization = auth;
    if (request.accept) headers.accept = request.accept;
    if (request.origin) headers.origin = request.origin;
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    const response = await injectBounded(t.app, { method: operation.method, url, headers, payload: requestPayload(request, tenant.assistantId) });
    sent += 1;
    if (operation.method !== 'GET' && response.statusCode < 300) await repair();
    return response;
  };

  // The time limit is a safety net for a shared machine, not the speed target (about 2 minutes on 2 idle cores).
  it(`answers ${TOTAL_REQUESTS}+ generated requests without a 5xx, every 4xx a JSON message naming the field`, { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / operations.length);
    const failures: string[] = [];
    const timings: [number, string][] = [];
    for (const operation of operations) {
      const started = Date.now();
      const result = await fc.check(
        fc.asyncProperty(fuzzRequest(operation), async (request) => {
          serverErrors.length = 0;
          const problem = judge(operation, await send(operation, request));
          if (problem) throw new Error(`${problem}${serverErrors.length ? `\n  server log: ${serverErrors.join('\n')}` : ''}`);
        }),
        { seed: routeSeed(operation), numRuns: runsPerRoute, maxSkipsPerRun: 0 },
      );
      timings.push([Date.now() - started, `${operation.method} ${operation.path}`]);
      if (result.failed) {
        failures.push(
          `${operation.method} ${operation.path} (seed ${result.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}\n  request: ${fc.stringify(result.counterexample).slice(0, 600)}`,
        );
      }
    }
    const slowest = timings
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(([ms, route]) => `${route} ${ms} ms`);
    console.log(`openapi fuzz: ${sent} requests over ${operations.length} operations; slowest routes: ${slowest.join(', ')}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
