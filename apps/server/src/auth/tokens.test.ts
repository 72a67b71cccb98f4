import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createKeyring } from './keyring.ts';
import { createTokenService } from './tokens.ts';

const OLD = 'the-old-secret-that-was-rotated-away-0123456789';
const NEW = 'the-new-secret-every-token-is-now-signed-with-42';
const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('session tokens across a secret rotation', () => {
  it('still verifies a token signed by the previous secret while JWT_SECRET_PREVIOUS is set', async () => {
    const before = createTokenService(createKeyring(OLD));
    const token = await before.sign(claims);
    expect(await createTokenService(createKeyring(NEW, OLD)).verify(token)).toEqual(claims);
    expect(await createTokenService(createKeyring(NEW)).verify(token)).toEqual({ error: 'Token is invalid' });
  });

  it('signs new tokens with the new secret, named by their kid', async () => {
    const rotated = createKeyring(NEW, OLD);
    const token = await createTokenService(rotated).sign(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    expect(header.kid).toBe(rotated.current.kid);
    expect(await createTokenService(createKeyring(NEW)).verify(token)).toEqual(claims);
  });

  it('refuses a token signed by an unknown secret, with or without a kid', async () => {
    const service = createTokenService(createKeyring(NEW, OLD));
    const stranger = await createTokenService(createKeyring('some-other-installation-secret-0123456789')).sign(claims);
    expect(await service.verify(stranger)).toEqual({ error: 'Token is invalid' });
    // Forged with the current kid but another key.
    const forged = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256', kid: createKeyring(NEW).current.kid })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect(await service.verify(forged)).toEqual({ error: 'Token is invalid' });
    expect(await service.verify('not.a.token')).toEqual({ error: 'Token is invalid' });
  });

  it('accepts tokens issued before key ids (signed with the raw secret) until they expire', async () => {
    const legacy = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(OLD));
    expect(await createTokenService(createKeyring(OLD)).verify(legacy)).toEqual(claims);
    expect(await createTokenService(createKeyring(NEW, OLD)).verify(legacy)).toEqual(claims);
    expect(await createTokenService(createKeyring(NEW)).verify(legacy)).toEqual({ error: 'Token is invalid' });
  });

  it('reports an expired token as expired', async () => {
    const keyring = createKeyring(NEW);
    const expired = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256', kid: keyring.current.kid })
      .setSubject('user-1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(keyring.current.tokenSigning);
    expect(await createTokenService(keyring).verify(expired)).toEqual({ error: 'Token has expired' });
  });
});

describe('derived keys', () => {
  it('gives tokens, API-key encryption and IP hashing different keys, and each secret its own kid', () => {
    const keys = createKeyring(NEW).current;
    const distinct = new Set([Buffer.from(keys.tokenSigning).toString('hex'), keys.apiKeyEncryption.toString('hex'), keys.visitorIpHashing.toString('hex')]);
    expect(distinct.size).toBe(3);
    expect(createKeyring(OLD).current.kid).not.toBe(keys.kid);
    expect(createKeyring(NEW).current.kid).toBe(keys.kid);
  });
});
