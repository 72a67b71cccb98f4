import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, with `::` and a trailing dotted IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a visitor's address is counted under: an IPv4 address as is (also when IPv4-mapped), an
 * IPv6 address by its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address, and a fresh limit, for every request.
 */
export function rateLimitKeyForIp(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
