import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voiceRequestSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';

/** POST /api/voice/synthesize — speech audio of an assistant reply, for signed-in owners. */
export const voiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.requireUser);
  app.post('/synthesize', { schema: { body: voiceRequestSchema } }, async (request, reply) => {
    const caller = { userId: currentAuth(request).user.id, ip: request.ip };
    const { audio, contentType } = await synthesizeSpeech(ctx, caller, request.body.text);
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(audio);
  });
};
