import { defineResource } from '../domain/documents.ts';
import { date, datetime, decimal, enumOf, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';

/** D7: the spec does not show a purchase order's status values. */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'open',
  'partially_received',
  'received',
  'partially_billed',
  'billed',
  'closed',
  'canceled',
  'void',
] as const;

/** PurchaseOrder, spec §2.10. Never posts to the ledger (D8). */
export const purchaseOrders = defineResource({
  name: 'purchase_orders',
  object: 'purchase_order',
  title: 'PurchaseOrder',
  description: 'Orders placed with vendors, before and while goods are received and billed.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ filter: 'exact', sort: true }),
    vendor_id: text({ filter: 'exact', description: 'Opaque reference to a vendor of the source system.' }),
    memo: text(),
    status: enumOf(PURCHASE_ORDER_STATUSES, { required: true, filter: 'exact' }),
    currency: currency({ required: true, filter: 'exact' }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    issued_at: datetime({ filter: 'range', sort: true, description: 'When the order was sent.' }),
    closed_at: datetime(),
    billed_at: datetime(),
    expected_date: date({ filter: 'range', sort: true, description: 'When the goods are expected.' }),
    lines: lines({
      ...pickExtras(...COMMON_EXTRAS),
      expected_receipt_date: datetime({ description: 'When the line’s goods are expected.' }),
      received_quantity: decimal(),
      billed_quantity: decimal(),
      warehouse_location: text(),
      buyer_note: text(),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
});
