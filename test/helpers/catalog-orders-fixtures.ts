/**
 * Fixtures for the catalog and order resources (items, quotes, sales orders, purchase orders):
 * the records they reference and fully populated lines (spec §2.5).
 */
import {
  type Body,
  type Company,
  commonExtras,
  fullBaseLine,
  fullDetail,
  fullTaxDetail,
  makeAccount,
  makeCustomer,
  makeItem,
} from './fixtures.ts';

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

export async function makeRefs(c: Company): Promise<Refs> {
  const customerId = await makeCustomer(c, { name: 'Ada' });
  const otherCustomerId = await makeCustomer(c, { name: 'Grace' });
  const account = (type: string, name: string) => makeAccount(c, { name, type });
  const revenueAccountId = await account('revenue', 'Sales');
  const expenseAccountId = await account('expense', 'Purchases');
  const assetAccountId = await account('asset', 'Inventory');
  const cogsAccountId = await account('expense', 'Cost of goods sold');
  const itemId = await makeItem(c);
  return {
    customerId,
    otherCustomerId,
    revenueAccountId,
    expenseAccountId,
    assetAccountId,
    cogsAccountId,
    itemId,
  };
}

/** Line `n` with every base field and every common extra set, numbered refs and all. */
export const fullLine = (refs: Refs, n: number): Body => {
  const ids = { item: refs.itemId, account: refs.revenueAccountId };
  return {
    ...fullBaseLine(ids, {
      line_number: n,
      detail: fullDetail(ids, { product: { name: 'Widget', color: 'blue' }, metadata: { note: 'detail' } }),
      description: `Widget line ${n}`,
      quantity: '2.000',
      tax_code: 'TAXABLE',
      tax_details: [fullTaxDetail({ tax_detail_ref: `tx_${n}` })],
      dimensions: { department: 'sales' },
      metadata: { line: String(n) },
    }),
    ...commonExtras({
      line_ref: `lref_${n}`,
      product_id: `prod_ext_${n}`,
      discount_amount: '-5.50',
      product: { name: 'Widget', size: 'L' },
    }),
  };
};

export const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
