import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** RefundReceipt: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const refundReceipts = defineResource({
  name: 'refund_receipts',
  object: 'refund_receipt',
  title: 'RefundReceipt',
  description: 'RefundReceipt records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
