/**
 * Migration 0013 (D17) on a database made before it, on both databases: books written by an
 * earlier version (journal lines, running balances and applications without base amounts, postings
 * without them, customer balances of the base currency alone) get their base amounts — rate 1 for
 * base-currency lines, the document's own rate where it holds one — and foreign lines of documents
 * without a rate are listed by `finrec ledger missing-rates`, never guessed, and valued by
 * `--apply` once a rate is on file.
 *
 * The earlier database is made by this version and then taken back to the schema and data 0012
 * left: the base columns dropped, 0013 forgotten, the postings stripped of base amounts, one
 * document's rate removed (documents of before D17 often had none) and customer balances set to
 * their old meaning (the base currency's receivable alone).
 */
import { describe, expect, it } from 'vitest';
import { missingRates } from '../src/domain/fx.ts';
import { Tenants } from '../src/domain/tenants.ts';
import { CATALOG } from '../src/resources/index.ts';
import { get } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  create,
  type Entry,
  entriesOf,
  expectStatus,
  invoiceBody,
  LEDGER,
  ledgerEntries,
  paymentBody,
  seedChart,
  slotId,
} from './helpers/ledger-fixtures.ts';
import { rawSql } from './helpers/raw-sql.ts';

type FxEntry = Entry & { base_debit_amount: string | null; base_credit_amount: string | null };

const valued = (entries: Entry[]) =>
  (entries as FxEntry[])
    .map((e) =>
      e.debit_amount !== '0.00'
        ? `${e.account_id} Dr ${e.debit_amount} = ${e.base_debit_amount}`
        : `${e.account_id} Cr ${e.credit_amount} = ${e.base_credit_amount}`,
    )
    .sort();

forEachDatabase(
  (h, db) => {
    describe('migration 0013 on a database made before it', () => {
      it('values what it can, lists the rest, and --apply values those at the rates on file', async () => {
        const fresh = h().freshDatabase();
        const url = fresh.url;
        let server = await h().start(LEDGER.config, { url });
        const tenants = new Tenants(server.store);
        const company = await tenants.createCompany('Before D17');
        const { token } = await tenants.createToken({
          companyId: company.id,
          scopes: 'finance:read,finance:write',
        });
        let c: Client = server.client(token);
        const ch = await seedChart(c);
        // USD: a 110.00 invoice, paid.
        const usd = await create(c, 'invoices', invoiceBody(ch));
        await approve(c, 'invoices', usd);
        await create(c, 'payments', paymentBody(ch, { invoice_id: usd }));
        // EUR A, at 1.2345: three lines of 10.01 (a remainder, see fx.test.ts).
        const third = await create(c, 'accounts', {
          source_id: 'training',
          name: 'Training',
          type: 'revenue',
        });
        const a = await create(
          c,
          'invoices',
          invoiceBody(ch, {
            currency: 'EUR',
            exchange_rate: '1.2345',
            total_amount: '30.03',
            tax_amount: null,
            lines: [
              { description: 'A', amount: '10.01', account_id: ch.sales },
              { description: 'B', amount: '10.01', account_id: ch.services },
              { description: 'C', amount: '10.01', account_id: third },
            ],
          }),
        );
        await approve(c, 'invoices', a);
        // EUR B, 100.00, and a payment of 40.00 on it: their rates will be lost.
        const b = await create(
          c,
          'invoices',
          invoiceBody(ch, {
            currency: 'EUR',
            exchange_rate: '1.10',
            total_amount: '100.00',
            tax_amount: null,
            lines: [{ description: 'D', amount: '100.00', account_id: ch.sales }],
          }),
        );
        await approve(c, 'invoices', b);
        const pay = paymentBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          amount: '40.00',
          invoice_id: b,
          deposit_to_account_id: ch.bank,
        });
        const p = await create(c, 'payments', pay);
        await server.close();

        // Back to what 0012 left.
        const run = (text: string, params: unknown[] = []) => rawSql(url, text, params);
        const pg = db === 'postgres';
        await run(`delete from schema_migrations where name = '0013_base_amounts'`);
        for (const col of ['base_debit_amount', 'base_credit_amount', 'exchange_rate'])
          await run(`alter table ledger_entries drop column ${col}`);
        for (const table of ['account_balances', 'account_monthly_balances', 'account_daily_balances'])
          for (const col of ['base_debit', 'base_credit'])
            await run(`alter table ${table} drop column ${col}`);
        await run('alter table applications drop column base_amount');
        for (const row of await run('select company_id, document_id, posting from document_postings')) {
          const posting = typeof row.posting === 'string' ? JSON.parse(row.posting) : row.posting;
          for (const l of posting.lines) {
            delete l.base_debit;
            delete l.base_credit;
            delete l.rate;
            delete l.currency;
          }
          const json = JSON.stringify(posting);
          await run(
            `update document_postings set posting = ${pg ? '?::jsonb' : '?'} where company_id = ? and document_id = ?`,
            [json, row.company_id, row.document_id],
          );
        }
        for (const [table, id] of [
          ['invoices', b],
          ['payments', p],
        ] as const)
          await run(
            pg
              ? `update ${table} set data = data - 'exchange_rate' where id = ?`
              : `update ${table} set data = json_remove(data, '$.exchange_rate') where id = ?`,
            [id],
          );
        await run(
          pg
            ? `update customers set sys = jsonb_set(sys, '{balance}', '"0.00"') where id = ?`
            : `update customers set sys = json_set(sys, '$.balance', '0.00') where id = ?`,
          [ch.customer],
        );

        // This version starts on it: 0013 runs.
        server = await h().start(LEDGER.config, { url });
        c = server.client(token);
        const ar = await slotId(c, 'accounts_receivable');
        // USD lines: valued at 1.
        expect(valued(await entriesOf(c, usd))).toEqual(
          [
            `${ar} Dr 110.00 = 110.00`,
            `${ch.sales} Cr 100.00 = 100.00`,
            expect.stringContaining('Cr 10.00 = 10.00'),
          ].sort(),
        );
        // A, at its own 1.2345: 12.36 per line, the receivable 37.07 + the 0.01 remainder.
        expect(valued(await entriesOf(c, a))).toEqual(
          [
            `${ar} Dr 30.03 = 37.08`,
            `${ch.sales} Cr 10.01 = 12.36`,
            `${ch.services} Cr 10.01 = 12.36`,
            `${third} Cr 10.01 = 12.36`,
          ].sort(),
        );
        // B and its payment held no rate: not guessed.
        expect(valued(await entriesOf(c, b))).toEqual(
          [`${ar} Dr 100.00 = null`, `${ch.sales} Cr 100.00 = null`].sort(),
        );
        const listed = await missingRates(server.store, CATALOG, { companyId: company.id });
        expect(listed.lines).toBe(4);
        expect(listed.data.map((d) => [d.document_type, d.document_id, d.currency, d.lines]).sort()).toEqual(
          [
            ['invoice', b, 'EUR', 2],
            ['payment', p, 'EUR', 2],
          ].sort(),
        );
        // The customer's balance in USD: 0.00 (its old meaning) + A's 37.08.
        expect((await get(c, 'customers', ch.customer)).data.balance).toBe('37.08');

        // --apply without a rate on file values nothing; with EUR 1.25 from 2026-01-01 both.
        const none = await missingRates(server.store, CATALOG, { companyId: company.id, apply: true });
        expect(none).toMatchObject({ lines: 4, valued_lines: 0 });
        expectStatus(
          await c.post('/v1/exchange_rates', {
            source_id: 'eur-2026',
            currency: 'EUR',
            rate: '1.25',
            effective_date: '2026-01-01',
          }),
          201,
        );
        const applied = await missingRates(server.store, CATALOG, { companyId: company.id, apply: true });
        expect(applied).toMatchObject({ lines: 0, valued_lines: 4 });
        // B: 100.00 × 1.25 = 125.00; the payment: 40.00 × 1.25 = 50.00.
        expect(valued(await entriesOf(c, b))).toEqual(
          [`${ar} Dr 100.00 = 125.00`, `${ch.sales} Cr 100.00 = 125.00`].sort(),
        );
        expect(valued(await entriesOf(c, p))).toEqual(
          [`${ch.bank} Dr 40.00 = 50.00`, `${ar} Cr 40.00 = 50.00`].sort(),
        );
        // Balance: 37.08 + 125.00 − 50.00 = 112.08.
        expect((await get(c, 'customers', ch.customer)).data.balance).toBe('112.08');
        expect((await missingRates(server.store, CATALOG, { companyId: company.id })).lines).toBe(0);

        // The old payment voided: its lines reverse at the values they now have (read from the
        // journal, its stored posting holding none): 112.08 + 50.00 = 162.08.
        expectStatus(await c.post('/v1/payments', { ...pay, status: 'void' }), 200);
        expect((await get(c, 'customers', ch.customer)).data.balance).toBe('162.08');
        const all = (await ledgerEntries(c)) as FxEntry[];
        const cents = (v: string | null) => Math.round(Number(v) * 100);
        const debits = all.reduce((t, e) => t + cents(e.base_debit_amount), 0);
        const credits = all.reduce((t, e) => t + cents(e.base_credit_amount), 0);
        expect(debits).toBe(credits);
        const arNet = all
          .filter((e) => e.account_id === ar)
          .reduce((t, e) => t + cents(e.base_debit_amount) - cents(e.base_credit_amount), 0);
        // Receivables: USD 0 + A 37.08 + B 125.00 = 162.08.
        expect(arNet).toBe(16208);
        // The running balances agree with the journal (all-time, monthly and daily rows alike).
        for (const table of ['account_balances', 'account_monthly_balances', 'account_daily_balances']) {
          const rows = await run(`select base_debit, base_credit from ${table} where account_id = ?`, [ar]);
          const net = rows.reduce(
            (t, r) => t + cents(String(r.base_debit)) - cents(String(r.base_credit)),
            0,
          );
          expect(net, table).toBe(16208);
        }
        const report = expectStatus(await c.get('/v1/exchange_rates'), 200) as Json;
        expect(report.data).toHaveLength(1);
      });
    });
  },
  { ...LEDGER, server: false },
);
