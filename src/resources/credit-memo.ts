import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** CreditMemo: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const creditMemos = defineResource({
  name: 'credit_memos',
  object: 'credit_memo',
  title: 'CreditMemo',
  description: 'CreditMemo records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
