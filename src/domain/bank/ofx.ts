/**
 * OFX statements (D20): 1.x (SGML, a `KEY:VALUE` header then tags whose values are left open)
 * and 2.x (XML). Both go through `sgmlToXml` then fast-xml-parser, so one reader serves them.
 *
 * A transaction (`STMTTRN`) gives: `posted_date` ← DTPOSTED (its day as the bank writes it, the
 * time and zone ignored), `amount` ← TRNAMT (signed as OFX signs it: money in positive), `fitid`
 * ← FITID, `check_number` ← CHECKNUM, `reference` ← REFNUM, `payee` ← NAME (or PAYEE/NAME),
 * `description` ← MEMO, else NAME. A bank (`STMTRS`) or card (`CCSTMTRS`) statement with
 * DTSTART, DTEND and a LEDGERBAL (else AVAILBAL) gives the statement's balances: the ending one
 * is BALAMT, the starting one BALAMT − Σ TRNAMT of the file. One statement a file.
 */
import { Decimal } from '../money.ts';
import {
  fileError,
  isCalendarDay,
  isoDate,
  leading,
  MAX_LINES,
  plainDecimal,
  putText,
  RowErrors,
  type StatementBalances,
  type StatementFile,
  type StatementLine,
  scaleOf,
} from './file-common.ts';
import { countTags, findAll, kid, kids, parseXml, refuseUnsafeXml, sgmlToXml, textAt } from './xml.ts';

export function readOfx(text: string): StatementFile {
  const start = leading(text, 64);
  let body: string;
  if (/^OFXHEADER\s*:/i.test(start)) {
    const lt = text.indexOf('<');
    if (lt === -1) throw fileError('invalid_format', 'has an OFX header but no <OFX> element');
    body = text.slice(lt);
  } else if (start.startsWith('<')) {
    body = text;
  } else {
    throw fileError(
      'invalid_format',
      'is not an OFX file: it starts with neither an OFX 1.x header (OFXHEADER:100) nor XML',
    );
  }
  refuseUnsafeXml(body);
  if (countTags(body, 'STMTTRN', MAX_LINES) > MAX_LINES)
    throw fileError('too_many_lines', `must hold at most ${MAX_LINES} transactions`);
  const doc = parseXml(sgmlToXml(body), 'OFX', false);
  const ofx = kid(doc, 'OFX');
  if (ofx === undefined) {
    if (kid(doc, 'Document') !== undefined)
      throw fileError('invalid_format', 'is an ISO 20022 (CAMT) file, not OFX: send it as application/xml');
    throw fileError('invalid_format', 'is not an OFX file: it has no <OFX> element');
  }
  const statements = [...findAll(ofx, 'STMTRS'), ...findAll(ofx, 'CCSTMTRS')];
  if (statements.length === 0)
    throw fileError('invalid_format', 'holds no bank or card statement (STMTRS or CCSTMTRS)');
  if (statements.length > 1)
    throw fileError(
      'several_statements',
      `holds ${statements.length} statements (several accounts): import one account's statement at a time`,
    );
  const stmt = statements[0];
  const currency = textAt(stmt, 'CURDEF')?.trim().toUpperCase() || undefined;
  const list = kid(stmt, 'BANKTRANLIST');
  const errors = new RowErrors();
  const lines: StatementLine[] = [];
  kids(list, 'STMTTRN').forEach((trn, i) => {
    const line = readTransaction(trn, i + 1, errors);
    if (line) lines.push(line);
  });
  errors.throwIfAny();
  if (lines.length === 0) throw fileError('empty_file', 'holds no transactions (STMTTRN)');
  return {
    format: 'ofx',
    lines,
    statement: balances(stmt, list, lines),
    ...(currency ? { currency } : {}),
  };
}

function readTransaction(trn: unknown, row: number, errors: RowErrors): StatementLine | undefined {
  const date = ofxDate(textAt(trn, 'DTPOSTED'));
  if (typeof date !== 'string') errors.add(row, 'posted_date', date.code, `DTPOSTED ${date.message}`);
  const rawAmount = textAt(trn, 'TRNAMT');
  const amount = rawAmount === undefined || rawAmount === '' ? undefined : plainDecimal(rawAmount);
  if (amount === undefined)
    errors.add(
      row,
      'amount',
      rawAmount ? 'invalid_decimal' : 'required',
      rawAmount ? 'TRNAMT must be a decimal such as -12.50' : 'TRNAMT is required',
    );
  if (typeof date !== 'string' || amount === undefined) return undefined;
  const line: StatementLine = { row, posted_date: date, amount };
  const name = textAt(trn, 'NAME') || textAt(trn, 'PAYEE', 'NAME');
  const memo = textAt(trn, 'MEMO');
  putText(line, 'description', memo || name, errors);
  putText(line, 'payee', name, errors);
  putText(line, 'reference', textAt(trn, 'REFNUM'), errors);
  putText(line, 'check_number', textAt(trn, 'CHECKNUM'), errors);
  putText(line, 'fitid', textAt(trn, 'FITID'), errors);
  return line;
}

/** YYYYMMDD[HHMMSS[.XXX]][[±h:TZ]] → its day. */
export function ofxDate(raw: string | undefined): string | { code: string; message: string } {
  if (raw === undefined || raw.trim() === '') return { code: 'required', message: 'is required' };
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\s*\[[^\]]{0,40}\])?$/.exec(
    raw.trim(),
  );
  if (!m)
    return {
      code: 'invalid_date',
      message: 'must be an OFX date such as 20260131 or 20260131120000[-5:EST]',
    };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isCalendarDay(y, mo, d)) return { code: 'invalid_date', message: 'is not a day of the calendar' };
  return isoDate(y, mo, d);
}

function balances(stmt: unknown, list: unknown, lines: readonly StatementLine[]): StatementBalances | null {
  const bal = kid(stmt, 'LEDGERBAL') ?? kid(stmt, 'AVAILBAL');
  const rawStart = textAt(list, 'DTSTART');
  const rawEnd = textAt(list, 'DTEND');
  if (bal === undefined || !rawStart || !rawEnd) return null;
  const start = ofxDate(rawStart);
  const end = ofxDate(rawEnd);
  if (typeof start !== 'string') throw fileError('invalid_date', `DTSTART ${start.message}`);
  if (typeof end !== 'string') throw fileError('invalid_date', `DTEND ${end.message}`);
  if (end < start) throw fileError('invalid_date', 'DTEND is before DTSTART');
  const rawBalance = textAt(bal, 'BALAMT');
  const ending = rawBalance ? plainDecimal(rawBalance) : undefined;
  if (ending === undefined)
    throw fileError('invalid_decimal', 'BALAMT of the statement balance must be a decimal');
  let total = new Decimal(0);
  let scale = scaleOf(ending);
  for (const l of lines) {
    const a = new Decimal(l.amount);
    total = total.plus(a);
    scale = Math.max(scale, scaleOf(l.amount));
  }
  const starting = new Decimal(ending).minus(total);
  return {
    start_date: start,
    end_date: end,
    starting_balance: (starting.isZero() ? starting.abs() : starting).toFixed(scale),
    ending_balance: new Decimal(ending).toFixed(scale),
  };
}
