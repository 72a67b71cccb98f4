import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'stream' | 'json' | 'error' | 'hang';
/** How `/embeddings` answers: vectors, HTTP 500, never, or one vector too few. */
export type FakeEmbeddingMode = 'ok' | 'error' | 'hang' | 'short';

export interface FakeEmbeddingRequest {
  model: string;
  input: string[];
  dimensions?: number;
}

export interface FakeLlmServer {
  baseUrl: string;
  /** Parsed bodies of the chat-completions requests received. */
  requests: { model: string; stream?: boolean; messages: { role: string; content: string }[] }[];
  headers: Record<string, string | string[] | undefined>[];
  /** Parsed bodies of the `/embeddings` requests received, `input` always as a list. */
  embeddingRequests: FakeEmbeddingRequest[];
  setMode(mode: FakeLlmMode, reply?: string): void;
  setEmbeddingMode(mode: FakeEmbeddingMode): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/**
 * Words the fake embedding model reads as one meaning, so a test can find a page through a word the
 * page does not contain ("bread" finds "sourdough loaves").
 */
export const FAKE_SYNONYMS: Readonly<Record<string, string>> = {
  loaf: 'bread',
  loaves: 'bread',
  sourdough: 'bread',
  baguette: 'bread',
  baguettes: 'bread',
  puppy: 'dog',
  puppies: 'dog',
  dogs: 'dog',
  pets: 'dog',
  parking: 'car',
  vehicle: 'car',
  cars: 'car',
  refund: 'return',
  refunds: 'return',
  returns: 'return',
};

const FAKE_STOP_WORDS = new Set(
  'a an and are at be can do does for from have how i in is it me my of on or our the to we what when where which with you your'.split(' '),
);

function hashWord(word: string): number {
  let hash = 2166136261;
  for (const char of word) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}

/**
 * A deterministic stand-in for an embedding model: content words (synonyms folded together) hashed
 * into `dimensions` buckets with a sign, normalised to unit length. Texts sharing meaning-words are
 * close; a text without content words gets a vector of its own.
 */
export function fakeEmbedding(text: string, dimensions = 256): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FAKE_STOP_WORDS.has(word));
  for (const word of words.length > 0 ? words : ['']) {
    const hash = hashWord(FAKE_SYNONYMS[word] ?? word);
    vector[hash % dimensions]! += hash & 0x80000000 ? -1 : 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/** A local server speaking the OpenAI chat-completions and embeddings protocols. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let mode: FakeLlmMode = 'stream';
  let embeddingMode: FakeEmbeddingMode = 'ok';
  const embeddingRequests: FakeEmbeddingRequest[] = [];
  let reply = 'We ship to Canada in 5 to 7 days [1].';
  const requests: FakeLlmServer['requests'] = [];
  const headers: FakeLlmServer['headers'] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (data) => {
      body += data;
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.endsWith('/embeddings')) {
        const parsed = JSON.parse(body) as { model: string; input: string | string[]; dimensions?: number };
        const input = typeof parsed.input === 'string' ? [parsed.input] : parsed.input;
        embeddingRequests.push({ model: parsed.model, input, ...(parsed.dimensions ? { dimensions: parsed.dimensions } : {}) });
        if (embeddingMode === 'hang') hanging.add(() => response.destroy());
        else if (embeddingMode === 'error')
          response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'embedding model crashed' } }));
        else {
          const texts = embeddingMode === 'short' ? input.slice(1) : input;
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              object: 'list',
              data: texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, parsed.dimensions) })),
              model: parsed.model,
              usage: { prompt_tokens: input.length, total_tokens: input.length },
            }),
          );
        }
        return;
      }
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as (typeof requests)[number]);
      headers.push(request.headers);
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
      } else if (mode === 'hang') {
        hanging.add(() => response.destroy());
      } else if (mode === 'json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      } else {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(chunk({ role: 'assistant', content: '' }));
        for (const piece of reply.match(/\S+\s*/g) ?? []) response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    headers,
    embeddingRequests,
    setMode(next, text) {
      mode = next;
      if (text) reply = text;
    },
    setEmbeddingMode(next) {
      embeddingMode = next;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
