/**
 * All SQL of the service. A Repository is bound to a connection or a transaction; the domain gets
 * one from Store.read or Store.write and never sees SQL. The same queries serve SQLite and
 * PostgreSQL; the few dialect differences are marked where they occur.
 */
import {
  type Compilable,
  CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Resource } from '../kernel/define.ts';
import { jsonText, toJson } from './json.ts';
import { jsonObject, num, type Row, str } from './rows.ts';
import type { FixedTables } from './tables.ts';
import type {
  Company,
  Condition,
  Database,
  Db,
  DialectName,
  EventRow,
  ListQuery,
  ListResult,
  SourceIdentity,
  StoredRecord,
  TokenRow,
} from './types.ts';

/**
 * Statements of a PostgreSQL write whose answer nobody reads (an INSERT without RETURNING, an
 * UPDATE whose count is not looked at): the driver sends each behind the statements before it and
 * returns at once, and the transaction's next statement (at the latest its COMMIT) waits for its
 * answer too, so they cost no round trip of their own (`Repository.send`, src/storage/postgres.ts).
 * An error of one is thrown by that next statement, as its own.
 */
export const PIPELINED = new WeakSet<CompiledQuery>();

/**
 * PIPELINED reads whose only effect is to fail the write (a guard: `select 1 / (condition)::int`)
 * and nobody reads otherwise: on PostgreSQL they may join the write's merged statement (mergeHeld).
 */
export const GUARDS = new WeakSet<CompiledQuery>();

/**
 * Reads of a PostgreSQL write sent ahead of need (`Repository.prefetch`): the driver sends each
 * without waiting, like a PIPELINED statement, and keeps its answer here for whoever awaits it, so
 * several reads a write will need travel in one round trip.
 */
export const PREFETCHED = new WeakMap<CompiledQuery, Promise<QueryResult<unknown>> | null>();

/**
 * PIPELINED statements held until the write commits, sent just before its COMMIT: the record
 * counters' slots. A slot's row stays locked from its upsert to the commit, and a write that met
 * another's slot waited for that whole write (which may itself be queued on a customer's row):
 * taken last, a slot is held for a round trip, and writes queue on the rows they share in the
 * order they reached them (issue 23, docs/performance.md "Stalls, session 9").
 */
export const AT_COMMIT = new WeakSet<CompiledQuery>();

/** A query that can be compiled: Kysely's builders. */
interface Sendable {
  compile(): CompiledQuery;
}

/** The tables of `Repository.tables`: the fixed tables typed, the resource tables loose. */
export type TypedDb = Kysely<Database & FixedTables>;

export class Repository {
  private typed: TypedDb | undefined;

  constructor(
    /** The connection or transaction; for the storage layer's other modules only (never domain or HTTP). */
    readonly db: Db,
    readonly dialect: DialectName,
    /** Inside a write transaction: reads of records to change take row locks on PostgreSQL. */
    private readonly inWrite: boolean,
    /**
     * How this write waits for a turn on the event loop (platform/turns.ts); none where it may not
     * pause (SQLite in memory, where a read during the pause would see the write uncommitted).
     */
    private readonly turns?: () => Promise<void>,
  ) {}

  /**
   * D11: between the pieces of a long write's own work (the arithmetic, the posting of 1,000
   * lines, its event), a turn for the other requests once the running slice is over.
   */
  turn(): Promise<void> {
    return this.turns ? this.turns() : Promise.resolve();
  }

  /**
   * Runs a write whose answer is not needed (its result and affected-row count are not read). In a
   * PostgreSQL write it is pipelined (PIPELINED): sent without waiting for its answer, which the
   * transaction's next statement waits for. Elsewhere it runs at once.
   */
  async send(query: Sendable | CompiledQuery): Promise<void> {
    const compiled = 'compile' in query ? query.compile() : query;
    if (this.dialect === 'postgres' && this.inWrite) PIPELINED.add(compiled);
    await this.db.executeQuery(compiled);
  }

  /**
   * Sends a guard: a one-row SELECT that fails the write when its condition does not hold, whose
   * answer nobody reads. On PostgreSQL it is held and sent like `send`'s statements (GUARDS).
   */
  async sendGuard(query: CompiledQuery): Promise<void> {
    if (this.dialect === 'postgres' && this.inWrite) GUARDS.add(query);
    await this.send(query);
  }

  /**
   * Sends a read now and resolves to its rows. In a PostgreSQL write the statement goes out
   * without waiting for the statements before it to be answered (PREFETCHED): reads started one
   * after another before any is awaited share one round trip. Elsewhere it runs as `execute()`.
   * Nothing may depend on it seeing a write sent after it.
   */
  async prefetch<R>(query: Compilable<R>): Promise<R[]> {
    const compiled = query.compile();
    if (this.dialect !== 'postgres' || !this.inWrite) return (await this.db.executeQuery<R>(compiled)).rows;
    PREFETCHED.set(compiled, null);
    await this.db.executeQuery(compiled);
    const answer = PREFETCHED.get(compiled);
    if (!answer) throw new Error('the driver did not keep a prefetched answer');
    return (await answer).rows as R[];
  }

  /** The same connection or transaction, its queries on the fixed tables returning typed rows. */
  get tables(): TypedDb {
    this.typed ??= this.db.withTables<FixedTables>();
    return this.typed;
  }

  // Companies and tokens ---------------------------------------------------------------------

  async insertCompany(c: Company): Promise<void> {
    await this.tables
      .insertInto('companies')
      .values({ ...c })
      .execute();
  }

  async getCompany(id: string): Promise<Company | undefined> {
    return await this.tables
      .selectFrom('companies')
      .select(COMPANY_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async listCompanies(): Promise<Company[]> {
    return await this.tables
      .selectFrom('companies')
      .select(COMPANY_COLUMNS)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertToken(t: TokenRow & { token_hash: string }): Promise<void> {
    await this.tables
      .insertInto('api_tokens')
      .values({ ...t, scopes: t.scopes.join(' ') })
      .execute();
  }

  async findTokenByHash(hash: string): Promise<TokenRow | undefined> {
    const row = await this.firstRow('token by hash', [hash], () =>
      this.tables.selectFrom('api_tokens').selectAll().where('token_hash', '=', hash),
    );
    return row ? tokenFromRow(row) : undefined;
  }

  async getToken(id: string): Promise<TokenRow | undefined> {
    const row = await this.tables
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? tokenFromRow(row) : undefined;
  }

  async listTokens(companyId: string): Promise<TokenRow[]> {
    const rows = await this.tables
      .selectFrom('api_tokens')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(tokenFromRow);
  }

  async revokeToken(id: string, at: string): Promise<void> {
    await this.tables
      .updateTable('api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async touchToken(companyId: string, id: string, at: string): Promise<void> {
    await this.tables
      .updateTable('api_tokens')
      .set({ last_used_at: at })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  }

  // Records ----------------------------------------------------------------------------------

  async getRecord(r: Resource, companyId: string, id: string): Promise<StoredRecord | undefined> {
    const lock = this.inWrite && this.dialect === 'postgres';
    const row = await this.firstRow(`${r.name} by id${lock ? ' for update' : ''}`, [companyId, id], () => {
      const q = this.db
        .selectFrom(r.name)
        .select(RECORD_COLUMNS)
        .where('company_id', '=', companyId)
        .where('id', '=', id);
      return lock ? q.forUpdate() : q;
    });
    return row ? this.recordFromRow(row) : undefined;
  }

  /**
   * The first row of a query compiled once per dialect and `shape`, then only given `params`:
   * Kysely builds and compiles a query on every call, which costs more than SQLite takes to
   * answer a lookup by key, and these lookups run on every request.
   */
  private async firstRow<R>(
    shape: string,
    params: readonly unknown[],
    build: () => Compilable<R>,
  ): Promise<R | undefined> {
    const { rows } = await this.db.executeQuery<R>(this.compiledOnce(shape, params, build));
    return rows[0];
  }

  /**
   * A query compiled once per dialect and `shape`, then only given `params` (the lookups by key,
   * the inserts every create makes): Kysely builds and compiles a query on every call, a visible
   * part of a create's CPU. `params` are listed by the caller in a fixed order, checked
   * against the first compilation's.
   */
  private compiledOnce(
    shape: string,
    params: readonly unknown[],
    build: () => Compilable<unknown>,
  ): CompiledQuery {
    const key = `${this.dialect} ${shape}`;
    let text = COMPILED.get(key);
    if (text === undefined) {
      const compiled = build().compile();
      // The text is reused with other values: they must be the parameters, all and in order.
      if (compiled.parameters.length !== params.length || compiled.parameters.some((p, i) => p !== params[i]))
        throw new Error(`query "${shape}" does not take exactly its given parameters`);
      text = compiled.sql;
      COMPILED.set(key, text);
    }
    return CompiledQuery.raw(text, [...params]);
  }

  /**
   * Which of the given records exist in the company, as `table|id`: one statement for every table
   * named (a UNION ALL), so a document's references cost one look-up, one round trip on PostgreSQL.
   */
  async existingRecords(
    companyId: string,
    byTable: ReadonlyMap<string, readonly string[]>,
  ): Promise<Set<string>> {
    const parts = [...byTable]
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) =>
        this.db
          .selectFrom(table)
          .select([sql.lit(table).as('t'), 'id'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids),
      );
    const [first, ...rest] = parts;
    if (!first) return new Set();
    const rows = await rest.reduce((q, p) => q.unionAll(p), first).execute();
    return new Set(rows.map((row) => `${str(row, 't')}|${str(row, 'id')}`));
  }

  async findByIdentity(
    r: Resource,
    companyId: string,
    identity: SourceIdentity,
  ): Promise<StoredRecord | undefined> {
    let q = this.db
      .selectFrom(r.name)
      .select(RECORD_COLUMNS)
      .where('company_id', '=', companyId)
      .where('source_system', '=', identity.source_system)
      .where('source_id', '=', identity.source_id);
    if (r.identity?.withConnection) q = q.where('connection_id', '=', identity.connection_id);
    if (this.inWrite && this.dialect === 'postgres') q = q.forUpdate();
    // Sent at once: a caller may start it ahead of other reads and await it later.
    const [row] = await this.prefetch(q);
    return row ? this.recordFromRow(row) : undefined;
  }

  /**
   * Inserts unless a record with the same source identity exists; false when it did (a concurrent
   * upsert won). `fresh`: the identity is the new record's own id, which nobody can hold yet (D5):
   * the insert cannot meet a conflict and is sent without waiting for its answer (`send`); were it
   * to fail, the write fails with its error.
   */
  async insertRecord(
    r: Resource,
    companyId: string,
    rec: StoredRecord,
    identity: SourceIdentity,
    fresh = false,
  ): Promise<boolean> {
    const { values, params } = this.rowParts(r, rec, identity);
    const row = { company_id: companyId, ...values };
    const rowParams = [companyId, ...params];
    if (fresh) {
      await this.send(
        this.compiledOnce(`insert ${r.name}`, rowParams, () => this.db.insertInto(r.name).values(row)),
      );
      await this.addToCount(companyId, r.name, 1);
      return true;
    }
    const conflictColumns = [
      'company_id',
      'source_system',
      'source_id',
      ...(r.identity?.withConnection ? ['connection_id'] : []),
    ];
    const result = await this.db.executeQuery(
      this.compiledOnce(`insert ${r.name} unless its identity is taken`, rowParams, () =>
        this.db
          .insertInto(r.name)
          .values(row)
          .onConflict((oc) => oc.columns(conflictColumns).doNothing()),
      ),
    );
    const inserted = Number(result.numAffectedRows ?? 0n) === 1;
    if (inserted) await this.addToCount(companyId, r.name, 1);
    return inserted;
  }

  /**
   * Inserts new records whose identity is their own id (no source identity: nobody can hold it
   * yet), as multi-row INSERTs of at most BULK_ROWS rows, and raises the record count once. An
   * import's thousands of rows cost a few statements instead of one each.
   */
  async insertFreshRecords(
    r: Resource,
    companyId: string,
    recs: ReadonlyArray<{ rec: StoredRecord; identity: SourceIdentity }>,
  ): Promise<void> {
    if (recs.length === 0) return;
    const rows = recs.map(({ rec, identity }) => ({
      company_id: companyId,
      ...this.rowParts(r, rec, identity).values,
    }));
    const per = Math.max(1, Math.floor(BULK_PARAMS / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += per)
      await this.send(this.db.insertInto(r.name).values(rows.slice(i, i + per)));
    await this.addToCount(companyId, r.name, recs.length);
  }

  /**
   * The records of one company whose indexed column `equal.column` is `equal.value` and, when
   * given, whose indexed column `within.column` lies in [from, to] (both ends included) or is one
   * of `in`: an import's look-up of the lines an account already has (over the file's dates, or
   * with the file's fitids).
   */
  async recordsWhere(
    r: Resource,
    companyId: string,
    equal: { column: string; value: string },
    within?: { column: string; from: string; to: string } | { column: string; in: readonly string[] },
  ): Promise<StoredRecord[]> {
    const base = () =>
      this.db
        .selectFrom(r.name)
        .select(RECORD_COLUMNS)
        .where('company_id', '=', companyId)
        .where(equal.column, '=', equal.value);
    if (within && 'in' in within) {
      const out: StoredRecord[] = [];
      for (let i = 0; i < within.in.length; i += BULK_PARAMS) {
        const rows = await base()
          .where(within.column, 'in', within.in.slice(i, i + BULK_PARAMS))
          .execute();
        for (const row of rows) out.push(this.recordFromRow(row));
      }
      return out;
    }
    let q = base();
    if (within) q = q.where(within.column, '>=', within.from).where(within.column, '<=', within.to);
    const rows = await q.execute();
    return rows.map((row) => this.recordFromRow(row));
  }

  /** `replaceRefs` of many records just inserted (they have no references yet), in multi-row INSERTs. */
  async insertRefsOfNew(
    companyId: string,
    fromResource: string,
    refs: ReadonlyArray<{ fromId: string; toIds: readonly string[] }>,
  ): Promise<void> {
    const rows = refs.flatMap(({ fromId, toIds }) =>
      [...new Set(toIds)]
        .filter((to) => to !== fromId)
        .map((to) => ({ company_id: companyId, to_id: to, from_id: fromId, from_resource: fromResource })),
    );
    for (let i = 0; i < rows.length; i += BULK_PARAMS / 4)
      await this.send(this.db.insertInto('record_refs').values(rows.slice(i, i + BULK_PARAMS / 4)));
  }

  async updateRecord(
    r: Resource,
    companyId: string,
    rec: StoredRecord,
    identity: SourceIdentity,
  ): Promise<void> {
    const { values } = this.rowParts(r, rec, identity);
    delete values.id;
    delete values.created_at;
    // The row is locked by the read that found it: the update cannot miss, nobody reads its count.
    await this.send(
      this.db.updateTable(r.name).set(values).where('company_id', '=', companyId).where('id', '=', rec.id),
    );
  }

  /** Replaces the system state of a record; not a change of the record (no version, no event). */
  async updateSys(table: string, companyId: string, id: string, sys: Record<string, unknown>): Promise<void> {
    await this.send(
      this.db
        .updateTable(table)
        .set({ sys: toJson(this.dialect, sys) })
        .where('company_id', '=', companyId)
        .where('id', '=', id),
    );
  }

  async deleteRecord(r: Resource, companyId: string, id: string): Promise<void> {
    const deleted = await this.db
      .deleteFrom(r.name)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) await this.addToCount(companyId, r.name, -1);
    await this.db
      .deleteFrom('record_refs')
      .where('company_id', '=', companyId)
      .where('from_id', '=', id)
      .execute();
  }

  async identityTaken(
    r: Resource,
    companyId: string,
    identity: SourceIdentity,
    exceptId: string,
  ): Promise<boolean> {
    const other = await this.findByIdentity(r, companyId, identity);
    return other !== undefined && other.id !== exceptId;
  }

  /**
   * The counter behind an unfiltered list's total_count, changed in the write's own transaction.
   * It is spread over COUNT_SLOTS rows per (company, resource) and read as their sum: with one row,
   * every create in a company waited on that row's lock until the previous create had committed.
   * A PostgreSQL backend takes the slot of its process id: it runs one transaction at a time, so
   * it never waits on itself, and every change a transaction makes to one counter lands in the
   * same slot (no lock-order deadlocks between slots). SQLite has one writer: one slot.
   */
  private async addToCount(companyId: string, resource: string, delta: number): Promise<void> {
    const pg = this.dialect === 'postgres';
    const slot = pg ? sql<number>`pg_backend_pid() % ${sql.raw(String(COUNT_SLOTS))}` : 0;
    const params = pg ? [companyId, resource, delta, delta] : [companyId, resource, 0, delta, delta];
    const query = this.compiledOnce('add to a record count', params, () =>
      this.tables
        .insertInto('record_count_slots')
        .values({ company_id: companyId, resource, slot, count: delta })
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'resource', 'slot'])
            .doUpdateSet({ count: sql<number>`record_count_slots.count + ${delta}` }),
        ),
    );
    if (pg && this.inWrite) AT_COMMIT.add(query);
    await this.send(query);
  }

  /**
   * One page, and its exact total count, in one statement (two at the end of a nullable sort
   * column's values, where the rows without a value follow in a second index range).
   *
   * Cursors are keyset conditions the index (company_id, column, id) answers as one range: the
   * row value `(column, id) > (v, i)` (`<` descending), never an OR of comparisons, which neither
   * planner turns into a range. A nullable column's rows are two ranges, the values and then the
   * nulls (ascending; the other way round descending), as ORDER BY … NULLS LAST/FIRST orders them.
   */
  async list(r: Resource, companyId: string, q: ListQuery): Promise<ListResult> {
    const { page, total } = await this.page(r, companyId, q, true);
    return { ...page, totalCount: total ?? (await this.count(r, companyId, q.conditions)) };
  }

  /** A page without its total count: the domain's own look-ups, which never show one, skip counting. */
  async scan(r: Resource, companyId: string, q: ListQuery): Promise<Omit<ListResult, 'totalCount'>> {
    return (await this.page(r, companyId, q, false)).page;
  }

  private async page(
    r: Resource,
    companyId: string,
    q: ListQuery,
    counted: boolean,
  ): Promise<{ page: Omit<ListResult, 'totalCount'>; total: number | undefined }> {
    const want = q.limit + 1;
    const rows: Row[] = [];
    let total: number | undefined;
    for (const segment of segments(q, !NOT_NULL_SORTS.has(q.sort.column))) {
      if (rows.length >= want) break;
      const withTotal = counted && total === undefined;
      const found = await this.segmentQuery(r, companyId, q, segment, want - rows.length, withTotal);
      if (withTotal && found.length > 0) total = Number(found[0]!.__total);
      rows.push(...found);
    }
    const page = rows.slice(0, q.limit);
    return {
      page: {
        records: page.map((row) => this.recordFromRow(row)),
        sortValues: page.map((row) => row.__sort),
        hasMore: rows.length > q.limit,
      },
      total,
    };
  }

  private async segmentQuery(
    r: Resource,
    companyId: string,
    q: ListQuery,
    segment: Segment,
    limit: number,
    withTotal: boolean,
  ): Promise<Row[]> {
    const col = q.sort.column;
    const nullable = !NOT_NULL_SORTS.has(col);
    const dir = sql.raw(q.sort.desc ? 'desc' : 'asc');
    const cmp = sql.raw(q.sort.desc ? '<' : '>');
    const nulls = sql.raw(nullable ? (q.sort.desc ? ' nulls first' : ' nulls last') : '');
    const where = (eb: ExpressionBuilder<Database, string>): Expression<SqlBool> => {
      const all = [eb('company_id', '=', companyId), ...q.conditions.map((c) => this.condition(eb, c))];
      if (segment.kind === 'values') {
        all.push(
          segment.after
            ? sql<SqlBool>`(${sql.ref(col)}, ${sql.ref('id')}) ${cmp} (${segment.after.value}, ${this.uuid(segment.after.id)})`
            : eb(col, 'is not', null),
        );
      } else if (segment.kind === 'nulls') {
        all.push(eb(col, 'is', null));
        if (segment.afterId !== undefined) all.push(eb('id', q.sort.desc ? '<' : '>', segment.afterId));
      }
      return eb.and(all);
    };
    const columns = [...RECORD_COLUMNS, sql.ref(col).as('__sort')] as const;
    const total = withTotal ? [this.totalExpression(r, companyId, q.conditions).as('__total')] : [];

    if (segment.kind === 'all' && segment.offset > 0) {
      // Deferred join: the offset is walked in the index alone (the inner query reads only
      // (company_id, column, id)), then the page's rows are fetched by primary key. The page
      // drives the join (CROSS JOIN fixes SQLite's join order; PostgreSQL plans it the same way).
      const ids = this.db
        .selectFrom(r.name)
        .select(['id', sql.ref(col).as('__sort')])
        .where(where)
        .orderBy(sql`${sql.ref(col)} ${dir}${nulls}`)
        .orderBy('id', q.sort.desc ? 'desc' : 'asc')
        .limit(limit)
        .offset(segment.offset);
      return await this.db
        .selectFrom(ids.as('p'))
        .crossJoin(`${r.name} as t`)
        .select([...RECORD_COLUMNS.map((c) => `t.${c}`), 'p.__sort', ...total])
        .whereRef('t.id', '=', 'p.id')
        .where('t.company_id', '=', companyId)
        .orderBy(sql`p.__sort ${dir}${nulls}`)
        .orderBy('p.id', q.sort.desc ? 'desc' : 'asc')
        .execute();
    }
    // The nulls segment orders by the column too (all null there): PostgreSQL then reads it in
    // index order rather than sorting every null after the cursor.
    return await this.db
      .selectFrom(r.name)
      .select([...columns, ...total])
      .where(where)
      .orderBy(sql`${sql.ref(col)} ${dir}${nulls}`)
      .orderBy('id', q.sort.desc ? 'desc' : 'asc')
      .limit(limit)
      .execute();
  }

  /** The exact count of a list: the counter's slots unfiltered, else the matching rows. */
  private totalExpression(r: Resource, companyId: string, conditions: Condition[]): RawBuilder<unknown> {
    if (conditions.length === 0) {
      // record_counts holds what was counted before the slots (and bulk loads); the slots the rest.
      return sql`(coalesce((select count from record_counts where company_id = ${companyId} and resource = ${r.name}), 0)
        + (select coalesce(sum(count), 0) from record_count_slots where company_id = ${companyId} and resource = ${r.name}))`;
    }
    const counted = this.db
      .selectFrom(r.name)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', companyId)
      .where((eb) => eb.and(conditions.map((c) => this.condition(eb, c))));
    return sql`(${counted})`;
  }

  private async count(r: Resource, companyId: string, conditions: Condition[]): Promise<number> {
    const { rows } = await sql<{
      n: unknown;
    }>`select ${this.totalExpression(r, companyId, conditions)} as n`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** A uuid parameter compared inside a row value, where PostgreSQL cannot infer its type. */
  private uuid(id: string) {
    return this.dialect === 'postgres' ? sql`${id}::uuid` : sql`${id}`;
  }

  private condition(eb: ExpressionBuilder<Database, string>, c: Condition): Expression<SqlBool> {
    if (c.op === 'in') {
      const values = Array.isArray(c.value) ? c.value.map((v) => this.toColumnValue(c.kind, v)) : [];
      return values.length === 0 ? sql<SqlBool>`1 = 0` : eb(c.column, 'in', values);
    }
    if (c.op === 'null') return eb(c.column, 'is', null);
    const value = this.toColumnValue(c.kind, c.value);
    switch (c.op) {
      case 'eq':
        return eb(c.column, '=', value);
      case 'gte':
        return eb(c.column, '>=', value);
      case 'lte':
        return eb(c.column, '<=', value);
      case 'contains': {
        const pattern = `%${String(value).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        // Case-insensitive substring: ILIKE on PostgreSQL; SQLite's LIKE already folds ASCII case.
        return this.dialect === 'postgres'
          ? sql<SqlBool>`${sql.ref(c.column)} ilike ${pattern} escape '\\'`
          : sql<SqlBool>`${sql.ref(c.column)} like ${pattern} escape '\\'`;
      }
    }
  }

  // References and events --------------------------------------------------------------------

  async replaceRefs(
    companyId: string,
    fromResource: string,
    fromId: string,
    toIds: readonly string[],
    /** A record just inserted has no references yet: nothing to delete first. */
    isNew = false,
  ): Promise<void> {
    if (!isNew) {
      await this.send(
        this.db.deleteFrom('record_refs').where('company_id', '=', companyId).where('from_id', '=', fromId),
      );
    }
    const unique = [...new Set(toIds)].filter((id) => id !== fromId);
    if (unique.length === 0) return;
    await this.send(
      this.db.insertInto('record_refs').values(
        unique.map((to) => ({
          company_id: companyId,
          to_id: to,
          from_id: fromId,
          from_resource: fromResource,
        })),
      ),
    );
  }

  async referencedBy(companyId: string, toId: string): Promise<string | undefined> {
    const row = await this.tables
      .selectFrom('record_refs')
      .select('from_resource')
      .where('company_id', '=', companyId)
      .where('to_id', '=', toId)
      .limit(1)
      .executeTakeFirst();
    return row?.from_resource;
  }

  async insertEvent(e: EventRow): Promise<void> {
    const text = JSON.stringify(e.data);
    const values = {
      id: e.id,
      company_id: e.company_id,
      type: e.type,
      created_at: e.created_at,
      data: jsonText(this.dialect, text),
    };
    await this.send(
      this.compiledOnce('insert an event', [e.id, e.company_id, e.type, e.created_at, text], () =>
        this.tables.insertInto('events').values(values),
      ),
    );
  }

  /** `insertEvent` of many events, in multi-row INSERTs. */
  async insertEvents(events: readonly EventRow[]): Promise<void> {
    const rows = events.map((e) => ({
      id: e.id,
      company_id: e.company_id,
      type: e.type,
      created_at: e.created_at,
      data: jsonText(this.dialect, JSON.stringify(e.data)),
    }));
    for (let i = 0; i < rows.length; i += BULK_PARAMS / 5)
      await this.send(this.tables.insertInto('events').values(rows.slice(i, i + BULK_PARAMS / 5)));
  }

  // Mapping ----------------------------------------------------------------------------------

  /**
   * A record's columns, and the same values as a query's parameters in the same fixed order (the
   * JSON column as its text), for `compiledOnce`.
   */
  private rowParts(
    r: Resource,
    rec: StoredRecord,
    identity: SourceIdentity,
  ): { values: Record<string, unknown>; params: unknown[] } {
    const text = JSON.stringify(rec.data);
    const values: Record<string, unknown> = {
      id: rec.id,
      source_system: identity.source_system,
      source_id: identity.source_id,
      connection_id: identity.connection_id,
      version: rec.version,
      created_at: rec.created_at,
      updated_at: rec.updated_at,
      data: jsonText(this.dialect, text),
    };
    for (const col of r.columns) values[col.name] = this.toColumnValue(col.kind, rec.data[col.name]);
    const params = Object.entries(values).map(([name, value]) => (name === 'data' ? text : value));
    return { values, params };
  }

  private toColumnValue(kind: string, value: unknown): unknown {
    if (value === null || value === undefined) return null;
    if (this.dialect === 'sqlite') {
      if (kind === 'boolean') return value ? 1 : 0;
      if (kind === 'decimal') return decimalSortKey(String(value));
    }
    return value;
  }

  private recordFromRow(row: Row): StoredRecord {
    return {
      id: str(row, 'id'),
      version: num(row, 'version'),
      created_at: str(row, 'created_at'),
      updated_at: str(row, 'updated_at'),
      data: jsonObject(row.data, 'data'),
      ...(row.sys ? { sys: jsonObject(row.sys, 'sys') } : {}),
    };
  }
}

/** SQL texts of Repository.firstRow, by dialect and shape. */
const COMPILED = new Map<string, string>();

/** A Company's columns (the settings of migration 0011 are read by companies.ts). */
const COMPANY_COLUMNS = ['id', 'name', 'base_currency', 'created_at'] as const;

const RECORD_COLUMNS = ['id', 'version', 'created_at', 'updated_at', 'data', 'sys'] as const;

/** Sort columns every resource table declares NOT NULL; any other sort column may hold nulls. */
const NOT_NULL_SORTS = new Set(['created_at', 'updated_at']);

/**
 * Parameters of one multi-row INSERT: under SQLite's limit (32,766) and PostgreSQL's (65,535), and
 * a statement small enough to build quickly.
 */
const BULK_PARAMS = 8_000;

/** Rows per (company, resource) that the record counter is spread over on PostgreSQL. */
const COUNT_SLOTS = 32;

/** Part of a list's order, read as one index range. */
type Segment =
  /** Offset paging: every row, nulls last ascending and first descending. */
  | { kind: 'all'; offset: number }
  /** The rows with a value in the sort column, after (value, id) when given. */
  | { kind: 'values'; after?: { value: unknown; id: string } }
  /** The rows without one, in id order, after this id when given. */
  | { kind: 'nulls'; afterId?: string };

/** The ranges a page is read from, in order; the next is read only while the page is short. */
function segments(q: ListQuery, nullable: boolean): Segment[] {
  const after = q.after;
  if (!after) return [{ kind: 'all', offset: q.offset }];
  if (after.value === null || after.value === undefined) {
    const rest: Segment[] = q.sort.desc ? [{ kind: 'values' }] : [];
    return [{ kind: 'nulls', afterId: after.id }, ...rest];
  }
  const values: Segment = { kind: 'values', after: { value: after.value, id: after.id } };
  return nullable && !q.sort.desc ? [values, { kind: 'nulls' }] : [values];
}

function tokenFromRow(row: Selectable<FixedTables['api_tokens']>): TokenRow {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.split(' ').filter(Boolean),
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    last_used_at: row.last_used_at,
  };
}

/**
 * SQLite has no exact decimal type: a decimal column holds a text key whose byte order is the
 * numeric order. Non-negative values are `P` + 20 integer digits + 10 fraction digits; negative
 * ones `N` + the nines' complement of those digits, so larger magnitudes sort first.
 */
export function decimalSortKey(value: string): string {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
  const digits = int.padStart(20, '0') + frac.padEnd(10, '0');
  if (!negative || /^0+$/.test(digits)) return `P${digits}`;
  let complement = '';
  for (const d of digits) complement += String(9 - Number(d));
  return `N${complement}`;
}
