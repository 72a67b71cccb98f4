import crypto from 'node:crypto';

/** Long enough for an owner to try the preview; the customiser fetches a fresh one when it opens. */
const PREVIEW_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const signature = (key: Buffer, assistantId: string, expiresAt: number) =>
  crypto.createHmac('sha256', key).update(`widget-preview:${assistantId}:${expiresAt}`).digest('base64url');

/**
 * A token that lets the customiser's preview, a sandboxed iframe whose requests carry `Origin: null`,
 * use one assistant's widget endpoints as the app's own pages may. It names the assistant and an
 * expiry, signed with the key derived for it: it grants nothing else.
 */
export function signPreviewToken(key: Buffer, assistantId: string, now = Date.now()): string {
  const expiresAt = now + PREVIEW_TOKEN_TTL_MS;
  return `${expiresAt}.${signature(key, assistantId, expiresAt)}`;
}

export function isValidPreviewToken(key: Buffer, assistantId: string, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < now) return false;
  const expected = Buffer.from(signature(key, assistantId, expiresAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
