const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The link target when it is an absolute http(s), mailto or tel address; null for anything else (javascript:, data:, relative). */
export function toSafeHref(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
