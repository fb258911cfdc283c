import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { documentHeader, metadata } from './shared.ts';

/** SalesOrder: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const salesOrders = defineResource({
  name: 'sales_orders',
  object: 'sales_order',
  title: 'SalesOrder',
  description: 'SalesOrder records.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    status: text({ required: true, filter: 'exact' }),
    metadata: metadata(),
  },
});
