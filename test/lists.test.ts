/**
 * Lists (D6) on customers: paging defaults and bounds, stable ordering with ties for every sort
 * field (decimals numerically, nulls last ascending), keyset cursors, filters and exact counts,
 * and unknown parameters refused.
 */
import { describe, expect, it } from 'vitest';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';

interface Row {
  id: string;
  name: string;
  email: string | null;
  credit_limit: string | null;
  created_at: string;
  updated_at: string;
}

type SortKey = 'created_at' | 'updated_at' | 'name' | 'email' | 'credit_limit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The instant halfway between two RFC 3339 timestamps. */
const between = (a: string, b: string) => new Date((Date.parse(a) + Date.parse(b)) / 2).toISOString();

/** The same instant written with an offset of +hh:00, e.g. 2026-01-01T14:00:00.000+02:00. */
function withOffset(iso: string, hours: number): string {
  const local = new Date(Date.parse(iso) + hours * 3600_000).toISOString().replace('Z', '');
  const sign = hours >= 0 ? '+' : '-';
  return `${local}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

function compareValues(key: SortKey, a: Row, b: Row): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  // Nulls sort last ascending (and so first descending).
  if (x === null) return 1;
  if (y === null) return -1;
  if (key === 'credit_limit') return Number(x) - Number(y);
  return x < y ? -1 : 1;
}

/**
 * The orders D6 allows for `sort`: by the sort field (reversed for `-`), ties broken by id. Whether
 * ids break ties ascending or descending is the implementation's choice, so both are returned.
 */
function expectedOrders(rows: Row[], sort: string): string[][] {
  const desc = sort.startsWith('-');
  const key = (desc ? sort.slice(1) : sort) as SortKey;
  const dir = desc ? -1 : 1;
  const byValue = (a: Row, b: Row) => dir * compareValues(key, a, b);
  const idAsc = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [
    [...rows].sort((a, b) => byValue(a, b) || idAsc(a, b)).map((r) => r.id),
    [...rows].sort((a, b) => byValue(a, b) || -idAsc(a, b)).map((r) => r.id),
  ];
}

const toRow = (env: Json): Row => ({
  id: env.id,
  name: env.data.name,
  email: env.data.email,
  credit_limit: env.data.credit_limit,
  created_at: env.data.created_at,
  updated_at: env.data.updated_at,
});

async function list(c: Client, query: string): Promise<Json> {
  const res = await c.get(`/v1/customers${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.object).toBe('list');
  return res.body;
}

/** Follows `page` until has_more is false; checks every page's pagination on the way. */
async function allByPage(c: Client, sort: string, limit: number, total: number): Promise<Row[]> {
  const out: Row[] = [];
  const pages = Math.max(1, Math.ceil(total / limit));
  for (let page = 1; page <= pages; page++) {
    const body = await list(c, qs({ sort, limit, page }));
    expect(body.pagination.page).toBe(page);
    expect(body.pagination.limit).toBe(limit);
    expect(body.pagination.total_count).toBe(total);
    expect(body.pagination.has_more).toBe(page < pages);
    expect(body.data).toHaveLength(page < pages ? limit : total - limit * (pages - 1));
    out.push(...body.data.map(toRow));
  }
  return out;
}

/** Follows `next_cursor` from the first page until it is null. */
async function allByCursor(c: Client, sort: string, limit: number, total: number): Promise<Row[]> {
  const out: Row[] = [];
  let body = await list(c, qs({ sort, limit }));
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(total + 2);
    expect(body.pagination.total_count).toBe(total);
    expect(body.pagination.limit).toBe(limit);
    expect(body.pagination.page).toBe(i + 1);
    out.push(...body.data.map(toRow));
    if (!body.pagination.has_more) {
      expect(body.pagination.next_cursor ?? null).toBeNull();
      break;
    }
    expect(typeof body.pagination.next_cursor).toBe('string');
    body = await list(c, qs({ sort, limit, cursor: body.pagination.next_cursor }));
  }
  return out;
}

function expectExactlyOnceInOrder(got: Row[], all: Row[], sort: string): void {
  const ids = got.map((r) => r.id);
  expect(new Set(ids).size, 'no record twice').toBe(ids.length);
  expect([...ids].sort()).toEqual(all.map((r) => r.id).sort());
  expect(expectedOrders(all, sort)).toContainEqual(ids);
}

async function expect422(c: Client, query: string, field: string, code?: string): Promise<Json> {
  const res = await c.get(`/v1/customers?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(422);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.errors.map((e: Json) => e.field)).toContain(field);
  if (code) expect(res.body.errors.find((e: Json) => e.field === field).code).toBe(code);
  return res.body;
}

const CREDIT_LIMITS = ['9', '10', '100.5', '-3', '2.25', null] as const;
const NAMES = ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Alpha', 'Echo', 'Delta'];

/** 25 customers made concurrently, so many share a created_at; names and limits repeat. */
async function seed25(c: Client): Promise<Row[]> {
  const results = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      c.post('/v1/customers', {
        name: NAMES[i % NAMES.length],
        credit_limit: CREDIT_LIMITS[i % CREDIT_LIMITS.length],
      }),
    ),
  );
  for (const r of results) expect(r.status).toBe(201);
  return results.map((r) => toRow(r.body));
}

const SORTS = ['created_at', '-created_at', 'name', '-name', 'credit_limit', '-credit_limit'];

forEachDatabase((h) => {
  describe('pagination defaults and bounds', () => {
    it('defaults to page 1 and limit 50', async () => {
      const c = await h().company();
      const empty = await list(c, '');
      expect(empty.data).toEqual([]);
      expect(empty.pagination).toMatchObject({ has_more: false, limit: 50, page: 1, total_count: 0 });
      await Promise.all(Array.from({ length: 51 }, (_, i) => c.post('/v1/customers', { name: `C${i}` })));
      const first = await list(c, '');
      expect(first.data).toHaveLength(50);
      expect(first.pagination).toMatchObject({ has_more: true, limit: 50, page: 1, total_count: 51 });
      const second = await list(c, 'page=2');
      expect(second.data).toHaveLength(1);
      expect(second.pagination).toMatchObject({ has_more: false, limit: 50, page: 2, total_count: 51 });
    });

    it('accepts limit 1 and limit 200', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'A' });
      await c.post('/v1/customers', { name: 'B' });
      const one = await list(c, 'limit=1');
      expect(one.data).toHaveLength(1);
      expect(one.pagination).toMatchObject({ has_more: true, limit: 1, total_count: 2 });
      const max = await list(c, 'limit=200');
      expect(max.data).toHaveLength(2);
      expect(max.pagination).toMatchObject({ has_more: false, limit: 200 });
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=', 'limit'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=abc', 'page'],
    ])('%s is a 422 on %s', async (query, field) => {
      const c = await h().company();
      await expect422(c, query, field);
    });

    it('reports a bad limit and a bad page at once', async () => {
      const c = await h().company();
      const body = await expect422(c, 'limit=0&page=0', 'limit');
      expect(body.errors.map((e: Json) => e.field).sort()).toEqual(['limit', 'page']);
    });

    it('an exactly full last page has has_more false; a page past the end is empty', async () => {
      const c = await h().company();
      for (let i = 0; i < 6; i++) expect((await c.post('/v1/customers', { name: `C${i}` })).status).toBe(201);
      const p1 = await list(c, 'limit=3&page=1');
      expect(p1.data).toHaveLength(3);
      expect(p1.pagination).toMatchObject({ has_more: true, limit: 3, page: 1, total_count: 6 });
      const p2 = await list(c, 'limit=3&page=2');
      expect(p2.data).toHaveLength(3);
      expect(p2.pagination).toMatchObject({ has_more: false, limit: 3, page: 2, total_count: 6 });
      expect(p2.pagination.next_cursor ?? null).toBeNull();
      const p3 = await list(c, 'limit=3&page=3');
      expect(p3.data).toEqual([]);
      expect(p3.pagination).toMatchObject({ has_more: false, limit: 3, page: 3, total_count: 6 });
      const far = await list(c, 'limit=3&page=1000');
      expect(far.data).toEqual([]);
      expect(far.pagination).toMatchObject({ has_more: false, page: 1000, total_count: 6 });
      const ids = [...p1.data, ...p2.data].map((r: Json) => r.id);
      expect(new Set(ids).size).toBe(6);
    });
  });

  describe('ordering: stable, no overlap, no skip', () => {
    it.each(SORTS)('sort=%s, paged by page with limit 7', async (sort) => {
      const c = await h().company();
      const all = await seed25(c);
      const got = await allByPage(c, sort, 7, 25);
      expectExactlyOnceInOrder(got, all, sort);
      // The same query twice gives the same order.
      const again = await allByPage(c, sort, 7, 25);
      expect(again.map((r) => r.id)).toEqual(got.map((r) => r.id));
    });

    it.each(SORTS)('sort=%s, followed by cursor with limit 7', async (sort) => {
      const c = await h().company();
      const all = await seed25(c);
      const got = await allByCursor(c, sort, 7, 25);
      expect(got).toHaveLength(25);
      expectExactlyOnceInOrder(got, all, sort);
    });

    it('the default sort is created_at', async () => {
      const c = await h().company();
      await seed25(c);
      const byDefault = await list(c, 'limit=200');
      const explicit = await list(c, 'limit=200&sort=created_at');
      expect(byDefault.data.map((r: Json) => r.id)).toEqual(explicit.data.map((r: Json) => r.id));
    });

    it('credit_limit sorts numerically, nulls last ascending and first descending', async () => {
      const c = await h().company();
      for (const v of ['9', '10', '100.5', '-3', '2.25', null, '1000', '0.5']) {
        expect((await c.post('/v1/customers', { name: `L${v}`, credit_limit: v })).status).toBe(201);
      }
      const asc = await list(c, 'sort=credit_limit');
      expect(asc.data.map((r: Json) => r.data.credit_limit)).toEqual([
        '-3',
        '0.5',
        '2.25',
        '9',
        '10',
        '100.5',
        '1000',
        null,
      ]);
      const desc = await list(c, 'sort=-credit_limit');
      expect(desc.data.map((r: Json) => r.data.credit_limit)).toEqual([
        null,
        '1000',
        '100.5',
        '10',
        '9',
        '2.25',
        '0.5',
        '-3',
      ]);
    });

    it('credit_limit sorts exactly when values differ beyond 15 significant digits', async () => {
      const c = await h().company();
      // 22 significant digits; two decimal places, as the base currency (USD) allows (D19).
      const values = ['12345678901234567890.02', '12345678901234567890.01', '12345678901234567890.03'];
      for (const v of values)
        expect((await c.post('/v1/customers', { name: v, credit_limit: v })).status).toBe(201);
      const asc = await list(c, 'sort=credit_limit');
      expect(asc.data.map((r: Json) => r.data.credit_limit)).toEqual([...values].sort());
    });

    it('name and email sort; names in the same case sort alphabetically', async () => {
      const c = await h().company();
      for (const [name, email] of [
        ['Charlie', 'c@example.com'],
        ['Alpha', 'b@example.com'],
        ['Bravo', 'a@example.com'],
      ]) {
        await c.post('/v1/customers', { name, email });
      }
      expect((await list(c, 'sort=name')).data.map((r: Json) => r.data.name)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
      expect((await list(c, 'sort=-name')).data.map((r: Json) => r.data.name)).toEqual([
        'Charlie',
        'Bravo',
        'Alpha',
      ]);
      expect((await list(c, 'sort=email')).data.map((r: Json) => r.data.name)).toEqual([
        'Bravo',
        'Alpha',
        'Charlie',
      ]);
    });

    it('updated_at sort follows the latest change', async () => {
      const c = await h().company();
      const a = await c.post('/v1/customers', { name: 'A' });
      await sleep(5);
      await c.post('/v1/customers', { name: 'B' });
      await sleep(5);
      await c.put(`/v1/customers/${a.body.id}`, { name: 'A2' });
      expect((await list(c, 'sort=updated_at')).data.map((r: Json) => r.data.name)).toEqual(['B', 'A2']);
      expect((await list(c, 'sort=-updated_at')).data.map((r: Json) => r.data.name)).toEqual(['A2', 'B']);
    });

    it.each(['phone', '-phone', 'nope', 'id', '--name', 'name,email', ''])(
      'sort=%s is a 422 on sort',
      async (sort) => {
        const c = await h().company();
        await expect422(c, qs({ sort }), 'sort');
      },
    );
  });

  describe('filters', () => {
    async function seedNamed(c: Client): Promise<Record<string, Json>> {
      const bodies: Record<string, Record<string, unknown>> = {
        ada: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          currency: 'GBP',
          entity_type: 'individual',
          source_id: 'src-ada',
          source_system: 'crm',
          connection_id: 'conn-1',
        },
        grace: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          currency: 'USD',
          entity_type: 'individual',
          source_id: 'src-grace',
          source_system: 'stripe',
          connection_id: 'conn-2',
        },
        cotton: {
          name: '100% Cotton',
          email: 'sales@cotton.example',
          currency: 'USD',
          entity_type: 'company',
          source_id: 'src-cotton',
          source_system: 'crm',
          connection_id: 'conn-1',
        },
        hundred: { name: '100 Percent Wool', currency: 'EUR', entity_type: 'company' },
        snake: { name: 'snake_case Ltd', source_system: 'crm' },
        snakeX: { name: 'snakeXcase Ltd', email: 'ADA@example.com' },
      };
      const out: Record<string, Json> = {};
      for (const [key, body] of Object.entries(bodies)) {
        const res = await c.post('/v1/customers', body);
        expect(res.status).toBe(201);
        out[key] = res.body;
      }
      return out;
    }

    const names = (body: Json) => (body.data as Json[]).map((r) => r.data.name as string).sort();

    it.each([
      ['name', 'ADA', ['Ada Lovelace']],
      ['name', 'ada lovelace', ['Ada Lovelace']],
      ['name', 'lovelace', ['Ada Lovelace']],
      ['name', 'o', ['100% Cotton', '100 Percent Wool', 'Ada Lovelace', 'Grace Hopper']],
      ['name', '%', ['100% Cotton']],
      ['name', '100%', ['100% Cotton']],
      ['name', 'e_c', ['snake_case Ltd']],
      ['name', '_', ['snake_case Ltd']],
      ['name', 'Ltd', ['snakeXcase Ltd', 'snake_case Ltd']],
      ['name', 'zzz', []],
      ['email', 'ada@example.com', ['Ada Lovelace']],
      ['email', 'ada', []],
      ['currency', 'USD', ['100% Cotton', 'Grace Hopper']],
      ['currency', 'EUR', ['100 Percent Wool']],
      ['entity_type', 'company', ['100 Percent Wool', '100% Cotton']],
      ['entity_type', 'individual', ['Ada Lovelace', 'Grace Hopper']],
      ['source_id', 'src-grace', ['Grace Hopper']],
      ['source_system', 'crm', ['100% Cotton', 'Ada Lovelace', 'snake_case Ltd']],
      ['connection_id', 'conn-1', ['100% Cotton', 'Ada Lovelace']],
      ['connection_id', 'conn-9', []],
    ] as const)('%s=%s', async (param, value, expected) => {
      const c = await h().company();
      await seedNamed(c);
      const body = await list(c, qs({ [param]: value }));
      expect(names(body)).toEqual([...expected].sort());
      expect(body.pagination.total_count).toBe(expected.length);
      expect(body.pagination.has_more).toBe(false);
    });

    it('a backslash in name is literal too', async () => {
      const c = await h().company();
      for (const name of ['C:\\Temp', 'C:Temp', 'Back%slash']) await c.post('/v1/customers', { name });
      expect(names(await list(c, qs({ name: '\\' })))).toEqual(['C:\\Temp']);
      expect(names(await list(c, qs({ name: ':\\t' })))).toEqual(['C:\\Temp']);
      expect(names(await list(c, qs({ name: '\\%' })))).toEqual([]);
    });

    it('customer_id (the alias of source_id) is not a separate filter but source_id matches it', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'Aliased', customer_id: 'ext-1' });
      expect(res.status).toBe(201);
      const body = await list(c, 'source_id=ext-1');
      expect(names(body)).toEqual(['Aliased']);
    });

    it('filters combine (AND) and total_count counts the filtered set exactly, across pages', async () => {
      const c = await h().company();
      await seedNamed(c);
      const body = await list(c, qs({ source_system: 'crm', currency: 'USD' }));
      expect(names(body)).toEqual(['100% Cotton']);
      expect(body.pagination.total_count).toBe(1);
      for (let i = 0; i < 12; i++) await c.post('/v1/customers', { name: `Bulk ${i}`, currency: 'CAD' });
      const p1 = await list(c, qs({ currency: 'CAD', limit: 5 }));
      expect(p1.pagination).toMatchObject({ total_count: 12, has_more: true });
      const p3 = await list(c, qs({ currency: 'CAD', limit: 5, page: 3 }));
      expect(p3.data).toHaveLength(2);
      expect(p3.pagination).toMatchObject({ total_count: 12, has_more: false });
      const all = await list(c, '');
      expect(all.pagination.total_count).toBe(18);
    });

    it('a filter value outside an enum or format is a 422 naming the filter', async () => {
      const c = await h().company();
      await expect422(c, 'entity_type=robot', 'entity_type', 'invalid_enum');
      await expect422(c, 'created_after=yesterday', 'created_after', 'invalid_datetime');
      await expect422(c, 'updated_before=2026-01-01', 'updated_before', 'invalid_datetime');
    });

    it('created_after / created_before / updated_after / updated_before with timestamps between records', async () => {
      const c = await h().company();
      const a = (await c.post('/v1/customers', { name: 'A' })).body;
      await sleep(20);
      const b = (await c.post('/v1/customers', { name: 'B' })).body;
      await sleep(20);
      const cc = (await c.post('/v1/customers', { name: 'C' })).body;
      await sleep(20);
      const a2 = (await c.put(`/v1/customers/${a.id}`, { name: 'A2' })).body;
      expect(a2.data.updated_at > cc.data.created_at).toBe(true);

      const ab = between(a.data.created_at, b.data.created_at);
      const bc = between(b.data.created_at, cc.data.created_at);
      const cUpd = between(cc.data.updated_at, a2.data.updated_at);

      const check = async (query: Record<string, string>, expected: string[]) => {
        const body = await list(c, qs(query));
        expect(names(body), JSON.stringify(query)).toEqual(expected);
        expect(body.pagination.total_count).toBe(expected.length);
      };
      await check({ created_after: ab }, ['B', 'C']);
      await check({ created_after: bc }, ['C']);
      await check({ created_before: ab }, ['A2']);
      await check({ created_before: bc }, ['A2', 'B']);
      await check({ created_after: ab, created_before: bc }, ['B']);
      await check({ updated_after: cUpd }, ['A2']);
      await check({ updated_before: cUpd }, ['B', 'C']);
      await check({ updated_after: ab, updated_before: cUpd }, ['B', 'C']);
      // Bounds are inclusive: a record's own timestamp finds it.
      await check({ created_after: b.data.created_at, created_before: b.data.created_at }, ['B']);
      // The same instants written with an offset select the same records.
      await check({ created_after: withOffset(ab, 2) }, ['B', 'C']);
      await check({ created_before: withOffset(bc, -5) }, ['A2', 'B']);
    });
  });

  describe('unknown query parameters', () => {
    it('an unknown parameter near a known one says which (issue 25)', async () => {
      const c = await h().company();
      const cases: [string, string][] = [
        ['starting_after', "cursor? (starting_after is another API's name for it)"],
        ['page_size', "limit? (page_size is another API's name for it)"],
        ['order_by', "sort? (order_by is another API's name for it)"],
        ['emial', 'email?'],
        ['entity-type', 'entity_type?'],
        ['createdAfter', 'created_after?'],
        ['curency', 'currency?'],
      ];
      for (const [param, meant] of cases) {
        const body = await expect422(c, qs({ [param]: 'x' }), param);
        expect(body.errors).toContainEqual({
          field: param,
          code: 'unknown_parameter',
          message: `is not a query parameter of this endpoint; did you mean ${meant}`,
        });
      }
    });

    it.each(['foo', 'status', 'code', 'offset', 'per_page', 'phone', 'Name'])(
      '%s is a 422 naming the parameter',
      async (param) => {
        const c = await h().company();
        const body = await expect422(c, qs({ [param]: 'x' }), param);
        // "Did you mean" (issue 25): the name written otherwise, or another API's name for ours.
        const hint: Record<string, string> = {
          per_page: "; did you mean limit? (per_page is another API's name for it)",
          Name: '; did you mean name?',
        };
        expect(body.errors).toContainEqual({
          field: param,
          code: 'unknown_parameter',
          message: `is not a query parameter of this endpoint${hint[param] ?? ''}`,
        });
      },
    );
  });

  describe('keyset cursors', () => {
    it('next_cursor is present exactly while has_more', async () => {
      const c = await h().company();
      for (let i = 0; i < 3; i++) await c.post('/v1/customers', { name: `C${i}` });
      const p1 = await list(c, 'limit=2');
      expect(p1.pagination.has_more).toBe(true);
      expect(typeof p1.pagination.next_cursor).toBe('string');
      const p2 = await list(c, qs({ limit: 2, cursor: p1.pagination.next_cursor }));
      expect(p2.data).toHaveLength(1);
      expect(p2.pagination).toMatchObject({ has_more: false, page: 2, total_count: 3 });
      expect(p2.pagination.next_cursor ?? null).toBeNull();
      const whole = await list(c, 'limit=3');
      expect(whole.pagination.has_more).toBe(false);
      expect(whole.pagination.next_cursor ?? null).toBeNull();
    });

    it('cursors visit every record once with filters applied', async () => {
      const c = await h().company();
      const all = await seed25(c);
      for (let i = 0; i < 5; i++) await c.post('/v1/customers', { name: 'Zulu', currency: 'EUR' });
      const alphas = all.filter((r) => r.name === 'Alpha');
      const seen: string[] = [];
      let body = await list(c, qs({ name: 'alpha', sort: '-credit_limit', limit: 2 }));
      for (;;) {
        expect(body.pagination.total_count).toBe(alphas.length);
        seen.push(...body.data.map((r: Json) => r.id as string));
        if (!body.pagination.has_more) break;
        body = await list(
          c,
          qs({ name: 'alpha', sort: '-credit_limit', limit: 2, cursor: body.pagination.next_cursor }),
        );
      }
      expect(seen).toHaveLength(alphas.length);
      expect(expectedOrders(alphas, '-credit_limit')).toContainEqual(seen);
    });

    it('cursors keep working when records are added before the cursor position', async () => {
      const c = await h().company();
      for (const n of ['B', 'D', 'F', 'H']) await c.post('/v1/customers', { name: n });
      const p1 = await list(c, 'sort=name&limit=2');
      expect(p1.data.map((r: Json) => r.data.name)).toEqual(['B', 'D']);
      await c.post('/v1/customers', { name: 'A' });
      await c.post('/v1/customers', { name: 'C' });
      const p2 = await list(c, qs({ sort: 'name', limit: 2, cursor: p1.pagination.next_cursor }));
      expect(p2.data.map((r: Json) => r.data.name)).toEqual(['F', 'H']);
    });

    it('a cursor issued for another sort is a 422 on cursor', async () => {
      const c = await h().company();
      for (let i = 0; i < 3; i++) await c.post('/v1/customers', { name: `C${i}`, credit_limit: String(i) });
      const p1 = await list(c, 'sort=name&limit=1');
      const cursor = p1.pagination.next_cursor as string;
      for (const sort of ['-name', 'credit_limit', 'created_at']) {
        await expect422(c, qs({ sort, limit: 1, cursor }), 'cursor', 'invalid_cursor');
      }
      // No sort at all means the default created_at, which is another sort too.
      await expect422(c, qs({ limit: 1, cursor }), 'cursor', 'invalid_cursor');
    });

    describe('every sort, both directions, pages ending anywhere', () => {
      // Runs of nulls, ties on every sort column (values and timestamps), decimals that order
      // differently as text, so pages end inside the values, inside the nulls and on the edge
      // between them.
      const LIMITS = [
        '1',
        null,
        '-2.5',
        null,
        '10',
        null,
        '0.10',
        '1',
        null,
        '1000000000000000000.5',
        null,
        '0.1',
      ];
      const EMAILS = [null, 'b@example.com', null, 'a@example.com', 'b@example.com', null];

      async function seedMixed(c: Client): Promise<Row[]> {
        const made = await Promise.all(
          LIMITS.map((credit_limit, i) =>
            c.post('/v1/customers', {
              name: NAMES[i % 3],
              email: EMAILS[i % EMAILS.length],
              credit_limit,
            }),
          ),
        );
        for (const r of made) expect(r.status).toBe(201);
        // Two of them changed, so updated_at has ties and changes the order.
        for (const r of made.slice(0, 2)) {
          const put = await c.put(`/v1/customers/${r.body.id}`, { name: 'Changed' });
          expect(put.status).toBe(200);
        }
        return (await list(c, 'limit=200')).data.map(toRow);
      }

      const MIXED_SORTS = ['credit_limit', 'email', 'name', 'created_at', 'updated_at'].flatMap((s) => [
        s,
        `-${s}`,
      ]);

      it.each(MIXED_SORTS)('sort=%s by cursor with limits 1, 2, 3 and 5', async (sort) => {
        const c = await h().company();
        const all = await seedMixed(c);
        expect(all).toHaveLength(LIMITS.length);
        for (const limit of [1, 2, 3, 5]) {
          const got = await allByCursor(c, sort, limit, all.length);
          expectExactlyOnceInOrder(got, all, sort);
          // By page, the same order.
          const paged = await allByPage(c, sort, limit, all.length);
          expect(paged.map((r) => r.id)).toEqual(got.map((r) => r.id));
        }
      });

      it('a cursor inside the nulls of a descending sort goes on into the values', async () => {
        const c = await h().company();
        const all = await seedMixed(c);
        const nulls = all.filter((r) => r.credit_limit === null).length;
        expect(nulls).toBe(5);
        const p1 = await list(c, qs({ sort: '-credit_limit', limit: 3 }));
        expect(p1.data.map((r: Json) => r.data.credit_limit)).toEqual([null, null, null]);
        const p2 = await list(c, qs({ sort: '-credit_limit', limit: 3, cursor: p1.pagination.next_cursor }));
        expect(p2.data.map((r: Json) => r.data.credit_limit)).toEqual([null, null, '1000000000000000000.5']);
        expect(p2.pagination).toMatchObject({ page: 2, has_more: true, total_count: LIMITS.length });
      });

      it('a cursor at the last value of an ascending sort goes on into the nulls', async () => {
        const c = await h().company();
        const all = await seedMixed(c);
        const values = all.filter((r) => r.credit_limit !== null).length;
        const head = await list(c, qs({ sort: 'credit_limit', limit: values }));
        expect(head.data.at(-1).data.credit_limit).toBe('1000000000000000000.5');
        expect(head.pagination.has_more).toBe(true);
        const tail = await list(
          c,
          qs({ sort: 'credit_limit', limit: 50, cursor: head.pagination.next_cursor }),
        );
        expect(tail.data.map((r: Json) => r.data.credit_limit)).toEqual([null, null, null, null, null]);
        expect(tail.pagination).toMatchObject({ page: 2, has_more: false, total_count: LIMITS.length });
      });

      it('the last page by cursor, and a page past the end, carry the exact count', async () => {
        const c = await h().company();
        const rows = await seedMixed(c);
        const head = await list(c, qs({ sort: 'credit_limit', limit: LIMITS.length - 1 }));
        const last = await list(
          c,
          qs({ sort: 'credit_limit', limit: 1, cursor: head.pagination.next_cursor }),
        );
        expect(last.data).toHaveLength(1);
        expect(last.pagination).toMatchObject({ has_more: false, total_count: LIMITS.length });
        // Filtered: the count is the filtered set's, also on a page that comes back empty.
        const filtered = await list(c, qs({ name: 'alpha', page: 50 }));
        expect(filtered.data).toEqual([]);
        expect(filtered.pagination.total_count).toBe(rows.filter((r) => r.name === 'Alpha').length);
      });
    });

    it.each([
      'garbage',
      '!!!',
      'e30',
      Buffer.from('[]').toString('base64url'),
      Buffer.from('["created_at",2,null,"not-a-uuid"]').toString('base64url'),
      Buffer.from('{"sort":"created_at"}').toString('base64url'),
      Buffer.from(
        '["created_at",0,"2026-01-01T00:00:00.000Z","0190a0e0-0000-7000-8000-000000000001"]',
      ).toString('base64url'),
      Buffer.from('["created_at",2,{"a":1},"0190a0e0-0000-7000-8000-000000000001"]').toString('base64url'),
      Buffer.from('["created_at",2,["x"],"0190a0e0-0000-7000-8000-000000000001"]').toString('base64url'),
      'x'.repeat(2001),
    ])('garbage cursor %# is a 422 on cursor', async (cursor) => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'A' });
      await expect422(c, qs({ cursor }), 'cursor');
    });
  });
});
