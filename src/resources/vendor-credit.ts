import { defineResource } from '../domain/documents.ts';
import { approvedAndLive, mirror, payableLines } from '../domain/ledger/posting.ts';
import { array, date, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { unappliedAmountField } from './computed.ts';
import { vendorBills } from './vendor-bill.ts';

/** D7: the status values of a vendor credit (the spec does not show them). */
export const VENDOR_CREDIT_STATUSES = ['open', 'partially_applied', 'applied', 'void'] as const;

/** VendorCredit (spec §2.14): a credit a vendor grants, applied against its bills. */
export const vendorCredits = defineResource({
  name: 'vendor_credits',
  object: 'vendor_credit',
  title: 'VendorCredit',
  description: 'Credits received from vendors, applied against their bills.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Credit number on the source document.' }),
    vendor_id: text({ filter: 'exact', description: 'Opaque reference to a vendor of the source system.' }),
    bill_id: ref('vendor_bills', {
      filter: 'exact',
      description:
        'The vendor bill this credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16).',
    }),
    allocations: array(
      object({
        bill_id: ref('vendor_bills', { required: true }),
        amount: decimal({ required: true }),
        allocated_on: date(),
      }),
      {
        default: [],
        description:
          'How the credit is applied to vendor bills of the same vendor and currency (D16); in force while the credit is approved.',
      },
    ),
    status: enumOf(VENDOR_CREDIT_STATUSES, { required: true, filter: 'exact' }),
    approval_status: approvalStatus(),
    memo: text(),
    currency: currency({ required: true }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    document_date: date({
      filter: 'range',
      sort: true,
      description: 'Date on the source document.',
    }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    credit_date: date({ filter: 'range', sort: true, description: 'Date the vendor granted the credit.' }),
    reason_code: text(),
    lines: lines({
      ...pickExtras(...COMMON_EXTRAS, 'account_id'),
      bill_line_ref: text({ description: 'Reference of the bill line this credit line relates to.' }),
      account_code: text({ description: 'Display only; the line posts to `account_id`.' }),
      reason_code: text(),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: { unapplied_amount: unappliedAmountField('total_amount') },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'vendor_id',
      number: 'document_number',
    },
    // D16: applied to bills like a bill payment; posts nothing more (it debited payables already).
    applies: {
      target: () => vendorBills,
      ref: 'bill_id',
      applies: approvedAndLive,
      amount: (d) => d.total_amount ?? '0',
      madeOn: (d) => d.credit_date ?? d.document_date,
      header: 'up_to_open',
      ownStatus: { none: 'open', partial: 'partially_applied', full: 'applied' },
    },
    // The mirror of a vendor bill: Dr accounts payable / Cr each line's account.
    posting: {
      posts: approvedAndLive,
      lines: (d, ctx) => mirror(payableLines(d, ctx)),
      dateField: 'credit_date',
    },
  },
});
