/**
 * Lifecycle actions (spec §4.1, D7): POST /v1/{resource}/{id}/{action}. An action along an edge
 * of the document's state machine is a change with that cause, so it passes the same guard as a
 * client's change; a document's own actions (an invoice's mark_paid, a journal entry's memo) are
 * run from its definition. Each runs in one transaction, with its event; the ledger follows
 * through the effects.
 */

import { isUuid } from '../platform/ids.ts';
import type { StoredRecord } from '../storage/types.ts';
import type { Resource, Transition } from './documents.ts';
import { AppError, notFound } from './errors.ts';
import type { KeyedWrite } from './idempotency.ts';
import { applyTransition, checkOwnAction, transitionFor } from './lifecycle.ts';
import { type Body, checkVersion, present, type RecordResult, type Records, type Tx } from './records.ts';

export class Actions {
  constructor(private readonly records: Records) {}

  /** Runs `action` on the document `id`; 404 when the resource has no such action. */
  async run(
    r: Resource,
    companyId: string,
    id: string,
    action: string,
    body: Body,
    ifMatch: number | undefined,
    key?: KeyedWrite<RecordResult>,
  ): Promise<RecordResult> {
    const own = r.document?.actions?.[action];
    const transition = own ? undefined : transitionFor(r, action);
    if (!own && !transition) throw new AppError('NOT_FOUND', `No action ${action} on ${r.name}.`);
    return this.records.write(
      companyId,
      async (tx) => {
        const doc = await this.load(tx, r, id, ifMatch);
        let rec: StoredRecord;
        if (own) {
          checkOwnAction(r, action, doc.data);
          rec = await own.run({ tx, self: r, doc, body, action });
        } else if (transition)
          rec = await tx.change(
            r,
            doc,
            applyTransition(r, transition, withBody(r, transition, doc.data, body)),
            {
              kind: 'action',
              transition,
              extra: transition.eventExtra?.(body),
            },
          );
        else throw new AppError('NOT_FOUND', `No action ${action} on ${r.name}.`);
        return { record: present(r, rec), version: rec.version };
      },
      key,
    );
  }

  private async load(tx: Tx, r: Resource, id: string, ifMatch: number | undefined): Promise<StoredRecord> {
    const existing = isUuid(id) ? await tx.get(r, id) : undefined;
    if (!existing) throw notFound(r.object, id);
    checkVersion(existing, ifMatch);
    return existing;
  }
}

/** The document's data with the fields the action's body sets (void's void_date), where it has them. */
function withBody(r: Resource, t: Transition, data: Body, body: Body): Body {
  const set = t.dataFrom?.(body);
  if (!set) return data;
  const known = Object.entries(set).filter(([name]) => name in r.fields);
  return known.length ? { ...data, ...Object.fromEntries(known) } : data;
}
