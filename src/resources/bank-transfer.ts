import { defineResource } from '../domain/documents.ts';
import { validationError } from '../domain/errors.ts';
import type { RuleLine } from '../domain/ledger/posting.ts';
import { dec } from '../domain/money.ts';
import { date, datetime, decimal, enumOf, ref, text } from '../kernel/fields.ts';
import { currency, dimensions, documentHeader, exchangeRate, metadata } from '../kernel/shared.ts';

export const BANK_TRANSFER_STATUSES = ['draft', 'approved', 'void'] as const;

/** BankTransfer (spec §2.14): money moved between two of the company's accounts. */
export const bankTransfers = defineResource({
  name: 'bank_transfers',
  object: 'bank_transfer',
  title: 'BankTransfer',
  description: 'Transfers of funds between two accounts of the company.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    transfer_number: text({ sort: true }),
    amount: decimal({
      required: true,
      filter: 'range',
      sort: true,
      description: 'Amount that leaves the from-account, in `currency`.',
    }),
    currency: currency({ required: true }),
    to_amount: decimal({
      description:
        'D17: amount that arrives in the to-account, in `to_currency`, when the two accounts are in different currencies.',
    }),
    to_currency: currency({
      description:
        'D17: currency of the to-account when it differs from `currency` (then `to_amount` is required).',
    }),
    to_exchange_rate: exchangeRate({
      description:
        "D17: base-currency units per unit of `to_currency`; the rate on file for the transfer's date when absent.",
    }),
    transfer_date: date({ required: true, filter: 'range', sort: true }),
    memo: text(),
    from_account_id: ref('accounts', {
      required: true,
      filter: 'exact',
      description: 'Account the money leaves.',
    }),
    from_account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    to_account_id: ref('accounts', {
      required: true,
      filter: 'exact',
      description: 'Account the money arrives in.',
    }),
    to_account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    status: enumOf(BANK_TRANSFER_STATUSES, { required: true, filter: 'exact' }),
    approved_at: datetime(),
    approved_by: text({ description: 'Who approved the transfer.' }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  document: {
    roles: { currency: 'currency', number: 'transfer_number' },
    // Dr the account the money arrives in / Cr the account it leaves. Across currencies (D17) the
    // arriving leg is `to_amount` in `to_currency` at its own rate; the base difference is a
    // realized exchange gain or loss.
    posting: {
      posts: (d) => d.status === 'approved',
      lines(d, ctx) {
        const amount = dec(d.amount);
        const from: RuleLine = { account: { id: d.from_account_id ?? '' }, amount: amount.negated() };
        const toCurrency = d.to_currency ?? d.currency;
        if (toCurrency === d.currency) return [{ account: { id: d.to_account_id ?? '' }, amount }, from];
        const rate = toCurrency === ctx.baseCurrency ? dec(1) : dec(d.to_exchange_rate);
        return [
          {
            account: { id: d.to_account_id ?? '' },
            amount: dec(d.to_amount),
            currency: toCurrency ?? '',
            rate,
          },
          from,
        ];
      },
      dateField: 'transfer_date',
    },
    otherCurrencies: [{ currency: 'to_currency', rate: 'to_exchange_rate' }],
    check(d) {
      const across = d.to_currency !== null && d.to_currency !== d.currency;
      if (across && d.to_amount === null)
        throw validationError([
          {
            field: 'to_amount',
            code: 'required',
            message: `is needed for a transfer from ${d.currency} to ${d.to_currency}: the amount that arrives`,
          },
        ]);
      if (d.to_amount !== null && d.to_currency === null)
        throw validationError([
          {
            field: 'to_currency',
            code: 'required',
            message: 'is needed with to_amount: the currency it is in',
          },
        ]);
      if (!across && d.to_amount !== null && !dec(d.to_amount).equals(dec(d.amount)))
        throw validationError([
          {
            field: 'to_amount',
            code: 'amount_mismatch',
            message: `must equal amount (${d.amount}) when both accounts are in ${d.currency}`,
          },
        ]);
    },
  },
});
