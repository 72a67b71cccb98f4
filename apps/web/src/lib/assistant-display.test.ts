import { describe, expect, it } from 'vitest';
import { apiKeyPreview, capitalize, languageBadge, websiteHost } from './assistant-display.ts';

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
