/**
 * Webhook URLs may not reach the service's own network (SSRF): private, loopback, link-local and
 * every other non-global address is refused, unless the deployment allows it (tests, local
 * setups). Ranges come from ipaddr.js: only addresses it classes as `unicast` (global) pass, and
 * every IPv6 form of an IPv4 address (mapped, compatible, translated, NAT64, 6to4) is judged as the
 * IPv4 address it carries, at registration and at every delivery alike (D12).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** True when the address is a global unicast address a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped (::ffff:a.b.c.d) comes back as the IPv4 address itself.
  const parsed = ipaddr.process(address);
  const carried = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : undefined;
  return (carried ?? parsed).range() === 'unicast';
}

/**
 * The IPv4 address an IPv6 address stands for, where one reaches it: IPv4-compatible (::/96,
 * `::127.0.0.1`, which the URL parser writes `::7f00:1`; `::1` and `::` carry 0.0.0.x and so stay
 * refused), IPv4-translated (::ffff:0:0/96, RFC 6145), NAT64 (64:ff9b::/96, RFC 6052) and 6to4
 * (2002::/16, the IPv4 address in bits 16–47). Such an address is judged as the IPv4 address it
 * carries: `64:ff9b::8.8.8.8` is public, `64:ff9b::10.0.0.1` and `2002:7f00:1::` are not. Other
 * IPv6 ranges ipaddr.js names (Teredo, the local-use NAT64 prefix, …) are not `unicast` and stay
 * refused.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const w = address.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const last = () => v4(w[6]!, w[7]!);
  const zeroTo = (n: number) => w.slice(0, n).every((x) => x === 0);
  if (zeroTo(6)) return last();
  if (zeroTo(4) && w[4] === 0xffff && w[5] === 0) return last();
  if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return last();
  if (w[0] === 0x2002) return v4(w[1]!, w[2]!);
  return undefined;
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${address} is a private, loopback or link-local address`
        : `${host} resolves to ${address}, a private, loopback or link-local address`,
    );
    this.name = 'BlockedAddressError';
  }
}

/**
 * The URL's host without the brackets of an IPv6 literal, nor the trailing dot of a fully
 * qualified name: `localhost.` is `localhost` (the URL parser keeps the dot).
 */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '');
}

/**
 * `localhost` and every name under it (RFC 6761) mean this machine whatever DNS answers: refused
 * without a lookup. Other names are judged by the addresses they resolve to, at registration and
 * again at every delivery (a name such as `127.0.0.1.nip.io` that does not resolve when registered
 * is refused when it is delivered to).
 */
export function isLocalhostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.+$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Why `url` may not receive webhooks, or undefined when it may. A host that does not resolve now
 * is let through: the address is checked again, as resolved, at every delivery.
 */
export async function blockedReason(url: URL, resolve: Resolve = resolveAll): Promise<string | undefined> {
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? undefined : new BlockedAddressError(host, host).message;
  if (isLocalhostName(host)) return `${host} is this machine (a loopback name)`;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return undefined;
  }
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  return bad ? new BlockedAddressError(host, bad.address).message : undefined;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses the connection when the host resolves to a blocked
 * address: the check applies to the very address connected to, so a DNS answer that changes
 * between creation and delivery (DNS rebinding) cannot reach a private address.
 */
export function guardedLookup(base: typeof dnsLookup = dnsLookup): LookupFunction {
  return ((hostname: string, options: LookupOptions, callback: LookupCallback) => {
    // Loopback by definition (RFC 6761), whatever the resolver would answer for it.
    if (isLocalhostName(hostname)) return callback(new BlockedAddressError(hostname, '127.0.0.1'), []);
    base(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(new BlockedAddressError(hostname, bad.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}
