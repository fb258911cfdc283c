/**
 * The state machines and lifecycle actions of D7, over HTTP on both databases: every transition of
 * every table, allowed and refused (409 INVALID_STATE_TRANSITION naming the current state and the
 * action), PUT and upsert held to the same tables, mark_paid recording a real payment, its
 * deprecated alias confirm, journal entry confirm / memo / reversal, payment confirm, If-Match on
 * actions, and the event each action writes. Also: status follows approval (draft → open), a
 * client's change along an action's edge is that action (its status and event), and a document
 * with payments applied cannot be voided (409) until they are.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { approve, create, expectStatus, get, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';
import {
  APPROVAL_DOCS,
  active,
  type Chart,
  cr,
  creditMemoBody,
  dr,
  entriesOf,
  events,
  expectBalanced,
  expenseBody,
  invoiceBody,
  journalBody,
  LEDGER,
  ledgerEntries,
  lines,
  paymentBody,
  report,
  salesReceiptBody,
  seedChart,
  shape,
  slotId,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

/** A 409 INVALID_STATE_TRANSITION whose message names the current state and the action. */
function expectRefused(res: Response, state: string, action: string): Json {
  const body = expectError(res, 409, 'INVALID_STATE_TRANSITION');
  expect(body.message).toContain(state);
  expect(body.message).toContain(action);
  return body;
}

/** The events of `type` about record `id`. */
async function eventsAbout(c: Client, type: string, id: string): Promise<Json[]> {
  return (await events(c, type)).filter((e) => e.data.object.id === id);
}

const ACTIONS = ['submit', 'approve', 'reject', 'void'] as const;

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };

  describe('the approval workflow (invoices, credit memos, expenses, sales receipts, vendor bills)', () => {
    for (const doc of APPROVAL_DOCS) {
      it(`${doc.path}: draft → pending_approval → rejected → pending_approval → approved → void, every other action refused`, async () => {
        await setup();
        const id = await create(c, doc.path, doc.body(ch));
        const draft = await get(c, doc.path, id);
        expect(draft.data.approval_status).toBe('draft');

        // From draft: only submit and void.
        expectRefused(await c.post(`/v1/${doc.path}/${id}/approve`), 'draft', 'approve');
        expectRefused(await c.post(`/v1/${doc.path}/${id}/reject`), 'draft', 'reject');
        const submitted = await c.post(`/v1/${doc.path}/${id}/submit`);
        expectStatus(submitted, 200);
        expect(submitted.body).toMatchObject({ id, object: doc.object });
        expect(submitted.body.data.approval_status).toBe('pending_approval');
        expect(submitted.body.data.version).toBe(draft.data.version + 1);
        expect(submitted.headers.get('etag')).toBe(`"${submitted.body.data.version}"`);

        // From pending_approval: approve, reject, void; not submit.
        expectRefused(await c.post(`/v1/${doc.path}/${id}/submit`), 'pending_approval', 'submit');
        const rejected = expectStatus(
          await c.post(`/v1/${doc.path}/${id}/reject`, { reason: 'Wrong customer' }),
          200,
        );
        expect(rejected.data.approval_status).toBe('rejected');

        // From rejected: submit again or void; not approve or reject.
        expectRefused(await c.post(`/v1/${doc.path}/${id}/approve`), 'rejected', 'approve');
        expectRefused(await c.post(`/v1/${doc.path}/${id}/reject`), 'rejected', 'reject');
        expect(expectStatus(await c.post(`/v1/${doc.path}/${id}/submit`), 200).data.approval_status).toBe(
          'pending_approval',
        );
        const approved = expectStatus(await c.post(`/v1/${doc.path}/${id}/approve`), 200);
        expect(approved.data.approval_status).toBe('approved');

        // From approved: only void.
        for (const action of ['submit', 'approve', 'reject'])
          expectRefused(await c.post(`/v1/${doc.path}/${id}/${action}`), 'approved', action);
        const voided = expectStatus(await c.post(`/v1/${doc.path}/${id}/void`), 200);
        expect(voided.data.approval_status).toBe('void');
        // Each of these resources has `void` among its status values: it is voided too (D7).
        expect(voided.data.status).toBe('void');

        // Void is final: every action is refused, and so is a PUT.
        for (const action of ACTIONS)
          expectRefused(await c.post(`/v1/${doc.path}/${id}/${action}`), 'void', action);
        expectError(
          await c.put(`/v1/${doc.path}/${id}`, { memo: 'after the fact' }),
          409,
          'INVALID_STATE_TRANSITION',
        );
        expect((await get(c, doc.path, id)).data.version).toBe(voided.data.version);

        // One event per action, carrying the record as the action left it; reject carries the reason.
        const rejectedEvents = await eventsAbout(c, `${doc.object}.rejected`, id);
        expect(rejectedEvents).toHaveLength(1);
        expect(rejectedEvents[0].data.object.data.approval_status).toBe('rejected');
        expect(await eventsAbout(c, `${doc.object}.submitted`, id)).toHaveLength(2);
        const approvedEvents = await eventsAbout(c, `${doc.object}.approved`, id);
        expect(approvedEvents).toHaveLength(1);
        expect(approvedEvents[0].data.object.data.approval_status).toBe('approved');
        expect(await eventsAbout(c, `${doc.object}.voided`, id)).toHaveLength(1);
      });

      it(`${doc.path}: void from draft, from pending_approval and from rejected`, async () => {
        await setup();
        const fromDraft = await create(c, doc.path, doc.body(ch));
        expect(
          expectStatus(await c.post(`/v1/${doc.path}/${fromDraft}/void`), 200).data.approval_status,
        ).toBe('void');
        const fromPending = await create(c, doc.path, doc.body(ch));
        expectStatus(await c.post(`/v1/${doc.path}/${fromPending}/submit`), 200);
        expect(
          expectStatus(await c.post(`/v1/${doc.path}/${fromPending}/void`), 200).data.approval_status,
        ).toBe('void');
        const fromRejected = await create(c, doc.path, doc.body(ch));
        expectStatus(await c.post(`/v1/${doc.path}/${fromRejected}/submit`), 200);
        expectStatus(await c.post(`/v1/${doc.path}/${fromRejected}/reject`), 200);
        expect(
          expectStatus(await c.post(`/v1/${doc.path}/${fromRejected}/void`), 200).data.approval_status,
        ).toBe('void');
        // None of them posted anything.
        for (const id of [fromDraft, fromPending, fromRejected]) expect(await entriesOf(c, id)).toEqual([]);
      });
    }

    it('reject writes `<object>.rejected` carrying the reason beside the record (D7), for every document type', async () => {
      await setup();
      for (const doc of APPROVAL_DOCS) {
        const id = await create(c, doc.path, doc.body(ch));
        expectStatus(await c.post(`/v1/${doc.path}/${id}/submit`), 200);
        expectStatus(await c.post(`/v1/${doc.path}/${id}/reject`, { reason: 'Wrong customer' }), 200);
        const ev = await eventsAbout(c, `${doc.object}.rejected`, id);
        expect(ev).toHaveLength(1);
        expect(ev[0].data.reason, `${doc.object}.rejected data.reason`).toBe('Wrong customer');
        const one = expectStatus(await c.get(`/v1/events/${ev[0].id}`), 200);
        expect(one.data.reason).toBe('Wrong customer');
      }
    });

    it('reject: the body is optional, `reason` must be a string, unknown fields are refused', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
      expectError(await c.post(`/v1/invoices/${id}/reject`, { reason: 42 }), 422, 'VALIDATION_ERROR');
      const unknown = expectError(
        await c.post(`/v1/invoices/${id}/reject`, { reason: 'x', why: 'y' }),
        422,
        'VALIDATION_ERROR',
      );
      expect(unknown.errors.map((e: Json) => e.field)).toContain('why');
      expect((await get(c, 'invoices', id)).data.approval_status).toBe('pending_approval');
      expectStatus(await c.post(`/v1/invoices/${id}/reject`), 200);
      const ev = await eventsAbout(c, 'invoice.rejected', id);
      expect(ev).toHaveLength(1);
      expect(ev[0].data.reason ?? null).toBeNull();
    });

    it('actions on an unknown id or another company answer 404; an action a resource lacks is 404', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      const other = await h().company();
      expectError(await other.post(`/v1/invoices/${id}/submit`), 404, 'NOT_FOUND');
      expectError(await c.post('/v1/invoices/01a214e5-0000-7000-8000-000000000000/submit'), 404, 'NOT_FOUND');
      expectError(await c.post(`/v1/invoices/${id}/post`), 404, 'NOT_FOUND');
      const q = await create(c, 'quotes', {
        source_id: uid('q'),
        source_system: 'test',
        status: 'draft',
        currency: 'USD',
        total_amount: '10.00',
      });
      expectError(await c.post(`/v1/quotes/${q}/approve`), 404, 'NOT_FOUND');
      expect((await get(c, 'invoices', id)).data.approval_status).toBe('draft');
    });

    it('If-Match on an action: a stale ETag is 412 and changes nothing; the current one is accepted', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      const v1 = (await get(c, 'invoices', id)).data.version;
      expectStatus(await c.put(`/v1/invoices/${id}`, { memo: 'edited' }), 200);
      const stale = await c.post(`/v1/invoices/${id}/submit`, undefined, {
        headers: { 'if-match': `"${v1}"` },
      });
      expectError(stale, 412, 'PRECONDITION_FAILED');
      const after = await get(c, 'invoices', id);
      expect(after.data.approval_status).toBe('draft');
      expect(after.data.version).toBe(v1 + 1);
      expect(await eventsAbout(c, 'invoice.submitted', id)).toHaveLength(0);
      const fresh = await c.post(`/v1/invoices/${id}/submit`, undefined, {
        headers: { 'if-match': `"${after.data.version}"` },
      });
      expect(expectStatus(fresh, 200).data.approval_status).toBe('pending_approval');
      // The same on the journal entry memo and on mark_paid.
      expectStatus(await c.post(`/v1/invoices/${id}/approve`), 200);
      const current = (await get(c, 'invoices', id)).data.version;
      expectError(
        await c.post(`/v1/invoices/${id}/mark_paid`, {}, { headers: { 'if-match': `"${current - 1}"` } }),
        412,
        'PRECONDITION_FAILED',
      );
      expect((await get(c, 'invoices', id)).data.open_balance).toBe('110.00');
      const je = await create(c, 'journal_entries', journalBody(ch));
      expectError(
        await c.request('PATCH', `/v1/journal_entries/${je}/memo`, {
          body: { memo: 'x' },
          headers: { 'if-match': '"7"' },
        }),
        412,
        'PRECONDITION_FAILED',
      );
    });
  });

  describe('PUT and upsert obey the same tables', () => {
    it('a PUT or an upsert cannot jump draft → approved; nothing changes and nothing posts', async () => {
      await setup();
      const body = invoiceBody(ch);
      const id = await create(c, 'invoices', body);
      const before = await get(c, 'invoices', id);
      expectRefused(await c.put(`/v1/invoices/${id}`, { approval_status: 'approved' }), 'draft', 'approved');
      expectError(
        await c.post('/v1/invoices', { ...body, approval_status: 'approved' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expectError(
        await c.put(`/v1/invoices/${id}`, { approval_status: 'rejected' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const after = await get(c, 'invoices', id);
      expect(after.data.approval_status).toBe('draft');
      expect(after.data.version).toBe(before.data.version);
      expect(await entriesOf(c, id)).toEqual([]);
    });

    it('a PUT may take an edge of the table: draft → pending_approval → approved (and then it posts)', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      expect(
        expectStatus(await c.put(`/v1/invoices/${id}`, { approval_status: 'pending_approval' }), 200).data
          .approval_status,
      ).toBe('pending_approval');
      expect(
        expectStatus(await c.put(`/v1/invoices/${id}`, { approval_status: 'approved' }), 200).data
          .approval_status,
      ).toBe('approved');
      expect((await entriesOf(c, id)).length).toBeGreaterThan(0);
      // And back is not an edge.
      expectError(
        await c.put(`/v1/invoices/${id}`, { approval_status: 'pending_approval' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    it('a void document cannot be PUT or upserted, not even to un-void it', async () => {
      await setup();
      const body = invoiceBody(ch);
      const id = await create(c, 'invoices', body);
      expectStatus(await c.post(`/v1/invoices/${id}/void`), 200);
      const v = (await get(c, 'invoices', id)).data.version;
      expectError(
        await c.put(`/v1/invoices/${id}`, { approval_status: 'draft', status: 'draft' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expectError(
        await c.put(`/v1/invoices/${id}`, { total_amount: '1.00' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expectError(
        await c.post('/v1/invoices', { ...body, memo: 'changed upstream' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const after = await get(c, 'invoices', id);
      expect(after.data.version).toBe(v);
      expect(after.data.approval_status).toBe('void');
    });

    it('paid and partially_paid follow from payments: a client cannot set them on invoices or vendor bills', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      for (const status of ['paid', 'partially_paid'])
        expectError(await c.put(`/v1/invoices/${inv}`, { status }), 409, 'INVALID_STATE_TRANSITION');
      const bill = await create(c, 'vendor_bills', {
        source_id: uid('bill'),
        source_system: 'test',
        status: 'open',
        currency: 'USD',
        total_amount: '10.00',
        vendor_id: 'v1',
        approval_status: 'approved',
        lines: [{ description: 'x', amount: '10.00', account_id: ch.rent }],
      });
      for (const status of ['paid', 'partially_paid'])
        expectError(await c.put(`/v1/vendor_bills/${bill}`, { status }), 409, 'INVALID_STATE_TRANSITION');
      expect((await get(c, 'invoices', inv)).data.open_balance).toBe('110.00');
      expect((await get(c, 'vendor_bills', bill)).data.open_balance).toBe('10.00');
    });

    it('an import may arrive already approved (D7) and then posts at once', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      expect((await get(c, 'invoices', id)).data.approval_status).toBe('approved');
      expect((await entriesOf(c, id)).length).toBe(3);
    });
  });

  describe('status follows approval (invoices and vendor bills: the resources whose status has draft and open)', () => {
    it('an invoice is draft until it posts, open once approved (action), then follows payments', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      expect((await get(c, 'invoices', id)).data.status).toBe('draft');
      expect(expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200).data.status).toBe('draft');
      expect(expectStatus(await c.post(`/v1/invoices/${id}/reject`), 200).data.status).toBe('draft');
      expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
      const approved = expectStatus(await c.post(`/v1/invoices/${id}/approve`), 200);
      expect([approved.data.approval_status, approved.data.status]).toEqual(['approved', 'open']);
      const ev = await eventsAbout(c, 'invoice.approved', id);
      expect(ev).toHaveLength(1);
      expect(ev[0].data.object.data.status).toBe('open');
      await create(c, 'payments', paymentBody(ch, { amount: '30.00', invoice_id: id }));
      expect((await get(c, 'invoices', id)).data.status).toBe('partially_paid');
      // An upsert from the source that sends no status (or `open`) does not unpay it.
      const body = await get(c, 'invoices', id);
      expectStatus(
        await c.post('/v1/invoices', {
          ...invoiceBody(ch, { approval_status: 'approved' }),
          source_id: body.data.source_id,
        }),
        200,
      );
      expectStatus(await c.put(`/v1/invoices/${id}`, { status: 'open' }), 200);
      const after = await get(c, 'invoices', id);
      expect([after.data.status, after.data.open_balance]).toEqual(['partially_paid', '80.00']);
    });

    it('a PUT to approved opens it too, with invoice.approved; an import arriving approved is open (unless it sends its own status)', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      expectStatus(await c.put(`/v1/invoices/${id}`, { approval_status: 'pending_approval' }), 200);
      const put = expectStatus(await c.put(`/v1/invoices/${id}`, { approval_status: 'approved' }), 200);
      expect(put.data.status).toBe('open');
      expect((await eventsAbout(c, 'invoice.approved', id))[0].data.object.data.status).toBe('open');

      const body = invoiceBody(ch, { approval_status: 'approved' });
      const imported = expectStatus(await c.post('/v1/invoices', body), 201);
      expect(imported.data.status).toBe('open');
      const drafted = expectStatus(
        await c.post('/v1/invoices', invoiceBody(ch, { approval_status: 'approved', status: 'draft' })),
        201,
      );
      expect(drafted.data.status).toBe('open');
      const overdue = expectStatus(
        await c.post('/v1/invoices', invoiceBody(ch, { approval_status: 'approved', status: 'overdue' })),
        201,
      );
      expect(overdue.data.status).toBe('overdue');
      // The same import again changes nothing: no new version, no event.
      const again = expectStatus(await c.post('/v1/invoices', body), 200);
      expect(again.data.version).toBe(imported.data.version);
      expect(await eventsAbout(c, 'invoice.updated', imported.id)).toHaveLength(0);
      // A posted invoice is never draft: a status of draft sent for it reads as open.
      const kept = expectStatus(await c.put(`/v1/invoices/${imported.id}`, { status: 'draft' }), 200);
      expect([kept.data.status, kept.data.version]).toEqual(['open', imported.data.version]);
    });

    it('vendor bills: draft opens when approved (action or import); other approval documents keep their status', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch, { status: 'draft' }));
      await approve(c, 'vendor_bills', bill);
      expect((await get(c, 'vendor_bills', bill)).data.status).toBe('open');
      const imported = await create(
        c,
        'vendor_bills',
        vendorBillBody(ch, { status: 'draft', approval_status: 'approved' }),
      );
      expect((await get(c, 'vendor_bills', imported)).data.status).toBe('open');
      // Credit memos have no draft status, expenses and sales receipts no open one: unchanged.
      for (const [path, body, status] of [
        ['credit_memos', creditMemoBody(ch), 'open'],
        ['expenses', expenseBody(ch, { status: 'draft' }), 'draft'],
        ['sales_receipts', salesReceiptBody(ch, { status: 'draft' }), 'draft'],
      ] as const) {
        const id = await create(c, path, body);
        expect((await approve(c, path, id)).data.status, path).toBe(status);
      }
    });
  });

  describe("a PUT or upsert along an action's edge is that action (same status, same event)", () => {
    for (const doc of APPROVAL_DOCS) {
      it(`${doc.path}: PUT approval_status void voids like the void action: status void, ${doc.object}.voided, the ledger reversed`, async () => {
        await setup();
        const byAction = await create(c, doc.path, doc.body(ch));
        await approve(c, doc.path, byAction);
        const actionVoid = expectStatus(await c.post(`/v1/${doc.path}/${byAction}/void`), 200);
        const byPut = await create(c, doc.path, doc.body(ch));
        await approve(c, doc.path, byPut);
        const putVoid = expectStatus(
          await c.put(`/v1/${doc.path}/${byPut}`, { approval_status: 'void' }),
          200,
        );
        for (const [id, rec] of [
          [byAction, actionVoid],
          [byPut, putVoid],
        ] as const) {
          expect([rec.data.approval_status, rec.data.status]).toEqual(['void', 'void']);
          const voided = await eventsAbout(c, `${doc.object}.voided`, id);
          expect(voided).toHaveLength(1);
          expect(voided[0].data.object.data.status).toBe('void');
          expect(await eventsAbout(c, `${doc.object}.updated`, id)).toHaveLength(0);
          expect(active(await entriesOf(c, id))).toEqual([]);
          expect((await entriesOf(c, id)).length).toBeGreaterThan(0);
        }
        expectBalanced(await report(c, 'trial_balance'));
      });
    }

    it('an upsert with approval_status void, or a PUT of status void, is the void action too', async () => {
      await setup();
      const body = invoiceBody(ch, { approval_status: 'approved' });
      const upserted = await create(c, 'invoices', body);
      const res = expectStatus(await c.post('/v1/invoices', { ...body, approval_status: 'void' }), 200);
      expect([res.data.approval_status, res.data.status, res.data.open_balance]).toEqual([
        'void',
        'void',
        '0.00',
      ]);
      const byStatus = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      const st = expectStatus(await c.put(`/v1/invoices/${byStatus}`, { status: 'void' }), 200);
      expect([st.data.approval_status, st.data.status]).toEqual(['void', 'void']);
      for (const id of [upserted, byStatus]) {
        expect(await eventsAbout(c, 'invoice.voided', id)).toHaveLength(1);
        expect(await eventsAbout(c, 'invoice.updated', id)).toHaveLength(0);
        expect(active(await entriesOf(c, id))).toEqual([]);
      }
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
    });

    it('PUT to pending_approval, approved, rejected writes submitted, approved, rejected; other changes write updated', async () => {
      await setup();
      const a = await create(c, 'invoices', invoiceBody(ch));
      expectStatus(
        await c.put(`/v1/invoices/${a}`, { approval_status: 'pending_approval', memo: 'please' }),
        200,
      );
      expectStatus(await c.put(`/v1/invoices/${a}`, { approval_status: 'approved' }), 200);
      expectStatus(await c.put(`/v1/invoices/${a}`, { memo: 'thanks' }), 200);
      const b = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'pending_approval' }));
      expectStatus(await c.put(`/v1/invoices/${b}`, { approval_status: 'rejected' }), 200);
      const types = async (id: string) => {
        const out: string[] = [];
        for (const t of ['created', 'submitted', 'approved', 'rejected', 'voided', 'updated'])
          for (const _ of await eventsAbout(c, `invoice.${t}`, id)) out.push(t);
        return out;
      };
      expect(await types(a)).toEqual(['created', 'submitted', 'approved', 'updated']);
      expect(await types(b)).toEqual(['created', 'rejected']);
    });

    it('payments: an upsert pending → completed writes payment.confirmed; completed → void (no action) payment.updated', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      const body = paymentBody(ch, { status: 'pending', invoice_id: inv });
      const p = await create(c, 'payments', body);
      expectStatus(await c.post('/v1/payments', { ...body, status: 'completed' }), 200);
      expect(await eventsAbout(c, 'payment.confirmed', p)).toHaveLength(1);
      expect(await eventsAbout(c, 'payment.updated', p)).toHaveLength(0);
      expect((await get(c, 'invoices', inv)).data.status).toBe('paid');
      expectStatus(await c.post('/v1/payments', { ...body, status: 'void' }), 200);
      expect(await eventsAbout(c, 'payment.updated', p)).toHaveLength(1);
      expect((await get(c, 'invoices', inv)).data.status).toBe('open');
    });

    it('journal entries: a PUT draft → posted writes journal_entry.posted', async () => {
      await setup();
      const id = await create(c, 'journal_entries', journalBody(ch));
      expectStatus(await c.put(`/v1/journal_entries/${id}`, { status: 'posted' }), 200);
      expect(await eventsAbout(c, 'journal_entry.posted', id)).toHaveLength(1);
      expect(await eventsAbout(c, 'journal_entry.updated', id)).toHaveLength(0);
    });
  });

  describe('a document with payments applied cannot be voided until they are', () => {
    /** The ledger, the customer and the document, to compare before and after a refusal. */
    async function state(path: string, id: string) {
      return {
        doc: (await get(c, path, id)).data,
        tb: (await report(c, 'trial_balance')).data,
        entries: (await ledgerEntries(c)).length,
        customer: (await get(c, 'customers', ch.customer)).data.balance,
      };
    }

    function expectPaymentsApplied(res: Response, amount: string): void {
      const body = expectError(res, 409, 'INVALID_STATE_TRANSITION');
      expect(body.message).toContain(amount);
      expect(body.message).toMatch(/void those/i);
      expect(body.errors).toEqual([
        { field: 'approval_status', code: 'payments_applied', message: expect.stringContaining(amount) },
      ]);
    }

    it('invoice: void action, PUT approval_status or status void, upsert void: 409 payments_applied; nothing changes', async () => {
      await setup();
      const body = invoiceBody(ch, { approval_status: 'approved' });
      const id = await create(c, 'invoices', body);
      const pay = paymentBody(ch, { amount: '30.00', invoice_id: id });
      await create(c, 'payments', pay);
      const before = await state('invoices', id);
      expect([before.doc.status, before.doc.open_balance, before.customer]).toEqual([
        'partially_paid',
        '80.00',
        '80.00',
      ]);
      expectPaymentsApplied(await c.post(`/v1/invoices/${id}/void`), '30.00');
      expectPaymentsApplied(await c.put(`/v1/invoices/${id}`, { approval_status: 'void' }), '30.00');
      expectPaymentsApplied(await c.put(`/v1/invoices/${id}`, { status: 'void' }), '30.00');
      expectPaymentsApplied(await c.post('/v1/invoices', { ...body, approval_status: 'void' }), '30.00');
      expect(await state('invoices', id)).toEqual(before);
      expect(await eventsAbout(c, 'invoice.voided', id)).toHaveLength(0);

      // Void the payment first (payments change by upsert): the invoice reopens, then it voids.
      expectStatus(await c.post('/v1/payments', { ...pay, status: 'void' }), 200);
      const reopened = await get(c, 'invoices', id);
      expect([reopened.data.status, reopened.data.open_balance]).toEqual(['open', '110.00']);
      const voided = expectStatus(await c.post(`/v1/invoices/${id}/void`), 200);
      expect([voided.data.status, voided.data.open_balance]).toEqual(['void', '0.00']);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tb.data.rows.filter((r: Json) => r.account_id === ch.sales)).toEqual([]);
    });

    it('a paid invoice (mark_paid) is refused the same way', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      expectStatus(await c.post(`/v1/invoices/${id}/mark_paid`), 200);
      const before = await state('invoices', id);
      expectPaymentsApplied(await c.post(`/v1/invoices/${id}/void`), '110.00');
      expect(await state('invoices', id)).toEqual(before);
    });

    it('vendor bill: void refused while a bill payment applies; voiding the bill payment (PUT) lets it void', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch, { approval_status: 'approved' }));
      const bp = await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '100.00',
        currency: 'USD',
        status: 'completed',
        bill_id: bill,
      });
      const before = await state('vendor_bills', bill);
      expect(before.doc.open_balance).toBe('200.00');
      expectPaymentsApplied(await c.post(`/v1/vendor_bills/${bill}/void`), '100.00');
      expectPaymentsApplied(await c.put(`/v1/vendor_bills/${bill}`, { approval_status: 'void' }), '100.00');
      expect(await state('vendor_bills', bill)).toEqual(before);
      expectStatus(await c.put(`/v1/bill_payments/${bp}`, { status: 'void' }), 200);
      expect((await get(c, 'vendor_bills', bill)).data.open_balance).toBe('300.00');
      const voided = expectStatus(await c.post(`/v1/vendor_bills/${bill}/void`), 200);
      expect([voided.data.status, voided.data.open_balance]).toEqual(['void', '0.00']);
      expect(await eventsAbout(c, 'vendor_bill.voided', bill)).toHaveLength(1);
    });
  });

  describe('mark_paid', () => {
    it('an approved invoice becomes paid through a real completed payment for its open balance', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
      const res = await c.post(`/v1/invoices/${id}/mark_paid`, {
        paid_at: '2026-02-01T12:00:00+02:00',
        deposit_to_account_id: ch.bank,
      });
      const paid = expectStatus(res, 200);
      expect(paid).toMatchObject({ id, object: 'invoice' });
      expect(paid.data.status).toBe('paid');
      expect(paid.data.open_balance).toBe('0.00');
      expect(paid.data.approval_status).toBe('approved');
      expect(Date.parse(paid.data.paid_at)).toBe(Date.parse('2026-02-01T10:00:00Z'));
      expect(res.headers.get('etag')).toBe(`"${paid.data.version}"`);
      expect(res.headers.get('deprecation')).toBeNull();

      const payments = expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[];
      expect(payments).toHaveLength(1);
      const p = payments[0].data;
      expect(p).toMatchObject({
        source_system: 'finrec',
        status: 'completed',
        amount: '110.00',
        currency: 'USD',
        customer_id: ch.customer,
        invoice_id: id,
        deposit_to_account_id: ch.bank,
      });
      expect(p.allocations).toHaveLength(1);
      expect(p.allocations[0]).toMatchObject({ invoice_id: id, amount: '110.00' });
      expect(Date.parse(p.occurred_at)).toBe(Date.parse('2026-02-01T10:00:00Z'));

      // The ledger, the customer and the invoice agree.
      const ar = await slotId(c, 'accounts_receivable');
      expect(shape(await entriesOf(c, payments[0].id))).toEqual(
        lines(dr(ch.bank, '110.00'), cr(ar, '110.00')),
      );
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      expect(await eventsAbout(c, 'invoice.paid', id)).toHaveLength(1);
      expect((await eventsAbout(c, 'invoice.paid', id))[0].data.object.data.status).toBe('paid');

      // Paid: nothing left to pay.
      expectError(await c.post(`/v1/invoices/${id}/mark_paid`, {}), 409, 'INVALID_STATE_TRANSITION');
      expect(expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data).toHaveLength(1);
    });

    it('the paid_at of mark_paid and confirm comes back normalised to UTC (D4), on the invoice and its payment', async () => {
      await setup();
      for (const [action, sent, stored] of [
        ['mark_paid', '2026-02-01T12:00:00+02:00', '2026-02-01T10:00:00.000Z'],
        ['confirm', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00.000Z'],
      ] as const) {
        const id = await create(c, 'invoices', invoiceBody(ch));
        await approve(c, 'invoices', id);
        const paid = expectStatus(await c.post(`/v1/invoices/${id}/${action}`, { paid_at: sent }), 200);
        const payment = (expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[])[0];
        expect(paid.data.paid_at, `${action}: invoice paid_at`).toBe(stored);
        expect((await get(c, 'invoices', id)).data.paid_at).toBe(stored);
        expect(payment.data.occurred_at, `${action}: payment occurred_at`).toBe(stored);
      }
    });

    it('without a body: paid now, deposited to undeposited funds; after a partial payment it pays only what is open', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      const partial = await create(c, 'payments', paymentBody(ch, { amount: '30.00', invoice_id: id }));
      const half = await get(c, 'invoices', id);
      expect(half.data.status).toBe('partially_paid');
      expect(half.data.open_balance).toBe('80.00');
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('80.00');

      const startedAt = Date.now();
      const paid = expectStatus(await c.post(`/v1/invoices/${id}/mark_paid`), 200);
      expect(paid.data.status).toBe('paid');
      expect(paid.data.open_balance).toBe('0.00');
      expect(Math.abs(Date.parse(paid.data.paid_at) - startedAt)).toBeLessThan(60_000);
      const payments = (
        expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[]
      ).filter((p) => p.id !== partial);
      expect(payments).toHaveLength(1);
      expect(payments[0].data).toMatchObject({
        amount: '80.00',
        source_system: 'finrec',
        status: 'completed',
      });
      const uf = await slotId(c, 'undeposited_funds');
      const ar = await slotId(c, 'accounts_receivable');
      expect(shape(await entriesOf(c, payments[0].id))).toEqual(lines(dr(uf, '80.00'), cr(ar, '80.00')));
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
    });

    it('refused: a draft, pending, rejected or void invoice (409 naming state and action), and nothing is recorded', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      expectRefused(await c.post(`/v1/invoices/${id}/mark_paid`), 'draft', 'mark_paid');
      expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
      expectRefused(await c.post(`/v1/invoices/${id}/mark_paid`), 'pending_approval', 'mark_paid');
      expectStatus(await c.post(`/v1/invoices/${id}/reject`), 200);
      expectRefused(await c.post(`/v1/invoices/${id}/mark_paid`), 'rejected', 'mark_paid');
      expectStatus(await c.post(`/v1/invoices/${id}/void`), 200);
      expectRefused(await c.post(`/v1/invoices/${id}/mark_paid`), 'void', 'mark_paid');
      expect(expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data).toHaveLength(0);
      expect(await entriesOf(c, id)).toEqual([]);
    });

    it('a deposit_to_account_id of another company is 422 INVALID_REFERENCE; bad bodies are 422; nothing changes', async () => {
      await setup();
      const other = await h().company();
      const foreign = expectStatus(
        await other.post('/v1/accounts', { source_id: uid('acc'), name: 'Their bank', type: 'asset' }),
        201,
      ).id;
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      const before = await get(c, 'invoices', id);
      const res = expectError(
        await c.post(`/v1/invoices/${id}/mark_paid`, { deposit_to_account_id: foreign }),
        422,
        'INVALID_REFERENCE',
      );
      expect(res.errors.map((e: Json) => e.field)).toEqual(['deposit_to_account_id']);
      // Not an account at all (a customer's id) is the same.
      expectError(
        await c.post(`/v1/invoices/${id}/mark_paid`, { deposit_to_account_id: ch.customer }),
        422,
        'INVALID_REFERENCE',
      );
      const bad = expectError(
        await c.post(`/v1/invoices/${id}/mark_paid`, { paid_at: 'yesterday', note: 'x' }),
        422,
        'VALIDATION_ERROR',
      );
      expect(bad.errors.map((e: Json) => e.field).sort()).toEqual(['note', 'paid_at']);
      const after = await get(c, 'invoices', id);
      expect(after.data.version).toBe(before.data.version);
      expect(after.data.status).toBe(before.data.status);
      expect(after.data.open_balance).toBe('110.00');
      expect(expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data).toHaveLength(0);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
    });

    it('confirm is the deprecated alias: the same effect, with Deprecation, Sunset and Link on every answer', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      const refused = await c.post(`/v1/invoices/${id}/confirm`);
      expectRefused(refused, 'draft', 'confirm');
      expectDeprecated(refused);
      await approve(c, 'invoices', id);
      const res = await c.post(`/v1/invoices/${id}/confirm`, {
        paid_at: '2026-03-01T00:00:00Z',
        deposit_to_account_id: ch.cash,
      });
      const paid = expectStatus(res, 200);
      expectDeprecated(res);
      expect(paid.data.status).toBe('paid');
      expect(Date.parse(paid.data.paid_at)).toBe(Date.parse('2026-03-01T00:00:00Z'));
      expect(paid.data.open_balance).toBe('0.00');
      const payments = expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[];
      expect(payments).toHaveLength(1);
      expect(payments[0].data).toMatchObject({
        source_system: 'finrec',
        status: 'completed',
        amount: '110.00',
        deposit_to_account_id: ch.cash,
      });
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      const again = await c.post(`/v1/invoices/${id}/confirm`);
      expectError(again, 409, 'INVALID_STATE_TRANSITION');
      expectDeprecated(again);
      // A 404 of the alias is deprecated too.
      expectDeprecated(await c.post('/v1/invoices/01a214e5-0000-7000-8000-000000000000/confirm'));
    });

    it('voiding the payment mark_paid recorded reopens the invoice (D7)', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      expectStatus(await c.post(`/v1/invoices/${id}/mark_paid`), 200);
      const payment = (expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[])[0];
      // Payments have no PUT (spec §4.1): the source system voids by upsert on the same identity.
      const { id: _id, created_at: _c, updated_at: _u, version: _v, ...fields } = payment.data;
      const voided = await c.post('/v1/payments', { ...fields, status: 'void' });
      expect(expectStatus(voided, 200).data.status).toBe('void');
      const reopened = await get(c, 'invoices', id);
      expect(reopened.data.open_balance).toBe('110.00');
      expect(reopened.data.status).not.toBe('paid');
      expect(reopened.data.paid_at).toBeNull();
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
      // Its ledger lines are reversed, not deleted.
      const pe = await entriesOf(c, payment.id);
      expect(pe).toHaveLength(4);
      expect(pe.filter((e) => e.reverses_entry_id !== null)).toHaveLength(2);
      // And the invoice can be marked paid again.
      expect(expectStatus(await c.post(`/v1/invoices/${id}/mark_paid`), 200).data.status).toBe('paid');
    });
  });

  describe('journal entries', () => {
    it('confirm posts a draft (draft → posted, its lines on the ledger, journal_entry.posted); a posted entry cannot be confirmed again', async () => {
      await setup();
      const id = await create(c, 'journal_entries', journalBody(ch));
      expect(await entriesOf(c, id)).toEqual([]);
      const res = expectStatus(await c.post(`/v1/journal_entries/${id}/confirm`), 200);
      expect(res).toMatchObject({ id, object: 'journal_entry' });
      expect(res.data.status).toBe('posted');
      const entries = await entriesOf(c, id);
      expect(shape(entries)).toEqual(lines(dr(ch.bank, '1000.00'), cr(ch.equity, '1000.00')));
      for (const e of entries) {
        expect(e.effective_date).toBe('2026-01-05');
        expect(e.document_type).toBe('journal_entry');
      }
      expect(await eventsAbout(c, 'journal_entry.posted', id)).toHaveLength(1);
      expectRefused(await c.post(`/v1/journal_entries/${id}/confirm`), 'posted', 'confirm');
      // Journal entries have no approval workflow actions.
      expectError(await c.post(`/v1/journal_entries/${id}/approve`), 404, 'NOT_FOUND');
    });

    it('confirm refuses entries that do not balance: 422 UNBALANCED_DOCUMENT saying what is off, and nothing changes', async () => {
      await setup();
      const cases: { lines: Json[]; field: string; text?: RegExp }[] = [
        { lines: [], field: 'lines' },
        { lines: [{ account_id: ch.bank, debit_amount: '10.00' }], field: 'lines' },
        {
          lines: [
            { account_id: ch.bank, debit_amount: '10.00', credit_amount: '10.00' },
            { account_id: ch.equity, credit_amount: '10.00' },
          ],
          field: 'lines.0',
        },
        {
          lines: [{ account_id: ch.bank, debit_amount: '10.00' }, { account_id: ch.equity }],
          field: 'lines.1',
        },
        {
          lines: [
            { account_id: ch.bank, debit_amount: '10.00' },
            { account_id: ch.equity, credit_amount: '-10.00' },
          ],
          field: 'lines.1',
        },
        {
          lines: [
            { account_id: ch.bank, debit_amount: '100.00' },
            { account_id: ch.equity, credit_amount: '95.00' },
          ],
          field: 'lines',
          text: /5\.00/,
        },
      ];
      for (const k of cases) {
        const id = await create(c, 'journal_entries', journalBody(ch, { lines: k.lines }));
        const before = await get(c, 'journal_entries', id);
        const body = expectError(
          await c.post(`/v1/journal_entries/${id}/confirm`),
          422,
          'UNBALANCED_DOCUMENT',
        );
        expect(
          body.errors.map((e: Json) => e.field),
          JSON.stringify(k.lines),
        ).toContain(k.field);
        if (k.text) expect(body.message).toMatch(k.text);
        const after = await get(c, 'journal_entries', id);
        expect(after.data.status).toBe('draft');
        expect(after.data.version).toBe(before.data.version);
        expect(await entriesOf(c, id)).toEqual([]);
        expect(await eventsAbout(c, 'journal_entry.posted', id)).toHaveLength(0);
      }
    });

    it('PATCH …/memo changes only the memo, in any status, and never the ledger', async () => {
      await setup();
      const id = await create(c, 'journal_entries', journalBody(ch, { memo: 'first' }));
      const patch = (memo: unknown) =>
        c.request('PATCH', `/v1/journal_entries/${id}/memo`, { body: { memo } });
      const inDraft = expectStatus(await patch('in draft'), 200);
      expect(inDraft.data).toMatchObject({ memo: 'in draft', status: 'draft' });
      expectStatus(await c.post(`/v1/journal_entries/${id}/confirm`), 200);
      const before = await get(c, 'journal_entries', id);
      const entriesBefore = await entriesOf(c, id);
      const res = await patch('after posting');
      const posted = expectStatus(res, 200);
      expect(res.headers.get('etag')).toBe(`"${posted.data.version}"`);
      const { memo: m1, version: v1, updated_at: u1, ...rest1 } = before.data;
      const { memo: m2, version: v2, updated_at: u2, ...rest2 } = posted.data;
      expect(m2).toBe('after posting');
      expect(v2).toBe(v1 + 1);
      expect(rest2).toEqual(rest1);
      expect(await entriesOf(c, id)).toEqual(entriesBefore);
      expect(expectStatus(await patch(null), 200).data.memo).toBeNull();
      // Only { memo }.
      expectError(
        await c.request('PATCH', `/v1/journal_entries/${id}/memo`, { body: { memo: 'x', status: 'draft' } }),
        422,
        'VALIDATION_ERROR',
      );
      expectError(
        await c.request('PATCH', `/v1/journal_entries/${id}/memo`, { body: {} }),
        422,
        'VALIDATION_ERROR',
      );
      expectError(await patch(5), 422, 'VALIDATION_ERROR');
      expectError(
        await c.request('PATCH', '/v1/journal_entries/01a214e5-0000-7000-8000-000000000000/memo', {
          body: { memo: 'x' },
        }),
        404,
        'NOT_FOUND',
      );
    });

    it('a posted entry is changed only by reversal: PUT and upsert are 409 DOCUMENT_POSTED, DELETE too', async () => {
      await setup();
      const body = journalBody(ch);
      const id = await create(c, 'journal_entries', body);
      expectStatus(await c.post(`/v1/journal_entries/${id}/confirm`), 200);
      const v = (await get(c, 'journal_entries', id)).data.version;
      expectError(await c.put(`/v1/journal_entries/${id}`, { memo: 'edit' }), 409, 'DOCUMENT_POSTED');
      expectError(
        await c.put(`/v1/journal_entries/${id}`, {
          lines: [
            { account_id: ch.cash, debit_amount: '5.00' },
            { account_id: ch.equity, credit_amount: '5.00' },
          ],
        }),
        409,
        'DOCUMENT_POSTED',
      );
      expectError(await c.put(`/v1/journal_entries/${id}`, { status: 'draft' }), 409, 'DOCUMENT_POSTED');
      expectError(
        await c.post('/v1/journal_entries', { ...body, status: 'posted', memo: 'again' }),
        409,
        'DOCUMENT_POSTED',
      );
      expectError(await c.delete(`/v1/journal_entries/${id}`), 409, 'DOCUMENT_POSTED');
      expect((await get(c, 'journal_entries', id)).data.version).toBe(v);
      expect(await entriesOf(c, id)).toHaveLength(2);
    });

    it('a draft entry may be PUT and deleted; a PUT to posted obeys the same checks as confirm', async () => {
      await setup();
      const id = await create(c, 'journal_entries', journalBody(ch));
      expectStatus(
        await c.put(`/v1/journal_entries/${id}`, {
          lines: [
            { account_id: ch.cash, debit_amount: '5.00' },
            { account_id: ch.equity, credit_amount: '4.00' },
          ],
        }),
        200,
      );
      expectError(await c.put(`/v1/journal_entries/${id}`, { status: 'posted' }), 422, 'UNBALANCED_DOCUMENT');
      expect((await get(c, 'journal_entries', id)).data.status).toBe('draft');
      expectError(
        await c.put(`/v1/journal_entries/${id}`, { status: 'reversed' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(await entriesOf(c, id)).toEqual([]);
      expect(expectStatus(await c.delete(`/v1/journal_entries/${id}`), 200)).toEqual({
        deleted: true,
        id,
        object: 'journal_entry',
      });
    });

    it('a reversing entry with reverses_entry_id, once posted, turns the original reversed', async () => {
      await setup();
      const original = await create(c, 'journal_entries', journalBody(ch));
      expectStatus(await c.post(`/v1/journal_entries/${original}/confirm`), 200);
      const reversal = await create(
        c,
        'journal_entries',
        journalBody(ch, {
          entry_date: '2026-01-31',
          reverses_entry_id: original,
          lines: [
            { account_id: ch.equity, debit_amount: '1000.00' },
            { account_id: ch.bank, credit_amount: '1000.00' },
          ],
        }),
      );
      // A draft reversal changes nothing yet.
      expect((await get(c, 'journal_entries', original)).data.status).toBe('posted');
      expectStatus(await c.post(`/v1/journal_entries/${reversal}/confirm`), 200);
      const reversed = await get(c, 'journal_entries', original);
      expect(reversed.data.status).toBe('reversed');
      expect(await eventsAbout(c, 'journal_entry.reversed', original)).toHaveLength(1);
      // The reversed entry is still immutable and still cannot be confirmed.
      expectError(await c.put(`/v1/journal_entries/${original}`, { memo: 'x' }), 409, 'DOCUMENT_POSTED');
      expectRefused(await c.post(`/v1/journal_entries/${original}/confirm`), 'reversed', 'confirm');
      // Both entries' lines stay; the accounts are back to zero.
      expect(await entriesOf(c, original)).toHaveLength(2);
      expect(shape(await entriesOf(c, reversal))).toEqual(
        lines(dr(ch.equity, '1000.00'), cr(ch.bank, '1000.00')),
      );
      const tb = expectStatus(await c.get('/v1/reports/trial_balance'), 200);
      expect(
        tb.data.rows.filter((r: Json) => r.account_id === ch.bank || r.account_id === ch.equity),
      ).toEqual([]);
    });

    it('an entry is reversed once, and only once it has posted: a second reversal, or a reversal of a draft, does not post', async () => {
      await setup();
      const mirror = (id: string) =>
        journalBody(ch, {
          status: 'posted',
          reverses_entry_id: id,
          lines: [
            { account_id: ch.equity, debit_amount: '1000.00' },
            { account_id: ch.bank, credit_amount: '1000.00' },
          ],
        });
      const original = await create(c, 'journal_entries', journalBody(ch, { status: 'posted' }));
      await create(c, 'journal_entries', mirror(original));
      expect((await get(c, 'journal_entries', original)).data.status).toBe('reversed');
      const tb = expectStatus(await c.get('/v1/reports/trial_balance'), 200);
      const twice = await c.post('/v1/journal_entries', mirror(original));
      expect([409, 422], `a second reversal: ${twice.status} ${JSON.stringify(twice.body)}`).toContain(
        twice.status,
      );
      expect(expectStatus(await c.get('/v1/reports/trial_balance'), 200).data).toEqual(tb.data);

      const draft = await create(c, 'journal_entries', journalBody(ch));
      const ofDraft = await c.post('/v1/journal_entries', mirror(draft));
      expect(
        [409, 422],
        `a reversal of a draft: ${ofDraft.status} ${JSON.stringify(ofDraft.body)}`,
      ).toContain(ofDraft.status);
      expect(expectStatus(await c.get('/v1/reports/trial_balance'), 200).data).toEqual(tb.data);
    });

    it('reverses_entry_id must name a journal entry of the same company', async () => {
      await setup();
      const other = await h().company();
      const otherChart = await seedChart(other);
      const theirs = await create(other, 'journal_entries', journalBody(otherChart));
      const res = expectError(
        await c.post('/v1/journal_entries', journalBody(ch, { reverses_entry_id: theirs })),
        422,
        'INVALID_REFERENCE',
      );
      expect(res.errors.map((e: Json) => e.field)).toEqual(['reverses_entry_id']);
    });
  });

  describe('payments', () => {
    it('confirm: pending → completed applies its allocations (partially_paid, then paid) and posts; payment.confirmed', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const p1 = await create(
        c,
        'payments',
        paymentBody(ch, {
          status: 'pending',
          amount: '60.00',
          allocations: [{ invoice_id: inv, amount: '60.00' }],
        }),
      );
      // Pending: no effect yet.
      expect(await entriesOf(c, p1)).toEqual([]);
      expect((await get(c, 'invoices', inv)).data.open_balance).toBe('110.00');
      const confirmed = expectStatus(await c.post(`/v1/payments/${p1}/confirm`), 200);
      expect(confirmed).toMatchObject({ id: p1, object: 'payment' });
      expect(confirmed.data.status).toBe('completed');
      const half = await get(c, 'invoices', inv);
      expect(half.data.status).toBe('partially_paid');
      expect(half.data.open_balance).toBe('50.00');
      expect(half.data.paid_at).toBeNull();
      const uf = await slotId(c, 'undeposited_funds');
      const ar = await slotId(c, 'accounts_receivable');
      expect(shape(await entriesOf(c, p1))).toEqual(lines(dr(uf, '60.00'), cr(ar, '60.00')));
      expect(await eventsAbout(c, 'payment.confirmed', p1)).toHaveLength(1);
      expectRefused(await c.post(`/v1/payments/${p1}/confirm`), 'completed', 'confirm');

      const p2 = await create(
        c,
        'payments',
        paymentBody(ch, {
          status: 'pending',
          amount: '50.00',
          allocations: [{ invoice_id: inv, amount: '50.00' }],
        }),
      );
      expectStatus(await c.post(`/v1/payments/${p2}/confirm`), 200);
      const full = await get(c, 'invoices', inv);
      expect(full.data.status).toBe('paid');
      expect(full.data.open_balance).toBe('0.00');
      expect(full.data.paid_at).toBe('2026-01-20T10:00:00.000Z');
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      expect(await eventsAbout(c, 'invoice.paid', inv)).toHaveLength(1);
    });

    it('confirm refuses over-allocation and allocations beyond an invoice’s open balance (422); nothing changes', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const over = await create(
        c,
        'payments',
        paymentBody(ch, {
          status: 'pending',
          amount: '50.00',
          allocations: [{ invoice_id: inv, amount: '60.00' }],
        }),
      );
      const r1 = await c.post(`/v1/payments/${over}/confirm`);
      expect(r1.status, JSON.stringify(r1.body)).toBe(422);
      expect(r1.body.errors.map((e: Json) => e.field)).toContain('allocations');

      const beyond = await create(
        c,
        'payments',
        paymentBody(ch, {
          status: 'pending',
          amount: '200.00',
          allocations: [{ invoice_id: inv, amount: '120.00' }],
        }),
      );
      const r2 = await c.post(`/v1/payments/${beyond}/confirm`);
      expect(r2.status, JSON.stringify(r2.body)).toBe(422);
      expect(r2.body.errors.map((e: Json) => e.field)).toContain('allocations.0.amount');
      expect(r2.body.message).toContain('110.00');

      for (const p of [over, beyond]) {
        expect((await get(c, 'payments', p)).data.status).toBe('pending');
        expect(await entriesOf(c, p)).toEqual([]);
        expect(await eventsAbout(c, 'payment.confirmed', p)).toHaveLength(0);
      }
      const invoice = await get(c, 'invoices', inv);
      expect(invoice.data.open_balance).toBe('110.00');
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');

      // A payment created completed is held to the same rules: not created at all.
      const direct = await c.post(
        '/v1/payments',
        paymentBody(ch, { amount: '120.00', allocations: [{ invoice_id: inv, amount: '120.00' }] }),
      );
      expect(direct.status, JSON.stringify(direct.body)).toBe(422);
      expect(expectStatus(await c.get('/v1/payments?status=completed'), 200).data).toHaveLength(0);
    });

    it('payments have no PUT and no DELETE (405 with Allow)', async () => {
      await setup();
      const p = await create(c, 'payments', paymentBody(ch, { status: 'pending' }));
      const put = expectError(await c.put(`/v1/payments/${p}`, { memo: 'x' }), 405, 'METHOD_NOT_ALLOWED');
      expect(put).toBeTruthy();
      expectError(await c.delete(`/v1/payments/${p}`), 405, 'METHOD_NOT_ALLOWED');
    });
  });
}, LEDGER);

function expectDeprecated(res: Response): void {
  expect(res.headers.get('deprecation')).toBe('true');
  const sunset = res.headers.get('sunset') ?? '';
  expect(sunset).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  expect(Number.isNaN(Date.parse(sunset))).toBe(false);
  expect(res.headers.get('link') ?? '').toMatch(/^<[^>]+>; rel="?deprecation"?$/);
}
