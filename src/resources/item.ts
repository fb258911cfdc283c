import { defineResource } from '../domain/documents.ts';
import { array, boolean, decimal, enumOf, object, ref, text } from '../kernel/fields.ts';
import { metadata } from '../kernel/shared.ts';

export const ITEM_TYPES = ['good', 'service'] as const;

/**
 * Item (products and services you buy or sell), spec §2.14. Identified by `product_id` (the
 * provider-native id, stored as the source identity) with `source_system` and `connection_id` (D5).
 */
export const items = defineResource({
  name: 'items',
  object: 'item',
  title: 'Item',
  description: 'Products and services you buy and sell.',
  identity: { sourceField: 'product_id', withConnection: true },
  aliases: { source_id: 'product_id' },
  fields: {
    connection_id: text({
      description: 'Tenant connection (external account, store or integration instance) scoping the record.',
    }),
    product_id: text({
      required: true,
      description: 'Provider-native product ID, stored as the source identity.',
    }),
    name: text({ required: true, filter: 'contains', sort: true }),
    description: text(),
    sku: text({ filter: 'exact', sort: true, description: 'Stock keeping unit.' }),
    active: boolean({ default: true, filter: 'exact' }),
    type: enumOf(ITEM_TYPES, { filter: 'exact', description: 'Whether the item is a good or a service.' }),
    unit_label: text({ description: 'Unit the quantities count, for example `hour` or `kg`.' }),
    is_sold: boolean({ filter: 'exact' }),
    is_purchased: boolean({ filter: 'exact' }),
    track_inventory: boolean(),
    unit_price: decimal({ filter: 'range', sort: true, description: 'Sales price of one unit.' }),
    purchase_cost: decimal({ sort: true, description: 'Purchase cost of one unit.' }),
    quantity_on_hand: decimal({ sort: true }),
    reorder_point: decimal(),
    revenue_account_id: ref('accounts', { filter: 'exact', description: 'Income account of sales.' }),
    expense_account_id: ref('accounts', { filter: 'exact', description: 'Expense account of purchases.' }),
    asset_account_id: ref('accounts', { filter: 'exact', description: 'Inventory asset account.' }),
    cogs_account_id: ref('accounts', { filter: 'exact', description: 'Cost of goods sold account.' }),
    preferred_vendor_id: text({
      filter: 'exact',
      description: 'Opaque reference to a vendor of the source system.',
    }),
    class_id: text({ description: 'Opaque reference to a class of the source system.' }),
    subsidiary_id: text({ description: 'Business entity for multi-entity accounting; blank when not used.' }),
    locations: array(
      object({
        location_id: text({ description: 'Opaque reference to a location of the source system.' }),
        quantity_on_hand: decimal(),
        reorder_point: decimal(),
      }),
      { description: 'Stock per location.' },
    ),
    source_system: text({
      description: 'Connector or provider that supplied the record, for example `csv_upload` or `manual`.',
    }),
    metadata: metadata(),
  },
});
