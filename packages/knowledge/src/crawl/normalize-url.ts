/** Query parameters that only track campaigns or clicks and never change the page. */
const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'igshid',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_conv',
  'vero_id',
  'wickedid',
  'ref_src',
  'srsltid',
  'sessionid',
  'phpsessid',
  'jsessionid',
  'sid',
]);

const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'matomo_', 'piwik_'];

function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return TRACKING_PARAMS.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * Canonical form of a crawlable URL: http(s) only, lowercase host, no default port, no fragment,
 * no tracking parameters, sorted query, no trailing slash except on the root. Returns null for
 * anything that is not a web page address (mailto:, javascript:, malformed).
 */
export function normalizeUrl(url: string, base?: string): string | null {
  const cleaned = cleanUrl(url, base);
  if (cleaned === null) return null;
  const parsed = new URL(cleaned);
  if (parsed.pathname.length > 1 && parsed.pathname.endsWith('/')) parsed.pathname = parsed.pathname.slice(0, -1);
  return parsed.toString();
}

/**
 * The URL to request: like `normalizeUrl` but keeps a trailing slash, because many servers redirect
 * `/about` to `/about/` and requesting the normalised form would cost a redirect per page.
 */
export function cleanUrl(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(url.trim()) : new URL(url.trim(), base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  if (parsed.hash) parsed.hash = '';
  // WHATWG URL already lowercases hosts; only a trailing dot (example.com.) needs removing.
  if (parsed.hostname.endsWith('.')) parsed.hostname = parsed.hostname.slice(0, -1);

  if (parsed.search) {
    const kept = [...parsed.searchParams.entries()].filter(([name]) => !isTrackingParam(name));
    kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
    parsed.search = kept.length ? new URLSearchParams(kept).toString() : '';
  }

  if (parsed.pathname.includes('//')) parsed.pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  return parsed.toString();
}

/** The key two URLs share when they belong to the same site: host without `www.`, plus the port. */
export function siteKey(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, '');
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  // http and https of one host are one site; only a non-default port makes a different site.
  return port === '80' || port === '443' ? host : `${host}:${port}`;
}

/** True when `url` sits on the same site as one of the given site keys. */
export function isSameSite(url: string, siteKeys: ReadonlySet<string>): boolean {
  try {
    return siteKeys.has(siteKey(url));
  } catch {
    return false;
  }
}
