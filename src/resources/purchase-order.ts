import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** PurchaseOrder: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const purchaseOrders = defineResource({
  name: 'purchase_orders',
  object: 'purchase_order',
  title: 'PurchaseOrder',
  description: 'PurchaseOrder records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
