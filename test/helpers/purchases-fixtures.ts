/**
 * Fixtures for the purchase and journal resources (vendor bills, vendor credits, expenses, journal
 * entries): the records they reference, created through the API.
 */
import { type Body, bodies, create, created, makeAccount, makeCustomer } from './fixtures.ts';
import type { Client, Json } from './harness.ts';

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

export async function makeRefs(c: Client): Promise<Refs> {
  const account = (type: string) => makeAccount(c, { name: `Account ${type}`, type });
  const purchaseOrder = () =>
    createLoose(
      c,
      '/v1/purchase_orders',
      bodies.purchaseOrder({ total_amount: '500.00', vendor_id: 'ven_1' }),
    );
  return {
    account: await account('expense'),
    account2: await account('asset'),
    customer: await makeCustomer(c, { name: 'Ada' }),
    item: await createLoose(c, '/v1/items', bodies.item()),
    purchaseOrder: await purchaseOrder(),
    purchaseOrder2: await purchaseOrder(),
    bill: await create(c, 'vendor_bills', bodies.vendorBill()),
    entry: await create(c, 'journal_entries', bodies.journalEntry()),
  };
}
