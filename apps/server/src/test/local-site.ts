import { startTestSite, type TestRoute, type TestSite } from '@siteline/knowledge/testing';

export type LocalSite = TestSite;

function typeOf(path: string): string | undefined {
  if (path.endsWith('.txt')) return 'text/plain';
  if (path.endsWith('.xml')) return 'application/xml';
  return undefined;
}

/** A tiny website on 127.0.0.1 for crawl tests: path -> body, served as HTML unless the path ends in .txt or .xml. */
export async function startLocalSite(pages: Record<string, string>, options: { delayMs?: number } = {}): Promise<LocalSite> {
  const routes = Object.entries(pages).map(([path, body]): [string, TestRoute] => [path, { body, type: typeOf(path), delayMs: options.delayMs }]);
  return startTestSite(Object.fromEntries(routes));
}

/** A plain business page with navigation and a footer around its main content. */
export function businessPage(title: string, body: string, links: string[] = []): string {
  const nav = links.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title} at Test Bakery"></head>
<body><nav>${nav}</nav><main><h1>${title}</h1>${body}</main><footer>© Test Bakery</footer></body></html>`;
}
