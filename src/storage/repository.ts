/**
 * All SQL of the service. A Repository is bound to a connection or a transaction; the domain gets
 * one from Store.read or Store.write and never sees SQL. The same queries serve SQLite and
 * PostgreSQL; the few dialect differences are marked where they occur.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Resource } from '../resources/define.ts';
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

type Row = Record<string, unknown>;

export class Repository {
  constructor(
    /** The connection or transaction; for the storage layer's other modules only (never domain or HTTP). */
    readonly db: Db,
    readonly dialect: DialectName,
    /** Inside a write transaction: reads of records to change take row locks on PostgreSQL. */
    private readonly inWrite: boolean,
  ) {}

  // Companies and tokens ---------------------------------------------------------------------

  async insertCompany(c: Company): Promise<void> {
    await this.db
      .insertInto('companies')
      .values({ ...c })
      .execute();
  }

  async getCompany(id: string): Promise<Company | undefined> {
    return (await this.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as unknown as Company | undefined;
  }

  async listCompanies(): Promise<Company[]> {
    return (await this.db
      .selectFrom('companies')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute()) as unknown as Company[];
  }

  async insertToken(t: TokenRow & { token_hash: string }): Promise<void> {
    await this.db
      .insertInto('api_tokens')
      .values({ ...t, scopes: t.scopes.join(' ') })
      .execute();
  }

  async findTokenByHash(hash: string): Promise<TokenRow | undefined> {
    const row = await this.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row ? tokenFromRow(row) : undefined;
  }

  async getToken(id: string): Promise<TokenRow | undefined> {
    const row = await this.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? tokenFromRow(row) : undefined;
  }

  async listTokens(companyId: string): Promise<TokenRow[]> {
    const rows = await this.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(tokenFromRow);
  }

  async revokeToken(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async touchToken(companyId: string, id: string, at: string): Promise<void> {
    await this.db
      .updateTable('api_tokens')
      .set({ last_used_at: at })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  }

  // Records ----------------------------------------------------------------------------------

  async getRecord(r: Resource, companyId: string, id: string): Promise<StoredRecord | undefined> {
    let q = this.db
      .selectFrom(r.name)
      .select(RECORD_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id);
    if (this.inWrite && this.dialect === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row ? this.recordFromRow(row) : undefined;
  }

  async recordExists(table: string, companyId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
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
    if (r.identity.withConnection) q = q.where('connection_id', '=', identity.connection_id);
    if (this.inWrite && this.dialect === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row ? this.recordFromRow(row) : undefined;
  }

  /** Inserts unless a record with the same source identity exists; false when it did (a concurrent upsert won). */
  async insertRecord(
    r: Resource,
    companyId: string,
    rec: StoredRecord,
    identity: SourceIdentity,
  ): Promise<boolean> {
    const conflictColumns = [
      'company_id',
      'source_system',
      'source_id',
      ...(r.identity.withConnection ? ['connection_id'] : []),
    ];
    const result = await this.db
      .insertInto(r.name)
      .values({ company_id: companyId, ...this.rowValues(r, rec, identity) })
      .onConflict((oc) => oc.columns(conflictColumns).doNothing())
      .executeTakeFirst();
    const inserted = Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    if (inserted) await this.addToCount(companyId, r.name, 1);
    return inserted;
  }

  async updateRecord(
    r: Resource,
    companyId: string,
    rec: StoredRecord,
    identity: SourceIdentity,
  ): Promise<void> {
    const values = this.rowValues(r, rec, identity);
    delete values.id;
    delete values.created_at;
    await this.db
      .updateTable(r.name)
      .set(values)
      .where('company_id', '=', companyId)
      .where('id', '=', rec.id)
      .execute();
  }

  /** Replaces the system state of a record; not a change of the record (no version, no event). */
  async updateSys(table: string, companyId: string, id: string, sys: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable(table)
      .set({ sys: this.jsonValue(sys) })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  }

  async deleteRecord(r: Resource, companyId: string, id: string): Promise<void> {
    await this.db.deleteFrom(r.name).where('company_id', '=', companyId).where('id', '=', id).execute();
    await this.addToCount(companyId, r.name, -1);
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

  private async addToCount(companyId: string, resource: string, delta: number): Promise<void> {
    await this.db
      .insertInto('record_counts')
      .values({ company_id: companyId, resource, count: delta })
      .onConflict((oc) =>
        oc.columns(['company_id', 'resource']).doUpdateSet({ count: sql`record_counts.count + ${delta}` }),
      )
      .execute();
  }

  async list(r: Resource, companyId: string, q: ListQuery): Promise<ListResult> {
    const col = q.sort.column;
    const dir = q.sort.desc ? 'desc' : 'asc';
    // Deferred join: page the ids in an index-only subquery, then fetch those rows. An OFFSET
    // deep into a company's records then walks the (company_id, sort, id) index, not the heap.
    let ids = this.db
      .selectFrom(r.name)
      .select(['id', col === 'id' ? 'id' : col])
      .where('company_id', '=', companyId)
      .where((eb) => eb.and(q.conditions.map((c) => this.condition(eb, c))));
    if (q.after) {
      const after = q.after;
      ids = ids.where((eb) => {
        const cmp = q.sort.desc ? '<' : '>';
        if (after.value === null) {
          // Nulls sort last ascending and first descending, as on PostgreSQL.
          return q.sort.desc
            ? eb.or([eb(col, 'is not', null), eb.and([eb(col, 'is', null), eb('id', '<', after.id)])])
            : eb.and([eb(col, 'is', null), eb('id', '>', after.id)]);
        }
        const ordered = eb.or([
          eb(col, cmp, after.value),
          eb.and([eb(col, '=', after.value), eb('id', cmp, after.id)]),
        ]);
        return q.sort.desc ? ordered : eb.or([ordered, eb(col, 'is', null)]);
      });
    }
    ids = ids
      .orderBy(sql`${sql.ref(col)} ${sql.raw(dir)} ${sql.raw(q.sort.desc ? 'nulls first' : 'nulls last')}`)
      .orderBy('id', dir)
      .limit(q.limit + 1)
      .offset(q.after ? 0 : q.offset);
    const page = await ids.execute();
    const hasMore = page.length > q.limit;
    const pageIds = page.slice(0, q.limit);
    let rows: Row[] = [];
    if (pageIds.length > 0) {
      rows = await this.db
        .selectFrom(r.name)
        .select([...RECORD_COLUMNS, sql.ref(col).as('__sort')])
        .where('company_id', '=', companyId)
        .where(
          'id',
          'in',
          pageIds.map((p) => p.id as string),
        )
        .execute();
      const order = new Map(pageIds.map((p, i) => [p.id as string, i]));
      rows.sort((a, b) => (order.get(a.id as string) ?? 0) - (order.get(b.id as string) ?? 0));
    }
    const totalCount = await this.count(r, companyId, q.conditions);
    return {
      records: rows.map((row) => this.recordFromRow(row)),
      sortValues: rows.map((row) => row.__sort),
      totalCount,
      hasMore,
    };
  }

  private async count(r: Resource, companyId: string, conditions: Condition[]): Promise<number> {
    if (conditions.length === 0) {
      const row = await this.db
        .selectFrom('record_counts')
        .select('count')
        .where('company_id', '=', companyId)
        .where('resource', '=', r.name)
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    }
    const row = await this.db
      .selectFrom(r.name)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', companyId)
      .where((eb) => eb.and(conditions.map((c) => this.condition(eb, c))))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private condition(eb: ExpressionBuilder<Database, string>, c: Condition): Expression<SqlBool> {
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
      await this.db
        .deleteFrom('record_refs')
        .where('company_id', '=', companyId)
        .where('from_id', '=', fromId)
        .execute();
    }
    const unique = [...new Set(toIds)].filter((id) => id !== fromId);
    if (unique.length === 0) return;
    await this.db
      .insertInto('record_refs')
      .values(
        unique.map((to) => ({
          company_id: companyId,
          to_id: to,
          from_id: fromId,
          from_resource: fromResource,
        })),
      )
      .execute();
  }

  async referencedBy(companyId: string, toId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('record_refs')
      .select('from_resource')
      .where('company_id', '=', companyId)
      .where('to_id', '=', toId)
      .limit(1)
      .executeTakeFirst();
    return row?.from_resource as string | undefined;
  }

  async insertEvent(e: EventRow): Promise<void> {
    await this.db
      .insertInto('events')
      .values({ ...e, data: this.jsonValue(e.data) })
      .execute();
  }

  // Mapping ----------------------------------------------------------------------------------

  private rowValues(r: Resource, rec: StoredRecord, identity: SourceIdentity): Row {
    const values: Row = {
      id: rec.id,
      ...identity,
      version: rec.version,
      created_at: rec.created_at,
      updated_at: rec.updated_at,
      data: this.jsonValue(rec.data),
    };
    for (const col of r.columns) values[col.name] = this.toColumnValue(col.kind, rec.data[col.name]);
    return values;
  }

  private jsonValue(value: unknown) {
    const text = JSON.stringify(value);
    return this.dialect === 'postgres' ? sql`${text}::text::jsonb` : text;
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
    const parse = (v: unknown) =>
      typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>);
    return {
      id: row.id as string,
      version: Number(row.version),
      created_at: row.created_at as string,
      updated_at: row.updated_at as string,
      data: parse(row.data),
      ...(row.sys ? { sys: parse(row.sys) } : {}),
    };
  }
}

const RECORD_COLUMNS = ['id', 'version', 'created_at', 'updated_at', 'data', 'sys'] as const;

function tokenFromRow(row: Row): TokenRow {
  return {
    id: row.id as string,
    company_id: row.company_id as string,
    name: (row.name as string | null) ?? null,
    prefix: row.prefix as string,
    scopes: String(row.scopes).split(' ').filter(Boolean),
    created_at: row.created_at as string,
    expires_at: (row.expires_at as string | null) ?? null,
    revoked_at: (row.revoked_at as string | null) ?? null,
    last_used_at: (row.last_used_at as string | null) ?? null,
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
