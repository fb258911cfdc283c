/**
 * Fixtures for the catalog and order resources (items, quotes, sales orders, purchase orders):
 * the records they reference, fully populated shared lines (spec §2.5), and small assertions.
 */
import { expect } from 'vitest';
import type { Client, Json, Response } from './harness.ts';

export type Company = Client & { companyId: string };
export type Body = Record<string, unknown>;

/** Records a company's documents may reference. */
export interface Refs {
  customerId: string;
  otherCustomerId: string;
  revenueAccountId: string;
  expenseAccountId: string;
  assetAccountId: string;
  cogsAccountId: string;
  itemId: string;
}

let counter = 0;
export const uniq = (prefix: string) => `${prefix}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

export async function created(res: Response): Promise<Json> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function makeRefs(c: Company): Promise<Refs> {
  const customer = await created(await c.post('/v1/customers', { name: 'Ada' }));
  const other = await created(await c.post('/v1/customers', { name: 'Grace' }));
  const account = async (type: string, name: string) =>
    (await created(await c.post('/v1/accounts', { source_id: uniq('acc'), name, type }))).id as string;
  const revenueAccountId = await account('revenue', 'Sales');
  const expenseAccountId = await account('expense', 'Purchases');
  const assetAccountId = await account('asset', 'Inventory');
  const cogsAccountId = await account('expense', 'Cost of goods sold');
  const item = await created(await c.post('/v1/items', { product_id: uniq('prod'), name: 'Widget' }));
  return {
    customerId: customer.id,
    otherCustomerId: other.id,
    revenueAccountId,
    expenseAccountId,
    assetAccountId,
    cogsAccountId,
    itemId: item.id,
  };
}

/** Every field of the `tax_details[]` object. */
export const fullTaxDetail = (ref = 'tx_1') => ({
  tax_detail_ref: ref,
  tax_name: 'State sales tax',
  tax_type: 'sales',
  tax_code: 'CA-STATE',
  jurisdiction_name: 'California',
  jurisdiction_code: 'CA',
  jurisdiction_level: 'state',
  rate: '0.0725',
  taxable_amount: '100.00',
  tax_amount: '7.25',
  amount_includes_tax: false,
  provider_key: 'avalara',
  provider_tax_rate_ref: 'rate_1',
  provider_detail_ref: 'det_1',
  taxability_reason: 'standard',
  ship_to_ref: 'addr_to',
  ship_from_ref: 'addr_from',
  fulfillment_ref: 'ful_1',
  allocation_ref: 'alloc_1',
  metadata: { source: 'tax-engine' },
});

/** Every field of the `detail` object. */
export const fullDetail = (refs: Refs) => ({
  type: 'item',
  item_id: refs.itemId,
  sku: 'W-1',
  quantity: '2',
  unit_amount: '50.00',
  account_id: refs.revenueAccountId,
  class_id: 'cls_1',
  location_id: 'loc_1',
  product: { name: 'Widget', color: 'blue' },
  discount_amount: '0.00',
  discount_percent: '0',
  basis_amount: '100.00',
  subtotal_amount: '100.00',
  metadata: { note: 'detail' },
});

/** Every base field of the shared line object (spec §2.5). */
export const fullBaseLine = (refs: Refs, n: number) => ({
  line_number: n,
  line_type: 'product',
  detail: fullDetail(refs),
  description: `Widget line ${n}`,
  amount: '100.00',
  quantity: '2.000',
  class_id: 'cls_1',
  location_id: 'loc_1',
  tax_code: 'TAXABLE',
  tax_amount: '7.25',
  taxable_amount: '100.00',
  tax_rate: '0.0725',
  tax_status: 'taxable',
  tax_exempt_reason: 'none',
  amount_includes_tax: false,
  tax_details: [fullTaxDetail(`tx_${n}`)],
  dimensions: { department: 'sales' },
  metadata: { line: String(n) },
});

/** The extras every resource but Expense has (spec §2.5). */
export const commonExtras = (n: number) => ({
  line_ref: `lref_${n}`,
  currency: 'USD',
  unit_amount: '50.00',
  sku: 'W-1',
  product_id: `prod_ext_${n}`,
  discount_amount: '-5.50',
  product: { name: 'Widget', size: 'L' },
});

/** Expected echo of a request body: datetimes normalised to UTC with milliseconds (D4). */
export function utcDeep<T>(value: T): T {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) {
    return new Date(value).toISOString() as T;
  }
  if (Array.isArray(value)) return value.map((v) => utcDeep(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, utcDeep(v)])) as T;
  }
  return value;
}

export const META_FIELDS = ['id', 'created_at', 'updated_at', 'version'];

/** Asserts a 422 with this code whose errors name exactly `fields` (in any order); returns errors[]. */
export function expect422(res: Response, code: string, fields: string[]): Json[] {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe(code);
  expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  const errors = res.body.errors as Json[];
  expect(errors.map((e) => e.field).sort(), JSON.stringify(errors)).toEqual([...fields].sort());
  return errors;
}

/** The error entry for `field`. */
export function errorOn(errors: Json[], field: string): Json {
  const e = errors.find((x) => x.field === field);
  expect(e, `no error on ${field}: ${JSON.stringify(errors)}`).toBeDefined();
  return e;
}

/** Source ids of a list response, in order. */
export const sourceIds = (res: Response, key = 'source_id'): string[] => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).map((r) => r.data[key] as string);
};

export const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
