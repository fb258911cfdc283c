/**
 * Tenant isolation (D3): a token reads and writes only its company's records. Another company's
 * record id answers exactly as an id that does not exist; lists, filters and counts see only the
 * company's own records; source identities are per company; a reference to another company's
 * record is a 422 INVALID_REFERENCE, never a link.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorFields, expectError } from './helpers/errors.ts';
import { forEachDatabase, type Harness, type Json, type Response } from './helpers/harness.ts';

/** A 404 with what may differ between two requests (request id, the id asked for) taken out. */
function comparable404(res: Response, id: string) {
  const body = expectError(res, 404, 'NOT_FOUND');
  const { request_id: _ignored, ...rest } = body as Json;
  const headerNames = [...res.headers.keys()]
    .filter((k) => !['date', 'x-request-id', 'content-length', 'keep-alive', 'connection'].includes(k))
    .sort();
  return {
    body: JSON.parse(JSON.stringify(rest).split(id).join('<id>')),
    headerNames,
    etag: res.headers.get('etag'),
  };
}

forEachDatabase((h: () => Harness) => {
  /** Two companies; A has a customer and an account. */
  async function twoCompanies() {
    const a = await h().company();
    const b = await h().company();
    const customer = await a.post('/v1/customers', {
      name: 'Alpha Customer',
      email: 'alpha@example.com',
      source_id: 'ext-1',
      source_system: 'crm',
      connection_id: 'conn-1',
    });
    expect(customer.status).toBe(201);
    const account = await a.post('/v1/accounts', { source_id: 'acc-1', name: 'Alpha Cash', type: 'asset' });
    expect(account.status).toBe(201);
    return { a, b, customer: customer.body as Json, account: account.body as Json };
  }

  describe('another company’s record is not found', () => {
    it('customers: GET, HEAD, PUT, DELETE answer 404 exactly as a non-existent id', async () => {
      const { a, b, customer } = await twoCompanies();
      const theirs = customer.id as string;
      const nobody = randomUUID();
      const pairs: [Response, Response][] = [
        [await b.get(`/v1/customers/${theirs}`), await b.get(`/v1/customers/${nobody}`)],
        [
          await b.put(`/v1/customers/${theirs}`, { name: 'Hijacked' }),
          await b.put(`/v1/customers/${nobody}`, { name: 'Hijacked' }),
        ],
        [
          await b.put(`/v1/customers/${theirs}`, { name: 'Hijacked' }, { headers: { 'if-match': '"99"' } }),
          await b.put(`/v1/customers/${nobody}`, { name: 'Hijacked' }, { headers: { 'if-match': '"99"' } }),
        ],
        [
          await b.put(`/v1/customers/${theirs}`, { name: 'Hijacked' }, { headers: { 'if-match': '"1"' } }),
          await b.put(`/v1/customers/${nobody}`, { name: 'Hijacked' }, { headers: { 'if-match': '"1"' } }),
        ],
        [await b.delete(`/v1/customers/${theirs}`), await b.delete(`/v1/customers/${nobody}`)],
        [
          await b.delete(`/v1/customers/${theirs}`, { headers: { 'if-match': '"99"' } }),
          await b.delete(`/v1/customers/${nobody}`, { headers: { 'if-match': '"99"' } }),
        ],
      ];
      for (const [cross, missing] of pairs) {
        expect(comparable404(cross, theirs)).toEqual(comparable404(missing, nobody));
      }
      const headTheirs = await b.request('HEAD', `/v1/customers/${theirs}`);
      const headNobody = await b.request('HEAD', `/v1/customers/${nobody}`);
      expect(headTheirs.status).toBe(404);
      expect(headNobody.status).toBe(404);

      // A's record is untouched.
      const still = await a.get(`/v1/customers/${theirs}`);
      expect(still.status).toBe(200);
      expect(still.body).toEqual(customer);
      expect(still.body.data.version).toBe(1);
    });

    it('accounts: GET and PUT answer 404 exactly as a non-existent id', async () => {
      const { a, b, account } = await twoCompanies();
      const theirs = account.id as string;
      const nobody = randomUUID();
      expect(comparable404(await b.get(`/v1/accounts/${theirs}`), theirs)).toEqual(
        comparable404(await b.get(`/v1/accounts/${nobody}`), nobody),
      );
      expect(comparable404(await b.put(`/v1/accounts/${theirs}`, { name: 'Hijacked' }), theirs)).toEqual(
        comparable404(await b.put(`/v1/accounts/${nobody}`, { name: 'Hijacked' }), nobody),
      );
      const still = await a.get(`/v1/accounts/${theirs}`);
      expect(still.status).toBe(200);
      expect(still.body).toEqual(account);
    });
  });

  describe('lists', () => {
    it('show only the company’s own records, with its own total_count', async () => {
      const { a, b, customer } = await twoCompanies();
      for (const name of ['Alpha Two', 'Alpha Three']) {
        expect((await a.post('/v1/customers', { name })).status).toBe(201);
      }
      const own = await b.post('/v1/customers', { name: 'Beta Customer' });
      expect(own.status).toBe(201);

      const listB = await b.get('/v1/customers');
      expect(listB.status).toBe(200);
      expect(listB.body.pagination.total_count).toBe(1);
      expect(listB.body.pagination.has_more).toBe(false);
      expect(listB.body.data.map((r: Json) => r.id)).toEqual([own.body.id]);

      const listA = await a.get('/v1/customers?limit=200');
      expect(listA.body.pagination.total_count).toBe(3);
      expect(listA.body.data.map((r: Json) => r.id)).not.toContain(own.body.id);

      // Filters that would match A's records find nothing in B.
      for (const query of [
        'name=Alpha',
        'email=alpha%40example.com',
        'source_id=ext-1',
        'source_system=crm',
        'connection_id=conn-1',
        'sort=-name&limit=1',
        `created_after=${encodeURIComponent('2000-01-01T00:00:00Z')}&name=Alpha`,
      ]) {
        const res = await b.get(`/v1/customers?${query}`);
        expect(res.status, query).toBe(200);
        for (const r of res.body.data as Json[]) expect(r.id, query).not.toBe(customer.id);
        if (query !== 'sort=-name&limit=1') expect(res.body.pagination.total_count, query).toBe(0);
      }
      // Paging past B's records does not reach A's.
      const page2 = await b.get('/v1/customers?page=2&limit=1');
      expect(page2.status).toBe(200);
      expect(page2.body.data).toEqual([]);
      expect(page2.body.pagination.total_count).toBe(1);
    });

    it('accounts: B sees none of A’s accounts', async () => {
      const { b } = await twoCompanies();
      const list = await b.get('/v1/accounts');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      expect(list.body.pagination.total_count).toBe(0);
      const filtered = await b.get('/v1/accounts?name=Alpha');
      expect(filtered.body.pagination.total_count).toBe(0);
    });
  });

  describe('source identity is per company', () => {
    it('an upsert in B with A’s identity creates B’s own record', async () => {
      const { a, b, customer } = await twoCompanies();
      const res = await b.post('/v1/customers', {
        name: 'Beta With Same Identity',
        source_id: 'ext-1',
        source_system: 'crm',
        connection_id: 'conn-1',
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(customer.id);
      expect(res.body.data.version).toBe(1);
      // A repeat in B updates B's record, still not A's.
      const again = await b.post('/v1/customers', {
        name: 'Beta Renamed',
        source_id: 'ext-1',
        source_system: 'crm',
        connection_id: 'conn-1',
      });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(res.body.id);

      const mine = await a.get(`/v1/customers/${customer.id}`);
      expect(mine.body.data.name).toBe('Alpha Customer');
      expect(mine.body.data.version).toBe(1);
      expect((await a.get('/v1/customers?source_id=ext-1')).body.pagination.total_count).toBe(1);
      expect((await b.get('/v1/customers?source_id=ext-1')).body.pagination.total_count).toBe(1);
    });

    it('accounts too: the same source identity in B is a new account', async () => {
      const { a, b, account } = await twoCompanies();
      const res = await b.post('/v1/accounts', { source_id: 'acc-1', name: 'Beta Cash', type: 'asset' });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(account.id);
      expect((await a.get(`/v1/accounts/${account.id}`)).body.data.name).toBe('Alpha Cash');
    });

    it('a PUT in B to A’s identity is not a duplicate', async () => {
      const { b } = await twoCompanies();
      const own = await b.post('/v1/customers', { name: 'Beta', source_id: 'mine' });
      const res = await b.put(`/v1/customers/${own.body.id}`, {
        source_id: 'ext-1',
        source_system: 'crm',
        connection_id: 'conn-1',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.source_id).toBe('ext-1');
    });
  });

  describe('references to another company’s records are 422 INVALID_REFERENCE', () => {
    it('parent_account_id on create and update', async () => {
      const { a, b, account } = await twoCompanies();
      const theirs = account.id as string;

      const create = await b.post('/v1/accounts', {
        source_id: 'b-1',
        name: 'Beta Sub',
        type: 'asset',
        parent_account_id: theirs,
      });
      const body = expectError(create, 422, 'INVALID_REFERENCE');
      expect(errorFields(body)).toEqual(['parent_account_id']);
      expect(body.errors[0].code).toBe('invalid_reference');

      // The same answer as for an id that exists nowhere: nothing tells that A's id exists.
      const nobody = randomUUID();
      const missing = await b.post('/v1/accounts', {
        source_id: 'b-1',
        name: 'Beta Sub',
        type: 'asset',
        parent_account_id: nobody,
      });
      const { request_id: _r1, ...crossRest } = body;
      const { request_id: _r2, ...missingRest } = expectError(missing, 422, 'INVALID_REFERENCE');
      expect(JSON.parse(JSON.stringify(crossRest).split(theirs).join('<id>'))).toEqual(
        JSON.parse(JSON.stringify(missingRest).split(nobody).join('<id>')),
      );
      expect((await b.get('/v1/accounts')).body.pagination.total_count).toBe(0);

      // Within a company the same field links (control).
      const parentB = await b.post('/v1/accounts', {
        source_id: 'b-parent',
        name: 'Beta Assets',
        type: 'asset',
      });
      expect(parentB.status).toBe(201);
      const child = await b.post('/v1/accounts', {
        source_id: 'b-1',
        name: 'Beta Sub',
        type: 'asset',
        parent_account_id: parentB.body.id,
      });
      expect(child.status).toBe(201);
      expect(child.body.data.parent_account_id).toBe(parentB.body.id);
      const childA = await a.post('/v1/accounts', {
        source_id: 'a-child',
        name: 'Alpha Sub',
        type: 'asset',
        parent_account_id: theirs,
      });
      expect(childA.status).toBe(201);

      // Update: pointing B's account at A's is refused and changes nothing.
      const update = await b.put(`/v1/accounts/${child.body.id}`, { parent_account_id: theirs });
      expect(errorFields(expectError(update, 422, 'INVALID_REFERENCE'))).toEqual(['parent_account_id']);
      const after = await b.get(`/v1/accounts/${child.body.id}`);
      expect(after.body.data.parent_account_id).toBe(parentB.body.id);
      expect(after.body.data.version).toBe(1);
    });

    it('in bulk: named accounts.N.parent_account_id, and nothing is written', async () => {
      const { b, account } = await twoCompanies();
      const res = await b.post('/v1/accounts/bulk', {
        accounts: [
          { source_id: 'b-1', name: 'Beta Cash', type: 'asset' },
          { source_id: 'b-2', name: 'Beta Sub', type: 'asset', parent_account_id: account.id },
          { source_id: 'b-3', name: 'Beta Bank', type: 'asset' },
          { source_id: 'b-4', name: 'Beta Other', type: 'asset', parent_account_id: account.id },
        ],
      });
      const body = expectError(res, 422, 'INVALID_REFERENCE');
      expect(errorFields(body).sort()).toEqual([
        'accounts.1.parent_account_id',
        'accounts.3.parent_account_id',
      ]);
      const list = await b.get('/v1/accounts');
      expect(list.body.pagination.total_count).toBe(0);
    });
  });
});
