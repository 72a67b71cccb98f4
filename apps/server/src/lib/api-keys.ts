import crypto from 'node:crypto';

/** Every assistant API key starts with this, which tells it apart from a session token. */
export const API_KEY_PREFIX = 'sl_';

/** A new random API key, e.g. `sl_4fJ...` (32 bytes of entropy). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 digest used to find an assistant by its key without storing the key in the clear. */
export function digestApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

function deriveKey(appSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', appSecret, 'siteline', 'api-key-encryption', 32));
}

/** AES-256-GCM so the owner can see the key again, while a database leak alone does not reveal it. */
export function createKeyCipher(appSecret: string) {
  const key = deriveKey(appSecret);
  return {
    encrypt(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
export type KeyCipher = ReturnType<typeof createKeyCipher>;
