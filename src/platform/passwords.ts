/**
 * Password hashing with scrypt from node:crypto: memory-hard, a random salt per password, and a
 * constant-time comparison. The stored string carries its own parameters
 * (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised later without breaking the
 * hashes already stored.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * One of OWASP's recommended scrypt settings (N=2^16, r=8, p=2, as strong as N=2^17, p=1 with
 * half the memory): 64 MiB per hash, deliberately slow (docs/performance.md has its cost). Memory is 128·N·r bytes; maxmem
 * leaves room above it.
 */
const COST = { N: 2 ** 16, r: 8, p: 2 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 256 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * At most two hashes at a time per process: each takes 64 MiB and a core, so a burst of sign-ins
 * queues instead of exhausting memory or starving the API's requests of the thread pool.
 */
const hashing = pLimit(2);

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const expected = Buffer.from(parts[5] as string, 'base64url');
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, computed once: sign-in verifies against it when no user has the
 * email typed, so a wrong email costs the same time as a wrong password and answers alike.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `the password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `the password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}
