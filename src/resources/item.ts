import { defineResource } from './define.ts';
import { text } from './fields.ts';
import { metadata } from './shared.ts';

/** Item: spec §2 — PLACEHOLDER, to be completed with every field of the spec. */
export const items = defineResource({
  name: 'items',
  object: 'item',
  title: 'Item',
  description: 'Item records.',
  identity: { sourceField: 'product_id', withConnection: true },
  fields: {
    product_id: text({
      required: true,
      description: 'Provider-native product ID, stored as the source identity.',
    }),
    source_system: text(),
    connection_id: text(),
    name: text({ required: true, filter: 'contains', sort: true }),
    metadata: metadata(),
  },
});
