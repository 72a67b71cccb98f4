import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CrawlError } from './crawl-error.ts';

/**
 * True for addresses a crawler must never reach from a server: loopback, private, link-local
 * (including cloud metadata 169.254.169.254), unique-local (including fd00:ec2::254), CGNAT,
 * unspecified, multicast, broadcast and reserved ranges. Unparseable input counts as blocked.
 */
export function isBlockedAddress(ip: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'ipv4Mapped') return isBlockedAddress(v6.toIPv4Address().toString());
  if (range === 'rfc6052') {
    // NAT64: the last 32 bits are the IPv4 address really contacted.
    const bytes = v6.toByteArray().slice(12);
    return isBlockedAddress(bytes.join('.'));
  }
  return range !== 'unicast';
}

export interface ResolvedHost {
  host: string;
  addresses: { address: string; family: number }[];
}

/**
 * Resolves host names once per crawl and refuses blocked addresses. The returned `lookup` hands
 * node:http exactly the addresses that were checked, so a DNS answer that changes between the check
 * and the connection (DNS rebinding) cannot redirect the crawler to an internal address.
 */
export class AddressGuard {
  private readonly cache = new Map<string, Promise<ResolvedHost>>();

  /** `isBlocked` is replaceable so tests can treat their loopback server as a public host. */
  constructor(
    private readonly allowPrivate: boolean,
    private readonly isBlocked: (ip: string) => boolean = isBlockedAddress,
  ) {}

  /** Resolves and checks `hostname`; throws CrawlError('BLOCKED_ADDRESS' | 'UNREACHABLE'). */
  resolve(hostname: string): Promise<ResolvedHost> {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    let pending = this.cache.get(host);
    if (!pending) {
      pending = this.resolveUncached(host);
      this.cache.set(host, pending);
      pending.catch(() => this.cache.delete(host));
    }
    return pending;
  }

  private async resolveUncached(host: string): Promise<ResolvedHost> {
    let addresses: { address: string; family: number }[];
    if (ipaddr.isValid(host)) {
      addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
    } else {
      try {
        addresses = await dnsLookup(host, { all: true, verbatim: true });
      } catch (error) {
        throw new CrawlError('UNREACHABLE', `Could not resolve ${host}`, { cause: error });
      }
    }
    if (addresses.length === 0) throw new CrawlError('UNREACHABLE', `Could not resolve ${host}`);
    if (!this.allowPrivate) {
      const blocked = addresses.find((entry) => this.isBlocked(entry.address));
      if (blocked) {
        throw new CrawlError('BLOCKED_ADDRESS', `${host} resolves to a private or reserved address (${blocked.address})`);
      }
    }
    return { host, addresses };
  }

  /** A node:net lookup that only ever answers with the checked addresses of `resolved`. */
  static lookupFor(resolved: ResolvedHost): LookupFunction {
    return (_hostname, options, callback) => {
      const wanted = typeof options === 'object' && options ? options.family : undefined;
      const candidates = resolved.addresses.filter((entry) => !wanted || entry.family === wanted);
      const list = candidates.length ? candidates : resolved.addresses;
      if (typeof options === 'object' && options?.all) {
        (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, list);
        return;
      }
      const first = list[0]!;
      callback(null, first.address, first.family);
    };
  }
}
