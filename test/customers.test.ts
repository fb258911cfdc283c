import { describe, expect, it } from 'vitest';
import { forEachDatabase } from './helpers/harness.ts';

const full = {
  source_id: 'cus_123',
  source_system: 'stripe',
  connection_id: 'conn_1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  currency: 'GBP',
  company_name: 'Analytical Engines Ltd',
  description: 'First programmer',
  credit_limit: '1000.50',
  sales_rep_id: 'rep_9',
  price_level_id: 'pl_2',
  category_ids: ['cat_a', 'cat_b'],
  entity_type: 'company',
  parent_id: 'cus_parent',
  subsidiary_of_id: 'ent_1',
  payment_terms: 'net_30',
  tax_exempt: true,
  tax_exempt_status: 'exempt',
  tax_exempt_reason: 'charity',
  tax_exemption_certificate: { number: 'EX-1', issuing_authority: 'HMRC', expires_on: '2027-12-31' },
  address: {
    line1: '1 Main St',
    line2: 'Floor 2',
    city: 'London',
    state: 'LDN',
    postal_code: 'N1 1AA',
    country: 'United Kingdom',
    country_code: 'GB',
    address_type: 'mailing',
    metadata: { note: 'x' },
  },
  billing_address: { line1: '2 Bill St', address_type: 'billing' },
  shipping_address: { line1: '3 Ship St', address_type: 'shipping' },
  contacts: [
    {
      name: 'Bob',
      email: 'bob@example.com',
      phone: '1',
      title: 'CFO',
      role: 'billing',
      is_primary: true,
      metadata: {},
    },
  ],
  tax_ids: [{ type: 'vat', value: 'GB123', country: 'GB' }],
  dimensions: { department: 'R&D' },
  metadata: { crm_id: '42' },
};

forEachDatabase((h) => {
  describe('create', () => {
    it('creates with only a name: defaults, nulls, customer_id and balance', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'Ada' });
      expect(res.status).toBe(201);
      expect(res.headers.get('etag')).toBe('"1"');
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
      const { id, object, data } = res.body;
      expect(object).toBe('customer');
      expect(data.id).toBe(id);
      expect(data.name).toBe('Ada');
      expect(data.source_id).toBe(id);
      expect(data.customer_id).toBe(id);
      expect(data.balance).toBe('0.00');
      expect(data.metadata).toEqual({});
      expect(data.dimensions).toEqual({});
      expect(data.email).toBeNull();
      expect(data.address).toBeNull();
      expect(data.version).toBe(1);
      expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(data.updated_at).toBe(data.created_at);
    });

    it('echoes every field back, decimals exactly as sent', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', full);
      expect(res.status).toBe(201);
      const { data } = res.body;
      for (const [k, v] of Object.entries(full)) expect(data[k], k).toEqual(v);
      expect(data.customer_id).toBe('cus_123');
      const got = await c.get(`/v1/customers/${res.body.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
    });

    it('accepts customer_id as the alias of source_id', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'A', customer_id: 'ext-9' });
      expect(res.status).toBe(201);
      expect(res.body.data.source_id).toBe('ext-9');
      const clash = await c.post('/v1/customers', { name: 'A', customer_id: 'x', source_id: 'y' });
      expect(clash.status).toBe(422);
      expect(clash.body.errors[0].field).toBe('customer_id');
    });

    it('ignores read-only fields sent back', async () => {
      const c = await h().company();
      const first = await c.post('/v1/customers', { name: 'A' });
      const again = await c.put(`/v1/customers/${first.body.id}`, { ...first.body.data, name: 'B' });
      expect(again.status).toBe(200);
      expect(again.body.data.name).toBe('B');
      expect(again.body.data.balance).toBe('0.00');
    });
  });

  describe('upsert by source identity', () => {
    it('201 then 200 with one record; an identical repeat is not a new version', async () => {
      const c = await h().company();
      const a = await c.post('/v1/customers', { name: 'A', source_id: 's1', source_system: 'crm' });
      expect(a.status).toBe(201);
      const b = await c.post('/v1/customers', { name: 'B', source_id: 's1', source_system: 'crm' });
      expect(b.status).toBe(200);
      expect(b.body.id).toBe(a.body.id);
      expect(b.body.data.name).toBe('B');
      expect(b.body.data.version).toBe(2);
      const same = await c.post('/v1/customers', { name: 'B', source_id: 's1', source_system: 'crm' });
      expect(same.status).toBe(200);
      expect(same.body.data.version).toBe(2);
      // A different connection or source system is a different identity.
      const other = await c.post('/v1/customers', {
        name: 'C',
        source_id: 's1',
        source_system: 'crm',
        connection_id: 'c2',
      });
      expect(other.status).toBe(201);
      const list = await c.get('/v1/customers?source_id=s1');
      expect(list.body.pagination.total_count).toBe(2);
    });

    it('two upserts of one identity at once make one record', async () => {
      const c = await h().company();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          c.post('/v1/customers', { name: `N${i}`, source_id: 'race', source_system: 'crm' }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(7);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const list = await c.get('/v1/customers');
      expect(list.body.pagination.total_count).toBe(1);
      expect(list.body.data).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('changes only the fields sent, replaces arrays, null clears, bumps version', async () => {
      const c = await h().company();
      const { body } = await c.post('/v1/customers', full);
      const res = await c.put(`/v1/customers/${body.id}`, {
        email: null,
        category_ids: ['z'],
        metadata: null,
        credit_limit: '5',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"2"');
      expect(res.body.data.email).toBeNull();
      expect(res.body.data.category_ids).toEqual(['z']);
      expect(res.body.data.metadata).toEqual({});
      expect(res.body.data.credit_limit).toBe('5');
      expect(res.body.data.name).toBe(full.name);
      expect(res.body.data.version).toBe(2);
      expect(res.body.data.updated_at >= res.body.data.created_at).toBe(true);
    });

    it('cannot clear a required field', async () => {
      const c = await h().company();
      const { body } = await c.post('/v1/customers', { name: 'A' });
      const res = await c.put(`/v1/customers/${body.id}`, { name: null });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'name', code: 'required', message: 'is required and cannot be null' },
      ]);
    });

    it('If-Match with a stale ETag is 412 and changes nothing', async () => {
      const c = await h().company();
      const { body } = await c.post('/v1/customers', { name: 'A' });
      const ok = await c.put(`/v1/customers/${body.id}`, { name: 'B' }, { headers: { 'if-match': '"1"' } });
      expect(ok.status).toBe(200);
      const stale = await c.put(
        `/v1/customers/${body.id}`,
        { name: 'C' },
        { headers: { 'if-match': '"1"' } },
      );
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('PRECONDITION_FAILED');
      const del = await c.delete(`/v1/customers/${body.id}`, { headers: { 'if-match': '"1"' } });
      expect(del.status).toBe(412);
      const got = await c.get(`/v1/customers/${body.id}`);
      expect(got.body.data.name).toBe('B');
    });

    it('a PUT taking another record’s source identity is 409', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'A', source_id: 'one' });
      const b = await c.post('/v1/customers', { name: 'B', source_id: 'two' });
      const res = await c.put(`/v1/customers/${b.body.id}`, { source_id: 'one' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('DUPLICATE_SOURCE_IDENTITY');
    });

    it('404 for an unknown id and for a malformed id', async () => {
      const c = await h().company();
      const res = await c.put('/v1/customers/0190a0e0-0000-7000-8000-000000000001', { name: 'x' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect((await c.get('/v1/customers/not-a-uuid')).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes, then 404', async () => {
      const c = await h().company();
      const { body } = await c.post('/v1/customers', { name: 'A' });
      const res = await c.delete(`/v1/customers/${body.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: true, id: body.id, object: 'customer' });
      expect((await c.get(`/v1/customers/${body.id}`)).status).toBe(404);
      expect((await c.delete(`/v1/customers/${body.id}`)).status).toBe(404);
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
    });
  });
});
