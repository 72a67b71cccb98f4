import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AddressGuard } from './address-guard.ts';
import { PageFetcher } from './fetch-page.ts';
import { crawlSite, isBlockedAddress, shutdownExtractionWorkers } from './index.ts';
import { htmlPage, startTestSite, type TestSite } from '../../testing/test-site.ts';

let site: TestSite | undefined;
afterEach(async () => site?.close());
afterAll(() => shutdownExtractionWorkers());

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '64:ff9b::a9fe:a9fe',
    'ff02::1',
    'not-an-ip',
  ])('blocks %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows public %s', (ip) =>
    expect(isBlockedAddress(ip)).toBe(false),
  );
});

describe('SSRF guard', () => {
  const refused = async (startUrl: string) => crawlSite({ startUrl, maxPages: 1, allowPrivate: false, requestTimeoutMs: 1_000, onPage: () => {} });

  it('refuses loopback, private, metadata and IPv6 loopback start URLs unless allowPrivate', async () => {
    site = await startTestSite({ '/': { body: htmlPage('Home', '<p>Local page with enough text to index.</p>') } });
    for (const url of [site.origin, 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://localhost/']) {
      await expect(refused(url)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    }
    expect(site.requests).toEqual([]);
    const allowed = await crawlSite({ startUrl: site.origin, maxPages: 1, allowPrivate: true, onPage: () => {} });
    expect(allowed.pagesIndexed).toBe(1);
  });

  it('checks every redirect hop, so a public page cannot bounce the crawler inside', async () => {
    const targets = ['http://127.0.0.2/', 'http://10.0.0.5/admin', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:80/', 'http://[fd00:ec2::254]/'];
    const routes = Object.fromEntries(targets.map((target, i) => [`/r${i}`, { status: 302, headers: { location: target } }]));
    site = await startTestSite(routes);
    // Treat only the test server's own address as public; everything else keeps the real rules.
    const guard = new AddressGuard(false, (ip) => ip !== '127.0.0.1' && isBlockedAddress(ip));
    const fetcher = new PageFetcher({ guard, userAgent: 'SitelineBot', timeoutMs: 1_000, maxBytes: 10_000, maxRedirects: 5, maxFetches: 100 });
    try {
      for (let i = 0; i < targets.length; i++) {
        await expect(fetcher.fetch({ url: `${site.origin}/r${i}`, accept: ['html'] })).rejects.toMatchObject({ reason: 'blocked-address' });
      }
    } finally {
      fetcher.close();
    }
    expect(site.requests).toHaveLength(targets.length);
  });

  it('connects to the address it checked, not to a fresh DNS answer', async () => {
    site = await startTestSite({ '/': { body: 'ok' } });
    const guard = new AddressGuard(true);
    const resolved = await guard.resolve('localhost');
    const lookup = AddressGuard.lookupFor(resolved);
    const answer = await new Promise<string>((resolve) => lookup('attacker.example', {}, (_err, address) => resolve(String(address))));
    expect(resolved.addresses.map((entry) => entry.address)).toContain(answer);
  });
});
