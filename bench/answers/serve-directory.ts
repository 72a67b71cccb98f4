import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

export interface ServedDirectory {
  /** The site's root URL, ending with '/'. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a directory of installed documentation over HTTP on 127.0.0.1, as a web server would:
 * its index file (index.html unless the site names another, "index.ja.html") for a directory, 404 for
 * what is missing or outside the directory.
 */
export async function serveDirectory(root: string, indexFile = 'index.html'): Promise<ServedDirectory> {
  const base = fs.realpathSync(root);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    let file = path.join(base, path.normalize(pathname));
    if (pathname.endsWith('/')) file = path.join(file, indexFile);
    let real: string;
    try {
      real = fs.realpathSync(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // Debian's documentation links shared scripts and styles elsewhere; those may be served, never a directory.
    if (!fs.statSync(real).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
    fs.createReadStream(real).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
