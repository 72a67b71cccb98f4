/** The sitemap protocol allows 50,000 URLs per file. */
const MAX_URLS = 50_000;
/** Longer "URLs" are junk: the text of an unclosed <loc> is never gathered past this. */
const MAX_URL_LENGTH = 2048;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export interface ParsedSitemap {
  pages: string[];
  sitemaps: string[];
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (entity, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** `name` of `<name ...>` or `</name>`, lowercased: the text after `<` or `</` up to a space, `/` or the end. */
function tagName(tag: string): string {
  let end = 0;
  while (end < tag.length && !' \t\r\n/>'.includes(tag[end]!)) end++;
  return tag.slice(0, end).toLowerCase();
}

/**
 * Splits a sitemap into page URLs and nested sitemap URLs (XML urlset/sitemapindex, or a plain list
 * of URLs one a line), at most `maxUrls` of them. A single forward scan: unclosed, nested or broken tags cost no more than
 * well-formed ones, whatever their number.
 */
export function parseSitemap(body: string, maxUrls = MAX_URLS): ParsedSitemap {
  const locs: string[] = [];
  let root: string | null = null;
  let locTag = 'loc';
  let text: string | null = null;
  const finishLoc = () => {
    const url = text === null ? '' : decodeEntities(text).trim();
    if (url && locs.length < maxUrls) locs.push(url);
    text = null;
  };
  const gather = (piece: string) => {
    if (text === null) return;
    text = text.length + piece.length > MAX_URL_LENGTH ? null : text + piece;
  };

  let pos = 0;
  for (;;) {
    const lt = body.indexOf('<', pos);
    gather(body.slice(pos, lt === -1 ? body.length : lt));
    if (lt === -1) break;
    if (body.startsWith('<![CDATA[', lt)) {
      const end = body.indexOf(']]>', lt);
      if (end === -1) break;
      if (text !== null) text += body.slice(lt + 9, end).replace(/&/g, '&amp;');
      pos = end + 3;
      continue;
    }
    const close = body.startsWith('<!--', lt) ? '-->' : '>';
    const gt = body.indexOf(close, lt);
    if (gt === -1) break;
    pos = gt + close.length;
    const isEnd = body[lt + 1] === '/';
    const name = tagName(body.slice(lt + (isEnd ? 2 : 1), Math.min(gt, lt + 80)));
    if (!name || name[0] === '!' || name[0] === '?') continue;
    if (root === null && !isEnd) {
      root = name;
      // A prefixed root (<sm:urlset>) prefixes its <sm:loc>; other prefixes (image:loc) are not pages.
      const colon = name.indexOf(':');
      locTag = colon >= 0 ? `${name.slice(0, colon)}:loc` : 'loc';
    }
    if (name !== locTag) continue;
    if (isEnd) finishLoc();
    else {
      finishLoc();
      text = '';
    }
  }
  finishLoc();

  const kind = root?.slice(root.indexOf(':') + 1);
  if (kind === 'sitemapindex') return { pages: [], sitemaps: locs };
  if (kind === 'urlset') return { pages: locs, sitemaps: [] };
  return { pages: plainUrlList(body, maxUrls), sitemaps: [] };
}

function plainUrlList(body: string, maxUrls: number): string[] {
  const urls: string[] = [];
  for (const line of body.split('\n')) {
    if (urls.length >= maxUrls) break;
    const url = line.trim();
    if (url.length <= MAX_URL_LENGTH && /^https?:\/\//i.test(url)) urls.push(url);
  }
  return urls;
}
