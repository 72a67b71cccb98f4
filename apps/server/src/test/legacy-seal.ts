import crypto from 'node:crypto';

/** Exactly how API keys were sealed before key ids existed (no prefix), to prove such rows still open. */
export function sealTheOldWay(secret: string, plain: string): string {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'siteline', 'api-key-encryption', 32));
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}
