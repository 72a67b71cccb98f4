import { StrictMode } from 'react';
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

/** The app's HTML at `path` for a signed-out visitor, once every lazy page has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App isPrerendered />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
