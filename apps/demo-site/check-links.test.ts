import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from './build-sitemap.ts';
import { checkSite, resolveReference } from './check-links.ts';

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-site-'));
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

function edit(dir: string, page: string, change: (html: string) => string): void {
  const file = path.join(dir, page);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

describe('resolveReference', () => {
  it('maps relative and base-path links onto files, directories onto their index', () => {
    expect(resolveReference('shop/harbor-blend.html', '../')).toEqual({ file: 'index.html' });
    expect(resolveReference('shop/harbor-blend.html', './#top')).toEqual({ file: 'shop/index.html' });
    expect(resolveReference('about.html', '/demo-site/faq.html?x=1')).toEqual({ file: 'faq.html' });
    expect(resolveReference('about.html', 'mailto:hello@example.com')).toEqual({ external: true });
  });

  it('rejects root-absolute links that escape the base path', () => {
    expect(resolveReference('about.html', '/faq.html')).toHaveProperty('error');
  });
});

describe('checkSite', () => {
  it('finds no problems in the shipped site', () => {
    expect(checkSite()).toEqual([]);
  });

  it('reports a link to a page that does not exist', () => {
    const dir = copyOfSite();
    edit(dir, 'about.html', (html) => html.replace('href="team.html"', 'href="teams.html"'));
    expect(checkSite(dir)).toContain('about.html: broken link "teams.html"');
  });

  it('reports unbalanced tags and invalid JSON-LD', () => {
    const dir = copyOfSite();
    edit(dir, 'faq.html', (html) => html.replace('<main>', '<main><div>').replace('"@type": "FAQPage",', '"@type": "FAQPage"'));
    const problems = checkSite(dir);
    expect(problems).toContain('faq.html: JSON-LD block is not valid JSON');
    expect(problems).toContain('faq.html: <div> is never closed');
  });

  it('reports end tags that close nothing', () => {
    const dir = copyOfSite();
    edit(dir, 'menu.html', (html) => html.replace('</main>', '</section></main>'));
    expect(checkSite(dir)).toContain('menu.html: 1 stray </section> end tag(s)');
  });

  it('reports a stale sitemap when a page is added', () => {
    const dir = copyOfSite();
    fs.copyFileSync(path.join(dir, 'about.html'), path.join(dir, 'about-copy.html'));
    expect(checkSite(dir).some((problem) => problem.startsWith('sitemap.xml is missing or stale'))).toBe(true);
  });
});
