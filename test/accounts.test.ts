/**
 * Accounts, the chart of accounts (spec §2.14 Account, D4, D5, D11): create and upsert, the
 * account_type / account_code names, normal_balance defaults, references to parent accounts, no
 * DELETE, list filters and sorts, and POST /v1/accounts/bulk (up to 1,000, all or nothing).
 */
import { describe, expect, it } from 'vitest';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';

const TYPES_MESSAGE = 'must be one of: asset, liability, equity, revenue, expense';
const RANDOM_UUID = '0190a0e0-0000-7000-8000-0000000000aa';

const acct = (n: number | string, extra: Record<string, unknown> = {}) => ({
  source_id: `acc-${n}`,
  name: `Account ${n}`,
  type: 'asset',
  ...extra,
});

async function count(c: Client, query = ''): Promise<number> {
  const res = await c.get(`/v1/accounts${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pagination.total_count as number;
}

async function listNames(c: Client, query: string): Promise<string[]> {
  const res = await c.get(`/v1/accounts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).map((r) => r.data.name as string);
}

async function create(c: Client, body: Record<string, unknown>): Promise<Json> {
  const res = await c.post('/v1/accounts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function expect422(res: { status: number; body: Json }, code = 'VALIDATION_ERROR'): Json[] {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe(code);
  return res.body.errors as Json[];
}

forEachDatabase((h) => {
  describe('create', () => {
    it('with the required fields: 201, object account, defaults and mirrored names', async () => {
      const c = await h().company();
      const res = await c.post('/v1/accounts', { source_id: '1000', name: 'Cash', type: 'asset' });
      expect(res.status).toBe(201);
      expect(res.headers.get('etag')).toBe('"1"');
      const { id, object, data } = res.body;
      expect(object).toBe('account');
      expect(data.id).toBe(id);
      expect(data).toMatchObject({
        source_id: '1000',
        source_system: null,
        connection_id: null,
        name: 'Cash',
        type: 'asset',
        account_type: 'asset',
        code: null,
        account_code: null,
        sub_type: null,
        slot: null,
        normal_balance: 'debit',
        parent_account_id: null,
        description: null,
        currency: null,
        active: true,
        metadata: {},
        version: 1,
      });
      expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const got = await c.get(`/v1/accounts/${id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
    });

    it('echoes every field; account_code mirrors code', async () => {
      const c = await h().company();
      const body = {
        source_id: 'qb-1',
        source_system: 'quickbooks',
        connection_id: 'realm-9',
        name: 'Accounts Receivable',
        code: '1100',
        type: 'asset',
        sub_type: 'accounts_receivable',
        slot: 'accounts_receivable',
        normal_balance: 'debit',
        description: 'Trade debtors',
        currency: 'USD',
        active: false,
        metadata: { qb_id: '33' },
      };
      const res = await create(c, body);
      for (const [k, v] of Object.entries(body)) expect(res.data[k], k).toEqual(v);
      expect(res.data.account_type).toBe('asset');
      expect(res.data.account_code).toBe('1100');
    });

    it('accepts account_type and account_code as input names for type and code', async () => {
      const c = await h().company();
      const res = await c.post('/v1/accounts', {
        source_id: '2000',
        name: 'Accounts Payable',
        account_type: 'liability',
        account_code: '2000',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        type: 'liability',
        account_type: 'liability',
        code: '2000',
        account_code: '2000',
        normal_balance: 'credit',
      });
    });

    it('accepts type with account_code, and code with account_type', async () => {
      const c = await h().company();
      const a = await c.post('/v1/accounts', {
        source_id: 'a',
        name: 'A',
        type: 'equity',
        account_code: '3000',
      });
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(a.body.data).toMatchObject({ type: 'equity', code: '3000', account_code: '3000' });
      const b = await c.post('/v1/accounts', {
        source_id: 'b',
        name: 'B',
        account_type: 'revenue',
        code: '4000',
      });
      expect(b.status, JSON.stringify(b.body)).toBe(201);
      expect(b.body.data).toMatchObject({ type: 'revenue', account_type: 'revenue', code: '4000' });
    });

    it('type and account_type that disagree are a 422 on account_type', async () => {
      const c = await h().company();
      const res = await c.post('/v1/accounts', {
        source_id: 'x',
        name: 'X',
        type: 'asset',
        account_type: 'expense',
      });
      const errors = expect422(res);
      expect(errors.map((e) => e.field)).toContain('account_type');
      expect(await count(c)).toBe(0);
    });

    it('sending type and account_type with the same value is fine', async () => {
      const c = await h().company();
      const res = await create(c, { source_id: 'x', name: 'X', type: 'asset', account_type: 'asset' });
      expect(res.data.account_type).toBe('asset');
    });

    it.each([
      ['asset', 'debit'],
      ['expense', 'debit'],
      ['liability', 'credit'],
      ['equity', 'credit'],
      ['revenue', 'credit'],
    ])('normal_balance defaults from type %s → %s', async (type, normal) => {
      const c = await h().company();
      const res = await create(c, { source_id: `s-${type}`, name: type, type });
      expect(res.data.normal_balance).toBe(normal);
      expect(res.data.account_type).toBe(type);
    });

    it('an explicit normal_balance is kept (contra accounts)', async () => {
      const c = await h().company();
      const contraAsset = await create(c, {
        source_id: 'acc-dep',
        name: 'Accumulated depreciation',
        type: 'asset',
        normal_balance: 'credit',
      });
      expect(contraAsset.data.normal_balance).toBe('credit');
      const contraRevenue = await create(c, {
        source_id: 'disc',
        name: 'Sales discounts',
        type: 'revenue',
        normal_balance: 'debit',
      });
      expect(contraRevenue.data.normal_balance).toBe('debit');
    });

    it('active defaults to true and can be false', async () => {
      const c = await h().company();
      expect((await create(c, acct(1))).data.active).toBe(true);
      expect((await create(c, acct(2, { active: false }))).data.active).toBe(false);
      expect((await create(c, acct(3, { active: null }))).data.active).toBe(true);
    });
  });

  describe('create: validation', () => {
    it('type outside the enum lists the allowed values', async () => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts', acct(1, { type: 'income' })));
      expect(errors).toEqual([{ field: 'type', code: 'invalid_enum', message: TYPES_MESSAGE }]);
      expect(await count(c)).toBe(0);
    });

    it('account_type outside the enum is named as account_type', async () => {
      const c = await h().company();
      const body = { source_id: 'x', name: 'X', account_type: 'income' };
      const errors = expect422(await c.post('/v1/accounts', body));
      expect(errors).toContainEqual({ field: 'account_type', code: 'invalid_enum', message: TYPES_MESSAGE });
      expect(await count(c)).toBe(0);
    });

    it.each([
      ['source_id', { name: 'Cash', type: 'asset' }],
      ['name', { source_id: '1', type: 'asset' }],
      ['type', { source_id: '1', name: 'Cash' }],
    ])('%s missing is a 422 required', async (field, body) => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts', body));
      expect(errors).toEqual([{ field, code: 'required', message: 'is required' }]);
      expect(await count(c)).toBe(0);
    });

    it('all three required fields missing: three errors at once', async () => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts', { code: '1' }));
      expect(errors.map((e) => e.field).sort()).toEqual(['name', 'source_id', 'type']);
    });

    it.each([
      ['normal_balance', 'left', 'invalid_enum', 'must be one of: debit, credit'],
      ['active', 'yes', 'invalid_type', 'must be a boolean'],
      [
        'currency',
        'US',
        'invalid_format',
        'must be a three-letter ISO 4217 currency code such as USD, EUR or JPY',
      ],
      ['code', 1000, 'invalid_type', 'must be a string'],
      ['account_code', 1000, 'invalid_type', 'must be a string'],
      ['balance_type', 'debit', 'unknown_field', 'is not a field of this object'],
    ])('%s = %j is a 422', async (field, value, code, message) => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts', acct(1, { [field]: value })));
      expect(errors).toEqual([{ field, code, message }]);
      expect(await count(c)).toBe(0);
    });

    it('metadata is limited to 50 keys (D11)', async () => {
      const c = await h().company();
      const metadata = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
      const errors = expect422(await c.post('/v1/accounts', acct(1, { metadata })));
      expect(errors).toEqual([
        { field: 'metadata', code: 'too_many_keys', message: 'must have at most 50 keys' },
      ]);
    });
  });

  describe('parent_account_id', () => {
    it('a reference to an existing account of the company works', async () => {
      const c = await h().company();
      const parent = await create(c, acct('parent', { name: 'Current assets' }));
      const child = await create(c, acct('child', { name: 'Cash', parent_account_id: parent.id }));
      expect(child.data.parent_account_id).toBe(parent.id);
      const got = await c.get(`/v1/accounts/${child.id}`);
      expect(got.body.data.parent_account_id).toBe(parent.id);
    });

    it.each([
      ['a random UUID', RANDOM_UUID],
      ['a non-UUID', 'not-a-uuid'],
      ['an account code', '1000'],
    ])('%s is a 422 INVALID_REFERENCE on parent_account_id', async (_label, value) => {
      const c = await h().company();
      await create(c, acct('1000', { code: '1000' }));
      const errors = expect422(
        await c.post('/v1/accounts', acct('child', { parent_account_id: value })),
        'INVALID_REFERENCE',
      );
      expect(errors).toEqual([
        {
          field: 'parent_account_id',
          code: 'invalid_reference',
          message: 'must be the id of an existing account of this company',
        },
      ]);
      expect(await count(c)).toBe(1);
    });

    it('an account of another company is a 422, never a link (D3)', async () => {
      const mine = await h().company();
      const theirs = await h().company();
      const foreign = await create(theirs, acct('p'));
      const errors = expect422(
        await mine.post('/v1/accounts', acct('c', { parent_account_id: foreign.id })),
        'INVALID_REFERENCE',
      );
      expect(errors[0].field).toBe('parent_account_id');
    });

    it('a reference to a customer id is not an account', async () => {
      const c = await h().company();
      const customer = await c.post('/v1/customers', { name: 'Ada' });
      const errors = expect422(
        await c.post('/v1/accounts', acct('c', { parent_account_id: customer.body.id })),
        'INVALID_REFERENCE',
      );
      expect(errors[0].field).toBe('parent_account_id');
    });

    it('PUT to a bad parent is a 422 and changes nothing; null clears it', async () => {
      const c = await h().company();
      const parent = await create(c, acct('p'));
      const child = await create(c, acct('c', { parent_account_id: parent.id }));
      const bad = await c.put(`/v1/accounts/${child.id}`, { parent_account_id: RANDOM_UUID });
      expect(expect422(bad, 'INVALID_REFERENCE')[0].field).toBe('parent_account_id');
      expect((await c.get(`/v1/accounts/${child.id}`)).body.data.parent_account_id).toBe(parent.id);
      const cleared = await c.put(`/v1/accounts/${child.id}`, { parent_account_id: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.parent_account_id).toBeNull();
    });
  });

  describe('upsert by source identity', () => {
    it('201 then 200 for the same (source_system, source_id, connection_id)', async () => {
      const c = await h().company();
      const identity = { source_id: '1000', source_system: 'xero', connection_id: 'org-1' };
      const a = await c.post('/v1/accounts', { ...identity, name: 'Cash', type: 'asset' });
      expect(a.status).toBe(201);
      const b = await c.post('/v1/accounts', { ...identity, name: 'Cash at bank', type: 'asset' });
      expect(b.status).toBe(200);
      expect(b.body.id).toBe(a.body.id);
      expect(b.body.data.name).toBe('Cash at bank');
      expect(b.body.data.version).toBe(2);
      expect(b.headers.get('etag')).toBe('"2"');
      for (const other of [
        { ...identity, connection_id: 'org-2' },
        { ...identity, source_system: 'quickbooks' },
        { source_id: '1000' },
      ]) {
        const res = await c.post('/v1/accounts', { ...other, name: 'Other', type: 'asset' });
        expect(res.status, JSON.stringify(other)).toBe(201);
        expect(res.body.id).not.toBe(a.body.id);
      }
      expect(await count(c)).toBe(4);
      expect(await count(c, 'source_id=1000')).toBe(4);
    });

    it('the same identity in two companies is two records', async () => {
      const c1 = await h().company();
      const c2 = await h().company();
      const a = await create(c1, acct(1));
      const b = await create(c2, acct(1));
      expect(a.id).not.toBe(b.id);
    });
  });

  describe('update and methods', () => {
    it('PUT changes only the fields sent; type and code may be sent under either name', async () => {
      const c = await h().company();
      const a = await create(c, acct(1, { code: '1000', description: 'd' }));
      const res = await c.put(`/v1/accounts/${a.id}`, { name: 'Petty cash', code: '1010' });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"2"');
      expect(res.body.data).toMatchObject({
        name: 'Petty cash',
        code: '1010',
        account_code: '1010',
        description: 'd',
        type: 'asset',
        version: 2,
      });
      const aliased = await c.put(`/v1/accounts/${a.id}`, { account_code: '1020', active: false });
      expect(aliased.status).toBe(200);
      expect(aliased.body.data).toMatchObject({ code: '1020', account_code: '1020', active: false });
      const retyped = await c.put(`/v1/accounts/${a.id}`, { account_type: 'expense' });
      expect(retyped.status).toBe(200);
      expect(retyped.body.data).toMatchObject({ type: 'expense', account_type: 'expense' });
    });

    it('PUT cannot clear type or name, and rejects an unknown type', async () => {
      const c = await h().company();
      const a = await create(c, acct(1));
      const cleared = expect422(await c.put(`/v1/accounts/${a.id}`, { type: null, name: null }));
      // One entry per field: a null required enum is "required", not also "not one of".
      expect([...cleared].sort((a, b) => a.field.localeCompare(b.field))).toEqual(
        ['name', 'type'].map((field) => ({
          field,
          code: 'required',
          message: 'is required and cannot be null',
        })),
      );
      const bad = expect422(await c.put(`/v1/accounts/${a.id}`, { type: 'income' }));
      expect(bad).toEqual([{ field: 'type', code: 'invalid_enum', message: TYPES_MESSAGE }]);
      expect((await c.get(`/v1/accounts/${a.id}`)).body.data.version).toBe(1);
    });

    it('DELETE is 405 with an Allow header, and the account stays', async () => {
      const c = await h().company();
      const a = await create(c, acct(1));
      const res = await c.delete(`/v1/accounts/${a.id}`);
      expect(res.status).toBe(405);
      expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
      const allow = (res.headers.get('allow') ?? '').split(/,\s*/).sort();
      expect(allow).toEqual(['GET', 'PUT']);
      expect((await c.get(`/v1/accounts/${a.id}`)).status).toBe(200);
      const unknown = await c.delete(`/v1/accounts/${RANDOM_UUID}`);
      expect(unknown.status).toBe(405);
      expect(unknown.headers.get('allow')).toBeTruthy();
    });

    it('GET of an unknown or malformed id is 404', async () => {
      const c = await h().company();
      expect((await c.get(`/v1/accounts/${RANDOM_UUID}`)).status).toBe(404);
      expect((await c.get('/v1/accounts/1000')).status).toBe(404);
    });

    it('another company’s account is 404', async () => {
      const c1 = await h().company();
      const c2 = await h().company();
      const a = await create(c1, acct(1));
      expect((await c2.get(`/v1/accounts/${a.id}`)).status).toBe(404);
      expect((await c2.put(`/v1/accounts/${a.id}`, { name: 'x' })).status).toBe(404);
    });
  });

  describe('list filters and sorts', () => {
    async function seedChart(c: Client): Promise<Record<string, Json>> {
      const out: Record<string, Json> = {};
      out.assets = await create(c, {
        source_id: '1',
        name: 'Assets',
        code: '1000',
        type: 'asset',
        currency: 'USD',
      });
      out.cash = await create(c, {
        source_id: '2',
        name: 'Cash',
        code: '1010',
        type: 'asset',
        sub_type: 'bank',
        currency: 'USD',
        parent_account_id: out.assets.id,
      });
      out.ar = await create(c, {
        source_id: '3',
        name: 'Accounts Receivable',
        code: '1100',
        type: 'asset',
        sub_type: 'accounts_receivable',
        slot: 'accounts_receivable',
        parent_account_id: out.assets.id,
      });
      out.ap = await create(c, {
        source_id: '4',
        name: 'Accounts Payable',
        code: '2000',
        type: 'liability',
        slot: 'accounts_payable',
        currency: 'EUR',
      });
      out.sales = await create(c, { source_id: '5', name: 'Sales', code: '4000', type: 'revenue' });
      out.old = await create(c, {
        source_id: '6',
        name: 'Old expenses',
        code: '6999',
        type: 'expense',
        active: false,
      });
      out.misc = await create(c, { source_id: '7', name: 'Misc', type: 'expense' });
      return out;
    }

    it.each([
      ['type=asset', ['Accounts Receivable', 'Assets', 'Cash']],
      ['type=expense', ['Misc', 'Old expenses']],
      ['type=equity', []],
      ['active=false', ['Old expenses']],
      ['active=true', ['Accounts Payable', 'Accounts Receivable', 'Assets', 'Cash', 'Misc', 'Sales']],
      ['currency=USD', ['Assets', 'Cash']],
      ['currency=EUR', ['Accounts Payable']],
      ['sub_type=bank', ['Cash']],
      ['sub_type=accounts_receivable', ['Accounts Receivable']],
      ['slot=accounts_receivable', ['Accounts Receivable']],
      ['slot=accounts_payable', ['Accounts Payable']],
      ['name=accounts', ['Accounts Payable', 'Accounts Receivable']],
      ['type=asset&currency=USD', ['Assets', 'Cash']],
      ['source_id=4', ['Accounts Payable']],
    ])('%s', async (query, expected) => {
      const c = await h().company();
      await seedChart(c);
      const res = await c.get(`/v1/accounts?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const names = (res.body.data as Json[]).map((r) => r.data.name as string).sort();
      expect(names).toEqual(expected);
      expect(res.body.pagination.total_count).toBe(expected.length);
    });

    it('parent_account_id filters the children of an account', async () => {
      const c = await h().company();
      const chart = await seedChart(c);
      const names = await listNames(c, `parent_account_id=${chart.assets.id}&sort=name`);
      expect(names).toEqual(['Accounts Receivable', 'Cash']);
      expect(await listNames(c, `parent_account_id=${chart.cash.id}`)).toEqual([]);
      expect(await listNames(c, `parent_account_id=${RANDOM_UUID}`)).toEqual([]);
    });

    it('a parent_account_id filter that is not a UUID finds nothing or is a 422, never a 500', async () => {
      const c = await h().company();
      await seedChart(c);
      const res = await c.get('/v1/accounts?parent_account_id=not-a-uuid');
      expect([200, 422], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 200) expect(res.body.pagination.total_count).toBe(0);
      else expect(res.body.errors[0].field).toBe('parent_account_id');
    });

    it('a filter value outside the type enum or a non-boolean active is a 422 naming it', async () => {
      const c = await h().company();
      const badType = await c.get('/v1/accounts?type=income');
      expect(expect422(badType).map((e) => e.field)).toEqual(['type']);
      const badActive = await c.get('/v1/accounts?active=maybe');
      expect(expect422(badActive).map((e) => e.field)).toEqual(['active']);
    });

    it('accounts are not looked up by code: code is not a filter (spec §1, D6)', async () => {
      const c = await h().company();
      await seedChart(c);
      const res = await c.get('/v1/accounts?code=1000');
      expect(expect422(res)).toContainEqual({
        field: 'code',
        code: 'unknown_parameter',
        message: 'is not a query parameter of this endpoint',
      });
      expect(expect422(await c.get('/v1/accounts?account_code=1000'))[0].field).toBe('account_code');
    });

    it('sort by code (nulls last ascending, first descending) and by name', async () => {
      const c = await h().company();
      await seedChart(c);
      expect(await listNames(c, 'sort=code')).toEqual([
        'Assets',
        'Cash',
        'Accounts Receivable',
        'Accounts Payable',
        'Sales',
        'Old expenses',
        'Misc',
      ]);
      expect(await listNames(c, 'sort=-code')).toEqual([
        'Misc',
        'Old expenses',
        'Sales',
        'Accounts Payable',
        'Accounts Receivable',
        'Cash',
        'Assets',
      ]);
      expect(await listNames(c, 'sort=name')).toEqual([
        'Accounts Payable',
        'Accounts Receivable',
        'Assets',
        'Cash',
        'Misc',
        'Old expenses',
        'Sales',
      ]);
      expect(await listNames(c, 'sort=-name&limit=2')).toEqual(['Sales', 'Old expenses']);
      expect(await listNames(c, 'sort=type&type=asset&limit=1')).toHaveLength(1);
      expect(expect422(await c.get('/v1/accounts?sort=balance'))[0].field).toBe('sort');
    });

    it('paging by code with a cursor visits every account once', async () => {
      const c = await h().company();
      await seedChart(c);
      const seen: string[] = [];
      let res = await c.get('/v1/accounts?sort=code&limit=3');
      for (;;) {
        expect(res.status).toBe(200);
        seen.push(...(res.body.data as Json[]).map((r) => r.data.name as string));
        if (!res.body.pagination.has_more) break;
        res = await c.get(
          `/v1/accounts?sort=code&limit=3&cursor=${encodeURIComponent(res.body.pagination.next_cursor)}`,
        );
      }
      expect(seen).toEqual(await listNames(c, 'sort=code'));
    });
  });

  describe('POST /v1/accounts/bulk', () => {
    it('3 accounts: 201 list envelope, in order', async () => {
      const c = await h().company();
      const accounts = [
        acct(1, { code: '1000' }),
        acct(2, { type: 'liability' }),
        { source_id: 'acc-3', name: 'Account 3', account_type: 'revenue', account_code: '4000' },
      ];
      const res = await c.post('/v1/accounts/bulk', { accounts });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.object).toBe('list');
      expect(res.body.data).toHaveLength(3);
      expect((res.body.data as Json[]).map((r) => r.data.source_id)).toEqual(['acc-1', 'acc-2', 'acc-3']);
      for (const r of res.body.data as Json[]) {
        expect(r.object).toBe('account');
        expect(r.data.id).toBe(r.id);
        expect(r.data.version).toBe(1);
        expect(r.data.active).toBe(true);
      }
      expect(res.body.data[0].data).toMatchObject({
        account_type: 'asset',
        account_code: '1000',
        normal_balance: 'debit',
      });
      expect(res.body.data[1].data).toMatchObject({ account_type: 'liability', normal_balance: 'credit' });
      expect(res.body.data[2].data).toMatchObject({
        type: 'revenue',
        code: '4000',
        normal_balance: 'credit',
      });
      expect(await count(c)).toBe(3);
      const got = await c.get(`/v1/accounts/${res.body.data[1].id}`);
      expect(got.body).toEqual(res.body.data[1]);
    });

    it('bulk items may reference existing accounts as parents', async () => {
      const c = await h().company();
      const parent = await create(c, acct('p'));
      const res = await c.post('/v1/accounts/bulk', {
        accounts: [acct(1, { parent_account_id: parent.id }), acct(2, { parent_account_id: parent.id })],
      });
      expect(res.status).toBe(201);
      expect(await listNames(c, `parent_account_id=${parent.id}`)).toHaveLength(2);
    });

    it('1,000 accounts in one request', async () => {
      const c = await h().company();
      const accounts = Array.from({ length: 1000 }, (_, i) => acct(i, { code: String(10000 + i) }));
      const res = await c.post('/v1/accounts/bulk', { accounts });
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
      expect(res.body.data).toHaveLength(1000);
      expect(res.body.data[999].data.source_id).toBe('acc-999');
      expect(await count(c)).toBe(1000);
      expect(await count(c, 'type=asset')).toBe(1000);
    });

    it('1,001 accounts is a 422 on accounts and stores nothing', async () => {
      const c = await h().company();
      const accounts = Array.from({ length: 1001 }, (_, i) => acct(i));
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }));
      expect(errors[0].field).toBe('accounts');
      expect(errors[0].code).toBe('too_many_items');
      expect(await count(c)).toBe(0);
    });

    it('one bad item among several: 422 naming accounts.3.type, nothing stored', async () => {
      const c = await h().company();
      const accounts = [acct(0), acct(1), acct(2), acct(3, { type: 'income' }), acct(4)];
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }));
      expect(errors).toEqual([{ field: 'accounts.3.type', code: 'invalid_enum', message: TYPES_MESSAGE }]);
      expect(await count(c)).toBe(0);
    });

    it('several bad items are all reported with their indexes', async () => {
      const c = await h().company();
      const accounts = [
        acct(0),
        { name: 'no source', type: 'asset' },
        acct(2, { active: 'yes' }),
        acct(3, { type: 'income' }),
      ];
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }));
      expect(errors.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
        'accounts.1.source_id:required',
        'accounts.2.active:invalid_type',
        'accounts.3.type:invalid_enum',
      ]);
      expect(await count(c)).toBe(0);
    });

    it('a bad reference in one item: 422 INVALID_REFERENCE on accounts.N.parent_account_id, nothing stored', async () => {
      const c = await h().company();
      const accounts = [acct(0), acct(1), acct(2, { parent_account_id: RANDOM_UUID })];
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }), 'INVALID_REFERENCE');
      expect(errors).toEqual([
        {
          field: 'accounts.2.parent_account_id',
          code: 'invalid_reference',
          message: 'must be the id of an existing account of this company',
        },
      ]);
      expect(await count(c)).toBe(0);
    });

    it('an unknown field in an item is accounts.N.<field> unknown_field', async () => {
      const c = await h().company();
      const accounts = [acct(0), acct(1, { colour: 'red' })];
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }));
      expect(errors).toEqual([
        { field: 'accounts.1.colour', code: 'unknown_field', message: 'is not a field of this object' },
      ]);
      expect(await count(c)).toBe(0);
    });

    it('conflicting aliases in an item are named with the item index', async () => {
      const c = await h().company();
      const accounts = [acct(0), acct(1, { type: 'asset', account_type: 'expense' })];
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts }));
      expect(errors.map((e) => e.field)).toContain('accounts.1.account_type');
      expect(await count(c)).toBe(0);
    });

    it.each([
      ['no accounts key', {}, 'accounts', 'required'],
      ['accounts null', { accounts: null }, 'accounts', undefined],
      ['accounts not an array', { accounts: acct(1) }, 'accounts', 'invalid_type'],
      ['an unknown top-level key', { accounts: [acct(1)], dry_run: true }, 'dry_run', 'unknown_field'],
      ['an item that is not an object', { accounts: [acct(0), 'acc-1'] }, 'accounts.1', 'invalid_type'],
    ])('%s is a 422', async (_label, body, field, code) => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts/bulk', body));
      expect(errors.map((e) => e.field)).toContain(field);
      if (code) expect(errors.find((e) => e.field === field).code).toBe(code);
      expect(await count(c)).toBe(0);
    });

    it('an empty accounts array is a 422 on accounts', async () => {
      const c = await h().company();
      const errors = expect422(await c.post('/v1/accounts/bulk', { accounts: [] }));
      expect(errors[0].field).toBe('accounts');
    });

    it('bulk upserts by source identity: existing accounts are updated, not duplicated', async () => {
      const c = await h().company();
      const first = await create(c, acct(1, { name: 'Old name' }));
      const res = await c.post('/v1/accounts/bulk', { accounts: [acct(1, { name: 'New name' }), acct(2)] });
      expect(res.status).toBe(201);
      expect(res.body.data[0].id).toBe(first.id);
      expect(res.body.data[0].data.name).toBe('New name');
      expect(res.body.data[0].data.version).toBe(2);
      expect(await count(c)).toBe(2);
    });

    it('needs finance:write', async () => {
      const c = await h().company('finance:read');
      const res = await c.post('/v1/accounts/bulk', { accounts: [acct(1)] });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    });
  });
});
