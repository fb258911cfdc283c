/**
 * D20: bank lines, statements, rules and reconciliations are of one account of the company that
 * money moves through as the bank sees it: an asset (a checking account, cash) or a liability
 * (a credit card).
 */
import { isUuid } from '../../platform/ids.ts';
import type { Tx } from '../documents.ts';
import { validationError } from '../errors.ts';
import { textOf } from '../values.ts';

export const BANK_ACCOUNT_TYPES: readonly string[] = ['asset', 'liability'];

/**
 * A 422 naming `field` unless `accountId` is an asset or liability account. An id that names no
 * account of the company is left to the reference check, which names it as such.
 */
export async function requireBankAccount(tx: Tx, accountId: unknown, field: string): Promise<void> {
  const id = textOf(accountId);
  if (id === null || !isUuid(id)) return;
  const account = await tx.get(tx.catalog.accounts, id);
  if (!account) return;
  const type = textOf(account.data.type);
  if (type !== null && BANK_ACCOUNT_TYPES.includes(type)) return;
  throw validationError([
    {
      field,
      code: 'wrong_account_type',
      message: `must be an asset or liability account (a bank, cash or card account); this one is ${type ?? 'of no type'}`,
    },
  ]);
}
