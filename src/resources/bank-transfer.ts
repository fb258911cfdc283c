import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** BankTransfer: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const bankTransfers = defineResource({
  name: 'bank_transfers',
  object: 'bank_transfer',
  title: 'BankTransfer',
  description: 'BankTransfer records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
