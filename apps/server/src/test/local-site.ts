import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalSite {
  origin: string;
  /** Replace or add a page while the server runs. */
  set(path: string, body: string, contentType?: string): void;
  requests: string[];
  close(): Promise<void>;
}

/** A tiny website on 127.0.0.1 for crawl tests: path -> body. */
export async function startLocalSite(pages: Record<string, string>, options: { delayMs?: number } = {}): Promise<LocalSite> {
  const files = new Map<string, { body: string; type: string }>();
  const set = (path: string, body: string, type = 'text/html; charset=utf-8') => files.set(path, { body, type });
  for (const [path, body] of Object.entries(pages))
    set(path, body, path.endsWith('.txt') ? 'text/plain' : path.endsWith('.xml') ? 'application/xml' : undefined);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = files.get((req.url ?? '/').split('?')[0]!);
    setTimeout(() => {
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': file.type }).end(file.body);
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    set,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A plain business page with navigation and a footer around its main content. */
export function businessPage(title: string, body: string, links: string[] = []): string {
  const nav = links.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title} at Test Bakery"></head>
<body><nav>${nav}</nav><main><h1>${title}</h1>${body}</main><footer>© Test Bakery</footer></body></html>`;
}
