/**
 * The state machines (D7) and the one guard every change of a document's state goes through.
 * A resource's machine lives in its definition (`document.lifecycle`); the approval flow several
 * documents share is defined here. Actions move a document along its edges; a client's PUT or
 * upsert may change a state only along the same edges, and when it does it is that action: the
 * same `status` beside it and the same event. A voided document never changes again.
 */
import { isDeepStrictEqual } from 'node:util';
import type {
  Cause,
  FollowEdge,
  Lifecycle,
  Resource,
  StateField,
  StatesFrom,
  Transition,
} from './documents.ts';
import { AppError } from './errors.ts';
import type { Body } from './values.ts';

/** D7: submit, approve, reject and void (invoices, credit memos, expenses, sales receipts, bills). */
export const APPROVAL_FLOW: readonly Transition[] = [
  {
    action: 'submit',
    field: 'approval_status',
    from: ['draft', 'rejected'],
    to: 'pending_approval',
    verb: 'submitted',
    description: 'Submit a draft or rejected document for approval.',
  },
  {
    action: 'approve',
    field: 'approval_status',
    from: ['pending_approval'],
    to: 'approved',
    verb: 'approved',
    status: { from: ['draft'], to: 'open' },
    description: 'Approve a pending document; an approved document posts to the ledger.',
  },
  {
    action: 'reject',
    field: 'approval_status',
    from: ['pending_approval'],
    to: 'rejected',
    verb: 'rejected',
    description: 'Reject a pending document.',
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        reason: {
          type: 'string',
          maxLength: 10_000,
          description: 'Why it was rejected; carried by the event.',
        },
      },
    },
    eventExtra: (body) => (typeof body.reason === 'string' ? { reason: body.reason } : undefined),
  },
  {
    action: 'void',
    field: 'approval_status',
    from: '*',
    to: 'void',
    verb: 'voided',
    status: { from: '*', to: 'void' },
    description:
      "Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date).",
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        void_date: {
          type: 'string',
          format: 'date',
          description:
            "The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.",
        },
      },
    },
    dataFrom: (body) => (typeof body.void_date === 'string' ? { void_date: body.void_date } : undefined),
  },
];

const lifecycleOf = (r: Resource): Lifecycle<Body> | undefined => r.document?.lifecycle;

export function transitionFor(r: Resource, action: string): Transition | undefined {
  return lifecycleOf(r)?.transitions.find((t) => t.action === action);
}

export function allows(t: Pick<Transition, 'from' | 'to'>, state: unknown): boolean {
  return t.from === '*' ? state !== t.to : t.from.includes(String(state));
}

const STATE_FIELDS: readonly StateField[] = ['approval_status', 'status'];

/**
 * Every state change the service may make itself: the definition's own follow edges (a reversal),
 * and those its settlement or applications imply (an invoice paid, partially paid or open again; a
 * credit applied). Derived from the definition, like the event verbs they write.
 */
export function followEdges(r: Resource): FollowEdge[] {
  const doc = r.document;
  const edges = [...(doc?.lifecycle?.follows ?? [])];
  const statuses = [doc?.settlement?.statuses, doc?.applies?.ownStatus];
  for (const s of statuses) {
    if (!s) continue;
    for (const to of [s.none, s.partial, s.full])
      edges.push({
        field: 'status',
        from: '*',
        to,
        verb: s === doc?.settlement?.statuses && to === s.full ? 'paid' : 'updated',
      });
  }
  return edges;
}

/** The states a document's own action starts from (`{}`: anywhere but void). */
function ownStart(r: Resource, action: string): StatesFrom | undefined {
  return r.document?.actions?.[action]?.from;
}

/**
 * D7 for a document's own action: it starts from its declared states (refused otherwise, naming
 * the actions that lead there) and never from void.
 */
export function checkOwnAction(r: Resource, action: string, data: Body): void {
  const from = ownStart(r, action) ?? {};
  for (const field of STATE_FIELDS) {
    const allowed = from[field];
    if (allowed ? !allowed.includes(String(data[field])) : data[field] === 'void')
      throw refuse(r, action, field, data[field]);
  }
}

export function refuse(r: Resource, action: string, field: string, state: unknown): AppError {
  const hint = pathTo(r, action, field, String(state));
  return new AppError(
    'INVALID_STATE_TRANSITION',
    `Cannot ${action} this ${r.object.replace(/_/g, ' ')}: its ${field} is ${String(state)}${hint ? `; ${hint} it first` : ''}.`,
  );
}

/**
 * The actions that would take a document from `state` to where `action` starts (at most two
 * steps: `submit`, `submit and approve`), so a refusal says what to do; none when no path leads
 * there (a void document). An edge starts where its `from` says, an action of the definition's
 * own (mark_paid) where its declared `from` does.
 */
function pathTo(r: Resource, action: string, field: string, state: string): string | undefined {
  const table = lifecycleOf(r)?.transitions.filter((t) => t.field === field) ?? [];
  const target = table.find((t) => t.action === action);
  const own = ownStart(r, action)?.[field as StateField];
  const starts = (s: string) => (target ? allows(target, s) : own ? own.includes(s) : s !== 'void');
  if (starts(state)) return undefined;
  const steps = (s: string) => table.filter((t) => t.to !== 'void' && t.to !== 'rejected' && allows(t, s));
  for (const first of steps(state)) {
    if (starts(first.to)) return first.action;
    for (const second of steps(first.to))
      if (starts(second.to)) return `${first.action} and ${second.action}`;
  }
  return undefined;
}

export function isVoid(data: Body): boolean {
  return data.approval_status === 'void' || data.status === 'void';
}

/** The data an action produces from the current data: its state and the `status` beside it. */
export function applyTransition(r: Resource, t: Transition, data: Body): Body {
  return withStatus(r, t, { ...data, [t.field]: t.to });
}

/**
 * `status` beside an approval state (the table's `status` column): a document whose
 * approval_status is approved and whose status is draft is open; a void one is void. Applies only
 * where the resource's status values have both ends (invoices and vendor bills open; every
 * approval-flow resource voids).
 */
function withStatus(r: Resource, t: Transition, data: Body): Body {
  const s = t.status;
  const values = r.fields.status?.values;
  if (!s || !values?.includes(s.to) || data.status === s.to) return data;
  const from = s.from === '*' ? null : s.from;
  if (from && !(from.includes(String(data.status)) && from.every((v) => values.includes(v)))) return data;
  return { ...data, status: s.to };
}

/**
 * The guard: every change of a record goes through it before it is written, and it returns the
 * data to write. An action must be an edge from the current state (and pass the machine's checks);
 * a client's change may move a state only along an edge (or a direct one), never out of void or a
 * frozen state, never into a status that follows from payments; and what the change means beside
 * what was sent (status follows approval) is filled in. The service's own changes pass unchecked.
 */
export function guardChange(r: Resource, before: Body | null, after: Body, cause: Cause): Body {
  if (cause.kind === 'system') {
    if (before) followEdgeOf(r, before, after);
    return after;
  }
  if (cause.kind === 'action') {
    const t = cause.transition;
    const state = before?.[t.field];
    if (!allows(t, state)) throw refuse(r, t.action, t.field, state);
    if (before) lifecycleOf(r)?.check?.(t.action, before);
    return after;
  }
  const followed = followClientChange(r, before, after);
  // What the states complete into no change is none: an import re-sending a void document as it
  // was (its status left to follow its approval) is answered as the record, not refused.
  if (before && !isDeepStrictEqual(followed, before)) checkClientChange(r, before, after);
  return followed;
}

/**
 * What a client's create, PUT or upsert means beside what it sends, the same as the actions:
 * `status` follows the approval state (an import arriving approved is open, not draft), and a
 * document voided by either field is voided by both (D7).
 */
function followClientChange(r: Resource, before: Body | null, after: Body): Body {
  const table = lifecycleOf(r)?.transitions;
  if (!table) return voidBoth(r, before, after);
  const voiding = table.find((t) => t.action === 'void');
  let data = after;
  if (voiding && isVoid(after) && !(before && isVoid(before)))
    data = { ...data, [voiding.field]: voiding.to };
  for (const t of table)
    if (t.field === 'approval_status' && data[t.field] === t.to) data = withStatus(r, t, data);
  return data;
}

/**
 * D7 for documents without actions that have both state fields with a `void` value (vendor credits,
 * bill payments): voided by either field, voided by both.
 */
function voidBoth(r: Resource, before: Body | null, after: Body): Body {
  const both = ['approval_status', 'status'] as const;
  if (!both.every((f) => r.fields[f]?.values?.includes('void'))) return after;
  if (!isVoid(after) || (before && isVoid(before))) return after;
  return { ...after, approval_status: 'void', status: 'void' };
}

/**
 * The event verb of a client's change: a change along an action's edge (PUT approval_status
 * approved from pending_approval, an upsert of a pending payment as completed) writes that action's
 * event (`invoice.approved`, `payment.confirmed`); any other change is `updated`.
 */
export function clientVerb(r: Resource, before: Body, after: Body): string | undefined {
  const table = lifecycleOf(r)?.transitions;
  if (!table) return undefined;
  // The approval state first: a void that also voids `status` is the void action.
  for (const field of ['approval_status', 'status'] as const) {
    if (before[field] === after[field]) continue;
    const t = table.find((e) => e.field === field && e.to === after[field] && allows(e, before[field]));
    if (t) return t.verb;
  }
  return undefined;
}

/** D7: a client's change of a state field must be an edge of the table; voided is final. */
function checkClientChange(r: Resource, before: Body, after: Body): void {
  const what = r.object.replace(/_/g, ' ');
  if (isVoid(before)) {
    throw new AppError('INVALID_STATE_TRANSITION', `This ${what} is void and cannot change.`);
  }
  const lifecycle = lifecycleOf(r);
  if (lifecycle?.frozen?.when(before)) throw new AppError('DOCUMENT_POSTED', lifecycle.frozen.message);
  const settled = r.document?.settlement?.statuses;
  const derived = settled && [settled.partial, settled.full];
  if (derived && after.status !== before.status && derived.includes(String(after.status))) {
    throw new AppError(
      'INVALID_STATE_TRANSITION',
      `status ${String(after.status)} follows from payments applied to the document; record a payment (or use mark_paid) instead.`,
    );
  }
  if (!lifecycle) return;
  for (const field of ['approval_status', 'status'] as const) {
    if (before[field] === after[field]) continue;
    const edges = lifecycle.transitions.filter((t) => t.field === field);
    if (edges.length === 0) continue;
    const direct = lifecycle.direct;
    const ok =
      edges.some((t) => t.to === after[field] && allows(t, before[field])) ||
      (direct?.field === field && direct.to.includes(String(after[field])));
    if (!ok) {
      throw new AppError(
        'INVALID_STATE_TRANSITION',
        `${field} cannot go from ${String(before[field])} to ${String(after[field])}; use the actions (${edges.map((t) => t.action).join(', ')}).`,
      );
    }
  }
}

/**
 * The follow edge a service's change takes (undefined when it moves no state). A change of state
 * the definition does not declare is a defect of the service, not of the request: it is refused
 * before anything is written.
 */
function followEdgeOf(r: Resource, before: Body, after: Body): FollowEdge | undefined {
  for (const field of STATE_FIELDS) {
    if (before[field] === after[field] || !(field in r.fields)) continue;
    const edge = followEdges(r).find(
      (e) => e.field === field && e.to === after[field] && allows(e, before[field]),
    );
    if (!edge)
      throw new Error(
        `${r.name}: the service may not move ${field} from ${String(before[field])} to ${String(after[field])} (no follow edge declares it)`,
      );
    return edge;
  }
  return undefined;
}

/** The event verb of the service's own change: its follow edge's, or `updated`. */
export function serviceVerb(r: Resource, before: Body, after: Body): string {
  return followEdgeOf(r, before, after)?.verb ?? 'updated';
}
