import { defineResource } from '../domain/documents.ts';
import { approvedAndLive, mirror, type RuleLine, receivableLines, str } from '../domain/ledger/posting.ts';
import { APPROVAL_FLOW } from '../domain/lifecycle.ts';
import { Decimal, dec, ZERO } from '../domain/money.ts';
import { array, date, datetime, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { unappliedAmountField } from './computed.ts';
import { invoices } from './invoice.ts';

export const CREDIT_MEMO_STATUSES = ['open', 'partially_applied', 'applied', 'void'] as const;

/** CreditMemo: spec §2.7. */
export const creditMemos = defineResource({
  name: 'credit_memos',
  object: 'credit_memo',
  title: 'CreditMemo',
  description: 'Credit memos: amounts you owe a customer, applied to invoices or refunded.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Credit memo number shown on the document.' }),
    status: enumOf(CREDIT_MEMO_STATUSES, {
      required: true,
      filter: 'exact',
      description:
        'How much of the credit has been applied (D16): follows its allocations once it is approved — open, partially_applied, applied; void when voided.',
    }),
    approval_status: approvalStatus(),
    reason_code: text({ description: 'Why the credit was issued.' }),
    memo: text(),
    currency: currency({ required: true }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    document_date: date({
      filter: 'range',
      sort: true,
      description: 'Date on the credit memo; derived from the UTC date of `issued_at` when omitted.',
    }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    issued_at: datetime({ description: 'When the source system issued or finalized the credit memo.' }),
    applied_at: datetime({ description: 'When the credit was applied.' }),
    refunded_at: datetime({ description: 'When the credit was refunded.' }),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer credited.' }),
    invoice_id: ref('invoices', {
      filter: 'exact',
      description:
        'The invoice the credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16).',
    }),
    allocations: array(
      object({
        invoice_id: ref('invoices', { required: true }),
        amount: decimal({ required: true }),
        allocated_on: date(),
      }),
      {
        default: [],
        description:
          'How the credit is applied to invoices of the same customer and currency (D16); in force while the credit is approved.',
      },
    ),
    lines: lines({
      ...pickExtras('line_key', ...COMMON_EXTRAS, 'account_id'),
      invoice_line_ref: text({ description: 'Line of the invoice this line credits.' }),
      reason_code: text(),
      return_quantity: decimal({ description: 'Quantity returned.' }),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: { unapplied_amount: unappliedAmountField('total_amount') },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'customer_id',
      number: 'document_number',
    },
    lifecycle: { transitions: APPROVAL_FLOW },
    // D16: applied to invoices like a payment; posts nothing more (it credited receivables already).
    applies: {
      target: () => invoices,
      ref: 'invoice_id',
      applies: approvedAndLive,
      amount: (d) => d.total_amount ?? '0',
      madeOn: (d) => d.document_date,
      header: 'up_to_open',
      ownStatus: { none: 'open', partial: 'partially_applied', full: 'applied' },
    },
    // The mirror of an invoice: Dr income per line, tax / Cr accounts receivable.
    posting: {
      posts: approvedAndLive,
      lines(d, ctx): RuleLine[] {
        const lines = mirror(receivableLines(d, ctx));
        if (str(d.customer_id)) return lines;
        // A credit naming no customer credits the receivable of the customers of the invoices it
        // applies to (as a payment does, D16), by what it applies to each; the rest names no one.
        const total = dec(d.total_amount);
        const parts = (d.allocations ?? []).length
          ? (d.allocations ?? []).map((a) => ({ invoice: str(a.invoice_id), amount: dec(a.amount) }))
          : str(d.invoice_id)
            ? [{ invoice: str(d.invoice_id), amount: ctx.targetOpen.get(str(d.invoice_id) ?? '') ?? ZERO }]
            : [];
        const receivables: RuleLine[] = [];
        let named = ZERO;
        for (const p of parts) {
          const who = p.invoice ? (ctx.targetCustomers.get(p.invoice) ?? null) : null;
          const amount = Decimal.min(p.amount, total.minus(named));
          if (!amount.gt(0)) continue;
          named = named.plus(amount);
          receivables.push({
            account: { slot: 'accounts_receivable' },
            amount: amount.negated(),
            customer_id: who,
            settled: true,
          });
        }
        if (receivables.length === 0) return lines;
        if (total.minus(named).gt(0))
          receivables.push({
            account: { slot: 'accounts_receivable' },
            amount: total.minus(named).negated(),
            customer_id: null,
            settled: true,
          });
        return [
          ...lines.filter((l) => !('slot' in l.account && l.account.slot === 'accounts_receivable')),
          ...receivables,
        ];
      },
      dateField: 'issued_at',
    },
  },
});
