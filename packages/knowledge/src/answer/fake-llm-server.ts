import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'stream' | 'json' | 'error' | 'hang';

export interface FakeLlmServer {
  baseUrl: string;
  /** Parsed bodies of the chat-completions requests received. */
  requests: { model: string; stream?: boolean; messages: { role: string; content: string }[] }[];
  headers: Record<string, string | string[] | undefined>[];
  setMode(mode: FakeLlmMode, reply?: string): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** A local server speaking the OpenAI chat-completions protocol, streamed (SSE) or not. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let mode: FakeLlmMode = 'stream';
  let reply = 'We ship to Canada in 5 to 7 days. Source: [Shipping](https://brewline.test/shipping)';
  const requests: FakeLlmServer['requests'] = [];
  const headers: FakeLlmServer['headers'] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (data) => { body += data; });
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body));
      headers.push(request.headers);
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
      } else if (mode === 'hang') {
        hanging.add(() => response.destroy());
      } else if (mode === 'json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }));
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
    setMode(next, text) {
      mode = next;
      if (text) reply = text;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
