/**
 * Fixtures for the sales documents tests (invoices, credit memos, sales receipts, refund
 * receipts): the records they reference and their full line objects.
 */
import {
  type Body,
  commonExtras,
  fullBaseLine,
  fullDetail,
  fullTaxDetail,
  makeAccount,
  makeCustomer,
  makeItem,
  uid,
} from './fixtures.ts';
import type { Client } from './harness.ts';

/** Records a sales document can reference, all in one company. */
export interface Refs {
  customer: string;
  customer2: string;
  revenue: string;
  asset: string;
  item: string;
}

export async function seedRefs(c: Client): Promise<Refs> {
  return {
    customer: await makeCustomer(c, { name: 'Ada', source_id: uid('cus') }),
    customer2: await makeCustomer(c, { name: 'Bob', source_id: uid('cus') }),
    revenue: await makeAccount(c, { name: 'Sales', type: 'revenue' }),
    asset: await makeAccount(c, { name: 'Bank', type: 'asset' }),
    item: await makeItem(c, { source_system: 'shop' }),
  };
}

/** A line with every base field set, `detail` and `tax_details` complete. */
export const fullSalesLine = (refs: Refs): Body => {
  const ids = { item: refs.item, account: refs.revenue };
  return fullBaseLine(ids, {
    detail: fullDetail(ids, { sku: 'WID-1', metadata: { kind: 'item' } }),
    description: 'Widget, blue',
    quantity: '2.000',
    tax_amount: '7.2500',
    tax_exempt_reason: 'n/a',
    tax_details: [
      fullTaxDetail({ tax_detail_ref: 'txd_1', tax_amount: '7.2500', metadata: { source: 'avalara' } }),
    ],
    dimensions: { department: 'sales' },
    metadata: { line: 'one' },
  });
};

/** The extras of spec §2.5 every resource but Expense has, set. */
export const salesExtras = (): Body =>
  commonExtras({ line_ref: 'li_ref_1', sku: 'WID-1', discount_amount: '-0.50' });
