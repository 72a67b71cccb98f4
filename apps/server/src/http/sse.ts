import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SseStream {
  send(data: unknown): void;
  /** Sends one `data:` line as it is (e.g. OpenAI's closing `[DONE]`). */
  sendText(data: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

const open = new WeakMap<FastifyInstance, Set<SseStream>>();

/** Ends every open event stream when the server shuts down, so in-flight requests can finish. */
export function registerSseShutdown(app: FastifyInstance): void {
  open.set(app, new Set());
  app.addHook('preClose', async () => {
    for (const stream of open.get(app) ?? []) stream.close();
  });
}

/** Switches the reply to a server-sent event stream with a heartbeat comment every 15 s. */
export function openSseStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders?.();
  const listeners: (() => void)[] = [];
  let isClosed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), 15_000);
  const streams = open.get(app);
  const stream: SseStream = {
    send(data) {
      stream.sendText(JSON.stringify(data));
    },
    sendText(data) {
      if (!isClosed) raw.write(`data: ${data}\n\n`);
    },
    close() {
      if (isClosed) return;
      isClosed = true;
      clearInterval(heartbeat);
      streams?.delete(stream);
      for (const listener of listeners) listener();
      raw.end();
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
  streams?.add(stream);
  request.raw.on('close', () => stream.close());
  return stream;
}
