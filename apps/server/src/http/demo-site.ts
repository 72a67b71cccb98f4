import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OwnSite } from '@siteline/knowledge';
import fastifyStatic from '@fastify/static';
import { renderSitemap } from '../../../demo-site/build-sitemap.ts';
import type { AppConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { STATIC_DIRS } from '../static-dirs.ts';

export const DEMO_SITE_PATH = '/demo-site/';

/**
 * The demo site as the crawler may reach it without CRAWL_ALLOW_PRIVATE: by the addresses this server
 * answers on (localhost, 127.0.0.1, [::1] or the listen address, with its port, and PUBLIC_URL), fetched
 * from the listening socket itself, and only under /demo-site/ (plus /robots.txt).
 */
export function demoSiteFor(address: AddressInfo, config: AppConfig): OwnSite {
  const isWildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = isWildcard ? '127.0.0.1' : address.address;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  const origins = new Set([
    `http://localhost:${address.port}`,
    `http://127.0.0.1:${address.port}`,
    `http://[::1]:${address.port}`,
    `http://${hostInUrl}:${address.port}`,
  ]);
  if (config.publicUrl) origins.add(new URL(config.publicUrl).origin);
  return { origins: [...origins], pathPrefix: DEMO_SITE_PATH, address: { host, port: address.port } };
}

/**
 * Serves the bundled demo business site at /demo-site/, its robots.txt at the origin root (where
 * crawlers look for it) and a sitemap written for this server's real origin. Once the server listens,
 * the crawler is told how to reach it (`ctx.demoSite`).
 */
export async function registerDemoSite(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!fs.existsSync(STATIC_DIRS.demoSite)) return;
  const config = ctx.config;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') ctx.demoSite = demoSiteFor(address, config);
  });
  const originOf = (request: FastifyRequest) => (config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`);
  app.get(`${DEMO_SITE_PATH}sitemap.xml`, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(originOf(request), DEMO_SITE_PATH)),
  );
  await app.register(fastifyStatic, { root: STATIC_DIRS.demoSite, prefix: DEMO_SITE_PATH, decorateReply: false, redirect: true });
}
