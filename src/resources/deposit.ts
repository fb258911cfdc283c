import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** Deposit: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const deposits = defineResource({
  name: 'deposits',
  object: 'deposit',
  title: 'Deposit',
  description: 'Deposit records.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
