import { defineResource } from '../domain/documents.ts';
import { acct, type RuleLine, str } from '../domain/ledger/posting.ts';
import { dec, ZERO } from '../domain/money.ts';
import { array, datetime, decimal, enumOf, map, object, ref, text } from '../kernel/fields.ts';
import { currency, dimensions, documentHeader, metadata, paymentMethodFields } from '../kernel/shared.ts';
import { depositIdField, unappliedAmountField } from './computed.ts';
import { invoices } from './invoice.ts';
import { checkNetAmount } from './net-amount.ts';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'void'] as const;

/**
 * Payment (spec §2.14): money received from a customer. Only list, create and get (spec §4.1):
 * PUT and DELETE answer 405 with an `Allow` header (D5). Identity: `source_id` + `connection_id`.
 */
export const payments = defineResource({
  name: 'payments',
  object: 'payment',
  title: 'Payment',
  description: 'Payments received from customers, allocated to invoices.',
  identity: { sourceField: 'source_id', withConnection: true },
  without: ['update', 'delete'],
  fields: {
    ...documentHeader(),
    amount: decimal({ required: true, filter: 'range', sort: true, description: 'Amount received.' }),
    currency: currency({ required: true }),
    status: enumOf(PAYMENT_STATUSES, { required: true, filter: 'exact' }),
    customer_id: ref('customers', { filter: 'exact', description: 'The paying customer.' }),
    invoice_id: ref('invoices', { filter: 'exact', description: 'The invoice this payment settles.' }),
    ...paymentMethodFields(),
    reference_number: text({ description: 'Check number, card authorisation or bank reference.' }),
    memo: text(),
    deposit_to_account_id: ref('accounts', {
      filter: 'exact',
      description: 'General ledger account the money is deposited to (default: undeposited funds).',
    }),
    deposit_to_account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    fees: decimal({ description: 'Processing fees.' }),
    fee_amount: decimal({
      description: 'Total fee charged by the processor; posted to the processing fees account (D15).',
    }),
    net_amount: decimal({
      description:
        'Amount after fees: what reaches the deposit-to account. Defaults to amount − fee_amount and must equal it when given.',
    }),
    tax_amount: decimal(),
    fee_details: array(map(), { default: [], description: 'Fee breakdown as the provider reports it.' }),
    balance_transaction_id: text({
      description: 'Opaque reference to a balance transaction of the provider.',
    }),
    settlement_payout_id: text({ description: 'Opaque reference to the settlement payout of the provider.' }),
    source_currency: currency({ description: 'Currency the customer paid in (ISO 4217).' }),
    settlement_currency: currency({ description: 'Currency the payment settled in (ISO 4217).' }),
    exchange_rate: decimal({ description: 'Rate from source_currency to settlement_currency.' }),
    occurred_at: datetime({ filter: 'range', sort: true, description: 'When the payment was made.' }),
    settled_at: datetime({ description: 'When the funds settled.' }),
    allocations: array(
      object({
        invoice_id: ref('invoices', { required: true }),
        amount: decimal({ required: true }),
        allocated_at: datetime(),
      }),
      { default: [], description: 'How the payment is applied to invoices.' },
    ),
    dimensions: dimensions(),
    source_metadata: map({ default: {}, description: 'Raw metadata as the source system supplied it.' }),
    metadata: metadata(),
  },
  computed: { unapplied_amount: unappliedAmountField('amount'), deposit_id: depositIdField() },
  document: {
    roles: { currency: 'currency', counterparty: 'customer_id', reference: 'reference_number' },
    // D7: confirm completes a pending payment; its source system may report it failed, refunded or
    // voided (voiding a payment reopens what it paid).
    lifecycle: {
      transitions: [
        {
          action: 'confirm',
          field: 'status',
          from: ['pending'],
          to: 'completed',
          verb: 'confirmed',
          description: 'Confirm a pending payment: it completes, posts and applies to its invoices.',
        },
      ],
      direct: { field: 'status', to: ['failed', 'refunded', 'void'] },
    },
    // Dr the deposit-to account (default undeposited funds) the net amount and processing fees the
    // fee (D15) / Cr receivables the amount, per invoice applied (D8).
    posting: {
      posts: (d) => d.status === 'completed',
      lines(d, ctx): RuleLine[] {
        const amount = dec(d.amount);
        const fee = dec(d.fee_amount);
        const customer = str(d.customer_id);
        // Receivable credits per allocation, each naming its invoice's customer when the payment names none.
        const credits: RuleLine[] = [];
        let allocated = ZERO;
        const allocations = d.allocations ?? [];
        const targets = allocations.length
          ? allocations.map((a) => ({ invoice: str(a.invoice_id), amount: dec(a.amount) }))
          : str(d.invoice_id)
            ? [{ invoice: str(d.invoice_id), amount }]
            : [];
        for (const t of targets) {
          allocated = allocated.plus(t.amount);
          const who = customer ?? (t.invoice ? (ctx.targetCustomers.get(t.invoice) ?? null) : null);
          credits.push({
            account: { slot: 'accounts_receivable' },
            amount: t.amount.negated(),
            customer_id: who,
            settled: true,
          });
        }
        const rest = amount.minus(allocated);
        if (!rest.isZero())
          credits.push({
            account: { slot: 'accounts_receivable' },
            amount: rest.negated(),
            customer_id: customer,
            settled: true,
          });
        const debits: RuleLine[] = [
          {
            account: acct(d.deposit_to_account_id, 'undeposited_funds'),
            amount: amount.minus(fee),
            settled: true,
          },
        ];
        if (!fee.isZero())
          debits.push({ account: { slot: 'processing_fees' }, amount: fee, memo: 'processing fee' });
        return [...debits, ...credits];
      },
      dateField: 'occurred_at',
    },
    applies: {
      target: () => invoices,
      ref: 'invoice_id',
      applies: (d) => d.status === 'completed',
      amount: (d) => d.amount ?? '0',
      madeOn: (d) => d.occurred_at,
      header: 'whole',
      positive: true,
    },
    check: (d) => checkNetAmount(d.amount, d.fee_amount, d.net_amount),
  },
});
