import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** Expense: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const expenses = defineResource({
  name: 'expenses',
  object: 'expense',
  title: 'Expense',
  description: 'Expense records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
