import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantSchema,
  autoScrapeSettingsSchema,
  createAssistantInputSchema,
  messageResponseSchema,
  updateAssistantInputSchema,
  updateAutoScrapeInputSchema,
} from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentCaller, resolveCaller } from '../../auth/caller.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAssistants } from './list-assistants.ts';
import { readAssistant } from './read-assistant.ts';
import { createAssistant } from './create-assistant.ts';
import { updateAssistant } from './update-assistant.ts';
import { deleteAssistant } from './delete-assistant.ts';
import { rotateApiKey } from './rotate-api-key.ts';
import { rescrapeAssistant } from './rescrape-assistant.ts';
import { readAutoScrape } from './read-auto-scrape.ts';
import { updateAutoScrape } from './update-auto-scrape.ts';

const idParams = z.object({ id: z.string().max(100, 'Assistant not found') });

/**
 * The owner's assistants, reached with the owner's session or an account API key; an assistant's own
 * key reads that one assistant (GET /api/assistants/{id}) and nothing else here.
 */
export const assistantsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', async (request) => {
    const caller = await resolveCaller(ctx, request);
    if (caller.kind === 'assistant-key' && !(request.method === 'GET' && request.routeOptions.url === `${app.prefix}/:id`)) {
      throw new AppError('UNAUTHORIZED', 'Unauthorized: an assistant API key reads only its own assistant; use an account API key or sign in');
    }
  });

  app.get('/', { schema: { response: { 200: z.array(assistantSchema) } } }, async (request) => listAssistants(ctx, currentCaller(request).user));

  app.post('/', { schema: { body: createAssistantInputSchema, response: { 201: assistantSchema } } }, async (request, reply) => {
    reply.status(201);
    return createAssistant(ctx, currentCaller(request).user, request.body);
  });

  app.get('/:id', { schema: { params: idParams, response: { 200: assistantSchema } } }, async (request) =>
    readAssistant(ctx, currentCaller(request), request.params.id),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      schema: { params: idParams, body: updateAssistantInputSchema, response: { 200: assistantSchema } },
      handler: async (request) => updateAssistant(ctx, currentCaller(request).user, request.params.id, request.body),
    });
  }

  app.delete('/:id', { schema: { params: idParams, response: { 200: messageResponseSchema } } }, async (request) => {
    await deleteAssistant(ctx, currentCaller(request).user, request.params.id);
    return { message: 'Assistant deleted' };
  });

  app.post('/:id/rotate-key', { schema: { params: idParams, response: { 200: assistantSchema } } }, async (request) =>
    rotateApiKey(ctx, currentCaller(request).user, request.params.id),
  );

  app.post('/:id/scrape', { schema: { params: idParams, response: { 202: z.object({ message: z.string(), jobId: z.string() }) } } }, async (request, reply) => {
    reply.status(202);
    return rescrapeAssistant(ctx, currentCaller(request).user, request.params.id);
  });

  app.get('/:id/auto-scrape', { schema: { params: idParams, response: { 200: autoScrapeSettingsSchema } } }, async (request) =>
    readAutoScrape(ctx, currentCaller(request), request.params.id),
  );

  app.put(
    '/:id/auto-scrape',
    { schema: { params: idParams, body: updateAutoScrapeInputSchema, response: { 200: autoScrapeSettingsSchema } } },
    async (request) => updateAutoScrape(ctx, currentCaller(request).user, request.params.id, request.body),
  );
};
