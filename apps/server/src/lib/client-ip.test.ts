import { describe, expect, it } from 'vitest';
import { rateLimitKeyForIp } from './client-ip.ts';

describe('rateLimitKeyForIp', () => {
  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const key = rateLimitKeyForIp('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(rateLimitKeyForIp('2001:DB8:1:2:0:0:0:9%eth0')).toBe(key);
    expect(rateLimitKeyForIp('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKeyForIp('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyForIp('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 addresses whole, also IPv4-mapped ones', () => {
    expect(rateLimitKeyForIp('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyForIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyForIp('203.0.113.8')).not.toBe('203.0.113.7');
  });
});
