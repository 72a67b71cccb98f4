import { describe, expect, it } from 'vitest';
import { createKeyring } from './keyring.ts';
import { createKeyCipher } from './api-keys.ts';
import { sealTheOldWay } from '../test/legacy-seal.ts';

const OLD = 'the-old-secret-that-was-rotated-away-0123456789';
const NEW = 'the-new-secret-every-token-is-now-signed-with-42';

describe('API key sealing', () => {
  it('opens values sealed before the upgrade, with the same secret or as the previous one', () => {
    const sealed = sealTheOldWay(OLD, 'sl_legacy-key');
    expect(createKeyCipher(createKeyring(OLD)).decrypt(sealed)).toBe('sl_legacy-key');
    expect(createKeyCipher(createKeyring(NEW, OLD)).decrypt(sealed)).toBe('sl_legacy-key');
    expect(() => createKeyCipher(createKeyring(NEW)).decrypt(sealed)).toThrow();
  });

  it('seals new values under the current key id and still opens the previous secret’s', () => {
    const before = createKeyCipher(createKeyring(OLD)).encrypt('sl_before');
    const rotated = createKeyCipher(createKeyring(NEW, OLD));
    const after = rotated.encrypt('sl_after');
    expect(after.startsWith(`${createKeyring(NEW).current.kid}:`)).toBe(true);
    expect(after.startsWith(rotated.currentPrefix)).toBe(true);
    expect(before.startsWith(rotated.currentPrefix)).toBe(false);
    expect(rotated.decrypt(before)).toBe('sl_before');
    expect(rotated.decrypt(after)).toBe('sl_after');
    expect(() => createKeyCipher(createKeyring(NEW)).decrypt(before)).toThrow(/no longer configured/);
  });

  it('detects tampering', () => {
    const sealed = createKeyCipher(createKeyring(NEW)).encrypt('sl_key');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => createKeyCipher(createKeyring(NEW)).decrypt(tampered)).toThrow();
  });
});
