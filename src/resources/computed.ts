/**
 * Read-only values of documents computed from what the ledger keeps in a record's system state:
 * an invoice's or bill's open balance, what a payment or credit has not applied, the deposit a
 * payment sits on. Amounts are written in their currency's digits (D4).
 */
import { Decimal } from 'decimal.js';
import { fmtIn } from '../domain/money.ts';

/**
 * An invoice's or bill's open balance: its total less what payments apply to it (kept by the
 * ledger in the record's system state); nothing when void.
 */
export function openBalance(data: Record<string, unknown>, sys: Record<string, unknown> | undefined): string {
  const currency = typeof data.currency === 'string' ? data.currency : null;
  if (data.status === 'void' || data.approval_status === 'void') return fmtIn(new Decimal(0), currency);
  const open = new Decimal(String(data.total_amount ?? '0')).minus(new Decimal(String(sys?.applied ?? '0')));
  return fmtIn(open, currency); // D4: in its currency's digits
}

export const openBalanceField = () => ({
  schema: {
    type: 'string',
    description: 'Total less the payments applied to it (decimal string); 0 when void. Read-only.',
  },
  value: (data: Record<string, unknown>, rec: { sys?: Record<string, unknown> }) =>
    openBalance(data, rec.sys),
});

/**
 * D16: what a payment or credit has not applied: its amount less what its applications in force
 * take (kept by the ledger in the record's system state); 0 when void. Read-only.
 */
export function unappliedAmount(
  amount: unknown,
  data: Record<string, unknown>,
  sys: Record<string, unknown> | undefined,
): string {
  const currency = typeof data.currency === 'string' ? data.currency : null;
  if (data.status === 'void' || data.approval_status === 'void') return fmtIn(new Decimal(0), currency);
  const open = new Decimal(String(amount ?? '0')).minus(new Decimal(String(sys?.allocated ?? '0')));
  return fmtIn(open, currency); // D4: in its currency's digits
}

export const unappliedAmountField = (amountField: 'amount' | 'total_amount') => ({
  schema: {
    type: 'string',
    description:
      'What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only.',
  },
  value: (data: Record<string, unknown>, rec: { sys?: Record<string, unknown> | undefined }) =>
    unappliedAmount(data[amountField], data, rec.sys),
});

/** D15: the deposit a payment or sales receipt sits on, if any. Read-only. */
export const depositIdField = () => ({
  schema: {
    type: ['string', 'null'],
    format: 'uuid',
    description: 'The deposit that took this document out of undeposited funds, if any. Read-only.',
  },
  value: (_data: Record<string, unknown>, rec: { sys?: Record<string, unknown> | undefined }) =>
    typeof rec.sys?.deposit_id === 'string' ? rec.sys.deposit_id : null,
});
