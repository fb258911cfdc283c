/**
 * D20 `POST /v1/bank_lines/import` over HTTP on both databases: each format (a bank's CSV with
 * debit/credit columns, a European CSV, OFX 1.x SGML, OFX 2.x XML, CAMT.053) stored to the cent
 * with its statement, duplicates skipped and counted (re-import, an overlapping export, equal lines
 * within one file kept), every bad case a 4xx naming its field with nothing stored, the limits,
 * hostile XML, two imports of one file at once storing it once, and another company's account.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  count,
  expect422,
  expect422Errors,
  expectStatus,
  makeAccount,
  UNKNOWN_ID,
} from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/bank');
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

const CSV = 'text/csv';
const OFX = 'application/x-ofx';
const XML = 'application/xml';

/** POST /v1/bank_lines/import with the file as the body (bytes as given) and the query. */
async function importFile(
  c: Client,
  query: Record<string, string>,
  body: Buffer | string,
  contentType: string = CSV,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(`${c.baseUrl}/v1/bank_lines/import?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const bankAccount = (c: Client, over: Json = {}) =>
  makeAccount(c, { name: 'Checking', type: 'asset', sub_type: 'bank', ...over });

/** The account's lines, in posted date then amount order, as [date, amount, description, fitid]. */
async function linesOf(c: Client, accountId: string): Promise<Json[]> {
  const res = expectStatus(
    await c.get(`/v1/bank_lines?account_id=${accountId}&sort=posted_date&limit=100`),
    200,
  );
  return (res.data as Json[]).map((l) => l.data);
}

const CHECKING_CSV = { date_format: 'MM/DD/YYYY' };

forEachDatabase((h) => {
  describe('bank import: each format', () => {
    it('imports a bank CSV export with debit/credit columns: every line, exact, with its event', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const res = expectStatus(
        await importFile(c, { account_id: acct, ...CHECKING_CSV }, fixture('checking-debit-credit.csv')),
        201,
      );
      expect(res).toMatchObject({
        object: 'bank_import',
        imported: 7,
        duplicates: 0,
        statement_id: null,
        matched: 0,
        categorized: 0,
        excluded: 0,
      });
      expect(res.line_ids).toHaveLength(7);
      const first = expectStatus(await c.get(`/v1/bank_lines/${res.line_ids[0]}`), 200);
      expect(first.data).toMatchObject({
        account_id: acct,
        posted_date: '2026-01-02',
        amount: '2500.00',
        description: 'DEPOSIT - MOBILE, REF 88812',
        status: 'unmatched',
        statement_id: null,
        source_system: 'bank_import',
      });
      const lines = await linesOf(c, acct);
      // Debits out, credits in: +2,500.00 −1,250.00 +1,164.30 −12,480.55 −310.00 −15.00 +0.42.
      expect(lines.map((l) => l.amount)).toEqual([
        '2500.00',
        '-1250.00',
        '1164.30',
        '-12480.55',
        '-310.00',
        '-15.00',
        '0.42',
      ]);
      expect(await count(c, '/v1/events', 'type=bank_line.created')).toBe(7);
    });

    it('imports a semicolon CSV with comma decimals, columns named by header text and by position', async () => {
      const c = await h().company();
      const acct = await bankAccount(c, { currency: 'EUR' });
      const res = expectStatus(
        await importFile(
          c,
          {
            account_id: acct,
            date_column: 'buchungstag',
            amount_column: '3',
            description_column: 'Verwendungszweck',
            reference_column: '4',
            date_format: 'DD/MM/YYYY',
            decimal_separator: ',',
          },
          fixture('european-semicolon.csv'),
          'text/csv; charset=utf-8',
        ),
        201,
      );
      expect(res.imported).toBe(3);
      const lines = await linesOf(c, acct);
      expect(lines.map((l) => [l.posted_date, l.amount, l.description, l.reference])).toEqual([
        ['2026-01-02', '-1450.00', 'Miete Januar', 'DA-2026-01'],
        ['2026-01-05', '12345.67', 'Rechnung 2026-0007 Müller GmbH', 'RE-0007'],
        ['2026-01-31', '-9.90', 'Kontoführung', null],
      ]);
    });

    it('imports OFX 1.x SGML with its statement; the same file again stores nothing and names the same statement', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const res = expectStatus(
        await importFile(c, { account_id: acct }, fixture('checking-v102.ofx'), OFX),
        201,
      );
      expect(res).toMatchObject({ imported: 4, duplicates: 0 });
      expect(typeof res.statement_id).toBe('string');
      const statement = expectStatus(await c.get(`/v1/bank_statements/${res.statement_id}`), 200);
      // LEDGERBAL 6,148.81; 2,500.00 − 1,250.00 − 86.19 − 15.00 = 1,148.81 in the file: opened at 5,000.00.
      expect(statement.data).toMatchObject({
        account_id: acct,
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        starting_balance: '5000.00',
        ending_balance: '6148.81',
      });
      const lines = await linesOf(c, acct);
      expect(lines.map((l) => [l.fitid, l.amount, l.check_number, l.payee, l.statement_id])).toEqual([
        ['202601020001', '2500.00', null, 'MOBILE DEPOSIT', res.statement_id],
        ['202601050002', '-1250.00', '1042', 'CHECK 1042', res.statement_id],
        ['202601090003', '-86.19', null, 'AT&T MOBILITY', res.statement_id],
        ['202601310004', '-15.00', null, 'MONTHLY SERVICE FEE', res.statement_id],
      ]);
      const again = expectStatus(
        await importFile(c, { account_id: acct }, fixture('checking-v102.ofx'), OFX),
        201,
      );
      expect(again).toMatchObject({
        imported: 0,
        duplicates: 4,
        line_ids: [],
        statement_id: res.statement_id,
      });
      expect(await count(c, '/v1/bank_statements')).toBe(1);
      expect(await count(c, '/v1/bank_lines')).toBe(4);
    });

    it('imports an OFX 2.x card statement into a liability account in its currency', async () => {
      const c = await h().company();
      const card = await makeAccount(c, { name: 'Card', type: 'liability', currency: 'EUR' });
      const res = expectStatus(await importFile(c, { account_id: card }, fixture('card-v220.ofx'), OFX), 201);
      expect(res.imported).toBe(3);
      const statement = expectStatus(await c.get(`/v1/bank_statements/${res.statement_id}`), 200);
      // −1,234.50 − 42.90 + 800.00 = −477.40; −1,677.40 at the end, so −1,200.00 at the start.
      expect(statement.data).toMatchObject({ starting_balance: '-1200.00', ending_balance: '-1677.40' });
      const lines = await linesOf(c, card);
      expect(lines.map((l) => [l.amount, l.payee])).toEqual([
        ['-1234.50', 'Hotel & Spa Lisboa'],
        ['-42.90', 'Café Central'],
        ['800.00', 'PAYMENT THANK YOU'],
      ]);
    });

    it('imports a CAMT.053 statement with its opening and closing balances', async () => {
      const c = await h().company();
      const acct = await bankAccount(c, { currency: 'EUR' });
      const res = expectStatus(
        await importFile(c, { account_id: acct }, fixture('statement-camt053.xml'), XML),
        201,
      );
      expect(res.imported).toBe(3);
      const statement = expectStatus(await c.get(`/v1/bank_statements/${res.statement_id}`), 200);
      // OPBD 10,000.00 − 1,450.00 + 12,345.67 − 9.90 = CLBD 20,885.77.
      expect(statement.data).toMatchObject({
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        starting_balance: '10000.00',
        ending_balance: '20885.77',
      });
      const lines = await linesOf(c, acct);
      expect(lines.map((l) => [l.amount, l.fitid, l.reference, l.payee])).toEqual([
        ['-1450.00', '2026010200017', 'DA-2026-01', 'Hausverwaltung Schmidt KG'],
        ['12345.67', '2026010500042', 'RF18539007547034', 'Müller GmbH'],
        ['-9.90', '2026013100003', null, null],
      ]);
    });

    it('writes amounts with the currency’s digits, and refuses more decimals than it has', async () => {
      const c = await h().company();
      const yen = await bankAccount(c, { currency: 'JPY' });
      const ok = expectStatus(
        await importFile(c, { account_id: yen }, 'date,amount\n2026-01-02,1500.00\n'),
        201,
      );
      const line = expectStatus(await c.get(`/v1/bank_lines/${ok.line_ids[0]}`), 200);
      expect(line.data.amount).toBe('1500');
      const usd = await bankAccount(c);
      const cents = expectStatus(
        await importFile(c, { account_id: usd }, 'date,amount\n2026-01-02,12\n'),
        201,
      );
      expect(expectStatus(await c.get(`/v1/bank_lines/${cents.line_ids[0]}`), 200).data.amount).toBe('12.00');
      expect422Errors(
        await importFile(c, { account_id: yen }, 'date,amount\n2026-01-02,1\n2026-01-03,1.5\n'),
        'VALIDATION_ERROR',
        [{ field: 'file.row.2.amount', code: 'too_many_decimals' }],
      );
    });
  });

  describe('bank import: duplicates', () => {
    it('stores an overlapping later export’s new lines only, and keeps equal lines of one file', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const first =
        'Date,Amount,Description\n2026-03-01,-4.50,COFFEE\n2026-03-01,-4.50,COFFEE\n2026-03-02,-20.00,LUNCH\n';
      expect(expectStatus(await importFile(c, { account_id: acct }, first), 201)).toMatchObject({
        imported: 3,
        duplicates: 0,
      });
      // The next export repeats March 1st and 2nd (4.5 written without its zero) and adds a third
      // coffee on the 1st and a new day: 3 duplicates, 2 new lines.
      const second =
        'Date,Amount,Description\n2026-03-01,-4.5,COFFEE\n2026-03-01,-4.50,COFFEE\n2026-03-01,-4.50,COFFEE\n2026-03-02,-20.00,LUNCH\n2026-03-03,-7.00,TAXI\n';
      expect(expectStatus(await importFile(c, { account_id: acct }, second), 201)).toMatchObject({
        imported: 2,
        duplicates: 3,
      });
      expect(await count(c, '/v1/bank_lines', `account_id=${acct}`)).toBe(5);
      // A line of another description, or on another account, is no duplicate.
      const other = await bankAccount(c, { name: 'Savings' });
      expect(expectStatus(await importFile(c, { account_id: other }, first), 201).imported).toBe(3);
    });

    it('skips a fitid the account has, even when a feed sent it, and a fitid repeated in the file', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      expectStatus(
        await c.post('/v1/bank_lines', {
          source_system: 'feed',
          source_id: 'f-1',
          account_id: acct,
          posted_date: '2026-01-05',
          amount: '-1250.00',
          fitid: '202601050002',
        }),
        201,
      );
      const text = fixture('checking-v102.ofx')
        .toString('utf8')
        .replace('<FITID>202601310004', '<FITID>202601020001');
      const res = expectStatus(await importFile(c, { account_id: acct }, text, OFX), 201);
      expect(res).toMatchObject({ imported: 2, duplicates: 2 });
    });

    it('stores the lines of one file once when it is imported twice at once', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const [a, b, d] = await Promise.all(
        [1, 2, 3].map(() =>
          importFile(c, { account_id: acct, ...CHECKING_CSV }, fixture('checking-debit-credit.csv')),
        ),
      );
      const answers = [a, b, d].map((r) => expectStatus(r!, 201));
      expect(answers.map((x) => x.imported).sort()).toEqual([0, 0, 7]);
      expect(answers.map((x) => x.duplicates).sort()).toEqual([0, 7, 7]);
      expect(await count(c, '/v1/bank_lines', `account_id=${acct}`)).toBe(7);
      const [o1, o2] = await Promise.all(
        [1, 2].map(() => importFile(c, { account_id: acct }, fixture('checking-v102.ofx'), OFX)),
      );
      const ofx = [o1, o2].map((r) => expectStatus(r!, 201));
      expect(ofx.map((x) => x.imported).sort()).toEqual([0, 4]);
      expect(ofx[0].statement_id).toBe(ofx[1].statement_id);
      expect(await count(c, '/v1/bank_statements')).toBe(1);
    });

    it('answers a retried import with its Idempotency-Key as the first time', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const key = { 'idempotency-key': `imp-${acct}` };
      const body = fixture('checking-debit-credit.csv');
      const first = expectStatus(
        await importFile(c, { account_id: acct, ...CHECKING_CSV }, body, CSV, key),
        201,
      );
      const again = await importFile(c, { account_id: acct, ...CHECKING_CSV }, body, CSV, key);
      expect(expectStatus(again, 201)).toEqual(first);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });
  });

  describe('bank import: bad input, nothing stored', () => {
    it('names every bad row: file.row.3.posted_date and file.row.12.amount', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      expect422Errors(
        await importFile(c, { account_id: acct }, fixture('bad-rows.csv')),
        'VALIDATION_ERROR',
        [
          { field: 'file.row.3.posted_date', code: 'invalid_date' },
          { field: 'file.row.12.amount', code: 'invalid_decimal' },
        ],
      );
      expect422Errors(
        await importFile(c, { account_id: acct }, fixture('bad-transactions.ofx'), OFX),
        'VALIDATION_ERROR',
        [
          { field: 'file.row.2.amount', code: 'invalid_decimal' },
          { field: 'file.row.4.posted_date', code: 'invalid_date' },
        ],
      );
      expect(await count(c, '/v1/bank_lines')).toBe(0);
      expect(await count(c, '/v1/events', 'type=bank_line.created')).toBe(0);
    });

    it('names the query parameter of a bad mapping', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const body = 'When,What,How much\n2026-01-01,x,1.00\n';
      expect422Errors(await importFile(c, { account_id: acct }, body), 'VALIDATION_ERROR', [
        { field: 'date_column', code: 'required' },
      ]);
      expect422Errors(
        await importFile(c, { account_id: acct, date_column: 'When', amount_column: 'Amount' }, body),
        'VALIDATION_ERROR',
        [{ field: 'amount_column', code: 'unknown_column' }],
      );
      expect422Errors(
        await importFile(c, { account_id: acct, date_column: 'When', debit_column: 'How much' }, body),
        'VALIDATION_ERROR',
        [{ field: 'credit_column', code: 'required' }],
      );
      expect422Errors(
        await importFile(c, { account_id: acct, date_format: 'DD.MM.YY' }, body),
        'VALIDATION_ERROR',
        [{ field: 'date_format', code: 'invalid_enum' }],
      );
      expect422Errors(await importFile(c, { account_id: acct, delimiter: ';' }, body), 'VALIDATION_ERROR', [
        { field: 'delimiter', code: 'unknown_parameter' },
      ]);
      expect422Errors(
        await importFile(c, { account_id: acct, date_column: 'x' }, fixture('checking-v102.ofx'), OFX),
        'VALIDATION_ERROR',
        [{ field: 'date_column', code: 'not_applicable' }],
      );
      expect(await count(c, '/v1/bank_lines')).toBe(0);
    });

    it('names file when the file is not what its Content-Type says', async () => {
      const c = await h().company();
      const acct = await bankAccount(c, { currency: 'EUR' });
      for (const [name, type] of [
        ['checking-v102.ofx', CSV],
        ['statement-camt053.xml', OFX],
        ['card-v220.ofx', XML],
        ['checking-debit-credit.csv', XML],
      ] as const)
        expect422Errors(await importFile(c, { account_id: acct }, fixture(name), type), 'VALIDATION_ERROR', [
          { field: 'file', code: 'invalid_format' },
        ]);
      expect422Errors(await importFile(c, { account_id: acct }, ''), 'VALIDATION_ERROR', [
        { field: 'file', code: 'empty_file' },
      ]);
      // A statement in another currency than the account's.
      const usd = await bankAccount(c, { currency: 'USD' });
      expect422Errors(
        await importFile(c, { account_id: usd }, fixture('card-v220.ofx'), OFX),
        'VALIDATION_ERROR',
        [{ field: 'file', code: 'invalid_currency' }],
      );
      expect(await count(c, '/v1/bank_lines')).toBe(0);
    });

    it('refuses hostile XML unread: billion laughs, XXE', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      expect422Errors(
        await importFile(c, { account_id: acct }, fixture('billion-laughs.xml'), XML),
        'VALIDATION_ERROR',
        [{ field: 'file', code: 'unsafe_xml' }],
      );
      expect422Errors(
        await importFile(c, { account_id: acct }, fixture('xxe.ofx'), OFX),
        'VALIDATION_ERROR',
        [{ field: 'file', code: 'unsafe_xml' }],
      );
    });

    it('stops at the limits: 10,001 lines, a 5 MiB line, a file of only separators, more than 5 MiB', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      const rows = (n: number) =>
        `Date,Amount\n${Array.from({ length: n }, (_, i) => `2026-01-01,${i + 1}.00`).join('\n')}\n`;
      expect422Errors(await importFile(c, { account_id: acct }, rows(10_001)), 'VALIDATION_ERROR', [
        { field: 'file', code: 'too_many_lines' },
      ]);
      expect422Errors(
        await importFile(
          c,
          { account_id: acct },
          `Date,Amount\n2026-01-01,${'9'.repeat(5 * 1024 * 1024 - 40)}\n`,
        ),
        'VALIDATION_ERROR',
        [{ field: 'file', code: 'line_too_long' }],
      );
      expect422Errors(
        await importFile(c, { account_id: acct }, ',,,,\n'.repeat(1_000_000)),
        'VALIDATION_ERROR',
        [{ field: 'file', code: 'too_many_lines' }],
      );
      const big = await importFile(c, { account_id: acct }, Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
      expect(big.status).toBe(413);
      expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await count(c, '/v1/bank_lines')).toBe(0);
    });

    it('refuses a media type that is not a bank file (JSON too) with 415', async () => {
      const c = await h().company();
      const acct = await bankAccount(c);
      for (const type of ['application/json', 'text/plain', 'application/octet-stream']) {
        const res = await importFile(c, { account_id: acct }, '{}', type);
        expect(res.status, type).toBe(415);
        expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      const utf16 = await importFile(c, { account_id: acct }, 'date,amount\n', 'text/csv; charset=utf-16');
      expect(utf16.status).toBe(415);
    });

    it('needs an asset or liability account of the company: 422 on account_id, another company’s never found', async () => {
      const c = await h().company();
      const other = await h().company();
      const theirs = await bankAccount(other);
      const expense = await makeAccount(c, { name: 'Fees', type: 'expense' });
      const body = 'Date,Amount\n2026-01-01,1.00\n';
      expect422Errors(await importFile(c, { account_id: expense }, body), 'VALIDATION_ERROR', [
        { field: 'account_id', code: 'wrong_account_type' },
      ]);
      for (const id of [theirs, UNKNOWN_ID, 'not-an-id'])
        expect422Errors(await importFile(c, { account_id: id }, body), 'INVALID_REFERENCE', [
          { field: 'account_id', code: 'invalid_reference' },
        ]);
      const missing = expect422(await importFile(c, {}, body));
      expect(missing.map((e: Json) => e.field)).toEqual(['account_id']);
      expect(await count(other, '/v1/bank_lines')).toBe(0);
      expect(await count(c, '/v1/bank_lines')).toBe(0);
    });
  });
});
