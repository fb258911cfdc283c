/**
 * One webhook POST. Only a 2xx answered within the timeout counts; redirects are not followed
 * (a 3xx is a failure, since following it could lead anywhere); the address connected to is
 * checked against the private-address rule unless the deployment allows private addresses.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { BlockedAddressError, hostOf, isPublicAddress } from './address-guard.ts';

export interface PostInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** When set, every resolved address is checked; undefined = any address may be used. */
  lookup: LookupFunction | undefined;
  /** Aborts the attempt (the dispatcher stopping); the outcome is then `aborted`. */
  signal: AbortSignal;
}

export type PostOutcome =
  | { kind: 'answered'; statusCode: number }
  | { kind: 'timeout' }
  | { kind: 'blocked'; error: string }
  | { kind: 'error'; error: string }
  | { kind: 'aborted' };

export function postWebhook(input: PostInput): Promise<PostOutcome> {
  const url = new URL(input.url);
  const host = hostOf(url);
  // A literal address is never looked up, so the lookup hook would not see it.
  if (input.lookup && isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ kind: 'blocked', error: new BlockedAddressError(host, host).message });
  }
  const timeout = AbortSignal.timeout(input.timeoutMs);
  const signal = AbortSignal.any([timeout, input.signal]);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
        signal,
        // A fresh connection per attempt: nothing pooled outlives the checks made for it.
        agent: false,
        ...(input.lookup ? { lookup: input.lookup } : {}),
      },
      (res) => {
        // The status line is the answer; the body is read and dropped so the socket closes cleanly.
        res.resume();
        resolve({ kind: 'answered', statusCode: res.statusCode ?? 0 });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (input.signal.aborted) resolve({ kind: 'aborted' });
      else if (timeout.aborted) resolve({ kind: 'timeout' });
      else if (err instanceof BlockedAddressError || err.code === 'EBLOCKEDADDRESS')
        resolve({ kind: 'blocked', error: err.message });
      else resolve({ kind: 'error', error: describe(err) });
    });
    req.end(input.body);
  });
}

function describe(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset by the endpoint';
    case 'ENOTFOUND':
      return 'the host does not resolve';
    case 'EAI_AGAIN':
      return 'the host could not be resolved (temporary DNS failure)';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host is unreachable';
    default:
      return err.code ? `${err.code}: ${err.message}` : err.message;
  }
}
