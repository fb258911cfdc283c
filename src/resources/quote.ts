import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** Quote: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const quotes = defineResource({
  name: 'quotes',
  object: 'quote',
  title: 'Quote',
  description: 'Quote records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
