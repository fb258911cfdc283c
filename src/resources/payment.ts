import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** Payment: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const payments = defineResource({
  name: 'payments',
  object: 'payment',
  title: 'Payment',
  description: 'Payment records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
