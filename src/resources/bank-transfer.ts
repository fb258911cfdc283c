import { dec } from '../domain/money.ts';
import { defineResource } from './define.ts';
import { date, datetime, decimal, enumOf, ref, text } from './fields.ts';
import { currency, dimensions, documentHeader, metadata } from './shared.ts';

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
    amount: decimal({ required: true, filter: 'range', sort: true }),
    currency: currency({ required: true }),
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
    // Dr the account the money arrives in / Cr the account it leaves.
    posting: {
      posts: (d) => d.status === 'approved',
      lines(d) {
        const amount = dec(d.amount);
        return [
          { account: { id: d.to_account_id ?? '' }, amount },
          { account: { id: d.from_account_id ?? '' }, amount: amount.negated() },
        ];
      },
      dateField: 'transfer_date',
    },
  },
});
