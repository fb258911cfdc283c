/**
 * The webhook address guard (src/platform/webhooks/address-guard.ts) on the IPv6 forms of an IPv4
 * address: each is judged as the IPv4 address it carries, whether it is written in the URL, or
 * what a name resolves to when registered or when delivered to.
 */
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import {
  blockedReason,
  embeddedIPv4,
  guardedLookup,
  isPublicAddress,
} from '../../src/platform/webhooks/address-guard.ts';

/** Every IPv6 form of `v4` (a.b.c.d) the guard knows, as literals. */
function formsOf(v4: string): string[] {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
  const hi = hex(a, b);
  const lo = hex(c, d);
  return [
    `::ffff:${v4}`, // mapped
    `::${v4}`, // compatible, as written
    `::${hi}:${lo}`, // compatible, as the URL parser writes it
    `::ffff:0:${v4}`, // translated (RFC 6145)
    `64:ff9b::${v4}`, // NAT64 (RFC 6052)
    `64:ff9b::${hi}:${lo}`,
    `2002:${hi}:${lo}::1`, // 6to4
    `2002:${hi}:${lo}:ab:cd:ef:12:34`,
  ];
}

describe('isPublicAddress: IPv6 forms of an IPv4 address', () => {
  it('a private, loopback, link-local or shared IPv4 address is refused in every form', () => {
    for (const v4 of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ])
      for (const a of formsOf(v4)) expect(isPublicAddress(a), a).toBe(false);
  });

  it('a public IPv4 address is public in every form', () => {
    for (const v4 of ['8.8.8.8', '93.184.216.34'])
      for (const a of formsOf(v4)) expect(isPublicAddress(a), a).toBe(true);
  });

  it('::1 and :: stay loopback and unspecified; other special IPv6 ranges stay refused', () => {
    for (const a of [
      '::1',
      '::',
      '::2',
      '2001::1',
      '2001:0:4136:e378::1',
      '64:ff9b:1::7f00:1',
      'fe80::1',
      'fd00::1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  });

  it('embeddedIPv4 finds the address where each form keeps it, and only there', () => {
    const of = (a: string) => embeddedIPv4(ipaddr.IPv6.parse(a))?.toString();
    expect(of('::7f00:1')).toBe('127.0.0.1');
    expect(of('::ffff:0:a00:1')).toBe('10.0.0.1');
    expect(of('64:ff9b::c0a8:101')).toBe('192.168.1.1');
    expect(of('2002:a9fe:a9fe:1::')).toBe('169.254.169.254');
    expect(of('2606:4700:4700::1111')).toBeUndefined();
    expect(of('64:ff9b:1::7f00:1')).toBeUndefined();
    expect(of('::1:0:0:7f00:1')).toBeUndefined();
  });
});

describe('a name that resolves to an IPv6 form of a private IPv4 address', () => {
  const url = new URL('https://hooks.example.test/in');

  it('is refused when registered', async () => {
    for (const address of ['::7f00:1', '64:ff9b::a00:1', '2002:c0a8:101::1']) {
      const reason = await blockedReason(url, async () => [{ address, family: 6 }]);
      expect(reason, address).toBe(
        `hooks.example.test resolves to ${address}, a private, loopback or link-local address`,
      );
    }
    expect(
      await blockedReason(url, async () => [{ address: '64:ff9b::808:808', family: 6 }]),
    ).toBeUndefined();
  });

  it('is refused when delivered to (the address connected to is checked)', async () => {
    const lookup = guardedLookup(((_h: string, _o: unknown, cb: (e: null, a: unknown[]) => void) =>
      cb(null, [{ address: '::7f00:1', family: 6 }])) as never);
    const error = await new Promise<Error | null>((resolve) =>
      (lookup as unknown as (h: string, o: object, cb: (e: Error | null) => void) => void)(
        'hooks.example.test',
        {},
        resolve,
      ),
    );
    expect(error?.message).toBe(
      'hooks.example.test resolves to ::7f00:1, a private, loopback or link-local address',
    );
  });
});
