import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A route of the fake site: a fixed response or a handler for full control. */
export type TestRoute =
  | { status?: number; type?: string; body?: string; headers?: Record<string, string>; delayMs?: number }
  | ((req: http.IncomingMessage, res: http.ServerResponse) => void);

export interface TestSite {
  origin: string;
  /** Request paths in arrival order (path + query). */
  requests: string[];
  /** Adds or replaces a route while the site runs. */
  set(path: string, route: TestRoute): void;
  close(): Promise<void>;
}

/** Serves `routes` on 127.0.0.1 at a random port; unknown paths answer 404. */
export async function startTestSite(initialRoutes: Record<string, TestRoute>): Promise<TestSite> {
  const routes = new Map(Object.entries(initialRoutes));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = routes.get(path) ?? routes.get(path.split('?')[0]!);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    if (typeof route === 'function') {
      route(req, res);
      return;
    }
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8', ...route.headers });
      res.end(route.body ?? '');
    };
    if (route.delayMs) setTimeout(send, route.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    set: (path, route) => routes.set(path, route),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small but realistic page: site chrome around a main section. */
export function htmlPage(title: string, main: string, extra: { head?: string; links?: string[] } = {}): string {
  const nav = (extra.links ?? []).map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${title}</title>${extra.head ?? ''}</head><body>
<header><nav>${nav}</nav></header>
<main><h1>${title}</h1>${main}</main>
<footer>Copyright Example Ltd. All rights reserved.</footer></body></html>`;
}
