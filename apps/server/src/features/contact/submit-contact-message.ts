import type { ContactMessageInput } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { rateLimitKeyForIp } from '../../lib/client-ip.ts';
import { enforceLimits } from '../../lib/rate-limit.ts';
import { insertContactMessage } from './contact.queries.ts';

const HOUR_MS = 60 * 60 * 1000;
const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * Stores a contact-form message for the operator and, when CONTACT_WEBHOOK_URL is set, posts it
 * there in the background. Limited per client IP; a filled honeypot is counted and acknowledged
 * like any message but neither stored nor posted, so a bot learns nothing.
 */
export async function submitContactMessage(ctx: AppContext, input: ContactMessageInput, ip: string): Promise<void> {
  const ipKey = rateLimitKeyForIp(ip);
  await enforceLimits(
    ctx.limiter,
    [
      { key: `contact:ip:${ipKey}`, limit: 5, windowMs: HOUR_MS },
      { key: `contact:ip-day:${ipKey}`, limit: 20, windowMs: 24 * HOUR_MS },
    ],
    'Too many messages sent.',
  );
  if (input.website) return;
  const message = { name: input.name, email: input.email, message: input.message };
  const stored = await insertContactMessage(ctx.db, message);
  const webhookUrl = ctx.config.contactWebhookUrl;
  if (webhookUrl) {
    const payload = { id: stored.id, receivedAt: stored.createdAt.toISOString(), ...message };
    void postToWebhook(webhookUrl, payload).catch((error: unknown) => ctx.log.warn({ err: error, messageId: stored.id }, 'contact webhook delivery failed'));
  }
}

async function postToWebhook(url: string, payload: Record<string, string>): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    redirect: 'error',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
