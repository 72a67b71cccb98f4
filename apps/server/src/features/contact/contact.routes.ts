import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageInputSchema, messageResponseSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { submitContactMessage } from './submit-contact-message.ts';

/** The public contact form: no account needed, limited per client IP. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/contact', { bodyLimit: 32 * 1024, schema: { body: contactMessageInputSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await submitContactMessage(ctx, request.body, request.ip);
    return { message: "Thanks for your message. We'll reply by e-mail within 24 hours." };
  });
};
