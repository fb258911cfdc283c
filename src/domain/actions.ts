/**
 * Lifecycle actions (spec §4.1, D7): POST /v1/{resource}/{id}/{action}. Each moves the document
 * along its state machine in one transaction, with its event; the ledger follows through the
 * effects. mark_paid records a real payment for the open balance, never a bare flag.
 */

import { isUuid, nowIso } from '../platform/ids.ts';
import type { Resource } from '../resources/define.ts';
import { resourceByName } from '../resources/index.ts';
import { openBalance } from '../resources/shared.ts';
import { AppError, notFound } from './errors.ts';
import { checkJournalLines } from './ledger/posting.ts';
import { allows, applyTransition, refuse, transitionFor } from './lifecycle.ts';
import { dec } from './money.ts';
import { type Body, checkVersion, present, type RecordEnvelope, type Records } from './records.ts';

export class Actions {
  constructor(private readonly records: Records) {}

  async run(
    r: Resource,
    companyId: string,
    id: string,
    action: string,
    body: Body,
    ifMatch: number | undefined,
  ): Promise<{ record: RecordEnvelope; version: number }> {
    return this.records.write(companyId, async (tx) => {
      const existing = isUuid(id) ? await tx.get(r, id) : undefined;
      if (!existing) throw notFound(r.object, id);
      checkVersion(existing, ifMatch);
      if (r.name === 'invoices' && (action === 'mark_paid' || action === 'confirm')) {
        if (existing.data.approval_status !== 'approved')
          throw refuse(r, action, 'approval_status', existing.data.approval_status);
        if (existing.data.status === 'void' || existing.data.status === 'paid')
          throw refuse(r, action, 'status', existing.data.status);
        const open = openBalance(existing.data, existing.sys);
        if (!dec(open).isPositive())
          throw new AppError(
            'INVALID_STATE_TRANSITION',
            `Cannot ${action} this invoice: nothing is open on it.`,
          );
        const payments = resourceByName('payments')!;
        await tx.upsert(payments, {
          source_id: `mark_paid:${existing.id}:${existing.version}`,
          source_system: 'finrec',
          amount: open,
          currency: existing.data.currency,
          status: 'completed',
          customer_id: existing.data.customer_id ?? null,
          invoice_id: existing.id,
          allocations: [{ invoice_id: existing.id, amount: open }],
          deposit_to_account_id: body.deposit_to_account_id ?? null,
          occurred_at: typeof body.paid_at === 'string' ? new Date(body.paid_at).toISOString() : nowIso(),
          memo: `Recorded by ${action} on the invoice`,
        });
        const paid = (await tx.get(r, id))!;
        return { record: present(r, paid), version: paid.version };
      }
      const t = transitionFor(r, action);
      if (!t) throw new AppError('NOT_FOUND', `No action ${action} on ${r.name}.`);
      const state = existing.data[t.field];
      if (!allows(t, state)) throw refuse(r, action, t.field, state);
      if (r.name === 'journal_entries' && action === 'confirm') checkJournalLines(existing.data);
      const extra =
        action === 'reject' && typeof body.reason === 'string' ? { reason: body.reason } : undefined;
      const rec = await tx.change(r, existing, applyTransition(r, t, existing.data), t.verb, extra);
      return { record: present(r, rec), version: rec.version };
    });
  }

  /** PATCH /v1/journal_entries/{id}/memo: only the memo changes, in any status (D7). */
  async setMemo(
    r: Resource,
    companyId: string,
    id: string,
    memo: string | null,
    ifMatch: number | undefined,
  ) {
    return this.records.write(companyId, async (tx) => {
      const existing = isUuid(id) ? await tx.get(r, id) : undefined;
      if (!existing) throw notFound(r.object, id);
      checkVersion(existing, ifMatch);
      const rec = await tx.change(r, existing, { ...existing.data, memo }, 'updated');
      return { record: present(r, rec), version: rec.version };
    });
  }
}
