import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** Invoice: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const invoices = defineResource({
  name: 'invoices',
  object: 'invoice',
  title: 'Invoice',
  description: 'Invoice records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
