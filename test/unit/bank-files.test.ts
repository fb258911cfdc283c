/**
 * Reading bank statement files (D20, src/domain/bank/): CSV, OFX 1.x SGML and 2.x XML, ISO 20022
 * CAMT.053 — the hand-made files of test/fixtures/bank/ read to the cent, every bad row named
 * `file.row.N.<field>`, bad mappings named by their query parameter, and hostile input refused
 * cheaply (no DOCTYPE is read, no entity expanded, no huge line parsed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvDate } from '../../src/domain/bank/csv.ts';
import { MAX_FILE_BYTES, MAX_LINES } from '../../src/domain/bank/file-common.ts';
import { ofxDate } from '../../src/domain/bank/ofx.ts';
import {
  type BodyKind,
  type CsvMapping,
  readStatementFile,
  type StatementFile,
} from '../../src/domain/bank/statement-files.ts';
import { sgmlToXml } from '../../src/domain/bank/xml.ts';
import { AppError } from '../../src/domain/errors.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/bank');
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8');

/** The 422 a read throws: its field errors as `field: code`. */
function refusal(body: Uint8Array, kind: BodyKind, mapping: CsvMapping = {}): string[] {
  try {
    readStatementFile(body, kind, mapping);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expect(e.status).toBe(422);
    return (e.errors ?? []).map((f) => `${f.field}: ${f.code}`);
  }
  throw new Error('the file was read');
}

const amounts = (f: StatementFile) => f.lines.map((l) => l.amount);

describe('CSV', () => {
  it('reads a bank export with a BOM, CRLF, quotes, thousands separators, debit/credit columns and trailing blank lines', () => {
    const f = readStatementFile(fixture('checking-debit-credit.csv'), 'csv', {
      date_format: 'MM/DD/YYYY',
      debit_column: 'Debit',
      credit_column: 'Credit',
    });
    expect(f.format).toBe('csv');
    expect(f.statement).toBeNull();
    expect(f.currency).toBeUndefined();
    // Debits are money out, credits money in: 2,500.00 in; 1,250.00 out; …; 0.42 in.
    expect(amounts(f)).toEqual(['2500.00', '-1250.00', '1164.30', '-12480.55', '-310.00', '-15.00', '0.42']);
    expect(f.lines.map((l) => l.row)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(f.lines[0]).toEqual({
      row: 1,
      posted_date: '2026-01-02',
      amount: '2500.00',
      description: 'DEPOSIT - MOBILE, REF 88812',
    });
    expect(f.lines[3]!.description).toBe('ACH DEBIT PAYROLL "JAN 1-15"');
    expect(f.lines[6]!.posted_date).toBe('2026-02-01');
  });

  it('finds the debit and credit columns by their header when no parameter names them', () => {
    const f = readStatementFile(fixture('checking-debit-credit.csv'), 'csv', { date_format: 'MM/DD/YYYY' });
    expect(amounts(f)[1]).toBe('-1250.00');
  });

  it('names columns by 1-based position as well as by header text (in either case)', () => {
    const byPosition = readStatementFile(fixture('checking-debit-credit.csv'), 'csv', {
      date_column: '2',
      debit_column: '4',
      credit_column: '5',
      description_column: '3',
      reference_column: 'STATUS',
      date_format: 'MM/DD/YYYY',
    });
    expect(byPosition.lines[1]).toEqual({
      row: 2,
      posted_date: '2026-01-05',
      amount: '-1250.00',
      description: 'CHECK 1042',
      reference: 'Cleared',
    });
  });

  it('reads semicolons, DD.MM.YYYY dates, comma decimals and dot thousands', () => {
    const f = readStatementFile(fixture('european-semicolon.csv'), 'csv', {
      date_column: 'Buchungstag',
      amount_column: 'Betrag',
      description_column: 'Verwendungszweck',
      reference_column: 'Referenz',
      date_format: 'DD/MM/YYYY',
      decimal_separator: ',',
    });
    expect(f.lines).toEqual([
      {
        row: 1,
        posted_date: '2026-01-02',
        amount: '-1450.00',
        description: 'Miete Januar',
        reference: 'DA-2026-01',
      },
      {
        row: 2,
        posted_date: '2026-01-05',
        amount: '12345.67',
        description: 'Rechnung 2026-0007 Müller GmbH',
        reference: 'RE-0007',
      },
      { row: 3, posted_date: '2026-01-31', amount: '-9.90', description: 'Kontoführung' },
    ]);
  });

  it('reads a Windows-1252 file (not valid UTF-8) as such', () => {
    const f = readStatementFile(fixture('latin1.csv'), 'csv');
    expect(f.lines[0]).toEqual({
      row: 1,
      posted_date: '2026-01-03',
      amount: '-4.50',
      description: 'Café du Coin',
    });
  });

  it('names every bad row: file.row.3.posted_date and file.row.12.amount, nothing else', () => {
    expect(refusal(fixture('bad-rows.csv'), 'csv')).toEqual([
      'file.row.3.posted_date: invalid_date',
      'file.row.12.amount: invalid_decimal',
    ]);
  });

  it('reads amounts exactly, in the forms banks write them', () => {
    const cases: [string, '.' | ',', string][] = [
      ['1,234.56', '.', '1234.56'],
      ['-1,234,567.8', '.', '-1234567.8'],
      ['(12.30)', '.', '-12.30'],
      ['12.30-', '.', '-12.30'],
      ['+0.10', '.', '0.10'],
      ['$1,000.00', '.', '1000.00'],
      ['-$5.00', '.', '-5.00'],
      ['−7.25', '.', '-7.25'],
      ['.5', '.', '0.5'],
      ['007', '.', '7'],
      ['-0.00', '.', '0.00'],
      ['1.234,56', ',', '1234.56'],
      ['1 234,56', ',', '1234.56'],
      ['1\u00a0234,56', ',', '1234.56'],
      ["1'234.56", '.', '1234.56'],
      ['-9,90', ',', '-9.90'],
      ['0.1000000001', '.', '0.1000000001'],
      ['99999999999999999999.99', '.', '99999999999999999999.99'],
    ];
    for (const [raw, sep, want] of cases) expect(csvAmount(raw, sep), raw).toBe(want);
    for (const [raw, sep] of [
      ['1,23.45', '.'],
      ['1,234.56', ','],
      ['12.3.4', '.'],
      ['--5', '.'],
      ['(-5)', '.'],
      ['5e3', '.'],
      ['abc', '.'],
      ['-', '.'],
      ['1,234 567.00', '.'],
      ['0.12345678901', '.'],
      ['123456789012345678901', '.'],
    ] as const)
      expect(typeof csvAmount(raw, sep), raw).toBe('object');
  });

  it('reads the three date formats, and refuses days that are not on the calendar', () => {
    expect(csvDate('2026-01-31', 'YYYY-MM-DD')).toBe('2026-01-31');
    expect(csvDate('1/5/2026', 'MM/DD/YYYY')).toBe('2026-01-05');
    expect(csvDate('1/5/2026', 'DD/MM/YYYY')).toBe('2026-05-01');
    expect(csvDate('29.02.2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    for (const [raw, format] of [
      ['2026-02-29', 'YYYY-MM-DD'],
      ['13/01/2026', 'MM/DD/YYYY'],
      ['01/13/2026', 'DD/MM/YYYY'],
      ['2026/01/05', 'YYYY-MM-DD'],
      ['01/05/26', 'MM/DD/YYYY'],
      ['1/5/2026', 'YYYY-MM-DD'],
    ] as const)
      expect(typeof csvDate(raw, format), raw).toBe('object');
  });

  it('needs one of a debit or credit on each row of a pair', () => {
    const body = utf8('Date,Debit,Credit\n2026-01-01,,\n2026-01-02,"1,000.00",\n2026-01-03,-5.00,\n');
    expect(refusal(body, 'csv')).toEqual(['file.row.1.amount: required']);
    const ok = readStatementFile(
      utf8('Date,Debit,Credit\n2026-01-02,"1,000.00",\n2026-01-03,-5.00,0.00\n'),
      'csv',
    );
    // A debit written negative is still money out.
    expect(amounts(ok)).toEqual(['-1000.00', '-5.00']);
  });

  it('names the query parameter of a bad mapping', () => {
    const body = utf8('When,What,How much\n2026-01-01,x,1.00\n');
    expect(refusal(body, 'csv')).toEqual(['date_column: required']);
    expect(refusal(body, 'csv', { date_column: 'When' })).toEqual(['amount_column: required']);
    expect(refusal(body, 'csv', { date_column: 'When', amount_column: 'Amount' })).toEqual([
      'amount_column: unknown_column',
    ]);
    expect(refusal(body, 'csv', { date_column: '4', amount_column: '3' })).toEqual([
      'date_column: unknown_column',
    ]);
    expect(refusal(body, 'csv', { date_column: 'When', amount_column: 'when' })).toEqual([
      'amount_column: invalid_value',
    ]);
    expect(refusal(body, 'csv', { date_column: 'When', debit_column: 'What' })).toEqual([
      'credit_column: required',
    ]);
    expect(
      refusal(body, 'csv', {
        date_column: 'When',
        amount_column: '3',
        credit_column: 'What',
        debit_column: '3',
      }),
    ).toEqual(['debit_column: invalid_value']);
    expect(refusal(body, 'csv', { date_column: ' ' })).toEqual(['date_column: required']);
    expect(refusal(utf8('Date,Amount,amount\n2026-01-01,1,2\n'), 'csv', { amount_column: 'Amount' })).toEqual(
      ['amount_column: ambiguous_column'],
    );
    expect(refusal(body, 'ofx', { date_column: 'When' })).toEqual(['date_column: not_applicable']);
  });

  it('lets a header text win over a position: a header named "2" is that column', () => {
    const f = readStatementFile(utf8('Date,x,2\n2026-01-01,9.99,1.00\n'), 'csv', { amount_column: '2' });
    expect(amounts(f)).toEqual(['1.00']);
  });

  it('skips rows of only separators, and ignores a trailing separator on a row', () => {
    const f = readStatementFile(
      utf8('Date,Amount\n\n2026-01-01,1.00,\n,,\n , \n2026-01-02,2.00\n,\n\n'),
      'csv',
    );
    expect(f.lines.map((l) => [l.row, l.amount])).toEqual([
      [1, '1.00'],
      [2, '2.00'],
    ]);
  });

  it('refuses a file that is not CSV, or has no rows, naming file', () => {
    expect(refusal(fixture('checking-v102.ofx'), 'csv')).toEqual(['file: invalid_format']);
    expect(refusal(fixture('statement-camt053.xml'), 'csv')).toEqual(['file: invalid_format']);
    expect(refusal(utf8(''), 'csv')).toEqual(['file: empty_file']);
    expect(refusal(utf8('\n\n\n'), 'csv')).toEqual(['file: empty_file']);
    expect(refusal(utf8('Date,Amount\n'), 'csv')).toEqual(['file: empty_file']);
    expect(refusal(utf8('Date,Amount\n2026-01-01,"1.00\n'), 'csv')).toEqual(['file: invalid_format']);
    // A row wider than its header: the separator is probably not the one guessed.
    expect(refusal(utf8('Date,Amount\n2026-01-01,1,00,x\n'), 'csv')).toEqual(['file: invalid_format']);
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x44, 0x00]), 'csv')).toEqual(['file: invalid_encoding']);
    expect(refusal(utf8('Date,Amount\n2026-01-01,\u0000\n'), 'csv')).toEqual(['file: invalid_encoding']);
  });

  it('refuses a text field longer than the API holds, naming its row', () => {
    const body = utf8(`Date,Amount,Description\n2026-01-01,1.00,${'x'.repeat(10_001)}\n`);
    expect(refusal(body, 'csv')).toEqual(['file.row.1.description: too_long']);
  });
});

describe('CSV limits, refused cheaply', () => {
  it('reads 10,000 rows and stops at the 10,001st', () => {
    const rows = (n: number) =>
      `Date,Amount\n${Array.from({ length: n }, (_, i) => `2026-01-01,${i + 1}.00`).join('\n')}\n`;
    expect(readStatementFile(utf8(rows(MAX_LINES)), 'csv').lines).toHaveLength(MAX_LINES);
    expect(refusal(utf8(rows(MAX_LINES + 1)), 'csv')).toEqual(['file: too_many_lines']);
  });

  it('refuses a 5 MiB single line before the CSV parser sees it', () => {
    const line = utf8(`Date,Amount\n2026-01-01,${'9'.repeat(MAX_FILE_BYTES - 30)}\n`);
    expect(refusal(line, 'csv')).toEqual(['file: line_too_long']);
  });

  it('refuses a file of only separators: one long line, or many short ones stopped at the line limit', () => {
    expect(refusal(utf8(','.repeat(MAX_FILE_BYTES)), 'csv')).toEqual(['file: line_too_long']);
    expect(refusal(utf8(`${','.repeat(5000)}\n`), 'csv')).toEqual(['file: too_many_columns']);
    expect(refusal(utf8(',,,,\n'.repeat(MAX_FILE_BYTES / 5)), 'csv')).toEqual(['file: too_many_lines']);
    expect(refusal(utf8(',,,,\n'.repeat(1000)), 'csv')).toEqual(['file: empty_file']);
    expect(refusal(utf8(`Date,Amount\n${',\n'.repeat(MAX_FILE_BYTES / 2 - 20)}`), 'csv')).toEqual([
      'file: too_many_lines',
    ]);
    expect(refusal(utf8(`Date,Amount\n${'\n'.repeat(MAX_FILE_BYTES - 20)}`), 'csv')).toEqual([
      'file: empty_file',
    ]);
    expect(refusal(utf8(`Date,Amount\n${'\n'.repeat(MAX_FILE_BYTES - 40)}2026-01-01,1.00\n`), 'csv')).toEqual(
      ['file: too_many_lines'],
    );
  });

  it('refuses more than 5 MiB', () => {
    expect(refusal(new Uint8Array(MAX_FILE_BYTES + 1).fill(0x41), 'csv')).toEqual(['file: too_large']);
  });

  it('lists at most 100 row errors and counts the rest', () => {
    const body = utf8(`Date,Amount\n${'nope,1.00\n'.repeat(150)}`);
    try {
      readStatementFile(body, 'csv');
      throw new Error('read');
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      expect(e.errors).toHaveLength(100);
      expect(e.message).toContain('150 invalid fields');
    }
  });
});

describe('OFX', () => {
  it('reads OFX 1.x SGML: unclosed values, an empty MEMO, a bare &, CHECKNUM, REFNUM, FITID, balances', () => {
    const f = readStatementFile(fixture('checking-v102.ofx'), 'ofx');
    expect(f.format).toBe('ofx');
    expect(f.currency).toBe('USD');
    expect(f.lines).toEqual([
      {
        row: 1,
        posted_date: '2026-01-02',
        amount: '2500.00',
        description: 'REF 88812',
        payee: 'MOBILE DEPOSIT',
        fitid: '202601020001',
      },
      {
        row: 2,
        posted_date: '2026-01-05',
        amount: '-1250.00',
        description: 'CHECK 1042',
        payee: 'CHECK 1042',
        check_number: '1042',
        fitid: '202601050002',
      },
      {
        row: 3,
        posted_date: '2026-01-09',
        amount: '-86.19',
        description: 'AT&T MOBILITY',
        payee: 'AT&T MOBILITY',
        reference: 'INV-7781',
        fitid: '202601090003',
      },
      {
        row: 4,
        posted_date: '2026-01-31',
        amount: '-15.00',
        description: 'MONTHLY SERVICE FEE',
        payee: 'MONTHLY SERVICE FEE',
        fitid: '202601310004',
      },
    ]);
    // LEDGERBAL 6,148.81 at the end; the lines add up to 2,500.00 − 1,250.00 − 86.19 − 15.00
    // = 1,148.81, so the statement started at 6,148.81 − 1,148.81 = 5,000.00.
    expect(f.statement).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      starting_balance: '5000.00',
      ending_balance: '6148.81',
    });
  });

  it('reads OFX 2.x XML: a card statement, PAYEE/NAME, entities, a comma decimal, a + sign', () => {
    const f = readStatementFile(fixture('card-v220.ofx'), 'ofx');
    expect(f.currency).toBe('EUR');
    expect(f.lines).toEqual([
      {
        row: 1,
        posted_date: '2026-02-03',
        amount: '-1234.50',
        description: 'Room 2 nights <conference>',
        payee: 'Hotel & Spa Lisboa',
        fitid: 'CC-0001',
      },
      {
        row: 2,
        posted_date: '2026-02-10',
        amount: '-42.90',
        description: 'Café Central',
        payee: 'Café Central',
        fitid: 'CC-0002',
      },
      {
        row: 3,
        posted_date: '2026-02-25',
        amount: '800.00',
        description: 'PAYMENT THANK YOU',
        payee: 'PAYMENT THANK YOU',
        fitid: 'CC-0003',
      },
    ]);
    // −1,234.50 − 42.90 + 800.00 = −477.40; the card owed 1,677.40 at the end (−1,677.40 in the
    // lines' sign), so it owed −1,677.40 + 477.40 = −1,200.00 at the start.
    expect(f.statement).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      starting_balance: '-1200.00',
      ending_balance: '-1677.40',
    });
  });

  it('names the bad transactions: file.row.2.amount and file.row.4.posted_date', () => {
    expect(refusal(fixture('bad-transactions.ofx'), 'ofx')).toEqual([
      'file.row.2.amount: invalid_decimal',
      'file.row.4.posted_date: invalid_date',
    ]);
  });

  it('has no statement without a balance or without the list dates', () => {
    const text = fixture('checking-v102.ofx').toString('utf8');
    const noBalance = text.replace(/<LEDGERBAL>[\s\S]*<\/AVAILBAL>/, '');
    expect(readStatementFile(utf8(noBalance), 'ofx').statement).toBeNull();
    const availOnly = text.replace(/<LEDGERBAL>[\s\S]*?<\/LEDGERBAL>/, '');
    expect(readStatementFile(utf8(availOnly), 'ofx').statement?.ending_balance).toBe('6100.00');
  });

  it('refuses a file that is not OFX, naming file', () => {
    expect(refusal(fixture('checking-debit-credit.csv'), 'ofx')).toEqual(['file: invalid_format']);
    expect(refusal(fixture('statement-camt053.xml'), 'ofx')).toEqual(['file: invalid_format']);
    expect(refusal(utf8('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></BANKMSGSRSV1>'), 'ofx')).toEqual([
      'file: invalid_format',
    ]);
    expect(refusal(utf8('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>'), 'ofx')).toEqual([
      'file: invalid_format',
    ]);
    const two = fixture('checking-v102.ofx')
      .toString('utf8')
      .replace('</STMTTRNRS>', '</STMTTRNRS><STMTTRNRS><STMTRS><CURDEF>USD</STMTRS></STMTTRNRS>');
    expect(refusal(utf8(two), 'ofx')).toEqual(['file: several_statements']);
  });

  it('reads OFX dates with and without time and zone', () => {
    expect(ofxDate('20260131')).toBe('2026-01-31');
    expect(ofxDate('20260131235959.000[-5:EST]')).toBe('2026-01-31');
    expect(ofxDate('202601311200')).toBe('2026-01-31');
    expect(typeof ofxDate('20260230')).toBe('object');
    expect(typeof ofxDate('2026-01-31')).toBe('object');
  });

  it('converts SGML to XML: leaves closed, aggregates kept, empty leaves closed, text escaped', () => {
    expect(sgmlToXml('<OFX><A><B>1<C>x & y<D></D><E></A></OFX>')).toBe(
      '<OFX><A><B>1</B><C>x &amp; y</C><D></D><E></E></A></OFX>',
    );
    expect(sgmlToXml('<OFX><A><B>1</B><C>2</C></A></OFX>')).toBe('<OFX><A><B>1</B><C>2</C></A></OFX>');
    expect(sgmlToXml('<OFX><X>a &amp; b &#233;</OFX>')).toBe('<OFX><X>a &amp; b &#233;</X></OFX>');
  });
});

describe('CAMT.053', () => {
  it('reads entries: signs from CdtDbtInd, booking dates, AcctSvcrRef as fitid, references, parties, remittance', () => {
    const f = readStatementFile(fixture('statement-camt053.xml'), 'xml');
    expect(f.format).toBe('camt053');
    expect(f.currency).toBe('EUR');
    expect(f.lines).toEqual([
      {
        row: 1,
        posted_date: '2026-01-02',
        amount: '-1450.00',
        description: 'Miete Januar Objekt 12',
        payee: 'Hausverwaltung Schmidt KG',
        reference: 'DA-2026-01',
        fitid: '2026010200017',
      },
      {
        row: 2,
        posted_date: '2026-01-05',
        amount: '12345.67',
        payee: 'Müller GmbH',
        reference: 'RF18539007547034',
        fitid: '2026010500042',
      },
      {
        row: 3,
        posted_date: '2026-01-31',
        amount: '-9.90',
        description: 'Kontoführung Januar',
        fitid: '2026013100003',
      },
    ]);
    // OPBD 10,000.00; −1,450.00 + 12,345.67 − 9.90 = 10,885.77; CLBD 20,885.77.
    expect(f.statement).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      starting_balance: '10000.00',
      ending_balance: '20885.77',
    });
  });

  it('reads namespace prefixes, DBIT balances, and dates from the balances without FrToDt', () => {
    const text = fixture('statement-camt053.xml')
      .toString('utf8')
      .replace(/<FrToDt>[\s\S]*?<\/FrToDt>/, '')
      .replace(
        '<Amt Ccy="EUR">10000.00</Amt>\n        <CdtDbtInd>CRDT',
        '<Amt Ccy="EUR">10000.00</Amt>\n        <CdtDbtInd>DBIT',
      )
      .replace(/<(\/?)([A-Za-z]+)([ >])/g, '<$1c:$2$3')
      .replace('<c:Document xmlns=', '<c:Document xmlns:c=');
    const f = readStatementFile(utf8(text), 'xml');
    expect(f.lines).toHaveLength(3);
    expect(f.statement).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      starting_balance: '-10000.00',
      ending_balance: '20885.77',
    });
  });

  it('names bad entries by row', () => {
    const text = fixture('statement-camt053.xml')
      .toString('utf8')
      .replace('<Amt Ccy="EUR">12345.67</Amt>', '<Amt Ccy="EUR">-12345.67</Amt>')
      .replace('<BookgDt><Dt>2026-01-31</Dt></BookgDt>', '<BookgDt><Dt>2026-13-31</Dt></BookgDt>')
      .replace('<ValDt><Dt>2026-01-31</Dt></ValDt>', '')
      .replace(
        '<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-01-02',
        '<Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-01-02',
      );
    expect(refusal(utf8(text), 'xml')).toEqual([
      'file.row.1.amount: required',
      'file.row.2.amount: invalid_decimal',
      'file.row.3.posted_date: invalid_date',
    ]);
    const other = fixture('statement-camt053.xml')
      .toString('utf8')
      .replace('<Amt Ccy="EUR">9.90', '<Amt Ccy="USD">9.90');
    expect(refusal(utf8(other), 'xml')).toEqual(['file.row.3.amount: invalid_currency']);
  });

  it('refuses what is not a CAMT.053 statement, naming file', () => {
    expect(refusal(fixture('card-v220.ofx'), 'xml')).toEqual(['file: invalid_format']);
    expect(refusal(fixture('checking-debit-credit.csv'), 'xml')).toEqual(['file: invalid_format']);
    expect(refusal(utf8('<Document><BkToCstmrAcctRpt/></Document>'), 'xml')).toEqual([
      'file: invalid_format',
    ]);
    expect(
      refusal(utf8('<Document><BkToCstmrStmt><Stmt><Ntry></Stmt></BkToCstmrStmt></Document>'), 'xml'),
    ).toEqual(['file: invalid_format']);
  });
});

describe('hostile XML, refused before parsing', () => {
  it('refuses billion laughs and XXE without expanding or fetching anything', () => {
    expect(refusal(fixture('billion-laughs.xml'), 'xml')).toEqual(['file: unsafe_xml']);
    expect(refusal(fixture('xxe.ofx'), 'ofx')).toEqual(['file: unsafe_xml']);
    expect(refusal(utf8('<!doctype x><OFX></OFX>'), 'ofx')).toEqual(['file: unsafe_xml']);
    expect(refusal(utf8('<Document><!ENTITY a "b"></Document>'), 'xml')).toEqual(['file: unsafe_xml']);
    expect(
      refusal(
        utf8(
          '<Document xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="/etc/passwd"/></Document>',
        ),
        'xml',
      ),
    ).toEqual(['file: unsafe_xml']);
  });

  it('leaves undeclared entities as written: nothing is looked up', () => {
    const text = fixture('card-v220.ofx')
      .toString('utf8')
      .replace('PAYMENT THANK YOU', '&secret; &#0; &#x110000;');
    expect(readStatementFile(utf8(text), 'ofx').lines[2]!.payee).toBe('&secret; &#0; &#x110000;');
  });

  it('refuses deep nesting, and more than 10,000 transactions before parsing them', () => {
    expect(refusal(utf8(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`), 'xml')).toEqual([
      'file: too_deep',
    ]);
    expect(refusal(utf8(`<OFX>${'<A>'.repeat(1000)}</A></OFX>`), 'ofx')).toEqual(['file: too_deep']);
    const trn = '<STMTTRN><DTPOSTED>20260101<TRNAMT>1.00<FITID>x</STMTTRN>';
    const many = (n: number) =>
      utf8(
        `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${trn.repeat(n)}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
      );
    expect(readStatementFile(many(MAX_LINES), 'ofx').lines).toHaveLength(MAX_LINES);
    expect(refusal(many(MAX_LINES + 1), 'ofx')).toEqual(['file: too_many_lines']);
    const entry =
      '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-01-01</Dt></BookgDt></Ntry>';
    const camt = (n: number) =>
      utf8(`<Document><BkToCstmrStmt><Stmt>${entry.repeat(n)}</Stmt></BkToCstmrStmt></Document>`);
    expect(readStatementFile(camt(MAX_LINES), 'xml').lines).toHaveLength(MAX_LINES);
    expect(refusal(camt(MAX_LINES + 1), 'xml')).toEqual(['file: too_many_lines']);
  });
});
