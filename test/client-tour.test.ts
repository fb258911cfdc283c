/**
 * The README's tour, through the generated TypeScript client (client/: openapi-fetch over
 * client/schema.d.ts) against a real server, on each database. It is type-checked by
 * `npm run typecheck` like the rest (strict, noUncheckedIndexedAccess) and holds no cast and no
 * `any`: every path, parameter, body and answer below is typed by the OpenAPI document alone, so
 * this file failing to compile means the document stopped describing the tour.
 */
import { describe, expect, it } from 'vitest';
import {
  type AccountCreate,
  type Customer,
  type CustomerCreate,
  type CustomerDeleted,
  createFinrecClient,
  type ErrorEnvelope,
  type FieldError,
  type InvoiceCreate,
  type LedgerEntry,
  type PaymentCreate,
  type RecordOf,
  type TrialBalanceRow,
} from '../client/index.ts';
import { type Client, forEachDatabase } from './helpers/harness.ts';

/** The answer's `data` on a 2xx; otherwise the test fails with the status and the error envelope. */
function ok<Data, Err>(
  res: { data?: Data; error?: Err; response: Response },
  status: number,
): NonNullable<Data> {
  if (res.response.status !== status || res.data === undefined || res.data === null)
    throw new Error(`expected ${status}, got ${res.response.status}: ${JSON.stringify(res.error)}`);
  return res.data;
}

/** The error envelope of a refused request, with the status and code expected. */
function refused<Data>(
  res: { data?: Data; error?: ErrorEnvelope; response: Response },
  status: number,
  code: string,
): ErrorEnvelope {
  if (res.error === undefined)
    throw new Error(`expected ${status} ${code}, got ${res.response.status}: ${JSON.stringify(res.data)}`);
  expect(res.response.status).toBe(status);
  expect(res.error.code).toBe(code);
  return res.error;
}

/** The README's curl tour's writes, with its ids, as curl sends them (plain HTTP). */
async function curlTour(c: Client): Promise<void> {
  const customer = await c.post('/v1/customers', {
    name: 'Ada Lovelace',
    customer_id: 'crm-42',
    source_system: 'crm',
    email: 'ada@example.com',
    credit_limit: '5000.00',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const id = customer.body.id as string;
  expect(
    (
      await c.put(
        `/v1/customers/${id}`,
        { email: 'ada@analytical.example' },
        { headers: { 'if-match': '"1"' } },
      )
    ).status,
  ).toBe(200);
  expect((await c.delete(`/v1/customers/${id}`)).body).toEqual({ deleted: true, id, object: 'customer' });
  const bulk = await c.post('/v1/accounts/bulk', {
    accounts: [
      { source_id: '1000', name: 'Cash', type: 'asset', code: '1000' },
      { source_id: '4000', name: 'Sales', type: 'revenue' },
    ],
  });
  expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
  const inv = await c.post('/v1/invoices', {
    source_id: 'INV-1001',
    source_system: 'billing',
    currency: 'USD',
    total_amount: '110.00',
    tax_amount: '10.00',
    lines: [{ description: 'Consulting', amount: '100.00' }],
  });
  expect(inv.status, JSON.stringify(inv.body)).toBe(201);
  for (const action of ['submit', 'approve', 'mark_paid'])
    expect((await c.post(`/v1/invoices/${inv.body.id}/${action}`)).status, action).toBe(200);
  const rate = {
    source_id: 'ecb-eur-2026-01-01',
    currency: 'EUR',
    rate: '1.08',
    effective_date: '2026-01-01',
  };
  expect((await c.post('/v1/exchange_rates', rate)).status).toBe(201);
}

/** The README's typed tour's writes, with its own ids, through the typed client. */
async function typedTourWrites(finrec: ReturnType<typeof createFinrecClient>): Promise<void> {
  const ada: CustomerCreate = {
    name: 'Ada Lovelace',
    customer_id: 'crm-1042',
    source_system: 'crm',
    credit_limit: '5000.00',
  };
  const customer = ok(await finrec.POST('/v1/customers', { body: ada }), 201);
  await finrec.POST('/v1/accounts/bulk', {
    body: { accounts: [{ source_id: '4000', name: 'Sales', type: 'revenue' }] },
  });
  const invoice = ok(
    await finrec.POST('/v1/invoices', {
      params: { header: { 'Idempotency-Key': 'inv-2001' } },
      body: {
        source_id: 'INV-2001',
        source_system: 'billing',
        currency: 'USD',
        customer_id: customer.id,
        total_amount: '110.00',
        tax_amount: '10.00',
        lines: [{ description: 'Consulting', amount: '100.00' }],
      } satisfies InvoiceCreate,
    }),
    201,
  );
  const inv = { params: { path: { id: invoice.id } } };
  ok(await finrec.POST('/v1/invoices/{id}/submit', inv), 200);
  ok(await finrec.POST('/v1/invoices/{id}/approve', inv), 200);
  const payment = {
    source_id: 'PAY-2001',
    source_system: 'billing',
    customer_id: customer.id,
    invoice_id: invoice.id,
    amount: '110.00',
    currency: 'USD',
    status: 'completed',
  } satisfies PaymentCreate;
  ok(await finrec.POST('/v1/payments', { body: payment }), 201);
}

forEachDatabase((h) => {
  describe('the README tour through the typed client', () => {
    it('customers, accounts, an invoice through approval, a payment, the ledger and the trial balance', async () => {
      const { token } = await h().company();
      const finrec = createFinrecClient({ baseUrl: h().baseUrl, token });

      // Create a customer (decimals are strings; customer_id is the source system's id for it).
      const ada: CustomerCreate = {
        name: 'Ada Lovelace',
        customer_id: 'crm-1042',
        source_system: 'crm',
        email: 'ada@example.com',
        credit_limit: '5000.00',
      };
      const created = await finrec.POST('/v1/customers', { body: ada });
      const customer: Customer = ok(created, 201);
      expect(customer.object).toBe('customer');
      expect(customer.data).toMatchObject({ source_id: 'crm-1042', balance: '0.00', version: 1 });
      expect(created.response.headers.get('etag')).toBe('"1"');
      const customerId = customer.id;

      // The same customer_id + source_system again: updated (200), not duplicated.
      const again = ok(
        await finrec.POST('/v1/customers', { body: { ...ada, phone: '+44 20 7946 0000' } }),
        200,
      );
      expect(again.id).toBe(customerId);
      expect(again.data.version).toBe(2);

      // List, filter and sort: the query parameters are typed (limit a number, sort a string).
      const list = ok(
        await finrec.GET('/v1/customers', {
          params: { query: { name: 'ada', sort: '-credit_limit', limit: 20 } },
        }),
        200,
      );
      expect(list.object).toBe('list');
      expect(list.pagination).toMatchObject({ has_more: false, limit: 20, page: 1, total_count: 1 });
      const listed: RecordOf<Customer>[] = list.data.map((c) => c.data);
      expect(listed.map((c) => c.email)).toEqual(['ada@example.com']);

      // Update with If-Match (a header parameter of the operation): only the fields sent change; a
      // stale ETag is refused (412).
      const updated = await finrec.PUT('/v1/customers/{id}', {
        params: { path: { id: customerId }, header: { 'If-Match': '"2"' } },
        body: { email: 'ada@analytical.example' },
      });
      expect(ok(updated, 200).data).toMatchObject({ email: 'ada@analytical.example', name: 'Ada Lovelace' });
      expect(updated.response.headers.get('etag')).toBe('"3"');
      const stale = await finrec.PUT('/v1/customers/{id}', {
        params: { path: { id: customerId }, header: { 'If-Match': '"2"' } },
        body: { email: 'lost@example.com' },
      });
      refused(stale, 412, 'PRECONDITION_FAILED');

      // A record's data holds every field (null when unset), and can be sent back as is: its
      // read-only fields are typed, and ignored.
      const current: RecordOf<Customer> = ok(
        await finrec.GET('/v1/customers/{id}', { params: { path: { id: customerId } } }),
        200,
      ).data;
      const phone: string | null = current.phone;
      const version: number = current.version;
      expect([phone, version, current.company_name]).toEqual(['+44 20 7946 0000', 3, null]);
      const sentBack = ok(
        await finrec.PUT('/v1/customers/{id}', {
          params: { path: { id: customerId }, header: { 'If-Match': `"${version}"` } },
          body: current,
        }),
        200,
      );
      expect(sentBack.data.version).toBe(3);

      // A bad request says what is wrong, field by field (422). The README's curl body does not
      // even compile here: credit_limit must be a string and entity_type one of the enum's values.
      const badTyped = await finrec.POST('/v1/customers', {
        // @ts-expect-error the body the README sends with curl: no name, a number, a value off the enum
        body: { credit_limit: 12.5, entity_type: 'robot' },
      });
      const fields = (e: ErrorEnvelope) => (e.errors ?? []).map((f: FieldError) => [f.field, f.code]);
      expect(fields(refused(badTyped, 422, 'VALIDATION_ERROR'))).toEqual([
        ['name', 'required'],
        ['credit_limit', 'invalid_type'],
        ['entity_type', 'invalid_enum'],
      ]);
      // What the types cannot see the server still refuses: a decimal string that is no decimal.
      const bad = await finrec.POST('/v1/customers', { body: { name: 'Bob', credit_limit: 'a lot' } });
      const invalid = refused(bad, 422, 'VALIDATION_ERROR');
      expect(invalid.message).toMatch(/^credit_limit: must be a decimal string/);
      expect(invalid.request_id).toMatch(/^req_/);
      expect(fields(invalid)).toEqual([['credit_limit', 'invalid_decimal']]);

      // The chart of accounts, up to 1,000 at once, all or nothing.
      const accounts: AccountCreate[] = [
        { source_id: '1000', name: 'Cash', type: 'asset', code: '1000' },
        { source_id: '4000', name: 'Sales', type: 'revenue' },
      ];
      const bulk = ok(await finrec.POST('/v1/accounts/bulk', { body: { accounts } }), 201);
      expect(bulk.data.map((a) => a.data.name)).toEqual(['Cash', 'Sales']);
      const sales = bulk.data[1]?.id;
      if (!sales) throw new Error('no Sales account');

      // An invoice, submitted and approved: actions take no body. Approval posts it.
      const invoiceBody: InvoiceCreate = {
        source_id: 'INV-2001',
        source_system: 'billing',
        currency: 'USD',
        customer_id: customerId,
        total_amount: '110.00',
        tax_amount: '10.00',
        lines: [{ description: 'Consulting', amount: '100.00', account_id: sales }],
      };
      const invoice = ok(await finrec.POST('/v1/invoices', { body: invoiceBody }), 201);
      const inv = { params: { path: { id: invoice.id } } };
      expect(ok(await finrec.POST('/v1/invoices/{id}/submit', inv), 200).data.approval_status).toBe(
        'pending_approval',
      );
      const approved = ok(await finrec.POST('/v1/invoices/{id}/approve', inv), 200);
      expect(approved.data).toMatchObject({
        approval_status: 'approved',
        status: 'open',
        open_balance: '110.00',
      });

      // Approving twice is refused, and the error says which state it is in.
      refused(await finrec.POST('/v1/invoices/{id}/approve', inv), 409, 'INVALID_STATE_TRANSITION');

      // Its ledger lines: Dr receivable 110, Cr Sales 100, Cr sales tax 10.
      const lines = ok(
        await finrec.GET('/v1/ledger_entries', { params: { query: { document_id: invoice.id } } }),
        200,
      );
      const posted: RecordOf<LedgerEntry>[] = lines.data.map((e) => e.data);
      // Every field of a journal line is there: no `undefined` to rule out.
      const amounts: [string, string][] = posted.map((l) => [l.debit_amount, l.credit_amount]);
      const memos: (string | null)[] = posted.map((l) => l.memo);
      expect(memos).toHaveLength(3);
      expect(posted.every((l) => l.document_id === invoice.id && l.document_type === 'invoice')).toBe(true);
      expect(amounts.sort()).toEqual([
        ['0.00', '10.00'],
        ['0.00', '100.00'],
        ['110.00', '0.00'],
      ]);
      expect(posted.find((l) => l.credit_amount === '100.00')?.account_id).toBe(sales);
      const receivable = ok(
        await finrec.GET('/v1/accounts', { params: { query: { slot: 'accounts_receivable' } } }),
        200,
      ).data[0];
      expect(posted.find((l) => l.debit_amount === '110.00')?.account_id).toBe(receivable?.id);

      // A payment for it, retried with the same Idempotency-Key: one payment, the answer replayed.
      const paymentBody: PaymentCreate = {
        source_id: 'PAY-2001',
        source_system: 'billing',
        customer_id: customerId,
        invoice_id: invoice.id,
        amount: '110.00',
        currency: 'USD',
        status: 'completed',
        payment_method_type: 'ach',
      };
      const payment = { params: { header: { 'Idempotency-Key': `pay-${invoice.id}` } }, body: paymentBody };
      const paid = await finrec.POST('/v1/payments', payment);
      const replayed = await finrec.POST('/v1/payments', payment);
      expect(ok(paid, 201).data.unapplied_amount).toBe('0.00');
      expect(paid.response.headers.get('idempotent-replayed')).toBeNull();
      expect(ok(replayed, 201).id).toBe(ok(paid, 201).id);
      expect(replayed.response.headers.get('idempotent-replayed')).toBe('true');
      const settled = ok(
        await finrec.GET('/v1/invoices/{id}', { params: { path: { id: invoice.id } } }),
        200,
      );
      expect(settled.data).toMatchObject({ status: 'paid', open_balance: '0.00' });
      expect(
        ok(await finrec.GET('/v1/customers/{id}', { params: { path: { id: customerId } } }), 200).data
          .balance,
      ).toBe('0.00');

      // The trial balance: typed rows, one set of totals that balances.
      const report = ok(await finrec.GET('/v1/reports/trial_balance'), 200);
      expect(report).toMatchObject({ object: 'report', type: 'trial_balance', currency: 'USD' });
      const byName = new Map(report.data.rows.map((r: TrialBalanceRow) => [r.account_name, r]));
      expect(byName.get('Sales')).toMatchObject({ debit: '0.00', credit: '100.00' });
      expect(byName.get('Undeposited Funds')).toMatchObject({ debit: '110.00', credit: '0.00' });
      expect(report.data.totals).toEqual([{ currency: 'USD', debit: '110.00', credit: '110.00' }]);

      // Delete (a customer no document names): the answer names what went.
      const grace = ok(
        await finrec.POST('/v1/customers', { body: { name: 'Grace Hopper', customer_id: 'crm-43' } }),
        201,
      );
      const gone: CustomerDeleted = ok(
        await finrec.DELETE('/v1/customers/{id}', { params: { path: { id: grace.id } } }),
        200,
      );
      expect(gone).toEqual({ deleted: true, id: grace.id, object: 'customer' });
      refused(
        await finrec.GET('/v1/customers/{id}', { params: { path: { id: grace.id } } }),
        404,
        'NOT_FOUND',
      );
    });

    it('the curl tour and the typed tour run one after the other on one company, in either order (issue 25)', async () => {
      for (const curlFirst of [true, false]) {
        const company = await h().company();
        const finrec = createFinrecClient({ baseUrl: h().baseUrl, token: company.token });
        if (curlFirst) await curlTour(company);
        await typedTourWrites(finrec);
        if (!curlFirst) await curlTour(company);
        // Two invoices, each paid once: the tours' ids never met.
        const invoices = ok(
          await finrec.GET('/v1/invoices', { params: { query: { sort: 'created_at' } } }),
          200,
        );
        expect(invoices.data.map((i) => [i.data.source_id, i.data.status])).toEqual(
          curlFirst
            ? [
                ['INV-1001', 'paid'],
                ['INV-2001', 'paid'],
              ]
            : [
                ['INV-2001', 'paid'],
                ['INV-1001', 'paid'],
              ],
        );
      }
    });

    it('sends the token on every request: a wrong one is 401 with the error envelope', async () => {
      const finrec = createFinrecClient({ baseUrl: h().baseUrl, token: 'svc_live_not_a_token' });
      const res = await finrec.GET('/v1/customers');
      expect(res.response.status).toBe(401);
      expect(res.error?.status).toBe('error');
    });
  });
});
