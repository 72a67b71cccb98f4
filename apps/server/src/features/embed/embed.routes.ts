import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedConfigSchema, previewTokenSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { readEmbedConfig } from './read-embed-config.ts';
import { issuePreviewToken } from './issue-preview-token.ts';
import { saveEmbedConfig } from './save-embed-config.ts';

const params = z.object({ assistantId: z.string().max(100, 'Assistant not found') });

/** The owner's embed customiser settings for one of their assistants. */
export const embedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/config/:assistantId', { schema: { params, response: { 200: embedConfigSchema } } }, async (request) =>
    readEmbedConfig(ctx, currentAuth(request).user, request.params.assistantId),
  );

  app.get('/preview-token/:assistantId', { schema: { params, response: { 200: previewTokenSchema } } }, async (request) =>
    issuePreviewToken(ctx, currentAuth(request).user, request.params.assistantId),
  );

  app.put('/config/:assistantId', { schema: { params, body: embedConfigSchema, response: { 200: embedConfigSchema } } }, async (request) =>
    saveEmbedConfig(ctx, currentAuth(request).user, request.params.assistantId, request.body),
  );
};
