/**
 * The base value of what a payment or credit of before D17 cleared of a foreign document: its
 * application's `base_amount`, which 0013 left null whenever the target was not in the base
 * currency. When such a source's journal lines carry a rate (0013 valued them at the rate the
 * source held, or `ledger missing-rates --apply` at the rate on file), the receivable (payable)
 * line it posted left the target at that rate: the application cleared `amount` × that rate,
 * rounded half away from zero to the base currency's minor unit, a source's rounding remainder on
 * its largest application so that together they equal its line. Without it the document's last
 * settlement, which clears "what the document was booked at less what the others cleared", read
 * the others at the target's rate (1 when the target held none) and left a base residue on a
 * receivable whose documents were settled in full.
 *
 * Applications whose source's lines have no rate yet stay null (not guessed).
 */
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const applicationBaseAmounts: MigrationFactory = () => ({
  async up(db: AnyDb) {
    const open = await sql<{
      company_id: string;
      source_id: string;
      target_id: string;
      amount: string | number;
      base_currency: string;
    }>`select a.company_id, a.source_id, a.target_id, a.amount, c.base_currency
         from applications a join companies c on c.id = a.company_id
        where a.base_amount is null`.execute(db);
    const bySource = new Map<string, typeof open.rows>();
    for (const a of open.rows) {
      const k = `${a.company_id}|${a.source_id}`;
      bySource.set(k, [...(bySource.get(k) ?? []), a]);
    }
    for (const apps of bySource.values()) {
      const first = apps[0];
      if (!first) continue;
      // The rate of the source's active posting (its lines neither reversals nor reversed).
      const rates = await sql<{ exchange_rate: string | number }>`
        select distinct e.exchange_rate from ledger_entries e
         where e.company_id = ${first.company_id} and e.document_id = ${first.source_id}
           and e.currency <> ${first.base_currency} and e.exchange_rate is not null
           and e.reverses_entry_id is null
           and not exists (select 1 from ledger_entries r
                            where r.company_id = e.company_id and r.reverses_entry_id = e.id)`.execute(db);
      const rate = rates.rows.length === 1 ? rates.rows[0]?.exchange_rate : undefined;
      if (rate === undefined) continue;
      const digits = MINOR_UNITS[first.base_currency] ?? 2;
      const valued = apps.map((a) => {
        const amount = new Decimal(String(a.amount));
        return { a, amount, base: amount.times(String(rate)).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP) };
      });
      const total = valued
        .reduce((t, v) => t.plus(v.amount), new Decimal(0))
        .times(String(rate))
        .toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
      const residue = valued.reduce((t, v) => t.plus(v.base), new Decimal(0)).minus(total);
      if (!residue.isZero()) {
        const largest = valued.reduce((x, y) => (y.amount.greaterThan(x.amount) ? y : x));
        largest.base = largest.base.minus(residue);
      }
      for (const { a, base } of valued)
        await sql`update applications set base_amount = ${base.toFixed(digits)}
          where company_id = ${a.company_id} and source_id = ${a.source_id}
            and target_id = ${a.target_id}`.execute(db);
    }
  },
});

/** ISO 4217 minor units other than 2 (the base currency's rounding), as of this migration. */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((c) => [c, 0]),
  ),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
};
