/**
 * Idempotency-Key (D9, D11): replays, reuse, concurrency, expiry, crash recovery, what is and is not
 * stored, tenant isolation, and (on PostgreSQL) two API instances sharing one database.
 */
import { randomUUID } from 'node:crypto';
import pg from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeys } from '../src/domain/idempotency.ts';
import { expectError } from './helpers/errors.ts';
import {
  type Client,
  forEachDatabase,
  type Harness,
  type Instance,
  type Response,
} from './helpers/harness.ts';
import { responseOf } from './helpers/openapi-doc.ts';
import { rawSql } from './helpers/raw-sql.ts';

const key = () => `key-${randomUUID()}`;
const withKey = (k: string) => ({ headers: { 'Idempotency-Key': k } });
const past = () => new Date(Date.now() - 60_000).toISOString();
const future = () => new Date(Date.now() + 60_000).toISOString();

async function customerCount(c: Client): Promise<number> {
  const res = await c.get('/v1/customers?limit=1');
  expect(res.status).toBe(200);
  return res.body.pagination.total_count;
}

async function eventCount(h: Harness, companyId: string): Promise<number> {
  const rows = await rawSql(h.url, 'select count(*) as n from events where company_id = ?', [companyId]);
  return Number(rows[0]?.n);
}

async function keyRow(h: Harness, companyId: string, k: string) {
  const rows = await rawSql(
    h.url,
    'select status, request_hash, locked_until, expires_at from idempotency_keys where company_id = ? and key = ?',
    [companyId, k],
  );
  return rows[0];
}

async function setKey(h: Harness, companyId: string, k: string, set: string, params: unknown[]) {
  await rawSql(h.url, `update idempotency_keys set ${set} where company_id = ? and key = ?`, [
    ...params,
    companyId,
    k,
  ]);
}

/** The first answer: not marked as a replay. */
function expectFirst(res: Response, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('idempotent-replayed')).toBeNull();
}

/** A replay of `first`: same status, same body, same ETag, marked. */
function expectReplayOf(res: Response, first: Response) {
  expect(res.status, JSON.stringify(res.body)).toBe(first.status);
  expect(res.headers.get('idempotent-replayed')).toBe('true');
  expect(res.body).toEqual(first.body);
  expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
  expect(res.headers.get('content-type')).toBe(first.headers.get('content-type'));
}

/**
 * Makes every insert into `table` (customers unless given) of this company fail in the database, as
 * a real fault would: the request that hits it answers 500. Returns the undo.
 */
async function breakInserts(
  h: Harness,
  companyId: string,
  table = 'customers',
): Promise<() => Promise<void>> {
  const name = `idem_fail_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  if (h.db === 'sqlite') {
    await rawSql(
      h.url,
      `create trigger ${name} before insert on ${table} when new.company_id = '${companyId}'
       begin select raise(abort, 'injected failure'); end`,
    );
    return async () => void (await rawSql(h.url, `drop trigger ${name}`));
  }
  await rawSql(
    h.url,
    `create function ${name}() returns trigger language plpgsql as $$
     begin
       if new.company_id = '${companyId}'::uuid then raise exception 'injected failure'; end if;
       return new;
     end $$`,
  );
  await rawSql(
    h.url,
    `create trigger ${name} before insert on ${table} for each row execute function ${name}()`,
  );
  return async () => {
    await rawSql(h.url, `drop trigger ${name} on ${table}`);
    await rawSql(h.url, `drop function ${name}()`);
  };
}

forEachDatabase((h) => {
  describe('Idempotency-Key', () => {
    it('replays the first response: status, body, ETag, Idempotent-Replayed; nothing runs twice', async () => {
      const c = await h().company();
      const k = key();
      const first = await c.post('/v1/customers', { name: 'Ada', email: 'ada@example.com' }, withKey(k));
      expectFirst(first, 201);
      expect(first.headers.get('etag')).toBe('"1"');
      const again = await c.post('/v1/customers', { name: 'Ada', email: 'ada@example.com' }, withKey(k));
      expectReplayOf(again, first);
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      // The same body with its keys in another order is the same request.
      const reordered = await c.post('/v1/customers', { email: 'ada@example.com', name: 'Ada' }, withKey(k));
      expectReplayOf(reordered, first);
      expect(await customerCount(c)).toBe(1);
      expect(await eventCount(h(), c.companyId)).toBe(1);
      // Without a key, the same body is a new request (customers without source_id are new records).
      expectFirst(await c.post('/v1/customers', { name: 'Ada', email: 'ada@example.com' }), 201);
      expect(await customerCount(c)).toBe(2);
    });

    it('replays PUT and DELETE answers too', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Ada' });
      const id = created.body.id;
      const k = key();
      const put = await c.put(`/v1/customers/${id}`, { name: 'Ada Lovelace' }, withKey(k));
      expectFirst(put, 200);
      expect(put.headers.get('etag')).toBe('"2"');
      // Someone else changes the record; the retry still gets the first answer, not a new write.
      expect((await c.put(`/v1/customers/${id}`, { name: 'Other' })).status).toBe(200);
      const replay = await c.put(`/v1/customers/${id}`, { name: 'Ada Lovelace' }, withKey(k));
      expectReplayOf(replay, put);
      expect((await c.get(`/v1/customers/${id}`)).body.data).toMatchObject({ name: 'Other', version: 3 });

      const k2 = key();
      const del = await c.delete(`/v1/customers/${id}`, withKey(k2));
      expectFirst(del, 200);
      expect(del.body).toEqual({ deleted: true, id, object: 'customer' });
      // A plain retry of the delete would be a 404; with the key it is the first answer.
      expectReplayOf(await c.delete(`/v1/customers/${id}`, withKey(k2)), del);
      expectError(await c.delete(`/v1/customers/${id}`), 404, 'NOT_FOUND');
    });

    it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED, and nothing runs', async () => {
      const c = await h().company();
      const k = key();
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
      const res = await c.post('/v1/customers', { name: 'Grace' }, withKey(k));
      const body = expectError(res, 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(body.errors).toEqual([
        { field: 'Idempotency-Key', code: 'reused', message: 'was already used for a different request' },
      ]);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      expect(await customerCount(c)).toBe(1);
      expect(await eventCount(h(), c.companyId)).toBe(1);
      // The key still replays its own request.
      expect(
        (await c.post('/v1/customers', { name: 'Ada' }, withKey(k))).headers.get('idempotent-replayed'),
      ).toBe('true');
    });

    it('the same key on another path or method is 422 IDEMPOTENCY_KEY_REUSED', async () => {
      const c = await h().company();
      const k = key();
      const first = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(first, 201);
      expectError(
        await c.post('/v1/items', { product_id: 'p-1', name: 'Widget' }, withKey(k)),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expectError(
        await c.put(`/v1/customers/${first.body.id}`, { name: 'Ada' }, withKey(k)),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expectError(
        await c.delete(`/v1/customers/${first.body.id}`, withKey(k)),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect((await c.get('/v1/items')).body.pagination.total_count).toBe(0);
      expect((await c.get(`/v1/customers/${first.body.id}`)).status).toBe(200);
    });

    it('concurrent requests with one key: exactly one runs; the others get 409 IN_USE or the replay', async () => {
      const c = await h().company();
      const k = key();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => c.post('/v1/customers', { name: 'Racer' }, withKey(k))),
      );
      const ran = results.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
      expect(ran).toHaveLength(1);
      for (const r of results) {
        if (r === ran[0]) continue;
        if (r.status === 409) {
          expectError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
          expect(r.headers.get('retry-after')).toBe('1');
        } else {
          expectReplayOf(r, ran[0]!);
        }
      }
      expect(await customerCount(c)).toBe(1);
      expect(await eventCount(h(), c.companyId)).toBe(1);
      // Once the first has answered, every retry is the replay.
      expectReplayOf(await c.post('/v1/customers', { name: 'Racer' }, withKey(k)), ran[0]!);
    });

    it('a key still running answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1', async () => {
      const c = await h().company();
      const k = key();
      const first = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(first, 201);
      // As if the first request had claimed the key and were still at work.
      await setKey(h(), c.companyId, k, "status = 'running', locked_until = ?", [future()]);
      const res = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectError(res, 409, 'IDEMPOTENCY_KEY_IN_USE');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      // A different request with that key is still a reuse, not a wait.
      expectError(await c.post('/v1/customers', { name: 'Bob' }, withKey(k)), 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(await customerCount(c)).toBe(1);
    });

    it('a claim whose lease ran out (its process died) is taken over by a retry, which runs', async () => {
      const c = await h().company();
      const k = key();
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
      // The process that held the key died before storing an answer, and its lease is over.
      await setKey(
        h(),
        c.companyId,
        k,
        "status = 'running', response_status = null, response_body = null, locked_until = ?",
        [past()],
      );
      const retry = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(retry, 201);
      expect(await customerCount(c)).toBe(2);
      expect((await keyRow(h(), c.companyId, k))?.status).toBe('done');
      expectReplayOf(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), retry);
      expect(await customerCount(c)).toBe(2);
    });

    it('an expired key can be used again, for any request', async () => {
      const c = await h().company();
      const k = key();
      const first = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(first, 201);
      const row = await keyRow(h(), c.companyId, k);
      // Kept 24 hours.
      const kept = Date.parse(String(row?.expires_at)) - Date.now();
      expect(kept).toBeGreaterThan(23.9 * 3600_000);
      expect(kept).toBeLessThanOrEqual(24 * 3600_000);
      await setKey(h(), c.companyId, k, 'expires_at = ?', [past()]);
      const next = await c.post('/v1/customers', { name: 'Grace' }, withKey(k));
      expectFirst(next, 201);
      expect(next.body.id).not.toBe(first.body.id);
      expectReplayOf(await c.post('/v1/customers', { name: 'Grace' }, withKey(k)), next);
      expect(await customerCount(c)).toBe(2);
    });

    it('the sweep deletes expired keys and keeps live ones', async () => {
      const c = await h().company();
      const [old, live] = [key(), key()];
      expectFirst(await c.post('/v1/customers', { name: 'Old' }, withKey(old)), 201);
      expectFirst(await c.post('/v1/customers', { name: 'Live' }, withKey(live)), 201);
      await setKey(h(), c.companyId, old, 'expires_at = ?', [past()]);
      const deleted = await new IdempotencyKeys(h().store, { leaseMs: 60_000 }).sweep();
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect(await keyRow(h(), c.companyId, old)).toBeUndefined();
      expect((await keyRow(h(), c.companyId, live))?.status).toBe('done');
    });

    it('a 5xx is not stored: the retry with the same key runs again', async () => {
      const c = await h().company();
      const k = key();
      const undo = await breakInserts(h(), c.companyId);
      try {
        expectError(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 500, 'INTERNAL_ERROR');
      } finally {
        await undo();
      }
      expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
      expect(await customerCount(c)).toBe(0);
      const retry = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(retry, 201);
      expect(await customerCount(c)).toBe(1);
    });

    it('the key is written in the same transaction as the change: the key row is done, with the answer', async () => {
      const c = await h().company();
      const k = key();
      const first = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(first, 201);
      const [row] = await rawSql(
        h().url,
        'select status, response_status, response_body from idempotency_keys where company_id = ? and key = ?',
        [c.companyId, k],
      );
      expect(row?.status).toBe('done');
      expect(Number(row?.response_status)).toBe(201);
      expect(JSON.parse(String(row?.response_body))).toEqual(first.body);
    });

    it('a key that cannot be stored rolls its change back (500), and the retry runs', async () => {
      const c = await h().company();
      const k = key();
      const undo = await breakInserts(h(), c.companyId, 'idempotency_keys');
      try {
        expectError(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 500, 'INTERNAL_ERROR');
        // Without a key the same request commits: only the key's row failed.
        expectFirst(await c.post('/v1/customers', { name: 'Bob' }), 201);
      } finally {
        await undo();
      }
      // The record, its event and the key went together: none of them is there.
      expect(await customerCount(c)).toBe(1);
      expect(await eventCount(h(), c.companyId)).toBe(1);
      expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
      const retry = await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expectFirst(retry, 201);
      expect(await customerCount(c)).toBe(2);
      expectReplayOf(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), retry);
    });

    it('a write that fails leaves no key behind, whatever failed: the retry runs', async () => {
      const c = await h().company();
      const k = key();
      const undo = await breakInserts(h(), c.companyId, 'events');
      try {
        expectError(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 500, 'INTERNAL_ERROR');
      } finally {
        await undo();
      }
      expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
      expect(await customerCount(c)).toBe(0);
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
      expect(await customerCount(c)).toBe(1);
    });

    it('a webhook endpoint (written after an address check) commits with its key too', async () => {
      const c = await h().company();
      const k = key();
      const body = { url: 'https://[2606:4700:4700::1111]/hooks', description: 'idempotent' };
      const endpoints = async () => (await c.get('/v1/webhook_endpoints')).body.pagination.total_count;
      const undo = await breakInserts(h(), c.companyId, 'idempotency_keys');
      try {
        expectError(await c.post('/v1/webhook_endpoints', body, withKey(k)), 500, 'INTERNAL_ERROR');
      } finally {
        await undo();
      }
      expect(await endpoints()).toBe(0);
      const made = await c.post('/v1/webhook_endpoints', body, withKey(k));
      expectFirst(made, 201);
      // The replay is the first answer, secret included: no second endpoint.
      expectReplayOf(await c.post('/v1/webhook_endpoints', body, withKey(k)), made);
      expect(await endpoints()).toBe(1);
    });

    it('a validation 422 is not stored: the fixed request runs with the same key', async () => {
      const c = await h().company();
      const k = key();
      // Refused by the schema, before the handler.
      const bad = expectError(
        await c.post('/v1/customers', { name: 42 }, withKey(k)),
        422,
        'VALIDATION_ERROR',
      );
      expect(bad.errors[0].field).toBe('name');
      // Refused by the domain after the key was claimed (an alias that contradicts its field).
      expectError(
        await c.post('/v1/customers', { name: 'Ada', source_id: 'a', customer_id: 'b' }, withKey(k)),
        422,
        'VALIDATION_ERROR',
      );
      expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
      const fixed = await c.post('/v1/customers', { name: 'Ada', source_id: 'a' }, withKey(k));
      expectFirst(fixed, 201);
      expectReplayOf(await c.post('/v1/customers', { name: 'Ada', source_id: 'a' }, withKey(k)), fixed);
    });

    it('401 and 403 are not stored', async () => {
      const c = await h().company();
      const k = key();
      expectError(
        await c.post('/v1/customers', { name: 'Ada' }, { ...withKey(k), token: 'svc_live_nope' }),
        401,
        'TOKEN_MALFORMED',
      );
      const { token: readOnly } = await h().tokenFor(c.companyId, 'finance:read');
      expectError(
        await c.post('/v1/customers', { name: 'Ada' }, { ...withKey(k), token: readOnly }),
        403,
        'INSUFFICIENT_SCOPE',
      );
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
      expect(await customerCount(c)).toBe(1);
    });

    it('a 404 and a domain 422 are stored and replayed, with the retry’s request_id', async () => {
      const c = await h().company();
      const k = key();
      const missing = `/v1/customers/${randomUUID()}`;
      const first = await c.put(missing, { name: 'Ada' }, withKey(k));
      expectError(first, 404, 'NOT_FOUND');
      const again = await c.put(missing, { name: 'Ada' }, withKey(k));
      expectError(again, 404, 'NOT_FOUND');
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect({ ...again.body, request_id: null }).toEqual({ ...first.body, request_id: null });

      const k2 = key();
      const account = { source_id: 'a-1', name: 'Cash', type: 'asset', parent_account_id: randomUUID() };
      const ref = await c.post('/v1/accounts', account, withKey(k2));
      expectError(ref, 422, 'INVALID_REFERENCE');
      const refAgain = await c.post('/v1/accounts', account, withKey(k2));
      expectError(refAgain, 422, 'INVALID_REFERENCE');
      expect(refAgain.headers.get('idempotent-replayed')).toBe('true');
    });

    it('keys are per company: equal keys of two companies never collide', async () => {
      const a = await h().company();
      const b = await h().company();
      const k = key();
      const ra = await a.post('/v1/customers', { name: 'Of A' }, withKey(k));
      const rb = await b.post('/v1/customers', { name: 'Of B' }, withKey(k));
      expectFirst(ra, 201);
      expectFirst(rb, 201);
      expect(rb.body.data.name).toBe('Of B');
      expectReplayOf(await a.post('/v1/customers', { name: 'Of A' }, withKey(k)), ra);
      expectReplayOf(await b.post('/v1/customers', { name: 'Of B' }, withKey(k)), rb);
      expect(await customerCount(a)).toBe(1);
      expect(await customerCount(b)).toBe(1);
    });

    it('a key over 255 characters (or empty) is a 422 on Idempotency-Key; 255 is fine', async () => {
      const c = await h().company();
      const long = expectError(
        await c.post('/v1/customers', { name: 'Ada' }, withKey('k'.repeat(256))),
        422,
        'VALIDATION_ERROR',
      );
      expect(long.errors).toEqual([
        { field: 'Idempotency-Key', code: 'too_long', message: 'must be at most 255 characters' },
      ]);
      const empty = expectError(
        await c.post('/v1/customers', { name: 'Ada' }, withKey('')),
        422,
        'VALIDATION_ERROR',
      );
      expect(empty.errors[0].field).toBe('Idempotency-Key');
      expect(await customerCount(c)).toBe(0);
      const max = 'k'.repeat(255);
      const ok = await c.post('/v1/customers', { name: 'Ada' }, withKey(max));
      expectFirst(ok, 201);
      expectReplayOf(await c.post('/v1/customers', { name: 'Ada' }, withKey(max)), ok);
    });

    it('makes a lifecycle action safe to retry: the retry replays instead of a 409', async () => {
      const c = await h().company();
      const invoice = await c.post('/v1/invoices', {
        source_id: 'inv-1',
        source_system: 'test',
        currency: 'USD',
        total_amount: '100.00',
        lines: [{ description: 'Widget', amount: '100.00' }],
      });
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
      const k = key();
      const submit = await c.post(`/v1/invoices/${invoice.body.id}/submit`, undefined, withKey(k));
      expectFirst(submit, 200);
      expect(submit.body.data.approval_status).toBe('pending_approval');
      expectReplayOf(await c.post(`/v1/invoices/${invoice.body.id}/submit`, undefined, withKey(k)), submit);
      // The same retry without the key runs again, and the state machine refuses it.
      expectError(await c.post(`/v1/invoices/${invoice.body.id}/submit`), 409, 'INVALID_STATE_TRANSITION');
    });

    it('counts replays in finrec_idempotency_replays_total', async () => {
      const replays = async () => {
        const text = String((await h().anonymous().get('/metrics')).body);
        const line = text.split('\n').find((l) => l.startsWith('finrec_idempotency_replays_total '));
        return Number(line?.split(' ')[1] ?? 0);
      };
      const c = await h().company();
      const k = key();
      const before = await replays();
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
      expect(await replays()).toBe(before);
      await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      await c.post('/v1/customers', { name: 'Ada' }, withKey(k));
      expect(await replays()).toBe(before + 2);
    });

    it('is ignored on GET', async () => {
      const c = await h().company();
      const k = key();
      const res = await c.get('/v1/customers', withKey(k));
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
    });

    it('is not looked at on a path that is no route: 404, the key left unused', async () => {
      const c = await h().company();
      const k = key();
      expectError(await c.post('/v1/no_such_things', { name: 'Ada' }, withKey(k)), 404, 'NOT_FOUND');
      expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
      // The key is still free for a request of its own.
      expectFirst(await c.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
    });

    it('is documented in the OpenAPI document on mutating operations', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      for (const [path, method, status] of [
        ['/v1/customers', 'post', '201'],
        ['/v1/customers/{id}', 'put', '200'],
        ['/v1/customers/{id}', 'delete', '200'],
        ['/v1/accounts/bulk', 'post', '201'],
      ] as const) {
        const op = doc.paths[path][method];
        const param = op.parameters.find(
          (p: { in: string; name: string }) => p.in === 'header' && p.name === 'Idempotency-Key',
        );
        expect(param, `${method} ${path}`).toMatchObject({
          required: false,
          schema: { type: 'string', maxLength: 255 },
        });
        expect(op.responses[status].headers['Idempotent-Replayed'], `${method} ${path}`).toBeDefined();
        expect(responseOf(doc, op.responses['409']).headers['Retry-After']).toBeDefined();
      }
      const get = doc.paths['/v1/customers'].get;
      expect(get.parameters.some((p: { name: string }) => p.name === 'Idempotency-Key')).toBe(false);
    });
  });
});

forEachDatabase(
  (h) => {
    describe('two API instances on one database', () => {
      let other: Instance | undefined;
      beforeAll(async () => {
        // Started in a hook: it serves every test below, and closes with the suite.
        other = await h().start();
      });

      it('a key used on one instance replays on the other', async () => {
        const a = await h().company();
        const b = other!.client(a.token);
        const k = key();
        const first = await a.post('/v1/customers', { name: 'Ada' }, withKey(k));
        expectFirst(first, 201);
        expectReplayOf(await b.post('/v1/customers', { name: 'Ada' }, withKey(k)), first);
        expectError(
          await b.post('/v1/customers', { name: 'Bob' }, withKey(k)),
          422,
          'IDEMPOTENCY_KEY_REUSED',
        );
        expect(await customerCount(b)).toBe(1);
      });

      it('concurrent requests with one key split across the instances run once', async () => {
        const a = await h().company();
        const b = other!.client(a.token);
        for (let round = 0; round < 3; round++) {
          const k = key();
          const results = await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              (i % 2 ? a : b).post('/v1/customers', { name: `R${round}` }, withKey(k)),
            ),
          );
          const ran = results.filter(
            (r) => r.status === 201 && r.headers.get('idempotent-replayed') === null,
          );
          expect(ran).toHaveLength(1);
          for (const r of results) {
            if (r === ran[0]) continue;
            if (r.status === 409) {
              expectError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
              expect(r.headers.get('retry-after')).toBe('1');
            } else expectReplayOf(r, ran[0]!);
          }
        }
        expect(await customerCount(a)).toBe(3);
        expect(await eventCount(h(), a.companyId)).toBe(3);
      });

      it('a key committed by another request while this one runs: its change rolls back, and it answers 409', async () => {
        const c = await h().company();
        const made = await c.post('/v1/customers', { name: 'Ada' });
        expect(made.status).toBe(201);
        const id = String(made.body.id);
        const k = key();
        const u = new URL(h().url);
        const schema = u.searchParams.get('schema');
        u.searchParams.delete('schema');
        const sql = pg(u.toString(), {
          max: 2,
          onnotice: () => undefined,
          ...(schema ? { connection: { search_path: schema } } : {}),
        });
        try {
          // The request's write waits for this lock on the customer, after it looked the key up.
          const locker = await sql.reserve();
          await locker`begin`;
          await locker`select id from customers where id = ${id} for update`;
          const put = c.put(`/v1/customers/${id}`, { name: 'Grace' }, withKey(k));
          for (let i = 0; i < 200; i++) {
            const [w] = await sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%customers%' and pid <> pg_backend_pid()`;
            if (w?.n) break;
            await new Promise((r) => setTimeout(r, 25));
          }
          // Meanwhile another request commits its answer under the key.
          await sql`insert into idempotency_keys (company_id, key, request_hash, status, claim_id,
          response_status, response_headers, response_body, locked_until, created_at, expires_at)
        values (${c.companyId}, ${k}, 'other', 'done', 'other', 200, ${'{}'}::text::jsonb, '{}',
          ${past()}, ${past()}, ${future()})`;
          await locker`commit`;
          locker.release();
          const res = await put;
          expectError(res, 409, 'IDEMPOTENCY_KEY_IN_USE');
          expect(res.headers.get('retry-after')).toBe('1');
          expect(res.headers.get('etag')).toBeNull();
        } finally {
          await sql.end();
        }
        const now = await c.get(`/v1/customers/${id}`);
        expect(now.body.data.name).toBe('Ada');
        expect(now.body.data.version).toBe(1);
        expect(await eventCount(h(), c.companyId)).toBe(1);
        expect((await keyRow(h(), c.companyId, k))?.request_hash).toBe('other');
      });

      it('a key whose lock another transaction holds is 409 IN_USE at its first use, whatever the request would answer', async () => {
        // A write with a key this instance has not seen does not wait for the key's lock and
        // look-up before its own statements: it must still be refused, and change nothing.
        const c = await h().company();
        const made = await c.post('/v1/customers', { name: 'Ada' });
        const [k1, k2, k3] = [key(), key(), key()];
        const u = new URL(h().url);
        u.searchParams.delete('schema');
        const sql = pg(u.toString(), { max: 1, onnotice: () => undefined });
        const locker = await sql.reserve();
        try {
          await locker`begin`;
          for (const k of [k1, k2, k3])
            await locker`select pg_advisory_xact_lock(hashtextextended(${`${c.companyId}:${k}`}, 0))`;
          // A create, a 404 and an update: each refused, nothing written.
          for (const res of [
            await c.post('/v1/customers', { name: 'Bob' }, withKey(k1)),
            await c.put(`/v1/customers/${randomUUID()}`, { name: 'Bob' }, withKey(k2)),
            await c.put(`/v1/customers/${made.body.id}`, { name: 'Bob' }, withKey(k3)),
          ]) {
            expectError(res, 409, 'IDEMPOTENCY_KEY_IN_USE');
            expect(res.headers.get('retry-after')).toBe('1');
          }
          await locker`commit`;
        } finally {
          locker.release();
          await sql.end({ timeout: 1 });
        }
        expect(await customerCount(c)).toBe(1);
        expect((await c.get(`/v1/customers/${made.body.id}`)).body.data.name).toBe('Ada');
        for (const k of [k1, k2, k3]) expect(await keyRow(h(), c.companyId, k)).toBeUndefined();
        // Free now: each runs, once.
        expectFirst(await c.post('/v1/customers', { name: 'Bob' }, withKey(k1)), 201);
        const missing = await c.put(`/v1/customers/${randomUUID()}`, { name: 'Bob' }, withKey(key()));
        expectError(missing, 404, 'NOT_FOUND');
        expectFirst(await c.put(`/v1/customers/${made.body.id}`, { name: 'Bob' }, withKey(k3)), 200);
        expect(await customerCount(c)).toBe(2);
      });

      it('a key first used on another instance, for an answer of its own (404), replays it here', async () => {
        const a = await h().company();
        const k = key();
        const missing = `/v1/customers/${randomUUID()}`;
        const first = await a.put(missing, { name: 'Ada' }, withKey(k));
        expectFirst(first, 404);
        const replay = await other!.client(a.token).put(missing, { name: 'Ada' }, withKey(k));
        expectError(replay, 404, 'NOT_FOUND');
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect({ ...replay.body, request_id: null }).toEqual({ ...first.body, request_id: null });
      });

      it('a claim left by a dead instance is taken over on the other once its lease is over', async () => {
        const a = await h().company();
        const b = other!.client(a.token);
        const k = key();
        expectFirst(await a.post('/v1/customers', { name: 'Ada' }, withKey(k)), 201);
        await setKey(h(), a.companyId, k, "status = 'running', locked_until = ?", [future()]);
        expectError(
          await b.post('/v1/customers', { name: 'Ada' }, withKey(k)),
          409,
          'IDEMPOTENCY_KEY_IN_USE',
        );
        await setKey(h(), a.companyId, k, 'locked_until = ?', [past()]);
        const retry = await b.post('/v1/customers', { name: 'Ada' }, withKey(k));
        expectFirst(retry, 201);
        expectReplayOf(await a.post('/v1/customers', { name: 'Ada' }, withKey(k)), retry);
      });
    });
  },
  { databases: ['postgres'] },
);
