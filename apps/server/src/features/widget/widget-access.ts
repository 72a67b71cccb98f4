import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getPlan } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { widgetIpUsage } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

export const ORIGIN_REFUSED_MESSAGE = 'This website is not allowed to use this assistant.';

/** The server's own origin: its pages (the customiser preview) may always load the widget. */
function ownOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * Loads an assistant for a public widget request and checks the page's Origin against its
 * `allowedOrigins` (empty = any). Allowed origins get CORS headers; refused ones get none and a 403.
 */
export async function resolveWidgetAccess(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, assistantId: string) {
  const found = await ctx.assistantLookup.byId(assistantId);
  if (!found) throw notFound('Assistant');
  const { assistant, owner } = found;
  const origin = request.headers.origin;
  const isAllowed =
    assistant.allowedOrigins.length === 0 || (origin !== undefined && (assistant.allowedOrigins.includes(origin) || origin === ownOrigin(ctx, request)));
  if (!isAllowed) throw new AppError('ORIGIN_NOT_ALLOWED', ORIGIN_REFUSED_MESSAGE);
  if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  return { assistant, owner };
}

/** Counts a widget message against the plan's per-IP daily limit; throws 429 past it. Days are UTC. */
export async function countVisitorMessage(ctx: AppContext, assistantId: string, tier: string, ip: string): Promise<void> {
  const limit = getPlan(tier).limits.maxMessagesPerDayPerIp;
  const ipHash = crypto.createHmac('sha256', ctx.appSecret).update(ip).digest('hex').slice(0, 32);
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await ctx.db
    .insert(widgetIpUsage)
    .values({ assistantId, ipHash, day, messages: 1 })
    .onConflictDoUpdate({ target: [widgetIpUsage.assistantId, widgetIpUsage.ipHash, widgetIpUsage.day], set: { messages: sql`${widgetIpUsage.messages} + 1` } })
    .returning({ messages: widgetIpUsage.messages });
  if (limit !== -1 && row!.messages > limit) {
    throw new AppError('RATE_LIMITED', `Daily message limit reached (${limit} messages per day). Please come back tomorrow.`);
  }
}
