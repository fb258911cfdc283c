import { defineResource } from '../domain/documents.ts';
import { date } from '../kernel/fields.ts';
import { currency, exchangeRate, metadata, sourceIdentity } from '../kernel/shared.ts';

/**
 * ExchangeRate (D17): what one unit of a foreign currency is worth in the company's base currency
 * from a day on. A foreign document that gives no `exchange_rate` takes the latest rate of its
 * currency on or before its date when it posts. Identity: `source_id` + `connection_id`, as accounts.
 */
export const exchangeRates = defineResource({
  name: 'exchange_rates',
  object: 'exchange_rate',
  title: 'ExchangeRate',
  description:
    "Rates of foreign currencies in the company's base currency, by the day they take effect: the rate a foreign document posts at when it gives none.",
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...sourceIdentity({ sourceSystemRequired: false }),
    currency: currency({
      required: true,
      filter: 'exact',
      sort: true,
      description: 'The foreign currency (ISO 4217); never the base currency.',
    }),
    rate: exchangeRate({
      required: true,
      sort: true,
      description: 'Base-currency units per one unit of `currency`: positive, at most 10 decimal places.',
    }),
    effective_date: date({
      required: true,
      filter: 'range',
      sort: true,
      description: 'The first day the rate applies to; it applies until the next rate of the currency.',
    }),
    metadata: metadata(),
  },
});
