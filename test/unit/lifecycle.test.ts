/**
 * The state machines (D7) and the one guard every change passes (`guardChange`), run on the
 * definitions' lifecycles without a server or a database: actions along their edges, a client's
 * changes along the same edges, what a change implies, the event a client's change writes.
 */
import { describe, expect, it } from 'vitest';
import { type Cause, type Resource, system } from '../../src/domain/documents.ts';
import { AppError } from '../../src/domain/errors.ts';
import {
  APPROVAL_FLOW,
  applyTransition,
  checkOwnAction,
  clientVerb,
  guardChange,
  serviceVerb,
  transitionFor,
} from '../../src/domain/lifecycle.ts';
import type { Body } from '../../src/domain/records.ts';
import { expenses } from '../../src/resources/expense.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { journalEntries } from '../../src/resources/journal-entry.ts';
import { payments } from '../../src/resources/payment.ts';
import { vendorBills } from '../../src/resources/vendor-bill.ts';

const client: Cause = { kind: 'client' };

function act(r: Resource, action: string, before: Body): Body {
  const t = transitionFor(r, action);
  if (!t) throw new Error(`${r.name} has no ${action}`);
  return guardChange(r, before, applyTransition(r, t, before), { kind: 'action', transition: t });
}

function refused(fn: () => unknown, code = 'INVALID_STATE_TRANSITION'): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe(code);
    return (e as AppError).message;
  }
  throw new Error(`expected ${code}`);
}

const draftInvoice = { approval_status: 'draft', status: 'draft', total_amount: '10.00' };

describe('the approval flow (invoices, credit memos, expenses, sales receipts, vendor bills)', () => {
  it('draft → pending_approval → approved, the invoice open once approved', () => {
    const pending = act(invoices, 'submit', draftInvoice);
    expect(pending).toMatchObject({ approval_status: 'pending_approval', status: 'draft' });
    expect(act(invoices, 'approve', pending)).toMatchObject({ approval_status: 'approved', status: 'open' });
  });

  it('reject goes back to a state submit starts from', () => {
    const rejected = act(invoices, 'reject', act(invoices, 'submit', draftInvoice));
    expect(rejected.approval_status).toBe('rejected');
    expect(act(invoices, 'submit', rejected).approval_status).toBe('pending_approval');
  });

  it('void from any state but void voids status too, where the resource has that status', () => {
    expect(act(invoices, 'void', draftInvoice)).toMatchObject({ approval_status: 'void', status: 'void' });
    // An expense's statuses include void; it follows as well.
    expect(act(expenses, 'void', { approval_status: 'approved', status: 'paid' }).status).toBe('void');
  });

  it('an action from a state it does not start from is refused, naming the state', () => {
    expect(refused(() => act(invoices, 'approve', draftInvoice))).toBe(
      'Cannot approve this invoice: its approval_status is draft; submit it first.',
    );
    expect(refused(() => act(invoices, 'void', { ...draftInvoice, approval_status: 'void' }))).toBe(
      'Cannot void this invoice: its approval_status is void.',
    );
  });

  it('a refusal names the actions that lead to where the action starts', () => {
    expect(refused(() => act(invoices, 'reject', draftInvoice))).toBe(
      'Cannot reject this invoice: its approval_status is draft; submit it first.',
    );
    const approved = act(invoices, 'approve', act(invoices, 'submit', draftInvoice));
    expect(refused(() => act(invoices, 'submit', approved))).toBe(
      'Cannot submit this invoice: its approval_status is approved.',
    );
  });

  it('the shared flow is the table the definitions use', () => {
    expect(invoices.document?.lifecycle?.transitions).toBe(APPROVAL_FLOW);
    expect(vendorBills.document?.lifecycle?.transitions).toBe(APPROVAL_FLOW);
    expect(APPROVAL_FLOW.map((t) => t.action)).toEqual(['submit', 'approve', 'reject', 'void']);
  });
});

describe('a client’s change (PUT, upsert) obeys the same edges', () => {
  it('along an edge it is allowed, completed like the action, and writes the action’s event', () => {
    const before = { ...draftInvoice, approval_status: 'pending_approval' };
    const after = guardChange(invoices, before, { ...before, approval_status: 'approved' }, client);
    expect(after).toMatchObject({ approval_status: 'approved', status: 'open' });
    expect(clientVerb(invoices, before, after)).toBe('approved');
  });

  it('off the edges it is refused, naming the actions', () => {
    expect(
      refused(() =>
        guardChange(invoices, draftInvoice, { ...draftInvoice, approval_status: 'approved' }, client),
      ),
    ).toBe(
      'approval_status cannot go from draft to approved; use the actions (submit, approve, reject, void).',
    );
  });

  it('an import arriving approved is open; a document voided by either field is voided by both', () => {
    expect(guardChange(invoices, null, { ...draftInvoice, approval_status: 'approved' }, client).status).toBe(
      'open',
    );
    const open = { approval_status: 'approved', status: 'open', total_amount: '10.00' };
    expect(guardChange(invoices, open, { ...open, status: 'void' }, client)).toMatchObject({
      approval_status: 'void',
      status: 'void',
    });
  });

  it('a void document never changes again', () => {
    const voided = { approval_status: 'void', status: 'void', total_amount: '10.00' };
    expect(refused(() => guardChange(invoices, voided, { ...voided, total_amount: '11.00' }, client))).toBe(
      'This invoice is void and cannot change.',
    );
  });

  it('paid and partially_paid follow from payments: a client cannot set them', () => {
    const open = { approval_status: 'approved', status: 'open', total_amount: '10.00' };
    expect(refused(() => guardChange(invoices, open, { ...open, status: 'paid' }, client))).toMatch(
      /^status paid follows from payments/,
    );
    // The service's own change (a payment applied) sets them: a follow edge of the settlement.
    expect(guardChange(invoices, open, { ...open, status: 'paid' }, system()).status).toBe('paid');
    expect(serviceVerb(invoices, open, { ...open, status: 'paid' })).toBe('paid');
    expect(serviceVerb(invoices, open, { ...open, status: 'partially_paid' })).toBe('updated');
    expect(serviceVerb(invoices, open, { ...open, memo: 'x' })).toBe('updated');
  });

  it("a document's own action starts where its definition says, and a refusal names the way there", () => {
    const draft = { approval_status: 'draft', status: 'draft' };
    expect(refused(() => checkOwnAction(invoices, 'mark_paid', draft))).toBe(
      'Cannot mark_paid this invoice: its approval_status is draft; submit and approve it first.',
    );
    const pending = { approval_status: 'pending_approval', status: 'draft' };
    expect(refused(() => checkOwnAction(invoices, 'mark_paid', pending))).toBe(
      'Cannot mark_paid this invoice: its approval_status is pending_approval; approve it first.',
    );
    expect(
      refused(() => checkOwnAction(invoices, 'mark_paid', { approval_status: 'approved', status: 'paid' })),
    ).toBe('Cannot mark_paid this invoice: its status is paid.');
    expect(() =>
      checkOwnAction(invoices, 'mark_paid', { approval_status: 'approved', status: 'open' }),
    ).not.toThrow();
    // The memo of a journal entry changes in every status.
    for (const status of ['draft', 'posted', 'reversed'])
      expect(() => checkOwnAction(journalEntries, 'memo', { status })).not.toThrow();
  });

  it('the service moves a state only along a declared follow edge', () => {
    const open = { approval_status: 'approved', status: 'open', total_amount: '10.00' };
    expect(() => guardChange(invoices, open, { ...open, approval_status: 'draft' }, system())).toThrow(
      /the service may not move approval_status from approved to draft/,
    );
    expect(() => guardChange(invoices, open, { ...open, status: 'uncollectible' }, system())).toThrow(
      /no follow edge declares it/,
    );
    const posted = { status: 'posted', lines: [] };
    expect(serviceVerb(journalEntries, posted, { ...posted, status: 'reversed' })).toBe('reversed');
    expect(() => guardChange(journalEntries, { status: 'draft' }, { status: 'reversed' }, system())).toThrow(
      /from draft to reversed/,
    );
  });
});

describe('payments and journal entries', () => {
  it('a payment is confirmed pending → completed; its source may report it failed, refunded or void', () => {
    const pending = { status: 'pending', amount: '5.00' };
    expect(act(payments, 'confirm', pending).status).toBe('completed');
    for (const status of ['failed', 'refunded', 'void'])
      expect(guardChange(payments, pending, { ...pending, status }, client).status, status).toBe(status);
    const completed = { status: 'completed', amount: '5.00' };
    expect(clientVerb(payments, pending, completed)).toBe('confirmed');
    expect(refused(() => act(payments, 'confirm', completed))).toBe(
      'Cannot confirm this payment: its status is completed.',
    );
  });

  it('a journal entry is confirmed only when its lines balance, and once posted changes only by reversal', () => {
    const draft = {
      status: 'draft',
      lines: [
        { account_id: 'a', debit_amount: '5.00' },
        { account_id: 'b', credit_amount: '4.00' },
      ],
    };
    refused(() => act(journalEntries, 'confirm', draft), 'UNBALANCED_DOCUMENT');
    const balanced = { ...draft, lines: [draft.lines[0], { account_id: 'b', credit_amount: '5.00' }] };
    const posted = act(journalEntries, 'confirm', balanced);
    expect(posted.status).toBe('posted');
    expect(
      refused(() => guardChange(journalEntries, posted, { ...posted, memo: 'x' }, client), 'DOCUMENT_POSTED'),
    ).toMatch(/changed only by reversal/);
  });
});
