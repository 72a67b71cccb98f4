import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BASE_PATH, DEFAULT_ORIGIN, PUBLIC_DIR, listPages, renderSitemap } from './build-sitemap.ts';
import { readHtmlDocument } from './html-document.ts';

// A made-up origin: links are resolved as the browser would, then mapped back onto files.
const SITE_ROOT = new URL(DEFAULT_BASE_PATH, 'http://demo.invalid');

/** Every HTML file under publicDir, including folders robots.txt disallows. */
export function listHtmlFiles(publicDir: string = PUBLIC_DIR): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.html'))
    .sort();
}

/** Maps a reference found on `page` to the file it names, or explains why it cannot. */
export function resolveReference(page: string, reference: string): { file: string } | { external: true } | { error: string } {
  const url = new URL(reference, new URL(page, SITE_ROOT));
  if (url.origin !== SITE_ROOT.origin) return { external: true };
  if (!url.pathname.startsWith(SITE_ROOT.pathname)) return { error: `"${reference}" leaves ${SITE_ROOT.pathname}` };
  const relative = decodeURIComponent(url.pathname.slice(SITE_ROOT.pathname.length));
  return { file: relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative };
}

/** Checks every HTML file of the demo site; returns one line per problem. */
export function checkSite(publicDir: string = PUBLIC_DIR): string[] {
  const problems: string[] = [];
  const files = listHtmlFiles(publicDir);
  const linksFrom = new Map<string, string[]>();
  for (const page of files) {
    const doc = readHtmlDocument(fs.readFileSync(path.join(publicDir, page), 'utf8'));
    const report = (message: string) => problems.push(`${page}: ${message}`);
    doc.structureErrors.forEach(report);
    if (!doc.hasLang) report('<html> has no lang attribute');
    if (!doc.title) report('no <title>');
    if (!doc.metaDescription) report('no meta description');
    if (!doc.hasMain) report('no <main>');
    for (const block of doc.jsonLd) {
      try {
        JSON.parse(block);
      } catch {
        report('JSON-LD block is not valid JSON');
      }
    }
    const targets: string[] = [];
    for (const reference of doc.references) {
      const resolved = resolveReference(page, reference);
      if ('error' in resolved) report(resolved.error);
      else if ('file' in resolved) {
        if (!isFile(path.join(publicDir, resolved.file))) report(`broken link "${reference}"`);
        targets.push(resolved.file);
      }
    }
    linksFrom.set(page, targets);
  }
  problems.push(...checkDiscovery(publicDir, linksFrom));
  return problems;
}

/** The sitemap must be current, and some pages must be findable only through it (a crawler test case). */
function checkDiscovery(publicDir: string, linksFrom: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const sitemapPath = path.join(publicDir, 'sitemap.xml');
  const expected = renderSitemap(DEFAULT_ORIGIN, DEFAULT_BASE_PATH, listPages(publicDir));
  if (!isFile(sitemapPath) || fs.readFileSync(sitemapPath, 'utf8') !== expected) {
    problems.push('sitemap.xml is missing or stale: run node --import tsx apps/demo-site/build-sitemap.ts');
  }
  const reachable = new Set(['index.html']);
  const queue = ['index.html'];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const target of linksFrom.get(page) ?? []) {
      if (!reachable.has(target) && target.endsWith('.html')) {
        reachable.add(target);
        queue.push(target);
      }
    }
  }
  const sitemapOnly = listPages(publicDir).filter((page) => !reachable.has(page));
  if (sitemapOnly.length < 2) problems.push(`only ${sitemapOnly.length} page(s) are reachable solely from the sitemap; keep at least 2`);
  const robots = isFile(path.join(publicDir, 'robots.txt')) ? fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8') : '';
  if (!/^Disallow: \/demo-site\/internal\/$/m.test(robots)) problems.push('robots.txt does not disallow /demo-site/internal/');
  if (!/^Sitemap: \S+sitemap\.xml$/m.test(robots)) problems.push('robots.txt has no Sitemap line');
  return problems;
}

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkSite();
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? `demo site OK: ${listHtmlFiles().length} HTML files` : `${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
