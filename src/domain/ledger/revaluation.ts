/**
 * D17: the foreign-currency revaluation report, `GET /v1/reports/fx_revaluation`. What the
 * monetary accounts hold in foreign currencies as of a day is worth, at that day's rates, more or
 * less than the base value it was booked at: the difference is the unrealized exchange gain or
 * loss. The report computes it per account and currency; it posts nothing.
 *
 * Monetary accounts: the system accounts receivable, payable, undeposited funds and Cash at bank,
 * and every asset or liability account whose `sub_type` names a bank, cash or a credit card, or
 * whose own `currency` is a foreign one. Rates: the `rates[XXX]` parameters, else the latest rate of
 * `/v1/exchange_rates` on or before the day; a currency with a balance and neither is a 422 naming
 * `rates[XXX]`.
 */

import { roundMoney } from '../arithmetic.ts';
import { isCurrencyCode } from '../currencies.ts';
import { type FieldError, validationError } from '../errors.ts';
import { type Decimal, dec, fmtIn, ZERO } from '../money.ts';
import { textOf } from '../values.ts';
import {
  allRecords,
  balancesAsOf,
  companyOf,
  type InCurrency,
  type ReportScope,
  today,
  viewOf,
} from './report-basics.ts';

/** The query of GET /v1/reports/fx_revaluation. */
export interface FxRevaluationQuery {
  as_of?: string;
  /** Rates given as `rates[EUR]=1.1`: currency (as sent between the brackets) → base units per unit. */
  rates?: Record<string, string>;
}

/** One monetary account's balance in one foreign currency, revalued. */
export interface FxRevaluationRow {
  account_id: string;
  account_name: string;
  account_type: 'asset' | 'liability';
  /** The foreign currency of the balance. */
  currency: string;
  /** The balance in `currency` as of the day, on the account's normal side (a payable is positive). */
  balance: string;
  /** Its value on the books, in the base currency (same side). */
  booked_base: string;
  /** Base-currency units per unit of `currency` it is revalued at. */
  rate: string;
  /** Where the rate came from: the `rates[XXX]` parameter, or the exchange rate on file. */
  rate_source: 'parameter' | 'exchange_rates';
  /** The effective date of the rate on file (null for a parameter). */
  rate_effective_date: string | null;
  /** balance × rate, rounded half away from zero to the base currency's minor unit. */
  revalued_base: string;
  /** Assets: revalued − booked; liabilities: booked − revalued. Positive is a gain. */
  unrealized_gain_loss: string;
}

export interface FxRevaluationTotal {
  currency: string;
  booked_base: string;
  revalued_base: string;
  unrealized_gain_loss: string;
}

export interface FxRevaluationReport extends InCurrency {
  object: 'report';
  type: 'fx_revaluation';
  as_of: string;
  data: { rows: FxRevaluationRow[]; totals: [FxRevaluationTotal] };
}

/** System accounts that hold money or claims to it. */
const MONETARY_SLOTS = new Set([
  'accounts_receivable',
  'accounts_payable',
  'undeposited_funds',
  'operating_bank',
]);
/** A `sub_type` that makes an asset or liability account monetary. */
const MONETARY_SUB_TYPE = /bank|cash|credit[\s_-]?card/i;

/** The rate of `currency` on file on `day`: the latest taking effect on or before it. */
async function rateOnFile(
  { store, companyId, catalog }: ReportScope,
  currency: string,
  day: string,
): Promise<{ rate: string; effective_date: string } | undefined> {
  const page = await store.read((repo) =>
    repo.scan(catalog.exchangeRates, companyId, {
      conditions: [
        { column: 'currency', op: 'eq', kind: 'text', value: currency },
        { column: 'effective_date', op: 'lte', kind: 'date', value: day },
      ],
      sort: { column: 'effective_date', kind: 'date', desc: true },
      limit: 1,
      offset: 0,
    }),
  );
  const d = page.records[0]?.data;
  const rate = textOf(d?.rate);
  const effective = textOf(d?.effective_date);
  return rate && effective ? { rate, effective_date: effective } : undefined;
}

/** The rates given as parameters, checked: 422 on `rates[XXX]` for a bad code or a rate of 0. */
function givenRates(rates: Record<string, string> | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const errors: FieldError[] = [];
  for (const [code, rate] of Object.entries(rates ?? {})) {
    const field = `rates[${code}]`;
    if (!isCurrencyCode(code))
      errors.push({
        field,
        code: 'invalid_currency',
        message: 'must name an active ISO 4217 currency code between the brackets: rates[EUR]=1.1',
      });
    else if (!dec(rate).gt(0))
      errors.push({ field, code: 'not_positive', message: 'must be greater than 0' });
    else out.set(code, rate);
  }
  if (errors.length) throw validationError(errors);
  return out;
}

export async function fxRevaluation(scope: ReportScope, q: FxRevaluationQuery): Promise<FxRevaluationReport> {
  const asOf = q.as_of ?? today();
  const view = viewOf(await companyOf(scope), undefined);
  const given = givenRates(q.rates);
  const monetary = new Map<string, { name: string; type: 'asset' | 'liability' }>();
  for (const a of await allRecords(scope, scope.catalog.accounts)) {
    const d = a.data;
    const type = d.type === 'asset' || d.type === 'liability' ? d.type : undefined;
    const slot = textOf(d.slot);
    const own = textOf(d.currency);
    const isMonetary =
      (slot !== null && MONETARY_SLOTS.has(slot)) ||
      (type !== undefined &&
        (MONETARY_SUB_TYPE.test(textOf(d.sub_type) ?? '') || (own !== null && own !== view.baseCurrency)));
    if (isMonetary && type) monetary.set(a.id, { name: textOf(d.name) ?? '', type });
  }

  const held = (await balancesAsOf(scope, asOf))
    .filter((h) => h.currency !== view.baseCurrency && monetary.has(h.account_id))
    .map((h) => {
      const account = monetary.get(h.account_id)!;
      const side = (debit: Decimal, credit: Decimal) =>
        account.type === 'asset' ? debit.minus(credit) : credit.minus(debit);
      return {
        ...h,
        account,
        balance: side(h.debit, h.credit),
        booked: side(h.base_debit, h.base_credit),
      };
    })
    .filter((h) => !h.balance.isZero())
    .sort(
      (a, b) =>
        a.account.name.localeCompare(b.account.name) ||
        a.account_id.localeCompare(b.account_id) ||
        a.currency.localeCompare(b.currency),
    );

  // One rate per currency held: the parameter's, else the one on file.
  const rates = new Map<
    string,
    { rate: string; source: 'parameter' | 'exchange_rates'; date: string | null }
  >();
  const missing: FieldError[] = [];
  for (const currency of new Set(held.map((h) => h.currency))) {
    const param = given.get(currency);
    if (param) {
      rates.set(currency, { rate: param, source: 'parameter', date: null });
      continue;
    }
    const onFile = await rateOnFile(scope, currency, asOf);
    if (onFile)
      rates.set(currency, { rate: onFile.rate, source: 'exchange_rates', date: onFile.effective_date });
    else
      missing.push({
        field: `rates[${currency}]`,
        code: 'required',
        message: `is needed: accounts hold ${currency} on ${asOf} and /v1/exchange_rates has no rate of it on or before that day; give rates[${currency}]=… or add one`,
      });
  }
  if (missing.length) throw validationError(missing);

  let booked = ZERO;
  let revalued = ZERO;
  const rows: FxRevaluationRow[] = held.map((h) => {
    const r = rates.get(h.currency)!;
    const value = roundMoney(h.balance.times(dec(r.rate)), view.baseDigits);
    const gain = h.account.type === 'asset' ? value.minus(h.booked) : h.booked.minus(value);
    const sign = h.account.type === 'asset' ? 1 : -1;
    booked = booked.plus(h.booked.times(sign));
    revalued = revalued.plus(value.times(sign));
    return {
      account_id: h.account_id,
      account_name: h.account.name,
      account_type: h.account.type,
      currency: h.currency,
      balance: fmtIn(h.balance, h.currency),
      booked_base: fmtIn(h.booked, view.baseCurrency),
      rate: r.rate,
      rate_source: r.source,
      rate_effective_date: r.date,
      revalued_base: fmtIn(value, view.baseCurrency),
      unrealized_gain_loss: fmtIn(gain, view.baseCurrency),
    };
  });
  const unrealized = rows.reduce((t, r) => t.plus(dec(r.unrealized_gain_loss)), ZERO);
  return {
    object: 'report',
    type: 'fx_revaluation',
    as_of: asOf,
    currency: view.baseCurrency,
    amounts: 'base',
    data: {
      rows,
      totals: [
        {
          currency: view.baseCurrency,
          booked_base: fmtIn(booked, view.baseCurrency),
          revalued_base: fmtIn(revalued, view.baseCurrency),
          unrealized_gain_loss: fmtIn(unrealized, view.baseCurrency),
        },
      ],
    },
  };
}
