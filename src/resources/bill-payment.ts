import { dec } from '../domain/money.ts';
import { defineResource } from './define.ts';
import { array, boolean, date, decimal, enumOf, object, ref, text } from './fields.ts';
import { nestedMetadata } from './lines.ts';
import { approvalStatus, currency, documentHeader, metadata, paymentMethodFields } from './shared.ts';
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
  document: {
    posting: {
      posts: (d) => d.status === 'completed',
      // The spec gives a bill payment no paying-account field: it is paid from undeposited funds.
      lines(d) {
        const amount = dec(d.amount);
        return [
          { account: { slot: 'accounts_payable' }, amount },
          { account: { slot: 'undeposited_funds' }, amount: amount.negated() },
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
    },
  },
});
