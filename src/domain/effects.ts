/**
 * What runs around every change of a record, in its transaction: the state machine's guard, then
 * the ledger. The two pieces are composed here, once, and given to `Records` when it is built.
 */
import { checkedArithmetic } from './arithmetic.ts';
import { checkVoidDateOf } from './company.ts';
import type { Cause } from './documents.ts';
import { keptRates, withRates } from './fx.ts';
import { Ledger } from './ledger/engine.ts';
import { guardChange } from './lifecycle.ts';
import type { Effects } from './records.ts';

export function documentEffects(ledger: Ledger = new Ledger()): Effects {
  return {
    async beforeChange(tx, r, before, data, cause: Cause) {
      ledger.warm(tx, r, before, data); // the reads a posting needs, sent ahead together
      // A client's amounts are checked first (a payment's must be positive), then its states.
      // D11: the arithmetic of 1,000 lines is a piece of its own (a turn first if the slice is over).
      await tx.repo.turn();
      if (cause.kind === 'client') data = await checkedArithmetic(tx, r, data); // D19
      if (cause.kind === 'client') {
        r.document?.check?.(data); // the document's own fields (a payment's net amount, D15)
        await r.document?.checkRecords?.(tx, data); // against other records (a bank line's account)
        ledger.checkAmounts(r, data);
        data = await ledger.prepare(tx, r, data); // a deposit line's amount from what it deposits (D15)
      }
      // D17: a posted (or void) document keeps its rate unless a new one is sent, before the guard
      // compares: an import re-sending it as it is changes nothing.
      data = keptRates(r, before?.data ?? null, data);
      const guarded = guardChange(r, before?.data ?? null, data, cause);
      if (cause.kind === 'client' && before) ledger.checkSettled(r, before, guarded);
      if (before) await ledger.checkRate(tx, r, before, guarded); // and a settled one keeps it
      // D18: a void_date goes with a void, on or after the document's date, after the lock date.
      await checkVoidDateOf(tx, r, before?.data ?? null, guarded);
      // D17: a foreign document about to post takes the rate on file when it gives none.
      return withRates(tx, r, guarded);
    },
    afterChange: (tx, r, before, after) => ledger.afterChange(tx, r, before, after),
    beforeDelete: (tx, r, existing) => {
      r.document?.checkDelete?.(existing.data);
      return ledger.beforeDelete(tx, r, existing);
    },
  };
}
