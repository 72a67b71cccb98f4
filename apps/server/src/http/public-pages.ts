import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { STATIC_DIRS } from '../static-dirs.ts';

interface PrerenderManifest {
  originPlaceholder: string;
  pages: Array<{ path: string; file: string; isIndexable: boolean }>;
}

/** Paths no search engine needs: the API and the signed-in screens. */
const DISALLOWED = ['/api/', '/dashboard', '/conversations', '/api-integration', '/website-settings', '/billing', '/settings', '/bot/'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function readManifest(): PrerenderManifest | null {
  const file = path.join(STATIC_DIRS.prerendered, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest) : null;
}

/** Compressed copies of each page per origin; a few origins at most (PUBLIC_URL, or the hosts it is reached by). */
const MAX_CACHED_ORIGINS = 8;

/** Sends a page brotli- or gzip-compressed when the browser accepts it, from a small per-origin cache. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, cache: Map<string, Record<string, Buffer>>, origin: string, render: () => string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  let bodies = cache.get(origin);
  if (!bodies) {
    if (cache.size >= MAX_CACHED_ORIGINS) cache.delete(cache.keys().next().value!);
    const html = Buffer.from(render());
    bodies = { identity: html, br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: zlib.gzipSync(html) };
    cache.set(origin, bodies);
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(bodies[encoding]);
}

/** The operator's own assistant on the public pages (SITE_ASSISTANT_ID): Siteline's widget script. */
function siteAssistantScript(config: AppConfig): string {
  return config.siteAssistantId ? `<script src="/widget.js" data-assistant-id="${config.siteAssistantId}" data-site-assistant defer></script>` : '';
}

/**
 * The public pages rendered at build time (apps/web/scripts/prerender.ts), each served for its own
 * route with the public origin in its canonical and social tags; robots.txt (the app's rules and
 * the bundled demo site's) and sitemap.xml of the indexable pages.
 */
export function registerPublicPages(app: FastifyInstance, config: AppConfig, options: { servePages: boolean }): void {
  const originOf = (request: FastifyRequest) => (config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`);
  const manifest = options.servePages ? readManifest() : null;
  const demoRobots = path.join(STATIC_DIRS.demoSite, 'robots.txt');
  const demoRules = fs.existsSync(demoRobots)
    ? fs
        .readFileSync(demoRobots, 'utf8')
        .split('\n')
        .filter((line) => /^(Dis)?allow:/i.test(line))
    : [];

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    const sitemaps = [...(manifest ? [`${origin}/sitemap.xml`] : []), ...(demoRules.length > 0 ? [`${origin}/demo-site/sitemap.xml`] : [])];
    const lines = ['User-agent: *', ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`), ...demoRules, '', ...sitemaps.map((url) => `Sitemap: ${url}`)];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
  if (!manifest) return;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const urls = manifest.pages.filter((page) => page.isIndexable).map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  const widget = siteAssistantScript(config);
  for (const page of manifest.pages) {
    const html = fs.readFileSync(path.join(STATIC_DIRS.prerendered, page.file), 'utf8').replace('</body>', `${widget}</body>`);
    const cache = new Map<string, Record<string, Buffer>>();
    app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request);
      return sendHtml(request, reply, cache, origin, () => html.replaceAll(manifest.originPlaceholder, escapeXml(origin)));
    });
  }
}
