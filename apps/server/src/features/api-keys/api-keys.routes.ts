import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeySummarySchema, createApiKeyInputSchema, createdApiKeySchema, messageResponseSchema, revealedApiKeySchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { listApiKeys } from './list-api-keys.ts';
import { createApiKey } from './create-api-key.ts';
import { revealApiKey } from './reveal-api-key.ts';
import { revokeApiKey } from './revoke-api-key.ts';

const idParams = z.object({ id: z.string().max(100, 'API key not found') });

/** /api/keys: the account's API keys, managed with the owner's session only (a key never issues or reveals keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: z.array(apiKeySummarySchema) } } }, async (request) => listApiKeys(ctx, currentAuth(request).user));

  app.post('/', { schema: { body: createApiKeyInputSchema, response: { 201: createdApiKeySchema } } }, async (request, reply) => {
    reply.status(201);
    return createApiKey(ctx, currentAuth(request).user, request.body);
  });

  app.post('/:id/reveal', { schema: { params: idParams, response: { 200: revealedApiKeySchema } } }, async (request) =>
    revealApiKey(ctx, currentAuth(request).user, request.params.id),
  );

  app.delete('/:id', { schema: { params: idParams, response: { 200: messageResponseSchema } } }, async (request) => {
    await revokeApiKey(ctx, currentAuth(request).user, request.params.id);
    return { message: 'API key revoked' };
  });
};
