import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** JournalEntry: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const journalEntries = defineResource({
  name: 'journal_entries',
  object: 'journal_entry',
  title: 'JournalEntry',
  description: 'JournalEntry records.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
