/**
 * Fixtures for the banking resources' tests (payments, bill payments, deposits, bank transfers):
 * the records they reference (accounts, customers, invoices, vendor bills), created through the
 * API, and small assertions on lists and 422s.
 */
import { expect } from 'vitest';
import type { Resource } from '../../src/resources/define.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { vendorBills } from '../../src/resources/vendor-bill.ts';
import type { Client, Json, Response } from './harness.ts';

/** A well-formed UUID no record has. */
export const UNKNOWN_ID = '0190a0e0-0000-7000-8000-0000000000aa';

let seq = 0;
const next = () => `${Date.now().toString(36)}-${++seq}`;

async function created(c: Client, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await c.post(path, body);
  expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.id as string;
}

export const makeAccount = (c: Client, extra: Record<string, unknown> = {}) =>
  created(c, '/v1/accounts', { source_id: `acc-${next()}`, name: 'Bank', type: 'asset', ...extra });

export const makeCustomer = (c: Client, extra: Record<string, unknown> = {}) =>
  created(c, '/v1/customers', { name: `Customer ${next()}`, ...extra });

/**
 * Only the fields the resource defines: invoices and vendor bills are defined concurrently by
 * other engineers, so the body keeps what their definitions accept at the time the tests run.
 */
function known(r: Resource, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => k in r.fields));
}

/**
 * An invoice: source_id, source_system, currency, total_amount (100.00 unless told), status and one
 * line of that amount. Its open balance is its total: payments applied to it stay within it.
 * `posted`: imported approved, so completed payments may apply to it (a draft takes none).
 */
export const makeInvoice = (c: Client, total = '100.00', posted = false) =>
  created(
    c,
    '/v1/invoices',
    known(invoices as unknown as Resource, {
      source_id: `inv-${next()}`,
      source_system: 'test',
      currency: 'USD',
      total_amount: total,
      status: 'open',
      lines: [{ description: 'Consulting', amount: total }],
      ...(posted ? { approval_status: 'approved' } : {}),
    }),
  );

/**
 * A vendor bill: source_id, source_system, currency, total_amount (250.00 unless told), status and
 * vendor_id. Its open balance is its total: bill payments applied to it stay within it.
 * `posted`: imported approved (with a line of its total, so it posts), so completed bill payments
 * may apply to it.
 */
export const makeVendorBill = (c: Client, total = '250.00', posted = false) =>
  created(
    c,
    '/v1/vendor_bills',
    known(vendorBills as unknown as Resource, {
      source_id: `bill-${next()}`,
      source_system: 'test',
      currency: 'USD',
      total_amount: total,
      status: 'open',
      vendor_id: 'ven_1',
      ...(posted ? { approval_status: 'approved', lines: [{ description: 'Rent', amount: total }] } : {}),
    }),
  );

/** Asserts a 422 with this code (VALIDATION_ERROR unless told) and returns its `errors`. */
export function expect422(res: Response, code = 'VALIDATION_ERROR'): Json[] {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe(code);
  expect(Array.isArray(res.body.errors)).toBe(true);
  return res.body.errors as Json[];
}

/** The error entry for `field`, asserting there is one. */
export function errorOn(errors: Json[], field: string): Json {
  const e = errors.find((x) => x.field === field);
  expect(e, `no error on ${field}: ${JSON.stringify(errors)}`).toBeDefined();
  return e;
}

/** `total_count` of a list. */
export async function count(c: Client, path: string, query = ''): Promise<number> {
  const res = await c.get(`${path}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pagination.total_count as number;
}

/** The values of `field` of a list's records, in order. */
export async function listField(
  c: Client,
  path: string,
  query: string,
  field = 'source_id',
): Promise<unknown[]> {
  const res = await c.get(`${path}?${query}`);
  expect(res.status, `GET ${path}?${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body.data as Json[]).map((r) => r.data[field]);
}

/** Ascending order of decimal strings, compared as numbers. */
export const numericSort = (values: string[]) => [...values].sort((a, b) => Number(a) - Number(b));

export const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The keys every record's data carries besides the resource's fields (D4). */
export const META_KEYS = ['id', 'created_at', 'updated_at', 'version'];
