import crypto from 'node:crypto';
import type { Keyring } from './keyring.ts';

/** Every assistant API key starts with this, which tells it apart from a session token. */
export const API_KEY_PREFIX = 'sl_';

/** Every account API key starts with this: it acts for the whole account, not one assistant. */
export const ACCOUNT_API_KEY_PREFIX = 'sla_';

/** A new random assistant API key, e.g. `sl_4fJ...` (32 bytes of entropy). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/** A new random account API key, e.g. `sla_Qm9...` (32 bytes of entropy). */
export function generateAccountApiKey(): string {
  return ACCOUNT_API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/** Which kind of API key a bearer credential is by its prefix; undefined for anything else (a session token). */
export function apiKeyKind(credential: string): 'assistant' | 'account' | undefined {
  if (credential.startsWith(API_KEY_PREFIX)) return 'assistant';
  if (credential.startsWith(ACCOUNT_API_KEY_PREFIX)) return 'account';
  return undefined;
}

/** SHA-256 digest used to find an assistant by its key without storing the key in the clear. */
export function digestApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * AES-256-GCM so the owner can see the key again, while a database leak alone does not reveal it.
 * Sealed values read `<kid>:<iv>.<tag>.<body>`; values sealed before key ids (no prefix) are opened with
 * each configured secret's key in turn.
 */
export function createKeyCipher(keyring: Keyring) {
  const open = (key: Buffer, parts: string) => {
    const [iv, tag, body] = parts.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) throw new Error('malformed sealed value');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  };
  return {
    encrypt(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyring.current.apiKeyEncryption, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${keyring.current.kid}:${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
    },
    decrypt(sealed: string): string {
      const separator = sealed.indexOf(':');
      if (separator !== -1) {
        const keys = keyring.byKid(sealed.slice(0, separator));
        if (!keys) throw new Error('sealed with a secret that is no longer configured');
        return open(keys.apiKeyEncryption, sealed.slice(separator + 1));
      }
      let failure: unknown;
      for (const keys of keyring.all) {
        try {
          return open(keys.apiKeyEncryption, sealed);
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
    /** What every value sealed with the current secret starts with. */
    currentPrefix: `${keyring.current.kid}:`,
  };
}
export type KeyCipher = ReturnType<typeof createKeyCipher>;

export interface ResealCounts {
  resealed: number;
  /** Sealed with a secret that is no longer configured: left as they are. */
  unreadable: number;
}

/** Seals each key again with the current secret, handing the new value to `replace`. */
export async function resealKeys(
  cipher: KeyCipher,
  keys: { id: string; sealed: string }[],
  replace: (id: string, previous: string, sealed: string) => Promise<void>,
): Promise<ResealCounts> {
  const counts: ResealCounts = { resealed: 0, unreadable: 0 };
  for (const key of keys) {
    let plain: string;
    try {
      plain = cipher.decrypt(key.sealed);
    } catch {
      counts.unreadable += 1;
      continue;
    }
    await replace(key.id, key.sealed, cipher.encrypt(plain));
    counts.resealed += 1;
  }
  return counts;
}
