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
import { refreshSession } from './refresh-session.ts';
import { logoutUser } from './logout-user.ts';
import { updateProfile } from './update-profile.ts';
import { presentUser } from './user.presenter.ts';

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

  app.post('/refresh', { preHandler: app.requireUser, schema: { response: { 200: authResponseSchema } } }, async (request) =>
    refreshSession(ctx, currentAuth(request)),
  );

  app.get('/user', { preHandler: app.requireUser, schema: { response: { 200: userSchema } } }, async (request) => presentUser(currentAuth(request).user));

  app.post('/logout', { preHandler: app.requireUser, schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    await logoutUser(ctx, currentAuth(request).sessionId);
    return { message: 'Logged out successfully' };
  });

  app.put(
    '/profile',
    { preHandler: app.requireUser, schema: { body: updateProfileInputSchema, response: { 200: profileResponseSchema } } },
    async (request) => {
      return { user: await updateProfile(ctx, currentAuth(request).user, request.body), message: 'Profile updated successfully' };
    },
  );

  app.put(
    '/password',
    { preHandler: app.requireUser, schema: { body: changePasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { user, sessionId } = currentAuth(request);
      await changePassword(ctx, user, { sessionId, ip: request.ip }, request.body);
      return { message: 'Password changed successfully' };
    },
  );
};
