import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { authPlugin } from './auth/auth.plugin.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { subscriptionRoutes } from './features/subscription/subscription.routes.ts';
import { STATIC_DIRS } from './static-dirs.ts';
import { registerSseShutdown } from './http/sse.ts';
import { assistantsRoutes } from './features/assistants/assistants.routes.ts';
import { createProgressRoute } from './features/assistants/create-progress.route.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { widgetRoutes } from './features/widget/widget.routes.ts';
import { voiceRoutes } from './features/voice/voice.routes.ts';
import { conversationsRoutes } from './features/conversations/conversations.routes.ts';

export interface BuildAppOptions {
  /** Serve the built web app and the demo site (off in API tests). */
  serveStatic?: boolean;
  logger?: boolean;
}

/** Builds the HTTP app: plugins, then API routes, then static files with client-route fallback. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSseShutdown(app);

  await app.register(authPlugin, { ctx });
  app.get('/healthz', async () => {
    await ctx.database.db.execute('select 1');
    return { status: 'ok' };
  });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', ctx });
      await api.register(subscriptionRoutes, { ctx });
      await api.register(createProgressRoute, { prefix: '/assistants', ctx });
      await api.register(assistantsRoutes, { prefix: '/assistants', ctx });
      await api.register(conversationsRoutes, { ctx });
      await api.register(chatRoutes, { prefix: '/chat', ctx });
      await api.register(widgetRoutes, { prefix: '/widget', ctx });
      await api.register(voiceRoutes, { prefix: '/voice', ctx });
    },
    { prefix: '/api' },
  );

  const hasWeb = options.serveStatic ? await registerStatic(app) : false;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client-side routes (including the /api page itself) get the app shell; unknown /api/* stays JSON.
    if (hasWeb && request.method === 'GET' && !pathname.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', STATIC_DIRS.web);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
  });
  return app;
}

/** Registers the built web app and demo site; returns whether the web app is there to serve. */
async function registerStatic(app: FastifyInstance): Promise<boolean> {
  if (fs.existsSync(STATIC_DIRS.demoSite)) {
    await app.register(fastifyStatic, { root: STATIC_DIRS.demoSite, prefix: '/demo-site/', decorateReply: false, redirect: true });
  }
  const hasWeb = fs.existsSync(path.join(STATIC_DIRS.web, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: STATIC_DIRS.web, prefix: '/', wildcard: false, index: false });
  }
  return hasWeb;
}
