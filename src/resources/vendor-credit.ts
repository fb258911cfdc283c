import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** VendorCredit: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const vendorCredits = defineResource({
  name: 'vendor_credits',
  object: 'vendor_credit',
  title: 'VendorCredit',
  description: 'VendorCredit records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
