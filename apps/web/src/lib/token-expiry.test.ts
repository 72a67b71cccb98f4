import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fake-token.ts';
import { isTokenExpiringWithin, readTokenExpiry } from './token-expiry.ts';

describe('token expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('reads exp (seconds) from the payload as epoch milliseconds', () => {
    expect(readTokenExpiry(fakeToken(60 * 60 * 1000, now))).toBe(now + 60 * 60 * 1000);
  });

  it('returns null for a token it cannot read', () => {
    expect(readTokenExpiry('not-a-jwt')).toBeNull();
    expect(readTokenExpiry('a.!!!.c')).toBeNull();
    expect(readTokenExpiry(`a.${btoa(JSON.stringify({ sub: 'x' }))}.c`)).toBeNull();
  });

  it('tells whether less than the window is left', () => {
    const token = fakeToken(4 * 60 * 1000, now);
    expect(isTokenExpiringWithin(token, 5 * 60 * 1000, now)).toBe(true);
    expect(isTokenExpiringWithin(token, 3 * 60 * 1000, now)).toBe(false);
  });

  it('treats an unreadable token as near expiry', () => {
    expect(isTokenExpiringWithin('garbage', 1000, now)).toBe(true);
  });
});
