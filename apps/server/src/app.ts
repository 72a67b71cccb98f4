import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import type { AppConfig } from './config.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { authPlugin } from './auth/auth.plugin.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { subscriptionRoutes } from './features/subscription/subscription.routes.ts';
import { STATIC_DIRS } from './static-dirs.ts';
import { registerSseShutdown } from './http/sse.ts';
import { registerConnectionDraining } from './http/drain-connections.ts';
import { registerNulGuard } from './http/refuse-nul-characters.ts';
import { assistantsRoutes } from './features/assistants/assistants.routes.ts';
import { createProgressRoute } from './features/assistants/create-progress.route.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { widgetRoutes } from './features/widget/widget.routes.ts';
import { voiceRoutes } from './features/voice/voice.routes.ts';
import { conversationsRoutes } from './features/conversations/conversations.routes.ts';
import { taughtAnswersRoutes } from './features/taught-answers/taught-answers.routes.ts';
import { unansweredRoutes } from './features/unanswered/unanswered.routes.ts';
import { embedRoutes } from './features/embed/embed.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { testModeRoutes } from './features/billing/test-mode.routes.ts';
import { TEST_MODE_PATH } from './features/billing/test-mode-provider.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { openAiRoutes } from './features/openai/openai.routes.ts';
import { registerWidgetScript } from './http/widget-script.ts';
import { registerDemoSite } from './http/demo-site.ts';
import { registerApiReference } from './http/api-reference.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { registerPublicPages } from './http/public-pages.ts';
import { registerSecurityHeaders, staticFileHeaders } from './http/security-headers.ts';
import { JSON_BODY_LIMIT } from './http/body-limits.ts';
import { SECURITY_SCHEMES, documentOperations } from './http/openapi-doc.ts';

const HEADERS_TIMEOUT_MS = 15_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface BuildAppOptions {
  /** Serve the built web app with client-route fallback (off in API tests). */
  serveStatic?: boolean;
  /** Serve the API and the widget script (off for `ROLE=worker`, which answers only `/healthz` and the demo site it crawls). */
  serveApi?: boolean;
  logger?: boolean;
}

/** Builds the HTTP app: plugins, then API routes, then static files with client-route fallback. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { requestTimeoutMs, trustProxy } = ctx.config;
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count as the function Fastify would build from it (its types only name the other forms).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    return503OnClosing: true,
    // A client has requestTimeout to send a whole request and at most 15 s for its headers, so slow
    // senders cannot hold connections open. These bound receiving only: a response, such as an
    // event stream, stays open as long as the server writes it.
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs), connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs / 2) },
    // Longer than the usual 60 s idle timeout of a load balancer, so it never reuses a socket being closed.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, ctx.config);
  registerSseShutdown(app);
  registerConnectionDraining(app);
  registerNulGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Siteline API', version: '1.0.0', description: 'Chat with website assistants, manage assistants and their content.' },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ sessionToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) => documentOperations('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerApiReference(app);
  await app.register(authPlugin, { ctx });
  app.get('/healthz', async () => {
    await ctx.database.db.execute('select 1');
    return { status: 'ok' };
  });
  if (options.serveApi ?? true) await registerApi(app, ctx);
  await registerDemoSite(app, ctx);
  const hasWeb = options.serveStatic ? await registerWebApp(app, ctx.config) : false;
  registerPublicPages(app, ctx.config, { servePages: hasWeb });
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

/** The JSON API under /api and the widget script. */
async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', ctx });
      await api.register(subscriptionRoutes, { ctx });
      await api.register(createProgressRoute, { prefix: '/assistants', ctx });
      await api.register(assistantsRoutes, { prefix: '/assistants', ctx });
      await api.register(conversationsRoutes, { ctx });
      await api.register(taughtAnswersRoutes, { prefix: '/assistants', ctx });
      await api.register(unansweredRoutes, { prefix: '/assistants', ctx });
      await api.register(chatRoutes, { prefix: '/chat', ctx });
      await api.register(widgetRoutes, { prefix: '/widget', ctx });
      await api.register(voiceRoutes, { prefix: '/voice', ctx });
      await api.register(embedRoutes, { prefix: '/embed', ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(apiKeysRoutes, { prefix: '/keys', ctx });
      await api.register(contactRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  if (!ctx.config.stripe) await app.register(testModeRoutes, { prefix: TEST_MODE_PATH, ctx });
  await app.register(openAiRoutes, { prefix: '/v1', ctx });
  registerWidgetScript(app);
}

/** Registers the built web app; returns whether it is there to serve. */
async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<boolean> {
  const hasWeb = fs.existsSync(path.join(STATIC_DIRS.web, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: STATIC_DIRS.web,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: staticFileHeaders(config),
    });
  }
  return hasWeb;
}
