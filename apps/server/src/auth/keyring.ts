import crypto from 'node:crypto';

/** The keys one app secret yields: each use has its own, so a leak or misuse of one does not expose another. */
export interface SecretKeys {
  /** Names the secret in tokens (`kid` header) and sealed values (prefix) without revealing it. */
  kid: string;
  tokenSigning: Uint8Array;
  apiKeyEncryption: Buffer;
  visitorIpHashing: Buffer;
  /** Signs the customiser preview's short-lived widget tokens. */
  widgetPreviewSigning: Buffer;
}

function derive(secret: string, label: string, length = 32): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'siteline', label, length));
}

/** Derives every key from one secret with HKDF-SHA256, one label per use. */
export function deriveSecretKeys(secret: string): SecretKeys {
  return {
    kid: derive(secret, 'key-id', 6).toString('base64url'),
    tokenSigning: derive(secret, 'session-token-signing'),
    // The label API keys were always encrypted under, so values sealed before key ids still open.
    apiKeyEncryption: derive(secret, 'api-key-encryption'),
    visitorIpHashing: derive(secret, 'visitor-ip-hashing'),
    widgetPreviewSigning: derive(secret, 'widget-preview-signing'),
  };
}

/**
 * The current secret's keys, used for everything new, and the previous secret's, still accepted for
 * reading (verifying tokens, opening sealed API keys) while a rotation is under way.
 */
export interface Keyring {
  current: SecretKeys;
  /** Current first, then the previous secret's, if one is configured. */
  all: SecretKeys[];
  /** Keys of tokens signed before key ids existed (the raw secret); such tokens expire within a day. */
  legacyTokenKeys: Uint8Array[];
  byKid(kid: string): SecretKeys | undefined;
}

export function createKeyring(secret: string, previousSecret?: string): Keyring {
  const current = deriveSecretKeys(secret);
  const all = previousSecret && previousSecret !== secret ? [current, deriveSecretKeys(previousSecret)] : [current];
  return {
    current,
    all,
    legacyTokenKeys: (all.length > 1 ? [secret, previousSecret!] : [secret]).map((raw) => new TextEncoder().encode(raw)),
    byKid: (kid) => all.find((keys) => keys.kid === kid),
  };
}

/** Keyed hash of a visitor's IP: counts repeat visits without storing the address. */
export function hashVisitorIp(keyring: Keyring, ip: string): string {
  return crypto.createHmac('sha256', keyring.current.visitorIpHashing).update(ip).digest('hex').slice(0, 32);
}
