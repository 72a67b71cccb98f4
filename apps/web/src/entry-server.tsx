import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import type { PageMeta } from './lib/page-meta.ts';
import { PAGE_METAS } from './lib/page-metas.ts';

export { renderPageHead } from './lib/page-head.ts';

/** The public and guest routes rendered to HTML at build time, each with its metadata. */
export const PRERENDERED_PAGES: PageMeta[] = [
  PAGE_METAS.home,
  PAGE_METAS.pricing,
  PAGE_METAS.about,
  PAGE_METAS.docs,
  PAGE_METAS.support,
  PAGE_METAS.terms,
  PAGE_METAS.privacy,
  PAGE_METAS.contact,
  PAGE_METAS.login,
  PAGE_METAS.register,
];

function PageAt({ path }: { path: string }) {
  return (
    <StrictMode>
      <Router ssrPath={path}>
        <App isPrerendered />
      </Router>
    </StrictMode>
  );
}

/**
 * The app's HTML at `path` for a signed-out visitor. A first pass waits for the page's lazy chunks;
 * the second renders with all of them loaded, so the HTML is complete and holds no streaming
 * scripts (the page's Content-Security-Policy allows no inline script).
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<PageAt path={path} />);
  for await (const chunk of prelude) void chunk;
  const html = renderToString(<PageAt path={path} />);
  if (/<script|<!--\$[?!]/.test(html)) throw new Error(`prerender of ${path} left a suspended boundary or an inline script`);
  return html;
}
