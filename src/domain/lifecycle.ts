/**
 * The state machines (D7), one table per resource. Actions move a document along its table; a
 * client's PUT or upsert may change a state only along the same edges, and when it does it is that
 * action: the same `status` beside it and the same event. A voided document never changes again,
 * and a posted journal entry changes only by reversal.
 */
import type { Resource } from '../resources/define.ts';
import { AppError } from './errors.ts';

export interface Transition {
  action: string;
  field: 'approval_status' | 'status';
  /** States the action starts from; `*` = any but the target. */
  from: readonly string[] | '*';
  to: string;
  /** Event verb: `invoice.${verb}`. */
  verb: string;
  /**
   * What `status` does beside an approval edge, where the resource has both values: an approved
   * draft is open (it posted: payments may now apply), a voided document is void.
   */
  status?: { from: readonly string[] | '*'; to: string };
}

const APPROVAL_FLOW: readonly Transition[] = [
  {
    action: 'submit',
    field: 'approval_status',
    from: ['draft', 'rejected'],
    to: 'pending_approval',
    verb: 'submitted',
  },
  {
    action: 'approve',
    field: 'approval_status',
    from: ['pending_approval'],
    to: 'approved',
    verb: 'approved',
    status: { from: ['draft'], to: 'open' },
  },
  {
    action: 'reject',
    field: 'approval_status',
    from: ['pending_approval'],
    to: 'rejected',
    verb: 'rejected',
  },
  {
    action: 'void',
    field: 'approval_status',
    from: '*',
    to: 'void',
    verb: 'voided',
    status: { from: '*', to: 'void' },
  },
];

/** Resource path → its transition table. Resources not listed have no actions. */
export const MACHINES: Readonly<Record<string, readonly Transition[]>> = {
  invoices: APPROVAL_FLOW,
  credit_memos: APPROVAL_FLOW,
  expenses: APPROVAL_FLOW,
  sales_receipts: APPROVAL_FLOW,
  vendor_bills: APPROVAL_FLOW,
  journal_entries: [{ action: 'confirm', field: 'status', from: ['draft'], to: 'posted', verb: 'posted' }],
  payments: [{ action: 'confirm', field: 'status', from: ['pending'], to: 'completed', verb: 'confirmed' }],
};

/** Actions beyond the table: invoices' mark_paid and its deprecated alias confirm (spec §9). */
export const INVOICE_PAYMENT_ACTIONS = ['mark_paid', 'confirm'] as const;

/**
 * State changes a client may make directly, beside the tables' edges: a payment's source system
 * reports it failed, refunded or voided (voiding a payment reopens what it paid, D7).
 */
const DIRECT_EDGES: Readonly<Record<string, { field: 'status'; to: readonly string[] }>> = {
  payments: { field: 'status', to: ['failed', 'refunded', 'void'] },
};

/** Statuses only payments can give (never a bare flag, D7). */
const DERIVED_STATUSES: Readonly<Record<string, readonly string[]>> = {
  invoices: ['paid', 'partially_paid'],
  vendor_bills: ['paid', 'partially_paid'],
};

export const JOURNAL_POSTED = new Set(['posted', 'pending_reversal', 'reversed']);

export function transitionFor(r: Resource, action: string): Transition | undefined {
  return MACHINES[r.name]?.find((t) => t.action === action);
}

export function allows(t: Transition, state: unknown): boolean {
  return t.from === '*' ? state !== t.to : t.from.includes(String(state));
}

export function refuse(r: Resource, action: string, field: string, state: unknown): AppError {
  return new AppError(
    'INVALID_STATE_TRANSITION',
    `Cannot ${action} this ${r.object.replace(/_/g, ' ')}: its ${field} is ${String(state)}.`,
  );
}

export function isVoid(data: Record<string, unknown>): boolean {
  return data.approval_status === 'void' || data.status === 'void';
}

/** The data an action produces from the current data: its state and the `status` beside it. */
export function applyTransition(
  r: Resource,
  t: Transition,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return withStatus(r, t, { ...data, [t.field]: t.to });
}

/**
 * `status` beside an approval state (the table's `status` column): a document whose
 * approval_status is approved and whose status is draft is open; a void one is void. Applies only
 * where the resource's status values have both ends (invoices and vendor bills open; every
 * approval-flow resource voids).
 */
function withStatus(r: Resource, t: Transition, data: Record<string, unknown>): Record<string, unknown> {
  const s = t.status;
  const values = r.fields.status?.values;
  if (!s || !values?.includes(s.to) || data.status === s.to) return data;
  const from = s.from === '*' ? null : s.from;
  if (from && !(from.includes(String(data.status)) && from.every((v) => values.includes(v)))) return data;
  return { ...data, status: s.to };
}

/**
 * What a client's create, PUT or upsert means beside what it sends, the same as the actions:
 * `status` follows the approval state (an import arriving approved is open, not draft), and a
 * document voided by either field is voided by both (D7).
 */
export function followClientChange(
  r: Resource,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const table = MACHINES[r.name];
  if (!table) return after;
  const voiding = table.find((t) => t.action === 'void');
  let data = after;
  if (voiding && isVoid(after) && !(before && isVoid(before)))
    data = { ...data, [voiding.field]: voiding.to };
  for (const t of table)
    if (t.field === 'approval_status' && data[t.field] === t.to) data = withStatus(r, t, data);
  return data;
}

/**
 * The event verb of a client's change: a change along an action's edge (PUT approval_status
 * approved from pending_approval, an upsert of a pending payment as completed) writes that action's
 * event (`invoice.approved`, `payment.confirmed`); any other change is `updated`.
 */
export function clientVerb(
  r: Resource,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string | undefined {
  const table = MACHINES[r.name];
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
export function checkClientChange(
  r: Resource,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): void {
  if (isVoid(before)) {
    throw new AppError(
      'INVALID_STATE_TRANSITION',
      `This ${r.object.replace(/_/g, ' ')} is void and cannot change.`,
    );
  }
  if (r.name === 'journal_entries' && JOURNAL_POSTED.has(String(before.status))) {
    throw new AppError(
      'DOCUMENT_POSTED',
      'A posted journal entry is changed only by reversal: post a new entry with reverses_entry_id.',
    );
  }
  const derived = DERIVED_STATUSES[r.name];
  if (derived && after.status !== before.status && derived.includes(String(after.status))) {
    throw new AppError(
      'INVALID_STATE_TRANSITION',
      `status ${String(after.status)} follows from payments applied to the document; record a payment (or use mark_paid) instead.`,
    );
  }
  const table = MACHINES[r.name];
  if (!table) return;
  for (const field of ['approval_status', 'status'] as const) {
    if (before[field] === after[field]) continue;
    const edges = table.filter((t) => t.field === field);
    if (edges.length === 0) continue;
    const direct = DIRECT_EDGES[r.name];
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
