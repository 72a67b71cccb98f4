import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary.ts';

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One method on one path of the live OpenAPI description. */
export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. `/api/assistants/{id}`. */
  path: string;
  parameters: OperationParameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OperationParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** Every operation the running app describes at `/api/openapi.json`, so routes added later are covered as they appear. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The names of a path template's parameters: `/api/chat/{assistantId}` -> `['assistantId']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** Fills a path template; values are percent-encoded unless `raw` says to send them as they are. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => (raw ? values[name]! : encodeURIComponent(values[name] ?? '')));
}
