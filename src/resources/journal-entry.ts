import { defineResource } from './define.ts';
import { array, date, decimal, enumOf, integer, map, object, ref, text } from './fields.ts';
import { nestedMetadata } from './lines.ts';
import { approvalStatus, currency, dimensions, metadata, sourceIdentity } from './shared.ts';

/** Spec §2.14 and §3: the status values of a journal entry. */
export const JOURNAL_ENTRY_STATUSES = [
  'draft',
  'posted',
  'pending_reversal',
  'reversed',
  'superseded',
] as const;

/** A journal entry line: its own shape (spec §2.14), not the shared line object of §2.5. */
const journalLine = () =>
  object({
    line_number: integer({
      description: 'One-based display order; numbered 1..n when left out. Not a stable identity.',
    }),
    line_ref: text({
      description: 'Provider-native line reference, matching the same line across versions.',
    }),
    account_id: ref('accounts', { required: true, description: 'General ledger account of the line.' }),
    account_code: text({ description: 'Display only; the line posts to `account_id`.' }),
    debit_amount: decimal(),
    credit_amount: decimal(),
    description: text(),
    class_id: text({ description: 'Opaque reference to a class of the source system.' }),
    location_id: text({ description: 'Opaque reference to a location of the source system.' }),
    dimensions: map(),
    metadata: nestedMetadata(),
  });

/** JournalEntry (spec §2.14): a manual general ledger entry. Identity: `source_id` alone (D5). */
export const journalEntries = defineResource({
  name: 'journal_entries',
  object: 'journal_entry',
  title: 'JournalEntry',
  description: 'Manual journal entries: debits and credits to general ledger accounts.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...sourceIdentity({ sourceSystemRequired: true }),
    entry_number: text({ sort: true, description: 'Entry number on the source document.' }),
    entry_date: date({ required: true, filter: 'range', sort: true, description: 'Date of the entry.' }),
    document_date: date({ description: 'Date on the source document.' }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    posting_period: text({ description: 'Accounting period the entry posts to, for example `2026-01`.' }),
    status: enumOf(JOURNAL_ENTRY_STATUSES, { required: true, filter: 'exact' }),
    approval_status: approvalStatus(),
    memo: text(),
    reverses_entry_id: ref('journal_entries', {
      filter: 'exact',
      description: 'The journal entry this entry reverses.',
    }),
    currency: currency(),
    lines: array(journalLine(), {
      required: true,
      default: [],
      maxItems: 1000,
      numberItems: 'line_number',
      description: 'Journal lines, at most 1,000; required (an empty array is allowed while a draft).',
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
});
