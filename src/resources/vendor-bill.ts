import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** VendorBill: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const vendorBills = defineResource({
  name: 'vendor_bills',
  object: 'vendor_bill',
  title: 'VendorBill',
  description: 'VendorBill records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
