/**
 * The shared line object of spec §2.5: base fields on every document's lines, the optional extras
 * each resource picks, the typed `detail` and `tax_details[]`. Resources build their `lines` with
 * `lines({...pickExtras(...), ...ownExtras})`.
 */
import {
  array,
  boolean,
  decimal,
  enumOf,
  type FieldRecord,
  integer,
  map,
  object,
  ref,
  text,
} from './fields.ts';
import { currency } from './shared.ts';

export const LINE_TYPES = [
  'product',
  'service',
  'discount',
  'tax',
  'shipping',
  'subtotal',
  'description_only',
] as const;
export const DETAIL_TYPES = ['item', 'discount', 'subtotal', 'description_only'] as const;
export const TAX_STATUSES = ['taxable', 'exempt', 'zero_rated', 'reverse_charge', 'not_applicable'] as const;

/** Nested metadata maps obey the same 50-key limit as top-level ones (D11). */
export const nestedMetadata = () => map({ maxKeys: 50 });

export const taxDetail = () =>
  object({
    tax_detail_ref: text({ required: true }),
    tax_name: text(),
    tax_type: text(),
    tax_code: text(),
    jurisdiction_name: text(),
    jurisdiction_code: text(),
    jurisdiction_level: text(),
    rate: decimal(),
    taxable_amount: decimal(),
    tax_amount: decimal({ required: true }),
    amount_includes_tax: boolean({ required: true }),
    provider_key: text(),
    provider_tax_rate_ref: text(),
    provider_detail_ref: text(),
    taxability_reason: text(),
    ship_to_ref: text(),
    ship_from_ref: text(),
    fulfillment_ref: text(),
    allocation_ref: text(),
    metadata: nestedMetadata(),
  });

export const lineDetail = () =>
  object({
    type: enumOf(DETAIL_TYPES, { required: true }),
    item_id: ref('items'),
    sku: text(),
    quantity: decimal(),
    unit_amount: decimal(),
    account_id: ref('accounts'),
    class_id: text(),
    location_id: text(),
    product: map(),
    discount_amount: decimal(),
    discount_percent: decimal(),
    basis_amount: decimal(),
    subtotal_amount: decimal(),
    metadata: nestedMetadata(),
  });

/** Base fields of every document line. Invoice lines require `description` and `amount`. */
export const baseLineFields = (opts: { descriptionRequired?: boolean; amountRequired?: boolean } = {}) => ({
  line_number: integer({
    description: 'One-based display order; numbered 1..n when left out. Not a stable identity.',
  }),
  line_type: enumOf(LINE_TYPES),
  detail: lineDetail(),
  description: text({ required: opts.descriptionRequired ?? false }),
  amount: decimal({ required: opts.amountRequired ?? false }),
  quantity: decimal(),
  class_id: text({ description: 'Opaque reference to a class of the source system.' }),
  location_id: text({ description: 'Opaque reference to a location of the source system.' }),
  tax_code: text(),
  tax_amount: decimal(),
  taxable_amount: decimal(),
  tax_rate: decimal(),
  tax_status: enumOf(TAX_STATUSES),
  tax_exempt_reason: text(),
  amount_includes_tax: boolean(),
  tax_details: array(taxDetail()),
  dimensions: map(),
  metadata: nestedMetadata(),
});

/** The optional extras of spec §2.5; each resource picks the ones its "Present on" row lists. */
export const LINE_EXTRAS = {
  line_key: text({ description: 'Stable key of the line within the document.' }),
  line_ref: text({ description: 'Provider-native line reference, matching the same line across versions.' }),
  currency: currency({
    description:
      "The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it.",
  }),
  unit_amount: decimal(),
  sku: text(),
  product_id: text({ description: 'Opaque product reference of the source system.' }),
  discount_amount: decimal(),
  product: map(),
  account_id: ref('accounts', { description: 'General ledger account of the line.' }),
} as const;

export function pickExtras<K extends keyof typeof LINE_EXTRAS>(...keys: K[]): Pick<typeof LINE_EXTRAS, K> {
  const out = {} as Pick<typeof LINE_EXTRAS, K>;
  for (const k of keys) out[k] = LINE_EXTRAS[k];
  return out;
}

/** The extras every resource but Expense has (spec §2.5). */
export const COMMON_EXTRAS = [
  'line_ref',
  'currency',
  'unit_amount',
  'sku',
  'product_id',
  'discount_amount',
  'product',
] as const;

/** `lines[]`: at most 1,000 (D11), numbered 1..n where `line_number` is left out (D4). */
export function lines<F extends FieldRecord>(
  fields: F,
  opts: { required?: boolean; descriptionRequired?: boolean; amountRequired?: boolean } = {},
) {
  const item = object({ ...baseLineFields(opts), ...fields });
  return array(item, {
    required: opts.required ?? false,
    default: [],
    maxItems: 1000,
    numberItems: 'line_number',
    description: 'Document lines, at most 1,000.',
  });
}
