/**
 * Dashboard users (each in one company, with a role), signing in and out, sessions, and the
 * slowing down of repeated failed sign-ins. Emails are unique across the service, so the sign-in
 * page asks for an email and a password only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso } from '../platform/ids.ts';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../platform/passwords.ts';
import { seal, unseal } from '../platform/seal.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import {
  type AttemptKind,
  clearAttempts,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  findUserByEmail,
  getAttempts,
  insertSession,
  insertUser,
  listUsers,
  lockAttempts,
  lockSessionFlash,
  ROLES,
  type Role,
  recordFailure,
  type SessionView,
  setSessionFlash,
  type UserRow,
} from '../storage/users.ts';
import { AppError } from './errors.ts';

export type { Role, SessionView, UserRow };
export { ROLES };

/** How long a session lasts from sign-in: a working day. It is not extended by use. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * Failed sign-ins are counted per account (the email typed, whether it exists or not) and per
 * client address, each count forgotten once `windowMs` passes without a failure. The failure that
 * brings a count to its `limit` refuses that account (from any address) or that address (for any
 * account) for `windowMs`: while refused no password is checked and nothing is counted. So an
 * account gets at most 5 guesses per 15 minutes whatever addresses they come from. An address
 * gets 100: many people may share one (an office NAT, a proxy), and one of them mistyping, or
 * someone guessing at a few accounts, must not lock everyone else behind it out. A successful
 * sign-in forgets its account's count (not its address's).
 */
export const THROTTLE = {
  account: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 100, windowMs: 15 * 60_000 },
} satisfies Record<AttemptKind, { limit: number; windowMs: number }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * What a session holds for the next page it shows, once (POST-redirect-GET): the secret of an API
 * key just created. Sealed under the session's cookie value before it is stored.
 */
export type FlashMessage = { type: 'api_key.created'; name: string; token: string; prefix: string };

function isFlashMessage(value: unknown): value is FlashMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    m.type === 'api_key.created' &&
    typeof m.name === 'string' &&
    typeof m.token === 'string' &&
    typeof m.prefix === 'string'
  );
}

const FLASH_PURPOSE = 'dashboard session flash';

export type SignInResult =
  | { outcome: 'signed_in'; token: string; expiresAt: string; user: UserRow }
  /** Wrong email or wrong password: the caller cannot tell which, and neither can the user. */
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export class Users {
  constructor(private readonly store: Store) {}

  async createUser(input: {
    companyId: string;
    email: string;
    role: string;
    password: string;
  }): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (!EMAIL.test(email) || email.length > 254)
      throw new AppError('VALIDATION_ERROR', `--email must be an email address (got "${input.email}")`);
    if (!(ROLES as readonly string[]).includes(input.role))
      throw new AppError(
        'VALIDATION_ERROR',
        `--role must be one of ${ROLES.join(', ')} (got "${input.role}")`,
      );
    const problem = passwordProblem(input.password);
    if (problem) throw new AppError('VALIDATION_ERROR', problem);
    const company = await this.store.read((repo) => repo.getCompany(input.companyId));
    if (!company) throw new AppError('NOT_FOUND', `no company with id ${input.companyId}`);
    const user: UserRow = {
      id: newId(),
      company_id: company.id,
      email,
      role: input.role as Role,
      created_at: nowIso(),
    };
    const passwordHash = await hashPassword(input.password);
    const inserted = await this.store.write((repo) =>
      insertUser(repo, { ...user, password_hash: passwordHash }),
    );
    if (!inserted) throw new AppError('VALIDATION_ERROR', `a user with email ${email} already exists`);
    return user;
  }

  async listUsers(companyId: string): Promise<UserRow[]> {
    const company = await this.store.read((repo) => repo.getCompany(companyId));
    if (!company) throw new AppError('NOT_FOUND', `no company with id ${companyId}`);
    return this.store.read((repo) => listUsers(repo, companyId));
  }

  /** `address`: the client's address as throttling counts it (see http/dashboard/client-address.ts). */
  async signIn(input: { email: string; password: string; address: string }): Promise<SignInResult> {
    const account = normalizeEmail(input.email).slice(0, 254);
    const keys = [
      { kind: 'account' as const, key: account },
      { kind: 'address' as const, key: input.address },
    ];
    const now = Date.now();
    const attempts = await this.store.read((repo) => getAttempts(repo, keys));
    const lockedUntil = Math.max(
      0,
      ...attempts.map((a) => (a.locked_until ? Date.parse(a.locked_until) : 0)),
    );
    if (lockedUntil > now)
      return { outcome: 'throttled', retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) };

    const user = account ? await this.store.read((repo) => findUserByEmail(repo, account)) : undefined;
    // An unknown email is checked against a decoy hash: it costs the same time as a wrong password.
    const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
    if (!user || !valid) {
      await this.recordFailure(keys);
      return { outcome: 'invalid' };
    }

    const token = randomBytes(32).toString('base64url');
    const at = new Date();
    const expiresAt = new Date(at.getTime() + SESSION_TTL_MS).toISOString();
    await this.store.write(async (repo) => {
      await deleteExpiredSessions(repo, user.company_id, user.id, at.toISOString());
      await insertSession(repo, {
        id: newId(),
        company_id: user.company_id,
        user_id: user.id,
        token_hash: hashSessionToken(token),
        created_at: at.toISOString(),
        expires_at: expiresAt,
      });
      await clearAttempts(repo, 'account', account);
    });
    const { password_hash: _, ...signedIn } = user;
    return { outcome: 'signed_in', token, expiresAt, user: signedIn };
  }

  /** The live session of a cookie value, or undefined (no cookie, malformed, unknown, expired). */
  async session(token: string | undefined): Promise<SessionView | undefined> {
    if (!token || !SESSION_TOKEN.test(token)) return undefined;
    return this.store.read((repo) => findSession(repo, hashSessionToken(token), nowIso()));
  }

  /**
   * Adds a message for the session's next page, inside the caller's write (so the API key and the
   * message showing its secret commit together). `token` is the session's cookie value: the
   * message is sealed under it, so the stored row is unreadable without the browser's cookie.
   * Messages not shown yet are kept (two keys created in two tabs are both shown).
   */
  async pushFlash(
    repo: Repository,
    token: string,
    session: SessionView,
    message: FlashMessage,
  ): Promise<void> {
    const { company_id: companyId } = session.user;
    const current = await lockSessionFlash(repo, companyId, session.session_id);
    if (current === undefined) throw new AppError('UNAUTHORIZED', 'The session has ended: sign in again.');
    const messages = [...this.openFlash(token, session, current), message];
    const sealed = seal(token, FLASH_PURPOSE, session.session_id, JSON.stringify(messages));
    await setSessionFlash(repo, companyId, session.session_id, sealed);
  }

  /**
   * The messages the session holds, taken: the one request that clears them gets them, and no
   * later request of the session sees them again.
   */
  async takeFlash(token: string, session: SessionView): Promise<FlashMessage[]> {
    if (!session.flash) return []; // the common case costs no write
    const { company_id: companyId } = session.user;
    const held = await this.store.write(async (repo) => {
      const current = await lockSessionFlash(repo, companyId, session.session_id);
      if (current) await setSessionFlash(repo, companyId, session.session_id, null);
      return current ?? null;
    });
    return this.openFlash(token, session, held);
  }

  private openFlash(token: string, session: SessionView, sealed: string | null): FlashMessage[] {
    if (!sealed) return [];
    const text = unseal(token, FLASH_PURPOSE, session.session_id, sealed);
    if (text === undefined) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isFlashMessage) : [];
  }

  async signOut(token: string | undefined): Promise<void> {
    if (!token || !SESSION_TOKEN.test(token)) return;
    await this.store.write((repo) => deleteSession(repo, hashSessionToken(token)));
  }

  private async recordFailure(keys: { kind: AttemptKind; key: string }[]): Promise<void> {
    const now = Date.now();
    await this.store.write(async (repo) => {
      for (const { kind, key } of keys) {
        const { limit, windowMs } = THROTTLE[kind];
        const windowStart = new Date(now - windowMs).toISOString();
        const failures = await recordFailure(repo, kind, key, new Date(now).toISOString(), windowStart);
        if (failures >= limit) await lockAttempts(repo, kind, key, new Date(now + windowMs).toISOString());
      }
    });
  }
}
