import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { classifyCreateError } from './create-error.ts';

describe('classifyCreateError', () => {
  const error = (status: number, message: string, extra: { code?: string; body?: unknown } = {}) =>
    new ApiError(status, message, message, extra.code, extra.body);

  it('recognises the assistant limit by flag or code, never by its wording', () => {
    expect(classifyCreateError(error(403, 'x', { body: { limitReached: true } }))).toBe('assistant-limit');
    expect(classifyCreateError(error(403, 'x', { code: 'ASSISTANT_LIMIT_REACHED' }))).toBe('assistant-limit');
    expect(classifyCreateError(error(403, 'Assistant limit reached for your plan'))).toBe('other');
  });

  it('recognises the scraping quota by its code', () => {
    expect(classifyCreateError(error(403, 'Scraping limit reached for this month', { code: 'SCRAPING_LIMIT_REACHED' }))).toBe('scraping-limit');
  });

  it('treats everything else as a plain error', () => {
    expect(classifyCreateError(error(400, 'Please enter a valid URL'))).toBe('other');
    expect(classifyCreateError(new Error('network down'))).toBe('other');
  });
});
