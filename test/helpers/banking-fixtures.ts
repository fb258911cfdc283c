/**
 * Fixtures for the banking resources' tests (payments, bill payments, deposits, bank transfers):
 * the invoices and vendor bills payments apply to, created through the API.
 */
import type { Resource } from '../../src/domain/documents.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { vendorBills } from '../../src/resources/vendor-bill.ts';
import { type Body, bodies, create } from './fixtures.ts';
import type { Client } from './harness.ts';

/**
 * Only the fields the resource defines: invoices and vendor bills are defined concurrently by
 * other engineers, so the body keeps what their definitions accept at the time the tests run.
 */
function known(r: Resource, body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([k]) => k in r.fields));
}

/**
 * An invoice: source_id, source_system, currency, total_amount (100.00 unless told), status and one
 * line of that amount. Its open balance is its total: payments applied to it stay within it.
 * `posted`: imported approved, so completed payments may apply to it (a draft takes none).
 */
export const makeInvoice = (c: Client, total = '100.00', posted = false) =>
  create(
    c,
    'invoices',
    known(
      invoices as unknown as Resource,
      bodies.invoice({
        total_amount: total,
        status: 'open',
        lines: [{ description: 'Consulting', amount: total }],
        ...(posted ? { approval_status: 'approved' } : {}),
      }),
    ),
  );

/**
 * A vendor bill: source_id, source_system, currency, total_amount (250.00 unless told), status and
 * vendor_id. Its open balance is its total: bill payments applied to it stay within it.
 * `posted`: imported approved (with a line of its total, so it posts), so completed bill payments
 * may apply to it. `vendor`: its vendor_id (a bill payment applies only to its own vendor's bills, D16).
 */
export const makeVendorBill = (c: Client, total = '250.00', posted = false, vendor?: string) =>
  create(
    c,
    'vendor_bills',
    known(
      vendorBills as unknown as Resource,
      bodies.vendorBill({
        total_amount: total,
        status: 'open',
        ...(vendor ? { vendor_id: vendor } : {}),
        ...(posted ? { approval_status: 'approved', lines: [{ description: 'Rent', amount: total }] } : {}),
      }),
    ),
  );
