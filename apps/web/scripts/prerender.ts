/**
 * Renders every public page to static HTML after `vite build`: the client build's index.html with
 * each page's markup in #root and its own <head> metadata, written to prerendered/ with a
 * manifest the server reads (it serves each file for its route, and lists the indexable ones in
 * sitemap.xml). Also writes .br and .gz beside each built asset, which the server sends to browsers
 * that accept them. Run by `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Replaced by the server with the public origin (PUBLIC_URL or the request's own). */
const ORIGIN_PLACEHOLDER = '%SITELINE_ORIGIN%';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(webRoot, 'prerendered');
const template = fs.readFileSync(path.join(webRoot, 'dist/index.html'), 'utf8');
const server = (await import(pathToFileURL(path.join(webRoot, 'dist-ssr/entry-server.js')).href)) as typeof import('../src/entry-server.tsx');

/** The build template's <title> and description, replaced by the page's own head tags. */
const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;
if (!DEFAULT_HEAD.test(template) || !template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html does not have the expected <title>, description and #root');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const manifest = [];
for (const meta of server.PRERENDERED_PAGES) {
  const body = await server.renderPage(meta.path);
  if (body.includes('This page is on its way') && meta.path !== '/docs') console.warn(`prerender: ${meta.path} is still a placeholder`);
  const html = template.replace(DEFAULT_HEAD, server.renderPageHead(meta, ORIGIN_PLACEHOLDER)).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = `${meta.path === '/' ? 'index' : meta.path.slice(1)}.html`;
  fs.writeFileSync(path.join(outDir, file), html);
  manifest.push({ path: meta.path, file, isIndexable: meta.isIndexable !== false });
  console.log(`prerendered ${meta.path} -> prerendered/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify({ originPlaceholder: ORIGIN_PLACEHOLDER, pages: manifest }, null, 2)}\n`);

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;
for (const file of fs.readdirSync(path.join(webRoot, 'dist/assets'))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const full = path.join(webRoot, 'dist/assets', file);
  const content = fs.readFileSync(full);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
}
