/**
 * The key sign-in throttling counts an address under (src/http/dashboard/client-address.ts): what
 * one client controls. Which address is chosen from X-Forwarded-For is tested over HTTP in
 * test/dashboard.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { throttleKey } from '../../src/http/dashboard/client-address.ts';

describe('throttleKey', () => {
  it('keeps an IPv4 address', () => {
    expect(throttleKey('203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(throttleKey('::ffff:203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, whatever the host part and its spelling', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:1:2:3', '2001:DB8:1:2:abcd::9'].map((a) =>
      throttleKey(a, '127.0.0.1'),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(throttleKey('2001:db8:1:3::1', '127.0.0.1')).toBe('2001:db8:1:3::/64');
  });

  it('falls back to the connection’s address when the chosen value is no address', () => {
    expect(throttleKey('unknown', '198.51.100.7')).toBe('198.51.100.7');
    expect(throttleKey('', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(throttleKey('x'.repeat(500), 'y'.repeat(500))).toHaveLength(64);
  });
});
