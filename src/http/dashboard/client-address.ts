/**
 * The client address that sign-in throttling counts (the "Hardening" issue, fault 7). Only a
 * proxy that TRUST_PROXY trusts may say who its client is (X-Forwarded-For); anyone else's header
 * is ignored and the connection's own address counts:
 *
 * - TRUST_PROXY unset: the socket's address; X-Forwarded-For changes nothing.
 * - addresses/CIDRs: walking X-Forwarded-For from the right, past the socket and every trusted
 *   proxy, the first address that is not a trusted proxy (Fastify's `request.ip` with such a list).
 *   Entries to its left were written by that untrusted client and are never believed.
 * - `true` (whoever connects is the proxy): the right-most X-Forwarded-For entry, the address the
 *   proxy itself saw and appended. Not Fastify's `request.ip`, which is then the left-most entry:
 *   a value the client chose, which would let each guess claim a new address.
 *
 * The address is then reduced to what one client controls: an IPv4-mapped IPv6 address to its
 * IPv4 address, and an IPv6 address to its /64 (one host usually gets a whole /64, so counting
 * single addresses would let it rotate through them).
 */
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

export type TrustProxy = boolean | string;

export function signInAddress(request: FastifyRequest, trustProxy: TrustProxy): string {
  const socket = request.socket.remoteAddress ?? '';
  if (!trustProxy) return throttleKey(socket, socket);
  if (trustProxy === true) return throttleKey(request.ips?.[1] ?? socket, socket);
  return throttleKey(request.ip, socket);
}

/** One client's key: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64; `fallback` when not an address. */
export function throttleKey(address: string, fallback: string): string {
  const candidate = ipaddr.isValid(address) ? address : fallback;
  if (!ipaddr.isValid(candidate)) return candidate.slice(0, 64);
  const parsed = ipaddr.process(candidate);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
