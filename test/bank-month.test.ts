/**
 * D20 end to end, over HTTP on both databases: a checking account reconciled for January and
 * February 2026 exactly as a bookkeeper does it, from the bank's own files.
 *
 * - The books: an opening balance (journal entry), two customer checks deposited together (one
 *   deposit of two payments), a card payout net of the processor's fee (a payment with
 *   `fee_amount` deposited straight to Checking), checks (bill payments numbered as the checks, and
 *   an expense), two sales receipts banked by one mobile deposit, a transfer to savings, and a
 *   check written on 29 January that the bank pays in February.
 * - A bank rule that categorizes the monthly service fee on import.
 * - January: the bank's CSV export (test/fixtures/bank/checking-2026-01.csv: every field quoted,
 *   debit/credit columns, a running balance column, thousands separators, a BOM, CRLF and trailing
 *   blank lines) imported; auto-matching, the rule, matching by hand (the deposit line to the
 *   deposit's entry; one line to two entries), one line categorized by hand; the reconciliation,
 *   its report, completion.
 * - February: the bank's OFX 1.02 (SGML) statement (test/fixtures/bank/checking-2026-02.ofx, with
 *   LEDGERBAL) imported; January's outstanding check clears; the reconciliation starts from
 *   January's ending balance; completed, undone, redone; a January-reconciled document cannot be
 *   voided (409 RECONCILED) while its memo may change.
 *
 * Every figure is worked by hand in the comments; balances are in Checking's normal sign (debit −
 * credit: money in positive).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldCodes } from './helpers/errors.ts';
import { approve, create, expectStatus, makeAccount, makeCustomer, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';
import {
  cents,
  expectBalanced,
  LEDGER,
  ledgerEntries,
  money,
  report,
  seedChart,
} from './helpers/ledger-fixtures.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/bank');

/** POST /v1/bank_lines/import with a fixture file as the body, bytes as the bank gave them. */
async function importFile(
  c: Client,
  query: Record<string, string>,
  file: string,
  contentType: string,
): Promise<Response> {
  const res = await fetch(`${c.baseUrl}/v1/bank_lines/import?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType },
    body: new Uint8Array(readFileSync(join(FIXTURES, file))),
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

/** The trial balance as {account name: debit − credit}, accounts at 0.00 left out. */
async function trialBalance(c: Client, asOf: string): Promise<Record<string, string>> {
  const tb = await report(c, 'trial_balance', `as_of=${asOf}&currency=USD`);
  expectBalanced(tb);
  const out: Record<string, string> = {};
  for (const r of tb.data.rows as Json[]) {
    const balance = cents(r.debit) - cents(r.credit);
    if (balance !== 0) out[r.account_name] = money(balance);
  }
  return out;
}

/** An outstanding list as [date, amount, document_type, document_number] rows. */
const items = (list: Json) =>
  (list.items as Json[]).map((i) => [i.effective_date, i.amount, i.document_type, i.document_number]);

forEachDatabase((h) => {
  describe('a month of a checking account, reconciled from the bank statements', () => {
    it('imports January (CSV) and February (OFX), matches, categorizes, reconciles, undoes and redoes', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const checking = ch.bank;
      const savings = await makeAccount(c, { name: 'Savings', type: 'asset' });
      const utilities = await makeAccount(c, { name: 'Utilities', type: 'expense' });
      const bankFees = await makeAccount(c, { name: 'Bank Fees', type: 'expense' });
      const interest = await makeAccount(c, { name: 'Interest Income', type: 'revenue' });
      const ada = ch.customer;
      const bob = ch.customer2;
      const cyd = await makeCustomer(c, { name: 'Cyd', source_id: uid('cus') });
      const LANDLORD = uid('ven_landlord');
      const POWER = uid('ven_power');

      const post = (path: string, body: Json) =>
        create(c, path, { source_id: uid(path), source_system: 'books', currency: 'USD', ...body });
      const approved = async (path: string, body: Json) => {
        const id = await post(path, body);
        await approve(c, path, id);
        return id;
      };
      /** The id of a document's one journal line on Checking that is neither reversed nor a reversal. */
      const lineOf = async (documentId: string): Promise<string> => {
        const all = await ledgerEntries(c, `document_id=${documentId}`);
        const reversed = new Set(all.map((e) => e.reverses_entry_id).filter(Boolean));
        const live = all.filter(
          (e) => e.account_id === checking && e.reverses_entry_id === null && !reversed.has(e.id),
        );
        expect(live, `one live line of ${documentId} on Checking`).toHaveLength(1);
        return live[0]!.id;
      };
      /** Checking's bank lines, by posted date (then as stored), as their records. */
      const bankLines = async (): Promise<Json[]> => {
        const res = expectStatus(
          await c.get(`/v1/bank_lines?account_id=${checking}&sort=posted_date&limit=100`),
          200,
        );
        return (res.data as Json[]).map((l) => l.data);
      };
      const bankLine = async (id: string): Promise<Json> =>
        expectStatus(await c.get(`/v1/bank_lines/${id}`), 200).data;
      const reconciliationReport = async (query: string) =>
        expectStatus(await c.get(`/v1/reports/reconciliation?${query}`), 200);

      // JANUARY: the books ====================================================================
      // 01-01 JE-OPEN: the balance the bank held on 31 December. Dr Checking 10,000.00 / Cr Owner Equity.
      const je = await post('journal_entries', {
        entry_number: 'JE-OPEN',
        entry_date: '2026-01-01',
        status: 'posted',
        memo: 'Opening balance',
        lines: [
          { account_id: checking, debit_amount: '10000.00' },
          { account_id: ch.equity, credit_amount: '10000.00' },
        ],
      });
      // Invoices (Service Revenue, no tax): INV-1001 Ada 1,200.00, INV-1002 Bob 800.00, INV-1003 Cyd
      // 1,500.00. Dr AR 3,500.00 / Cr Service Revenue 3,500.00.
      const invoice = (number: string, customer: string, date: string, amount: string) =>
        approved('invoices', {
          document_number: number,
          customer_id: customer,
          document_date: date,
          lines: [{ description: 'Consulting', amount, account_id: ch.services }],
          total_amount: amount,
        });
      const inv1 = await invoice('INV-1001', ada, '2026-01-02', '1200.00');
      const inv2 = await invoice('INV-1002', bob, '2026-01-02', '800.00');
      const inv3 = await invoice('INV-1003', cyd, '2026-01-03', '1500.00');
      // The landlord's and the power company's bills (Dr Rent 2,400.00, Dr Utilities 612.00 / Cr AP).
      const bill = (number: string, vendor: string, date: string, amount: string, account: string) =>
        approved('vendor_bills', {
          document_number: number,
          vendor_id: vendor,
          status: 'draft',
          document_date: date,
          bill_date: date,
          lines: [{ description: number, amount, account_id: account }],
          total_amount: amount,
        });
      const rentJan = await bill('L-0126', LANDLORD, '2026-01-02', '2400.00', ch.rent);
      const power = await bill('PW-0126', POWER, '2026-01-26', '612.00', utilities);

      // 01-05 check 1001 to the landlord: a bill payment numbered 1001. Dr AP / Cr Checking 2,400.00.
      const chk1001 = await post('bill_payments', {
        payment_number: '1001',
        vendor_id: LANDLORD,
        amount: '2400.00',
        payment_date: '2026-01-05',
        status: 'completed',
        payment_method_type: 'check',
        payment_account_id: checking,
        bill_id: rentJan,
      });
      // 01-06 PAY-1 Ada's check 1,200.00 and 01-07 PAY-2 Bob's check 800.00, into undeposited funds.
      const pay1 = await post('payments', {
        reference_number: 'CHK 5512',
        customer_id: ada,
        invoice_id: inv1,
        amount: '1200.00',
        status: 'completed',
        payment_method_type: 'check',
        occurred_at: '2026-01-06T10:00:00Z',
      });
      const pay2 = await post('payments', {
        reference_number: 'CHK 310',
        customer_id: bob,
        invoice_id: inv2,
        amount: '800.00',
        status: 'completed',
        payment_method_type: 'check',
        occurred_at: '2026-01-07T10:00:00Z',
      });
      // 01-08 DEP-1: both checks deposited together. Dr Checking 2,000.00 / Cr Undeposited 2,000.00.
      // The bank credits it on 01-12, 4 days later: too late for auto-matching (3 days), so by hand.
      const dep1 = await post('deposits', {
        document_number: 'DEP-1',
        status: 'deposited',
        deposit_date: '2026-01-08',
        deposit_to_account_id: checking,
        total_amount: '2000.00',
        lines: [
          { source_document_type: 'payment', source_document_id: pay1 },
          { source_document_type: 'payment', source_document_id: pay2 },
        ],
      });
      // 01-14 PAY-3 Cyd pays INV-1003 by card, 1,500.00; the processor keeps 2.9 % + 0.30 =
      // 43.50 + 0.30 = 43.80 and pays out 1,456.20 to Checking (bank line 01-15).
      //   Dr Checking 1,456.20, Dr Processing Fees 43.80 / Cr AR 1,500.00.
      const pay3 = await post('payments', {
        reference_number: 'ch_3Q1',
        customer_id: cyd,
        invoice_id: inv3,
        amount: '1500.00',
        fee_amount: '43.80',
        net_amount: '1456.20',
        status: 'completed',
        payment_method_type: 'credit_card',
        deposit_to_account_id: checking,
        occurred_at: '2026-01-14T16:00:00Z',
      });
      // 01-19 SR-1 250.00 and SR-2 175.50 (Sales), deposited straight to Checking: the bank shows
      // one mobile deposit of 250.00 + 175.50 = 425.50 on 01-20.
      const receipt = (number: string, amount: string) =>
        approved('sales_receipts', {
          document_number: number,
          status: 'completed',
          receipt_date: '2026-01-19',
          document_date: '2026-01-19',
          total_amount: amount,
          deposit_to_account_id: checking,
          lines: [{ description: 'Sale', amount, account_id: ch.sales }],
        });
      const sr1 = await receipt('SR-1', '250.00');
      const sr2 = await receipt('SR-2', '175.50');
      // 01-20 check 1002 for supplies: an expense paid from Checking. Dr Supplies / Cr Checking 318.45.
      // (An expense has no number field, so its check number is in the memo only.)
      const chk1002 = await approved('expenses', {
        status: 'paid',
        amount: '318.45',
        expense_date: '2026-01-20',
        document_date: '2026-01-20',
        expense_account_id: ch.supplies,
        payment_account_id: checking,
        payment_method_type: 'check',
        memo: 'check 1002',
      });
      // 01-25 transfer to savings 3,000.00 (the bank: 01-26). Dr Savings / Cr Checking 3,000.00.
      const xfer = await post('bank_transfers', {
        transfer_number: 'TR-1',
        amount: '3000.00',
        transfer_date: '2026-01-25',
        from_account_id: checking,
        to_account_id: savings,
        status: 'approved',
      });
      // 01-29 check 1003 to the power company, 612.00: the bank pays it on 02-04.
      const chk1003 = await post('bill_payments', {
        payment_number: '1003',
        vendor_id: POWER,
        amount: '612.00',
        payment_date: '2026-01-29',
        status: 'completed',
        payment_method_type: 'check',
        payment_account_id: checking,
        bill_id: power,
      });
      const line = {
        je: await lineOf(je),
        chk1001: await lineOf(chk1001),
        dep1: await lineOf(dep1),
        pay3: await lineOf(pay3),
        sr1: await lineOf(sr1),
        sr2: await lineOf(sr2),
        chk1002: await lineOf(chk1002),
        xfer: await lineOf(xfer),
        chk1003: await lineOf(chk1003),
      };

      // The bank rule: the monthly service fee goes to Bank Fees.
      const rule = expectStatus(
        await c.post('/v1/bank_rules', {
          name: 'Monthly service fee',
          account_id: checking,
          priority: 10,
          conditions: { description_contains: 'SERVICE FEE', direction: 'out' },
          action: { categorize: { account_id: bankFees } },
        }),
        201,
      );
      expect(rule.data.conditions.description_contains).toBe('SERVICE FEE');

      // JANUARY: the statement =================================================================
      // checking-2026-01.csv, opening balance (not a line) 10,000.00:
      //   01/09 CHECK 1001                 debit  2,400.00   7,600.00   auto: reference 1001 = check 1001's number (4 days apart)
      //   01/12 DEPOSIT                    credit 2,000.00   9,600.00   by hand: DEP-1 (4 days apart, no reference)
      //   01/15 STRIPE TRANSFER …          credit 1,456.20  11,056.20   auto: PAY-3's net, one candidate within 3 days
      //   01/20 MOBILE DEPOSIT "2 ITEMS"   credit   425.50  11,481.70   by hand: SR-1 + SR-2 (no single entry of 425.50)
      //   01/22 CHECK 1002                 debit    318.45  11,163.25   auto: the expense, 2 days apart (it has no number)
      //   01/26 ONLINE TRANSFER TO SAV …   debit  3,000.00   8,163.25   auto: TR-1, 1 day apart
      //   01/31 MONTHLY SERVICE FEE        debit     15.00   8,148.25   the rule: an expense to Bank Fees
      //   01/31 INTEREST PAYMENT           credit     1.27   8,149.52   categorized by hand: Interest Income
      // Ending balance 10,000 − 2,400 + 2,000 + 1,456.20 + 425.50 − 318.45 − 3,000 − 15 + 1.27 = 8,149.52.
      const jan = expectStatus(
        await importFile(
          c,
          { account_id: checking, date_format: 'MM/DD/YYYY', reference_column: 'Check or Slip #' },
          'checking-2026-01.csv',
          'text/csv',
        ),
        201,
      );
      expect(jan).toMatchObject({
        object: 'bank_import',
        imported: 8,
        duplicates: 0,
        statement_id: null,
        matched: 4,
        categorized: 1,
        excluded: 0,
      });
      expect(jan.line_ids).toHaveLength(8);
      const [bl1001, blDeposit, blStripe, blMobile, bl1002, blXfer, blFee, blInterest] = jan.line_ids as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];

      // Every line exact, signed as the bank shows it (debits money out).
      const janLines = await bankLines();
      expect(
        janLines.map((l) => [l.id, l.posted_date, l.amount, l.description, l.reference, l.status]),
      ).toEqual([
        [bl1001, '2026-01-09', '-2400.00', 'CHECK 1001', '1001', 'matched'],
        [blDeposit, '2026-01-12', '2000.00', 'DEPOSIT', null, 'unmatched'],
        [blStripe, '2026-01-15', '1456.20', 'STRIPE TRANSFER ST-8K1P, PAYOUT', null, 'matched'],
        [blMobile, '2026-01-20', '425.50', 'MOBILE DEPOSIT "2 ITEMS"', null, 'unmatched'],
        [bl1002, '2026-01-22', '-318.45', 'CHECK 1002', '1002', 'matched'],
        [blXfer, '2026-01-26', '-3000.00', 'ONLINE TRANSFER TO SAV XXXXXX4421', null, 'matched'],
        [blFee, '2026-01-31', '-15.00', 'MONTHLY SERVICE FEE', null, 'matched'],
        [blInterest, '2026-01-31', '1.27', 'INTEREST PAYMENT', null, 'unmatched'],
      ]);
      // Auto-matched lines name their entries.
      expect((await bankLine(bl1001)).matched_entry_ids).toEqual([line.chk1001]);
      expect((await bankLine(blStripe)).matched_entry_ids).toEqual([line.pay3]);
      expect((await bankLine(bl1002)).matched_entry_ids).toEqual([line.chk1002]);
      expect((await bankLine(blXfer)).matched_entry_ids).toEqual([line.xfer]);
      // The rule made an expense of 15.00 dated 01-31, Dr Bank Fees / Cr Checking, matched to the line.
      const fee = await bankLine(blFee);
      expect(fee.document.type).toBe('expense');
      const feeJan = fee.document.id as string;
      const feeJanLine = await lineOf(feeJan);
      expect(fee.matched_entry_ids).toEqual([feeJanLine]);
      const feeExpense = expectStatus(await c.get(`/v1/expenses/${feeJan}`), 200).data;
      expect(feeExpense).toMatchObject({
        amount: '15.00',
        expense_account_id: bankFees,
        payment_account_id: checking,
        memo: 'MONTHLY SERVICE FEE',
      });

      // The deposit line, by hand: its one candidate is DEP-1's line, 4 days apart.
      const depMatches = expectStatus(await c.get(`/v1/bank_lines/${blDeposit}/matches`), 200);
      expect(
        (depMatches.data as Json[]).map((m) => [
          m.ledger_entry_id,
          m.amount,
          m.days_apart,
          m.document.type,
          m.document.number,
        ]),
      ).toEqual([[line.dep1, '2000.00', 4, 'deposit', 'DEP-1']]);
      let res = expectStatus(
        await c.post(`/v1/bank_lines/${blDeposit}/match`, { ledger_entry_ids: [line.dep1] }),
        200,
      );
      expect(res.data).toMatchObject({ status: 'matched', matched_entry_ids: [line.dep1] });

      // The mobile deposit, by hand: no single entry is 425.50; SR-1 + SR-2 = 250.00 + 175.50 = 425.50.
      expect(expectStatus(await c.get(`/v1/bank_lines/${blMobile}/matches`), 200).data).toEqual([]);
      // One receipt alone does not add up: 422 amount_mismatch, nothing changed.
      expectFieldCodes(await c.post(`/v1/bank_lines/${blMobile}/match`, { ledger_entry_ids: [line.sr1] }), [
        'ledger_entry_ids',
        'amount_mismatch',
      ]);
      expect((await bankLine(blMobile)).status).toBe('unmatched');
      res = expectStatus(
        await c.post(`/v1/bank_lines/${blMobile}/match`, { ledger_entry_ids: [line.sr1, line.sr2] }),
        200,
      );
      expect(res.data.status).toBe('matched');
      expect([...res.data.matched_entry_ids].sort()).toEqual([line.sr1, line.sr2].sort());

      // The interest, categorized by hand: a sales receipt of 1.27 to Interest Income, dated 01-31.
      //   Dr Checking 1.27 / Cr Interest Income 1.27.
      res = expectStatus(
        await c.post(`/v1/bank_lines/${blInterest}/categorize`, {
          account_id: interest,
          memo: 'January interest',
        }),
        200,
      );
      expect(res.data).toMatchObject({ status: 'matched' });
      expect(res.data.document.type).toBe('sales_receipt');
      const interestJan = res.data.document.id as string;
      const interestJanLine = await lineOf(interestJan);
      expect(res.data.matched_entry_ids).toEqual([interestJanLine]);

      // The same export downloaded again stores nothing: every line is a duplicate (date, amount,
      // description and its n-th occurrence in the file).
      expect(
        expectStatus(
          await importFile(
            c,
            { account_id: checking, date_format: 'MM/DD/YYYY', reference_column: 'Check or Slip #' },
            'checking-2026-01.csv',
            'text/csv',
          ),
          201,
        ),
      ).toMatchObject({ imported: 0, duplicates: 8, line_ids: [], matched: 0, categorized: 0 });

      // Every January line is matched now.
      expect((await bankLines()).map((l) => l.status)).toEqual(Array(8).fill('matched'));

      // The books on 01-31 (the trial balance, debit − credit):
      //   Checking   10,000 − 2,400 + 2,000 + 1,456.20 + 250 + 175.50 − 318.45 − 3,000 − 612 − 15 + 1.27 = 7,537.52
      //   Savings 3,000.00; Processing Fees 43.80; Rent 2,400.00; Supplies 318.45; Utilities 612.00;
      //   Bank Fees 15.00; Service Revenue −3,500.00; Sales −(250 + 175.50) = −425.50;
      //   Interest Income −1.27; Owner Equity −10,000.00.
      //   AR 3,500 − 1,200 − 800 − 1,500 = 0; AP −2,400 − 612 + 2,400 + 612 = 0; Undeposited 2,000 − 2,000 = 0.
      //   Debits 7,537.52 + 3,000 + 43.80 + 2,400 + 318.45 + 612 + 15 = 13,926.77
      //   = credits 3,500 + 425.50 + 1.27 + 10,000 = 13,926.77.
      expect(await trialBalance(c, '2026-01-31')).toEqual({
        Checking: '7537.52',
        Savings: '3000.00',
        'Processing Fees': '43.80',
        Rent: '2400.00',
        Supplies: '318.45',
        Utilities: '612.00',
        'Bank Fees': '15.00',
        'Service Revenue': '-3500.00',
        Sales: '-425.50',
        'Interest Income': '-1.27',
        'Owner Equity': '-10000.00',
      });

      // JANUARY: the reconciliation ==============================================================
      // It starts with the nine matched lines ticked (check 1003 is not on the statement, the
      // opening balance matched to no bank line):
      //   cleared = 0 − 2,400 + 2,000 + 1,456.20 + 250 + 175.50 − 318.45 − 3,000 − 15 + 1.27 = −1,850.48
      //   difference = 8,149.52 − (−1,850.48) = 10,000.00: the opening balance.
      const janMatched = [
        line.chk1001,
        line.dep1,
        line.pay3,
        line.sr1,
        line.sr2,
        line.chk1002,
        line.xfer,
        feeJanLine,
        interestJanLine,
      ];
      let r = expectStatus(
        await c.post('/v1/reconciliations', {
          account_id: checking,
          statement_date: '2026-01-31',
          ending_balance: '8149.52',
        }),
        201,
      );
      const R1 = r.id as string;
      expect(r.data).toMatchObject({
        beginning_balance: '0.00',
        ending_balance: '8149.52',
        cleared_balance: '-1850.48',
        difference: '10000.00',
        status: 'in_progress',
      });
      expect(r.data.cleared_entry_ids).toEqual([...janMatched].sort());
      // Not yet: 409 OUT_OF_BALANCE naming 10000.00.
      expect(
        expectError(await c.post(`/v1/reconciliations/${R1}/complete`), 409, 'OUT_OF_BALANCE').message,
      ).toContain('10000.00');
      // Tick the opening balance by hand: cleared −1,850.48 + 10,000 = 8,149.52, difference 0.00.
      r = expectStatus(
        await c.request('PATCH', `/v1/reconciliations/${R1}`, { body: { add_entry_ids: [line.je] } }),
        200,
      );
      expect(r.data).toMatchObject({ cleared_balance: '8149.52', difference: '0.00' });
      expect(r.data.cleared_entry_ids).toEqual([...janMatched, line.je].sort());

      // The report: check 1003 outstanding; nothing in transit.
      //   book = 8,149.52 + 0.00 − 612.00 = 7,537.52 = Checking on the ledger; difference 0.00.
      let rep = await reconciliationReport(`reconciliation_id=${R1}`);
      expect(rep).toMatchObject({ account_id: checking, as_of: '2026-01-31', reconciliation_id: R1 });
      expect(rep.data.outstanding_deposits).toMatchObject({ total: '0.00', count: 0, items: [] });
      expect(rep.data.outstanding_payments).toMatchObject({ total: '612.00', count: 1 });
      expect(items(rep.data.outstanding_payments)).toEqual([
        ['2026-01-29', '612.00', 'bill_payment', '1003'],
      ]);
      expect(rep.data.outstanding_payments.items[0].document_id).toBe(chk1003);
      expect(rep.data).toMatchObject({
        ending_balance: '8149.52',
        book_balance: '7537.52',
        ledger_balance: '7537.52',
        difference: '0.00',
      });

      r = expectStatus(await c.post(`/v1/reconciliations/${R1}/complete`), 200);
      expect(r.data).toMatchObject({ status: 'completed', difference: '0.00' });
      const janReconciled = await ledgerEntries(c, `reconciliation_id=${R1}`);
      expect(janReconciled.map((e) => e.id).sort()).toEqual([...janMatched, line.je].sort());
      // The report by account and day gives the same figures once completed.
      const byDay = await reconciliationReport(`account_id=${checking}&as_of=2026-01-31`);
      expect(byDay.reconciliation_id).toBe(R1);
      expect(byDay.data).toEqual(rep.data);

      // FEBRUARY: the books ======================================================================
      const rentFeb = await bill('L-0226', LANDLORD, '2026-02-01', '2400.00', ch.rent);
      // 02-02 check 1004, February's rent: Dr AP / Cr Checking 2,400.00 (the bank: 02-06).
      const chk1004 = await post('bill_payments', {
        payment_number: '1004',
        vendor_id: LANDLORD,
        amount: '2400.00',
        payment_date: '2026-02-02',
        status: 'completed',
        payment_method_type: 'check',
        payment_account_id: checking,
        bill_id: rentFeb,
      });
      // INV-1004 Ada 2,750.00 (02-09), paid by ACH on 02-16 straight to Checking (the bank: 02-17).
      const inv4 = await invoice('INV-1004', ada, '2026-02-09', '2750.00');
      const pay4 = await post('payments', {
        reference_number: 'ACH 0216',
        customer_id: ada,
        invoice_id: inv4,
        amount: '2750.00',
        status: 'completed',
        payment_method_type: 'ach',
        deposit_to_account_id: checking,
        occurred_at: '2026-02-16T09:00:00Z',
      });
      // 02-27 SR-3 300.00 deposited to Checking: in transit at the month end.
      const sr3 = await approved('sales_receipts', {
        document_number: 'SR-3',
        status: 'completed',
        receipt_date: '2026-02-27',
        document_date: '2026-02-27',
        total_amount: '300.00',
        deposit_to_account_id: checking,
        lines: [{ description: 'Sale', amount: '300.00', account_id: ch.sales }],
      });
      const febLine = { chk1004: await lineOf(chk1004), pay4: await lineOf(pay4), sr3: await lineOf(sr3) };

      // FEBRUARY: the statement ================================================================
      // checking-2026-02.ofx (LEDGERBAL 7,872.52):
      //   02-04 CHECK 1003   −612.00    auto: CHECKNUM 1003 = check 1003's number (6 days apart)
      //   02-06 CHECK 1004  −2,400.00   auto: CHECKNUM 1004 (4 days apart)
      //   02-17 ACH CREDIT  +2,750.00   auto: PAY-4, 1 day apart
      //   02-27 SERVICE FEE   −15.00    the rule
      // Sum −612 − 2,400 + 2,750 − 15 = −277.00; the statement's start 7,872.52 + 277.00 = 8,149.52,
      // January's ending balance.
      const feb = expectStatus(
        await importFile(c, { account_id: checking }, 'checking-2026-02.ofx', 'application/x-ofx'),
        201,
      );
      expect(feb).toMatchObject({ imported: 4, duplicates: 0, matched: 3, categorized: 1, excluded: 0 });
      const [bl1003, bl1004, blAch, blFeeFeb] = feb.line_ids as [string, string, string, string];
      const statement = expectStatus(await c.get(`/v1/bank_statements/${feb.statement_id}`), 200).data;
      expect(statement).toMatchObject({
        account_id: checking,
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        starting_balance: '8149.52',
        ending_balance: '7872.52',
      });
      const b1003 = await bankLine(bl1003);
      expect(b1003).toMatchObject({
        posted_date: '2026-02-04',
        amount: '-612.00',
        check_number: '1003',
        fitid: '2026020400011',
        status: 'matched',
        matched_entry_ids: [line.chk1003],
      });
      expect((await bankLine(bl1004)).matched_entry_ids).toEqual([febLine.chk1004]);
      expect(await bankLine(blAch)).toMatchObject({
        amount: '2750.00',
        payee: 'ADA LOVELACE CO',
        description: 'ACH CREDIT INV-1004',
        matched_entry_ids: [febLine.pay4],
      });
      const feeFebRecord = await bankLine(blFeeFeb);
      const feeFeb = feeFebRecord.document.id as string;
      const feeFebLine = await lineOf(feeFeb);
      expect(feeFebRecord).toMatchObject({ status: 'matched', matched_entry_ids: [feeFebLine] });
      // The same file again stores nothing (its FITIDs are known).
      expect(
        expectStatus(
          await importFile(c, { account_id: checking }, 'checking-2026-02.ofx', 'application/x-ofx'),
          201,
        ),
      ).toMatchObject({ imported: 0, duplicates: 4, statement_id: feb.statement_id });

      // FEBRUARY: the reconciliation =============================================================
      //   beginning 8,149.52 (January's ending); ticked: check 1003, check 1004, PAY-4, the fee.
      //   cleared = 8,149.52 − 612 − 2,400 + 2,750 − 15 = 7,872.52; difference 0.00.
      const febTicked = [line.chk1003, febLine.chk1004, febLine.pay4, feeFebLine].sort();
      const reconcileFebruary = async () => {
        const rf = expectStatus(
          await c.post('/v1/reconciliations', {
            account_id: checking,
            statement_date: '2026-02-28',
            ending_balance: '7872.52',
          }),
          201,
        );
        expect(rf.data).toMatchObject({
          beginning_balance: '8149.52',
          ending_balance: '7872.52',
          cleared_balance: '7872.52',
          difference: '0.00',
          status: 'in_progress',
        });
        expect(rf.data.cleared_entry_ids).toEqual(febTicked);
        return rf.id as string;
      };
      const R2 = await reconcileFebruary();
      expect(R2).not.toBe(R1);

      // The report: SR-3 in transit; no payment outstanding.
      //   book = 7,872.52 + 300.00 − 0.00 = 8,172.52
      //   ledger: 7,537.52 − 2,400 + 2,750 + 300 − 15 = 8,172.52; difference 0.00.
      const februaryReport = async (R: string) => {
        const fr = await reconciliationReport(`reconciliation_id=${R}`);
        expect(fr.as_of).toBe('2026-02-28');
        expect(fr.data.outstanding_deposits).toMatchObject({ total: '300.00', count: 1 });
        expect(items(fr.data.outstanding_deposits)).toEqual([
          ['2026-02-27', '300.00', 'sales_receipt', 'SR-3'],
        ]);
        expect(fr.data.outstanding_payments).toMatchObject({ total: '0.00', count: 0, items: [] });
        expect(fr.data).toMatchObject({
          ending_balance: '7872.52',
          book_balance: '8172.52',
          ledger_balance: '8172.52',
          difference: '0.00',
        });
      };
      await februaryReport(R2);
      r = expectStatus(await c.post(`/v1/reconciliations/${R2}/complete`), 200);
      expect(r.data.status).toBe('completed');
      expect((await ledgerEntries(c, `reconciliation_id=${R2}`)).map((e) => e.id).sort()).toEqual(febTicked);
      // January's report is unchanged: check 1003 was still outstanding on 01-31.
      rep = await reconciliationReport(`reconciliation_id=${R1}`);
      expect(rep.data).toMatchObject({
        ending_balance: '8149.52',
        book_balance: '7537.52',
        difference: '0.00',
      });
      expect(rep.data.outstanding_payments.total).toBe('612.00');

      // Undo February: its lines are reconciled no more, and stay cleared.
      r = expectStatus(await c.post(`/v1/reconciliations/${R2}/undo`), 200);
      expect(r.data).toMatchObject({ status: 'undone', cleared_entry_ids: febTicked });
      for (const e of await ledgerEntries(c, `account_id=${checking}&effective_date_from=2026-01-29`)) {
        if (febTicked.includes(e.id)) expect(e).toMatchObject({ reconciliation_id: null, cleared: true });
      }
      // Redo: a new reconciliation for the same statement starts with the same lines, from the same
      // beginning balance, and completes.
      const R3 = await reconcileFebruary();
      expect(R3).not.toBe(R2);
      await februaryReport(R3);
      expect(expectStatus(await c.post(`/v1/reconciliations/${R3}/complete`), 200).data.status).toBe(
        'completed',
      );
      expect((await ledgerEntries(c, `reconciliation_id=${R3}`)).map((e) => e.id).sort()).toEqual(febTicked);

      // The books on 02-28:
      //   Checking 7,537.52 − 2,400 + 2,750 + 300 − 15 = 8,172.52; Rent 2,400 + 2,400 = 4,800.00;
      //   Bank Fees 15 + 15 = 30.00; Service Revenue −3,500 − 2,750 = −6,250.00;
      //   Sales −425.50 − 300 = −725.50; the rest as in January (AR 2,750 − 2,750 = 0; AP 0).
      //   Debits 8,172.52 + 3,000 + 43.80 + 4,800 + 318.45 + 612 + 30 = 16,976.77
      //   = credits 6,250 + 725.50 + 1.27 + 10,000 = 16,976.77.
      expect(await trialBalance(c, '2026-02-28')).toEqual({
        Checking: '8172.52',
        Savings: '3000.00',
        'Processing Fees': '43.80',
        Rent: '4800.00',
        Supplies: '318.45',
        Utilities: '612.00',
        'Bank Fees': '30.00',
        'Service Revenue': '-6250.00',
        Sales: '-725.50',
        'Interest Income': '-1.27',
        'Owner Equity': '-10000.00',
      });

      // RECONCILED: January's deposit, check 1002 and the categorized fee cannot be voided.
      for (const attempt of [
        await c.put(`/v1/deposits/${dep1}`, { status: 'void' }),
        await c.post(`/v1/expenses/${chk1002}/void`),
        await c.post(`/v1/expenses/${feeJan}/void`),
      ]) {
        const err = expectError(attempt, 409, 'RECONCILED');
        expect(err.message).toContain(R1);
        expect(err.errors).toEqual([{ field: 'reconciliation_id', code: 'reconciled', message: `is ${R1}` }]);
      }
      // February's check 1003 (reconciled by R3) neither.
      expect(
        expectError(await c.put(`/v1/bill_payments/${chk1003}`, { status: 'void' }), 409, 'RECONCILED')
          .message,
      ).toContain(R3);
      // A memo-only change passes.
      expect(
        expectStatus(await c.put(`/v1/deposits/${dep1}`, { memo: 'Checks 5512 and 310' }), 200).data.memo,
      ).toBe('Checks 5512 and 310');
      // Nothing moved: the deposit is still deposited, Checking still 8,172.52.
      expect(expectStatus(await c.get(`/v1/deposits/${dep1}`), 200).data.status).toBe('deposited');
      expect((await trialBalance(c, '2026-02-28')).Checking).toBe('8172.52');
    });
  });
}, LEDGER);
