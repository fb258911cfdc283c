import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** BillPayment: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const billPayments = defineResource({
  name: 'bill_payments',
  object: 'bill_payment',
  title: 'BillPayment',
  description: 'BillPayment records.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
