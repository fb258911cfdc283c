/**
 * Fixtures for the purchase and journal resources (vendor bills, vendor credits, expenses, journal
 * entries): the records they reference, fully populated lines (spec §2.5 and the journal line of
 * §2.14), and small list and error helpers.
 */
import { expect } from 'vitest';
import { expectError } from './errors.ts';
import type { Client, Json, Response } from './harness.ts';

export type Company = Client & { companyId: string };
export type Body = Record<string, unknown>;

export const RANDOM_UUID = '0190a0e0-0000-7000-8000-0000000000aa';
export const UTC_MILLIS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let counter = 0;
export const uniq = (prefix: string) => `${prefix}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

/** Asserts a 201 and returns the record envelope. */
export function created(res: Response): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Asserts a 422 error envelope with `code` and returns its `errors`. */
export function expect422(res: Response, code = 'VALIDATION_ERROR'): Json[] {
  const body = expectError(res, 422, code);
  expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
  return body.errors as Json[];
}

/** The `field` of every entry of `errors`. */
export const fieldsOf = (errors: Json[]) => errors.map((e) => e.field as string);

/**
 * Creates a record another team's resource defines, tolerating fields that resource does not (yet)
 * declare: top-level unknown fields are dropped and the create retried once. Returns the id.
 */
export async function createLoose(c: Client, path: string, body: Body): Promise<string> {
  const res = await c.post(path, body);
  if (res.status === 422 && Array.isArray(res.body?.errors)) {
    const unknown = (res.body.errors as Json[]).filter((e) => e.code === 'unknown_field');
    if (unknown.length === res.body.errors.length) {
      const retry = { ...body };
      for (const e of unknown) delete retry[e.field as string];
      return created(await c.post(path, retry)).id as string;
    }
  }
  return created(res).id as string;
}

/** Records a company's purchase documents may reference. */
export interface Refs {
  account: string;
  account2: string;
  customer: string;
  item: string;
  purchaseOrder: string;
  purchaseOrder2: string;
  bill: string;
  entry: string;
}

export const minimalBill = (sourceId: string): Body => ({
  source_id: sourceId,
  source_system: 'test',
  status: 'draft',
  currency: 'USD',
  total_amount: '100.00',
  vendor_id: 'ven_1',
});

export const minimalEntry = (sourceId: string): Body => ({
  source_id: sourceId,
  source_system: 'test',
  entry_date: '2026-01-31',
  status: 'draft',
  lines: [],
});

export async function makeRefs(c: Client): Promise<Refs> {
  const account = async (type: string) =>
    created(await c.post('/v1/accounts', { source_id: uniq('acc'), name: `Account ${type}`, type })).id;
  const purchaseOrder = () =>
    createLoose(c, '/v1/purchase_orders', {
      source_id: uniq('po'),
      source_system: 'test',
      status: 'open',
      currency: 'USD',
      total_amount: '500.00',
      vendor_id: 'ven_1',
    });
  return {
    account: await account('expense'),
    account2: await account('asset'),
    customer: created(await c.post('/v1/customers', { name: 'Ada' })).id,
    item: await createLoose(c, '/v1/items', { product_id: uniq('prod'), name: 'Widget' }),
    purchaseOrder: await purchaseOrder(),
    purchaseOrder2: await purchaseOrder(),
    bill: created(await c.post('/v1/vendor_bills', minimalBill(uniq('bill')))).id,
    entry: created(await c.post('/v1/journal_entries', minimalEntry(uniq('je')))).id,
  };
}

/** Every field of the `tax_details[]` object. */
export const fullTaxDetail = (ref = 'tx_1'): Body => ({
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
export const fullDetail = (refs: Refs): Body => ({
  type: 'item',
  item_id: refs.item,
  sku: 'W-1',
  quantity: '2',
  unit_amount: '50.00',
  account_id: refs.account,
  class_id: 'cls_1',
  location_id: 'loc_1',
  product: { name: 'Widget' },
  discount_amount: '0.00',
  discount_percent: '0',
  basis_amount: '100.00',
  subtotal_amount: '100.00',
  metadata: { k: 'v' },
});

/** Every base field of the shared line object (spec §2.5). */
export const fullBaseLine = (refs: Refs): Body => ({
  line_number: 1,
  line_type: 'product',
  detail: fullDetail(refs),
  description: 'Widgets',
  amount: '100.00',
  quantity: '2',
  class_id: 'cls_1',
  location_id: 'loc_1',
  tax_code: 'TAX',
  tax_amount: '7.25',
  taxable_amount: '100.00',
  tax_rate: '0.0725',
  tax_status: 'taxable',
  tax_exempt_reason: 'none',
  amount_includes_tax: false,
  tax_details: [fullTaxDetail()],
  dimensions: { department: 'ops' },
  metadata: { line: '1' },
});

/** The optional extras every resource but Expense has (spec §2.5). */
export const commonLineExtras = (): Body => ({
  line_ref: 'lref_1',
  currency: 'USD',
  unit_amount: '50.00',
  sku: 'W-1',
  product_id: 'prod_ext_1',
  discount_amount: '0.00',
  product: { name: 'Widget', color: 'blue' },
});

export async function count(c: Client, path: string, query = ''): Promise<number> {
  const res = await c.get(`${path}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pagination.total_count as number;
}

export async function listIds(c: Client, path: string, query: string): Promise<string[]> {
  const res = await c.get(`${path}?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body.data as Json[]).map((r) => r.id as string);
}
