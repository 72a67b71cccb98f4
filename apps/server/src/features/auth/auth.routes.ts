import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  changePasswordInputSchema,
  loginInputSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerInputSchema,
  updateProfileInputSchema,
  userSchema,
} from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { currentAuth } from '../../auth/auth.plugin.ts';
import { registerUser } from './register-user.ts';
import { loginUser } from './login-user.ts';
import { changePassword } from './change-password.ts';
import { revokeSession, updateUser } from './auth.queries.ts';
import { presentUser } from './user.presenter.ts';
import { AppError } from '../../lib/app-error.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post('/register', { schema: { body: registerInputSchema, response: { 201: authResponseSchema } } }, async (request, reply) => {
    reply.status(201);
    return registerUser(ctx, request.body, client(request));
  });

  app.post('/login', { schema: { body: loginInputSchema, response: { 200: authResponseSchema } } }, async (request) =>
    loginUser(ctx, request.body, client(request)),
  );

  app.post('/refresh', { preHandler: app.requireUser, schema: { response: { 200: authResponseSchema } } }, async (request) => {
    const { user, sessionId } = currentAuth(request);
    return { token: await ctx.tokens.sign({ userId: user.id, sessionId }), user: presentUser(user) };
  });

  app.get('/user', { preHandler: app.requireUser, schema: { response: { 200: userSchema } } }, async (request) =>
    presentUser(currentAuth(request).user),
  );

  app.post('/logout', { preHandler: app.requireUser, schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    await revokeSession(ctx.db, currentAuth(request).sessionId);
    return { message: 'Logged out successfully' };
  });

  app.put('/profile', { preHandler: app.requireUser, schema: { body: updateProfileInputSchema, response: { 200: profileResponseSchema } } }, async (request) => {
    const user = await updateUser(ctx.db, currentAuth(request).user.id, request.body);
    return { user: presentUser(user), message: 'Profile updated successfully' };
  });

  app.put('/password', { preHandler: app.requireUser, schema: { body: changePasswordInputSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const { user, sessionId } = currentAuth(request);
    if (request.body.currentPassword === request.body.newPassword) {
      throw new AppError('BAD_REQUEST', 'New password must be different from the current password');
    }
    await changePassword(ctx, user, { sessionId, ip: request.ip }, request.body);
    return { message: 'Password changed successfully' };
  });
};
