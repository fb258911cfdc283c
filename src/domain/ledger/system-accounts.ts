/**
 * D8: the system accounts a posting rule asks for by slot (`accounts_receivable`,
 * `undeposited_funds`, …), and their creation in the chart of accounts on first need.
 */

import { addSystemAccount } from '../../storage/ledger.ts';
import type { Tx } from '../documents.ts';
import type { Slot } from './posting.ts';

export const SYSTEM_ACCOUNTS: Readonly<Record<Slot, { name: string; type: string }>> = {
  accounts_receivable: { name: 'Accounts Receivable', type: 'asset' },
  accounts_payable: { name: 'Accounts Payable', type: 'liability' },
  undeposited_funds: { name: 'Undeposited Funds', type: 'asset' },
  sales_tax_payable: { name: 'Sales Tax Payable', type: 'liability' },
  uncategorized_income: { name: 'Uncategorized Income', type: 'revenue' },
  uncategorized_expense: { name: 'Uncategorized Expense', type: 'expense' },
  opening_balance_equity: { name: 'Opening Balance Equity', type: 'equity' },
  operating_bank: { name: 'Cash at bank', type: 'asset' },
  processing_fees: { name: 'Processing Fees', type: 'expense' },
  fx_gain_loss: { name: 'Exchange Gain or Loss', type: 'expense' },
};

/**
 * D8: system accounts are created on first need, marked by `slot` (`post` found none). Two
 * writers creating one at once meet on its source identity: the upsert gives both the same.
 */
export async function createSystemAccount(tx: Tx, slot: Slot): Promise<string> {
  const spec = SYSTEM_ACCOUNTS[slot];
  const rec = await tx.upsert(tx.catalog.accounts, {
    source_id: `finrec:${slot}`,
    source_system: 'finrec',
    name: spec.name,
    type: spec.type,
    slot,
    description: 'System account created by finrec on first need.',
  });
  await addSystemAccount(tx.repo, tx.companyId, slot, rec.id);
  return rec.id;
}
