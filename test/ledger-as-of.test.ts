/**
 * Reports as of a day (D8) read the running balances — all-time, per month and per day — rather
 * than the journal: whatever day is asked, the trial balance and the balance sheet must equal the
 * sum of the journal lines dated up to and including it. Entries are spread over month and year
 * boundaries, back-dated and future-dated, in two currencies; a voided entry's reversal counts too.
 * D17: the trial balance is in USD (every line at its base amount; the EUR entries take the rates
 * on file, 1.10 and then 1.2345) and, with `?currency=`, in each document currency as posted.
 */
import { describe, expect, it } from 'vitest';
import { forEachDatabase, type Json } from './helpers/harness.ts';
import {
  type Chart,
  cents,
  create,
  expectBalanced,
  expectStatus,
  journalBody,
  LEDGER,
  ledgerEntries,
  report,
  seedChart,
} from './helpers/ledger-fixtures.ts';

const DATES = [
  '2024-12-31',
  '2025-01-01',
  '2025-01-31',
  '2025-02-01',
  '2025-02-28',
  '2025-03-15',
  '2025-12-31',
  '2026-01-01',
  '2026-02-10',
  '2099-06-30', // dated in the future
];

const AS_OF = [
  '2024-12-30',
  '2024-12-31',
  '2025-01-01',
  '2025-01-15',
  '2025-01-31',
  '2025-02-01',
  '2025-02-27',
  '2025-02-28',
  '2025-03-31',
  '2025-11-30',
  '2025-12-31',
  '2026-01-01',
  '2026-02-09',
  '2026-02-10',
  '2026-12-31',
  '2099-06-29',
  '2099-06-30',
];

forEachDatabase((h) => {
  describe('reports as of a day', () => {
    it('the trial balance as of every day equals the sum of the journal lines up to that day', async () => {
      const c = await h().company();
      const ch: Chart = await seedChart(c);
      for (const [rate, effective_date] of [
        ['1.10', '2020-01-01'],
        ['1.2345', '2025-06-01'],
      ])
        await create(c, 'exchange_rates', {
          source_id: `eur-${effective_date}`,
          currency: 'EUR',
          rate,
          effective_date,
        });
      let voided: string | undefined;
      for (const [i, date] of DATES.entries()) {
        const amount = `${100 + i * 17}.${String(i * 7).padStart(2, '0')}`;
        const id = await create(
          c,
          'journal_entries',
          journalBody(ch, {
            status: 'posted',
            entry_date: date,
            currency: i % 3 === 0 ? 'EUR' : 'USD',
            lines: [
              { account_id: i % 2 ? ch.bank : ch.rent, debit_amount: amount },
              { account_id: i % 2 ? ch.equity : ch.sales, credit_amount: amount },
            ],
          }),
        );
        if (date === '2025-02-01') voided = id;
      }
      // A reversal dated later than the entry it reverses moves the balances of its own day.
      expect(voided).toBeDefined();
      expectStatus(
        await c.post(
          '/v1/journal_entries',
          journalBody(ch, {
            status: 'posted',
            entry_date: '2025-03-01',
            currency: 'EUR',
            reverses_entry_id: voided,
            lines: [
              { account_id: ch.equity, debit_amount: '151.21' },
              { account_id: ch.bank, credit_amount: '151.21' },
            ],
          }),
        ),
        201,
      );

      const all = await ledgerEntries(c);
      expect(all.length).toBe(2 * DATES.length + 2);
      // Each EUR line valued at the rate of its day: 1.10 until 2025-05-31, 1.2345 from 2025-06-01.
      for (const e of all) {
        const rate = e.currency === 'USD' ? '1' : e.effective_date < '2025-06-01' ? '1.1' : '1.2345';
        expect(e.exchange_rate, `${e.currency} ${e.effective_date}`).toBe(rate);
      }
      for (const asOf of AS_OF) {
        // In USD (the base), every line at its base amount; in each currency, its own lines' amounts.
        for (const currency of [undefined, 'USD', 'EUR']) {
          const expected = new Map<string, number>();
          for (const e of all) {
            if (e.effective_date > asOf || (currency && e.currency !== currency)) continue;
            const net = currency
              ? cents(e.debit_amount) - cents(e.credit_amount)
              : cents(e.base_debit_amount ?? '0') - cents(e.base_credit_amount ?? '0');
            // D18: revenue (Sales) and expense (Rent) of earlier fiscal years (calendar years here)
            // are on the retained earnings row, which has no account id (the company has none).
            const earlier =
              (e.account_id === ch.sales || e.account_id === ch.rent) &&
              e.effective_date < `${asOf.slice(0, 4)}-01-01`;
            const key = earlier ? 'null' : e.account_id;
            expected.set(key, (expected.get(key) ?? 0) + net);
          }
          const tb = await report(
            c,
            'trial_balance',
            `as_of=${asOf}${currency ? `&currency=${currency}` : ''}`,
          );
          expect([tb.as_of, tb.currency]).toEqual([asOf, currency ?? 'USD']);
          expectBalanced(tb);
          const got = new Map<string, number>(
            (tb.data.rows as Json[]).map((r) => [
              String(r.account_id),
              cents(r.debit as string) - cents(r.credit as string),
            ]),
          );
          for (const [k, v] of [...expected]) if (v === 0) expected.delete(k);
          expect(Object.fromEntries(got), `trial balance ${currency ?? 'in USD'} as of ${asOf}`).toEqual(
            Object.fromEntries(expected),
          );
        }
      }
      // Without as_of: today, which leaves out the entry dated in the future.
      const now = await report(c, 'trial_balance');
      const today = await report(c, 'trial_balance', `as_of=${now.as_of as string}`);
      expect(now.data).toEqual(today.data);
    });

    it('the balance sheet as of a past month end counts the months and days before it only', async () => {
      const c = await h().company();
      const ch: Chart = await seedChart(c);
      const post = (date: string, amount: string) =>
        create(
          c,
          'journal_entries',
          journalBody(ch, {
            status: 'posted',
            entry_date: date,
            lines: [
              { account_id: ch.bank, debit_amount: amount },
              { account_id: ch.equity, credit_amount: amount },
            ],
          }),
        );
      await post('2025-05-31', '10.00');
      await post('2025-06-01', '20.00');
      await post('2025-06-30', '40.00');
      await post('2025-07-01', '80.00');
      const bank = async (asOf: string) => {
        const bs = await report(c, 'balance_sheet', `as_of=${asOf}`);
        const row = (bs.data.rows as Json[]).find((r) => r.account_id === ch.bank);
        return row?.balance ?? '0.00';
      };
      expect(await bank('2025-05-30')).toBe('0.00');
      expect(await bank('2025-05-31')).toBe('10.00');
      expect(await bank('2025-06-15')).toBe('30.00');
      expect(await bank('2025-06-30')).toBe('70.00');
      expect(await bank('2025-07-01')).toBe('150.00');
    });
  });
}, LEDGER);
