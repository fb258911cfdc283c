/** Companies and their API tokens (D2, D3): what the CLI administers and what auth checks. */
import { newId, nowIso } from '../platform/ids.ts';
import {
  generateToken,
  hashToken,
  parseDuration,
  parseScopes,
  type Scope,
  tokenPrefix,
  tokenProblem,
} from '../platform/tokens.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import type { Company, TokenRow } from '../storage/types.ts';
import { AppError } from './errors.ts';

export interface Principal {
  companyId: string;
  tokenId: string;
  scopes: readonly string[];
}

export interface CreatedToken {
  id: string;
  token: string;
  prefix: string;
  scopes: Scope[];
  company_id: string;
  expires_at: string | null;
}

/** A token found good, as cached by `authenticate`. */
interface CachedToken {
  principal: Principal;
  /** ms since the epoch, or null: checked on every request, so expiry needs no cache change. */
  expiresAt: number | null;
  /** The store's token version it was read at (see storage/token-watch.ts). */
  version: number;
  /** When it was read: an entry older than MAX_AGE_MS is read again. */
  at: number;
}

/** Tokens kept at most; beyond, the longest-held is dropped. */
const CACHE_SIZE = 10_000;
/**
 * A backstop, not the mechanism: every change to a token reaches the cache at once through the
 * store's token watch. Should a change notice ever be lost unnoticed, a token is still read again
 * within this time.
 */
const MAX_AGE_MS = 60_000;

export class Tenants {
  /** last_used_at is written at most once a minute per token, so reads stay reads. */
  private readonly touched = new Map<string, number>();
  /**
   * Tokens found good, by hash: a request with a cached token costs no query. Only good tokens
   * are cached (an unknown one costs its lookup every time, and cannot fill the cache).
   */
  private readonly cache = new Map<string, CachedToken>();

  constructor(private readonly store: Store) {}

  async createCompany(name: string, currency = 'USD'): Promise<Company> {
    if (!name.trim()) throw new Error('--name is required');
    // Lower case is the same code (issue 25), as in the API.
    if (/^[a-z]{3}$/i.test(currency)) currency = currency.toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new Error('--currency must be an ISO 4217 code such as USD');
    const company: Company = {
      id: newId(),
      name: name.trim(),
      base_currency: currency,
      created_at: nowIso(),
    };
    await this.store.write((repo) => repo.insertCompany(company));
    return company;
  }

  listCompanies(): Promise<Company[]> {
    return this.store.read((repo) => repo.listCompanies());
  }

  /**
   * `inSameWrite` runs in the transaction that stores the token, so what it writes (the
   * dashboard's audit event) commits or rolls back with it.
   */
  async createToken(
    input: {
      companyId: string;
      scopes: string;
      name?: string | undefined;
      expiresIn?: string | undefined;
    },
    inSameWrite?: (repo: Repository, created: CreatedToken) => Promise<void>,
  ): Promise<CreatedToken> {
    const scopes = parseScopes(input.scopes);
    const expiresAt = input.expiresIn
      ? new Date(Date.now() + parseDuration(input.expiresIn)).toISOString()
      : null;
    const company = await this.store.read((repo) => repo.getCompany(input.companyId));
    if (!company) throw new Error(`no company with id ${input.companyId}`);
    const token = generateToken();
    const row = {
      id: newId(),
      company_id: company.id,
      name: input.name ?? null,
      prefix: tokenPrefix(token),
      scopes,
      created_at: nowIso(),
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: null,
      token_hash: hashToken(token),
    };
    const created: CreatedToken = {
      id: row.id,
      token,
      prefix: row.prefix,
      scopes,
      company_id: company.id,
      expires_at: expiresAt,
    };
    await this.store.write(async (repo) => {
      await repo.insertToken(row);
      await inSameWrite?.(repo, created);
    });
    return created;
  }

  async listTokens(companyId: string): Promise<TokenRow[]> {
    const company = await this.store.read((repo) => repo.getCompany(companyId));
    if (!company) throw new Error(`no company with id ${companyId}`);
    return this.store.read((repo) => repo.listTokens(companyId));
  }

  /**
   * `inSameWrite` runs in the revoking transaction before the change, with the token as found: it
   * may refuse by throwing (the dashboard checks the company) or write beside it (the audit event).
   */
  async revokeToken(
    id: string,
    inSameWrite?: (repo: Repository, token: TokenRow) => Promise<void>,
  ): Promise<{ id: string; revoked_at: string }> {
    const revoke = () =>
      this.store.write(async (repo) => {
        const token = await repo.getToken(id);
        if (!token) throw new Error(`no token with id ${id}`);
        await inSameWrite?.(repo, token);
        if (token.revoked_at) return { changed: false, value: { id, revoked_at: token.revoked_at } };
        const at = nowIso();
        await repo.revokeToken(id, at);
        return { changed: true, value: { id, revoked_at: at } };
      });
    // "The token stops working at once" (D2): through the watch, every instance's cache sees the
    // revocation by the time this resolves.
    const watch = this.store.tokenWatch;
    return watch ? watch.change(id, revoke) : (await revoke()).value;
  }

  /**
   * Missing, malformed, unknown, expired or revoked: the same 401 (D3), thrown. A cached token
   * is answered synchronously (no promise to wait for); otherwise it is looked up.
   */
  authenticate(token: string): Principal | Promise<Principal> {
    const problem = tokenProblem(token);
    if (problem)
      throw tokenRefused('TOKEN_MALFORMED', `The bearer token is not a valid API key: ${problem}.`);
    const hash = hashToken(token);
    const now = Date.now();
    // Read before any lookup: a change made while looking up leaves the entry already stale.
    const version = this.store.tokenWatch?.version();
    const found = this.cache.get(hash);
    if (found && found.version === version && now - found.at < MAX_AGE_MS) return this.accept(found, now);
    if (found) this.cache.delete(hash);
    return this.lookUp(hash, version, now);
  }

  private async lookUp(hash: string, version: number | undefined, now: number): Promise<Principal> {
    const row = await this.store.read((repo) => repo.findTokenByHash(hash));
    if (!row)
      throw tokenRefused(
        'TOKEN_UNKNOWN',
        'The bearer token is no API key of this service: it was never issued by this deployment (check which key the program uses, and the URL it calls) or its company is gone.',
      );
    if (row.revoked_at)
      throw tokenRefused(
        'TOKEN_REVOKED',
        `The bearer token was revoked at ${row.revoked_at}: an admin creates a new key in the dashboard (Settings → API keys).`,
      );
    const entry: CachedToken = {
      principal: Object.freeze({
        companyId: row.company_id,
        tokenId: row.id,
        scopes: Object.freeze([...row.scopes]),
      }),
      expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
      version: version ?? 0,
      at: now,
    };
    if (version !== undefined) {
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(hash, entry);
    }
    return this.accept(entry, now);
  }

  private accept(found: CachedToken, now: number): Principal {
    if (found.expiresAt !== null && found.expiresAt <= now)
      throw tokenRefused(
        'TOKEN_EXPIRED',
        `The bearer token expired at ${new Date(found.expiresAt).toISOString()}: an admin creates a new key in the dashboard (Settings → API keys).`,
      );
    const { principal } = found;
    const last = this.touched.get(principal.tokenId) ?? 0;
    if (now - last > 60_000) {
      this.touched.set(principal.tokenId, now);
      // Not awaited: recording use must not slow or fail the request it belongs to.
      this.store
        .write((repo) => repo.touchToken(principal.companyId, principal.tokenId, new Date(now).toISOString()))
        .catch(() => {
          this.touched.delete(principal.tokenId);
        });
    }
    return principal;
  }
}

/**
 * A 401 for a token that was sent but is no good (issue 25: one code per cause), with RFC 6750's
 * `invalid_token` challenge. The message never quotes the token, not even its prefix.
 */
function tokenRefused(
  code: 'TOKEN_MALFORMED' | 'TOKEN_UNKNOWN' | 'TOKEN_REVOKED' | 'TOKEN_EXPIRED',
  message: string,
): AppError {
  return new AppError(code, message, {
    headers: { 'WWW-Authenticate': `Bearer realm="finrec", error="invalid_token"` },
  });
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.includes(scope)) {
    throw new AppError(
      'INSUFFICIENT_SCOPE',
      `This request needs the ${scope} scope; the token has ${principal.scopes.join(', ') || 'none'}.`,
    );
  }
}
