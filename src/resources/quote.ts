import { defineResource } from '../domain/documents.ts';
import { boolean, datetime, decimal, enumOf, map, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';

/** D7: the spec does not show a quote's status values. */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'converted',
  'void',
] as const;

/** Quote (estimate), spec §2.11. Never posts to the ledger (D8). */
export const quotes = defineResource({
  name: 'quotes',
  object: 'quote',
  title: 'Quote',
  description: 'Quotes (estimates) offered to customers.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ filter: 'exact', sort: true }),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer quoted.' }),
    memo: text(),
    status: enumOf(QUOTE_STATUSES, { required: true, filter: 'exact' }),
    approval_status: approvalStatus(),
    currency: currency({ required: true, filter: 'exact' }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    issued_at: datetime({ filter: 'range', sort: true, description: 'When the quote was issued.' }),
    expires_at: datetime({ filter: 'range', sort: true, description: 'When the offer lapses.' }),
    accepted_at: datetime({ description: 'When the customer accepted the quote.' }),
    lines: lines({
      ...pickExtras(...COMMON_EXTRAS),
      optional: boolean({ description: 'An optional line the customer may choose to take.' }),
      discount_percent: decimal(),
      tiered_pricing: map({ description: 'Price tiers of the line, as the source system states them.' }),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
});
