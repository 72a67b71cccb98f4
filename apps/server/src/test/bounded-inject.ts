import type { FastifyInstance, InjectOptions } from 'fastify';

export interface BoundedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The stream was still open when the read was cut short. */
  isCut: boolean;
}

/**
 * `app.inject()` that never hangs on an endless reply: a server-sent event stream is read for
 * `streamMs` and then the client hangs up (as a browser that navigates away does), and any reply
 * is abandoned after `timeoutMs`.
 */
export async function injectBounded(app: FastifyInstance, options: InjectOptions, { streamMs = 150, timeoutMs = 20_000 } = {}): Promise<BoundedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await app.inject({ ...options, payloadAsStream: true, signal: controller.signal });
    const isStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
    const chunks: Buffer[] = [];
    let isCut = false;
    const cut = isStream ? setTimeout(() => ((isCut = true), controller.abort()), streamMs) : undefined;
    try {
      for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      if (!isCut) throw new Error(`no complete reply within ${timeoutMs} ms: ${options.method} ${JSON.stringify(options.url)}`);
    } finally {
      clearTimeout(cut);
    }
    return { statusCode: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), isCut };
  } finally {
    clearTimeout(timer);
  }
}
