/**
 * Reading the ledger (D8): journal lines and the reports. Balances come from the running totals
 * kept in each posting's transaction (all-time, and per day for a past `as_of` or a period), so a
 * trial balance does not grow with the number of journal lines. Sums are exact decimals.
 */

import { nowIso } from '../../platform/ids.ts';
import { resourceByName } from '../../resources/index.ts';
import { openBalance } from '../../resources/shared.ts';
import {
  accountsById,
  balances,
  dailyMovements,
  type EntryRow,
  entriesBetween,
  listEntries,
  monthlyMovementsFrom,
} from '../../storage/ledger.ts';
import type { Store } from '../../storage/store.ts';
import { Decimal, dec, fmt, ZERO } from '../money.ts';

export const REPORT_TYPES = [
  'trial_balance',
  'balance_sheet',
  'profit_and_loss',
  'general_ledger',
  'ar_aging',
  'ap_aging',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface Report {
  object: 'report';
  type: ReportType;
  as_of?: string;
  from?: string;
  to?: string;
  data: { rows: Record<string, unknown>[]; totals: Record<string, unknown>[] };
}

type Net = Map<string, { account_id: string; currency: string; debit: Decimal; credit: Decimal }>;

const today = () => nowIso().slice(0, 10);

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function addTo(net: Net, account_id: string, currency: string, debit: string, credit: string) {
  const k = `${account_id}|${currency}`;
  const prev = net.get(k) ?? { account_id, currency, debit: ZERO, credit: ZERO };
  net.set(k, { ...prev, debit: prev.debit.plus(dec(debit)), credit: prev.credit.plus(dec(credit)) });
}

export function entryEnvelope(e: EntryRow) {
  return {
    id: e.id,
    object: 'ledger_entry',
    data: {
      id: e.id,
      account_id: e.account_id,
      debit_amount: fmt(dec(e.debit_amount)),
      credit_amount: fmt(dec(e.credit_amount)),
      currency: e.currency,
      effective_date: e.effective_date,
      document_type: e.document_type,
      document_id: e.document_id,
      reverses_entry_id: e.reverses_entry_id,
      memo: e.memo,
      created_at: e.created_at,
    },
  };
}

export class LedgerReports {
  constructor(private readonly store: Store) {}

  async entries(companyId: string, q: Record<string, unknown>) {
    const limit = Number(q.limit ?? 50);
    const page = Number(q.page ?? 1);
    const result = await this.store.read((repo) =>
      listEntries(repo, companyId, {
        account_id: q.account_id as string | undefined,
        document_type: q.document_type as string | undefined,
        document_id: q.document_id as string | undefined,
        effective_date_from: q.effective_date_from as string | undefined,
        effective_date_to: q.effective_date_to as string | undefined,
        limit,
        offset: (page - 1) * limit,
      }),
    );
    return {
      object: 'list',
      data: result.rows.map(entryEnvelope),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.total, next_cursor: null },
    };
  }

  /** Debit and credit totals per account and currency, as of a date (inclusive) or now. */
  private async netAsOf(companyId: string, asOf: string | undefined): Promise<Net> {
    const net: Net = new Map();
    await this.store.read(async (repo) => {
      for (const b of await balances(repo, companyId))
        addTo(net, b.account_id, b.currency, b.debit, b.credit);
      // As of a day: the all-time balances less what moved after it — the months after its month,
      // then its month's days after it. At most a month of daily rows and one row per later month
      // and account, whatever the number of journal lines.
      if (asOf && asOf < '9999-12-31') {
        const month = asOf.slice(0, 7);
        const later = [
          ...(await monthlyMovementsFrom(repo, companyId, nextMonth(month))),
          ...(await dailyMovements(repo, companyId, nextDay(asOf), `${month}-31`)),
        ];
        for (const b of later) addTo(net, b.account_id, b.currency, `-${b.debit}`, `-${b.credit}`);
      }
    });
    return net;
  }

  async report(
    companyId: string,
    type: ReportType,
    q: { as_of?: string; from?: string; to?: string },
  ): Promise<Report> {
    const accounts = await this.store.read((repo) => accountsById(repo, companyId));
    const name = (id: string) => accounts.get(id)?.name ?? '';
    const kind = (id: string) => accounts.get(id)?.type ?? '';
    switch (type) {
      case 'trial_balance': {
        const net = await this.netAsOf(companyId, q.as_of ?? today());
        const rows: Record<string, unknown>[] = [];
        const totals = new Map<string, { debit: Decimal; credit: Decimal }>();
        for (const n of [...net.values()].sort(
          (a, b) =>
            name(a.account_id).localeCompare(name(b.account_id)) || a.currency.localeCompare(b.currency),
        )) {
          const diff = n.debit.minus(n.credit);
          if (diff.isZero()) continue;
          const debit = diff.isPositive() ? diff : ZERO;
          const credit = diff.isNegative() ? diff.negated() : ZERO;
          rows.push({
            account_id: n.account_id,
            account_name: name(n.account_id),
            account_type: kind(n.account_id),
            currency: n.currency,
            debit: fmt(debit),
            credit: fmt(credit),
          });
          const t = totals.get(n.currency) ?? { debit: ZERO, credit: ZERO };
          totals.set(n.currency, { debit: t.debit.plus(debit), credit: t.credit.plus(credit) });
        }
        return {
          object: 'report',
          type,
          as_of: q.as_of ?? today(),
          data: {
            rows,
            totals: [...totals].map(([currency, t]) => ({
              currency,
              debit: fmt(t.debit),
              credit: fmt(t.credit),
            })),
          },
        };
      }
      case 'balance_sheet': {
        const net = await this.netAsOf(companyId, q.as_of ?? today());
        const rows: Record<string, unknown>[] = [];
        const totals = new Map<
          string,
          { asset: Decimal; liability: Decimal; equity: Decimal; earnings: Decimal }
        >();
        for (const n of net.values()) {
          const t = kind(n.account_id);
          const bucket = totals.get(n.currency) ?? {
            asset: ZERO,
            liability: ZERO,
            equity: ZERO,
            earnings: ZERO,
          };
          const debitNormal = n.debit.minus(n.credit);
          if (t === 'revenue' || t === 'expense') {
            bucket.earnings = bucket.earnings.minus(debitNormal);
          } else if (t === 'asset' || t === 'liability' || t === 'equity') {
            const balance = t === 'asset' ? debitNormal : debitNormal.negated();
            bucket[t] = bucket[t].plus(balance);
            if (!balance.isZero())
              rows.push({
                account_id: n.account_id,
                account_name: name(n.account_id),
                account_type: t,
                currency: n.currency,
                balance: fmt(balance),
              });
          }
          totals.set(n.currency, bucket);
        }
        return {
          object: 'report',
          type,
          as_of: q.as_of ?? today(),
          data: {
            rows,
            totals: [...totals].map(([currency, b]) => ({
              currency,
              assets: fmt(b.asset),
              liabilities: fmt(b.liability),
              equity: fmt(b.equity),
              current_earnings: fmt(b.earnings),
              liabilities_and_equity: fmt(b.liability.plus(b.equity).plus(b.earnings)),
            })),
          },
        };
      }
      case 'profit_and_loss': {
        const from = q.from ?? '0000-01-01';
        const to = q.to ?? today();
        const net: Net = new Map();
        const moves = await this.store.read((repo) => dailyMovements(repo, companyId, from, to));
        for (const m of moves) addTo(net, m.account_id, m.currency, m.debit, m.credit);
        const rows: Record<string, unknown>[] = [];
        const totals = new Map<string, { revenue: Decimal; expense: Decimal }>();
        for (const n of net.values()) {
          const t = kind(n.account_id);
          if (t !== 'revenue' && t !== 'expense') continue;
          const amount = t === 'revenue' ? n.credit.minus(n.debit) : n.debit.minus(n.credit);
          const b = totals.get(n.currency) ?? { revenue: ZERO, expense: ZERO };
          b[t] = b[t].plus(amount);
          totals.set(n.currency, b);
          if (!amount.isZero())
            rows.push({
              account_id: n.account_id,
              account_name: name(n.account_id),
              account_type: t,
              currency: n.currency,
              amount: fmt(amount),
            });
        }
        return {
          object: 'report',
          type,
          from,
          to,
          data: {
            rows,
            totals: [...totals].map(([currency, b]) => ({
              currency,
              revenue: fmt(b.revenue),
              expense: fmt(b.expense),
              net_income: fmt(b.revenue.minus(b.expense)),
            })),
          },
        };
      }
      case 'general_ledger': {
        const from = q.from ?? '0000-01-01';
        const to = q.to ?? today();
        const opening: Net = new Map();
        const before =
          from > '0000-01-01'
            ? await this.store.read((repo) => dailyMovements(repo, companyId, undefined, prevDay(from)))
            : [];
        for (const m of before) addTo(opening, m.account_id, m.currency, m.debit, m.credit);
        const entries = await this.store.read((repo) => entriesBetween(repo, companyId, from, to));
        const rows = new Map<
          string,
          {
            account_id: string;
            account_name: string;
            currency: string;
            opening: Decimal;
            closing: Decimal;
            entries: unknown[];
          }
        >();
        for (const e of entries) {
          const k = `${e.account_id}|${e.currency}`;
          let row = rows.get(k);
          if (!row) {
            const o = opening.get(k);
            const start = o ? o.debit.minus(o.credit) : ZERO;
            row = {
              account_id: e.account_id,
              account_name: name(e.account_id),
              currency: e.currency,
              opening: start,
              closing: start,
              entries: [],
            };
            rows.set(k, row);
          }
          row.closing = row.closing.plus(dec(e.debit_amount)).minus(dec(e.credit_amount));
          row.entries.push({ ...entryEnvelope(e).data, balance: fmt(row.closing) });
        }
        const totals = new Map<string, { debit: Decimal; credit: Decimal }>();
        for (const e of entries) {
          const t = totals.get(e.currency) ?? { debit: ZERO, credit: ZERO };
          totals.set(e.currency, {
            debit: t.debit.plus(dec(e.debit_amount)),
            credit: t.credit.plus(dec(e.credit_amount)),
          });
        }
        return {
          object: 'report',
          type,
          from,
          to,
          data: {
            rows: [...rows.values()].map((r) => ({
              account_id: r.account_id,
              account_name: r.account_name,
              currency: r.currency,
              opening_balance: fmt(r.opening),
              closing_balance: fmt(r.closing),
              entries: r.entries,
            })),
            totals: [...totals].map(([currency, t]) => ({
              currency,
              debit: fmt(t.debit),
              credit: fmt(t.credit),
            })),
          },
        };
      }
      case 'ar_aging':
      case 'ap_aging':
        return this.aging(companyId, type, q.as_of ?? today());
    }
  }

  /** Open approved invoices (or bills) by customer (or vendor), in buckets of days past due. */
  private async aging(companyId: string, type: 'ar_aging' | 'ap_aging', asOf: string): Promise<Report> {
    const ar = type === 'ar_aging';
    const r = resourceByName(ar ? 'invoices' : 'vendor_bills')!;
    const party = ar ? 'customer_id' : 'vendor_id';
    const due = ar ? 'due_at' : 'due_date';
    const buckets = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
    const rows = new Map<string, Record<string, Decimal | string | null>>();
    const totals = new Map<string, Record<string, Decimal>>();
    let after: { value: unknown; id: string } | undefined;
    for (;;) {
      const page = await this.store.read((repo) =>
        repo.list(r, companyId, {
          conditions: [{ column: 'approval_status', op: 'eq', kind: 'enum', value: 'approved' }],
          sort: { column: 'created_at', kind: 'datetime', desc: false },
          limit: 200,
          offset: 0,
          after,
        }),
      );
      for (const rec of page.records) {
        const open = dec(openBalance(rec.data, rec.sys));
        if (!open.isPositive()) continue;
        const dueDate = typeof rec.data[due] === 'string' ? (rec.data[due] as string).slice(0, 10) : null;
        const days = dueDate ? Math.floor((Date.parse(asOf) - Date.parse(dueDate)) / 86_400_000) : 0;
        const bucket =
          days <= 0
            ? 'current'
            : days <= 30
              ? 'days_1_30'
              : days <= 60
                ? 'days_31_60'
                : days <= 90
                  ? 'days_61_90'
                  : 'days_over_90';
        const currency = rec.data.currency as string;
        const who = (rec.data[party] as string | null) ?? null;
        const k = `${who}|${currency}`;
        const row = rows.get(k) ?? {
          [party]: who,
          currency,
          ...Object.fromEntries(buckets.map((b) => [b, ZERO])),
          total: ZERO,
        };
        row[bucket] = (row[bucket] as Decimal).plus(open);
        row.total = (row.total as Decimal).plus(open);
        rows.set(k, row);
        const t = totals.get(currency) ?? {
          ...Object.fromEntries(buckets.map((b) => [b, ZERO])),
          total: ZERO,
        };
        t[bucket] = t[bucket]!.plus(open);
        t.total = t.total!.plus(open);
        totals.set(currency, t);
      }
      if (!page.hasMore) break;
      const last = page.records.length - 1;
      after = { value: page.sortValues[last], id: page.records[last]!.id };
    }
    const show = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v instanceof Decimal ? fmt(v) : v]));
    return {
      object: 'report',
      type,
      as_of: asOf,
      data: {
        rows: [...rows.values()].map(show),
        totals: [...totals].map(([currency, t]) => show({ currency, ...t })),
      },
    };
  }
}

function prevDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
