import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** SalesReceipt: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const salesReceipts = defineResource({
  name: 'sales_receipts',
  object: 'sales_receipt',
  title: 'SalesReceipt',
  description: 'SalesReceipt records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
