/**
 * Fixtures every API suite shares: unique ids, assertions on statuses and 422s, records made
 * through the API (create, get, approve, accounts, customers, items), list readers, document bodies
 * with only the fields a create needs, and fully populated shared lines (spec §2.5). Each builder
 * takes `over`, fields that are added or replace its defaults, so a suite can send the body it
 * needs; what only one group of suites needs stays in its own *-fixtures.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { expectError } from './errors.ts';
import type { Client, Json, Response } from './harness.ts';

export type Body = Record<string, unknown>;
export type Company = Client & { companyId: string };

/** A well-formed UUID no record has. */
export const UNKNOWN_ID = '0190a0e0-0000-7000-8000-0000000000aa';

/** A timestamp as the service writes them: UTC with milliseconds. */
export const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The keys every record's data carries besides the resource's fields (D4). */
export const META_KEYS = ['id', 'created_at', 'updated_at', 'version'];

let counter = 0;
/** A source id (or any name) unique within the test run. */
export const uid = (prefix: string) => `${prefix}_${++counter}_${randomBytes(3).toString('hex')}`;

/** `invoices` or `/v1/invoices`: a resource name is a path below /v1. */
const url = (path: string) => (path.startsWith('/') ? path : `/v1/${path}`);

// Assertions -------------------------------------------------------------------------------------

/** Asserts the status (showing the body when it differs) and returns the body. */
export function expectStatus(res: Response, status: number): Json {
  expect(res.status, `${res.status} ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

/** Asserts a 201 and returns the record envelope. */
export const created = (res: Response): Json => expectStatus(res, 201);

/** Asserts a 422 with this code (VALIDATION_ERROR unless told) and returns its `errors`. */
export function expect422(res: Response, code = 'VALIDATION_ERROR'): Json[] {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe(code);
  expect(Array.isArray(res.body.errors), JSON.stringify(res.body)).toBe(true);
  return res.body.errors as Json[];
}

/** As expect422, and the whole error envelope (errors.ts `expectError`). */
export function expect422Envelope(res: Response, code = 'VALIDATION_ERROR'): Json[] {
  const body = expectError(res, 422, code);
  expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
  return body.errors as Json[];
}

/**
 * Asserts a 422 with this code, its request_id the X-Request-Id header, whose errors name exactly
 * `fields` (in any order); returns the errors.
 */
export function expect422Fields(res: Response, code: string, fields: string[]): Json[] {
  const errors = expect422(res, code);
  expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  expect(fieldsOf(errors).sort(), JSON.stringify(errors)).toEqual([...fields].sort());
  return errors;
}

export interface ExpectedError {
  field: string;
  code: string;
}

/**
 * Asserts a 422 with this code whose errors are exactly these fields with these per-field codes,
 * in any order. Returns the body.
 */
export function expect422Errors(res: Response, code: string, errors: ExpectedError[]): Json {
  const got = expect422(res, code).map((e) => ({ field: e.field, code: e.code }));
  const sort = (a: ExpectedError, b: ExpectedError) =>
    `${a.field}|${a.code}`.localeCompare(`${b.field}|${b.code}`);
  expect([...got].sort(sort), JSON.stringify(res.body.errors)).toEqual([...errors].sort(sort));
  return res.body;
}

/** The `field` of every entry of `errors`, in order. */
export const fieldsOf = (errors: Json[]) => errors.map((e) => e.field as string);

/** The error entry for `field`, asserting there is one. */
export function errorOn(errors: Json[], field: string): Json {
  const e = errors.find((x) => x.field === field);
  expect(e, `no error on ${field}: ${JSON.stringify(errors)}`).toBeDefined();
  return e;
}

/** The message of the error entry of an error body naming `field`. */
export const messageOf = (body: Json, field: string): string =>
  errorOn((body.errors ?? []) as Json[], field).message as string;

// Records through the API ------------------------------------------------------------------------

/** Creates a record (201 expected) and returns its envelope. */
export async function createRecord(c: Client, path: string, body: Body): Promise<Json> {
  return created(await c.post(url(path), body));
}

/** Creates a record (201 expected) and returns its id. */
export async function create(c: Client, path: string, body: Body): Promise<string> {
  return (await createRecord(c, path, body)).id as string;
}

/** A record's envelope (200 expected). */
export async function get(c: Client, path: string, id: string): Promise<Json> {
  return expectStatus(await c.get(`${url(path)}/${id}`), 200);
}

/** Submits and approves a draft document; returns the approved record. */
export async function approve(c: Client, path: string, id: string): Promise<Json> {
  expectStatus(await c.post(`${url(path)}/${id}/submit`), 200);
  return expectStatus(await c.post(`${url(path)}/${id}/approve`), 200);
}

/** An asset account named Bank unless told. Returns its id. */
export const makeAccount = (c: Client, over: Body = {}) =>
  create(c, 'accounts', { source_id: uid('acc'), name: 'Bank', type: 'asset', ...over });

export const makeCustomer = (c: Client, over: Body = {}) =>
  create(c, 'customers', { name: `Customer ${uid('cus')}`, ...over });

export const makeItem = (c: Client, over: Body = {}) => create(c, 'items', bodies.item(over));

// Lists ------------------------------------------------------------------------------------------

/** `total_count` of a list. */
export async function count(c: Client, path: string, query = ''): Promise<number> {
  const res = await c.get(`${url(path)}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pagination.total_count as number;
}

/** The `key` of each record's data in a list response, in order. */
export function valuesOf(res: Response, key = 'source_id'): unknown[] {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).map((r) => r.data[key]);
}

/** The ids of a list response, in order. */
export function idsOf(res: Response): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).map((r) => r.id as string);
}

/** The `field` of each record `path?query` lists, in order. */
export const listField = async (c: Client, path: string, query: string, field = 'source_id') =>
  valuesOf(await c.get(`${url(path)}?${query}`), field);

/** The ids of the records `path?query` lists, in order. */
export const listIds = async (c: Client, path: string, query: string) =>
  idsOf(await c.get(`${url(path)}?${query}`));

// Document bodies --------------------------------------------------------------------------------

/** A fresh source id, source_system `test` and currency USD, then the document's own fields. */
const doc = (prefix: string, fields: Body, over: Body): Body => ({
  source_id: uid(prefix),
  source_system: 'test',
  currency: 'USD',
  ...fields,
  ...over,
});

/** Bodies with only what a create requires (a valid minimal record), plus `over`. */
export const bodies = {
  item: (over: Body = {}): Body => ({ product_id: uid('prod'), name: 'Widget', ...over }),
  /** A 10.00 invoice with one line of its total. */
  invoice: (over: Body = {}) =>
    doc('inv', { total_amount: '10.00', lines: [{ description: 'Consulting', amount: '10.00' }] }, over),
  creditMemo: (over: Body = {}) => doc('cm', { status: 'open', total_amount: '10.00' }, over),
  salesReceipt: (over: Body = {}) => doc('sr', { status: 'completed', total_amount: '10.00' }, over),
  refundReceipt: (over: Body = {}) => doc('rr', { status: 'pending', total_amount: '10.00' }, over),
  payment: (over: Body = {}) => doc('pay', { amount: '10.00', status: 'completed' }, over),
  vendorBill: (over: Body = {}) =>
    doc('bill', { status: 'draft', total_amount: '100.00', vendor_id: 'ven_1' }, over),
  vendorCredit: (over: Body = {}) => doc('vc', { status: 'open', total_amount: '40.00' }, over),
  expense: (over: Body = {}) => doc('exp', { amount: '25.00', status: 'draft' }, over),
  /** A draft entry without lines (and without a currency, which entries do not require). */
  journalEntry: (over: Body = {}): Body => ({
    source_id: uid('je'),
    source_system: 'test',
    entry_date: '2026-01-31',
    status: 'draft',
    lines: [],
    ...over,
  }),
  quote: (over: Body = {}) => doc('q', { status: 'draft', total_amount: '10.00' }, over),
  salesOrder: (over: Body = {}) => doc('so', { status: 'open', total_amount: '10.00' }, over),
  purchaseOrder: (over: Body = {}) => doc('po', { status: 'open', total_amount: '10.00' }, over),
};

// Shared lines (spec §2.5) -----------------------------------------------------------------------

/** The header fields every document resource starts with, in spec order. */
export const DOC_HEADER_FIELDS = ['source_id', 'source_system', 'connection_id', 'subsidiary_id'];

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

/** The extras of spec §2.5 every resource but Expense has on its lines, in spec order. */
export const COMMON_EXTRA_FIELDS = [
  'line_ref',
  'currency',
  'unit_amount',
  'sku',
  'product_id',
  'discount_amount',
  'product',
];

/** What a full line references: an item and an account. */
export interface LineRefs {
  item: string;
  account: string;
}

/** Every field of the `tax_details[]` object. */
export const fullTaxDetail = (over: Body = {}): Body => ({
  tax_detail_ref: 'tx_1',
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
  ...over,
});

/** Every field of the `detail` object. */
export const fullDetail = (refs: LineRefs, over: Body = {}): Body => ({
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
  ...over,
});

/** Every base field of the shared line object, `detail` and `tax_details` complete. */
export const fullBaseLine = (refs: LineRefs, over: Body = {}): Body => ({
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
  ...over,
});

/** The extras every resource but Expense has, all set. */
export const commonExtras = (over: Body = {}): Body => ({
  line_ref: 'lref_1',
  currency: 'USD',
  unit_amount: '50.00',
  sku: 'W-1',
  product_id: 'prod_ext_1',
  discount_amount: '0.00',
  product: { name: 'Widget', color: 'blue' },
  ...over,
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

/** `value` with every RFC 3339 timestamp in it normalised to UTC, as the service returns them (D4). */
export function utc<T>(value: T): T {
  if (typeof value === 'string') return (RFC3339.test(value) ? new Date(value).toISOString() : value) as T;
  if (Array.isArray(value)) return value.map((v) => utc(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, utc(v)])) as T;
  }
  return value;
}
