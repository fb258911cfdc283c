import { requireBankAccount } from '../domain/bank/accounts.ts';
import { defineResource } from '../domain/documents.ts';
import { array, date, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { metadata, sourceIdentity } from '../kernel/shared.ts';

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'excluded'] as const;

const uuid = (description: string) => {
  const f = text({ description });
  Object.assign(f.schema, { format: 'uuid', maxLength: 64 });
  return f;
};

/**
 * BankLine (D20): what the bank says happened on one account, imported from a statement or sent
 * by a feed; matched to the journal lines it stands for, categorized into a document, or excluded.
 */
export const bankLines = defineResource({
  name: 'bank_lines',
  object: 'bank_line',
  title: 'BankLine',
  description:
    'What the bank says happened on one bank or card account: imported from statements (CSV, OFX, CAMT.053) or sent one by one, then matched to ledger entries, categorized or excluded (D20).',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...sourceIdentity({ sourceSystemRequired: true }),
    account_id: ref('accounts', {
      required: true,
      filter: 'exact',
      description: 'The bank, cash or card account (an asset or liability account) the line is on.',
    }),
    posted_date: date({
      required: true,
      filter: 'range',
      sort: true,
      description: 'When the bank posted it.',
    }),
    amount: decimal({
      required: true,
      sort: true,
      description:
        "Signed, in the account's currency: positive money in (a deposit, a card refund), negative money out (a check, a card purchase).",
    }),
    description: text({ description: 'The text the bank shows.' }),
    payee: text(),
    reference: text({ description: 'The bank’s reference for the movement.' }),
    check_number: text(),
    fitid: text({ filter: 'exact', description: 'The bank’s own id for the line (OFX FITID).' }),
    statement_id: ref('bank_statements', {
      filter: 'exact',
      description: 'The bank statement it was imported with, if any.',
    }),
    status: enumOf(BANK_LINE_STATUSES, {
      readOnly: true,
      default: 'unmatched',
      filter: 'exact',
      description:
        '`unmatched`; `matched` to the ledger entries in `matched_entry_ids` (those are cleared); `excluded`: not a bank movement (a duplicate the bank sent). Set by match, unmatch, categorize, exclude and include.',
    }),
    matched_entry_ids: array(uuid('A ledger entry id.'), {
      readOnly: true,
      default: [],
      description: 'The ledger entries (journal lines on `account_id`) the line is matched to.',
    }),
    document: object(
      {
        type: text({ description: 'The resource: `expenses`, `sales_receipts`, `bank_transfers`.' }),
        id: uuid('The document’s id.'),
      },
      { readOnly: true, description: 'The document categorizing made for the line, else null.' },
    ),
    metadata: metadata(),
  },
  document: {
    checkRecords: (tx, data) => requireBankAccount(tx, data.account_id, 'account_id'),
  },
});
