import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface SseStream {
  send(data: unknown): void;
  /** Sends one `data:` line as it is (e.g. OpenAI's closing `[DONE]`). */
  sendText(data: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

/** True when the client asked for an event stream (`Accept: text/event-stream` or `stream: true`). */
export function wantsEventStream(request: FastifyRequest, body: { stream?: boolean }): boolean {
  return body.stream === true || (request.headers.accept ?? '').includes('text/event-stream');
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
function openSseStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SseStream {
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

/**
 * Writes a use case's events as a server-sent event stream (a string event is sent as it is, e.g.
 * OpenAI's closing `[DONE]`). The stream opens at the first event, so a failure before it stays a normal
 * JSON error; a failure after it is sent as `toErrorEvent(error)` and ends the stream. The client leaving
 * aborts the signal the events were made with. Resolves once the stream has ended.
 */
export async function sendEventStream<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<T>,
  toErrorEvent: (error: unknown) => unknown,
): Promise<FastifyReply> {
  const controller = new AbortController();
  let stream: SseStream | undefined;
  try {
    for await (const event of events(controller.signal)) {
      if (!stream) {
        stream = openSseStream(app, request, reply);
        stream.onClose(() => controller.abort());
      }
      if (typeof event === 'string') stream.sendText(event);
      else stream.send(event);
    }
  } catch (error) {
    if (!stream) throw error;
    stream.send(toErrorEvent(error));
  }
  stream?.close();
  return reply;
}
