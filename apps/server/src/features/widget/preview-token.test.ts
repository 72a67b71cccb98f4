import { describe, expect, it } from 'vitest';
import { isValidPreviewToken, signPreviewToken } from './preview-token.ts';

describe('preview tokens', () => {
  const secret = Buffer.from('a-secret-long-enough-for-an-hmac-key!!');
  it('are valid for their assistant until they expire', () => {
    const token = signPreviewToken(secret, 'a-1', 1_000);
    expect(isValidPreviewToken(secret, 'a-1', token, 1_000)).toBe(true);
    expect(isValidPreviewToken(secret, 'a-2', token, 1_000)).toBe(false);
    expect(isValidPreviewToken(Buffer.from('another-secret-long-enough-for-hmac!!'), 'a-1', token, 1_000)).toBe(false);
    expect(isValidPreviewToken(secret, 'a-1', token, 1_000 + 2 * 60 * 60 * 1000 + 1)).toBe(false);
    expect(isValidPreviewToken(secret, 'a-1', undefined)).toBe(false);
    expect(isValidPreviewToken(secret, 'a-1', `9${token}`, 1_000)).toBe(false);
  });
});
