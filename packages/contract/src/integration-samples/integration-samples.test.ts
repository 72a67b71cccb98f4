import { describe, expect, it } from 'vitest';
import { maskApiKey } from '../api-keys.ts';
import { HUB_SAMPLES, QUICK_SETUP_PLATFORMS, apiKeyBadge } from './index.ts';

// The samples themselves run against the real server in apps/server/src/features/chat/integration-samples.test.ts.
describe('integration samples', () => {
  it('offers the six Quick Setup platforms in the spec order', () => {
    expect(QUICK_SETUP_PLATFORMS.map((p) => p.label)).toEqual([
      'Discord (Python)',
      'Discord (Node.js)',
      'Telegram (Python)',
      'Web API (cURL)',
      'Web API (JavaScript)',
      'Python API Client',
    ]);
  });

  it('writes a placeholder key into the code when none was generated', () => {
    for (const sample of [...Object.values(HUB_SAMPLES), ...QUICK_SETUP_PLATFORMS]) {
      expect(sample.generate({ baseUrl: 'https://x.test', assistantId: 'a1', apiKey: '' }), sample.id).toContain('YOUR_API_KEY');
    }
  });

  it('shows keys as a badge and a mask', () => {
    expect(apiKeyBadge('sk_live_abcdef1234567890')).toBe('sk_live_...');
    expect(apiKeyBadge('')).toBe('Not generated');
    expect(maskApiKey('sk_live_abcdef1234567890')).toBe('sk_live_••••••••7890');
    expect(maskApiKey('')).toBe('');
  });
});
