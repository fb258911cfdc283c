/**
 * The migrations, frozen (each carries what it needs as it was written), on both databases: every
 * one of them runs on an empty database, and books written by the version before D17 — kept in
 * test/fixtures/migrations/ by `scripts/books-before-d17.sh` (README there) — are migrated by
 * today's code and read right afterwards: their trial balance in the base currency, their journal
 * lines' base amounts, their customer's balances, and `finrec ledger missing-rates` listing the
 * foreign document that held no rate (valued by `--apply` once one is on file), and the payment
 * that settles that document afterwards leaving no receivable (migration 0015).
 *
 * The old books (company "Old books", base currency USD; accounts Sales and Checking; customer Ada):
 *   i1  invoice  USD 110.00, 2026-01-10: AR Dr 110.00, Sales Cr 110.00
 *   i2  invoice  EUR 100.00, 2026-01-12, no rate (the old version refused one on invoices):
 *                AR Dr 100.00 EUR, Sales Cr 100.00 EUR
 *   p1  payment  USD 110.00 on i1, 2026-01-20: Checking Dr 110.00, AR Cr 110.00
 *   p2  payment  EUR 40.00 on i2 at exchange_rate 1.10, 2026-01-21: Checking Dr 40.00 EUR,
 *                AR Cr 40.00 EUR
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config.ts';
import { missingRates } from '../src/domain/fx.ts';
import { CATALOG } from '../src/resources/index.ts';
import { allMigrations } from '../src/storage/migrations/index.ts';
import { get } from './helpers/fixtures.ts';
import { type Client, type DatabaseName, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  type Entry,
  expectStatus,
  LEDGER,
  ledgerEntries,
  report,
  slotId,
} from './helpers/ledger-fixtures.ts';
import { rawSql } from './helpers/raw-sql.ts';

const FIXTURES = new URL('./fixtures/migrations/', import.meta.url);
/** The schema the PostgreSQL copy was dumped from, renamed to the test's on restoring it. */
const DUMPED_SCHEMA = 'finrec_before_d17';
/** The company and a token the old version issued, per database (the script's output). */
const OLD: Record<DatabaseName, { company_id: string; token: string }> = JSON.parse(
  readFileSync(new URL('books-before-d17.json', FIXTURES), 'utf8'),
);

/** Puts a copy of the kept old books at `url` (a fresh database, not yet opened). */
async function restoreOldBooks(db: DatabaseName, url: string): Promise<void> {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'sqlite') {
    writeFileSync(target.path, gunzipSync(readFileSync(new URL('books-before-d17.sqlite.gz', FIXTURES))));
    return;
  }
  expect(db).toBe('postgres');
  const u = new URL(target.url);
  const schema = u.searchParams.get('schema');
  if (!schema) throw new Error(`no ?schema= in ${url}`);
  u.searchParams.delete('schema');
  const dump = readFileSync(new URL('books-before-d17.postgres.sql', FIXTURES), 'utf8');
  const sql = postgres(u.toString(), { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(dump.replaceAll(DUMPED_SCHEMA, schema)).simple();
  } finally {
    await sql.end();
  }
}

const migrated = async (url: string) =>
  (await rawSql(url, 'select name from schema_migrations order by name')).map((r) => r.name);

/** Trial balance rows as `name Dr|Cr amount` (zero rows left out), and its totals. */
function tbRows(tb: Json): { rows: string[]; totals: string[] } {
  expect(tb.data.totals).toHaveLength(1);
  const t = tb.data.totals[0];
  return {
    rows: (tb.data.rows as Json[])
      .filter((r) => r.debit !== r.credit)
      .map((r) => {
        expect(r.currency).toBe(tb.currency);
        return r.debit !== '0.00' ? `${r.account_name} Dr ${r.debit}` : `${r.account_name} Cr ${r.credit}`;
      })
      .sort(),
    totals: [`${t.currency} Dr ${t.debit}`, `${t.currency} Cr ${t.credit}`],
  };
}

/** A document's journal lines as `account Dr|Cr amount CUR = base` (null: not valued). */
const valued = (entries: Entry[], names: Map<string, string>) =>
  entries
    .map((e) => {
      const name = names.get(e.account_id) ?? e.account_id;
      return e.debit_amount !== '0.00'
        ? `${name} Dr ${e.debit_amount} ${e.currency} = ${e.base_debit_amount}`
        : `${name} Cr ${e.credit_amount} ${e.currency} = ${e.base_credit_amount}`;
    })
    .sort();

/** The ids of a resource's records by source_id. */
async function bySourceId(c: Client, path: string): Promise<(sourceId: string) => string> {
  const res = expectStatus(await c.get(`/v1/${path}?limit=100`), 200);
  const ids = new Map<string, string>((res.data as Json[]).map((r) => [r.data.source_id, r.id]));
  return (sourceId) => {
    const id = ids.get(sourceId);
    if (!id) throw new Error(`no ${path} ${sourceId}`);
    return id;
  };
}

forEachDatabase(
  (h, db) => {
    describe('migrations', () => {
      it('every migration runs on an empty database', async () => {
        const { url } = h().freshDatabase();
        const server = await h().start(LEDGER.config, { url });
        await server.close();
        expect(await migrated(url)).toEqual(Object.keys(allMigrations(db)).sort());
      }, 90_000); // a fresh database migrated from nothing, and a server started on it

      it('books of before D17: migrated by this version, their trial balance in USD, what lacks a rate listed', async () => {
        const { url } = h().freshDatabase();
        await restoreOldBooks(db, url);
        // Written by the version before D17: 0001 to 0012.
        const all = Object.keys(allMigrations(db)).sort();
        expect(await migrated(url)).toEqual(all.slice(0, all.indexOf('0013_base_amounts')));

        const server = await h().start(LEDGER.config, { url });
        expect(await migrated(url)).toEqual(all);
        // The old version's token still works.
        const c = server.client(OLD[db].token);
        const companyId = OLD[db].company_id;
        const ar = await slotId(c, 'accounts_receivable');
        const accounts = await bySourceId(c, 'accounts');
        const names = new Map([
          [ar, 'AR'],
          [accounts('sales'), 'Sales'],
          [accounts('bank'), 'Checking'],
        ]);
        const invoices = await bySourceId(c, 'invoices');
        const payments = await bySourceId(c, 'payments');
        const linesOf = async (id: string) => valued(await ledgerEntries(c, `document_id=${id}`), names);

        // Base-currency lines at 1; p2 at its own 1.10: 40.00 × 1.10 = 44.00; i2, without a rate,
        // left unvalued (null), not guessed.
        expect(await linesOf(invoices('i1'))).toEqual([
          'AR Dr 110.00 USD = 110.00',
          'Sales Cr 110.00 USD = 110.00',
        ]);
        expect(await linesOf(invoices('i2'))).toEqual([
          'AR Dr 100.00 EUR = null',
          'Sales Cr 100.00 EUR = null',
        ]);
        expect(await linesOf(payments('p1'))).toEqual([
          'AR Cr 110.00 USD = 110.00',
          'Checking Dr 110.00 USD = 110.00',
        ]);
        expect(await linesOf(payments('p2'))).toEqual([
          'AR Cr 40.00 EUR = 44.00',
          'Checking Dr 40.00 EUR = 44.00',
        ]);

        // Trial balance in USD (every line at its base amount; i2's two unvalued lines count for
        // nothing, and being one posting they leave it balanced):
        //   AR        110.00 (i1) − 110.00 (p1) − 44.00 (p2) = −44.00 → Cr 44.00
        //   Checking  110.00 (p1) + 44.00 (p2)               = 154.00 Dr
        //   Sales     110.00 (i1)                            = 110.00 Cr
        //   totals    Dr 154.00 = Cr 44.00 + 110.00
        expect(tbRows(await report(c, 'trial_balance'))).toEqual({
          rows: ['Accounts Receivable Cr 44.00', 'Checking Dr 154.00', 'Sales Cr 110.00'],
          totals: ['USD Dr 154.00', 'USD Cr 154.00'],
        });
        // As of 2026-01-20 (the daily and monthly balances' base columns): p2 not yet.
        //   AR 110.00 − 110.00 = 0; Checking 110.00 Dr; Sales 110.00 Cr.
        expect(tbRows(await report(c, 'trial_balance', 'as_of=2026-01-20'))).toEqual({
          rows: ['Checking Dr 110.00', 'Sales Cr 110.00'],
          totals: ['USD Dr 110.00', 'USD Cr 110.00'],
        });
        // In EUR, the lines posted in EUR at their amounts, as the old version showed them:
        //   AR 100.00 − 40.00 = 60.00 Dr; Checking 40.00 Dr; Sales 100.00 Cr.
        expect(tbRows(await report(c, 'trial_balance', 'currency=EUR'))).toEqual({
          rows: ['Accounts Receivable Dr 60.00', 'Checking Dr 40.00', 'Sales Cr 100.00'],
          totals: ['EUR Dr 100.00', 'EUR Cr 100.00'],
        });

        // missing-rates: i2's two lines, nothing else.
        const listed = await missingRates(server.store, CATALOG, { companyId });
        expect(listed.lines).toBe(2);
        expect(listed.data).toEqual([
          {
            company_id: companyId,
            document_type: 'invoice',
            document_id: invoices('i2'),
            currency: 'EUR',
            effective_date: '2026-01-12',
            lines: 2,
          },
        ]);
        // Ada: per currency USD 110.00 − 110.00 = 0.00, EUR 100.00 − 40.00 = 60.00; in USD the
        // old 0.00 (the base currency's alone) + p2's valued receivable line −44.00 = −44.00.
        const ada = (await bySourceId(c, 'customers'))('ada');
        expect((await get(c, 'customers', ada)).data).toMatchObject({
          balances: { USD: '0.00', EUR: '60.00' },
          balance: '-44.00',
        });

        // --apply with EUR 1.25 on file from 2026-01-01 values i2: 100.00 × 1.25 = 125.00.
        expectStatus(
          await c.post('/v1/exchange_rates', {
            source_id: 'eur-2026',
            currency: 'EUR',
            rate: '1.25',
            effective_date: '2026-01-01',
          }),
          201,
        );
        expect(await missingRates(server.store, CATALOG, { companyId, apply: true })).toMatchObject({
          lines: 0,
          valued_lines: 2,
        });
        expect(await linesOf(invoices('i2'))).toEqual([
          'AR Dr 100.00 EUR = 125.00',
          'Sales Cr 100.00 EUR = 125.00',
        ]);
        //   AR        110.00 + 125.00 − 110.00 − 44.00 = 81.00 Dr
        //   Checking  154.00 Dr
        //   Sales     110.00 + 125.00 = 235.00 Cr
        //   totals    Dr 81.00 + 154.00 = 235.00 = Cr 235.00
        expect(tbRows(await report(c, 'trial_balance'))).toEqual({
          rows: ['Accounts Receivable Dr 81.00', 'Checking Dr 154.00', 'Sales Cr 235.00'],
          totals: ['USD Dr 235.00', 'USD Cr 235.00'],
        });
        // Ada in USD: −44.00 + 125.00 = 81.00, her receivable's row.
        expect((await get(c, 'customers', ada)).data.balance).toBe('81.00');
        expect((await missingRates(server.store, CATALOG, { companyId })).lines).toBe(0);

        // The rest of i2 paid: EUR 60.00 at 1.20 = 72.00. i2 was booked at 125.00 and p2 cleared
        // 40.00 × 1.10 = 44.00 of it (its receivable line; migration 0015), so this clears what is
        // left, 125.00 − 44.00 = 81.00: a loss of 81.00 − 72.00 = 9.00, and no receivable left.
        const p3 = expectStatus(
          await c.post('/v1/payments', {
            source_id: 'p3',
            source_system: 't',
            customer_id: ada,
            currency: 'EUR',
            amount: '60.00',
            exchange_rate: '1.20',
            status: 'completed',
            invoice_id: invoices('i2'),
            deposit_to_account_id: accounts('bank'),
            occurred_at: '2026-02-01T00:00:00Z',
          }),
          201,
        );
        names.set(await slotId(c, 'fx_gain_loss'), 'FX');
        expect(await linesOf(p3.id)).toEqual([
          'AR Cr 60.00 EUR = 81.00',
          'Checking Dr 60.00 EUR = 72.00',
          'FX Dr 9.00 USD = 9.00',
        ]);
        //   AR        81.00 − 81.00 = 0
        //   Checking  154.00 + 72.00 = 226.00 Dr
        //   Exchange Gain or Loss 9.00 Dr
        //   Sales     235.00 Cr
        //   totals    Dr 226.00 + 9.00 = 235.00 = Cr 235.00
        expect(tbRows(await report(c, 'trial_balance'))).toEqual({
          rows: ['Checking Dr 226.00', 'Exchange Gain or Loss Dr 9.00', 'Sales Cr 235.00'],
          totals: ['USD Dr 235.00', 'USD Cr 235.00'],
        });
        expect((await get(c, 'customers', ada)).data).toMatchObject({
          balances: { USD: '0.00', EUR: '0.00' },
          balance: '0.00',
        });
      }, 90_000); // a fresh database migrated from nothing, and a server started on it
    });
  },
  { ...LEDGER, server: false },
);
