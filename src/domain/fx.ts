/**
 * D17: the rate a foreign document is valued at. A document in a currency other than the
 * company's base currency posts at its `exchange_rate` (base-currency units per one unit of its
 * currency); when it gives none, at the latest rate of its currency in `/v1/exchange_rates` on or
 * before the day it posts on, which is then written on the document, so that it keeps its value
 * whatever rates are added later. With neither it cannot post. A document in the base currency is
 * valued at 1 (an `exchange_rate` it carries is its source system's, kept and not used).
 */

import { nowIso } from '../platform/ids.ts';
import type { Resource } from '../resources/define.ts';
import { exchangeRates } from '../resources/exchange-rate.ts';
import { getCompanySettings } from '../storage/companies.ts';
import { validationError } from './errors.ts';
import { effectiveDate } from './ledger/posting.ts';
import type { Body, Tx } from './records.ts';
import { textOf } from './values.ts';

/** The rate of `currency` on file for `day`: the latest one taking effect on or before it. */
export async function rateOnFile(tx: Tx, currency: string, day: string): Promise<string | undefined> {
  const page = await tx.repo.list(exchangeRates, tx.companyId, {
    conditions: [
      { column: 'currency', op: 'eq', kind: 'text', value: currency },
      { column: 'effective_date', op: 'lte', kind: 'date', value: day },
    ],
    sort: { column: 'effective_date', kind: 'date', desc: true },
    limit: 1,
    offset: 0,
  });
  return textOf(page.records[0]?.data.rate) ?? undefined;
}

/** Each currency a document's lines are in, with the field that holds its rate. */
export function currencyFields(r: Resource): readonly { currency: string; rate: string }[] {
  return [{ currency: 'currency', rate: 'exchange_rate' }, ...(r.document?.otherCurrencies ?? [])];
}

/**
 * A document about to post gets the rates it lacks from the rates on file (422 on the rate's field
 * when there is none); one that does not post is left as it is.
 */
export async function withRates(tx: Tx, r: Resource, data: Body): Promise<Body> {
  const rule = r.document?.posting;
  if (!rule?.posts(data)) return data;
  let base: string | undefined;
  let out = data;
  for (const f of currencyFields(r)) {
    const currency = textOf(data[f.currency]);
    if (!currency || textOf(data[f.rate])) continue;
    base ??= (await getCompanySettings(tx.repo, tx.companyId))?.base_currency ?? 'USD';
    if (currency === base) continue;
    const day = effectiveDate(data, rule.dateField, nowIso().slice(0, 10));
    const rate = await rateOnFile(tx, currency, day);
    if (!rate) {
      throw validationError([
        {
          field: f.rate,
          code: 'required',
          message: `is needed to post a document in ${currency} (the base currency is ${base}): give it, or add a rate of ${currency} taking effect on or before ${day} to /v1/exchange_rates`,
        },
      ]);
    }
    out = { ...out, [f.rate]: rate };
  }
  return out;
}
