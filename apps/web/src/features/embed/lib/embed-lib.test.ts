import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_CONFIG, buildEmbedSnippet, type EmbedConfig } from '@siteline/contract';
import { EMBED_NUMBER_BOUNDS, validateEmbedConfig } from './embed-validation.ts';
import { applyPlanLocks } from './plan-locks.ts';
import { PREVIEW_PAGE_PATH, buildPreviewUrl } from './preview-document.ts';
import { buildTestPageHtml, describeConfiguration } from './test-page.ts';

const config: EmbedConfig = { ...DEFAULT_EMBED_CONFIG, theme: 'dark', position: 'top-left', primaryColor: '#112233', buttonSize: 'large' };
const origin = 'https://app.example.com';

function scriptTag(html: string): HTMLScriptElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const script = doc.querySelector<HTMLScriptElement>('script[data-assistant-id]');
  if (!script) throw new Error('no widget script');
  return script;
}

describe('embed snippet', () => {
  it('loads /widget.js from the product origin with the options as data attributes', () => {
    const script = scriptTag(buildEmbedSnippet({ origin: `${origin}/`, assistantId: 'a-1', config }));
    expect(script.getAttribute('src')).toBe(`${origin}/widget.js`);
    expect({ ...script.dataset }).toEqual({
      assistantId: 'a-1',
      apiOrigin: origin,
      theme: 'dark',
      position: 'top-left',
      primaryColor: '#112233',
      size: 'large',
    });
    expect(script.hasAttribute('async')).toBe(true);
  });

  it('escapes values so they cannot break out of the attribute', () => {
    const html = buildEmbedSnippet({ origin, assistantId: '"><img src=x onerror=alert(1)>', config });
    expect(html).not.toContain('<img');
    expect(scriptTag(html).dataset['assistantId']).toBe('"><img src=x onerror=alert(1)>');
  });
});

describe('plan locks', () => {
  const edited: EmbedConfig = { ...config, showBranding: false, brandingEnabled: false, brandingText: 'Mine', allowFileUpload: true, fileUploadEnabled: true };
  it('forces branding on and file upload off on plans without them', () => {
    expect(applyPlanLocks(edited, { brandingControl: false, fileUploadEnabled: false })).toMatchObject({
      showBranding: true,
      brandingEnabled: true,
      brandingText: DEFAULT_EMBED_CONFIG.brandingText,
      allowFileUpload: false,
      fileUploadEnabled: false,
    });
  });
  it('keeps the owner choices on plans with them', () => {
    expect(applyPlanLocks(edited, { brandingControl: true, fileUploadEnabled: true })).toEqual(edited);
  });
});

describe('validation', () => {
  it('reports out-of-range numbers and bad colours with the contract messages', () => {
    expect(validateEmbedConfig({ ...config, maxMessages: 0, typingSpeed: 500, primaryColor: 'red' })).toEqual({
      maxMessages: 'maxMessages must be between 1 and 500',
      typingSpeed: 'typingSpeed must be between 0 and 200 ms',
      primaryColor: 'primaryColor must be a hex colour such as #CE93EC',
    });
    expect(validateEmbedConfig(config)).toEqual({});
  });
  it('reads the numeric bounds from the schema', () => {
    expect(EMBED_NUMBER_BOUNDS.maxMessages).toEqual({ min: 1, max: 500 });
    expect(EMBED_NUMBER_BOUNDS.openDelay).toEqual({ min: 0, max: 60_000 });
  });
});

describe('preview and test page', () => {
  it('the preview address carries the unsaved settings as the snippet’s data attributes, in the fragment', () => {
    const url = buildPreviewUrl({ origin: `${origin}/`, assistantId: 'a-1', assistantName: '<b>Shop</b>', config, openOnLoad: true });
    expect(url.startsWith(`${PREVIEW_PAGE_PATH}#`)).toBe(true);
    const input = JSON.parse(decodeURIComponent(url.slice(url.indexOf('#') + 1)));
    expect(input).toMatchObject({ assistantId: 'a-1', assistantName: '<b>Shop</b>', theme: config.theme, primaryColor: '#112233', openOnLoad: true });
    const attributes = Object.fromEntries(input.attributes);
    expect(attributes['data-api-origin']).toBe(origin);
    expect(attributes['data-primary-color']).toBe('#112233');
    expect(JSON.parse(attributes['data-config'])).toEqual(config);
    expect(attributes['data-preview-token']).toBeUndefined();
    const withToken = buildPreviewUrl({ origin, assistantId: 'a-1', assistantName: 'Shop', config, openOnLoad: false, previewToken: '123.sig' });
    expect(Object.fromEntries(JSON.parse(decodeURIComponent(withToken.split('#')[1]!)).attributes)['data-preview-token']).toBe('123.sig');
    // The same attributes as the snippet an owner pastes.
    expect(Object.keys(attributes).map((name) => name.replace(/^data-/, ''))).toEqual(
      Object.keys(scriptTag(buildEmbedSnippet({ origin, assistantId: 'a-1', config, unsaved: config })).dataset).map((key) =>
        key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      ),
    );
  });

  it('the test page has the three breakpoints, the configuration and the snippet', () => {
    const html = buildTestPageHtml({ origin, assistantId: 'a-1', assistantName: 'Harbor & Vine', config: { ...config, autoOpen: true, openDelay: 3000 } });
    expect(html).toContain('@media (max-width: 480px)');
    expect(html).toContain('@media (min-width: 481px) and (max-width: 768px)');
    expect(html).toContain('@media (min-width: 769px)');
    expect(html).toContain('Harbor &amp; Vine');
    expect(scriptTag(html).dataset['assistantId']).toBe('a-1');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const rows = [...doc.querySelectorAll('tr')].map((row) => row.textContent);
    expect(rows).toEqual(['ThemeDark', 'PositionTop Left', 'SizeLarge', 'Auto-openOn, after 3 s']);
  });

  it('describes auto-open off', () => {
    expect(describeConfiguration(DEFAULT_EMBED_CONFIG)).toContainEqual(['Auto-open', 'Off']);
  });
});
