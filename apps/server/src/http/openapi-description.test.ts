import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { OPERATION_DOCS } from './openapi-doc.ts';

interface Response {
  description: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI description at /api/openapi.json', () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
    );
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI document for a maintained validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    const broken = structuredClone(document);
    Object.assign(broken.paths['/healthz']!.get!, { responses: { 200: { content: {} } } });
    expect((await validate(broken as never)).valid, 'the validator notices a response without a description').toBe(false);
  });

  it('gives every operation a summary, a description, a tag and its auth schemes', () => {
    const incomplete = operations.filter(([, op]) => !op.summary || !op.description || !op.tags?.length || !Array.isArray(op.security)).map(([key]) => key);
    expect(incomplete, 'describe these routes in apps/server/src/http/openapi-doc.ts').toEqual([]);
    expect(
      Object.keys(OPERATION_DOCS).filter((key) => !operations.some(([k]) => k === key)),
      'documented routes the app no longer has',
    ).toEqual([]);
    const secured = Object.fromEntries(operations.map(([key, op]) => [key, op.security!.flatMap((s) => Object.keys(s))]));
    expect(secured['POST /api/chat/{assistantId}']).toEqual(['sessionToken', 'accountApiKey', 'assistantApiKey']);
    expect(secured['POST /v1/chat/completions']).toEqual(['accountApiKey', 'assistantApiKey']);
    expect(secured['POST /api/keys/']).toEqual(['sessionToken']);
    expect(secured['POST /api/auth/login']).toEqual([]);
  });

  it("lists each operation's error responses with the error schema, 401 wherever credentials are needed", () => {
    for (const [key, op] of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const expected = key.includes(' /v1/') ? '#/components/schemas/OpenAiError' : '#/components/schemas/Error';
        expect(response.content?.['application/json']?.schema?.$ref, `${key} ${status}`).toBe(expected);
      }
      if (op.security!.length > 0) expect(Object.keys(op.responses), key).toContain('401');
    }
  });

  it('describes the event-stream variants', () => {
    const streams = operations.filter(([, op]) => op.responses['200']?.content?.['text/event-stream']).map(([key]) => key);
    expect(streams.sort()).toEqual([
      'GET /api/assistants/create-progress/{sessionId}',
      'POST /api/chat/{assistantId}',
      'POST /api/widget/{assistantId}/chat',
      'POST /v1/chat/completions',
    ]);
  });
});
