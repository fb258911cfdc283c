import { currencyOfAccount, requireAccount, requireBankAccount } from '../domain/bank/accounts.ts';
import {
  type Categorized,
  categorizeLine,
  matchLine,
  setExcluded,
  unmatchLine,
} from '../domain/bank/matching.ts';
import { defineResource, type Tx } from '../domain/documents.ts';
import { AppError, validationError } from '../domain/errors.ts';
import { dec, fmt } from '../domain/money.ts';
import { type Body, textOf } from '../domain/values.ts';
import { array, date, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { metadata, sourceIdentity } from '../kernel/shared.ts';
import type { StoredRecord } from '../storage/types.ts';
import { bankTransfers } from './bank-transfer.ts';
import { expenses } from './expense.ts';
import { salesReceipts } from './sales-receipt.ts';

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'excluded'] as const;

const uuid = (description: string) => {
  const f = text({ description });
  Object.assign(f.schema, { format: 'uuid', maxLength: 64 });
  return f;
};

/** A body of `categorize` and of a bank rule's categorize action. */
export const CATEGORIZE_PROPERTIES = {
  account_id: {
    type: 'string',
    format: 'uuid',
    description: 'The expense account (money out) or income account (money in) the document posts to.',
  },
  transfer_account_id: {
    type: 'string',
    format: 'uuid',
    description:
      'Instead of `account_id`: the other account of a bank transfer (the money comes from or goes to it).',
  },
  vendor_id: { type: 'string', maxLength: 10_000, description: 'Money out: the vendor of the expense.' },
  customer_id: {
    type: 'string',
    format: 'uuid',
    description: 'Money in: the customer of the sales receipt.',
  },
  memo: {
    type: 'string',
    maxLength: 10_000,
    description: "The document's memo; the line's description when absent.",
  },
} as const;

const CATEGORIZE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: CATEGORIZE_PROPERTIES,
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
        type: text({ description: 'Its `object`: `expense`, `sales_receipt` or `bank_transfer`.' }),
        id: uuid('The document’s id.'),
      },
      { readOnly: true, description: 'The document categorizing made for the line, else null.' },
    ),
    metadata: metadata(),
  },
  document: {
    checkRecords: (tx, data) => requireBankAccount(tx, data.account_id, 'account_id'),
    checkDelete(data) {
      if (data.status === 'matched')
        throw new AppError(
          'INVALID_STATE_TRANSITION',
          'This bank line is matched: unmatch it before deleting it (its ledger entries are cleared by it).',
        );
    },
    // Its status moves only by its actions and when a matched entry is reversed; each change
    // writes `bank_line.updated`.
    lifecycle: {
      transitions: [],
      // Its amount, account and date are what its matched entries add up to: unmatch it first.
      frozen: {
        when: (d) => d.status === 'matched',
        message: 'This bank line is matched: unmatch it before changing it.',
      },
      follows: [
        { field: 'status', from: ['unmatched'], to: 'matched', verb: 'updated' },
        { field: 'status', from: ['matched'], to: 'unmatched', verb: 'updated' },
        { field: 'status', from: ['unmatched'], to: 'excluded', verb: 'updated' },
        { field: 'status', from: ['excluded'], to: 'unmatched', verb: 'updated' },
      ],
    },
    actions: {
      match: {
        from: { status: ['unmatched'] },
        to: { field: 'status', state: 'matched' },
        summary: 'Match a bank line to ledger entries',
        description:
          "The line stands for these journal lines of its account, which are then cleared: their debit − credit must add up to its amount (422 `amount_mismatch` on `ledger_entry_ids`), each on the line's account (422 `wrong_account`), neither reversed nor reconciled, and none matched to another line (409 `ALREADY_MATCHED` naming it). Of two matches of one entry at once, one wins and the other is a 409. Candidates: `GET /v1/bank_lines/{id}/matches`.",
        bodyRequired: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ledger_entry_ids'],
          properties: {
            ledger_entry_ids: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              uniqueItems: true,
              items: { type: 'string', format: 'uuid' },
              description: "The ledger entries (journal lines on the line's account) it stands for.",
            },
          },
        },
        run: ({ tx, self, doc, body }) =>
          matchLine(
            tx,
            self,
            doc,
            Array.isArray(body.ledger_entry_ids) ? body.ledger_entry_ids.map(String) : [],
          ),
      },
      unmatch: {
        from: { status: ['matched'] },
        to: { field: 'status', state: 'unmatched' },
        summary: 'Unmatch a bank line',
        description:
          'Its ledger entries are no longer matched (nor cleared); `document` is cleared (a document categorizing made stays: void it if it was wrong). Refused while one of the entries is reconciled.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        run: ({ tx, self, doc }) => unmatchLine(tx, self, doc),
      },
      exclude: {
        from: { status: ['unmatched'] },
        to: { field: 'status', state: 'excluded' },
        summary: 'Exclude a bank line',
        description:
          'The line is not a bank movement (a duplicate the bank sent): it is left out of matching and rules.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        run: ({ tx, self, doc }) => setExcluded(tx, self, doc, true),
      },
      include: {
        from: { status: ['excluded'] },
        to: { field: 'status', state: 'unmatched' },
        summary: 'Include an excluded bank line again',
        description: 'Undoes `exclude`: the line is unmatched again.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        run: ({ tx, self, doc }) => setExcluded(tx, self, doc, false),
      },
      categorize: {
        from: { status: ['unmatched'] },
        to: { field: 'status', state: 'matched' },
        summary: 'Categorize a bank line into a new document',
        description:
          "Makes, posts and matches the document the line stands for, dated `posted_date`, for the line's amount, in the account's currency, through the same validation and ledger as a client's document: money out an approved, paid expense (`account_id` the expense account, `vendor_id`) paid from the line's account; money in an approved, completed sales receipt (`account_id` the income account, `customer_id`) deposited to it; with `transfer_account_id` instead of `account_id` an approved bank transfer between the two accounts. The answer is the bank line, matched, with `document`.",
        bodyRequired: true,
        body: CATEGORIZE_BODY,
        run: async ({ tx, self, doc, body }) =>
          categorizeLine(tx, self, doc, await categorized(tx, doc, body)),
      },
    },
  },
});

/** The document `categorize` makes for a bank line: its resource and its data, checked (D20). */
export async function categorized(tx: Tx, line: StoredRecord, body: Body): Promise<Categorized> {
  const d = line.data;
  const amount = dec(textOf(d.amount) ?? '0');
  const accountId = textOf(body.account_id);
  const transferId = textOf(body.transfer_account_id);
  const customerId = textOf(body.customer_id);
  const vendorId = textOf(body.vendor_id);
  const refuse = (field: string, code: string, message: string) =>
    validationError([{ field, code, message }]);
  if ((accountId === null) === (transferId === null))
    throw refuse('account_id', 'required', 'or transfer_account_id is needed: one of them, not both');
  if (amount.isZero()) throw refuse('amount', 'zero_amount', 'is 0.00: there is nothing to categorize');
  const out = amount.isNegative();
  if (customerId !== null && (out || transferId !== null))
    throw refuse('customer_id', 'not_applicable', 'is for money in categorized as a sales receipt');
  if (vendorId !== null && (!out || transferId !== null))
    throw refuse('vendor_id', 'not_applicable', 'is for money out categorized as an expense');
  const bank = textOf(d.account_id) ?? '';
  if (accountId !== null) await requireAccount(tx, accountId, 'account_id');
  if (transferId !== null) {
    await requireAccount(tx, transferId, 'transfer_account_id');
    if (transferId === bank)
      throw refuse('transfer_account_id', 'same_account', "is the bank line's own account");
  }
  if (customerId !== null && !(await tx.get(tx.catalog.customers, customerId)))
    throw validationError(
      [
        {
          field: 'customer_id',
          code: 'invalid_reference',
          message: 'must be the id of an existing customer of this company',
        },
      ],
      'INVALID_REFERENCE',
    );
  const posted = textOf(d.posted_date);
  const common = {
    source_system: 'finrec',
    // A new document for each categorization (the line's version moves with each change).
    source_id: `bank_line:${line.id}:${line.version}`,
    currency: await currencyOfAccount(tx, bank),
    memo: textOf(body.memo) ?? textOf(d.description),
  };
  const value = fmt(amount.abs());
  if (transferId !== null)
    return {
      resource: bankTransfers,
      data: {
        ...common,
        amount: value,
        transfer_date: posted,
        status: 'approved',
        from_account_id: out ? bank : transferId,
        to_account_id: out ? transferId : bank,
      },
    };
  if (out)
    return {
      resource: expenses,
      data: {
        ...common,
        amount: value,
        status: 'paid',
        approval_status: 'approved',
        expense_date: posted,
        document_date: posted,
        expense_account_id: accountId,
        payment_account_id: bank,
        vendor_id: vendorId,
        vendor_name: textOf(d.payee),
        description: textOf(d.description),
      },
    };
  return {
    resource: salesReceipts,
    data: {
      ...common,
      total_amount: value,
      status: 'completed',
      approval_status: 'approved',
      receipt_date: posted,
      document_date: posted,
      revenue_account_id: accountId,
      deposit_to_account_id: bank,
      customer_id: customerId,
      lines: [{ description: common.memo ?? 'Bank deposit', amount: value }],
    },
  };
}
