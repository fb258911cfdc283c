/** D15: a payment's or refund's fee and net amounts, checked on a client's change. */
import { Decimal } from 'decimal.js';
import { validationError } from '../domain/errors.ts';

/** Net = amount − fee, and the fee never exceeds the amount. */
export function checkNetAmount(amount: string | null, fee: string | null, net: string | null): void {
  // A fee larger than the amount would leave a negative net in undeposited funds (D15).
  if (fee != null && new Decimal(fee).gt(new Decimal(amount ?? '0'))) {
    throw validationError([
      {
        field: 'fee_amount',
        code: 'fee_exceeds_amount',
        message: `must not exceed the amount ${amount ?? '0'}: got ${fee}`,
      },
    ]);
  }
  if (net == null) return;
  const expected = new Decimal(amount ?? '0').minus(new Decimal(fee ?? '0'));
  if (!expected.equals(new Decimal(net))) {
    throw validationError([
      {
        field: 'net_amount',
        code: 'net_mismatch',
        message: `must equal the amount less fee_amount: expected ${expected.toFixed(2)}, got ${net}`,
      },
    ]);
  }
}
