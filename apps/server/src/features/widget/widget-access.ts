import { getPlan } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { incrementVisitorMessages } from './visitor-usage.queries.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashVisitorIp } from '../../auth/keyring.ts';
import { rateLimitKeyForIp } from '../../lib/client-ip.ts';
import { isValidPreviewToken } from './preview-token.ts';
import { enforceLimits, secondsUntilNextUtcDay, tooManyRequests } from '../../lib/rate-limit.ts';

export const ORIGIN_REFUSED_MESSAGE = 'This website is not allowed to use this assistant.';

/** The header the customiser preview sends its preview token in. */
export const PREVIEW_TOKEN_HEADER = 'x-siteline-preview';

/** Where a widget request comes from: its Origin header, its preview token, and the origin it reached this server at. */
export interface WidgetRequestOrigin {
  origin: string | undefined;
  previewToken: string | undefined;
  serverOrigin: string;
}

/** The server's own origin: its pages (the customiser preview) may always load the widget. */
function ownOrigin(ctx: AppContext, from: WidgetRequestOrigin): string {
  return ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : from.serverOrigin;
}

/**
 * The origin a widget request speaks for. The customiser preview is a sandboxed iframe with an
 * opaque origin ("null"): with a valid preview token for this assistant it counts as the app's own page.
 */
function speakingOrigin(ctx: AppContext, from: WidgetRequestOrigin, assistantId: string): string | undefined {
  const { origin, previewToken } = from;
  if (origin === 'null' && previewToken !== undefined && isValidPreviewToken(ctx.keyring.current.widgetPreviewSigning, assistantId, previewToken))
    return ownOrigin(ctx, from);
  return origin;
}

/**
 * Loads an assistant for a public widget request and checks the page's Origin against its
 * `allowedOrigins` (empty = any). Refused origins get a 403; the routes send CORS headers to allowed ones only.
 */
export async function resolveWidgetAccess(ctx: AppContext, from: WidgetRequestOrigin, assistantId: string) {
  const found = await ctx.assistantLookup.byId(assistantId);
  if (!found) throw notFound('Assistant');
  const { assistant, owner } = found;
  const origin = speakingOrigin(ctx, from, assistant.id);
  const isAllowed =
    assistant.allowedOrigins.length === 0 || (origin !== undefined && (assistant.allowedOrigins.includes(origin) || origin === ownOrigin(ctx, from)));
  if (!isAllowed) throw new AppError('ORIGIN_NOT_ALLOWED', ORIGIN_REFUSED_MESSAGE);
  return { assistant, owner };
}

/**
 * Counts a widget message (or upload) from a visitor: per-minute bursts per visitor and per
 * assistant, so one flood is bounded, then the plan's per-IP daily limit (days are UTC). Throws 429
 * past any. IPv6 visitors are counted by their /64 network.
 */
export async function countVisitorMessage(ctx: AppContext, assistantId: string, tier: string, ip: string): Promise<void> {
  const visitor = rateLimitKeyForIp(ip);
  const { perVisitorPerMinute, perAssistantPerMinute } = ctx.config.widgetBurst;
  await enforceLimits(
    ctx.limiter,
    [{ key: `widget:visitor:${assistantId}:${visitor}`, limit: perVisitorPerMinute, windowMs: 60_000 }],
    'You are sending messages too quickly.',
  );
  await enforceLimits(
    ctx.limiter,
    [{ key: `widget:assistant:${assistantId}`, limit: perAssistantPerMinute, windowMs: 60_000 }],
    'This assistant is receiving too many messages right now.',
  );
  const limit = getPlan(tier).limits.maxMessagesPerDayPerIp;
  const ipHash = hashVisitorIp(ctx.keyring, visitor);
  const messages = await incrementVisitorMessages(ctx.db, { assistantId, ipHash, day: new Date().toISOString().slice(0, 10) });
  if (limit !== -1 && messages > limit) {
    throw tooManyRequests(`Daily message limit reached (${limit} messages per day).`, secondsUntilNextUtcDay());
  }
}

/** Ratings: a few per minute per visitor is plenty for one conversation. */
export async function countVisitorRating(ctx: AppContext, assistantId: string, ip: string): Promise<void> {
  await enforceLimits(ctx.limiter, [{ key: `widget:rating:${assistantId}:${rateLimitKeyForIp(ip)}`, limit: 10, windowMs: 60_000 }], 'Too many ratings.');
}
