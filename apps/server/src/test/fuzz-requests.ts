import fc from 'fast-check';
import { HOSTILE_STRINGS, fuzzValue, validValue, type JsonSchema } from './json-schema-arbitrary.ts';
import { fillPath, pathParameterNames, type Operation } from './openapi-operations.ts';

/** Who the request claims to be; resolved to a header when it is sent, since fixtures change during a run. */
export type Credential = 'none' | 'forged-session' | 'forged-key' | 'session' | 'api-key' | 'account-key' | { garbage: string };
/** A path value: one of the tenant's real ids (so requests get past the lookup), or generated text. */
export type PathValue = { ref: Ref } | { text: string } | { raw: string };
/** The tenant's resources a request can name. */
export type Ref = 'assistant' | 'conversation' | 'progress' | 'apiKey';

export interface FuzzRequest {
  credential: Credential;
  path: Record<string, PathValue>;
  query: string;
  body?: { contentType?: string; payload: string };
  accept?: string;
  origin?: string;
  /** Names the tenant's assistant as the body's `model` (OpenAI-style routes), so requests get past the lookup. */
  realModel?: boolean;
}

/** Raw path segments a percent-encoding client would never send. */
const RAW_SEGMENTS = ['%ED%A0%80', '%zz', '%', '..', '%2e%2e', '%00', '%E0%A4%A', 'a%2Fb', '.%2e/%2e.', '%C0%AE', '~', "'"];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const PRINTABLE = /^[\x20-\x7e]{0,120}$/;

const MALFORMED_JSON = [
  '{',
  '{"message":',
  'null',
  '[]',
  '"text"',
  '0',
  'true',
  '{"a":1,}',
  '\u00ef\u00bb\u00bf{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);
/** Just over the server's 1 MiB body limit. */
const OVERSIZED = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 16) });

function pathValue(schema: JsonSchema): fc.Arbitrary<PathValue> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<Ref>('assistant', 'conversation', 'progress', 'apiKey').map((ref) => ({ ref })) },
    { weight: 3, arbitrary: fuzzValue(schema).map((v) => ({ text: typeof v === 'string' ? v : (JSON.stringify(v) ?? '') })) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) },
  );
}

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function queryString(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((p) => p.in === 'query');
  const fields = Object.fromEntries(declared.map((p) => [p.name, fc.option(fuzzValue(p.schema), { nil: undefined })]));
  const junk = fc.array(fc.tuple(fc.constantFrom('token', 'a[b]', '__proto__', 'limit', '', 'x'.repeat(300)), fc.string({ maxLength: 20 })), { maxLength: 2 });
  const built = fc.tuple(fc.record(fields), junk).map(([values, extra]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value !== undefined) for (const v of queryValue(value)) search.append(name, v);
    for (const [name, value] of extra) search.append(name, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
  return fc.oneof({ weight: 8, arbitrary: built }, { weight: 1, arbitrary: fc.constantFrom('?%zz=1', '?a=%', '?&&&=', `?search=${'%41'.repeat(500)}`) });
}

function body(operation: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  const broken = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
    fc.constant({ contentType: 'application/json', payload: '' }),
    fc.constant({ contentType: 'application/json', payload: DEEP }),
    fc.string({ maxLength: 40 }).map((payload) => ({ contentType: 'text/plain', payload })),
    fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: 'message=hi&sessionId=x' }),
    fc.constant({
      contentType: 'multipart/form-data; boundary=zzz',
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--zzz--\r\n',
    }),
    fc.constant({ contentType: 'application/json; charset=utf-16', payload: '{}' }),
    fc.constant({ contentType: 'application/json', payload: OVERSIZED }),
  );
  if (!operation.body)
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json) },
      { weight: 1, arbitrary: broken },
    );
  return fc.oneof(
    { weight: 5, arbitrary: validValue(operation.body).map(json) },
    { weight: 4, arbitrary: fuzzValue(operation.body).map(json) },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Generated requests for one operation: valid, boundary and malformed path values, query strings and bodies, under every kind of credential. */
export function fuzzRequest(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = new Map(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]));
  const path = Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, pathValue(parameters.get(name) ?? { type: 'string' })]));
  const credential: fc.Arbitrary<Credential> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom<Credential>('none', 'forged-session', 'forged-key', 'session', 'api-key', 'account-key', 'session', 'api-key', 'account-key'),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 120 })
        .filter((s) => PRINTABLE.test(s))
        .map((garbage) => ({ garbage })),
    },
  );
  return fc.record({
    credential,
    path: fc.record(path),
    query: queryString(operation),
    body: body(operation),
    accept: fc.constantFrom(undefined, 'application/json', 'text/event-stream', '*/*', 'text/html'),
    origin: fc.constantFrom(undefined, 'https://evil.example', 'null', 'http://localhost:80'),
    realModel: fc.boolean(),
  });
}

/** The URL of a generated request, with the tenant's real ids filled in. */
export function requestUrl(operation: Operation, request: FuzzRequest, ids: Record<Ref, string>): string {
  const encoded: Record<string, string> = {};
  const raw: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(request.path)) {
    if ('ref' in value) encoded[name] = encodeURIComponent(ids[value.ref]);
    else if ('raw' in value) [encoded[name], raw[name]] = [value.raw, true];
    // Lone surrogates cannot be percent-encoded; RAW_SEGMENTS sends invalid UTF-8 instead.
    else encoded[name] = encodeURIComponent(value.text.replace(LONE_SURROGATE, '\ufffd'));
  }
  return fillPath(operation.path, encoded, true) + request.query;
}

/** The generated body, with the tenant's assistant as its `model` when the request asks for it. */
export function requestPayload(request: FuzzRequest, assistantId: string): string | undefined {
  const payload = request.body?.payload;
  if (!request.realModel || payload === undefined) return payload;
  try {
    const value = JSON.parse(payload) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value) && 'model' in value) return JSON.stringify({ ...value, model: assistantId });
  } catch {
    // Not JSON: sent as generated.
  }
  return payload;
}
