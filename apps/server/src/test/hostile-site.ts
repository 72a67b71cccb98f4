import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface HostileSite {
  origin: string;
  /** Request paths in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

/** Paths of the hostile site, each one pattern a website can send to hurt a crawler. */
export const HOSTILE_PATHS = {
  wordsWithoutFullStop: '/',
  nestedTags: '/nested',
  unclosedTags: '/unclosed',
  tenThousandLinks: '/links',
  gzipBomb: '/bomb-gzip',
  brotliBomb: '/bomb-br',
  deflateBomb: '/bomb-deflate',
  slowDrip: '/drip',
  endlessStream: '/endless',
} as const;

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 997}`).join(' ');

/**
 * A website built to hurt crawlers, on 127.0.0.1: a home page of a megabyte of words with no full
 * stop, deeply nested and unclosed tags, 10,000 links on a page, a sitemap of unclosed <loc>,
 * gzip/brotli/deflate bombs, a page that drips one byte at a time and one that never ends.
 */
export async function startHostileSite(): Promise<HostileSite> {
  const zeros = Buffer.alloc(64 * 1024 * 1024, ' ');
  const bombs: Record<string, { encoding: string; body: Buffer }> = {
    [HOSTILE_PATHS.gzipBomb]: { encoding: 'gzip', body: zlib.gzipSync(zeros, { level: 9 }) },
    [HOSTILE_PATHS.brotliBomb]: { encoding: 'br', body: zlib.brotliCompressSync(zeros) },
    [HOSTILE_PATHS.deflateBomb]: { encoding: 'deflate', body: zlib.deflateSync(zeros, { level: 9 }) },
  };
  const links = Object.values(HOSTILE_PATHS)
    .map((path) => `<a href="${path}">${path}</a>`)
    .join(' ');
  const pages: Record<string, string> = {
    [HOSTILE_PATHS.wordsWithoutFullStop]: `<html><head><title>Words</title></head><body><nav>${links}</nav><main><p>${words(110_000)}</p></main></body></html>`,
    [HOSTILE_PATHS.nestedTags]: `<html><body><main>${'<div><span>'.repeat(60_000)}deep text${'</p>'.repeat(60_000)}</main></body></html>`,
    [HOSTILE_PATHS.unclosedTags]: `<html><body><main>${'<b><i>unclosed <a href="/x'.repeat(60_000)}</main></body></html>`,
    [HOSTILE_PATHS.tenThousandLinks]: `<html><body><main><p>Many links here.</p>${Array.from({ length: 10_000 }, (_, i) => `<a href="/l/${i}">link ${i}</a>`).join('\n')}</main></body></html>`,
  };
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nAllow: /\nSitemap: http://${req.headers.host}/sitemap.xml\n`);
    } else if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset>${`<loc>http://${req.headers.host}/from-sitemap `.repeat(30_000)}`);
    } else if (bombs[path]) {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': bombs[path].encoding }).end(bombs[path].body);
    } else if (path === HOSTILE_PATHS.slowDrip) {
      res.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => res.write('<'), 50);
      res.on('close', () => clearInterval(drip));
    } else if (path === HOSTILE_PATHS.endlessStream) {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    } else if (pages[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[path]);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
