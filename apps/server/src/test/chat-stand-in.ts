import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** 5,000 characters with a running pattern, so a wrongly cut or reordered split shows. */
export const LONG_REPLY = Array.from({ length: 5000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');

export interface ChatStandIn {
  url: string;
  received: {
    url: string;
    authorization: string | undefined;
    body: { message: string; sessionId?: string; conversationId?: string; conversationHistory?: { role: string; content: string }[] };
  }[];
  close(): Promise<void>;
}

/**
 * A stand-in for POST /api/chat/{id} whose answer the question picks, for the sample rules the real
 * server cannot be made to show on demand: 'long' answers 5,000 characters, 'fail' answers 500 and
 * 'hang' never answers; anything else gets 'Answer to: {message}'. A message without a conversationId
 * starts a new conversation (`conv-1`, `conv-2`…); one with a conversationId continues it.
 */
export async function startChatStandIn(): Promise<ChatStandIn> {
  const received: ChatStandIn['received'] = [];
  let conversations = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as ChatStandIn['received'][number]['body'];
      received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      if (body.message === 'hang') return;
      if (body.message === 'fail') return response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}');
      const answer = body.message === 'long' ? LONG_REPLY : `Answer to: ${body.message}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          response: answer,
          sessionId: body.sessionId ?? 's',
          conversationId: body.conversationId ?? `conv-${++conversations}`,
          timestamp: new Date().toISOString(),
          sources: [],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
