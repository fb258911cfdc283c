/**
 * API keys as the dashboard manages them (spec §5, issue 6): only a company's admins, only that
 * company's keys. Keys are the very tokens of the CLI (D2, D3), made and revoked by Tenants; each
 * change writes an audit event (`api_key.created`, `api_key.revoked`) in the same transaction,
 * naming the user who acted and never the secret.
 */
import { isUuid, newId, nowIso } from '../platform/ids.ts';
import { SCOPES, type Scope } from '../platform/tokens.ts';
import type { Repository } from '../storage/repository.ts';
import type { TokenRow } from '../storage/types.ts';
import { lockApiToken } from '../storage/users.ts';
import { AppError, type FieldError, notFound, validationError } from './errors.ts';
import type { CreatedToken, Tenants } from './tenants.ts';
import type { Role } from './users.ts';

/** The expiries the form offers (value → label); '' is no expiry. */
export const EXPIRY_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'No expiry' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '365d', label: '1 year' },
];

export const NAME_MAX_LENGTH = 100;

/** Who is acting: the signed-in user. */
export interface Actor {
  companyId: string;
  userId: string;
  email: string;
  role: Role;
}

export interface NewKeyInput {
  name: string;
  scopes: string[];
  expiresIn: string;
}

export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin')
    throw new AppError('INSUFFICIENT_SCOPE', 'Managing API keys needs the admin role in this company.');
}

export class ApiKeys {
  constructor(private readonly tenants: Tenants) {}

  async list(actor: Actor): Promise<TokenRow[]> {
    requireAdmin(actor);
    const keys = await this.tenants.listTokens(actor.companyId);
    return keys.reverse();
  }

  async get(actor: Actor, id: string): Promise<TokenRow> {
    requireAdmin(actor);
    const key = isUuid(id)
      ? (await this.tenants.listTokens(actor.companyId)).find((k) => k.id === id)
      : undefined;
    if (!key) throw notFound('API key', id);
    return key;
  }

  /** `inSameWrite` runs in the transaction that creates the key (the dashboard keeps its secret there for one view). */
  async create(
    actor: Actor,
    input: NewKeyInput,
    inSameWrite?: (repo: Repository, created: CreatedToken & { name: string }) => Promise<void>,
  ): Promise<CreatedToken & { name: string }> {
    requireAdmin(actor);
    const name = input.name.trim();
    const errors: FieldError[] = [];
    if (!name) errors.push({ field: 'name', code: 'required', message: 'Give the key a name.' });
    else if (name.length > NAME_MAX_LENGTH)
      errors.push({ field: 'name', code: 'too_long', message: `At most ${NAME_MAX_LENGTH} characters.` });
    const scopes = [...new Set(input.scopes)];
    if (scopes.length === 0)
      errors.push({ field: 'scopes', code: 'required', message: 'Choose at least one scope.' });
    else if (!scopes.every((s) => (SCOPES as readonly string[]).includes(s)))
      errors.push({ field: 'scopes', code: 'invalid', message: `Scopes are ${SCOPES.join(' and ')}.` });
    if (!EXPIRY_CHOICES.some((c) => c.value === input.expiresIn))
      errors.push({ field: 'expires_in', code: 'invalid', message: 'Choose one of the expiries offered.' });
    if (errors.length > 0) throw validationError(errors);

    const created = await this.tenants.createToken(
      {
        companyId: actor.companyId,
        scopes: scopes.join(','),
        name,
        expiresIn: input.expiresIn || undefined,
      },
      async (repo, token) => {
        await audit(repo, actor, 'api_key.created', {
          id: token.id,
          name,
          prefix: token.prefix,
          scopes: token.scopes,
          expires_at: token.expires_at,
          revoked_at: null,
        });
        await inSameWrite?.(repo, { ...token, name });
      },
    );
    return { ...created, name };
  }

  /** Revokes a key of the actor's company; revoking a revoked key changes nothing and writes no event. */
  async revoke(actor: Actor, id: string): Promise<TokenRow> {
    const key = await this.get(actor, id);
    const { revoked_at } = await this.tenants.revokeToken(key.id, async (repo, token) => {
      // Checked again inside the transaction, on the row locked: the truth at commit time.
      const current =
        token.company_id === actor.companyId ? await lockApiToken(repo, actor.companyId, id) : undefined;
      if (!current) throw notFound('API key', id);
      if (current.revoked_at) return;
      await audit(repo, actor, 'api_key.revoked', {
        id: token.id,
        name: token.name,
        prefix: token.prefix,
        scopes: token.scopes,
        expires_at: token.expires_at,
        revoked_at: nowIso(),
      });
    });
    return { ...key, revoked_at };
  }
}

async function audit(
  repo: Repository,
  actor: Actor,
  type: 'api_key.created' | 'api_key.revoked',
  key: {
    id: string;
    name: string | null;
    prefix: string;
    scopes: readonly (Scope | string)[];
    expires_at: string | null;
    revoked_at: string | null;
  },
): Promise<void> {
  await repo.insertEvent({
    id: newId(),
    company_id: actor.companyId,
    type,
    created_at: nowIso(),
    data: {
      object: { id: key.id, object: 'api_key', data: key },
      actor: { type: 'user', id: actor.userId, email: actor.email },
    },
  });
}
