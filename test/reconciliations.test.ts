/**
 * Bank reconciliation (D20) over HTTP on both databases: two months of a checking account
 * reconciled by hand-ticked lines, the reconciliation report's outstanding items and book balance,
 * February's beginning balance from January's ending one, undo and redo, each refusal named, the
 * RECONCILED lock on a reconciled document (void, PUT of its amount or date, delete; a memo-only PUT
 * passes), the cleared state and filters of `GET /v1/ledger_entries`, a card (a liability: the
 * balance owed is positive), another company's reconciliation (404), and a completion racing a void
 * (one wins, the books balance).
 *
 * Every balance is in the account's normal sign (debit − credit for Checking, an asset).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldCodes } from './helpers/errors.ts';
import { makeAccount } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  create,
  expectBalanced,
  expectStatus,
  LEDGER,
  ledgerEntries,
  report,
  seedChart,
  uid,
} from './helpers/ledger-fixtures.ts';
import { rawSql } from './helpers/raw-sql.ts';

/** The books of one company: documents made through the API, and the reconciliation calls. */
function booksOf(c: Client, ch: Chart) {
  const doc = (body: Json) => ({
    source_id: uid('doc'),
    source_system: 'bank-test',
    currency: 'USD',
    ...body,
  });
  /** An opening balance: Dr the account / Cr Owner Equity, posted. */
  const opening = (account: string, date: string, amount: string) =>
    create(
      c,
      'journal_entries',
      doc({
        entry_number: `JE-${date}`,
        entry_date: date,
        status: 'posted',
        lines: [
          { account_id: account, debit_amount: amount },
          { account_id: ch.equity, credit_amount: amount },
        ],
      }),
    );
  /** A sales receipt deposited straight to `account`. */
  const receipt = async (account: string, date: string, amount: string, number: string) => {
    const id = await create(
      c,
      'sales_receipts',
      doc({
        document_number: number,
        status: 'completed',
        receipt_date: date,
        document_date: date,
        total_amount: amount,
        deposit_to_account_id: account,
        lines: [{ description: 'Sale', amount, account_id: ch.sales }],
      }),
    );
    await approve(c, 'sales_receipts', id);
    return id;
  };
  /** A check (an expense paid from `account`) to `expense`. */
  const check = async (account: string, date: string, amount: string, expense = ch.rent) => {
    const id = await create(
      c,
      'expenses',
      doc({
        status: 'paid',
        amount,
        expense_date: date,
        document_date: date,
        expense_account_id: expense,
        payment_account_id: account,
        payment_method_type: 'check',
        memo: 'check',
      }),
    );
    await approve(c, 'expenses', id);
    return id;
  };
  const transfer = (from: string, to: string, date: string, amount: string) =>
    create(
      c,
      'bank_transfers',
      doc({ amount, transfer_date: date, from_account_id: from, to_account_id: to, status: 'approved' }),
    );
  /** The id of a document's active journal line on an account (not reversed, not a reversal). */
  const lineOf = async (documentId: string, account: string): Promise<string> => {
    const all = await ledgerEntries(c, `document_id=${documentId}`);
    const reversed = new Set(all.map((e) => e.reverses_entry_id).filter(Boolean));
    const active = all.filter(
      (e) => e.account_id === account && e.reverses_entry_id === null && !reversed.has(e.id),
    );
    expect(active, `one active line of ${documentId} on ${account}`).toHaveLength(1);
    return active[0]!.id;
  };
  const reconcile = (account: string, statement_date: string, ending_balance: string) =>
    c.post('/v1/reconciliations', { account_id: account, statement_date, ending_balance });
  const patch = (id: string, body: Json) => c.request('PATCH', `/v1/reconciliations/${id}`, { body });
  const complete = (id: string) => c.post(`/v1/reconciliations/${id}/complete`);
  const undo = (id: string) => c.post(`/v1/reconciliations/${id}/undo`);
  const reconciliationReport = async (query: string) =>
    expectStatus(await c.get(`/v1/reports/reconciliation?${query}`), 200);
  return {
    opening,
    receipt,
    check,
    transfer,
    lineOf,
    reconcile,
    patch,
    complete,
    undo,
    reconciliationReport,
  };
}

/** An outstanding list as [date, amount, document_type, document_number] rows. */
const items = (list: Json) =>
  (list.items as Json[]).map((i) => [i.effective_date, i.amount, i.document_type, i.document_number]);

forEachDatabase((h) => {
  describe('two months of a checking account', () => {
    it('reconciles January and February, reports outstanding items, locks what is reconciled, undoes and redoes', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
      const b = booksOf(c, ch);
      const checking = ch.bank;

      // January --------------------------------------------------------------------------------
      //   01-01 opening balance      +5,000.00   cleared
      //   01-05 receipt SR-1         +1,200.00   cleared
      //   01-08 check (rent)           −450.00   cleared
      //   01-15 check (supplies)       −125.50   cleared
      //   01-20 receipt SR-2           +800.00   cleared
      //   01-25 transfer to savings  −1,000.00   cleared
      //   01-28 check (rent)           −275.25   outstanding (clears in February)
      //   01-30 receipt SR-3           +300.00   outstanding (deposit in transit)
      // Ledger on 01-31: 5,000 + 1,200 + 800 + 300 − 450 − 125.50 − 1,000 − 275.25 = 5,449.25.
      // Statement on 01-31 (the cleared lines): 5,000 + 1,200 + 800 − 450 − 125.50 − 1,000 = 5,424.50.
      const je = await b.opening(checking, '2026-01-01', '5000.00');
      const sr1 = await b.receipt(checking, '2026-01-05', '1200.00', 'SR-1');
      const chk101 = await b.check(checking, '2026-01-08', '450.00');
      const chk102 = await b.check(checking, '2026-01-15', '125.50', ch.supplies);
      const sr2 = await b.receipt(checking, '2026-01-20', '800.00', 'SR-2');
      const xfer = await b.transfer(checking, savings, '2026-01-25', '1000.00');
      const chk103 = await b.check(checking, '2026-01-28', '275.25');
      const sr3 = await b.receipt(checking, '2026-01-30', '300.00', 'SR-3');
      const line = {
        je: await b.lineOf(je, checking),
        sr1: await b.lineOf(sr1, checking),
        chk101: await b.lineOf(chk101, checking),
        chk102: await b.lineOf(chk102, checking),
        sr2: await b.lineOf(sr2, checking),
        xfer: await b.lineOf(xfer, checking),
        chk103: await b.lineOf(chk103, checking),
        sr3: await b.lineOf(sr3, checking),
      };
      const januaryCleared = [line.je, line.sr1, line.chk101, line.chk102, line.sr2, line.xfer];

      // Nothing is matched to a bank line: January starts with nothing ticked, from 0.00.
      const r1 = expectStatus(await b.reconcile(checking, '2026-01-31', '5424.50'), 201);
      expect(r1.object).toBe('reconciliation');
      expect(r1.data).toMatchObject({
        account_id: checking,
        statement_date: '2026-01-31',
        ending_balance: '5424.50',
        beginning_balance: '0.00',
        cleared_entry_ids: [],
        cleared_balance: '0.00',
        difference: '5424.50',
        status: 'in_progress',
        currency: 'USD',
        version: 1,
      });
      const R1 = r1.id as string;

      // The report while nothing is ticked: every line is outstanding.
      //   deposits 5,000 + 1,200 + 800 + 300 = 7,300.00; payments 450 + 125.50 + 1,000 + 275.25 = 1,850.75
      //   book = 5,424.50 + 7,300.00 − 1,850.75 = 10,873.75; ledger 5,449.25; difference 5,424.50
      let rep = await b.reconciliationReport(`reconciliation_id=${R1}`);
      expect(rep).toMatchObject({
        object: 'report',
        type: 'reconciliation',
        account_id: checking,
        as_of: '2026-01-31',
        reconciliation_id: R1,
        currency: 'USD',
      });
      expect(items(rep.data.outstanding_deposits)).toEqual([
        ['2026-01-01', '5000.00', 'journal_entry', 'JE-2026-01-01'],
        ['2026-01-05', '1200.00', 'sales_receipt', 'SR-1'],
        ['2026-01-20', '800.00', 'sales_receipt', 'SR-2'],
        ['2026-01-30', '300.00', 'sales_receipt', 'SR-3'],
      ]);
      expect(rep.data.outstanding_deposits.total).toBe('7300.00');
      expect(items(rep.data.outstanding_payments).map(([d, a, t]: Json[]) => [d, a, t])).toEqual([
        ['2026-01-08', '450.00', 'expense'],
        ['2026-01-15', '125.50', 'expense'],
        ['2026-01-25', '1000.00', 'bank_transfer'],
        ['2026-01-28', '275.25', 'expense'],
      ]);
      expect(rep.data.outstanding_payments.total).toBe('1850.75');
      expect(rep.data.book_balance).toBe('10873.75');
      // A bounded answer: the first item of each side, the totals and counts of all.
      const first = await b.reconciliationReport(`reconciliation_id=${R1}&limit=1`);
      expect(first.data.outstanding_deposits).toMatchObject({ total: '7300.00', count: 4 });
      expect(items(first.data.outstanding_deposits)).toEqual([
        ['2026-01-01', '5000.00', 'journal_entry', 'JE-2026-01-01'],
      ]);
      expect(first.data.outstanding_payments).toMatchObject({ total: '1850.75', count: 4 });
      expect(first.data.outstanding_payments.items).toHaveLength(1);
      expect(first.data.book_balance).toBe('10873.75');
      expect(rep.data.ledger_balance).toBe('5449.25');
      expect(rep.data.difference).toBe('5424.50');

      // Not in balance: 409 OUT_OF_BALANCE naming the difference.
      let err = expectError(await b.complete(R1), 409, 'OUT_OF_BALANCE');
      expect(err.message).toContain('5424.50');
      expect(err.errors).toEqual([{ field: 'difference', code: 'out_of_balance', message: 'is 5424.50' }]);

      // One in progress per account.
      err = expectError(await b.reconcile(checking, '2026-02-28', '1.00'), 409, 'RECONCILIATION_IN_PROGRESS');
      expect(err.message).toContain(R1);

      // Bad ticks, each named, nothing changed: a line of another account (SR-1's Sales line), a
      // line dated after the statement, an unknown id, and a line not ticked to remove.
      const salesLine = await b.lineOf(sr1, ch.sales);
      const feb = await b.receipt(checking, '2026-02-10', '2000.00', 'SR-4');
      const febLine = await b.lineOf(feb, checking);
      expectFieldCodes(
        await b.patch(R1, {
          add_entry_ids: [line.je, salesLine, febLine, '0190a0e0-0000-7000-8000-0000000000aa'],
          remove_entry_ids: [line.sr1],
        }),
        ['add_entry_ids.1', 'not_found'],
        ['add_entry_ids.2', 'after_statement_date'],
        ['add_entry_ids.3', 'not_found'],
        ['remove_entry_ids.0', 'not_ticked'],
      );
      expect((expectStatus(await c.get(`/v1/reconciliations/${R1}`), 200) as Json).data.version).toBe(1);

      // Tick January's cleared lines and, by mistake, the 01-28 check:
      //   cleared = 0 + 5,000 + 1,200 − 450 − 125.50 + 800 − 1,000 − 275.25 = 5,149.25; difference 275.25
      let r = expectStatus(await b.patch(R1, { add_entry_ids: [...januaryCleared, line.chk103] }), 200);
      expect(r.data.cleared_balance).toBe('5149.25');
      expect(r.data.difference).toBe('275.25');
      expect(r.data.cleared_entry_ids).toEqual([...januaryCleared, line.chk103].sort());
      expect(r.data.version).toBe(2);
      err = expectError(await b.complete(R1), 409, 'OUT_OF_BALANCE');
      expect(err.message).toContain('275.25');
      // Untick it: cleared 5,149.25 + 275.25 = 5,424.50, difference 0.00.
      r = expectStatus(await b.patch(R1, { remove_entry_ids: [line.chk103] }), 200);
      expect(r.data).toMatchObject({ cleared_balance: '5424.50', difference: '0.00', version: 3 });

      // The ticked lines are cleared; the rest of the account's January lines are not.
      const clearedIds = async (query: string) =>
        (await ledgerEntries(c, `account_id=${checking}&effective_date_to=2026-01-31&${query}`))
          .map((e) => e.id)
          .sort();
      expect(await clearedIds('cleared=true')).toEqual([...januaryCleared].sort());
      expect(await clearedIds('cleared=false')).toEqual([line.chk103, line.sr3].sort());
      expect(await clearedIds(`reconciliation_id=${R1}`)).toEqual([...januaryCleared].sort());

      // The report in balance: SR-3 in transit, the 01-28 check outstanding.
      //   book = 5,424.50 + 300.00 − 275.25 = 5,449.25 = the ledger's balance; difference 0.00
      rep = await b.reconciliationReport(`reconciliation_id=${R1}`);
      expect(items(rep.data.outstanding_deposits)).toEqual([
        ['2026-01-30', '300.00', 'sales_receipt', 'SR-3'],
      ]);
      expect(items(rep.data.outstanding_payments)).toEqual([['2026-01-28', '275.25', 'expense', null]]);
      expect(rep.data.outstanding_payments.items[0].document_id).toBe(chk103);
      expect(rep.data).toMatchObject({
        ending_balance: '5424.50',
        book_balance: '5449.25',
        ledger_balance: '5449.25',
        difference: '0.00',
      });

      // Complete: the lines are reconciled.
      r = expectStatus(await b.complete(R1), 200);
      expect(r.data).toMatchObject({ status: 'completed', difference: '0.00', version: 4 });
      expect(typeof r.data.completed_at).toBe('string');
      expect(expectError(await b.complete(R1), 409, 'INVALID_STATE_TRANSITION').message).toContain(
        'completed',
      );
      expectError(await b.patch(R1, { ending_balance: '1.00' }), 409, 'INVALID_STATE_TRANSITION');
      const reconciled = await ledgerEntries(c, `reconciliation_id=${R1}`);
      expect(reconciled.map((e) => e.id).sort()).toEqual([...januaryCleared].sort());
      for (const e of reconciled as Json[])
        expect(e).toMatchObject({ reconciliation_id: R1, cleared: true, bank_line_id: null });
      expect(await clearedIds('cleared=true')).toEqual([...januaryCleared].sort());

      // The report as of the month end by account gives the same figures, naming R1.
      const byAccount = await b.reconciliationReport(`account_id=${checking}&as_of=2026-01-31`);
      expect(byAccount.reconciliation_id).toBe(R1);
      expect(byAccount.data).toEqual(rep.data);

      // Reconciled means settled: the 01-08 check and the transfer are not voided, changed or deleted.
      for (const res of [
        await c.post(`/v1/expenses/${chk101}/void`),
        await c.put(`/v1/expenses/${chk101}`, { amount: '450.01' }),
        await c.put(`/v1/expenses/${chk101}`, { effective_date: '2026-01-09' }),
        await c.put(`/v1/expenses/${chk101}`, { payment_account_id: savings }),
        await c.delete(`/v1/expenses/${chk101}`),
        await c.put(`/v1/bank_transfers/${xfer}`, { status: 'void' }),
      ]) {
        err = expectError(res, 409, 'RECONCILED');
        expect(err.message).toContain(R1);
        expect(err.errors).toEqual([{ field: 'reconciliation_id', code: 'reconciled', message: `is ${R1}` }]);
      }
      // A memo changes nothing on the ledger: allowed.
      expect(
        expectStatus(await c.put(`/v1/expenses/${chk101}`, { memo: 'check 101, January rent' }), 200).data
          .memo,
      ).toBe('check 101, January rent');
      // The outstanding check is not reconciled: it may still change (and back).
      expectStatus(await c.put(`/v1/expenses/${chk103}`, { memo: 'check 103' }), 200);

      // February's statement must be after January's.
      expectFieldCodes(await b.reconcile(checking, '2026-01-31', '1.00'), [
        'statement_date',
        'not_after_last_reconciliation',
      ]);
      expectFieldCodes(await b.reconcile(checking, '2026-01-20', '1.00'), [
        'statement_date',
        'not_after_last_reconciliation',
      ]);

      // February -------------------------------------------------------------------------------
      //   01-28 check (rent)           −275.25   clears now
      //   01-30 receipt SR-3           +300.00   clears now
      //   02-10 receipt SR-4         +2,000.00   cleared
      //   02-12 check (rent)           −600.00   cleared
      //   02-26 check (supplies)        −90.00   outstanding
      // Statement on 02-28: 5,424.50 + 300 − 275.25 + 2,000 − 600 = 6,849.25.
      // Ledger on 02-28: 5,449.25 + 2,000 − 600 − 90 = 6,759.25.
      const chk104 = await b.check(checking, '2026-02-12', '600.00');
      const chk105 = await b.check(checking, '2026-02-26', '90.00', ch.supplies);
      const chk104Line = await b.lineOf(chk104, checking);
      const februaryCleared = [line.chk103, line.sr3, febLine, chk104Line];
      const r2 = expectStatus(await b.reconcile(checking, '2026-02-28', '6849.25'), 201);
      const R2 = r2.id as string;
      // Beginning balance: January's ending balance.
      expect(r2.data).toMatchObject({
        beginning_balance: '5424.50',
        cleared_balance: '5424.50',
        difference: '1424.75',
      });
      // A reconciled line is not ticked again.
      expectFieldCodes(await b.patch(R2, { add_entry_ids: [line.je] }), ['add_entry_ids.0', 'reconciled']);
      r = expectStatus(await b.patch(R2, { add_entry_ids: februaryCleared }), 200);
      expect(r.data).toMatchObject({ cleared_balance: '6849.25', difference: '0.00' });
      // Undo is for the latest completed, and not while another is in progress.
      expectError(await b.undo(R1), 409, 'RECONCILIATION_IN_PROGRESS');
      expectStatus(await b.complete(R2), 200);
      expect(expectError(await b.undo(R1), 409, 'INVALID_STATE_TRANSITION').message).toContain(R2);

      //   book = 6,849.25 + 0 − 90.00 = 6,759.25 = ledger
      rep = await b.reconciliationReport(`reconciliation_id=${R2}`);
      expect(items(rep.data.outstanding_deposits)).toEqual([]);
      expect(items(rep.data.outstanding_payments)).toEqual([['2026-02-26', '90.00', 'expense', null]]);
      expect(rep.data.outstanding_payments.items[0].document_id).toBe(chk105);
      expect(rep.data).toMatchObject({
        ending_balance: '6849.25',
        book_balance: '6759.25',
        ledger_balance: '6759.25',
        difference: '0.00',
      });
      // January's report still shows January as it was: SR-3 and the 01-28 check outstanding then.
      rep = await b.reconciliationReport(`reconciliation_id=${R1}`);
      expect(rep.data).toMatchObject({
        ending_balance: '5424.50',
        book_balance: '5449.25',
        difference: '0.00',
      });
      expect(rep.data.outstanding_payments.total).toBe('275.25');

      // Undo February: its lines are no longer reconciled, still cleared; the 02-12 check may change.
      r = expectStatus(await b.undo(R2), 200);
      expect(r.data).toMatchObject({ status: 'undone', cleared_entry_ids: [...februaryCleared].sort() });
      expect(typeof r.data.undone_at).toBe('string');
      expectError(await b.undo(R2), 409, 'INVALID_STATE_TRANSITION');
      const after = await ledgerEntries(
        c,
        `account_id=${checking}&effective_date_from=2026-01-28&effective_date_to=2026-02-28`,
      );
      for (const e of after as Json[]) {
        if (februaryCleared.includes(e.id))
          expect(e).toMatchObject({ reconciliation_id: null, cleared: true });
      }
      expectStatus(await c.put(`/v1/expenses/${chk104}`, { effective_date: '2026-02-13' }), 200);
      const chk104Moved = await b.lineOf(chk104, checking);
      // Redo: the new reconciliation starts with what February's gave back (the moved check's old
      // line was unticked when it was reversed: tick its new line), from January's ending balance.
      const r3 = expectStatus(await b.reconcile(checking, '2026-02-28', '6849.25'), 201);
      const R3 = r3.id as string;
      expect(r3.data.cleared_entry_ids).toEqual([line.chk103, line.sr3, febLine].sort());
      // 5,424.50 − 275.25 + 300 + 2,000 = 7,449.25; difference −600.00
      expect(r3.data).toMatchObject({
        beginning_balance: '5424.50',
        cleared_balance: '7449.25',
        difference: '-600.00',
      });
      r = expectStatus(await b.patch(R3, { add_entry_ids: [chk104Moved] }), 200);
      expect(r.data.difference).toBe('0.00');
      expectStatus(await b.complete(R3), 200);
      expectError(await c.post(`/v1/expenses/${chk104}/void`), 409, 'RECONCILED');

      // Lists and events.
      const list = expectStatus(await c.get(`/v1/reconciliations?account_id=${checking}`), 200);
      expect((list.data as Json[]).map((x) => [x.id, x.data.status])).toEqual([
        [R1, 'completed'],
        [R2, 'undone'],
        [R3, 'completed'],
      ]);
      expect(expectStatus(await c.get('/v1/reconciliations?status=undone'), 200).pagination.total_count).toBe(
        1,
      );
      const types = (
        expectStatus(await c.get('/v1/events?type=reconciliation.*&limit=200'), 200).data as Json[]
      ).map((e) => e.type);
      expect(types.filter((t) => t === 'reconciliation.completed')).toHaveLength(3);
      expect(types.filter((t) => t === 'reconciliation.undone')).toHaveLength(1);
      expect(types.filter((t) => t === 'reconciliation.created')).toHaveLength(3);
      expect(types.filter((t) => t === 'reconciliation.updated')).toHaveLength(4);

      expectBalanced(await report(c, 'trial_balance', 'as_of=2026-02-28'));

      // Another company sees none of it.
      const other = await h().company();
      expectError(await other.get(`/v1/reconciliations/${R1}`), 404, 'NOT_FOUND');
      expectError(await other.post(`/v1/reconciliations/${R3}/undo`), 404, 'NOT_FOUND');
      expectError(await other.request('PATCH', `/v1/reconciliations/${R3}`, { body: {} }), 404, 'NOT_FOUND');
      expectError(await other.get(`/v1/reports/reconciliation?reconciliation_id=${R1}`), 404, 'NOT_FOUND');
      expect(
        (expectStatus(await other.get(`/v1/ledger_entries?reconciliation_id=${R1}`), 200).data as Json[])
          .length,
      ).toBe(0);
      expectError(
        await other.post('/v1/reconciliations', {
          account_id: checking,
          statement_date: '2026-03-31',
          ending_balance: '0.00',
        }),
        422,
        'INVALID_REFERENCE',
      );
    });
  });

  describe('refusals', () => {
    it('names each bad field, and the account must be an asset or a liability', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      expectFieldCodes(
        await c.post('/v1/reconciliations', {
          account_id: ch.rent,
          statement_date: '2026-01-31',
          ending_balance: '0.00',
        }),
        ['account_id', 'wrong_account_type'],
      );
      expectFieldCodes(
        await c.post('/v1/reconciliations', {
          account_id: ch.bank,
          statement_date: '2026-01-31',
          ending_balance: '1.005',
        }),
        ['ending_balance', 'too_many_decimals'],
      );
      const bad = expectError(
        await c.post('/v1/reconciliations', {
          account_id: 'nope',
          statement_date: '31/01/2026',
          ending_balance: 12,
        }),
        422,
        'VALIDATION_ERROR',
      );
      expect((bad.errors as Json[]).map((e) => e.field).sort()).toEqual([
        'account_id',
        'ending_balance',
        'statement_date',
      ]);
      expectError(await c.get('/v1/reconciliations/0190a0e0-0000-7000-8000-0000000000aa'), 404, 'NOT_FOUND');
      expectError(
        await c.delete('/v1/reconciliations/0190a0e0-0000-7000-8000-0000000000aa'),
        405,
        'METHOD_NOT_ALLOWED',
      );
      expectFieldCodes(await c.get('/v1/reports/reconciliation'), ['account_id', 'required']);
      expect((expectStatus(await c.get('/v1/reconciliations'), 200) as Json).data).toEqual([]);
      // An Idempotency-Key replays the first answer: one reconciliation.
      const key = { headers: { 'Idempotency-Key': uid('key') } };
      const body = { account_id: ch.bank, statement_date: '2026-01-31', ending_balance: '0.00' };
      const once = expectStatus(await c.post('/v1/reconciliations', body, key), 201);
      const again = await c.post('/v1/reconciliations', body, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(once);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(expectStatus(await c.get('/v1/reconciliations'), 200).pagination.total_count).toBe(1);
      // If-Match: a stale version is a 412, nothing changed.
      expectError(
        await c.request('PATCH', `/v1/reconciliations/${once.id}`, {
          body: { ending_balance: '1.00' },
          headers: { 'If-Match': '"7"' },
        }),
        412,
        'PRECONDITION_FAILED',
      );
      const patched = await c.request('PATCH', `/v1/reconciliations/${once.id}`, {
        body: { ending_balance: '1.00' },
        headers: { 'If-Match': '"1"' },
      });
      expect(expectStatus(patched, 200).data).toMatchObject({ ending_balance: '1.00', version: 2 });
      expect(patched.headers.get('etag')).toBe('"2"');
    });
  });

  describe('lines matched to a bank line', () => {
    it('are cleared, and a new reconciliation starts with those dated by its statement', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const b = booksOf(c, ch);
      // 1,000.00 opening and a 100.00 check matched to bank lines; a 40.00 check on 03-31 matched
      // too, but after the statement date; a 60.00 check not matched.
      const je = await b.opening(ch.bank, '2026-03-01', '1000.00');
      const chk1 = await b.check(ch.bank, '2026-03-10', '100.00');
      const chk2 = await b.check(ch.bank, '2026-03-31', '40.00');
      const chk3 = await b.check(ch.bank, '2026-03-12', '60.00');
      const matched = [
        await b.lineOf(je, ch.bank),
        await b.lineOf(chk1, ch.bank),
        await b.lineOf(chk2, ch.bank),
      ];
      // The bank side (matching) is another part of D20: the mark is set here as it would set it.
      const cast = h().db === 'postgres' ? '?::uuid' : '?';
      for (const id of matched)
        await rawSql(h().url, `update ledger_entries set bank_line_id = ${cast} where id = ${cast}`, [
          randomUUID(),
          id,
        ]);
      const shown = await ledgerEntries(c, `account_id=${ch.bank}&cleared=true`);
      expect(shown.map((e) => e.id).sort()).toEqual([...matched].sort());
      for (const e of shown as Json[]) expect(typeof e.bank_line_id).toBe('string');
      // 1,000.00 − 100.00 = 900.00 cleared by 03-30; the 03-31 check is left for the next statement.
      const r = expectStatus(await b.reconcile(ch.bank, '2026-03-30', '900.00'), 201);
      expect(r.data.cleared_entry_ids).toEqual(matched.slice(0, 2).sort());
      expect(r.data).toMatchObject({ cleared_balance: '900.00', difference: '0.00' });
      // Outstanding: the 60.00 check (03-12); the 03-31 check is after the day.
      const rep = await b.reconciliationReport(`reconciliation_id=${r.id}`);
      expect(items(rep.data.outstanding_payments)).toEqual([['2026-03-12', '60.00', 'expense', null]]);
      expect(rep.data.outstanding_payments.items[0].document_id).toBe(chk3);
      // book = 900.00 − 60.00 = 840.00 = ledger on 03-30 (1,000 − 100 − 60)
      expect(rep.data).toMatchObject({
        book_balance: '840.00',
        ledger_balance: '840.00',
        difference: '0.00',
      });
      // An earlier statement date unticks the lines dated after it: only the opening balance stays.
      const earlier = expectStatus(
        await b.patch(r.id, { statement_date: '2026-03-05', ending_balance: '1000.00' }),
        200,
      );
      expect(earlier.data).toMatchObject({
        statement_date: '2026-03-05',
        cleared_entry_ids: [matched[0]],
        cleared_balance: '1000.00',
        difference: '0.00',
      });
    });
  });

  describe('a card', () => {
    it('counts what is owed as positive (credit − debit)', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const b = booksOf(c, ch);
      // Two card purchases, 40.00 and 60.00 (Cr Credit Card), and a 25.00 payment to the card
      // from checking (Dr Credit Card): owed 40 + 60 − 25 = 75.00.
      const e1 = await b.check(ch.card, '2026-03-03', '40.00');
      const e2 = await b.check(ch.card, '2026-03-09', '60.00');
      const pay = await b.transfer(ch.bank, ch.card, '2026-03-20', '25.00');
      const r = expectStatus(await b.reconcile(ch.card, '2026-03-31', '75.00'), 201);
      const ids = [await b.lineOf(e1, ch.card), await b.lineOf(e2, ch.card), await b.lineOf(pay, ch.card)];
      const done = expectStatus(await b.patch(r.id, { add_entry_ids: ids }), 200);
      expect(done.data).toMatchObject({ cleared_balance: '75.00', difference: '0.00' });
      expectStatus(await b.complete(r.id), 200);
      const rep = await b.reconciliationReport(`account_id=${ch.card}&as_of=2026-03-31`);
      expect(rep.data).toMatchObject({
        ending_balance: '75.00',
        book_balance: '75.00',
        ledger_balance: '75.00',
      });
    });
  });

  describe('two reconciliations started at once', () => {
    it('leaves one in progress per account', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const b = booksOf(c, ch);
      for (let round = 0; round < 4; round++) {
        const account = await makeAccount(c, { name: `Checking ${round}`, type: 'asset' });
        const answers = await Promise.all([
          b.reconcile(account, '2026-05-31', '10.00'),
          b.reconcile(account, '2026-05-30', '20.00'),
          b.reconcile(account, '2026-05-29', '30.00'),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
        for (const a of answers) if (a.status === 409) expectError(a, 409, 'RECONCILIATION_IN_PROGRESS');
        const open = expectStatus(
          await c.get(`/v1/reconciliations?account_id=${account}&status=in_progress`),
          200,
        );
        expect(open.pagination.total_count).toBe(1);
        // The database itself keeps it so (migration 0017's partial unique index).
        const u = h().db === 'postgres' ? '?::uuid' : '?';
        await expect(
          rawSql(
            h().url,
            `insert into reconciliations (company_id, id, account_id, statement_date, ending_balance, beginning_balance, status, version, created_at, updated_at) values (${u}, ${u}, ${u}, '2026-05-31', '0', '0', 'in_progress', 1, 'x', 'x')`,
            [c.companyId, randomUUID(), account],
          ),
        ).rejects.toThrow(/unique|duplicate/i);
      }
    });
  });

  describe('completing while a void runs', () => {
    it('lets one of them win, and the books balance', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const b = booksOf(c, ch);
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round++) {
        const account = await makeAccount(c, { name: `Checking ${round}`, type: 'asset' });
        // 1,000.00 opening, a 100.00 check: both ticked, statement 900.00.
        const je = await b.opening(account, '2026-04-01', '1000.00');
        const chk = await b.check(account, '2026-04-02', '100.00');
        const r = expectStatus(await b.reconcile(account, '2026-04-30', '900.00'), 201);
        const chkLine = await b.lineOf(chk, account);
        expectStatus(await b.patch(r.id, { add_entry_ids: [await b.lineOf(je, account), chkLine] }), 200);
        // Sent in both orders, by turns.
        const completing = () => b.complete(r.id);
        const voiding = () => c.post(`/v1/expenses/${chk}/void`);
        const [done, voided] =
          round % 2 === 0
            ? await Promise.all([completing(), voiding()])
            : await Promise.all([voiding(), completing()]).then(([v, d]) => [d, v] as const);
        if (done.status === 200) {
          // The completion won: the check stands, reconciled.
          expectError(voided, 409, 'RECONCILED');
          const [line] = (await ledgerEntries(c, `document_id=${chk}&account_id=${account}`)) as Json[];
          expect(line).toMatchObject({ id: chkLine, reconciliation_id: r.id });
          outcomes.add('completed');
        } else {
          // The void won: the check's line was unticked, so the reconciliation is 100.00 out.
          expect(voided.status, JSON.stringify(voided.body)).toBe(200);
          expect(expectError(done, 409, 'OUT_OF_BALANCE').message).toContain('-100.00');
          const now = expectStatus(await c.get(`/v1/reconciliations/${r.id}`), 200);
          expect(now.data).toMatchObject({ status: 'in_progress', difference: '-100.00' });
          expect(now.data.cleared_entry_ids).not.toContain(chkLine);
          outcomes.add('voided');
        }
        expectBalanced(await report(c, 'trial_balance', 'as_of=2026-04-30'));
      }
      if (process.env.RACE_PRINT) console.log([...outcomes]);
      expect(outcomes.size).toBeGreaterThan(0);
    });
  });
}, LEDGER);
