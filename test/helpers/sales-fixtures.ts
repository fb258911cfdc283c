/**
 * Fixtures for the sales documents tests (invoices, credit memos, sales receipts, refund
 * receipts): the records they reference, full line objects, and assertions on 422 answers.
 */
import { expect } from 'vitest';
import type { Client, Json, Response } from './harness.ts';

/** Records a sales document can reference, all in one company. */
export interface Refs {
  customer: string;
  customer2: string;
  revenue: string;
  asset: string;
  item: string;
}

let counter = 0;
/** A source id unique within the test run. */
export const uid = (prefix: string) => `${prefix}_${++counter}_${Date.now().toString(36)}`;

export async function created(res: Response): Promise<Json> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function seedRefs(c: Client): Promise<Refs> {
  const customer = await created(await c.post('/v1/customers', { name: 'Ada', source_id: uid('cus') }));
  const customer2 = await created(await c.post('/v1/customers', { name: 'Bob', source_id: uid('cus') }));
  const revenue = await created(
    await c.post('/v1/accounts', { source_id: uid('acc'), name: 'Sales', type: 'revenue' }),
  );
  const asset = await created(
    await c.post('/v1/accounts', { source_id: uid('acc'), name: 'Bank', type: 'asset' }),
  );
  const item = await created(
    await c.post('/v1/items', { product_id: uid('prod'), name: 'Widget', source_system: 'shop' }),
  );
  return {
    customer: customer.id,
    customer2: customer2.id,
    revenue: revenue.id,
    asset: asset.id,
    item: item.id,
  };
}

/** The base fields of spec §2.5 every document line has, in spec order. */
export const BASE_LINE_FIELDS = [
  'line_number',
  'line_type',
  'detail',
  'description',
  'amount',
  'quantity',
  'class_id',
  'location_id',
  'tax_code',
  'tax_amount',
  'taxable_amount',
  'tax_rate',
  'tax_status',
  'tax_exempt_reason',
  'amount_includes_tax',
  'tax_details',
  'dimensions',
  'metadata',
] as const;

/** A tax detail with every field of spec §2.5 set. */
export const fullTaxDetail = () => ({
  tax_detail_ref: 'txd_1',
  tax_name: 'State sales tax',
  tax_type: 'sales',
  tax_code: 'CA-STATE',
  jurisdiction_name: 'California',
  jurisdiction_code: 'CA',
  jurisdiction_level: 'state',
  rate: '0.0725',
  taxable_amount: '100.00',
  tax_amount: '7.2500',
  amount_includes_tax: false,
  provider_key: 'avalara',
  provider_tax_rate_ref: 'rate_1',
  provider_detail_ref: 'det_1',
  taxability_reason: 'standard',
  ship_to_ref: 'addr_to',
  ship_from_ref: 'addr_from',
  fulfillment_ref: 'ful_1',
  allocation_ref: 'alloc_1',
  metadata: { source: 'avalara' },
});

/** A line with every base field set, `detail` and `tax_details` complete. */
export const fullBaseLine = (refs: Refs) => ({
  line_number: 1,
  line_type: 'product',
  detail: {
    type: 'item',
    item_id: refs.item,
    sku: 'WID-1',
    quantity: '2',
    unit_amount: '50.00',
    account_id: refs.revenue,
    class_id: 'cls_1',
    location_id: 'loc_1',
    product: { name: 'Widget' },
    discount_amount: '0.00',
    discount_percent: '0',
    basis_amount: '100.00',
    subtotal_amount: '100.00',
    metadata: { kind: 'item' },
  },
  description: 'Widget, blue',
  amount: '100.00',
  quantity: '2.000',
  class_id: 'cls_1',
  location_id: 'loc_1',
  tax_code: 'TAX',
  tax_amount: '7.2500',
  taxable_amount: '100.00',
  tax_rate: '0.0725',
  tax_status: 'taxable',
  tax_exempt_reason: 'n/a',
  amount_includes_tax: false,
  tax_details: [fullTaxDetail()],
  dimensions: { department: 'sales' },
  metadata: { line: 'one' },
});

/** The extras of spec §2.5 every resource but Expense has, set. */
export const commonExtras = () => ({
  line_ref: 'li_ref_1',
  currency: 'USD',
  unit_amount: '50.00',
  sku: 'WID-1',
  product_id: 'prod_ext_1',
  discount_amount: '-0.50',
  product: { name: 'Widget', color: 'blue' },
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

/** `value` with every RFC 3339 timestamp in it normalised to UTC, as the service returns them. */
export function utc<T>(value: T): T {
  if (typeof value === 'string') return (RFC3339.test(value) ? new Date(value).toISOString() : value) as T;
  if (Array.isArray(value)) return value.map((v) => utc(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, utc(v)])) as T;
  }
  return value;
}

export interface ExpectedError {
  field: string;
  code: string;
}

/**
 * Asserts a 422 with this code whose `errors[]` names exactly these fields (with these per-field
 * codes), in any order. Returns the body.
 */
export function expect422(res: Response, code: string, errors: ExpectedError[]): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe(code);
  const got = ((res.body.errors ?? []) as Json[]).map((e) => ({ field: e.field, code: e.code }));
  const sort = (a: ExpectedError, b: ExpectedError) =>
    `${a.field}|${a.code}`.localeCompare(`${b.field}|${b.code}`);
  expect([...got].sort(sort), JSON.stringify(res.body.errors)).toEqual([...errors].sort(sort));
  return res.body;
}

/** The message of the error entry naming `field`. */
export function messageOf(body: Json, field: string): string {
  const e = ((body.errors ?? []) as Json[]).find((x) => x.field === field);
  expect(e, `no error on ${field}: ${JSON.stringify(body.errors)}`).toBeTruthy();
  return e.message as string;
}

/** Ids of a list response, in order. */
export const idsOf = (res: Response): string[] => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).map((r) => r.id as string);
};

/** Number of records of `path` the company holds. */
export async function countOf(c: Client, path: string): Promise<number> {
  const res = await c.get(`/v1/${path}`);
  expect(res.status).toBe(200);
  return res.body.pagination.total_count as number;
}
