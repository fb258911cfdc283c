/**
 * Sales documents: invoices (§2.6), credit memos (§2.7), sales receipts (§2.12) and refund
 * receipts (§2.14). The generic behaviour (D4–D6) runs once per resource from the table CASES;
 * what is particular to each resource follows in its own block.
 */
import { describe, expect, it } from 'vitest';
import type { Field } from '../src/kernel/fields.ts';
import { resourceByName } from '../src/resources/index.ts';
import { errorFields, expectError } from './helpers/errors.ts';
import {
  BASE_LINE_FIELDS,
  bodies,
  COMMON_EXTRA_FIELDS,
  count,
  create,
  created,
  DOC_HEADER_FIELDS,
  expect422Errors,
  idsOf,
  messageOf,
  UNKNOWN_ID,
  uid,
  utc,
} from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Harness, type Json } from './helpers/harness.ts';
import { fullSalesLine, type Refs, salesExtras, seedRefs } from './helpers/sales-fixtures.ts';

type Body = Record<string, Json>;

/** Referenced records: the shared ones and, where a resource needs them, documents. */
interface Ctx extends Refs {
  invoice: string;
  invoice2: string;
  creditMemo: string;
  creditMemo2: string;
  payment: string;
  payment2: string;
}

const META = ['created_at', 'updated_at', 'version'];

// The sales suites' documents come from Stripe, receipts from the point of sale.
const invoiceBody = (over: Body = {}): Body => bodies.invoice({ source_system: 'stripe', ...over });
const creditMemoBody = (over: Body = {}): Body => bodies.creditMemo({ source_system: 'stripe', ...over });
const salesReceiptBody = (over: Body = {}): Body => bodies.salesReceipt({ source_system: 'pos', ...over });
const refundReceiptBody = (over: Body = {}): Body =>
  bodies.refundReceipt({ source_system: 'stripe', ...over });
/** Only the fields spec §2.14 requires of a payment. */
const paymentBody = (): Body => bodies.payment({ source_system: 'stripe' });

/** Seeds what a resource's bodies reference; documents only where `needs` asks for them. */
async function prepare(c: Client, needs: readonly string[] = []): Promise<Ctx> {
  const refs = await seedRefs(c);
  const ctx: Ctx = {
    ...refs,
    invoice: '',
    invoice2: '',
    creditMemo: '',
    creditMemo2: '',
    payment: '',
    payment2: '',
  };
  if (needs.includes('invoices') || needs.includes('credit_memos')) {
    ctx.invoice = await create(c, 'invoices', invoiceBody());
    ctx.invoice2 = await create(c, 'invoices', invoiceBody());
  }
  if (needs.includes('credit_memos')) {
    ctx.creditMemo = await create(c, 'credit_memos', creditMemoBody({ invoice_id: ctx.invoice }));
    ctx.creditMemo2 = await create(c, 'credit_memos', creditMemoBody());
  }
  if (needs.includes('payments')) {
    ctx.payment = await create(c, 'payments', paymentBody());
    ctx.payment2 = await create(c, 'payments', paymentBody());
  }
  return ctx;
}

interface Query {
  query: string;
  /** Indexes into the three variants. */
  expect: number[];
}

interface ResourceCase {
  path: string;
  object: string;
  /** Every field of the resource's section of spec §2, in spec order. */
  fields: string[];
  /** Read-only computed fields it returns after `fields` (the ledger's `open_balance`). */
  computed?: string[];
  /** Every field its lines accept: the base fields, then the extras. */
  lineFields: string[];
  /** Line fields of other resources its lines must refuse. */
  foreignLineFields: string[];
  needs: readonly string[];
  statusValues: string;
  hasApproval: boolean;
  /** A datetime field of the resource, for the invalid-datetime case (none on sales receipts). */
  datetimeField?: string;
  minimal: () => Body;
  /** Values a minimal create returns for fields it did not send; all others are null. */
  defaults: Body;
  full: (ctx: Ctx) => Body;
  /** Three records differing in every filtered and sorted field. */
  variants: (ctx: Ctx) => [Body, Body, Body];
  filters: (ctx: Ctx) => Query[];
  sorts: Query[];
  /** An account-valued ref path of a line for the cross-company reference case. */
  lineAccountPath: string;
}

const fullLineWith = (ctx: Ctx, extras: Body): Body => ({ ...fullSalesLine(ctx), ...extras });

const CASES: ResourceCase[] = [
  {
    path: 'invoices',
    object: 'invoice',
    fields: [
      ...DOC_HEADER_FIELDS,
      'document_number',
      'currency',
      'total_amount',
      'subtotal',
      'tax_amount',
      'discount_amount',
      'tax_behavior',
      'discount_details',
      'shipping_details',
      'status',
      'approval_status',
      'document_date',
      'effective_date',
      'issued_at',
      'due_at',
      'paid_at',
      'billing_period_start',
      'billing_period_end',
      'terms',
      'memo',
      'ship_method',
      'customer_id',
      'customer_name',
      'billing_address',
      'shipping_address',
      'customer',
      'transactions',
      'lines',
      'dimensions',
      'metadata',
      'void_date',
      'exchange_rate',
    ],
    computed: ['open_balance'],
    lineFields: [
      ...BASE_LINE_FIELDS,
      'line_key',
      ...COMMON_EXTRA_FIELDS,
      'account_id',
      'order_line_ref',
      'fulfillment_line_ref',
      'billing_period_start',
      'billing_period_end',
      'subscription_item_id',
      'products',
    ],
    foreignLineFields: ['invoice_line_ref', 'return_quantity', 'payment_line_ref', 'expense_account_id'],
    needs: [],
    statusValues: 'draft, open, partially_paid, paid, overdue, uncollectible, void',
    hasApproval: true,
    datetimeField: 'issued_at',
    minimal: () => invoiceBody(),
    defaults: { status: 'draft', approval_status: 'draft', dimensions: {}, metadata: {} },
    full: (ctx) => ({
      source_id: uid('inv'),
      source_system: 'stripe',
      connection_id: 'conn_1',
      subsidiary_id: 'sub_1',
      document_number: 'INV-1001',
      currency: 'USD',
      // D17: kept as sent on a document in the base currency, which is valued at 1 all the same.
      exchange_rate: '1',
      total_amount: '107.2500',
      subtotal: '100.00',
      tax_amount: '7.2500',
      discount_amount: '0.00',
      tax_behavior: 'exclusive',
      discount_details: [{ code: 'SPRING', amount: '0.00' }],
      shipping_details: { carrier: 'UPS', amount: '0.00' },
      status: 'open',
      approval_status: 'approved',
      document_date: '2026-03-01',
      effective_date: '2026-03-05',
      issued_at: '2026-03-01T10:00:00+02:00',
      due_at: '2026-03-31T23:59:59Z',
      paid_at: '2026-03-20T09:15:30.250-04:00',
      billing_period_start: '2026-02-01T00:00:00Z',
      billing_period_end: '2026-02-28T23:59:59+00:00',
      terms: 'net_30',
      memo: 'Thank you',
      ship_method: 'UPS Ground',
      customer_id: ctx.customer,
      customer_name: 'Ada Lovelace',
      billing_address: { line1: '1 Main St', city: 'London' },
      shipping_address: { line1: '2 Dock Rd', city: 'Leeds' },
      customer: {
        id: 'cus_ext_42',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        metadata: { tier: 'gold' },
      },
      transactions: [
        {
          type: 'charge',
          status: 'succeeded',
          currency: 'USD',
          amount: '107.2500',
          occurred_at: '2026-03-20T09:15:30-04:00',
          metadata: { charge: 'ch_1' },
        },
      ],
      lines: [
        fullLineWith(ctx, {
          line_key: 'key_1',
          ...salesExtras(),
          account_id: ctx.revenue,
          order_line_ref: 'sol_1',
          fulfillment_line_ref: 'ful_1',
          billing_period_start: '2026-02-01T00:00:00+01:00',
          billing_period_end: '2026-02-28T00:00:00Z',
          subscription_item_id: 'si_1',
          products: [{ id: 'p1' }, { id: 'p2', qty: 2 }],
        }),
        { line_type: 'shipping', description: 'Shipping', amount: '0.00', account_id: ctx.revenue },
      ],
      dimensions: { region: 'EU' },
      metadata: { order: '42' },
    }),
    variants: (ctx) => [
      invoiceBody({
        status: 'open',
        approval_status: 'approved',
        customer_id: ctx.customer,
        document_number: 'INV-003',
        document_date: '2026-01-10',
        due_at: '2026-02-09T00:00:00Z',
        total_amount: '9.50',
        // Approved posts to the ledger: the lines must make the total.
        lines: [{ description: 'Consulting', amount: '9.50' }],
      }),
      invoiceBody({
        status: 'paid',
        customer_id: ctx.customer2,
        document_number: 'INV-001',
        document_date: '2026-02-10',
        due_at: '2026-03-12T00:00:00+01:00',
        total_amount: '100.00',
      }),
      invoiceBody({
        document_number: 'INV-002',
        document_date: '2026-03-10',
        due_at: '2026-04-09T12:00:00Z',
        total_amount: '20.00',
      }),
    ],
    filters: (ctx) => [
      { query: 'status=open', expect: [0] },
      { query: 'status=draft', expect: [2] },
      { query: 'approval_status=approved', expect: [0] },
      { query: 'approval_status=draft', expect: [1, 2] },
      { query: `customer_id=${ctx.customer}`, expect: [0] },
      { query: `customer_id=${ctx.customer2}`, expect: [1] },
      { query: 'document_date_from=2026-02-01', expect: [1, 2] },
      { query: 'document_date_to=2026-02-10', expect: [0, 1] },
      { query: 'due_at_from=2026-03-01T00:00:00Z', expect: [1, 2] },
      { query: 'due_at_to=2026-03-11T23:00:00Z', expect: [0, 1] },
      { query: `due_at_to=${encodeURIComponent('2026-03-11T22:59:59+00:00')}`, expect: [0] },
      { query: 'total_amount_from=10', expect: [1, 2] },
      { query: 'total_amount_to=20', expect: [0, 2] },
      { query: 'total_amount_from=9.5&total_amount_to=20.00', expect: [0, 2] },
    ],
    sorts: [
      { query: 'document_number', expect: [1, 2, 0] },
      { query: '-document_number', expect: [0, 2, 1] },
      { query: 'document_date', expect: [0, 1, 2] },
      { query: '-document_date', expect: [2, 1, 0] },
      { query: 'due_at', expect: [0, 1, 2] },
      { query: '-due_at', expect: [2, 1, 0] },
      { query: 'total_amount', expect: [0, 2, 1] },
      { query: '-total_amount', expect: [1, 2, 0] },
    ],
    lineAccountPath: 'account_id',
  },
  {
    path: 'credit_memos',
    object: 'credit_memo',
    fields: [
      ...DOC_HEADER_FIELDS,
      'document_number',
      'status',
      'approval_status',
      'reason_code',
      'memo',
      'currency',
      'total_amount',
      'document_date',
      'effective_date',
      'issued_at',
      'applied_at',
      'refunded_at',
      'customer_id',
      'invoice_id',
      'allocations',
      'lines',
      'dimensions',
      'metadata',
      'void_date',
      'exchange_rate',
    ],
    computed: ['unapplied_amount'],
    lineFields: [
      ...BASE_LINE_FIELDS,
      'line_key',
      ...COMMON_EXTRA_FIELDS,
      'account_id',
      'invoice_line_ref',
      'reason_code',
      'return_quantity',
    ],
    foreignLineFields: ['order_line_ref', 'products', 'payment_line_ref', 'expense_account_id'],
    needs: ['invoices'],
    statusValues: 'open, partially_applied, applied, void',
    hasApproval: true,
    datetimeField: 'issued_at',
    minimal: () => creditMemoBody(),
    defaults: { approval_status: 'draft', allocations: [], lines: [], dimensions: {}, metadata: {} },
    full: (ctx) => ({
      source_id: uid('cm'),
      source_system: 'stripe',
      connection_id: 'conn_1',
      subsidiary_id: 'sub_1',
      document_number: 'CM-1001',
      status: 'partially_applied',
      approval_status: 'pending_approval',
      reason_code: 'damaged',
      memo: 'Damaged in transit',
      currency: 'EUR',
      exchange_rate: '1.0834',
      total_amount: '107.2500',
      document_date: '2026-03-01',
      effective_date: '2026-03-02',
      issued_at: '2026-03-01T10:00:00+02:00',
      applied_at: '2026-03-03T08:00:00-05:00',
      refunded_at: '2026-03-04T00:00:00.125Z',
      customer_id: ctx.customer,
      invoice_id: ctx.invoice,
      allocations: [{ invoice_id: ctx.invoice, amount: '10.00', allocated_on: '2026-03-03' }],
      lines: [
        fullLineWith(ctx, {
          line_key: 'key_1',
          ...salesExtras(),
          currency: 'EUR', // a document's lines are in its currency (issue 25)
          account_id: ctx.revenue,
          invoice_line_ref: 'inv_li_1',
          reason_code: 'damaged',
          return_quantity: '1.5',
        }),
        { line_type: 'tax', amount: '7.2500', account_id: ctx.asset },
      ],
      dimensions: { region: 'EU' },
      metadata: { rma: 'R-9' },
    }),
    variants: (ctx) => [
      creditMemoBody({
        status: 'open',
        approval_status: 'approved',
        customer_id: ctx.customer,
        invoice_id: ctx.invoice,
        document_number: 'CM-003',
        document_date: '2026-01-10',
        total_amount: '9.50',
        // Approved posts to the ledger: the lines must make the total.
        lines: [{ description: 'Refund', amount: '9.50' }],
      }),
      creditMemoBody({
        status: 'applied',
        customer_id: ctx.customer2,
        invoice_id: ctx.invoice2,
        document_number: 'CM-001',
        document_date: '2026-02-10',
        total_amount: '100.00',
      }),
      creditMemoBody({
        status: 'partially_applied',
        document_number: 'CM-002',
        document_date: '2026-03-10',
        total_amount: '20.00',
      }),
    ],
    filters: (ctx) => [
      { query: 'status=open', expect: [0] },
      { query: 'status=partially_applied', expect: [2] },
      { query: 'approval_status=approved', expect: [0] },
      { query: 'approval_status=draft', expect: [1, 2] },
      { query: `customer_id=${ctx.customer}`, expect: [0] },
      { query: `invoice_id=${ctx.invoice2}`, expect: [1] },
      { query: 'document_date_from=2026-02-01', expect: [1, 2] },
      { query: 'document_date_to=2026-02-10', expect: [0, 1] },
      { query: 'total_amount_from=10', expect: [1, 2] },
      { query: 'total_amount_to=20', expect: [0, 2] },
    ],
    sorts: [
      { query: 'document_number', expect: [1, 2, 0] },
      { query: '-document_number', expect: [0, 2, 1] },
      { query: 'document_date', expect: [0, 1, 2] },
      { query: '-document_date', expect: [2, 1, 0] },
      { query: 'total_amount', expect: [0, 2, 1] },
      { query: '-total_amount', expect: [1, 2, 0] },
    ],
    lineAccountPath: 'account_id',
  },
  {
    path: 'sales_receipts',
    object: 'sales_receipt',
    fields: [
      ...DOC_HEADER_FIELDS,
      'document_number',
      'customer_id',
      'status',
      'approval_status',
      'currency',
      'total_amount',
      'subtotal',
      'tax_amount',
      'discount_amount',
      'payment_method',
      'ship_method',
      'document_date',
      'effective_date',
      'receipt_date',
      'sales_rep_id',
      'revenue_account_id',
      'deposit_to_account_id',
      'deposit_to_account_code',
      'location_id',
      'register_id',
      'memo',
      'lines',
      'dimensions',
      'metadata',
      'void_date',
      'exchange_rate',
    ],
    computed: ['deposit_id'],
    lineFields: [...BASE_LINE_FIELDS, 'line_key', ...COMMON_EXTRA_FIELDS, 'account_id'],
    foreignLineFields: ['order_line_ref', 'invoice_line_ref', 'payment_line_ref', 'expense_account_id'],
    needs: [],
    statusValues: 'draft, completed, void',
    hasApproval: true,
    minimal: () => salesReceiptBody(),
    defaults: { approval_status: 'draft', lines: [], dimensions: {}, metadata: {} },
    full: (ctx) => ({
      source_id: uid('sr'),
      source_system: 'pos',
      connection_id: 'store_1',
      subsidiary_id: 'sub_1',
      document_number: 'SR-1001',
      customer_id: ctx.customer,
      status: 'completed',
      approval_status: 'approved',
      currency: 'USD',
      // D17: kept as sent on a document in the base currency, which is valued at 1 all the same.
      exchange_rate: '1',
      total_amount: '107.2500',
      subtotal: '100.00',
      tax_amount: '7.2500',
      discount_amount: '0.00',
      payment_method: 'Visa',
      ship_method: 'pickup',
      document_date: '2026-03-01',
      effective_date: '2026-03-02',
      receipt_date: '2026-03-01',
      sales_rep_id: 'rep_7',
      revenue_account_id: ctx.revenue,
      deposit_to_account_id: ctx.asset,
      deposit_to_account_code: '1010',
      location_id: 'loc_store_1',
      register_id: 'reg_3',
      memo: 'Counter sale',
      lines: [
        fullLineWith(ctx, { line_key: 'key_1', ...salesExtras(), account_id: ctx.revenue }),
        { line_type: 'tax', amount: '7.2500' },
      ],
      dimensions: { store: 'downtown' },
      metadata: { till: '3' },
    }),
    variants: (ctx) => [
      salesReceiptBody({
        status: 'completed',
        approval_status: 'approved',
        customer_id: ctx.customer,
        revenue_account_id: ctx.revenue,
        deposit_to_account_id: ctx.asset,
        document_number: 'SR-003',
        document_date: '2026-01-10',
        receipt_date: '2026-01-11',
        total_amount: '9.50',
        // Approved posts to the ledger: the lines must make the total.
        lines: [{ description: 'Counter sale', amount: '9.50' }],
      }),
      salesReceiptBody({
        status: 'void',
        customer_id: ctx.customer2,
        deposit_to_account_id: ctx.asset,
        document_number: 'SR-001',
        document_date: '2026-02-10',
        receipt_date: '2026-02-11',
        total_amount: '100.00',
      }),
      salesReceiptBody({
        status: 'draft',
        document_number: 'SR-002',
        document_date: '2026-03-10',
        receipt_date: '2026-03-11',
        total_amount: '20.00',
      }),
    ],
    filters: (ctx) => [
      { query: 'status=completed', expect: [0] },
      { query: 'status=draft', expect: [2] },
      { query: 'approval_status=approved', expect: [0] },
      // Imported void: void by both fields (D7), as the void action leaves it.
      { query: 'approval_status=draft', expect: [2] },
      { query: 'approval_status=void', expect: [1] },
      { query: `customer_id=${ctx.customer2}`, expect: [1] },
      { query: `revenue_account_id=${ctx.revenue}`, expect: [0] },
      { query: `deposit_to_account_id=${ctx.asset}`, expect: [0, 1] },
      { query: 'document_date_from=2026-02-01', expect: [1, 2] },
      { query: 'document_date_to=2026-02-10', expect: [0, 1] },
      { query: 'receipt_date_from=2026-02-11', expect: [1, 2] },
      { query: 'receipt_date_to=2026-02-10', expect: [0] },
      { query: 'total_amount_from=10', expect: [1, 2] },
      { query: 'total_amount_to=20', expect: [0, 2] },
    ],
    sorts: [
      { query: 'document_number', expect: [1, 2, 0] },
      { query: '-document_number', expect: [0, 2, 1] },
      { query: 'document_date', expect: [0, 1, 2] },
      { query: 'receipt_date', expect: [0, 1, 2] },
      { query: '-receipt_date', expect: [2, 1, 0] },
      { query: 'total_amount', expect: [0, 2, 1] },
      { query: '-total_amount', expect: [1, 2, 0] },
    ],
    lineAccountPath: 'account_id',
  },
  {
    path: 'refund_receipts',
    object: 'refund_receipt',
    fields: [
      ...DOC_HEADER_FIELDS,
      'document_number',
      'status',
      'reason',
      'memo',
      'refund_method',
      'currency',
      'total_amount',
      'document_date',
      'effective_date',
      'refund_date',
      'customer_id',
      'payment_id',
      'charge_id',
      'credit_memo_id',
      'balance_transaction_id',
      'fee_amount',
      'net_amount',
      'refund_from_account_id',
      'fee_details',
      'source_currency',
      'settlement_currency',
      'exchange_rate',
      'lines',
      'dimensions',
      'source_metadata',
      'metadata',
      'void_date',
    ],
    lineFields: [...BASE_LINE_FIELDS, ...COMMON_EXTRA_FIELDS, 'payment_line_ref', 'charge_line_ref'],
    foreignLineFields: ['line_key', 'account_id', 'order_line_ref', 'invoice_line_ref'],
    needs: ['credit_memos', 'payments'],
    statusValues: 'draft, pending, completed, failed, void',
    hasApproval: false,
    datetimeField: 'refund_date',
    minimal: () => refundReceiptBody(),
    defaults: { lines: [], fee_details: [], dimensions: {}, source_metadata: {}, metadata: {} },
    full: (ctx) => ({
      source_id: uid('rr'),
      source_system: 'stripe',
      connection_id: 'acct_1',
      subsidiary_id: 'sub_1',
      document_number: 'RR-1001',
      status: 'completed',
      reason: 'requested_by_customer',
      memo: 'Refund of order 42',
      refund_method: 'card',
      currency: 'USD',
      total_amount: '107.2500',
      document_date: '2026-03-01',
      effective_date: '2026-03-02',
      refund_date: '2026-03-01T21:30:00-05:00',
      customer_id: ctx.customer,
      payment_id: ctx.payment,
      charge_id: 'ch_3N',
      credit_memo_id: ctx.creditMemo,
      balance_transaction_id: 'txn_1N',
      fee_amount: '0.30',
      net_amount: '106.9500',
      refund_from_account_id: ctx.asset,
      fee_details: [{ type: 'stripe_fee', amount: '-0.30' }],
      source_currency: 'EUR',
      settlement_currency: 'USD',
      exchange_rate: '1.0834500000',
      lines: [
        fullLineWith(ctx, { ...salesExtras(), payment_line_ref: 'pl_1', charge_line_ref: 'cl_1' }),
        // Completed posts to the ledger: 100.00 + 7.25 tax - 5.00 + 5.00 make total_amount.
        { line_type: 'tax', amount: '7.2500' },
        { description: 'Restocking fee', amount: '-5.00' },
        { description: 'Return shipping', amount: '5.00' },
      ],
      dimensions: { region: 'EU' },
      source_metadata: { stripe_refund: 're_1' },
      metadata: { ticket: 'T-9' },
    }),
    variants: (ctx) => [
      refundReceiptBody({
        status: 'completed',
        customer_id: ctx.customer,
        payment_id: ctx.payment,
        credit_memo_id: ctx.creditMemo,
        document_number: 'RR-003',
        document_date: '2026-01-10',
        refund_date: '2026-01-10T10:00:00Z',
        total_amount: '9.50',
        // Completed posts to the ledger: the lines must make the total.
        lines: [{ description: 'Refund', amount: '9.50' }],
      }),
      refundReceiptBody({
        status: 'failed',
        customer_id: ctx.customer2,
        payment_id: ctx.payment2,
        document_number: 'RR-001',
        document_date: '2026-02-10',
        refund_date: '2026-02-10T10:00:00+05:00',
        total_amount: '100.00',
      }),
      refundReceiptBody({
        status: 'pending',
        credit_memo_id: ctx.creditMemo2,
        document_number: 'RR-002',
        document_date: '2026-03-10',
        refund_date: '2026-03-10T10:00:00Z',
        total_amount: '20.00',
      }),
    ],
    filters: (ctx) => [
      { query: 'status=failed', expect: [1] },
      { query: 'status=pending', expect: [2] },
      { query: `customer_id=${ctx.customer}`, expect: [0] },
      { query: `payment_id=${ctx.payment2}`, expect: [1] },
      { query: `credit_memo_id=${ctx.creditMemo2}`, expect: [2] },
      { query: 'document_date_from=2026-02-01', expect: [1, 2] },
      { query: 'document_date_to=2026-02-10', expect: [0, 1] },
      { query: 'refund_date_from=2026-02-10T05:00:00Z', expect: [1, 2] },
      { query: 'refund_date_from=2026-02-10T05:00:01Z', expect: [2] },
      { query: 'refund_date_to=2026-02-10T04:59:59Z', expect: [0] },
      { query: 'total_amount_from=10', expect: [1, 2] },
      { query: 'total_amount_to=20', expect: [0, 2] },
    ],
    sorts: [
      { query: 'document_number', expect: [1, 2, 0] },
      { query: '-document_number', expect: [0, 2, 1] },
      { query: 'document_date', expect: [0, 1, 2] },
      { query: 'refund_date', expect: [0, 1, 2] },
      { query: '-refund_date', expect: [2, 1, 0] },
      { query: 'total_amount', expect: [0, 2, 1] },
      { query: '-total_amount', expect: [1, 2, 0] },
    ],
    lineAccountPath: 'detail.account_id',
  },
];

/** The lines a full create returns: datetimes in UTC, unnumbered lines numbered by position. */
const expectedLines = (lines: Body[]) => lines.map((l, i) => ({ line_number: i + 1, ...utc(l) }));

/** A valid line whose account reference (at `rc.lineAccountPath`) is `id`. */
function accountLine(rc: ResourceCase, id: string): Body {
  const line = { description: 'x', amount: '1.00' };
  return rc.lineAccountPath === 'account_id'
    ? { ...line, account_id: id }
    : { ...line, detail: { type: 'item', account_id: id } };
}

forEachDatabase((h: () => Harness) => {
  for (const rc of CASES) {
    const base = `/v1/${rc.path}`;

    describe(`${rc.path}: generic behaviour`, () => {
      it('the definition has exactly the spec fields and line fields, in spec order', () => {
        const r = resourceByName(rc.path)!;
        expect(r.object).toBe(rc.object);
        expect(Object.keys(r.fields)).toEqual(rc.fields);
        const lineItem = (r.fields.lines as Field).items!;
        expect(Object.keys(lineItem.fields!)).toEqual(rc.lineFields);
        expect(r.allows).toEqual({ create: true, update: true, delete: true });
        expect(r.identity).toEqual({ sourceField: 'source_id', withConnection: true });
      });

      it('creates with only the required fields: defaults and nulls', async () => {
        const c = await h().company();
        const body = rc.minimal();
        const res = await c.post(base, body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.headers.get('etag')).toBe('"1"');
        const { id, object, data } = res.body;
        expect(object).toBe(rc.object);
        expect(Object.keys(data)).toEqual(['id', ...rc.fields, ...(rc.computed ?? []), ...META]);
        // Nothing is paid on a new document: its open balance is its total.
        if (rc.computed?.includes('open_balance')) expect(data.open_balance).toBe(body.total_amount);
        expect(data.id).toBe(id);
        expect(data.version).toBe(1);
        for (const f of rc.fields) {
          if (f === 'lines' && body.lines) expect(data.lines).toEqual(expectedLines(body.lines));
          else if (f in body) expect(data[f], f).toEqual(body[f]);
          else if (f in rc.defaults) expect(data[f], f).toEqual(rc.defaults[f]);
          else expect(data[f], f).toBeNull();
        }
        if (rc.hasApproval) expect(data.approval_status).toBe('draft');
      });

      it('creates with every field set and echoes each back (decimals as sent, datetimes in UTC)', async () => {
        const c = await h().company();
        const ctx = await prepare(c, rc.needs);
        const full = rc.full(ctx);
        // Every field but void_date, which is given only with a void (D18).
        const sent = rc.fields.filter((f) => f !== 'void_date');
        expect(Object.keys(full).sort()).toEqual([...sent].sort());
        expect(Object.keys(full.lines[0]).sort()).toEqual([...rc.lineFields].sort());
        const res = await c.post(base, full);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const { data } = res.body;
        expect(data.void_date).toBeNull();
        for (const f of sent) {
          const want = f === 'lines' ? expectedLines(full.lines) : utc(full[f]);
          expect(data[f], f).toEqual(want);
          expect(data[f], f).not.toBeNull();
        }
        expect(data.total_amount).toBe('107.2500');
        expect(data.lines[0].tax_details[0].tax_amount).toBe('7.2500');
        expect(data.lines[0].discount_amount).toBe('-0.50');
        if (rc.datetimeField) {
          expect(data[rc.datetimeField]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
          expect(data[rc.datetimeField]).toBe(new Date(full[rc.datetimeField]).toISOString());
        }
        const got = await c.get(`${base}/${res.body.id}`);
        expect(got.status).toBe(200);
        expect(got.headers.get('etag')).toBe('"1"');
        expect(got.body).toEqual(res.body);
      });

      it('lists: every filter really filters, every sort field sorts (decimals numerically)', async () => {
        const c = await h().company();
        const ctx = await prepare(c, rc.needs);
        const ids: string[] = [];
        for (const v of rc.variants(ctx)) ids.push(await create(c, rc.path, v));
        const all = await c.get(base);
        expect(all.body.pagination.total_count).toBe(3);
        for (const f of rc.filters(ctx)) {
          const got = idsOf(await c.get(`${base}?${f.query}`));
          expect([...got].sort(), f.query).toEqual(f.expect.map((i) => ids[i]).sort());
        }
        for (const s of rc.sorts) {
          const got = idsOf(await c.get(`${base}?sort=${s.query}`));
          expect(got, s.query).toEqual(s.expect.map((i) => ids[i]));
        }
        const unknownSort = await c.get(`${base}?sort=memo`);
        expect422Errors(unknownSort, 'VALIDATION_ERROR', [{ field: 'sort', code: 'invalid_enum' }]);
        const unknownFilter = await c.get(`${base}?memo=x`);
        expect422Errors(unknownFilter, 'VALIDATION_ERROR', [{ field: 'memo', code: 'unknown_parameter' }]);
        const badRef = await c.get(`${base}?customer_id=not-a-uuid`);
        expect(badRef.status).toBe(422);
      });

      it('updates only the fields sent; arrays replaced whole; null clears; required cannot be cleared', async () => {
        const c = await h().company();
        const ctx = await prepare(c, rc.needs);
        const full = rc.full(ctx);
        const { body } = await c.post(base, full);
        // A posted document must still add up: the new line plus the header tax it keeps.
        const newTotal = (5 + Number(full.tax_amount ?? 0)).toFixed(2);
        const res = await c.put(`${base}/${body.id}`, {
          memo: null,
          metadata: null,
          dimensions: { region: 'US' },
          customer_id: ctx.customer2,
          total_amount: newTotal,
          // D19: a subtotal, where the document has one, is the sum of its lines.
          ...(full.subtotal != null ? { subtotal: '5.00' } : {}),
          // D15: a net amount, where the document has one, is its total less the fee.
          ...(full.net_amount != null
            ? { net_amount: (Number(newTotal) - Number(full.fee_amount)).toFixed(2) }
            : {}),
          lines: [{ line_type: 'service', description: 'Replacement', amount: '5.00' }],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.headers.get('etag')).toBe('"2"');
        const { data } = res.body;
        expect(data.memo).toBeNull();
        expect(data.metadata).toEqual({});
        expect(data.dimensions).toEqual({ region: 'US' });
        expect(data.customer_id).toBe(ctx.customer2);
        expect(data.total_amount).toBe(newTotal);
        if (full.subtotal != null) expect(data.subtotal).toBe('5.00');
        expect(data.lines).toEqual([
          { line_number: 1, line_type: 'service', description: 'Replacement', amount: '5.00' },
        ]);
        expect(data.version).toBe(2);
        const sent = [
          'memo',
          'metadata',
          'dimensions',
          'customer_id',
          'total_amount',
          'subtotal',
          'net_amount',
          'lines',
        ];
        for (const f of rc.fields) {
          if (!sent.includes(f)) {
            expect(data[f], f).toEqual(body.data[f]);
          }
        }
        const cleared = await c.put(`${base}/${body.id}`, { currency: null, source_system: null });
        expect422Errors(cleared, 'VALIDATION_ERROR', [
          { field: 'currency', code: 'required' },
          { field: 'source_system', code: 'required' },
        ]);
        const badRef = await c.put(`${base}/${body.id}`, { customer_id: ctx.revenue });
        expect422Errors(badRef, 'INVALID_REFERENCE', [{ field: 'customer_id', code: 'invalid_reference' }]);
        const after = await c.get(`${base}/${body.id}`);
        expect(after.body.data.version).toBe(2);
        expect(after.body.data.customer_id).toBe(ctx.customer2);
      });

      it('a PUT taking another record’s source identity is 409', async () => {
        const c = await h().company();
        const a = created(await c.post(base, rc.minimal()));
        const b = created(await c.post(base, rc.minimal()));
        const res = await c.put(`${base}/${b.id}`, { source_id: a.data.source_id });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('DUPLICATE_SOURCE_IDENTITY');
      });

      it('deletes, then 404; 404 for unknown and malformed ids; PATCH is 405 with Allow', async () => {
        const c = await h().company();
        const { body } = await c.post(base, rc.minimal());
        const del = await c.delete(`${base}/${body.id}`);
        expect(del.status).toBe(200);
        expect(del.body).toEqual({ deleted: true, id: body.id, object: rc.object });
        expect((await c.get(`${base}/${body.id}`)).status).toBe(404);
        expect((await c.delete(`${base}/${body.id}`)).status).toBe(404);
        expect(await count(c, rc.path)).toBe(0);
        for (const res of [
          await c.get(`${base}/${UNKNOWN_ID}`),
          await c.put(`${base}/${UNKNOWN_ID}`, { memo: 'x' }),
          await c.delete(`${base}/${UNKNOWN_ID}`),
          await c.get(`${base}/not-a-uuid`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.code).toBe('NOT_FOUND');
        }
        const patch = await c.request('PATCH', `${base}/${UNKNOWN_ID}`, { body: { memo: 'x' } });
        expect(patch.status).toBe(405);
        expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
      });

      it('another company cannot see or change the record, nor reference its own records', async () => {
        const c = await h().company();
        const other = await h().company();
        const ctx = await prepare(c, rc.needs);
        const { body } = await c.post(base, rc.full(ctx));
        expect((await other.get(`${base}/${body.id}`)).status).toBe(404);
        expect((await other.put(`${base}/${body.id}`, { memo: 'hijack' })).status).toBe(404);
        expect((await other.delete(`${base}/${body.id}`)).status).toBe(404);
        expect(await count(other, rc.path)).toBe(0);
        // The other company referencing this company's customer and account: 422, nothing stored.
        const theirs = rc.minimal();
        const line = { description: 'x', amount: '1.00' };
        const res = await other.post(base, {
          ...theirs,
          customer_id: ctx.customer,
          lines: [line, accountLine(rc, ctx.revenue)],
        });
        expect422Errors(res, 'INVALID_REFERENCE', [
          { field: 'customer_id', code: 'invalid_reference' },
          { field: `lines.1.${rc.lineAccountPath}`, code: 'invalid_reference' },
        ]);
        expect(await count(other, rc.path)).toBe(0);
        // The same source identity in another company is another record.
        const same = await other.post(base, {
          ...theirs,
          source_id: body.data.source_id,
          connection_id: 'conn_1',
        });
        expect(same.status).toBe(201);
        expect(same.body.id).not.toBe(body.id);
        expect((await c.get(`${base}/${body.id}`)).body.data.memo).toBe(body.data.memo);
      });

      it('create is an upsert by source_system + source_id + connection_id', async () => {
        const c = await h().company();
        const first = rc.minimal();
        const a = await c.post(base, first);
        expect(a.status).toBe(201);
        const b = await c.post(base, { ...first, memo: 'second import', total_amount: '11.00' });
        expect(b.status).toBe(200);
        expect(b.body.id).toBe(a.body.id);
        expect(b.body.data.memo).toBe('second import');
        expect(b.body.data.total_amount).toBe('11.00');
        expect(b.body.data.version).toBe(2);
        expect(await count(c, rc.path)).toBe(1);
        const again = await c.post(base, { ...first, memo: 'second import', total_amount: '11.00' });
        expect(again.status).toBe(200);
        expect(again.body.data.version).toBe(2);
        // connection_id is part of the identity: another connection is another record.
        const otherConn = await c.post(base, { ...first, connection_id: 'conn_2' });
        expect(otherConn.status).toBe(201);
        const otherSystem = await c.post(base, { ...first, source_system: 'other' });
        expect(otherSystem.status).toBe(201);
        expect(await count(c, rc.path)).toBe(3);
        const bySource = await c.get(`${base}?source_id=${first.source_id}&connection_id=conn_2`);
        expect(idsOf(bySource)).toEqual([otherConn.body.id]);
      });

      it('bad input: each a 422 naming the field, all reported at once, nothing stored', async () => {
        const c = await h().company();
        const ok = rc.minimal();
        const without = (f: string) => {
          const b = structuredClone(ok);
          delete b[f];
          return b;
        };
        const line = { description: 'x', amount: '1.00' };
        const cases: { body: Body; errors: { field: string; code: string }[] }[] = [
          { body: without('source_id'), errors: [{ field: 'source_id', code: 'required' }] },
          { body: without('source_system'), errors: [{ field: 'source_system', code: 'required' }] },
          { body: without('currency'), errors: [{ field: 'currency', code: 'required' }] },
          { body: without('total_amount'), errors: [{ field: 'total_amount', code: 'required' }] },
          { body: { ...ok, memo: 5 }, errors: [{ field: 'memo', code: 'invalid_type' }] },
          {
            body: { ...ok, document_number: true },
            errors: [{ field: 'document_number', code: 'invalid_type' }],
          },
          { body: { ...ok, metadata: 'x' }, errors: [{ field: 'metadata', code: 'invalid_type' }] },
          { body: { ...ok, lines: { 0: line } }, errors: [{ field: 'lines', code: 'invalid_type' }] },
          { body: { ...ok, foo: 1 }, errors: [{ field: 'foo', code: 'unknown_field' }] },
          {
            body: { ...ok, lines: [{ ...line, foo: 'bar' }] },
            errors: [{ field: 'lines.0.foo', code: 'unknown_field' }],
          },
          {
            body: { ...ok, lines: [line, { ...line, detail: { type: 'item', colour: 'red' } }] },
            errors: [{ field: 'lines.1.detail.colour', code: 'unknown_field' }],
          },
          { body: { ...ok, total_amount: 10.5 }, errors: [{ field: 'total_amount', code: 'invalid_type' }] },
          {
            body: { ...ok, lines: [line, { ...line, amount: 3 }] },
            errors: [{ field: 'lines.1.amount', code: 'invalid_type' }],
          },
          {
            body: { ...ok, total_amount: '1,000.00' },
            errors: [{ field: 'total_amount', code: 'invalid_decimal' }],
          },
          {
            body: { ...ok, document_date: '2026-02-30' },
            errors: [{ field: 'document_date', code: 'invalid_date' }],
          },
          {
            body: { ...ok, effective_date: '01/03/2026' },
            errors: [{ field: 'effective_date', code: 'invalid_date' }],
          },
          { body: { ...ok, status: 'bogus' }, errors: [{ field: 'status', code: 'invalid_enum' }] },
          {
            body: { ...ok, lines: [{ ...line, tax_status: 'sometimes' }] },
            errors: [{ field: 'lines.0.tax_status', code: 'invalid_enum' }],
          },
          { body: { ...ok, currency: 'US' }, errors: [{ field: 'currency', code: 'invalid_format' }] },
        ];
        if (rc.path !== 'invoices') {
          cases.push({ body: without('status'), errors: [{ field: 'status', code: 'required' }] });
        }
        if (rc.hasApproval) {
          cases.push({
            body: { ...ok, approval_status: 'done' },
            errors: [{ field: 'approval_status', code: 'invalid_enum' }],
          });
        }
        if (rc.datetimeField) {
          cases.push(
            {
              body: { ...ok, [rc.datetimeField]: '2026-03-01T10:00:00' },
              errors: [{ field: rc.datetimeField, code: 'invalid_datetime' }],
            },
            {
              body: { ...ok, [rc.datetimeField]: '2026-13-01T10:00:00Z' },
              errors: [{ field: rc.datetimeField, code: 'invalid_datetime' }],
            },
          );
        }
        for (const foreign of rc.foreignLineFields) {
          cases.push({
            body: { ...ok, lines: [{ ...line, [foreign]: 'x' }] },
            errors: [{ field: `lines.0.${foreign}`, code: 'unknown_field' }],
          });
        }
        for (const k of cases) {
          const res = await c.post(base, k.body);
          expect422Errors(res, 'VALIDATION_ERROR', k.errors);
        }
        const decimalMessage = messageOf(
          (await c.post(base, { ...ok, total_amount: 10.5 })).body,
          'total_amount',
        );
        expect(decimalMessage).toContain('send decimals as strings');
        const enumMessage = messageOf((await c.post(base, { ...ok, status: 'bogus' })).body, 'status');
        expect(enumMessage).toBe(`must be one of: ${rc.statusValues}`);
        // Every problem of one request at once.
        const many = await c.post(base, {
          ...without('currency'),
          memo: 5,
          foo: 1,
          total_amount: 10.5,
          document_date: '2026-02-30',
          status: 'bogus',
          lines: [
            { ...line, foo: 1 },
            { ...line, amount: 3 },
          ],
        });
        expect422Errors(many, 'VALIDATION_ERROR', [
          { field: 'currency', code: 'required' },
          { field: 'memo', code: 'invalid_type' },
          { field: 'foo', code: 'unknown_field' },
          { field: 'total_amount', code: 'invalid_type' },
          { field: 'document_date', code: 'invalid_date' },
          { field: 'status', code: 'invalid_enum' },
          { field: 'lines.0.foo', code: 'unknown_field' },
          { field: 'lines.1.amount', code: 'invalid_type' },
        ]);
        expect(await count(c, rc.path)).toBe(0);
      });

      it('bad references: another company’s record, a record of the wrong type, not an id', async () => {
        const c = await h().company();
        const other = await h().company();
        const ctx = await prepare(c, rc.needs);
        const theirs = await seedRefs(other);
        const ok = rc.minimal();
        const line = { description: 'x', amount: '1.00' };
        const cases: { body: Body; field: string }[] = [
          { body: { ...ok, customer_id: theirs.customer }, field: 'customer_id' },
          { body: { ...ok, customer_id: ctx.revenue }, field: 'customer_id' },
          { body: { ...ok, customer_id: 'cus_123' }, field: 'customer_id' },
          { body: { ...ok, customer_id: UNKNOWN_ID }, field: 'customer_id' },
          {
            body: { ...ok, lines: [line, accountLine(rc, theirs.revenue)] },
            field: `lines.1.${rc.lineAccountPath}`,
          },
          {
            body: { ...ok, lines: [line, accountLine(rc, ctx.customer)] },
            field: `lines.1.${rc.lineAccountPath}`,
          },
          {
            body: { ...ok, lines: [{ ...line, detail: { type: 'item', item_id: ctx.customer } }] },
            field: 'lines.0.detail.item_id',
          },
          {
            body: { ...ok, lines: [{ ...line, detail: { type: 'item', item_id: theirs.item } }] },
            field: 'lines.0.detail.item_id',
          },
        ];
        for (const k of cases) {
          const res = await c.post(base, k.body);
          expect422Errors(res, 'INVALID_REFERENCE', [{ field: k.field, code: 'invalid_reference' }]);
          expect(messageOf(res.body, k.field)).toMatch(/^must be the id of an existing \w+ of this company$/);
        }
        const both = await c.post(base, {
          ...ok,
          customer_id: ctx.revenue,
          lines: [line, accountLine(rc, theirs.revenue)],
        });
        expect422Errors(both, 'INVALID_REFERENCE', [
          { field: 'customer_id', code: 'invalid_reference' },
          { field: `lines.1.${rc.lineAccountPath}`, code: 'invalid_reference' },
        ]);
        expect(await count(c, rc.path)).toBe(0);
      });

      it('numbers lines 1..n in array order where line_number is left out', async () => {
        const c = await h().company();
        const line = (d: string) => ({ description: d, amount: '1.00' });
        const res = await c.post(base, {
          ...rc.minimal(),
          lines: [{ ...line('a'), line_number: 10 }, line('b'), line('c')],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.data.lines.map((l: Json) => [l.line_number, l.description])).toEqual([
          [10, 'a'],
          [2, 'b'],
          [3, 'c'],
        ]);
        const upd = await c.put(`${base}/${res.body.id}`, { lines: [line('z'), line('y')] });
        expect(upd.body.data.lines.map((l: Json) => l.line_number)).toEqual([1, 2]);
        const bad = await c.post(base, {
          ...rc.minimal(),
          lines: [line('a'), { ...line('b'), line_number: 1.5 }],
        });
        expect422Errors(bad, 'VALIDATION_ERROR', [{ field: 'lines.1.line_number', code: 'invalid_type' }]);
      });

      it('validates detail and tax_details inside lines', async () => {
        const c = await h().company();
        const line = { description: 'x', amount: '1.00' };
        const res = await c.post(base, {
          ...rc.minimal(),
          lines: [
            line,
            {
              ...line,
              detail: { sku: 'x', quantity: 2 },
              tax_details: [
                { tax_name: 'VAT', rate: '0.2' },
                { tax_detail_ref: 't', tax_amount: '1', amount_includes_tax: 'no' },
              ],
            },
          ],
        });
        expect422Errors(res, 'VALIDATION_ERROR', [
          { field: 'lines.1.detail.type', code: 'required' },
          { field: 'lines.1.detail.quantity', code: 'invalid_type' },
          { field: 'lines.1.tax_details.0.tax_detail_ref', code: 'required' },
          { field: 'lines.1.tax_details.0.tax_amount', code: 'required' },
          { field: 'lines.1.tax_details.0.amount_includes_tax', code: 'required' },
          { field: 'lines.1.tax_details.1.amount_includes_tax', code: 'invalid_type' },
        ]);
        const badType = await c.post(base, {
          ...rc.minimal(),
          lines: [{ ...line, detail: { type: 'gift' } }],
        });
        expect(messageOf(badType.body, 'lines.0.detail.type')).toBe(
          'must be one of: item, discount, subtotal, description_only',
        );
        const badLineType = await c.post(base, { ...rc.minimal(), lines: [{ ...line, line_type: 'fee' }] });
        expect(messageOf(badLineType.body, 'lines.0.line_type')).toBe(
          'must be one of: product, service, discount, tax, shipping, subtotal, description_only',
        );
        expect(await count(c, rc.path)).toBe(0);
      });

      it('at most 1,000 lines', async () => {
        const c = await h().company();
        const many = Array.from({ length: 1001 }, (_, i) => ({ description: `l${i}`, amount: '1.00' }));
        const res = await c.post(base, { ...rc.minimal(), lines: many });
        expect422Errors(res, 'VALIDATION_ERROR', [{ field: 'lines', code: 'too_many_items' }]);
        const thousand = await c.post(base, { ...rc.minimal(), lines: many.slice(0, 1000) });
        expect(thousand.status).toBe(201);
        expect(thousand.body.data.lines[999].line_number).toBe(1000);
      });

      it('date rules: effective_date defaults to document_date; explicit values kept', async () => {
        const c = await h().company();
        const derived = created(await c.post(base, { ...rc.minimal(), document_date: '2026-04-30' }));
        expect(derived.data.document_date).toBe('2026-04-30');
        expect(derived.data.effective_date).toBe('2026-04-30');
        const explicit = created(
          await c.post(base, { ...rc.minimal(), document_date: '2026-04-30', effective_date: '2026-05-01' }),
        );
        expect(explicit.data.effective_date).toBe('2026-05-01');
        const none = created(await c.post(base, rc.minimal()));
        expect(none.data.document_date).toBeNull();
        expect(none.data.effective_date).toBeNull();
        // null on update clears effective_date back to its default, the document date.
        const cleared = await c.put(`${base}/${explicit.id}`, { effective_date: null });
        expect(cleared.body.data.effective_date).toBe('2026-04-30');
      });
    });
  }

  describe('invoices: particular rules', () => {
    it('an upsert is judged as the update it is: a create tried first never answers for it', async () => {
      // A create is tried first (most source identities are new, src/domain/records.ts); when the
      // identity is taken, what a create would refuse must not decide the answer.
      const c = await h().company();
      // Imported void, its status left to follow its approval (D7).
      const first = invoiceBody({
        approval_status: 'void',
        document_date: '2026-03-01',
        void_date: '2026-03-05',
      });
      const created = await c.post('/v1/invoices', first);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        approval_status: 'void',
        status: 'void',
        void_date: '2026-03-05',
      });
      // As a create this body is refused (a void_date before the document's date, 422)…
      const alone = await c.post('/v1/invoices', {
        ...first,
        source_id: uid('inv'),
        document_date: '2026-03-10',
      });
      expect(errorFields(expectError(alone, 422, 'VALIDATION_ERROR'))).toEqual(['void_date']);
      // …as the update of the void invoice holding the identity it is refused for being one (409),
      // with its void_date unchanged: the update's rule, not the create's.
      expectError(
        await c.post('/v1/invoices', { ...first, document_date: '2026-03-10' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      // The same body again is a re-sync, not a change of the void invoice (its status, left to
      // its default, still follows the approval into void): 200, still version 1.
      const again = await c.post('/v1/invoices', first);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(created.body.id);
      expect(again.body.data.version).toBe(1);
      expect(await count(c, 'invoices')).toBe(1);
    });

    it('lines are required; each line requires description and amount', async () => {
      const c = await h().company();
      const { lines: _lines, ...noLines } = invoiceBody();
      expect422Errors(await c.post('/v1/invoices', noLines), 'VALIDATION_ERROR', [
        { field: 'lines', code: 'required' },
      ]);
      const res = await c.post(
        '/v1/invoices',
        invoiceBody({
          lines: [{ description: 'ok', amount: '1.00' }, { amount: '2.00' }, { description: 'no amount' }],
        }),
      );
      expect422Errors(res, 'VALIDATION_ERROR', [
        { field: 'lines.1.description', code: 'required' },
        { field: 'lines.2.amount', code: 'required' },
      ]);
      // Elsewhere both are optional: the same lines are fine on a credit memo.
      const cm = await c.post(
        '/v1/credit_memos',
        creditMemoBody({
          lines: [{ description: 'ok', amount: '1.00' }, { amount: '2.00' }, { description: 'no amount' }],
        }),
      );
      expect(cm.status).toBe(201);
      // An empty array satisfies "required"; null does not, on create or update.
      const empty = created(await c.post('/v1/invoices', invoiceBody({ lines: [] })));
      expect(empty.data.lines).toEqual([]);
      expect422Errors(await c.post('/v1/invoices', invoiceBody({ lines: null })), 'VALIDATION_ERROR', [
        { field: 'lines', code: 'required' },
      ]);
      expect422Errors(await c.put(`/v1/invoices/${empty.id}`, { lines: null }), 'VALIDATION_ERROR', [
        { field: 'lines', code: 'required' },
      ]);
      const upd = await c.put(`/v1/invoices/${empty.id}`, { lines: [{ description: 'x' }] });
      expect422Errors(upd, 'VALIDATION_ERROR', [{ field: 'lines.0.amount', code: 'required' }]);
      expect(await count(c, 'invoices')).toBe(1);
    });

    it('status is optional and starts draft; any D7 value may be imported; null resets to draft', async () => {
      const c = await h().company();
      const a = created(await c.post('/v1/invoices', invoiceBody()));
      expect(a.data.status).toBe('draft');
      expect(a.data.approval_status).toBe('draft');
      for (const status of ['open', 'partially_paid', 'paid', 'overdue', 'uncollectible', 'void']) {
        const r = created(await c.post('/v1/invoices', invoiceBody({ status, approval_status: 'approved' })));
        expect(r.data.status).toBe(status);
        // A void status voids the approval too, as the void action does (D7).
        expect(r.data.approval_status).toBe(status === 'void' ? 'void' : 'approved');
      }
      const reset = await c.put(`/v1/invoices/${a.id}`, { status: 'open' });
      expect(reset.body.data.status).toBe('open');
      const back = await c.put(`/v1/invoices/${a.id}`, { status: null });
      expect(back.body.data.status).toBe('draft');
    });

    it('document_date derives from the UTC date of issued_at, effective_date from document_date', async () => {
      const c = await h().company();
      const late = created(
        await c.post('/v1/invoices', invoiceBody({ issued_at: '2026-03-01T23:30:00-05:00' })),
      );
      expect(late.data.issued_at).toBe('2026-03-02T04:30:00.000Z');
      expect(late.data.document_date).toBe('2026-03-02');
      expect(late.data.effective_date).toBe('2026-03-02');
      const given = created(
        await c.post(
          '/v1/invoices',
          invoiceBody({ issued_at: '2026-03-01T23:30:00-05:00', document_date: '2026-02-28' }),
        ),
      );
      expect(given.data.document_date).toBe('2026-02-28');
      expect(given.data.effective_date).toBe('2026-02-28');
      const all = created(
        await c.post(
          '/v1/invoices',
          invoiceBody({
            issued_at: '2026-03-01T12:00:00Z',
            document_date: '2026-02-28',
            effective_date: '2026-03-31',
          }),
        ),
      );
      expect(all.data.document_date).toBe('2026-02-28');
      expect(all.data.effective_date).toBe('2026-03-31');
    });

    it('customer is a snapshot object: customer.id is opaque, its fields are validated', async () => {
      const c = await h().company();
      const ok = created(
        await c.post('/v1/invoices', invoiceBody({ customer: { id: 'not-a-uuid', name: 'Walk-in' } })),
      );
      expect(ok.data.customer).toEqual({ id: 'not-a-uuid', name: 'Walk-in' });
      expect(ok.data.customer_id).toBeNull();
      const bad = await c.post(
        '/v1/invoices',
        invoiceBody({ customer: { id: 7, email: 'a@b.c', metadata: 'x', phone: '1' } }),
      );
      expect422Errors(bad, 'VALIDATION_ERROR', [
        { field: 'customer.id', code: 'invalid_type' },
        { field: 'customer.metadata', code: 'invalid_type' },
        { field: 'customer.phone', code: 'unknown_field' },
      ]);
    });

    it('transactions[] are validated item by item; occurred_at normalised to UTC', async () => {
      const c = await h().company();
      const ok = created(
        await c.post(
          '/v1/invoices',
          invoiceBody({
            transactions: [
              { type: 'charge', amount: '10.00', occurred_at: '2026-01-01T01:00:00+01:00' },
              { type: 'refund', status: 'pending', currency: 'EUR', amount: '-1.00' },
            ],
          }),
        ),
      );
      expect(ok.data.transactions).toEqual([
        { type: 'charge', amount: '10.00', occurred_at: '2026-01-01T00:00:00.000Z' },
        { type: 'refund', status: 'pending', currency: 'EUR', amount: '-1.00' },
      ]);
      const bad = await c.post(
        '/v1/invoices',
        invoiceBody({
          transactions: [
            { type: 'charge', amount: '10.00' },
            { amount: 10, occurred_at: 'yesterday', currency: 'EU', fee: '1' },
          ],
        }),
      );
      expect422Errors(bad, 'VALIDATION_ERROR', [
        { field: 'transactions.1.amount', code: 'invalid_type' },
        { field: 'transactions.1.occurred_at', code: 'invalid_datetime' },
        { field: 'transactions.1.currency', code: 'invalid_format' },
        { field: 'transactions.1.fee', code: 'unknown_field' },
      ]);
    });

    it('tax_behavior is inclusive or exclusive; line datetimes and products validated', async () => {
      const c = await h().company();
      const bad = await c.post(
        '/v1/invoices',
        invoiceBody({
          tax_behavior: 'both',
          discount_details: ['x'],
          lines: [{ description: 'a', amount: '1', billing_period_start: '2026-01-01', products: [1] }],
        }),
      );
      const body = expect422Errors(bad, 'VALIDATION_ERROR', [
        { field: 'tax_behavior', code: 'invalid_enum' },
        { field: 'discount_details.0', code: 'invalid_type' },
        { field: 'lines.0.billing_period_start', code: 'invalid_datetime' },
        { field: 'lines.0.products.0', code: 'invalid_type' },
      ]);
      expect(messageOf(body, 'tax_behavior')).toBe('must be one of: inclusive, exclusive');
    });

    it('an invoice referenced by a credit memo cannot be deleted until the reference goes', async () => {
      const c = await h().company();
      const inv = created(await c.post('/v1/invoices', invoiceBody()));
      const cm = created(await c.post('/v1/credit_memos', creditMemoBody({ invoice_id: inv.id })));
      const del = await c.delete(`/v1/invoices/${inv.id}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
      expect((await c.put(`/v1/credit_memos/${cm.id}`, { invoice_id: null })).status).toBe(200);
      expect((await c.delete(`/v1/invoices/${inv.id}`)).status).toBe(200);
    });
  });

  describe('credit memos: particular rules', () => {
    it('status is required and one of open, partially_applied, applied, void', async () => {
      const c = await h().company();
      for (const status of ['open', 'partially_applied', 'applied', 'void']) {
        expect((await c.post('/v1/credit_memos', creditMemoBody({ status }))).status).toBe(201);
      }
      const body = expect422Errors(
        await c.post('/v1/credit_memos', creditMemoBody({ status: 'draft' })),
        'VALIDATION_ERROR',
        [{ field: 'status', code: 'invalid_enum' }],
      );
      expect(messageOf(body, 'status')).toBe('must be one of: open, partially_applied, applied, void');
    });

    it('a required status sent as null is one `required` error, not also `invalid_enum`', async () => {
      const c = await h().company();
      const cm = created(await c.post('/v1/credit_memos', creditMemoBody()));
      expect422Errors(await c.put(`/v1/credit_memos/${cm.id}`, { status: null }), 'VALIDATION_ERROR', [
        { field: 'status', code: 'required' },
      ]);
      expect422Errors(
        await c.post('/v1/credit_memos', creditMemoBody({ status: null })),
        'VALIDATION_ERROR',
        [{ field: 'status', code: 'required' }],
      );
      expect((await c.get(`/v1/credit_memos/${cm.id}`)).body.data.status).toBe('open');
    });

    it('invoice_id must name an invoice of the company', async () => {
      const c = await h().company();
      const other = await h().company();
      const inv = created(await c.post('/v1/invoices', invoiceBody()));
      const cm = created(await c.post('/v1/credit_memos', creditMemoBody({ invoice_id: inv.id })));
      expect(cm.data.invoice_id).toBe(inv.id);
      const theirs = created(await other.post('/v1/invoices', invoiceBody()));
      for (const bad of [cm.id, theirs.id]) {
        expect422Errors(
          await c.post('/v1/credit_memos', creditMemoBody({ invoice_id: bad })),
          'INVALID_REFERENCE',
          [{ field: 'invoice_id', code: 'invalid_reference' }],
        );
      }
      const filtered = await c.get(`/v1/credit_memos?invoice_id=${inv.id}`);
      expect(idsOf(filtered)).toEqual([cm.id]);
    });

    it('document_date derives from issued_at; line extras validated', async () => {
      const c = await h().company();
      const cm = created(
        await c.post('/v1/credit_memos', creditMemoBody({ issued_at: '2026-06-30T22:00:00-03:00' })),
      );
      expect(cm.data.document_date).toBe('2026-07-01');
      expect(cm.data.effective_date).toBe('2026-07-01');
      const bad = await c.post(
        '/v1/credit_memos',
        creditMemoBody({ lines: [{ return_quantity: 2, invoice_line_ref: 5 }], applied_at: '2026-07-01' }),
      );
      expect422Errors(bad, 'VALIDATION_ERROR', [
        { field: 'lines.0.return_quantity', code: 'invalid_type' },
        { field: 'lines.0.invoice_line_ref', code: 'invalid_type' },
        { field: 'applied_at', code: 'invalid_datetime' },
      ]);
    });
  });

  describe('sales receipts: particular rules', () => {
    it('status is required and one of draft, completed, void', async () => {
      const c = await h().company();
      for (const status of ['draft', 'completed', 'void']) {
        expect((await c.post('/v1/sales_receipts', salesReceiptBody({ status }))).status).toBe(201);
      }
      const body = expect422Errors(
        await c.post('/v1/sales_receipts', salesReceiptBody({ status: 'paid' })),
        'VALIDATION_ERROR',
        [{ field: 'status', code: 'invalid_enum' }],
      );
      expect(messageOf(body, 'status')).toBe('must be one of: draft, completed, void');
    });

    it('account references are checked; deposit_to_account_code is opaque text', async () => {
      const c = await h().company();
      const other = await h().company();
      const refs = await seedRefs(c);
      const theirs = await seedRefs(other);
      const ok = created(
        await c.post(
          '/v1/sales_receipts',
          salesReceiptBody({
            revenue_account_id: refs.revenue,
            deposit_to_account_id: refs.asset,
            deposit_to_account_code: 'no-such-code',
            sales_rep_id: 'rep-anything',
            register_id: 'reg-anything',
            location_id: 'loc-anything',
          }),
        ),
      );
      expect(ok.data.deposit_to_account_code).toBe('no-such-code');
      const bad = await c.post(
        '/v1/sales_receipts',
        salesReceiptBody({ revenue_account_id: theirs.revenue, deposit_to_account_id: refs.customer }),
      );
      expect422Errors(bad, 'INVALID_REFERENCE', [
        { field: 'revenue_account_id', code: 'invalid_reference' },
        { field: 'deposit_to_account_id', code: 'invalid_reference' },
      ]);
      expect(await count(c, 'sales_receipts')).toBe(1);
      // A customer no receipt uses can go; one a receipt uses is in use.
      const del = await c.delete(`/v1/customers/${refs.customer}`);
      expect(del.status).toBe(200);
      const withCustomer = created(
        await c.post('/v1/sales_receipts', salesReceiptBody({ customer_id: refs.customer2 })),
      );
      const inUse = await c.delete(`/v1/customers/${refs.customer2}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.code).toBe('RECORD_IN_USE');
      expect((await c.delete(`/v1/sales_receipts/${withCustomer.id}`)).status).toBe(200);
      expect((await c.delete(`/v1/customers/${refs.customer2}`)).status).toBe(200);
    });

    it('receipt_date does not stand in for document_date', async () => {
      const c = await h().company();
      const sr = created(
        await c.post('/v1/sales_receipts', salesReceiptBody({ receipt_date: '2026-05-05' })),
      );
      expect(sr.data.receipt_date).toBe('2026-05-05');
      expect(sr.data.document_date).toBeNull();
      expect(sr.data.effective_date).toBeNull();
    });
  });

  describe('refund receipts: particular rules', () => {
    it('status is required and one of draft, pending, completed, failed, void', async () => {
      const c = await h().company();
      for (const status of ['draft', 'pending', 'completed', 'failed', 'void']) {
        // Lines making the total, as a completed refund posts to the ledger.
        const lines = [{ description: 'Refund', amount: '10.00' }];
        expect((await c.post('/v1/refund_receipts', refundReceiptBody({ status, lines }))).status).toBe(201);
      }
      const body = expect422Errors(
        await c.post('/v1/refund_receipts', refundReceiptBody({ status: 'refunded' })),
        'VALIDATION_ERROR',
        [{ field: 'status', code: 'invalid_enum' }],
      );
      expect(messageOf(body, 'status')).toBe('must be one of: draft, pending, completed, failed, void');
      // No approval workflow on refund receipts.
      expect422Errors(
        await c.post('/v1/refund_receipts', refundReceiptBody({ approval_status: 'draft' })),
        'VALIDATION_ERROR',
        [{ field: 'approval_status', code: 'unknown_field' }],
      );
    });

    it('payment_id and credit_memo_id name records of their type; charge and balance transaction are opaque', async () => {
      const c = await h().company();
      const other = await h().company();
      const ctx = await prepare(c, ['credit_memos', 'payments']);
      const theirCm = created(await other.post('/v1/credit_memos', creditMemoBody()));
      const ok = created(
        await c.post(
          '/v1/refund_receipts',
          refundReceiptBody({
            payment_id: ctx.payment,
            credit_memo_id: ctx.creditMemo,
            charge_id: 'ch_anything',
            balance_transaction_id: 'txn_anything',
          }),
        ),
      );
      expect(ok.data.payment_id).toBe(ctx.payment);
      expect(ok.data.charge_id).toBe('ch_anything');
      const bad = await c.post(
        '/v1/refund_receipts',
        refundReceiptBody({
          payment_id: ctx.invoice,
          credit_memo_id: theirCm.id,
          customer_id: ctx.creditMemo,
        }),
      );
      expect422Errors(bad, 'INVALID_REFERENCE', [
        { field: 'payment_id', code: 'invalid_reference' },
        { field: 'credit_memo_id', code: 'invalid_reference' },
        { field: 'customer_id', code: 'invalid_reference' },
      ]);
      expect422Errors(
        await c.post('/v1/refund_receipts', refundReceiptBody({ credit_memo_id: ctx.invoice })),
        'INVALID_REFERENCE',
        [{ field: 'credit_memo_id', code: 'invalid_reference' }],
      );
      expect(await count(c, 'refund_receipts')).toBe(1);
      // The credit memo it refunds is in use.
      const del = await c.delete(`/v1/credit_memos/${ctx.creditMemo}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
    });

    it('fee_details defaults to [] and holds objects; source_metadata defaults to {}; currencies validated', async () => {
      const c = await h().company();
      const rr = created(await c.post('/v1/refund_receipts', refundReceiptBody()));
      expect(rr.data.fee_details).toEqual([]);
      expect(rr.data.source_metadata).toEqual({});
      const cleared = await c.put(`/v1/refund_receipts/${rr.id}`, {
        fee_details: [{ amount: '0.30' }],
        source_metadata: { a: 1 },
      });
      expect(cleared.body.data.fee_details).toEqual([{ amount: '0.30' }]);
      const reset = await c.put(`/v1/refund_receipts/${rr.id}`, { fee_details: null, source_metadata: null });
      expect(reset.body.data.fee_details).toEqual([]);
      expect(reset.body.data.source_metadata).toEqual({});
      const bad = await c.post(
        '/v1/refund_receipts',
        refundReceiptBody({
          fee_details: ['0.30'],
          source_metadata: [],
          source_currency: 'EU',
          exchange_rate: 1.08,
          refund_date: '2026-03-01',
        }),
      );
      expect422Errors(bad, 'VALIDATION_ERROR', [
        { field: 'fee_details.0', code: 'invalid_type' },
        { field: 'source_metadata', code: 'invalid_type' },
        { field: 'source_currency', code: 'invalid_format' },
        { field: 'exchange_rate', code: 'invalid_type' },
        { field: 'refund_date', code: 'invalid_datetime' },
      ]);
    });
  });
});
