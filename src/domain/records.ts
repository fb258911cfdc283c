/**
 * The generic record rules every resource obeys (D4–D6): defaults and nulls, aliases, create as
 * upsert by source identity, PUT semantics, versions and If-Match, references within the company,
 * delete guards, list paging, and the event each change writes in its own transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Field } from '../kernel/fields.ts';
import { compileBody, toFieldErrors } from '../kernel/validate.ts';
import { isUuid, newId, nowIso } from '../platform/ids.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import type { Condition, ListQuery, SourceIdentity, StoredRecord } from '../storage/types.ts';
import { type Catalog, type Cause, CLIENT, type Resource, type Tx } from './documents.ts';
import { AppError, type FieldError, notFound, validationError } from './errors.ts';
import { type KeyedWrite, writeWith } from './idempotency.ts';
import { cursorValueFits, decodeCursor, encodeCursor } from './keyset.ts';
import { clientVerb, serviceVerb } from './lifecycle.ts';
import { type Body, isBody, textOf } from './values.ts';

export interface RecordEnvelope {
  id: string;
  object: string;
  data: Record<string, unknown>;
}

export interface Pagination {
  has_more: boolean;
  limit: number;
  page: number;
  total_count: number;
  next_cursor: string | null;
}

export type { Body, Tx };

/** A record as a write answers it, with its version for the ETag. */
export interface RecordResult {
  record: RecordEnvelope;
  version: number;
}

/** What an upsert wrote: the record as answered, and as stored. */
interface Upserted {
  record: RecordEnvelope;
  created: boolean;
  version: number;
  rec: StoredRecord;
}

export interface CreateResult extends RecordResult {
  /** Created (201), or the record with the same source identity updated (200). */
  created: boolean;
}

export interface DeleteResult {
  deleted: true;
  id: string;
  object: string;
}

const READ_ONLY = new Set(['id', 'object', 'created_at', 'updated_at', 'version']);

/**
 * What happens around a change beyond storing it: the state-machine guard before, ledger postings
 * and balances after, all in the change's own transaction (composed in domain/effects.ts).
 */
export interface Effects {
  /** Checks the change for its cause; returns the data to write (what the change implies filled in). */
  beforeChange(tx: Tx, r: Resource, before: StoredRecord | null, data: Body, cause: Cause): Promise<Body>;
  /** Returns the record again when it changed its system state, so the answer shows it. */
  afterChange(
    tx: Tx,
    r: Resource,
    before: StoredRecord | null,
    after: StoredRecord,
  ): Promise<StoredRecord | undefined>;
  beforeDelete(tx: Tx, r: Resource, existing: StoredRecord): Promise<void>;
}

export class Records {
  /** `effects` run inside every write: there is no Records without its guard and its ledger. */
  constructor(
    private readonly store: Store,
    private readonly effects: Effects,
    /** The served resources, as every Tx hands them to effects and actions. */
    readonly catalog: Catalog,
  ) {}

  /** Runs `fn` inside one write transaction with the Tx effects use (the request's keyed write when given). */
  write<T>(companyId: string, fn: (tx: Tx) => Promise<T>, key?: KeyedWrite<T>): Promise<T> {
    return writeWith(this.store, key, (repo) => fn(this.tx(repo, companyId)));
  }

  tx(repo: Repository, companyId: string): Tx {
    return {
      repo,
      companyId,
      catalog: this.catalog,
      get: (r, id) => repo.getRecord(r, companyId, id),
      change: (r, existing, data, cause) => {
        const checked = serviceChange(r, existing.data, data);
        return this.applyChange(
          repo,
          r,
          companyId,
          existing,
          checked,
          identityOf(r, checked, existing.id),
          cause,
        );
      },
      upsert: async (r: Resource, data: Body) => {
        checkServiceWrite(r, 'create', data);
        const id = newId();
        const filled = fillDefaults(r, prepareInput(r, data, true));
        derive(r, filled, id);
        await checkReferences(repo, r, companyId, filled);
        // The service sets the server-owned fields it gives; an upsert keeps those it does not.
        const kept = serverOwned(r).filter((name) => !(name in data));
        return (await this.upsert(repo, r, companyId, id, filled, kept)).rec;
      },
    };
  }

  /**
   * Creates many new records in the write of `tx`, each as `tx.upsert` creates one — validated as
   * the service's own write (a bad one is a 422 naming `${field(i)}<its field>`), defaults filled,
   * references checked (once for all), the effects run for `cause`, its `<object>.created` event
   * written — in multi-row statements: an import's thousands of rows cost a few statements, not a
   * few each. A record whose body gives no source id is stored under its own id (D5), so nothing
   * can hold its identity yet.
   */
  async createFresh(
    tx: Tx,
    r: Resource,
    items: readonly Body[],
    field: (i: number) => string,
    cause: Cause = CLIENT,
  ): Promise<StoredRecord[]> {
    const { repo, companyId } = tx;
    const sourceField = r.identity?.sourceField;
    // Compiled once: Ajv's look-up of a compiled schema costs more than validating a line.
    const validate = compileBody(r.schemas.create as object);
    const prepared = items.map((item, i) => {
      try {
        const id = newId();
        const body = sourceField && item[sourceField] == null ? { ...item, [sourceField]: id } : item;
        checkServiceWrite(r, 'create', body, validate);
        const data = fillDefaults(r, prepareInput(r, body, true));
        derive(r, data, id);
        return { id, data };
      } catch (e) {
        throw prefixErrors(e, field(i).replace(/\.$/, ''));
      }
    });
    await checkReferencesOfMany(
      repo,
      r,
      companyId,
      prepared.map((p) => p.data),
      field,
    );
    const now = nowIso();
    const recs: { rec: StoredRecord; identity: SourceIdentity }[] = [];
    for (const p of prepared) {
      const data = await this.effects.beforeChange(tx, r, null, p.data, cause);
      const identity = identityOf(r, data, p.id);
      if (identity.source_id !== p.id) throw new Error(`createFresh: ${r.name} given a source identity`);
      recs.push({ rec: { id: p.id, version: 1, created_at: now, updated_at: now, data }, identity });
    }
    await repo.insertFreshRecords(r, companyId, recs);
    await repo.insertRefsOfNew(
      companyId,
      r.name,
      recs.map(({ rec }) => ({ fromId: rec.id, toIds: referencedIds(r, rec.data) })),
    );
    const stored: StoredRecord[] = [];
    for (const { rec } of recs) stored.push((await this.effects.afterChange(tx, r, null, rec)) ?? rec);
    await repo.insertEvents(
      stored.map((rec) => ({
        id: newId(),
        company_id: companyId,
        type: `${r.object}.created`,
        created_at: now,
        data: { object: present(r, rec) },
      })),
    );
    return stored;
  }

  async get(
    r: Resource,
    companyId: string,
    id: string,
  ): Promise<{ record: RecordEnvelope; version: number }> {
    const rec = isUuid(id) ? await this.store.read((repo) => repo.getRecord(r, companyId, id)) : undefined;
    if (!rec) throw notFound(r.object, id);
    return { record: present(r, rec), version: rec.version };
  }

  /** POST: creates (201) or, when the source identity exists, updates that record (200). */
  async create(
    r: Resource,
    companyId: string,
    body: Body,
    key?: KeyedWrite<CreateResult>,
  ): Promise<CreateResult> {
    if (!r.allows.create) throw new AppError('METHOD_NOT_ALLOWED', `${r.name} are made by the service only.`);
    const input = prepareInput(r, body);
    const id = newId();
    const data = fillDefaults(r, input);
    derive(r, data, id);
    return writeWith(this.store, key, async (repo) => {
      const identity = identityOf(r, data, id);
      if (isFresh(r, id, data)) {
        await checkReferences(repo, r, companyId, data);
        return this.upsert(repo, r, companyId, id, data, serverOwned(r));
      }
      // A source identity is most often new (an import's first sync): the insert is tried first,
      // and goes out with the reference check (one round trip on PostgreSQL); only when the
      // identity is taken is its record read, locked and updated.
      const refs = checkReferences(repo, r, companyId, data);
      refs.catch(() => undefined); // awaited below, whatever else happens
      /** A refused reference is the answer, as when it was checked before anything else. */
      const refusedFirst = async (error: unknown): Promise<never> => {
        const refused = await refs.then(
          () => undefined,
          (e: unknown) => e,
        );
        throw refused instanceof AppError ? refused : error;
      };
      let guarded: Body;
      try {
        guarded = await this.effects.beforeChange(this.tx(repo, companyId), r, null, data, CLIENT);
      } catch (error) {
        if (!(error instanceof AppError)) return refusedFirst(error);
        await refs;
        // A create's own checks refused it, and nothing is written yet: the record holding the
        // identity, if any, is updated instead (an update may be allowed what a create is not);
        // if there is none, upsert refuses the create again.
        return this.upsert(repo, r, companyId, id, data, serverOwned(r));
      }
      let created: Upserted | undefined;
      try {
        created = await this.insertNew(repo, r, companyId, id, guarded, identity, false);
      } catch (error) {
        return refusedFirst(error);
      }
      await refs;
      return created ?? this.upsert(repo, r, companyId, id, data, serverOwned(r));
    });
  }

  /** All or nothing (D11): every body is validated and checked before any is written. */
  async createMany(
    r: Resource,
    companyId: string,
    bodies: Body[],
    field: string,
    key?: KeyedWrite<RecordEnvelope[]>,
  ): Promise<RecordEnvelope[]> {
    const prepared = bodies.map((body, i) => {
      try {
        const data = fillDefaults(r, prepareInput(r, body));
        const id = newId();
        derive(r, data, id);
        return { id, data };
      } catch (e) {
        throw prefixErrors(e, `${field}.${i}`);
      }
    });
    return writeWith(this.store, key, async (repo) => {
      const errors: FieldError[] = [];
      for (const [i, p] of prepared.entries()) {
        try {
          await checkReferences(repo, r, companyId, p.data);
        } catch (e) {
          if (e instanceof AppError && e.errors)
            errors.push(...e.errors.map((fe) => ({ ...fe, field: `${field}.${i}.${fe.field}` })));
          else throw e;
        }
      }
      if (errors.length) throw validationError(errors, 'INVALID_REFERENCE');
      const out: RecordEnvelope[] = [];
      for (const p of prepared)
        out.push((await this.upsert(repo, r, companyId, p.id, p.data, serverOwned(r))).record);
      return out;
    });
  }

  /**
   * Creates the record, or updates the one holding its source identity; `kept`: the server-owned
   * fields the write did not set, which an update leaves as they are (a client never sets them).
   */
  private async upsert(
    repo: Repository,
    r: Resource,
    companyId: string,
    id: string,
    data: Body,
    kept: readonly string[],
  ): Promise<Upserted> {
    const identity = identityOf(r, data, id);
    const fresh = isFresh(r, id, data);
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = fresh ? undefined : await repo.findByIdentity(r, companyId, identity);
      if (existing) {
        const changed = { ...data };
        for (const name of kept) changed[name] = existing.data[name] ?? null;
        const rec = await this.applyChange(repo, r, companyId, existing, changed, identity);
        return { record: present(r, rec), created: false, version: rec.version, rec };
      }
      // A concurrent upsert of the same identity may have inserted first: then update it instead.
      const guarded = await this.effects.beforeChange(this.tx(repo, companyId), r, null, data, CLIENT);
      const created = await this.insertNew(repo, r, companyId, id, guarded, identity, fresh);
      if (created) return created;
    }
    throw new AppError('INTERNAL_ERROR', 'The record changed while it was being written; retry the request.');
  }

  /**
   * Creates the record from data the effects have checked (and completed), its references and its
   * event; undefined when its identity is taken.
   */
  private async insertNew(
    repo: Repository,
    r: Resource,
    companyId: string,
    id: string,
    guarded: Body,
    identity: SourceIdentity,
    fresh: boolean,
  ): Promise<Upserted | undefined> {
    const tx = this.tx(repo, companyId);
    const now = nowIso();
    const rec: StoredRecord = { id, version: 1, created_at: now, updated_at: now, data: guarded };
    if (!(await repo.insertRecord(r, companyId, rec, identity, fresh))) return undefined;
    await repo.replaceRefs(companyId, r.name, id, referencedIds(r, guarded), true);
    // Effects may set system state (an open balance): answer with the record as it now is.
    const stored = (await this.effects.afterChange(tx, r, null, rec)) ?? rec;
    await repo.turn(); // D11: the event of a 1,000-line record is a piece of its own
    await writeEvent(repo, companyId, `${r.object}.created`, present(r, stored));
    return { record: present(r, stored), created: true, version: 1, rec: stored };
  }

  async update(
    r: Resource,
    companyId: string,
    id: string,
    body: Body,
    ifMatch: number | undefined,
    key?: KeyedWrite<RecordResult>,
  ): Promise<RecordResult> {
    const input = prepareInput(r, body);
    return writeWith(this.store, key, async (repo) => {
      const existing = isUuid(id) ? await repo.getRecord(r, companyId, id) : undefined;
      if (!existing) throw notFound(r.object, id);
      checkVersion(existing, ifMatch);
      const data: Body = { ...existing.data };
      for (const [name, value] of Object.entries(input)) {
        data[name] = value === null ? (fieldOf(r, name).defaultValue?.() ?? null) : value;
      }
      derive(r, data, id);
      await checkReferences(repo, r, companyId, data);
      const identity = identityOf(r, data, id);
      if (
        !isDeepStrictEqual(identity, identityOf(r, existing.data, id)) &&
        (await repo.identityTaken(r, companyId, identity, id))
      ) {
        throw new AppError(
          'DUPLICATE_SOURCE_IDENTITY',
          `Another ${r.object} already has this source identity (source_system, ${r.identity?.sourceField}${r.identity?.withConnection ? ', connection_id' : ''}).`,
        );
      }
      const rec = await this.applyChange(repo, r, companyId, existing, data, identity);
      return { record: present(r, rec), version: rec.version };
    });
  }

  private async applyChange(
    repo: Repository,
    r: Resource,
    companyId: string,
    existing: StoredRecord,
    input: Body,
    identity: SourceIdentity,
    cause: Cause = CLIENT,
  ): Promise<StoredRecord> {
    // An update that changes nothing is not a change: no new version, no event. (An action that
    // changes nothing is one from a state it does not start from: the guard refuses it.)
    if (cause.kind !== 'action' && isDeepStrictEqual(input, existing.data)) return existing;
    const tx = this.tx(repo, companyId);
    // Every change passes the guard for its cause; it may complete the change (a status following
    // approval), or complete it into no change.
    const data = await this.effects.beforeChange(tx, r, existing, input, cause);
    if (isDeepStrictEqual(data, existing.data)) return existing;
    const rec: StoredRecord = { ...existing, version: existing.version + 1, updated_at: nowIso(), data };
    await repo.updateRecord(r, companyId, rec, identity);
    // Most changes (an action, a status, an amount) keep the references: nothing to rewrite then.
    const refs = referencedIds(r, data);
    if (!sameIds(refs, referencedIds(r, existing.data)))
      await repo.replaceRefs(companyId, r.name, rec.id, refs);
    const stored = (await this.effects.afterChange(tx, r, existing, rec)) ?? rec;
    await repo.turn();
    await writeEvent(
      repo,
      companyId,
      `${r.object}.${verbOf(r, existing.data, data, cause)}`,
      present(r, stored),
      cause.kind === 'client' ? undefined : cause.extra,
    );
    return stored;
  }

  async remove(
    r: Resource,
    companyId: string,
    id: string,
    ifMatch: number | undefined,
    key?: KeyedWrite<DeleteResult>,
  ): Promise<DeleteResult> {
    return writeWith(this.store, key, async (repo) => {
      const existing = isUuid(id) ? await repo.getRecord(r, companyId, id) : undefined;
      if (!existing) throw notFound(r.object, id);
      checkVersion(existing, ifMatch);
      await this.effects.beforeDelete(this.tx(repo, companyId), r, existing);
      const user = await repo.referencedBy(companyId, id);
      if (user)
        throw new AppError(
          'RECORD_IN_USE',
          `This ${r.object} is referenced by a record of ${user}; remove that reference first.`,
        );
      await repo.deleteRecord(r, companyId, id);
      await writeEvent(repo, companyId, `${r.object}.deleted`, present(r, existing));
      return { deleted: true, id, object: r.object };
    });
  }

  async list(
    r: Resource,
    companyId: string,
    query: Body,
  ): Promise<{ data: RecordEnvelope[]; pagination: Pagination }> {
    const limit = Number(query.limit ?? 50);
    const sortParam = String(query.sort ?? 'created_at');
    const desc = sortParam.startsWith('-');
    const sortColumn = desc ? sortParam.slice(1) : sortParam;
    const conditions: Condition[] = [];
    for (const f of r.filters) {
      const value = query[f.param];
      if (value === undefined) continue;
      conditions.push({
        column: f.column,
        op: f.op,
        kind: f.kind,
        value: f.kind === 'datetime' ? toUtc(String(value)) : value,
      });
    }
    let page = Number(query.page ?? 1);
    let after: ListQuery['after'];
    if (typeof query.cursor === 'string') {
      const c = decodeCursor(query.cursor, sortParam, isCursorValue);
      // A tampered value of another type than the sort column's would reach the database.
      if (!cursorValueFits(this.store.dialect, r.fields[sortColumn]?.kind ?? 'datetime', c.value))
        throw validationError([
          { field: 'cursor', code: 'invalid_cursor', message: 'is not a cursor this service issued' },
        ]);
      page = c.page;
      after = { value: c.value, id: c.id };
    }
    const sortKind = r.fields[sortColumn]?.kind ?? 'datetime';
    const result = await this.store.read((repo) =>
      repo.list(r, companyId, {
        conditions,
        sort: { column: sortColumn, kind: sortKind, desc },
        limit,
        offset: (page - 1) * limit,
        after,
      }),
    );
    const last = result.records.length - 1;
    const nextCursor =
      result.hasMore && last >= 0
        ? encodeCursor({
            sort: sortParam,
            page: page + 1,
            value: result.sortValues[last] ?? null,
            id: result.records[last]!.id,
          })
        : null;
    return {
      data: result.records.map((rec) => present(r, rec)),
      pagination: {
        has_more: result.hasMore,
        limit,
        page,
        total_count: result.totalCount,
        next_cursor: nextCursor,
      },
    };
  }
}

/** The event a change writes: its action's, the service's own verb, or for a client's change the action whose edge it takes (D7, D12). */
function verbOf(r: Resource, before: Body, after: Body, cause: Cause): string {
  if (cause.kind === 'action') return cause.transition.verb;
  if (cause.kind === 'system') return serviceVerb(r, before, after);
  return clientVerb(r, before, after) ?? 'updated';
}

// Input ----------------------------------------------------------------------------------------

/**
 * D5 for the service's own writes (an action's, the ledger's): what it writes passes the validator
 * a client's body passes, so a bad value is refused before anything is stored rather than stored
 * and answered as a 500 ever after. The error names the field of the record being written.
 */
function checkServiceWrite(
  r: Resource,
  kind: 'create' | 'update',
  data: Body,
  validate = compileBody(r.schemas[kind] as object),
): void {
  if (validate(data)) return;
  throw validationError(
    toFieldErrors(validate.errors ?? [], 'body').map((fe) => ({
      ...fe,
      message: `${fe.message} (in the ${r.object} this request writes)`,
    })),
  );
}

/** The data of a service's change, its changed fields validated and normalised as a client's update. */
function serviceChange(r: Resource, before: Body, data: Body): Body {
  const changed: Body = {};
  for (const [name, value] of Object.entries(data))
    if (!isDeepStrictEqual(before[name], value)) changed[name] = value;
  if (Object.keys(changed).length === 0) return data;
  checkServiceWrite(r, 'update', changed);
  return { ...data, ...prepareInput(r, changed, true) };
}

/**
 * Strips read-only fields sent back (server-owned fields too, unless the service writes them),
 * resolves aliases, normalises datetimes to UTC.
 */
function prepareInput(r: Resource, body: Body, service = false): Body {
  const out: Body = {};
  const errors: FieldError[] = [];
  const computed = new Set(Object.keys(r.computed ?? {}));
  for (const [name, value] of Object.entries(body)) {
    if (READ_ONLY.has(name) || computed.has(name)) continue;
    if (!service && r.fields[name]?.readOnly) continue;
    const target = r.aliases?.[name];
    if (target) {
      if (target in body && body[target] !== value) {
        errors.push({
          field: name,
          code: 'conflicting_alias',
          message: `is an alias of ${target} and must equal it when both are sent`,
        });
      }
      if (!(target in body)) out[target] = normalizeValue(fieldOf(r, target), value);
      continue;
    }
    out[name] = normalizeValue(fieldOf(r, name), value);
  }
  if (errors.length) throw validationError(errors);
  return out;
}

function normalizeValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (field.kind) {
    case 'datetime':
      return typeof value === 'string' ? toUtc(value) : value;
    case 'object': {
      if (!isBody(value)) return value;
      const out: Body = {};
      for (const [k, v] of Object.entries(value)) {
        const inner = field.fields?.[k];
        out[k] = inner ? normalizeValue(inner, v) : v;
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const itemField = field.items;
      const items = itemField ? value.map((v) => normalizeValue(itemField, v)) : [...value];
      const key = field.numberItems;
      if (key) {
        items.forEach((item, i) => {
          if (isBody(item) && (item[key] === undefined || item[key] === null)) item[key] = i + 1;
        });
      }
      return items;
    }
    default:
      return value;
  }
}

/** D4: datetimes are returned normalised to UTC. */
function toUtc(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/**
 * Values derived from others: the shared date rules of spec §2.4 (D4) where the resource has those
 * fields, then the resource's own `normalize`.
 */
function derive(r: Resource, data: Body, id: string): void {
  if ('document_date' in r.fields && data.document_date == null && typeof data.issued_at === 'string') {
    data.document_date = data.issued_at.slice(0, 10);
  }
  if ('effective_date' in r.fields && data.effective_date == null && 'document_date' in r.fields) {
    data.effective_date = data.document_date ?? null;
  }
  r.normalize?.(data, { id });
}

/** The definition of a field the record has (by its name in the definition). */
function fieldOf(r: Resource, name: string): Field {
  const field = r.fields[name];
  if (!field) throw new Error(`${r.name} has no field ${name}`);
  return field;
}

function fillDefaults(r: Resource, input: Body): Body {
  const data: Body = {};
  for (const [name, field] of Object.entries(r.fields)) {
    const v = input[name];
    data[name] = v === undefined || v === null ? (field.defaultValue?.() ?? null) : v;
  }
  return data;
}

/**
 * An identity made of the new record's own id (a customer created without source_id, D5) cannot be
 * taken yet: no look-up, which on PostgreSQL is a round trip of its own.
 */
function isFresh(r: Resource, id: string, data: Body): boolean {
  return identityOf(r, data, id).source_id === id;
}

/** The record's source identity; a resource without one is stored under its own id (never taken). */
function identityOf(r: Resource, data: Body, id: string): SourceIdentity {
  if (r.identity === null) return { source_system: '', source_id: id, connection_id: '' };
  return {
    source_system: textOf(data.source_system) ?? '',
    source_id: textOf(data[r.identity.sourceField]) ?? '',
    connection_id: textOf(data.connection_id) ?? '',
  };
}

/** The names of a resource's server-owned fields (`readOnly`). */
function serverOwned(r: Resource): string[] {
  return Object.entries(r.fields)
    .filter(([, f]) => f.readOnly)
    .map(([name]) => name);
}

export function checkVersion(existing: StoredRecord, ifMatch: number | undefined): void {
  if (ifMatch !== undefined && ifMatch !== existing.version) {
    throw new AppError(
      'PRECONDITION_FAILED',
      `If-Match does not match: the record is at version ${existing.version}. Get it again and retry.`,
    );
  }
}

// References -----------------------------------------------------------------------------------

function walkRefs(
  r: Resource,
  data: Body,
  visit: (path: string, value: unknown, target: string) => void,
): void {
  for (const { path, target } of r.refPaths) {
    const step = (value: unknown, i: number, at: string): void => {
      if (value === null || value === undefined) return;
      if (i === path.length) {
        visit(at, value, target);
        return;
      }
      const key = path[i]!;
      if (key === '*') {
        if (Array.isArray(value)) for (const [j, v] of value.entries()) step(v, i + 1, `${at}.${j}`);
      } else if (isBody(value)) {
        step(value[key], i + 1, at ? `${at}.${key}` : key);
      }
    };
    step(data, 0, '');
  }
}

/** D5: a reference must name a record of the right type in the same company, or it is a 422. */
async function checkReferences(repo: Repository, r: Resource, companyId: string, data: Body): Promise<void> {
  await checkReferencesOfMany(repo, r, companyId, [data], () => '');
}

/** The references of several records checked in one look-up; a field is named `${prefix(i)}${path}`. */
async function checkReferencesOfMany(
  repo: Repository,
  r: Resource,
  companyId: string,
  items: readonly Body[],
  prefix: (i: number) => string,
): Promise<void> {
  const checks: { path: string; value: string; target: string }[] = [];
  for (const [i, data] of items.entries())
    walkRefs(r, data, (path, value, target) => {
      checks.push({ path: `${prefix(i)}${path}`, value: String(value), target });
    });
  const errors: FieldError[] = [];
  // Every record named, each once (ten lines naming one account), in one look-up.
  const wanted = new Map<string, Set<string>>();
  for (const c of checks) {
    if (!isUuid(c.value)) continue;
    const ids = wanted.get(c.target) ?? new Set<string>();
    wanted.set(c.target, ids.add(c.value));
  }
  const found = await repo.existingRecords(
    companyId,
    new Map([...wanted].map(([table, ids]) => [table, [...ids]])),
  );
  for (const c of checks) {
    // PostgreSQL's uuid type matches any letter case and answers in lower case.
    if (!found.has(`${c.target}|${c.value.toLowerCase()}`)) {
      errors.push({
        field: c.path,
        code: 'invalid_reference',
        message: `must be the id of an existing ${c.target.replace(/s$/, '')} of this company`,
      });
    }
  }
  if (errors.length) throw validationError(errors, 'INVALID_REFERENCE');
}

function referencedIds(r: Resource, data: Body): string[] {
  const ids: string[] = [];
  walkRefs(r, data, (_path, value) => ids.push(String(value)));
  return ids;
}

function prefixErrors(e: unknown, prefix: string): unknown {
  if (e instanceof AppError && e.errors) {
    return validationError(
      e.errors.map((fe) => ({ ...fe, field: `${prefix}.${fe.field}` })),
      e.code,
    );
  }
  return e;
}

// Output ---------------------------------------------------------------------------------------

export function present(r: Resource, rec: StoredRecord): RecordEnvelope {
  const data: Body = { id: rec.id };
  for (const name of Object.keys(r.fields)) data[name] = rec.data[name] ?? null;
  for (const [alias, target] of Object.entries(r.aliases ?? {})) data[alias] = rec.data[target] ?? null;
  for (const [name, c] of Object.entries(r.computed ?? {})) data[name] = c.value(rec.data, rec);
  data.created_at = rec.created_at;
  data.updated_at = rec.updated_at;
  data.version = rec.version;
  return { id: rec.id, object: r.object, data };
}

async function writeEvent(
  repo: Repository,
  companyId: string,
  type: string,
  record: RecordEnvelope,
  extra: Body = {},
): Promise<void> {
  await repo.insertEvent({
    id: newId(),
    company_id: companyId,
    type,
    created_at: nowIso(),
    data: { object: record, ...extra },
  });
}

/** What a record list writes into cursors as a sort value: a scalar, or null. */
function isCursorValue(v: unknown): v is string | number | boolean | null {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((id) => y.has(id));
}
