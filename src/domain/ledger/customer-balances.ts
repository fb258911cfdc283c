/**
 * D16, D17: a customer's balances follow the journal lines that name the customer (its
 * receivables, and the payments and credits taking them off), kept on the customer record.
 */

import { settingsForPosting } from '../../storage/companies.ts';
import type { EntryRow } from '../../storage/ledger.ts';
import type { Tx } from '../documents.ts';
import { type Decimal, dec, fmtIn, ZERO } from '../money.ts';
import { isBody, textOf } from '../values.ts';

/**
 * D16: a customer's receivable per document currency (`balances`), never adding currencies; D17:
 * `balance` the receivable valued in the base currency (every currency's lines at their base
 * amounts).
 */
export async function moveCustomerBalances(tx: Tx, entries: EntryRow[]): Promise<void> {
  const byCustomer = new Map<string, { amounts: Map<string, Decimal>; base: Decimal }>();
  for (const e of entries) {
    if (!e.customer_id) continue;
    const mine = byCustomer.get(e.customer_id) ?? { amounts: new Map<string, Decimal>(), base: ZERO };
    byCustomer.set(e.customer_id, mine);
    mine.amounts.set(
      e.currency,
      (mine.amounts.get(e.currency) ?? ZERO).plus(dec(e.debit_amount)).minus(dec(e.credit_amount)),
    );
    mine.base = mine.base.plus(dec(e.base_debit_amount)).minus(dec(e.base_credit_amount));
  }
  const baseCurrency = byCustomer.size
    ? ((await settingsForPosting(tx.repo, tx.companyId))?.base_currency ?? 'USD')
    : 'USD';
  for (const [id, deltas] of byCustomer) {
    if ([...deltas.amounts.values()].every((v) => v.isZero()) && deltas.base.isZero()) continue;
    const c = await tx.repo.getRecord(tx.catalog.customers, tx.companyId, id);
    if (!c) continue;
    const balances: Record<string, string> = {};
    const kept = c.sys?.balances;
    if (isBody(kept))
      for (const [cur, v] of Object.entries(kept)) if (typeof v === 'string') balances[cur] = v;
    // D4: each in its currency's digits (JPY "12345", USD "12.30").
    for (const [cur, delta] of deltas.amounts)
      balances[cur] = fmtIn(dec(balances[cur] ?? '0').plus(delta), cur);
    const balance = dec(textOf(c.sys?.balance) ?? '0').plus(deltas.base);
    await tx.repo.updateSys(tx.catalog.customers.name, tx.companyId, id, {
      ...c.sys,
      balances,
      balance: fmtIn(balance, baseCurrency),
    });
  }
}
