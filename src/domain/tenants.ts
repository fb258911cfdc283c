/** Companies and their API tokens (D2, D3): what the CLI administers and what auth checks. */
import { newId, nowIso } from '../platform/ids.ts';
import {
  generateToken,
  hashToken,
  isWellFormedToken,
  parseDuration,
  parseScopes,
  type Scope,
  tokenPrefix,
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

export class Tenants {
  /** last_used_at is written at most once a minute per token, so reads stay reads. */
  private readonly touched = new Map<string, number>();

  constructor(private readonly store: Store) {}

  async createCompany(name: string, currency = 'USD'): Promise<Company> {
    if (!name.trim()) throw new Error('--name is required');
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
    return this.store.write(async (repo) => {
      const token = await repo.getToken(id);
      if (!token) throw new Error(`no token with id ${id}`);
      await inSameWrite?.(repo, token);
      if (token.revoked_at) return { id, revoked_at: token.revoked_at };
      const at = nowIso();
      await repo.revokeToken(id, at);
      return { id, revoked_at: at };
    });
  }

  /** Missing, malformed, unknown, expired or revoked: the same 401 (D3). */
  async authenticate(token: string | undefined): Promise<Principal> {
    if (!token || !isWellFormedToken(token)) throw unauthorized();
    const row = await this.store.read((repo) => repo.findTokenByHash(hashToken(token)));
    const now = Date.now();
    if (!row || row.revoked_at || (row.expires_at && Date.parse(row.expires_at) <= now)) throw unauthorized();
    const last = this.touched.get(row.id) ?? 0;
    if (now - last > 60_000) {
      this.touched.set(row.id, now);
      // Not awaited: recording use must not slow or fail the request it belongs to.
      this.store
        .write((repo) => repo.touchToken(row.company_id, row.id, new Date(now).toISOString()))
        .catch(() => {
          this.touched.delete(row.id);
        });
    }
    return { companyId: row.company_id, tokenId: row.id, scopes: row.scopes };
  }
}

function unauthorized(): AppError {
  return new AppError('UNAUTHORIZED', 'A valid bearer token is required: Authorization: Bearer svc_live_…', {
    headers: { 'WWW-Authenticate': 'Bearer realm="finrec"' },
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
