import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderSitemap } from '../../../demo-site/build-sitemap.ts';
import type { AppConfig } from '../config.ts';
import { STATIC_DIRS } from '../static-dirs.ts';

export const DEMO_SITE_PATH = '/demo-site/';

/**
 * Serves the bundled demo business site at /demo-site/, its robots.txt at the origin root (where
 * crawlers look for it) and a sitemap written for this server's real origin.
 */
export async function registerDemoSite(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!fs.existsSync(STATIC_DIRS.demoSite)) return;
  const originOf = (request: FastifyRequest) => (config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`);
  const robots = fs.readFileSync(path.join(STATIC_DIRS.demoSite, 'robots.txt'), 'utf8');

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robots.replace(/^Sitemap:.*$/m, `Sitemap: ${originOf(request)}${DEMO_SITE_PATH}sitemap.xml`)),
  );
  app.get(`${DEMO_SITE_PATH}sitemap.xml`, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(originOf(request), DEMO_SITE_PATH)),
  );
  await app.register(fastifyStatic, { root: STATIC_DIRS.demoSite, prefix: DEMO_SITE_PATH, decorateReply: false, redirect: true });
}
