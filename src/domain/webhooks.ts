/**
 * Webhook endpoints (D12): where a company's events are sent. The signing secret is shown once,
 * on create; URLs must be http(s) and, unless the deployment allows it, must not lead to a
 * private, loopback or link-local address.
 */
import { isDeepStrictEqual } from 'node:util';
import { isUuid, newId, nowIso } from '../platform/ids.ts';
import { blockedReason, type Resolve, resolveAll } from '../platform/webhooks/address-guard.ts';
import { generateSecret } from '../platform/webhooks/signing.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import {
  type AttemptRow,
  deleteEndpoint,
  type EndpointRow,
  type EndpointStatus,
  failPendingDeliveries,
  getEndpoint,
  insertEndpoint,
  listAttempts,
  listEndpoints,
  updateEndpoint,
} from '../storage/webhooks.ts';
import type { Catalog } from './documents.ts';
import { AppError, type FieldError, notFound, validationError } from './errors.ts';
import type { ListPagination } from './events.ts';
import { type KeyedWrite, writeWith } from './idempotency.ts';
import { followEdges } from './lifecycle.ts';
import { RECONCILIATION_EVENTS } from './reconciliations.ts';

export interface EndpointEnvelope {
  id: string;
  object: 'webhook_endpoint';
  data: {
    id: string;
    url: string;
    description: string | null;
    event_types: string[];
    status: EndpointStatus;
    /** Why the endpoint is disabled: `manual` (a request), `gone` (it answered 410), `failing` (every attempt of a delivery's schedule failed). */
    disabled_reason: DisabledReason | null;
    metadata: Record<string, unknown>;
    created_at: string;
    updated_at: string;
    version: number;
    /** Only in the answer to the create request. */
    secret?: string;
  };
}

export type DisabledReason = 'manual' | 'gone' | 'failing';

export interface EndpointInput {
  url?: string;
  event_types?: string[];
  description?: string | null;
  status?: EndpointStatus;
  metadata?: Record<string, unknown> | null;
}

export interface AttemptEnvelope {
  id: string;
  object: 'webhook_delivery_attempt';
  data: Omit<AttemptRow, 'company_id'>;
}

export interface PageParams {
  page?: number | undefined;
  limit?: number | undefined;
  sort?: 'created_at' | '-created_at' | undefined;
}

export const DISABLED_EVENT = 'webhook_endpoint.disabled';

/** Objects whose events exist: every resource, and webhook endpoints themselves. */
// `company`: company.updated (D18, PATCH /v1/company); `reconciliation`: D20's reconciliations.
const eventObjects = (catalog: Catalog): ReadonlySet<string> =>
  new Set([...catalog.all.map((r) => r.object), 'webhook_endpoint', 'company', 'reconciliation']);
const EVENT_TYPE = /^([a-z][a-z0-9_]*)\.(\*|[a-z][a-z0-9_]*)$/;

/**
 * Every event type the service writes (D12), from the definitions: each resource's created,
 * updated and deleted, its actions' verbs (`invoice.approved`, `payment.confirmed`), `paid` for
 * what payments settle, its own verbs (`journal_entry.reversed`); and the company's and webhook
 * endpoints' own. An exact subscription must name one of them: a misspelt one would never match.
 */
export const eventCatalogue = (catalog: Catalog): ReadonlySet<string> =>
  new Set([
    ...catalog.all.flatMap((r) => {
      const verbs = [
        'created',
        'updated',
        'deleted',
        ...(r.document?.lifecycle?.transitions.map((t) => t.verb) ?? []),
        ...followEdges(r).map((e) => e.verb),
      ];
      return verbs.map((v) => `${r.object}.${v}`);
    }),
    DISABLED_EVENT,
    'company.updated',
    ...RECONCILIATION_EVENTS,
  ]);

/** What a subscription may name: every event type, and the objects a wildcard may take. */
interface EventVocabulary {
  objects: ReadonlySet<string>;
  types: ReadonlySet<string>;
}

export interface WebhookPolicy {
  allowPrivate: boolean;
  /** DNS resolution used for the private-address rule. */
  resolve?: Resolve;
}

/** An endpoint as a write answers it, with its version for the ETag. */
export interface EndpointResult {
  endpoint: EndpointEnvelope;
  version: number;
}

export interface Deleted {
  deleted: true;
  id: string;
  object: 'webhook_endpoint';
}

export class WebhookEndpoints {
  private readonly events: EventVocabulary;

  constructor(
    private readonly store: Store,
    private readonly policy: WebhookPolicy,
    catalog: Catalog,
  ) {
    this.events = { objects: eventObjects(catalog), types: eventCatalogue(catalog) };
  }

  async create(
    companyId: string,
    input: EndpointInput,
    key?: KeyedWrite<EndpointResult>,
  ): Promise<EndpointResult> {
    const url = input.url ?? '';
    const eventTypes = input.event_types ?? ['*'];
    // The DNS look-up of the private-address rule runs before the transaction, not inside it.
    await this.validate({ url, event_types: eventTypes });
    const now = nowIso();
    const row: EndpointRow = {
      company_id: companyId,
      id: newId(),
      url,
      description: input.description ?? null,
      event_types: dedupe(eventTypes),
      metadata: input.metadata ?? {},
      secret: generateSecret(),
      status: input.status ?? 'enabled',
      disabled_reason: input.status === 'disabled' ? 'manual' : null,
      failing_since: null,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    return writeWith(this.store, key, async (repo) => {
      await insertEndpoint(repo, row);
      const endpoint = presentEndpoint(row);
      endpoint.data.secret = row.secret;
      return { endpoint, version: row.version };
    });
  }

  async get(companyId: string, id: string): Promise<{ endpoint: EndpointEnvelope; version: number }> {
    const row = await this.store.read((repo) => find(repo, companyId, id));
    return { endpoint: presentEndpoint(row), version: row.version };
  }

  async list(
    companyId: string,
    p: PageParams,
  ): Promise<{ data: EndpointEnvelope[]; pagination: ListPagination }> {
    const limit = p.limit ?? 50;
    const page = p.page ?? 1;
    const result = await this.store.read((repo) =>
      listEndpoints(repo, companyId, { limit, offset: (page - 1) * limit, desc: p.sort === '-created_at' }),
    );
    return {
      data: result.rows.map(presentEndpoint),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.totalCount },
    };
  }

  /** PUT: only the fields sent change; null clears `description` and resets `metadata`. */
  async update(
    companyId: string,
    id: string,
    input: EndpointInput,
    ifMatch: number | undefined,
    key?: KeyedWrite<EndpointResult>,
  ): Promise<EndpointResult> {
    const toCheck: EndpointInput = {};
    if (input.url !== undefined) toCheck.url = input.url;
    if (input.event_types !== undefined) toCheck.event_types = input.event_types;
    // The DNS look-up of the private-address rule runs before the transaction, not inside it.
    await this.validate(toCheck);
    return writeWith(this.store, key, async (repo) => {
      const existing = await find(repo, companyId, id, true);
      checkVersion(existing, ifMatch);
      const next: EndpointRow = { ...existing };
      if (input.url !== undefined) next.url = input.url;
      if (input.event_types !== undefined) next.event_types = dedupe(input.event_types);
      if (input.description !== undefined) next.description = input.description;
      if (input.metadata !== undefined) next.metadata = input.metadata ?? {};
      if (input.status !== undefined && input.status !== existing.status) {
        next.status = input.status;
        next.disabled_reason = input.status === 'disabled' ? 'manual' : null;
        // Re-enabled: its failures so far no longer count towards disabling it again.
        next.failing_since = null;
      }
      if (isDeepStrictEqual(next, existing))
        return { endpoint: presentEndpoint(existing), version: existing.version };
      next.version = existing.version + 1;
      next.updated_at = nowIso();
      await updateEndpoint(repo, next);
      return { endpoint: presentEndpoint(next), version: next.version };
    });
  }

  async remove(
    companyId: string,
    id: string,
    ifMatch: number | undefined,
    key?: KeyedWrite<Deleted>,
  ): Promise<Deleted> {
    return writeWith(this.store, key, async (repo) => {
      const existing = await find(repo, companyId, id, true);
      checkVersion(existing, ifMatch);
      await deleteEndpoint(repo, companyId, id);
      return { deleted: true, id, object: 'webhook_endpoint' };
    });
  }

  /** Every delivery attempt made to the endpoint. */
  async attempts(
    companyId: string,
    endpointId: string,
    p: PageParams & { event_id?: string | undefined },
  ): Promise<{ data: AttemptEnvelope[]; pagination: ListPagination }> {
    const limit = p.limit ?? 50;
    const page = p.page ?? 1;
    const result = await this.store.read(async (repo) => {
      await find(repo, companyId, endpointId);
      return listAttempts(repo, companyId, endpointId, {
        limit,
        offset: (page - 1) * limit,
        desc: p.sort === '-created_at',
        eventId: p.event_id,
      });
    });
    return {
      data: result.rows.map(presentAttempt),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.totalCount },
    };
  }

  /** Every problem of the URL and event types at once (D5). */
  private async validate(input: EndpointInput): Promise<void> {
    const errors: FieldError[] = [];
    if (input.url !== undefined) {
      const problem = await urlProblem(input.url, this.policy);
      if (problem) errors.push({ field: 'url', ...problem });
    }
    input.event_types?.forEach((type, i) => {
      if (!isKnownEventPattern(type, this.events)) {
        errors.push({
          field: `event_types.${i}`,
          code: 'invalid_event_type',
          message:
            'must be "*", "<object>.*" or an event type of this API, such as "invoice.created" or "payment.confirmed" (see docs/webhooks.md)',
        });
      }
    });
    if (errors.length) throw validationError(errors);
  }
}

async function urlProblem(
  text: string,
  policy: WebhookPolicy,
): Promise<{ code: string; message: string } | undefined> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { code: 'invalid_url', message: 'must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { code: 'invalid_url', message: 'must be an http or https URL' };
  // Credentials in a URL end up in logs and listings; receivers authenticate by the signature.
  if (url.username || url.password)
    return { code: 'invalid_url', message: 'must not contain a user name or password' };
  if (policy.allowPrivate) return undefined;
  const blocked = await blockedReason(url, policy.resolve ?? resolveAll);
  return blocked
    ? {
        code: 'private_address',
        // Issue 25: the one who runs a local receiver learns the setting that allows it.
        message: `must not lead to a private address: ${blocked}. A local or test deployment allows private, loopback and link-local receivers with the server setting WEBHOOK_ALLOW_PRIVATE=true (docs/webhooks.md, Private addresses)`,
      }
    : undefined;
}

function isKnownEventPattern(type: string, events: EventVocabulary): boolean {
  if (type === '*') return true;
  const m = EVENT_TYPE.exec(type);
  if (m === null || !events.objects.has(m[1]!)) return false;
  return m[2] === '*' || events.types.has(type);
}

/** Whether an endpoint subscribed to `patterns` receives an event of this type. */
export function matchesEventType(patterns: readonly string[], type: string): boolean {
  return patterns.some(
    (p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))),
  );
}

/**
 * Inside a write: disables the endpoint, closes its pending deliveries as failed, and records a
 * `webhook_endpoint.disabled` event (itself delivered to the company's other endpoints).
 */
export async function disableEndpoint(
  repo: Repository,
  endpoint: EndpointRow,
  reason: DisabledReason,
  at: string,
): Promise<void> {
  if (endpoint.status === 'disabled') return;
  const next: EndpointRow = {
    ...endpoint,
    status: 'disabled',
    disabled_reason: reason,
    version: endpoint.version + 1,
    updated_at: at,
  };
  await updateEndpoint(repo, next);
  await failPendingDeliveries(repo, endpoint.company_id, endpoint.id, 'the endpoint was disabled', at);
  await repo.insertEvent({
    id: newId(),
    company_id: endpoint.company_id,
    type: DISABLED_EVENT,
    created_at: at,
    data: { object: presentEndpoint(next) },
  });
}

export function presentEndpoint(e: EndpointRow): EndpointEnvelope {
  return {
    id: e.id,
    object: 'webhook_endpoint',
    data: {
      id: e.id,
      url: e.url,
      description: e.description,
      event_types: e.event_types,
      status: e.status,
      disabled_reason: e.disabled_reason as DisabledReason | null,
      metadata: e.metadata,
      created_at: e.created_at,
      updated_at: e.updated_at,
      version: e.version,
    },
  };
}

function presentAttempt(a: AttemptRow): AttemptEnvelope {
  const { company_id: _company, ...data } = a;
  return { id: a.id, object: 'webhook_delivery_attempt', data };
}

async function find(
  repo: Repository,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<EndpointRow> {
  const row = isUuid(id) ? await getEndpoint(repo, companyId, id, forUpdate) : undefined;
  if (!row) throw notFound('webhook_endpoint', id);
  return row;
}

function checkVersion(existing: EndpointRow, ifMatch: number | undefined): void {
  if (ifMatch !== undefined && ifMatch !== existing.version) {
    throw new AppError(
      'PRECONDITION_FAILED',
      `If-Match does not match: the endpoint is at version ${existing.version}. Get it again and retry.`,
    );
  }
}

const dedupe = (values: readonly string[]): string[] => [...new Set(values)];
