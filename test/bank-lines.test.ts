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
import { type Client, forEachDatabase } from './helpers/harness.ts';

const line = (accountId: string, over: Body = {}): Body => ({
  source_id: uid('bl'),
  source_system: 'test_feed',
  account_id: accountId,
  posted_date: '2026-03-02',
  amount: '-42.50',
  ...over,
});

async function bankAccount(c: Client, type = 'asset'): Promise<string> {
  return makeAccount(c, { name: type === 'asset' ? 'Checking' : 'Card', type });
}

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
});
