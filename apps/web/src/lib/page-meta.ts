import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the canonical address, e.g. '/pricing'. */
  path: string;
  /** false adds robots 'noindex, nofollow'. */
  isIndexable?: boolean;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes title, description, keywords, canonical, social-sharing and robots tags into <head>. */
export function applyPageMeta(meta: PageMeta): void {
  const url = new URL(meta.path, window.location.origin).toString();
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', (meta.keywords ?? []).join(', '));
  setMeta('name', 'robots', meta.isIndexable === false ? 'noindex, nofollow' : 'index, follow');
  setCanonical(url);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', 'Siteline');
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
}

/** Sets the page's metadata while it is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, isIndexable } = meta;
  const keywords = (meta.keywords ?? []).join('|');
  // Keyed on the values, so a fresh object literal each render does not rewrite <head>.
  useEffect(() => {
    applyPageMeta({ title, description, path, isIndexable, keywords: keywords ? keywords.split('|') : [] });
  }, [title, description, path, isIndexable, keywords]);
}
