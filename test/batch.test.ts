/**
 * POST /v1/batch (D23): operations answered as if sent alone, `$ref`s to earlier answers, atomic
 * mode, refusals before anything runs, scopes, rate limits, lock dates, tenant isolation and the
 * batch's Idempotency-Key. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { count } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  create,
  expectStatus,
  invoiceBody,
  LEDGER,
  ledgerEntries,
  report,
  seedChart,
  tbNet,
  uid,
} from './helpers/ledger-fixtures.ts';

type Op = { method: string; path: string; body?: unknown; ref?: string };

const batch = (c: Client, operations: Op[], extra: Record<string, unknown> = {}, headers = {}) =>
  c.post('/v1/batch', { operations, ...extra }, { headers });

/** A draft invoice submitted for approval: what `/approve` starts from. */
async function submitted(c: Client, ch: Chart, over: Record<string, unknown> = {}): Promise<string> {
  const id = await create(c, 'invoices', invoiceBody(ch, { source_id: uid('inv'), ...over }));
  expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
  return id;
}

/** What the company holds, to compare before and after a batch that must change nothing. */
async function holdings(c: Client) {
  return {
    customers: await count(c, 'customers'),
    invoices: await count(c, 'invoices'),
    events: (await c.get('/v1/events?limit=1')).body.pagination.total_count as number,
    entries: (await ledgerEntries(c)).length,
  };
}

const totalEvents = async (c: Client): Promise<number> =>
  (await c.get('/v1/events?limit=1')).body.pagination.total_count;
const lastEventTypes = async (c: Client, n: number): Promise<string[]> =>
  (await c.get(`/v1/events?sort=-created_at&limit=${n}`)).body.data.map((e: Json) => e.type).reverse();

/** A body without what differs between two runs of the same request (ids, times, request ids). */
function comparable(value: Json): Json {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    if (['id', 'created_at', 'updated_at', 'request_id', 'source_id', 'customer_id'].includes(k)) continue;
    if (k.endsWith('_id') && typeof v === 'string') continue;
    out[k] = comparable(v);
  }
  return out;
}

forEachDatabase((h) => {
  /** The requests of a batch, on a company of its own with the same chart. */
  async function scenario(): Promise<{ c: Client; ch: Chart; ops: Op[] }> {
    const c = await h().company();
    const ch = await seedChart(c);
    const draft = await submitted(c, ch);
    const doomed = await create(c, 'customers', { name: 'Gone soon', source_id: uid('cus') });
    const ops: Op[] = [
      {
        method: 'POST',
        path: '/v1/customers',
        body: { name: 'Grace', source_id: 'cus-grace' },
        ref: 'grace',
      },
      {
        method: 'POST',
        path: '/v1/invoices',
        body: invoiceBody(ch, { source_id: 'inv-grace', customer_id: { $ref: 'grace#/id' } }),
        ref: 'inv',
      },
      { method: 'POST', path: `/v1/invoices/${draft}/approve` },
      { method: 'PUT', path: `/v1/customers/${ch.customer2}`, body: { name: 'Bob Renamed', source_id: 'b' } },
      { method: 'DELETE', path: `/v1/customers/${doomed}` },
      { method: 'POST', path: '/v1/customers', body: { name: 42 } },
    ];
    return { c, ch, ops };
  }

  describe('answers', () => {
    it('each operation answers as the same request sent alone: statuses, bodies, ETags and events', async () => {
      const alone = await scenario();
      const aloneResults: { status: number; body: Json; etag: string | null }[] = [];
      let grace = '';
      const aloneStart = await totalEvents(alone.c);
      for (const op of alone.ops) {
        const body = JSON.parse(
          JSON.stringify(op.body ?? null).replace('{"$ref":"grace#/id"}', JSON.stringify(grace)),
        );
        const res = await alone.c.request(op.method, op.path, body === null ? {} : { body });
        if (op.ref === 'grace') grace = res.body.id;
        aloneResults.push({ status: res.status, body: res.body, etag: res.headers.get('etag') });
      }
      const aloneEvents = (await totalEvents(alone.c)) - aloneStart;
      const together = await scenario();
      const before = await totalEvents(together.c);
      const res = await batch(together.c, together.ops);
      const body = expectStatus(res, 200);
      expect(body.object).toBe('batch');
      expect(body.results.map((r: Json) => r.status)).toEqual([201, 201, 200, 200, 200, 422]);
      expect(body.results.map((r: Json) => r.status)).toEqual(aloneResults.map((r) => r.status));
      body.results.forEach((r: Json, i: number) => {
        expect(comparable(r.body), `operation ${i}`).toEqual(comparable(aloneResults[i]!.body));
        expect(r.etag ?? null).toBe(aloneResults[i]!.etag);
      });
      // The $ref put the new customer's id on the invoice.
      expect(body.results[1].body.data.customer_id).toBe(body.results[0].body.id);
      // Events: the same types in the same order as the requests sent alone.
      const togetherEvents = (await totalEvents(together.c)) - before;
      expect(togetherEvents).toBe(aloneEvents);
      const types = await lastEventTypes(together.c, togetherEvents);
      expect(types).toEqual(await lastEventTypes(alone.c, aloneEvents));
      for (const t of [
        'customer.created',
        'invoice.created',
        'invoice.approved',
        'customer.updated',
        'customer.deleted',
      ])
        expect(types).toContain(t);
    });

    it('a failed operation changes nothing and the others stand; a $ref to it fails only the operation holding it', async () => {
      const c = await h().company();
      const res = await batch(c, [
        { method: 'POST', path: '/v1/customers', body: { name: 'Ok 1' } },
        { method: 'POST', path: '/v1/customers', body: { name: 'Bad', email: 42 }, ref: 'bad' },
        { method: 'POST', path: '/v1/customers', body: { name: 'Ref', parent_id: { $ref: 'bad#/id' } } },
        { method: 'POST', path: '/v1/customers', body: { name: 'Ok 2' }, ref: 'ok2' },
        {
          method: 'POST',
          path: '/v1/customers',
          body: { name: 'Nowhere', parent_id: { $ref: 'ok2#/data/nope' } },
        },
      ]);
      const body = expectStatus(res, 200);
      expect(body.results.map((r: Json) => r.status)).toEqual([201, 422, 422, 201, 422]);
      expect(body.results[1].body.errors).toEqual([
        { field: 'email', code: 'invalid_type', message: 'must be a string' },
      ]);
      expect(body.results[2].body.code).toBe('VALIDATION_ERROR');
      expect(body.results[2].body.errors.map((e: Json) => [e.field, e.code])).toEqual([
        ['parent_id', 'invalid_ref'],
      ]);
      expect(body.results[4].body.errors[0].message).toContain('/data/nope');
      const names = (await c.get('/v1/customers?sort=created_at')).body.data.map((r: Json) => r.data.name);
      expect(names).toEqual(['Ok 1', 'Ok 2']);
    });
  });

  describe('atomic', () => {
    it("fails at each position: nothing is stored, the answer is that operation's error named from the batch", async () => {
      for (let failAt = 0; failAt < 3; failAt++) {
        const c = await h().company();
        const ch = await seedChart(c);
        const draft = await submitted(c, ch);
        const before = await holdings(c);
        const ops: Op[] = [
          { method: 'POST', path: '/v1/customers', body: { name: 'Grace' }, ref: 'grace' },
          {
            method: 'POST',
            path: '/v1/invoices',
            body: invoiceBody(ch, { source_id: uid('inv'), customer_id: { $ref: 'grace#/id' } }),
          },
          { method: 'POST', path: `/v1/invoices/${draft}/approve` },
        ];
        const bad = ops[failAt]!;
        if (failAt === 2) bad.path = `/v1/invoices/${ch.customer}/approve`;
        else bad.body = { ...(bad.body as object), name: 7, total_amount: 'x' };
        const res = await batch(c, ops, { atomic: true });
        if (failAt === 2) {
          const err = expectError(res, 404, 'NOT_FOUND');
          expect(err.failed_operation).toBe(2);
          expect(err.message).toMatch(/^Operation 2 failed, so nothing of the batch was stored: /);
        } else {
          const err = expectError(res, 422, 'VALIDATION_ERROR');
          expect(err.failed_operation).toBe(failAt);
          expect(err.errors.length).toBeGreaterThan(0);
          for (const e of err.errors) expect(e.field).toMatch(new RegExp(`^operations\\.${failAt}\\.`));
        }
        expect(await holdings(c), `failing at ${failAt}`).toEqual(before);
        expect((await c.get(`/v1/invoices/${draft}`)).body.data.approval_status).toBe('pending_approval');
      }
    });

    it('succeeds as a whole: every record, posting and event stored', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const before = await holdings(c);
      const res = await batch(
        c,
        [
          { method: 'POST', path: '/v1/customers', body: { name: 'Grace' }, ref: 'g' },
          {
            method: 'POST',
            path: '/v1/invoices',
            body: invoiceBody(ch, {
              source_id: uid('inv'),
              status: 'open',
              approval_status: 'approved',
              customer_id: { $ref: 'g#/id' },
            }),
          },
        ],
        { atomic: true },
      );
      const body = expectStatus(res, 200);
      expect(body.results.map((r: Json) => r.status)).toEqual([201, 201]);
      const after = await holdings(c);
      // One customer, one invoice; four events: customer.created, account.created twice (the
      // first posting makes the receivable and sales-tax system accounts), invoice.created.
      expect(await lastEventTypes(c, 4)).toEqual([
        'customer.created',
        'account.created',
        'account.created',
        'invoice.created',
      ]);
      // The approved 110.00 invoice posts three lines
      // (Dr receivable 110.00, Cr Sales 100.00, Cr sales tax 10.00).
      expect(after).toEqual({
        customers: before.customers + 1,
        invoices: before.invoices + 1,
        events: before.events + 4,
        entries: before.entries + 3,
      });
    });
  });

  describe('refused before anything runs', () => {
    it('names operations.N.<field> and stores nothing', async () => {
      const c = await h().company();
      const cases: [Op[], string, string][] = [
        [
          [{ method: 'POST', path: '/v1/batch', body: { operations: [] } }],
          'operations.0.path',
          'nested_batch',
        ],
        [[{ method: 'POST', path: '/dashboard/sign-in' }], 'operations.0.path', 'invalid_path'],
        [[{ method: 'POST', path: '/v1/../healthz' }], 'operations.0.path', 'invalid_path'],
        [[{ method: 'GET', path: '/v1/customers' }], 'operations.0.method', 'invalid_enum'],
        [
          [
            { method: 'POST', path: '/v1/customers', body: { name: 'A', parent_id: { $ref: 'later#/id' } } },
            { method: 'POST', path: '/v1/customers', body: { name: 'B' }, ref: 'later' },
          ],
          'operations.0.body.parent_id',
          'invalid_ref',
        ],
        [
          [
            { method: 'POST', path: '/v1/customers', body: { name: 'A' }, ref: 'x' },
            { method: 'POST', path: '/v1/customers', body: { name: 'B' }, ref: 'x' },
          ],
          'operations.1.ref',
          'duplicate_ref',
        ],
      ];
      for (const [ops, field, code] of cases) {
        const err = expectError(await batch(c, ops), 422, 'VALIDATION_ERROR');
        expect(
          err.errors.map((e: Json) => [e.field, e.code]),
          JSON.stringify(ops),
        ).toContainEqual([field, code]);
      }
      const tooMany = Array.from({ length: 101 }, () => ({
        method: 'POST',
        path: '/v1/customers',
        body: { name: 'n' },
      }));
      const err = expectError(await batch(c, tooMany), 422, 'VALIDATION_ERROR');
      expect(err.errors.map((e: Json) => e.field)).toEqual(['operations']);
      // An operation cannot carry headers of its own (an Idempotency-Key is the batch's).
      const withHeaders = await c.post('/v1/batch', {
        operations: [
          { method: 'POST', path: '/v1/customers', body: { name: 'n' }, headers: { 'Idempotency-Key': 'k' } },
        ],
      });
      expect(expectError(withHeaders, 422, 'VALIDATION_ERROR').errors[0].field).toBe('operations.0.headers');
      expect(await count(c, 'customers')).toBe(0);
    });
  });

  describe('no way around a rule', () => {
    it('a read-only token: 403 for the whole batch', async () => {
      const c = await h().company('finance:read');
      expectError(
        await batch(c, [{ method: 'POST', path: '/v1/customers', body: { name: 'n' } }]),
        403,
        'INSUFFICIENT_SCOPE',
      );
    });

    it("another company's records are 404 to its operations", async () => {
      const mine = await h().company();
      const theirs = await h().company();
      const id = await create(theirs, 'customers', { name: 'Theirs', source_id: uid('cus') });
      const res = await batch(mine, [
        { method: 'PUT', path: `/v1/customers/${id}`, body: { name: 'Mine now', source_id: 'x' } },
      ]);
      expect(expectStatus(res, 200).results[0].status).toBe(404);
      expect((await theirs.get(`/v1/customers/${id}`)).body.data.name).toBe('Theirs');
    });

    it('the lock date holds for an operation as for the request alone', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const draft = await submitted(c, ch, { document_date: '2026-01-10' });
      expectStatus(await c.request('PATCH', '/v1/company', { body: { lock_date: '2026-01-31' } }), 200);
      const res = await batch(c, [{ method: 'POST', path: `/v1/invoices/${draft}/approve` }]);
      const result = expectStatus(res, 200).results[0];
      expect(result.status).toBe(409);
      expect(result.body.code).toBe('PERIOD_LOCKED');
      expect((await c.get(`/v1/invoices/${draft}`)).body.data.approval_status).toBe('pending_approval');
    });

    it('each operation takes a rate-limit slot, as the batch does', async () => {
      const api = await h().start({ rateLimitPerSecond: 0.01, rateLimitBurst: 4 });
      const { token } = await h().company();
      const c = api.client(token);
      const ops = Array.from({ length: 5 }, (_, i) => ({
        method: 'POST',
        path: '/v1/customers',
        body: { name: `n${i}` },
      }));
      const res = await c.post('/v1/batch', { operations: ops });
      // Four slots: the batch takes one, its first three operations one each; the last two are 429.
      const statuses = expectStatus(res, 200).results.map((r: Json) => r.status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(expectStatus(res, 200).results[3].body.code).toBe('RATE_LIMITED');
    });
  });

  describe('Idempotency-Key', () => {
    it('covers the whole batch: a retry replays the answer and runs nothing again', async () => {
      const c = await h().company();
      const ops = [
        { method: 'POST', path: '/v1/customers', body: { name: 'Once' }, ref: 'o' },
        { method: 'POST', path: '/v1/customers', body: { name: 'Child', parent_id: { $ref: 'o#/id' } } },
      ];
      const key = { 'Idempotency-Key': uid('batch') };
      const first = await batch(c, ops, {}, key);
      const again = await batch(c, ops, {}, key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await count(c, 'customers')).toBe(2);
      const other = await batch(
        c,
        [{ method: 'POST', path: '/v1/customers', body: { name: 'Else' } }],
        {},
        key,
      );
      expect(other.status).toBe(422);
      expect(await count(c, 'customers')).toBe(2);
    });
  });

  it('approves documents made earlier in bulk: the postings are those of the requests alone', async () => {
    const c = await h().company();
    const ch = await seedChart(c);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await submitted(c, ch));
    const res = await batch(
      c,
      ids.map((id) => ({ method: 'POST', path: `/v1/invoices/${id}/approve` })),
    );
    expect(expectStatus(res, 200).results.map((r: Json) => r.status)).toEqual([200, 200, 200]);
    // Three 110.00 invoices, each 100.00 to Sales and 10.00 of tax: Sales 300.00 Cr (cents: -30000).
    expect(tbNet(await report(c, 'trial_balance'), ch.sales)).toBe(-30000);
    // A fourth approved alone adds what each of the batch's did: Sales 400.00 Cr.
    await approve(c, 'invoices', await create(c, 'invoices', invoiceBody(ch, { source_id: uid('inv') })));
    expect(tbNet(await report(c, 'trial_balance'), ch.sales)).toBe(-40000);
  });
}, LEDGER);
