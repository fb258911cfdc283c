/**
 * D18, periods close, over HTTP on both databases: GET/PATCH /v1/company (validation, ETag and
 * If-Match, Idempotency-Key, the company.updated event, base_currency fixed once anything has
 * posted); every write refused with 409 PERIOD_LOCKED when it would post on or before the lock date
 * (create, approve, confirm, void, PUT, upsert) and nothing changed by it; drafts in a locked period
 * stored; voids dated by void_date, with the trial balance at each date; and the balance sheet's
 * retained and current earnings across a fiscal year end. Every figure is worked by hand.
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config.ts';
import { errorFields, expectError } from './helpers/errors.ts';
import { approve, create, expectStatus, get, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  type Chart,
  cr,
  dr,
  entriesOf,
  events,
  expectBalanced,
  invoiceBody,
  journalBody,
  LEDGER,
  lines,
  paymentBody,
  report,
  seedChart,
  shape,
  slotId,
  tbNet,
} from './helpers/ledger-fixtures.ts';

const patch = (c: Client, body: unknown, headers: Record<string, string> = {}) =>
  c.request('PATCH', '/v1/company', { body, headers });

const setLock = async (c: Client, lock_date: string | null) =>
  expectStatus(await patch(c, { lock_date }), 200).data.lock_date;

/** Asserts a 409 PERIOD_LOCKED naming the lock date (and, when given, the locked line's date). */
function expectLocked(
  res: { status: number; headers: Headers; body: Json },
  lock: string,
  date?: string,
): Json {
  const body = expectError(res, 409, 'PERIOD_LOCKED');
  expect(body.message).toContain(`locked up to and including ${lock}`);
  if (date) expect(body.message).toContain(`would post on ${date}`);
  return body;
}

/** A 422 naming exactly `void_date` with this code. */
function expectVoidDate(res: { status: number; headers: Headers; body: Json }, code: string): Json {
  const body = expectError(res, 422, 'VALIDATION_ERROR');
  expect(errorFields(body)).toEqual(['void_date']);
  expect(body.errors[0].code).toBe(code);
  return body;
}

/** A journal entry posted on `date`: Dr `debit` / Cr `credit` of `amount`. */
const postJournal = (c: Client, ch: Chart, date: string, debit: string, credit: string, amount: string) =>
  create(
    c,
    'journal_entries',
    journalBody(ch, {
      entry_date: date,
      status: 'posted',
      lines: [
        { account_id: debit, debit_amount: amount },
        { account_id: credit, credit_amount: amount },
      ],
    }),
  );

/** A PostgreSQL client on the harness database's schema (the test plays another instance). */
function pgClient(url: string) {
  const target = parseDatabaseUrl(url);
  if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
  const u = new URL(target.url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  return postgres(u.toString(), {
    max: 1,
    onnotice: () => undefined,
    ...(schema ? { connection: { search_path: schema } } : {}),
  });
}

forEachDatabase(
  (h, db) => {
    describe('GET and PATCH /v1/company', () => {
      it('answers the company with its defaults and its version as the ETag', async () => {
        const c = await h().company();
        const res = await c.get('/v1/company');
        const body = expectStatus(res, 200);
        expect(res.headers.get('etag')).toBe('"1"');
        expect(body).toEqual({
          id: c.companyId,
          object: 'company',
          data: {
            id: c.companyId,
            name: expect.any(String),
            base_currency: 'USD',
            lock_date: null,
            fiscal_year_start_month: 1,
            created_at: expect.any(String),
            updated_at: body.data.created_at,
            version: 1,
          },
        });
      });

      it('sets lock_date and fiscal_year_start_month, with a company.updated event; no change, no event', async () => {
        const c = await h().company();
        const res = await patch(c, { lock_date: '2026-03-31', fiscal_year_start_month: 4 });
        const body = expectStatus(res, 200);
        expect(res.headers.get('etag')).toBe('"2"');
        expect(body.data).toMatchObject({ lock_date: '2026-03-31', fiscal_year_start_month: 4, version: 2 });
        expect(body.data.updated_at > body.data.created_at).toBe(true);
        const read = await c.get('/v1/company');
        expect(read.headers.get('etag')).toBe('"2"');
        expect(read.body).toEqual(body);
        const evs = await events(c, 'company.updated');
        expect(evs).toHaveLength(1);
        expect(evs[0].data.object).toEqual(body);
        // The same values again change nothing: no new version, no event.
        const same = await patch(c, { lock_date: '2026-03-31' });
        expect(expectStatus(same, 200).data.version).toBe(2);
        expect(same.headers.get('etag')).toBe('"2"');
        expect(await events(c, 'company.updated')).toHaveLength(1);
        // null unlocks; the name may change too.
        const unlocked = expectStatus(await patch(c, { lock_date: null, name: '  Acme Books  ' }), 200);
        expect(unlocked.data).toMatchObject({
          lock_date: null,
          name: 'Acme Books',
          fiscal_year_start_month: 4,
        });
        expect(await events(c, 'company.updated')).toHaveLength(2);
      });

      it('refuses invalid values field by field, and changes nothing', async () => {
        const c = await h().company();
        const cases: [unknown, string[]][] = [
          [{ fiscal_year_start_month: 0 }, ['fiscal_year_start_month']],
          [{ fiscal_year_start_month: 13 }, ['fiscal_year_start_month']],
          [{ fiscal_year_start_month: '4' }, ['fiscal_year_start_month']],
          [{ fiscal_year_start_month: 4.5 }, ['fiscal_year_start_month']],
          [{ lock_date: '2026-02-30' }, ['lock_date']],
          [{ lock_date: '2026-03-31T00:00:00Z' }, ['lock_date']],
          [{ base_currency: 'US' }, ['base_currency']],
          [{ name: '   ' }, ['name']],
          [
            { id: 'x', lock_date: 'soon', fiscal_year_start_month: null },
            ['id', 'lock_date', 'fiscal_year_start_month'],
          ],
        ];
        for (const [body, fields] of cases) {
          const res = await patch(c, body);
          const err = expectError(res, 422, 'VALIDATION_ERROR');
          expect(errorFields(err).sort(), JSON.stringify(body)).toEqual([...fields].sort());
        }
        expect(expectStatus(await c.get('/v1/company'), 200).data.version).toBe(1);
        expect(await events(c, 'company.updated')).toHaveLength(0);
      });

      it('honours If-Match, Idempotency-Key and the write scope; other methods are 405', async () => {
        const c = await h().company();
        expectError(
          await patch(c, { lock_date: '2026-01-31' }, { 'if-match': '"7"' }),
          412,
          'PRECONDITION_FAILED',
        );
        expectStatus(await patch(c, { lock_date: '2026-01-31' }, { 'if-match': '"1"' }), 200);
        const key = { 'idempotency-key': uid('key') };
        const first = await patch(c, { fiscal_year_start_month: 7 }, key);
        expectStatus(first, 200);
        const again = await patch(c, { fiscal_year_start_month: 7 }, key);
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(again.body).toEqual(first.body);
        expect(again.headers.get('etag')).toBe('"3"');
        expectError(await patch(c, { fiscal_year_start_month: 8 }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
        expect(await events(c, 'company.updated')).toHaveLength(2);

        const reader = await h().tokenFor(c.companyId, 'finance:read');
        const ro = await c.request('PATCH', '/v1/company', {
          body: { lock_date: null },
          token: reader.token,
        });
        expectError(ro, 403, 'INSUFFICIENT_SCOPE');
        expectStatus(await c.get('/v1/company', { token: reader.token }), 200);
        const del = await c.delete('/v1/company');
        expectError(del, 405, 'METHOD_NOT_ALLOWED');
        expect(del.headers.get('allow')).toBe('GET, PATCH');
      });

      it('company.updated is an event type webhook endpoints may subscribe to', async () => {
        const c = await h().company();
        const res = await c.post('/v1/webhook_endpoints', {
          url: 'http://127.0.0.1:9/hook',
          event_types: ['company.updated', 'company.*'],
        });
        expect(expectStatus(res, 201).data.event_types).toEqual(['company.updated', 'company.*']);
      });

      it('base_currency changes only while nothing has posted (409 BASE_CURRENCY_LOCKED)', async () => {
        const c = await h().company();
        expect(expectStatus(await patch(c, { base_currency: 'EUR' }), 200).data.base_currency).toBe('EUR');
        const ch = await seedChart(c);
        // Records and drafts post nothing: it may still change.
        await create(c, 'invoices', invoiceBody(ch));
        expect(expectStatus(await patch(c, { base_currency: 'USD' }), 200).data.base_currency).toBe('USD');
        await postJournal(c, ch, '2026-01-05', ch.bank, ch.equity, '10.00');
        const res = await patch(c, { base_currency: 'GBP', lock_date: '2026-01-01' });
        const body = expectError(res, 409, 'BASE_CURRENCY_LOCKED');
        expect(body.message).toContain('base_currency cannot change from USD');
        // Nothing of the refused PATCH was applied.
        expect(expectStatus(await c.get('/v1/company'), 200).data).toMatchObject({
          base_currency: 'USD',
          lock_date: null,
          version: 3,
        });
        // Sending the current currency is no change, and allowed.
        expectStatus(await patch(c, { base_currency: 'USD', lock_date: '2026-01-01' }), 200);
      });
    });

    describe('the lock date: nothing posts on or before it (409 PERIOD_LOCKED)', () => {
      let c: Client;
      let ch: Chart;
      const LOCK = '2026-01-31';
      const setup = async () => {
        c = await h().company();
        ch = await seedChart(c);
      };

      it('a create that would post is refused and stores nothing; a draft in the locked period is stored', async () => {
        await setup();
        await setLock(c, LOCK);
        const posted = invoiceBody(ch, { approval_status: 'approved', document_date: '2026-01-10' });
        expectLocked(await c.post('/v1/invoices', posted), LOCK, '2026-01-10');
        expect(expectStatus(await c.get(`/v1/invoices?source_id=${posted.source_id}`), 200).data).toEqual([]);
        // On the lock date itself too; the day after posts.
        expectLocked(
          await c.post('/v1/invoices', invoiceBody(ch, { approval_status: 'approved', document_date: LOCK })),
          LOCK,
          LOCK,
        );
        const after = await create(
          c,
          'invoices',
          invoiceBody(ch, { approval_status: 'approved', document_date: '2026-02-01' }),
        );
        expect((await entriesOf(c, after)).map((e) => e.effective_date)).toEqual([
          '2026-02-01',
          '2026-02-01',
          '2026-02-01',
        ]);
        // A journal entry imported posted, and a completed payment, likewise.
        expectLocked(
          await c.post(
            '/v1/journal_entries',
            journalBody(ch, { status: 'posted', entry_date: '2026-01-05' }),
          ),
          LOCK,
          '2026-01-05',
        );
        expectLocked(await c.post('/v1/payments', paymentBody(ch)), LOCK, '2026-01-20');
        // A draft dated in the locked period is stored: it posts nothing.
        const draft = expectStatus(
          await c.post('/v1/invoices', invoiceBody(ch, { document_date: '2026-01-10' })),
          201,
        );
        expect(draft.data.approval_status).toBe('draft');
        expect(await entriesOf(c, draft.id)).toEqual([]);
        // Only the invoice dated after the lock posted.
        const tb = await report(c, 'trial_balance', 'as_of=2026-12-31');
        expectBalanced(tb);
        expect(tbNet(tb, await slotId(c, 'accounts_receivable'))).toBe(11000);
      });

      it('approve and confirm are refused in the locked period; the document stays as it was', async () => {
        await setup();
        await setLock(c, LOCK);
        const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-01-10' }));
        expectStatus(await c.post(`/v1/invoices/${inv}/submit`), 200);
        const refused = expectLocked(await c.post(`/v1/invoices/${inv}/approve`), LOCK, '2026-01-10');
        expect(refused.message).not.toContain('void_date');
        expect((await get(c, 'invoices', inv)).data).toMatchObject({
          approval_status: 'pending_approval',
          status: 'draft',
          version: 2,
        });
        expect(await events(c, 'invoice.approved')).toEqual([]);

        const je = await create(c, 'journal_entries', journalBody(ch, { entry_date: '2026-01-05' }));
        expectLocked(await c.post(`/v1/journal_entries/${je}/confirm`), LOCK, '2026-01-05');
        expect((await get(c, 'journal_entries', je)).data.status).toBe('draft');

        const pay = await create(c, 'payments', paymentBody(ch, { status: 'pending' }));
        expectLocked(await c.post(`/v1/payments/${pay}/confirm`), LOCK, '2026-01-20');
        expect((await get(c, 'payments', pay)).data.status).toBe('pending');
        expect(await entriesOf(c, je)).toEqual([]);
        expect(await entriesOf(c, pay)).toEqual([]);

        // Once the lock moves back before them, the same actions post.
        await setLock(c, '2025-12-31');
        expectStatus(await c.post(`/v1/invoices/${inv}/approve`), 200);
        expectStatus(await c.post(`/v1/journal_entries/${je}/confirm`), 200);
        expect((await entriesOf(c, inv)).length).toBe(3);
      });

      it('void, PUT and upsert of a document posted in the locked period are refused; a change off the ledger is not', async () => {
        await setup();
        const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-01-10' }));
        await approve(c, 'invoices', inv);
        const before = await entriesOf(c, inv);
        expect(before).toHaveLength(3);
        await setLock(c, LOCK);
        const doc = await get(c, 'invoices', inv);

        // Void without a void_date reverses on the invoice's date: locked, and the message says how.
        const v = expectLocked(await c.post(`/v1/invoices/${inv}/void`), LOCK, '2026-01-10');
        expect(v.message).toContain(`give a void_date after ${LOCK}`);
        // Voiding by PUT is the same void.
        expectLocked(await c.put(`/v1/invoices/${inv}`, { approval_status: 'void' }), LOCK, '2026-01-10');
        // A new amount would reverse and re-post on 2026-01-10.
        expectLocked(
          await c.put(`/v1/invoices/${inv}`, {
            total_amount: '220.00',
            tax_amount: '20.00',
            lines: [{ description: 'Widget', amount: '200.00', account_id: ch.sales }],
          }),
          LOCK,
          '2026-01-10',
        );
        // Moving it out of the locked period would still reverse inside it.
        expectLocked(
          await c.put(`/v1/invoices/${inv}`, { document_date: '2026-02-10', effective_date: '2026-02-10' }),
          LOCK,
          '2026-01-10',
        );
        // The upsert by source identity is the same change.
        expectLocked(
          await c.post('/v1/invoices', {
            ...invoiceBody(ch),
            source_id: doc.data.source_id,
            approval_status: 'approved',
            status: 'open',
            total_amount: '120.00',
            tax_amount: '20.00',
          }),
          LOCK,
          '2026-01-10',
        );
        // Nothing changed: the record, its version and its lines.
        expect((await get(c, 'invoices', inv)).data).toEqual(doc.data);
        expect(await entriesOf(c, inv)).toEqual(before);

        // A change that moves nothing on the ledger (the memo) is allowed.
        const memo = expectStatus(await c.put(`/v1/invoices/${inv}`, { memo: 'Thanks' }), 200);
        expect(memo.data.memo).toBe('Thanks');
        expect(await entriesOf(c, inv)).toEqual(before);
      });

      it('void with a void_date after the lock reverses on that date; the trial balance at each date', async () => {
        await setup();
        const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-01-10' }));
        await approve(c, 'invoices', inv);
        await setLock(c, LOCK);
        const ar = await slotId(c, 'accounts_receivable');
        const tax = await slotId(c, 'sales_tax_payable');

        // void_date must not be before the document's date, nor in the locked period.
        expectVoidDate(
          await c.post(`/v1/invoices/${inv}/void`, { void_date: '2026-01-09' }),
          'before_document_date',
        );
        expectVoidDate(await c.post(`/v1/invoices/${inv}/void`, { void_date: LOCK }), 'in_locked_period');
        expectError(
          await c.post(`/v1/invoices/${inv}/void`, { void_date: 'tomorrow' }),
          422,
          'VALIDATION_ERROR',
        );
        expect((await get(c, 'invoices', inv)).data.approval_status).toBe('approved');

        const voided = expectStatus(
          await c.post(`/v1/invoices/${inv}/void`, { void_date: '2026-02-15' }),
          200,
        );
        expect(voided.data).toMatchObject({
          approval_status: 'void',
          status: 'void',
          void_date: '2026-02-15',
        });
        const evs = await events(c, 'invoice.voided');
        expect(evs).toHaveLength(1);
        expect(evs[0].data.object.data.void_date).toBe('2026-02-15');

        const all = await entriesOf(c, inv);
        const reversal = all.filter((e) => e.reverses_entry_id !== null);
        expect(reversal.map((e) => e.effective_date)).toEqual(['2026-02-15', '2026-02-15', '2026-02-15']);
        expect(shape(reversal)).toEqual(lines(cr(ar, '110.00'), dr(ch.sales, '100.00'), dr(tax, '10.00')));
        expect(all.filter((e) => e.reverses_entry_id === null).map((e) => e.effective_date)).toEqual([
          '2026-01-10',
          '2026-01-10',
          '2026-01-10',
        ]);
        // Hand-worked: the invoice stands (AR 110 Dr, sales 100 Cr, tax 10 Cr) until the void date.
        for (const [asOf, receivable, sales, salesTax] of [
          ['2026-01-09', 0, 0, 0],
          ['2026-01-10', 11000, -10000, -1000],
          [LOCK, 11000, -10000, -1000],
          ['2026-02-14', 11000, -10000, -1000],
          ['2026-02-15', 0, 0, 0],
          ['2026-12-31', 0, 0, 0],
        ] as const) {
          const tb = await report(c, 'trial_balance', `as_of=${asOf}`);
          expectBalanced(tb);
          expect([tbNet(tb, ar), tbNet(tb, ch.sales), tbNet(tb, tax)], asOf).toEqual([
            receivable,
            sales,
            salesTax,
          ]);
        }
        // A void document never changes again: not its void_date either.
        expectError(
          await c.put(`/v1/invoices/${inv}`, { void_date: '2026-03-01' }),
          409,
          'INVALID_STATE_TRANSITION',
        );
      });

      it('void_date is given only with a void, and a document outside the lock voids on its own date without one', async () => {
        await setup();
        await setLock(c, LOCK);
        const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-03-10' }));
        await approve(c, 'invoices', inv);
        expectVoidDate(await c.put(`/v1/invoices/${inv}`, { void_date: '2026-03-20' }), 'not_voiding');
        expectVoidDate(
          await c.put(`/v1/invoices/${inv}`, { approval_status: 'void', void_date: '2026-03-01' }),
          'before_document_date',
        );
        // Moving the date back in the same change does not let the reversal precede the lines.
        expectVoidDate(
          await c.put(`/v1/invoices/${inv}`, {
            approval_status: 'void',
            document_date: '2026-02-01',
            effective_date: '2026-02-01',
            void_date: '2026-02-02',
          }),
          'before_document_date',
        );
        expectStatus(await c.post(`/v1/invoices/${inv}/void`), 200);
        const reversal = (await entriesOf(c, inv)).filter((e) => e.reverses_entry_id !== null);
        expect(reversal.map((e) => e.effective_date)).toEqual(['2026-03-10', '2026-03-10', '2026-03-10']);
        expect((await get(c, 'invoices', inv)).data.void_date).toBeNull();
      });

      it("the service's own postings obey the lock (mark_paid); a document that never posted may carry any void_date", async () => {
        await setup();
        const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-01-10' }));
        await approve(c, 'invoices', inv);
        await setLock(c, LOCK);
        // mark_paid records a payment dated paid_at: in the locked period it is refused, and no payment is made.
        expectLocked(
          await c.post(`/v1/invoices/${inv}/mark_paid`, { paid_at: '2026-01-20T12:00:00Z' }),
          LOCK,
          '2026-01-20',
        );
        expect(expectStatus(await c.get('/v1/payments'), 200).data).toEqual([]);
        const paid = expectStatus(
          await c.post(`/v1/invoices/${inv}/mark_paid`, { paid_at: '2026-02-03T12:00:00Z' }),
          200,
        );
        expect(paid.data.status).toBe('paid');
        // An import of a document voided long ago reverses nothing: its void_date is kept as sent.
        const old = expectStatus(
          await c.post(
            '/v1/invoices',
            invoiceBody(ch, {
              document_date: '2025-06-01',
              approval_status: 'void',
              void_date: '2025-06-15',
            }),
          ),
          201,
        );
        expect(old.data).toMatchObject({ approval_status: 'void', status: 'void', void_date: '2025-06-15' });
        expect(await entriesOf(c, old.id)).toEqual([]);
        // Still never before its own date.
        expectVoidDate(
          await c.post(
            '/v1/invoices',
            invoiceBody(ch, {
              document_date: '2025-06-01',
              approval_status: 'void',
              void_date: '2025-05-31',
            }),
          ),
          'before_document_date',
        );
      });

      it('a payment in the locked period is voided by its status (an upsert) with a void_date', async () => {
        await setup();
        const body = paymentBody(ch, { deposit_to_account_id: ch.bank });
        const pay = await create(c, 'payments', body);
        await setLock(c, LOCK);
        const ar = await slotId(c, 'accounts_receivable');
        expectLocked(await c.post('/v1/payments', { ...body, status: 'void' }), LOCK, '2026-01-20');
        expectVoidDate(
          await c.post('/v1/payments', { ...body, status: 'void', void_date: '2026-01-25' }),
          'in_locked_period',
        );
        const voided = expectStatus(
          await c.post('/v1/payments', { ...body, status: 'void', void_date: '2026-02-01' }),
          200,
        );
        expect(voided.id).toBe(pay);
        expect(voided.data).toMatchObject({ status: 'void', void_date: '2026-02-01' });
        const reversal = (await entriesOf(c, pay)).filter((e) => e.reverses_entry_id !== null);
        expect(shape(reversal)).toEqual(lines(cr(ch.bank, '110.00'), dr(ar, '110.00')));
        expect(reversal.every((e) => e.effective_date === '2026-02-01')).toBe(true);
        const jan = await report(c, 'trial_balance', 'as_of=2026-01-31');
        expect([tbNet(jan, ch.bank), tbNet(jan, ar)]).toEqual([11000, -11000]);
        const feb = await report(c, 'trial_balance', 'as_of=2026-02-01');
        expect([tbNet(feb, ch.bank), tbNet(feb, ar)]).toEqual([0, 0]);
      });
    });

    describe('a lock date set while postings run (PostgreSQL: several instances)', () => {
      it.runIf(db === 'postgres')(
        'a posting waits for a change of the company row in progress, then sees its lock date',
        async () => {
          const c = await h().company();
          const ch = await seedChart(c);
          const inv = await create(c, 'invoices', invoiceBody(ch, { document_date: '2026-01-10' }));
          expectStatus(await c.post(`/v1/invoices/${inv}/submit`), 200);
          // Another transaction changing the company (as PATCH /v1/company does: FOR UPDATE) holds
          // the row while the approval runs; it sets the lock date and commits.
          const sql = pgClient(h().url);
          let pending: ReturnType<Client['post']> | undefined;
          try {
            await sql.begin(async (tx) => {
              await tx`select id from companies where id = ${c.companyId} for update`;
              pending = c.post(`/v1/invoices/${inv}/approve`);
              const first = await Promise.race([
                pending.then(() => 'answered'),
                new Promise((resolve) => setTimeout(() => resolve('waiting'), 400)),
              ]);
              expect(first, 'the approval waits for the company row').toBe('waiting');
              await tx`update companies set lock_date = '2026-01-31', version = version + 1 where id = ${c.companyId}`;
            });
          } finally {
            await sql.end();
          }
          expectLocked(await pending!, '2026-01-31', '2026-01-10');
          expect(await entriesOf(c, inv)).toEqual([]);
          expect((await get(c, 'invoices', inv)).data.approval_status).toBe('pending_approval');
        },
      );
    });

    describe('balance sheet: retained and current earnings by fiscal year', () => {
      it('splits earnings at the fiscal year start (April), without closing entries', async () => {
        const c = await h().company();
        const ch = await seedChart(c);
        await patch(c, { fiscal_year_start_month: 4 });
        // Capital, then a year ending 2025-03-31 with profit 300, a year ending 2026-03-31 with
        // profit 250, and 70 of revenue on the first day of the next.
        await postJournal(c, ch, '2025-01-02', ch.bank, ch.equity, '1000.00');
        await postJournal(c, ch, '2025-03-15', ch.bank, ch.sales, '500.00');
        await postJournal(c, ch, '2025-03-31', ch.rent, ch.bank, '200.00');
        await postJournal(c, ch, '2025-04-01', ch.bank, ch.sales, '300.00');
        await postJournal(c, ch, '2026-03-31', ch.rent, ch.bank, '50.00');
        await postJournal(c, ch, '2026-04-01', ch.bank, ch.services, '70.00');

        const sheet = async (asOf: string) => {
          const bs = await report(c, 'balance_sheet', `as_of=${asOf}`);
          expect(bs.data.totals).toHaveLength(1);
          const t = bs.data.totals[0];
          // The sheet balances: assets = liabilities + equity + both earnings.
          expect(t.assets).toBe(t.liabilities_and_equity);
          return t;
        };
        const expected = (assets: string, retained: string, current: string) => ({
          currency: 'USD',
          assets,
          liabilities: '0.00',
          equity: '1000.00',
          retained_earnings: retained,
          current_earnings: current,
          liabilities_and_equity: assets,
        });
        // Fiscal year 2024-04-01 … 2025-03-31: nothing earlier; 500 − 200 this year.
        expect(await sheet('2025-03-31')).toEqual(expected('1300.00', '0.00', '300.00'));
        // 2025-04-01 starts a year: last year's 300 is retained; 300 of sales on its first day.
        expect(await sheet('2025-04-01')).toEqual(expected('1600.00', '300.00', '300.00'));
        // Its last day: 300 − 50.
        expect(await sheet('2026-03-31')).toEqual(expected('1550.00', '300.00', '250.00'));
        // 2026-04-01: 300 + 250 retained; 70 current.
        expect(await sheet('2026-04-01')).toEqual(expected('1620.00', '550.00', '70.00'));

        // A calendar fiscal year: on 2026-04-01 the year began 2026-01-01: 500 − 200 + 300 retained,
        // −50 + 70 current; on 2025-03-31 everything is this year's.
        await patch(c, { fiscal_year_start_month: 1 });
        expect(await sheet('2026-04-01')).toEqual(expected('1620.00', '600.00', '20.00'));
        expect(await sheet('2025-03-31')).toEqual(expected('1300.00', '0.00', '300.00'));
        // A loss this year shows as negative current earnings: 2026-01-01 … 2026-03-31 is −50.
        expect(await sheet('2026-03-31')).toEqual(expected('1550.00', '600.00', '-50.00'));
      });
    });
  },
  { ...LEDGER, config: { ...LEDGER.config, webhookAllowPrivate: true } },
);
