import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { apiKeyPreview, capitalize, languageBadge, websiteHost } from './assistant-display.ts';
import { classifyCreateError } from './create-error.ts';

describe('assistant display helpers', () => {
  it('shows the first 8 characters of the API key, or Generated', () => {
    expect(apiKeyPreview('sk_live_abcdef123456')).toBe('sk_live_...');
    expect(apiKeyPreview('')).toBe('Generated');
  });

  it('shows MULTILANGUAGE when multi-language is on, else the code', () => {
    expect(languageBadge({ language: 'fr', multiLanguage: false })).toBe('FR');
    expect(languageBadge({ language: 'fr', multiLanguage: true })).toBe('MULTILANGUAGE');
  });

  it('capitalises and extracts hosts', () => {
    expect(capitalize('empathetic')).toBe('Empathetic');
    expect(websiteHost('https://www.example.com/about')).toBe('example.com');
    expect(websiteHost('not a url')).toBe('not a url');
  });
});

describe('classifyCreateError', () => {
  const error = (status: number, message: string, extra: { code?: string; body?: unknown } = {}) =>
    new ApiError(status, message, message, extra.code, extra.body);

  it('recognises the assistant limit by flag, code or message', () => {
    expect(classifyCreateError(error(403, 'x', { body: { limitReached: true } }))).toBe('assistant-limit');
    expect(classifyCreateError(error(403, 'x', { code: 'ASSISTANT_LIMIT_REACHED' }))).toBe('assistant-limit');
    expect(classifyCreateError(error(403, 'Assistant limit reached for your plan'))).toBe('assistant-limit');
  });

  it('recognises the scraping quota before the generic limit text', () => {
    expect(classifyCreateError(error(403, 'Scraping limit reached for this month'))).toBe('scraping-limit');
  });

  it('treats everything else as a plain error', () => {
    expect(classifyCreateError(error(400, 'Please enter a valid URL'))).toBe('other');
    expect(classifyCreateError(new Error('network down'))).toBe('other');
  });
});
