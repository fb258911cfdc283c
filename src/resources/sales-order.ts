import { defineResource } from '../domain/documents.ts';
import { date, datetime, decimal, enumOf, integer, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, documentHeader, metadata } from '../kernel/shared.ts';

/** Spec §2.9 and §3. */
export const SALES_ORDER_STATUSES = [
  'draft',
  'open',
  'partially_fulfilled',
  'fulfilled',
  'partially_invoiced',
  'invoiced',
  'closed',
  'canceled',
  'void',
] as const;

/** SalesOrder, spec §2.9. Never posts to the ledger (D8). */
export const salesOrders = defineResource({
  name: 'sales_orders',
  object: 'sales_order',
  title: 'SalesOrder',
  description: 'Orders customers placed, before and while they are fulfilled and invoiced.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ filter: 'exact', sort: true }),
    order_type: text({ filter: 'exact' }),
    description: text(),
    memo: text(),
    status: enumOf(SALES_ORDER_STATUSES, { required: true, filter: 'exact' }),
    approval_status: approvalStatus(),
    currency: currency({ required: true, filter: 'exact' }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    issued_at: datetime({ filter: 'range', sort: true, description: 'When the order was placed.' }),
    closed_at: datetime(),
    invoiced_at: datetime(),
    fulfilled_at: datetime(),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer who ordered.' }),
    subscription_id: text({
      filter: 'exact',
      description: 'Opaque reference to a subscription of the source system.',
    }),
    parent_order_id: ref('sales_orders', {
      filter: 'exact',
      description: 'The sales order this one amends or renews.',
    }),
    term_months: integer({ description: 'Length of the contract term in months.' }),
    term_start_date: date({ filter: 'range', sort: true }),
    term_end_date: date({ filter: 'range', sort: true }),
    renewal_type: text(),
    billing_schedule: text(),
    minimum_commitment: decimal(),
    source_currency: currency({ description: 'Currency of the source transaction (ISO 4217).' }),
    settlement_currency: currency({ description: 'Currency the order settles in (ISO 4217).' }),
    exchange_rate: decimal({ description: 'Rate from source_currency to settlement_currency.' }),
    lines: lines({
      ...pickExtras(...COMMON_EXTRAS),
      quote_line_ref: text({ description: 'The quote line this order line comes from.' }),
      fulfillment_status: text(),
      fulfilled_quantity: decimal(),
      invoiced_quantity: decimal(),
      billing_period_start: datetime(),
      billing_period_end: datetime(),
    }),
    metadata: metadata(),
  },
});
