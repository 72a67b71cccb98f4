import type { PageMeta } from './page-meta.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <head> tags of a page rendered at build time: the same title, description, keywords,
 * canonical address, social-sharing and robots tags `applyPageMeta` sets in the browser.
 * `origin` may be a placeholder the server replaces with the public address.
 */
export function renderPageHead(meta: PageMeta, origin: string): string {
  const url = escapeAttribute(`${origin}${meta.path}`);
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tag = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${content}" />`;
  return [
    `<title>${title}</title>`,
    tag('name', 'description', description),
    tag('name', 'keywords', escapeAttribute((meta.keywords ?? []).join(', '))),
    tag('name', 'robots', meta.isIndexable === false ? 'noindex, nofollow' : 'index, follow'),
    `<link rel="canonical" href="${url}" />`,
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', 'Siteline'),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
  ].join('\n    ');
}
