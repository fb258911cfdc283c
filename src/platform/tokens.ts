/**
 * API token format (D2): `svc_live_` + 32 random base62 characters + a 6-character base62 CRC32
 * of them. The checksum lets a secret scanner recognise a real token offline and lets the service
 * refuse a mistyped one without a database look-up. Only the SHA-256 hash is stored.
 */
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const TOKEN_PREFIX = 'svc_live_';
export const SCOPES = ['finance:read', 'finance:write'] as const;
export type Scope = (typeof SCOPES)[number];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH},200}$`);

function base62(n: number, width: number): string {
  let out = '';
  let rest = n;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function checksum(body: string): string {
  return base62(crc32(body) >>> 0, CHECKSUM_LENGTH);
}

export function generateToken(): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += BASE62[randomInt(62)];
  return `${TOKEN_PREFIX}${body}${checksum(body)}`;
}

/**
 * Shape and checksum only (null does not mean the token exists): why a string is not a token, in words that quote none of it (what a 401 says: a mistyped token
 * is still mostly a secret), or null when its shape and checksum are right.
 */
export function tokenProblem(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX))
    return `it does not start with ${TOKEN_PREFIX}, as every finrec API key does`;
  if (TOKEN_PATTERN.test(token)) {
    const rest = token.slice(TOKEN_PREFIX.length);
    const body = rest.slice(0, -CHECKSUM_LENGTH);
    if (checksum(body) === rest.slice(-CHECKSUM_LENGTH)) return null;
    return 'its checksum does not match: a character was mistyped or lost when it was copied';
  }
  const length = TOKEN_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
  if (/[^0-9A-Za-z]/.test(token.slice(TOKEN_PREFIX.length)))
    return `it has characters an API key never has (after ${TOKEN_PREFIX}, only letters and digits)`;
  return token.length < length
    ? `it is shorter than an API key (${length} characters): it was cut short when it was copied`
    : 'it is longer than an API key can be';
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What lists show to recognise a token: its first 12 characters. */
export const tokenPrefix = (token: string): string => token.slice(0, 12);

export function parseScopes(input: string): Scope[] {
  const scopes = input
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw new Error(`scopes: give at least one of ${SCOPES.join(', ')}`);
  for (const s of scopes) {
    if (!(SCOPES as readonly string[]).includes(s))
      throw new Error(`unknown scope "${s}"; allowed: ${SCOPES.join(', ')}`);
  }
  return [...new Set(scopes)] as Scope[];
}

/** `90d`, `12h`, `30m`, `2w` → milliseconds. */
export function parseDuration(input: string): number {
  const m = /^(\d{1,6})([mhdw])$/.exec(input.trim());
  if (!m) throw new Error(`expires-in must look like 90d, 12h, 30m or 2w (got "${input}")`);
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[m[2] as 'm' | 'h' | 'd' | 'w'];
  return Number(m[1]) * unit;
}
