/** Rules kept for our agent; a robots.txt built to make every URL check slow is cut off here. */
const MAX_RULES = 5_000;

interface Rule {
  /** The pattern split at `*`: each piece must follow the previous one in the path. */
  pieces: string[];
  /** The pattern ended with `$`: the path must end where the pattern does. */
  anchored: boolean;
  length: number;
  allow: boolean;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelaySeconds: number | null;
}

export interface RobotsTxt {
  isAllowed(url: string): boolean;
  /** Seconds between requests asked of our agent, or null. */
  crawlDelaySeconds: number | null;
  sitemaps: string[];
}

/** Percent-escapes the way robots.txt patterns and paths are compared: non-ASCII encoded, hex in upper case. */
function normalizePath(path: string): string {
  let encoded: string;
  try {
    encoded = encodeURI(path).replace(/%25([0-9a-fA-F]{2})/g, '%$1');
  } catch {
    encoded = path;
  }
  return encoded.replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

function toRule(pattern: string, allow: boolean): Rule {
  const anchored = pattern.endsWith('$');
  const body = normalizePath(anchored ? pattern.slice(0, -1) : pattern);
  return { pieces: body.split('*'), anchored, length: pattern.length, allow };
}

/**
 * Whether `path` matches a robots.txt pattern (a prefix match; `*` any run of characters; `$` the end).
 * Each piece is placed at its leftmost occurrence, which is correct for patterns with only `*`, so a
 * check costs one pass over the path per piece instead of the path times the pattern.
 */
function matches(rule: Rule, path: string): boolean {
  const { pieces, anchored } = rule;
  if (!path.startsWith(pieces[0]!)) return false;
  let at = pieces[0]!.length;
  const last = pieces.length - 1;
  for (let i = 1; i <= last; i++) {
    const piece = pieces[i]!;
    if (i === last && anchored) return path.length - piece.length >= at && path.endsWith(piece);
    const found = path.indexOf(piece, at);
    if (found === -1) return false;
    at = found + piece.length;
  }
  return !anchored || at === path.length;
}

/**
 * Parses robots.txt (RFC 9309) for one agent in a single pass over its lines: the groups naming the
 * agent, else the `*` groups; the longest matching rule decides and Allow wins a tie.
 */
export function parseRobotsTxt(text: string, agent: string): RobotsTxt {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let inAgentLines = false;
  for (const rawLine of text.split('\n')) {
    const hash = rawLine.indexOf('#');
    const line = hash >= 0 ? rawLine.slice(0, hash) : rawLine;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!inAgentLines || !current) {
        current = { agents: [], rules: [], crawlDelaySeconds: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      inAgentLines = true;
      continue;
    }
    inAgentLines = false;
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (current && (key === 'allow' || key === 'disallow')) {
      if (value) current.rules.push(toRule(value, key === 'allow'));
    } else if (current && key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelaySeconds ??= seconds;
    }
  }

  const name = agent.toLowerCase();
  const named = groups.filter((group) => group.agents.some((entry) => entry === name || entry.split('/')[0] === name));
  const chosen = named.length > 0 ? named : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen.flatMap((group) => group.rules).slice(0, MAX_RULES);
  return {
    sitemaps,
    crawlDelaySeconds: chosen.find((group) => group.crawlDelaySeconds !== null)?.crawlDelaySeconds ?? null,
    isAllowed(url) {
      let path: string;
      try {
        const parsed = new URL(url);
        path = normalizePath(parsed.pathname + parsed.search);
      } catch {
        return true;
      }
      let best: Rule | null = null;
      for (const rule of rules) {
        if (best && (rule.length < best.length || (rule.length === best.length && !rule.allow))) continue;
        if (matches(rule, path)) best = rule;
      }
      return best === null || best.allow;
    },
  };
}
