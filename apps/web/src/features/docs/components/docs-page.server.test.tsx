// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DocsPage } from './docs-page.tsx';
import { ORIGIN_PLACEHOLDER } from '../hooks/use-site-origin.ts';

describe('DocsPage ahead-of-time rendering', () => {
  it('renders to HTML where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<DocsPage />);
    expect(html).toContain('Documentation');
    expect(html).toContain('href="/api-reference/"');
    expect(html).toContain(`${ORIGIN_PLACEHOLDER}/api`);
    for (const tab of ['Overview', 'Embedding', 'Chat API', 'Assistants', 'Limits', 'Examples']) expect(html).toContain(`>${tab}</button>`);
  });
});
