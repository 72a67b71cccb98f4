import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoSiteDir = path.dirname(fileURLToPath(import.meta.url));

/** Folder holding the demo site's static files, as served under the base path. */
export const PUBLIC_DIR = path.join(demoSiteDir, 'public');

/** Folders kept out of the sitemap: robots.txt disallows them, so the sitemap must not advertise them. */
const PRIVATE_DIRS = ['internal/'];

/** Relative paths (forward slashes, sorted by URL so the home page comes first) of every public HTML page, e.g. `index.html`, `shop/harbor-blend.html`. */
export function listPages(publicDir: string = PUBLIC_DIR): string[] {
  const entries = fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' });
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.html'))
    .filter((entry) => !PRIVATE_DIRS.some((dir) => entry.startsWith(dir)))
    .sort((a, b) => pageUrlPath(a).localeCompare(pageUrlPath(b)));
}

/** Turns a page path into the URL path it is linked by: directory indexes become `dir/`. */
export function pageUrlPath(page: string): string {
  if (page === 'index.html') return '';
  return page.endsWith('/index.html') ? page.slice(0, -'index.html'.length) : page;
}

/**
 * Renders sitemap.xml for the demo site served at `origin` + `basePath`
 * (e.g. `renderSitemap('http://localhost:3000', '/demo-site/')`).
 */
export function renderSitemap(origin: string, basePath: string, pages: string[] = listPages()): string {
  const base = new URL(normaliseBasePath(basePath), normaliseOrigin(origin));
  const urls = pages.map((page) => `  <url><loc>${escapeXml(new URL(pageUrlPath(page), base).href)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

function normaliseOrigin(origin: string): string {
  return new URL(origin).origin + '/';
}

function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Origin and base path of the committed public/sitemap.xml (the default `npm start` address). */
export const DEFAULT_ORIGIN = 'http://localhost:3000';
export const DEFAULT_BASE_PATH = '/demo-site/';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = path.join(PUBLIC_DIR, 'sitemap.xml');
  fs.writeFileSync(target, renderSitemap(DEFAULT_ORIGIN, DEFAULT_BASE_PATH));
  console.log(`wrote ${path.relative(process.cwd(), target)} (${listPages().length} pages)`);
}
