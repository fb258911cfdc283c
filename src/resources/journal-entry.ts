import { defineResource, system } from '../domain/documents.ts';
import { validationError } from '../domain/errors.ts';
import { checkJournalLines } from '../domain/ledger/posting.ts';
import { dec } from '../domain/money.ts';
import { array, date, decimal, enumOf, integer, map, object, ref, text } from '../kernel/fields.ts';
import { nestedMetadata } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, metadata, sourceIdentity } from '../kernel/shared.ts';

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
  document: {
    roles: { currency: 'currency', number: 'entry_number' },
    // D7: confirm posts a draft; a posted entry changes only by reversal.
    lifecycle: {
      transitions: [
        {
          action: 'confirm',
          field: 'status',
          from: ['draft'],
          to: 'posted',
          verb: 'posted',
          description: 'Confirm a draft journal entry: it posts to the ledger.',
        },
      ],
      // D7: a posted reversing entry turns the entry it reverses `reversed` (afterChange below).
      follows: [{ field: 'status', from: ['posted'], to: 'reversed', verb: 'reversed' }],
      frozen: {
        when: (d) => isPosted(d.status),
        message:
          'A posted journal entry is changed only by reversal: post a new entry with reverses_entry_id.',
      },
      check: (_action, d) => checkJournalLines(d),
    },
    // Each line as given: Dr debit_amount / Cr credit_amount; the lines must balance.
    posting: {
      posts: (d) => isPosted(d.status),
      lines(d) {
        checkJournalLines(d);
        return (d.lines ?? []).map((l) => ({
          account: { id: l.account_id ?? '' },
          amount:
            l.debit_amount != null && !dec(l.debit_amount).isZero()
              ? dec(l.debit_amount)
              : dec(l.credit_amount).negated(),
          memo: l.description != null && l.description !== '' ? l.description : null,
        }));
      },
      dateField: 'entry_date',
    },
    actions: {
      memo: {
        method: 'PATCH',
        // Any status, void included: the memo is not the ledger's.
        from: { status: [...JOURNAL_ENTRY_STATUSES] },
        summary: 'Change only the memo of a journal entry, in any status',
        description: 'D7: the memo is the one thing that changes on a posted entry.',
        bodyRequired: true,
        body: {
          type: 'object',
          required: ['memo'],
          additionalProperties: false,
          properties: { memo: { type: ['string', 'null'], maxLength: 10_000 } },
        },
        run: ({ tx, self, doc, body }) =>
          tx.change(
            self,
            doc,
            { ...doc.data, memo: typeof body.memo === 'string' ? body.memo : null },
            system(),
          ),
      },
    },
    // D7: a reversing entry, once posted, turns the entry it reverses `reversed`.
    async afterChange(tx, self, before, after) {
      const wasPosted = before ? isPosted(before.data.status) : false;
      const reverses = after.data.reverses_entry_id;
      if (wasPosted || !isPosted(after.data.status) || typeof reverses !== 'string') return;
      const original = await tx.get(self, reverses);
      if (!original) return;
      if (original.data.status !== 'posted') {
        throw validationError([
          {
            field: 'reverses_entry_id',
            code: 'not_reversible',
            message: `names an entry whose status is ${String(original.data.status)}: only a posted entry can be reversed, and only once`,
          },
        ]);
      }
      await tx.change(self, original, { ...original.data, status: 'reversed' }, system());
    },
  },
});

/** The statuses in which an entry is on the ledger. */
function isPosted(status: unknown): boolean {
  return status === 'posted' || status === 'pending_reversal' || status === 'reversed';
}
