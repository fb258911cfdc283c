/**
 * D20 bank lines over HTTP on both databases: the resource (create, upsert by source identity,
 * PUT, DELETE, lists filtered by account, status and posted date, sorted by date and amount), its
 * server-owned fields (`status`, `matched_entry_ids`, `document`: shown, ignored when sent), the
 * account it must be on (an asset or liability), another company's line (404), and read-only
 * bank statements (no POST, PUT or DELETE).
 */
import { describe, expect, it } from 'vitest';
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

const line = (accountId: string, over: Body = {}): Body => ({
  source_id: uid('bl'),
  source_system: 'test_feed',
  account_id: accountId,
  posted_date: '2026-03-02',
  amount: '-42.50',
  ...over,
});

/** A line of `amount` on 2026-03-02. */
const line_ = (accountId: string, amount: string, over: Body = {}): Body =>
  line(accountId, { amount, ...over });

async function bankAccount(c: Client, type = 'asset'): Promise<string> {
  return makeAccount(c, { name: type === 'asset' ? 'Checking' : 'Card', type });
}

/** An approved transfer between two accounts (it posts at once): Dr `to` / Cr `from`. */
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

/** The journal lines a document posted on an account, not reversed, as [entry id, debit − credit]. */
async function entriesOn(c: Client, documentId: string, accountId: string): Promise<Json[]> {
  const res = expectStatus(
    await c.get(`/v1/ledger_entries?document_id=${documentId}&account_id=${accountId}`),
    200,
  );
  return res.data.map((e: Json) => e.data);
}

/** debit − credit of every journal line on an account (reversals included): its balance. */
async function balanceOf(c: Client, accountId: string): Promise<string> {
  const res = expectStatus(await c.get(`/v1/ledger_entries?account_id=${accountId}&limit=200`), 200);
  let cents = 0;
  for (const e of res.data as Json[])
    cents += Math.round(Number(e.data.debit_amount) * 100) - Math.round(Number(e.data.credit_amount) * 100);
  return (cents / 100).toFixed(2);
}

const matchesOf = async (c: Client, lineId: string): Promise<Json[]> =>
  expectStatus(await c.get(`/v1/bank_lines/${lineId}/matches`), 200).data;

forEachDatabase((h) => {
  describe('bank lines: the resource', () => {
    it('creates a line with its server-owned fields at their defaults, and gets it', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const rec = await createRecord(
        c,
        '/v1/bank_lines',
        line(acct, { description: 'CARD 1234 COFFEE', fitid: 'F1' }),
      );
      expect(rec.object).toBe('bank_line');
      expect(rec.data).toMatchObject({
        account_id: acct,
        posted_date: '2026-03-02',
        amount: '-42.50',
        description: 'CARD 1234 COFFEE',
        fitid: 'F1',
        payee: null,
        reference: null,
        check_number: null,
        statement_id: null,
        status: 'unmatched',
        matched_entry_ids: [],
        document: null,
        metadata: {},
      });
      const got = expectStatus(await c.get(`/v1/bank_lines/${rec.id}`), 200);
      expect(got).toEqual(rec);
    });

    it('ignores the server-owned fields a client sends, on create, upsert and PUT', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const owned = {
        status: 'matched',
        matched_entry_ids: [UNKNOWN_ID],
        document: { type: 'expenses', id: UNKNOWN_ID },
      };
      const body = line(acct, owned);
      const rec = await createRecord(c, '/v1/bank_lines', body);
      expect(rec.data).toMatchObject({ status: 'unmatched', matched_entry_ids: [], document: null });
      // The same source identity again: an update (200), still ignoring them.
      const again = expectStatus(await c.post('/v1/bank_lines', { ...body, payee: 'Cafe' }), 200);
      expect(again.data).toMatchObject({ payee: 'Cafe', status: 'unmatched', matched_entry_ids: [] });
      const put = expectStatus(await c.put(`/v1/bank_lines/${rec.id}`, { ...owned, memo: undefined }), 200);
      expect(put.data).toMatchObject({ status: 'unmatched', document: null });
      // A GET's data sent back as is: accepted, nothing changes.
      const back = expectStatus(await c.put(`/v1/bank_lines/${rec.id}`, put.data), 200);
      expect(back.data.version).toBe(put.data.version);
      // Of the wrong type it is still a 422, as for every read-only field.
      const errors = expect422(await c.put(`/v1/bank_lines/${rec.id}`, { status: 'nonsense' }));
      expect(errorOn(errors, 'status')).toBeDefined();
    });

    it('requires an asset or liability account: 422 on account_id otherwise', async () => {
      const c = await h().company();
      const card = await bankAccount(c, 'liability');
      expect((await createRecord(c, '/v1/bank_lines', line(card))).data.account_id).toBe(card);
      const expense = await makeAccount(c, { name: 'Meals', type: 'expense' });
      const errors = expect422(await c.post('/v1/bank_lines', line(expense)));
      expect(errorOn(errors, 'account_id').code).toBe('wrong_account_type');
      const unknown = expect422(await c.post('/v1/bank_lines', line(UNKNOWN_ID)), 'INVALID_REFERENCE');
      expect(errorOn(unknown, 'account_id').code).toBe('invalid_reference');
      const missing = expect422(await c.post('/v1/bank_lines', { ...line(card), posted_date: undefined }));
      expect(errorOn(missing, 'posted_date')).toBeDefined();
      const bad = expect422(await c.post('/v1/bank_lines', line(card, { amount: 12.5 })));
      expect(errorOn(bad, 'amount')).toBeDefined();
      expect((await c.get(`/v1/bank_lines?account_id=${card}`)).body.pagination.total_count).toBe(1);
    });

    it('lists by account, status and posted date, sorted by date or amount', async () => {
      const c = await h().company();
      const a = await bankAccount(c);
      const b = await bankAccount(c);
      const rows: [string, string, string][] = [
        ['a1', '2026-03-01', '-10.00'],
        ['a2', '2026-03-05', '250.00'],
        ['a3', '2026-03-09', '-99.99'],
        ['b1', '2026-03-05', '5.00'],
      ];
      for (const [sid, posted_date, amount] of rows)
        await createRecord(
          c,
          '/v1/bank_lines',
          line(sid.startsWith('a') ? a : b, { source_id: sid, posted_date, amount }),
        );
      expect(await listField(c, 'bank_lines', `account_id=${a}&sort=posted_date`)).toEqual([
        'a1',
        'a2',
        'a3',
      ]);
      expect(await listField(c, 'bank_lines', `account_id=${a}&sort=-amount`)).toEqual(['a2', 'a1', 'a3']);
      expect(
        await listField(c, 'bank_lines', 'posted_date_from=2026-03-02&posted_date_to=2026-03-05'),
      ).toHaveLength(2);
      expect(await listField(c, 'bank_lines', 'status=unmatched&sort=amount')).toEqual([
        'a3',
        'a1',
        'b1',
        'a2',
      ]);
      expect(await listField(c, 'bank_lines', 'status=matched')).toEqual([]);
      expect422(await c.get('/v1/bank_lines?status=lost'));
    });

    it("answers 404 for another company's line, and deletes one's own", async () => {
      const a = await h().company();
      const b = await h().company();
      const rec = await createRecord(a, '/v1/bank_lines', line(await bankAccount(a)));
      expect((await b.get(`/v1/bank_lines/${rec.id}`)).status).toBe(404);
      expect((await b.put(`/v1/bank_lines/${rec.id}`, { payee: 'x' })).status).toBe(404);
      expect((await b.delete(`/v1/bank_lines/${rec.id}`)).status).toBe(404);
      expectStatus(await a.delete(`/v1/bank_lines/${rec.id}`), 200);
      expect((await a.get(`/v1/bank_lines/${rec.id}`)).status).toBe(404);
    });

    it('writes bank_line.created and bank_line.updated events', async () => {
      const c = await h().company();
      const rec = await createRecord(c, '/v1/bank_lines', line(await bankAccount(c)));
      expectStatus(await c.put(`/v1/bank_lines/${rec.id}`, { payee: 'Cafe' }), 200);
      const events = expectStatus(await c.get('/v1/events?type=bank_line.*'), 200);
      expect(events.data.map((e: { type: string }) => e.type).sort()).toEqual([
        'bank_line.created',
        'bank_line.updated',
      ]);
    });
  });

  describe('bank statements', () => {
    it('are read-only: GET and list only; POST, PUT and DELETE answer 405', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const post = await c.post('/v1/bank_statements', { source_id: 's1', account_id: acct });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET');
      expect((await c.put(`/v1/bank_statements/${UNKNOWN_ID}`, {})).status).toBe(405);
      expect((await c.delete(`/v1/bank_statements/${UNKNOWN_ID}`)).status).toBe(405);
      expect((await c.get(`/v1/bank_statements/${UNKNOWN_ID}`)).status).toBe(404);
      const list = expectStatus(await c.get(`/v1/bank_statements?account_id=${acct}`), 200);
      expect(list.data).toEqual([]);
    });
  });

  describe('matching', () => {
    /** A company with a checking account, a savings account and an expense account. */
    async function books() {
      const c = await h().company();
      const checking = await bankAccount(c);
      const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
      const meals = await makeAccount(c, { name: 'Meals', type: 'expense' });
      const sales = await makeAccount(c, { name: 'Sales', type: 'revenue' });
      return { c, checking, savings, meals, sales };
    }

    it('lists candidates on the account of the same amount within 10 days, same reference first, then nearest', async () => {
      const { c, checking, savings } = await books();
      // Four transfers out of checking (each a credit there: debit − credit = −amount).
      const a = await transfer(c, checking, savings, '100.00', '2026-03-03'); // 1 day after the line
      const b = await transfer(c, checking, savings, '100.00', '2026-03-08', { transfer_number: 'CHK-7' }); // 6 days, same reference
      await transfer(c, checking, savings, '100.00', '2026-03-20'); // 18 days: too far
      await transfer(c, checking, savings, '99.00', '2026-03-02'); // another amount
      const line = await createRecord(
        c,
        '/v1/bank_lines',
        line_(checking, '-100.00', { reference: 'chk-7' }),
      );
      const found = await matchesOf(c, line.id);
      expect(found.map((m) => m.document.id)).toEqual([b.id, a.id]);
      const [entryB] = await entriesOn(c, b.id, checking);
      expect(found[0]).toEqual({
        object: 'bank_match',
        ledger_entry_id: entryB.id,
        effective_date: '2026-03-08',
        amount: '-100.00',
        currency: 'USD',
        memo: null,
        same_reference: true,
        days_apart: 6,
        document: { type: 'bank_transfer', id: b.id, number: 'CHK-7' },
      });
      expect(found[1]).toMatchObject({ same_reference: false, days_apart: 1, document: { number: null } });
      // Money in on savings (+100.00 there) is not a candidate for a checking line of +100.00.
      const inLine = await createRecord(c, '/v1/bank_lines', line_(checking, '100.00'));
      expect(await matchesOf(c, inLine.id)).toEqual([]);
      const other = await h().company();
      expect((await other.get(`/v1/bank_lines/${line.id}/matches`)).status).toBe(404);
      expect((await c.get(`/v1/bank_lines/${UNKNOWN_ID}/matches`)).status).toBe(404);
    });

    it('matches one entry or several that add up, unmatches, and candidates follow', async () => {
      const { c, checking, savings } = await books();
      const a = await transfer(c, checking, savings, '100.00', '2026-03-03');
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
      const [entryA] = await entriesOn(c, a.id, checking);
      const matched = expectStatus(
        await c.post(`/v1/bank_lines/${line.id}/match`, { ledger_entry_ids: [entryA.id] }),
        200,
      );
      expect(matched.data).toMatchObject({
        status: 'matched',
        matched_entry_ids: [entryA.id],
        document: null,
      });
      // A matched entry is a candidate for no other line.
      const twin = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
      expect(await matchesOf(c, twin.id)).toEqual([]);
      const unmatched = expectStatus(await c.post(`/v1/bank_lines/${line.id}/unmatch`), 200);
      expect(unmatched.data).toMatchObject({ status: 'unmatched', matched_entry_ids: [] });
      expect((await matchesOf(c, twin.id)).map((m) => m.ledger_entry_id)).toEqual([entryA.id]);
      // Two deposits into checking, 30.00 + 70.00 = 100.00, for one bank line of +100.00.
      const d1 = await transfer(c, savings, checking, '30.00', '2026-03-04');
      const d2 = await transfer(c, savings, checking, '70.00', '2026-03-05');
      const both = [(await entriesOn(c, d1.id, checking))[0].id, (await entriesOn(c, d2.id, checking))[0].id];
      const deposit = await createRecord(c, '/v1/bank_lines', line_(checking, '100.00'));
      const res = expectStatus(
        await c.post(`/v1/bank_lines/${deposit.id}/match`, { ledger_entry_ids: both }),
        200,
      );
      expect(res.data.matched_entry_ids).toEqual(both);
      const events = expectStatus(await c.get('/v1/events?type=bank_line.updated'), 200);
      expect(events.pagination.total_count).toBe(3); // match, unmatch, match
    });

    it('refuses every bad match, naming the field, and changes nothing', async () => {
      const { c, checking, savings } = await books();
      const a = await transfer(c, checking, savings, '100.00', '2026-03-03');
      const small = await transfer(c, checking, savings, '99.00', '2026-03-03');
      const [entryA] = await entriesOn(c, a.id, checking);
      const [entrySmall] = await entriesOn(c, small.id, checking);
      const [onSavings] = await entriesOn(c, a.id, savings);
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
      const match = (ids: unknown) => c.post(`/v1/bank_lines/${line.id}/match`, { ledger_entry_ids: ids });
      expect(errorOn(expect422(await match([entrySmall.id])), 'ledger_entry_ids').code).toBe(
        'amount_mismatch',
      );
      expect(errorOn(expect422(await match([onSavings.id])), 'ledger_entry_ids.0').code).toBe(
        'wrong_account',
      );
      expect(errorOn(expect422(await match([entryA.id, UNKNOWN_ID])), 'ledger_entry_ids.1').code).toBe(
        'invalid_reference',
      );
      expect422(await match([]));
      expect422(await match(['not-a-uuid']));
      expect422(await c.post(`/v1/bank_lines/${line.id}/match`, {}));
      // Matched to another line: 409 naming it.
      const first = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
      expectStatus(await c.post(`/v1/bank_lines/${first.id}/match`, { ledger_entry_ids: [entryA.id] }), 200);
      const taken = await match([entryA.id]);
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('ALREADY_MATCHED');
      expect(taken.body.message).toContain(first.id);
      // A reversed entry (its transfer voided) stands for no bank movement.
      expectStatus(await c.post(`/v1/bank_lines/${first.id}/unmatch`), 200);
      expectStatus(await c.put(`/v1/bank_transfers/${a.id}`, { status: 'void' }), 200);
      expect(errorOn(expect422(await match([entryA.id])), 'ledger_entry_ids.0').code).toBe('reversed');
      expect((await c.get(`/v1/bank_lines/${line.id}`)).body.data).toMatchObject({
        status: 'unmatched',
        version: 1,
      });
      // States: unmatch an unmatched line, include an included one, match an excluded one.
      expect((await c.post(`/v1/bank_lines/${line.id}/unmatch`)).body.code).toBe('INVALID_STATE_TRANSITION');
      expect((await c.post(`/v1/bank_lines/${line.id}/include`)).status).toBe(409);
      expect(expectStatus(await c.post(`/v1/bank_lines/${line.id}/exclude`), 200).data.status).toBe(
        'excluded',
      );
      expect((await match([entrySmall.id])).status).toBe(409);
      expect((await c.post(`/v1/bank_lines/${line.id}/exclude`)).status).toBe(409);
      expect(expectStatus(await c.post(`/v1/bank_lines/${line.id}/include`), 200).data.status).toBe(
        'unmatched',
      );
      // Another company's line is not found.
      const other = await h().company();
      expect(
        (await other.post(`/v1/bank_lines/${line.id}/match`, { ledger_entry_ids: [entryA.id] })).status,
      ).toBe(404);
    });

    it('of two matches of one entry at once, one wins and the other is a 409', async () => {
      const { c, checking, savings } = await books();
      for (let round = 0; round < 3; round++) {
        const a = await transfer(c, checking, savings, '100.00', '2026-03-03');
        const [entry] = await entriesOn(c, a.id, checking);
        const l1 = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
        const l2 = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
        const answers = await Promise.all(
          [l1, l2].map((l) => c.post(`/v1/bank_lines/${l.id}/match`, { ledger_entry_ids: [entry.id] })),
        );
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const lost = answers.find((r) => r.status === 409);
        expect(lost?.body.code).toBe('ALREADY_MATCHED');
        const states = await Promise.all(
          [l1, l2].map(async (l) => (await c.get(`/v1/bank_lines/${l.id}`)).body.data.status),
        );
        expect(states.sort()).toEqual(['matched', 'unmatched']);
      }
    });

    it('refuses to delete or change a matched line', async () => {
      const { c, checking, savings } = await books();
      const a = await transfer(c, checking, savings, '10.00', '2026-03-02');
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '-10.00'));
      const [entry] = await entriesOn(c, a.id, checking);
      expectStatus(await c.post(`/v1/bank_lines/${line.id}/match`, { ledger_entry_ids: [entry.id] }), 200);
      expect((await c.delete(`/v1/bank_lines/${line.id}`)).status).toBe(409);
      // Nor changed: its amount is what its entries add up to. Sent back as it is, nothing changes.
      const put = await c.put(`/v1/bank_lines/${line.id}`, { amount: '-11.00' });
      expect(put.status).toBe(409);
      const again = await c.post('/v1/bank_lines', { ...line.data, id: undefined });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: 'matched', amount: '-10.00' });
    });
  });

  describe('categorizing', () => {
    async function books() {
      const c = await h().company();
      const checking = await bankAccount(c);
      const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
      const meals = await makeAccount(c, { name: 'Meals', type: 'expense' });
      const sales = await makeAccount(c, { name: 'Sales', type: 'revenue' });
      return { c, checking, savings, meals, sales };
    }

    it('money out: an expense paid from the account, posted and matched', async () => {
      const { c, checking, meals } = await books();
      const line = await createRecord(
        c,
        '/v1/bank_lines',
        line_(checking, '-42.50', { description: 'CAFE 12', payee: 'Cafe' }),
      );
      const res = expectStatus(
        await c.post(`/v1/bank_lines/${line.id}/categorize`, { account_id: meals, vendor_id: 'v-cafe' }),
        200,
      );
      expect(res.data).toMatchObject({ status: 'matched', document: { type: 'expense' } });
      const expense = expectStatus(await c.get(`/v1/expenses/${res.data.document.id}`), 200);
      expect(expense.data).toMatchObject({
        amount: '42.50',
        currency: 'USD',
        expense_date: '2026-03-02',
        approval_status: 'approved',
        expense_account_id: meals,
        payment_account_id: checking,
        vendor_id: 'v-cafe',
        memo: 'CAFE 12',
      });
      // Dr Meals 42.50 / Cr Checking 42.50: checking 0 − 42.50 = −42.50, meals +42.50.
      expect(await balanceOf(c, checking)).toBe('-42.50');
      expect(await balanceOf(c, meals)).toBe('42.50');
      const [entry] = await entriesOn(c, expense.id, checking);
      expect(res.data.matched_entry_ids).toEqual([entry.id]);
    });

    it('money in: a sales receipt deposited to the account', async () => {
      const { c, checking, sales } = await books();
      const customer = await createRecord(c, '/v1/customers', { name: 'Acme' });
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '250.00'));
      const res = expectStatus(
        await c.post(`/v1/bank_lines/${line.id}/categorize`, {
          account_id: sales,
          customer_id: customer.id,
          memo: 'Walk-in',
        }),
        200,
      );
      expect(res.data).toMatchObject({ status: 'matched', document: { type: 'sales_receipt' } });
      const receipt = expectStatus(await c.get(`/v1/sales_receipts/${res.data.document.id}`), 200);
      expect(receipt.data).toMatchObject({
        total_amount: '250.00',
        customer_id: customer.id,
        receipt_date: '2026-03-02',
      });
      // Dr Checking 250.00 / Cr Sales 250.00: checking +250.00, sales (credit) −250.00.
      expect(await balanceOf(c, checking)).toBe('250.00');
      expect(await balanceOf(c, sales)).toBe('-250.00');
    });

    it('a transfer either way, with transfer_account_id', async () => {
      const { c, checking, savings } = await books();
      const out = await createRecord(c, '/v1/bank_lines', line_(checking, '-300.00'));
      const res = expectStatus(
        await c.post(`/v1/bank_lines/${out.id}/categorize`, { transfer_account_id: savings }),
        200,
      );
      expect(res.data.document.type).toBe('bank_transfer');
      const t = expectStatus(await c.get(`/v1/bank_transfers/${res.data.document.id}`), 200);
      expect(t.data).toMatchObject({ from_account_id: checking, to_account_id: savings, amount: '300.00' });
      const back = await createRecord(c, '/v1/bank_lines', line_(checking, '120.00'));
      expectStatus(
        await c.post(`/v1/bank_lines/${back.id}/categorize`, { transfer_account_id: savings }),
        200,
      );
      // Checking: −300.00 + 120.00 = −180.00; savings: +300.00 − 120.00 = +180.00.
      expect(await balanceOf(c, checking)).toBe('-180.00');
      expect(await balanceOf(c, savings)).toBe('180.00');
    });

    it('refuses a bad categorize body, naming the field, storing nothing', async () => {
      const { c, checking, savings, meals } = await books();
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '-10.00'));
      const cat = (body: Body) => c.post(`/v1/bank_lines/${line.id}/categorize`, body);
      expect(errorOn(expect422(await cat({})), 'account_id').code).toBe('required');
      expect(
        errorOn(expect422(await cat({ account_id: meals, transfer_account_id: savings })), 'account_id'),
      ).toBeDefined();
      expect(
        errorOn(expect422(await cat({ account_id: meals, customer_id: UNKNOWN_ID })), 'customer_id').code,
      ).toBe('not_applicable');
      expect(
        errorOn(expect422(await cat({ account_id: UNKNOWN_ID }), 'INVALID_REFERENCE'), 'account_id'),
      ).toBeDefined();
      expect(
        errorOn(expect422(await cat({ transfer_account_id: checking })), 'transfer_account_id').code,
      ).toBe('same_account');
      expect((await c.get('/v1/expenses')).body.pagination.total_count).toBe(0);
      expect((await c.get(`/v1/bank_lines/${line.id}`)).body.data.version).toBe(1);
    });
  });

  describe('a reversal unmatches', () => {
    it('a void of the categorized expense, and a PUT of a matched transfer’s amount', async () => {
      const c = await h().company();
      const checking = await bankAccount(c);
      const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
      const meals = await makeAccount(c, { name: 'Meals', type: 'expense' });
      const line = await createRecord(c, '/v1/bank_lines', line_(checking, '-42.50'));
      const res = expectStatus(
        await c.post(`/v1/bank_lines/${line.id}/categorize`, { account_id: meals }),
        200,
      );
      expectStatus(await c.post(`/v1/expenses/${res.data.document.id}/void`), 200);
      const after = expectStatus(await c.get(`/v1/bank_lines/${line.id}`), 200);
      expect(after.data).toMatchObject({ status: 'unmatched', matched_entry_ids: [], document: null });
      // The expense and its reversal: checking −42.50 + 42.50 = 0.00.
      expect(await balanceOf(c, checking)).toBe('0.00');
      // A matched transfer whose amount changes: its line on checking is reversed, the bank line unmatched.
      const t = await transfer(c, checking, savings, '100.00', '2026-03-03');
      const [entry] = await entriesOn(c, t.id, checking);
      const l2 = await createRecord(c, '/v1/bank_lines', line_(checking, '-100.00'));
      expectStatus(await c.post(`/v1/bank_lines/${l2.id}/match`, { ledger_entry_ids: [entry.id] }), 200);
      expectStatus(await c.put(`/v1/bank_transfers/${t.id}`, { amount: '101.00' }), 200);
      expect((await c.get(`/v1/bank_lines/${l2.id}`)).body.data).toMatchObject({
        status: 'unmatched',
        matched_entry_ids: [],
      });
      // The new line of 101.00 is a candidate for a line of −101.00; the old one for nothing.
      const l3 = await createRecord(c, '/v1/bank_lines', line_(checking, '-101.00'));
      expect(await matchesOf(c, l3.id)).toHaveLength(1);
      expect(await matchesOf(c, l2.id)).toEqual([]);
      const events = expectStatus(await c.get('/v1/events?type=bank_line.updated&limit=100'), 200);
      // categorize, unmatch by the void, match, unmatch by the PUT.
      expect(events.pagination.total_count).toBe(4);
    });
  });
});
