import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedConfigSchema, previewTokenSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOwnedAssistant } from '../assistants/assistants.queries.ts';
import { readEmbedConfig } from '../widget/embed-settings.ts';
import { saveEmbedConfig } from './save-embed-config.ts';
import { signPreviewToken } from '../widget/preview-token.ts';

const params = z.object({ assistantId: z.string().max(100, 'Assistant not found') });

/** The owner's embed customiser settings for one of their assistants. */
export const embedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);

  const readOwned = async (userId: string, assistantId: string) => {
    const row = await findOwnedAssistant(ctx.db, userId, assistantId);
    if (!row) throw notFound('Assistant');
    return row;
  };

  app.get('/config/:assistantId', { schema: { params, response: { 200: embedConfigSchema } } }, async (request) => {
    const { user } = currentAuth(request);
    const assistant = await readOwned(user.id, request.params.assistantId);
    return readEmbedConfig(ctx.db, assistant.id, user.subscriptionTier);
  });

  // The customiser's sandboxed preview sends this to the widget endpoints (see preview-token.ts).
  app.get('/preview-token/:assistantId', { schema: { params, response: { 200: previewTokenSchema } } }, async (request) => {
    const assistant = await readOwned(currentAuth(request).user.id, request.params.assistantId);
    return { token: signPreviewToken(ctx.keyring.current.widgetPreviewSigning, assistant.id) };
  });

  app.put('/config/:assistantId', { schema: { params, body: embedConfigSchema, response: { 200: embedConfigSchema } } }, async (request) => {
    const { user } = currentAuth(request);
    const assistant = await readOwned(user.id, request.params.assistantId);
    return saveEmbedConfig(ctx.db, assistant.id, user.subscriptionTier, request.body);
  });
};
