import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STATIC_DIRS } from '../static-dirs.ts';
import { CROSS_ORIGIN_HEADERS } from './security-headers.ts';

/**
 * Serves the widget at /widget.js (revalidated every 5 minutes, so updates reach visitors) and at
 * /widget.<hash>.js (immutable, for pages that pin a version).
 */
export function registerWidgetScript(app: FastifyInstance): void {
  const file = path.join(STATIC_DIRS.widget, 'widget.js');
  let cached: { body: Buffer; etag: string; version: string; mtimeMs: number } | undefined;
  const load = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      const body = fs.readFileSync(file);
      const version = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
      cached = { body, etag: `"${version}"`, version, mtimeMs: stat.mtimeMs };
    }
    return cached;
  };
  app.get('/widget.js', CROSS_ORIGIN_HEADERS, async (request, reply) => {
    const script = load();
    if (!script) return reply.status(404).send({ message: 'The widget has not been built: run npm run build', code: 'NOT_FOUND' });
    reply.header('etag', script.etag).header('cache-control', 'public, max-age=300').header('x-widget-version', script.version);
    reply.header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return reply.type('application/javascript; charset=utf-8').send(script.body);
  });
  app.get<{ Params: { version: string } }>('/widget.:version.js', CROSS_ORIGIN_HEADERS, async (request, reply) => {
    const script = load();
    if (!script || request.params.version !== script.version) return reply.status(404).send({ message: 'Unknown widget version', code: 'NOT_FOUND' });
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('access-control-allow-origin', '*');
    return reply.type('application/javascript; charset=utf-8').send(script.body);
  });
}
