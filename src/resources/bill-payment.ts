import { defineResource } from '../domain/documents.ts';
import { acct } from '../domain/ledger/posting.ts';
import { dec } from '../domain/money.ts';
import { array, boolean, date, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { nestedMetadata } from '../kernel/lines.ts';
import { approvalStatus, currency, documentHeader, metadata, paymentMethodFields } from '../kernel/shared.ts';
import { unappliedAmountField } from './computed.ts';
import { vendorBills } from './vendor-bill.ts';

export const BILL_PAYMENT_STATUSES = ['pending', 'completed', 'void'] as const;

/** BillPayment (spec §2.14): money paid to a vendor. Identity: `source_id` alone (D5). */
export const billPayments = defineResource({
  name: 'bill_payments',
  object: 'bill_payment',
  title: 'BillPayment',
  description: 'Payments made to vendors, allocated to vendor bills.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...documentHeader(),
    vendor_id: text({
      required: true,
      filter: 'exact',
      description: 'Opaque reference to the vendor of the source system.',
    }),
    bill_id: ref('vendor_bills', { filter: 'exact', description: 'The vendor bill this payment settles.' }),
    payment_number: text({ sort: true }),
    amount: decimal({ required: true, filter: 'range', sort: true }),
    currency: currency({ required: true }),
    payment_date: date({ filter: 'range', sort: true }),
    payment_account_id: ref('accounts', {
      filter: 'exact',
      description:
        'Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank).',
    }),
    ...paymentMethodFields(),
    memo: text(),
    is_1099_eligible: boolean(),
    form_1099_type: text(),
    approval_status: approvalStatus(),
    status: enumOf(BILL_PAYMENT_STATUSES, { required: true, filter: 'exact' }),
    allocations: array(
      object({
        bill_id: ref('vendor_bills', { required: true }),
        amount: decimal({ required: true }),
        allocated_on: date(),
        metadata: nestedMetadata(),
      }),
      { default: [], description: 'How the payment is applied to vendor bills.' },
    ),
    metadata: metadata(),
  },
  computed: { unapplied_amount: unappliedAmountField('amount') },
  document: {
    roles: { currency: 'currency', counterparty: 'vendor_id', number: 'payment_number' },
    // D15: Dr accounts payable / Cr the account the money left (default the operating bank account).
    posting: {
      posts: (d) => d.status === 'completed',
      lines(d) {
        const amount = dec(d.amount);
        return [
          { account: { slot: 'accounts_payable' }, amount, settled: true },
          { account: acct(d.payment_account_id, 'operating_bank'), amount: amount.negated(), settled: true },
        ];
      },
      dateField: 'payment_date',
    },
    applies: {
      target: () => vendorBills,
      ref: 'bill_id',
      applies: (d) => d.status === 'completed',
      amount: (d) => d.amount ?? '0',
      madeOn: (d) => d.payment_date,
      header: 'whole',
      positive: true,
    },
  },
});
