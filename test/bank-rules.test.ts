/**
 * D20 bank rules over HTTP on both databases: the resource (no source identity: every POST makes
 * a new rule; CRUD, filters, bad input naming the field, another company's rule 404, events), and
 * `applyBankRules` (what the import runs on its new lines), run in a write of the real store the server
 * under test uses: auto-match (one candidate with the same reference, or one within 3 days), then
 * the rules in priority order, categorizing or excluding as the line's own actions do.
 */
import { describe, expect, it } from 'vitest';
import { applyBankRules } from '../src/domain/bank/rules.ts';
import { documentEffects } from '../src/domain/effects.ts';
import { Records } from '../src/domain/records.ts';
import { CATALOG } from '../src/resources/index.ts';
import {
  type Body,
  createRecord,
  errorOn,
  expect422,
  expectStatus,
  listField,
  makeAccount,
  UNKNOWN_ID,
  uid,
} from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';

const line = (accountId: string, amount: string, over: Body = {}): Body => ({
  source_id: uid('bl'),
  source_system: 'test_feed',
  account_id: accountId,
  posted_date: '2026-03-02',
  amount,
  ...over,
});

async function transfer(c: Client, from: string, to: string, amount: string, date: string, over: Body = {}) {
  return createRecord(c, '/v1/bank_transfers', {
    source_id: uid('bt'),
    source_system: 'test',
    currency: 'USD',
    amount,
    transfer_date: date,
    from_account_id: from,
    to_account_id: to,
    status: 'approved',
    ...over,
  });
}

forEachDatabase((h) => {
  async function books() {
    const c = await h().company();
    const checking = await makeAccount(c, { name: 'Checking', type: 'asset' });
    const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
    const fees = await makeAccount(c, { name: 'Bank fees', type: 'expense' });
    const meals = await makeAccount(c, { name: 'Meals', type: 'expense' });
    return { c, checking, savings, fees, meals };
  }

  describe('bank rules: the resource', () => {
    it('creates, lists, updates and deletes rules; each POST makes a new one', async () => {
      const { c, checking, fees } = await books();
      const body = {
        name: 'Monthly fee',
        account_id: checking,
        priority: 10,
        conditions: { description_contains: 'fee', direction: 'out', amount_max: '50.00' },
        action: { categorize: { account_id: fees } },
      };
      const a = await createRecord(c, '/v1/bank_rules', body);
      expect(a.object).toBe('bank_rule');
      expect(a.data).toMatchObject(body);
      expect(a.data).not.toHaveProperty('source_id');
      const b = await createRecord(c, '/v1/bank_rules', { ...body, priority: 5 });
      expect(b.id).not.toBe(a.id);
      expect(await listField(c, 'bank_rules', 'sort=priority', 'priority')).toEqual([5, 10]);
      expect(await listField(c, 'bank_rules', 'name=month', 'name')).toEqual(['Monthly fee', 'Monthly fee']);
      expect422(await c.get('/v1/bank_rules?source_id=x'));
      const put = expectStatus(await c.put(`/v1/bank_rules/${a.id}`, { action: { exclude: true } }), 200);
      expect(put.data.action).toEqual({ exclude: true });
      expectStatus(await c.delete(`/v1/bank_rules/${b.id}`), 200);
      const other = await h().company();
      expect((await other.get(`/v1/bank_rules/${a.id}`)).status).toBe(404);
      const events = expectStatus(await c.get('/v1/events?type=bank_rule.*&limit=100'), 200);
      expect(events.data.map((e: Json) => e.type).sort()).toEqual([
        'bank_rule.created',
        'bank_rule.created',
        'bank_rule.deleted',
        'bank_rule.updated',
      ]);
    });

    it('refuses bad rules, naming the field', async () => {
      const { c, checking, fees } = await books();
      const ok = { name: 'r', action: { exclude: true } };
      expect(errorOn(expect422(await c.post('/v1/bank_rules', { name: 'r' })), 'action')).toBeDefined();
      expect(errorOn(expect422(await c.post('/v1/bank_rules', { ...ok, action: {} })), 'action').code).toBe(
        'invalid_action',
      );
      expect(
        errorOn(
          expect422(
            await c.post('/v1/bank_rules', {
              ...ok,
              action: { exclude: true, categorize: { account_id: fees } },
            }),
          ),
          'action',
        ),
      ).toBeDefined();
      expect(
        errorOn(expect422(await c.post('/v1/bank_rules', { ...ok, account_id: fees })), 'account_id').code,
      ).toBe('wrong_account_type');
      const unknown = expect422(
        await c.post('/v1/bank_rules', { ...ok, action: { categorize: { account_id: UNKNOWN_ID } } }),
        'INVALID_REFERENCE',
      );
      expect(errorOn(unknown, 'action.categorize.account_id')).toBeDefined();
      expect(
        errorOn(
          expect422(
            await c.post('/v1/bank_rules', { ...ok, conditions: { amount_min: '10', amount_max: '5' } }),
          ),
          'conditions.amount_max',
        ),
      ).toBeDefined();
      expect(
        errorOn(
          expect422(await c.post('/v1/bank_rules', { ...ok, conditions: { direction: 'sideways' } })),
          'conditions.direction',
        ),
      ).toBeDefined();
      expect(
        errorOn(expect422(await c.post('/v1/bank_rules', { ...ok, source_id: 'x' })), 'source_id'),
      ).toBeDefined();
      expect((await c.get(`/v1/bank_rules?account_id=${checking}`)).body.pagination.total_count).toBe(0);
    });
  });

  describe('applyBankRules (the import seam)', () => {
    const run = (c: Client & { companyId: string }, ids: string[]) =>
      new Records(h().store, documentEffects(), CATALOG).write(c.companyId, (tx) => applyBankRules(tx, ids));

    it('auto-matches, then categorizes and excludes by the first rule that fits, in priority order', async () => {
      const { c, checking, savings, fees, meals } = await books();
      // Entries on checking: a transfer out of 100.00 on 03-03 numbered T-9 and one of 100.00 on
      // 03-04 (two of the same amount within 3 days: only the reference decides); one of 40.00
      // on 03-04 (alone of its amount: matched by date).
      const t9 = await transfer(c, checking, savings, '100.00', '2026-03-03', { transfer_number: 'T-9' });
      await transfer(c, checking, savings, '100.00', '2026-03-04');
      const t40 = await transfer(c, checking, savings, '40.00', '2026-03-04');
      await createRecord(c, '/v1/bank_rules', {
        name: 'Fees',
        priority: 1,
        account_id: checking,
        conditions: { description_contains: 'FEE', direction: 'out', amount_max: '25.00' },
        action: { categorize: { account_id: fees, vendor_id: 'the-bank' } },
      });
      await createRecord(c, '/v1/bank_rules', {
        name: 'Duplicates the bank sends',
        priority: 2,
        conditions: { payee_contains: 'dup' },
        action: { exclude: true },
      });
      await createRecord(c, '/v1/bank_rules', {
        name: 'Lunch (never reached for the fee: a lower priority)',
        priority: 3,
        conditions: { direction: 'out' },
        action: { categorize: { account_id: meals } },
      });
      const ids: string[] = [];
      for (const body of [
        line(checking, '-100.00', { reference: 't-9' }), // auto: same reference
        line(checking, '-40.00', { posted_date: '2026-03-06' }), // auto: one within 3 days
        line(checking, '-12.00', { description: 'Monthly FEE' }), // rule Fees
        line(checking, '-99.00', { payee: 'DUP payee' }), // rule Duplicates
        line(checking, '-7.50', { description: 'Sandwich' }), // rule Lunch
        line(checking, '5.00', { description: 'Interest' }), // no rule fits money in: left unmatched
      ])
        ids.push((await createRecord(c, '/v1/bank_lines', body)).id);
      const counts = await run(c, ids);
      expect(counts).toEqual({ matched: 2, categorized: 2, excluded: 1 });
      const states = await Promise.all(
        ids.map(async (id) => (await c.get(`/v1/bank_lines/${id}`)).body.data),
      );
      expect(states.map((s) => s.status)).toEqual([
        'matched',
        'matched',
        'matched',
        'excluded',
        'matched',
        'unmatched',
      ]);
      const entryOf = async (docId: string) =>
        (await c.get(`/v1/ledger_entries?document_id=${docId}&account_id=${checking}`)).body.data[0].id;
      expect(states[0].matched_entry_ids).toEqual([await entryOf(t9.id)]);
      expect(states[1].matched_entry_ids).toEqual([await entryOf(t40.id)]);
      expect(states[2].document.type).toBe('expense');
      const fee = (await c.get(`/v1/expenses/${states[2].document.id}`)).body.data;
      expect(fee).toMatchObject({ amount: '12.00', expense_account_id: fees, vendor_id: 'the-bank' });
      const lunch = (await c.get(`/v1/expenses/${states[4].document.id}`)).body.data;
      expect(lunch).toMatchObject({ amount: '7.50', expense_account_id: meals });
      // Checking: −100 − 100 − 40 (transfers) − 12 − 7.50 (expenses) = −259.50.
      const entries = (await c.get(`/v1/ledger_entries?account_id=${checking}&limit=200`)).body
        .data as Json[];
      const cents = entries.reduce(
        (s, e) =>
          s + Math.round(Number(e.data.debit_amount) * 100) - Math.round(Number(e.data.credit_amount) * 100),
        0,
      );
      expect((cents / 100).toFixed(2)).toBe('-259.50');
      // Applied again, nothing moves: the lines are no longer unmatched but for the last.
      expect(await run(c, ids)).toEqual({ matched: 0, categorized: 0, excluded: 0 });
    });

    it('leaves a line with two equally good candidates to the rules, and ignores another account’s rule', async () => {
      const { c, checking, savings, meals } = await books();
      await transfer(c, checking, savings, '60.00', '2026-03-02');
      await transfer(c, checking, savings, '60.00', '2026-03-03');
      await createRecord(c, '/v1/bank_rules', {
        name: 'Savings only',
        account_id: savings,
        action: { categorize: { account_id: meals } },
      });
      const id = (await createRecord(c, '/v1/bank_lines', line(checking, '-60.00'))).id;
      expect(await run(c, [id])).toEqual({ matched: 0, categorized: 0, excluded: 0 });
      expect((await c.get(`/v1/bank_lines/${id}`)).body.data.status).toBe('unmatched');
    });
  });
});
