/**
 * ISO 20022 CAMT.053 bank-to-customer statements (D20), of every version (001.02 to 001.13 name the
 * elements read here alike; namespace prefixes are dropped).
 *
 * An entry (`Ntry`) gives: `amount` ← Amt, positive for CdtDbtInd CRDT and negative for DBIT;
 * `posted_date` ← BookgDt (Dt, or the day of DtTm), else ValDt; `fitid` ← AcctSvcrRef (the
 * bank's own reference of the entry); `reference` ← the creditor reference of structured
 * remittance (RmtInf/Strd/CdtrRefInf/Ref), else EndToEndId (unless NOTPROVIDED), else NtryRef;
 * `description` ← the unstructured remittance lines (RmtInf/Ustrd) joined, else AddtlNtryInf;
 * `payee` ← the other party's name (the creditor's for a debit, the debtor's for a credit);
 * `check_number` ← Refs/ChqNb. Balances (`Bal`) typed OPBD (else PRCD) and CLBD give the
 * statement: starting and ending balance (negative when DBIT), the dates from FrToDt, else the
 * balances' own dates. One statement (`Stmt`) a file.
 */
import {
  fileError,
  isCalendarDay,
  leading,
  MAX_LINES,
  negate,
  plainDecimal,
  putText,
  RowErrors,
  type StatementBalances,
  type StatementFile,
  type StatementLine,
} from './file-common.ts';
import { attrOf, countTags, kid, kids, parseXml, refuseUnsafeXml, textAt } from './xml.ts';

export function readCamt053(text: string): StatementFile {
  if (!leading(text, 1).startsWith('<'))
    throw fileError(
      'invalid_format',
      'is not XML: an ISO 20022 CAMT.053 statement is sent as application/xml',
    );
  refuseUnsafeXml(text);
  if (countTags(text, 'Ntry', MAX_LINES, true) > MAX_LINES)
    throw fileError('too_many_lines', `must hold at most ${MAX_LINES} entries (Ntry)`);
  const doc = parseXml(text, 'CAMT.053', true);
  const document = kid(doc, 'Document');
  if (document === undefined) {
    if (kid(doc, 'OFX') !== undefined)
      throw fileError('invalid_format', 'is an OFX file, not CAMT.053: send it as application/x-ofx');
    throw fileError('invalid_format', 'is not an ISO 20022 CAMT.053 statement: it has no <Document> element');
  }
  const b2c = kid(document, 'BkToCstmrStmt');
  if (b2c === undefined)
    throw fileError(
      'invalid_format',
      'is not a CAMT.053 statement: <Document> holds no <BkToCstmrStmt> (camt.052 reports and camt.054 notifications are not statements)',
    );
  const statements = kids(b2c, 'Stmt');
  if (statements.length === 0) throw fileError('invalid_format', 'holds no statement (Stmt)');
  if (statements.length > 1)
    throw fileError(
      'several_statements',
      `holds ${statements.length} statements (Stmt): import one account's statement at a time`,
    );
  const stmt = statements[0];
  let currency = textAt(stmt, 'Acct', 'Ccy')?.trim().toUpperCase() || undefined;
  const errors = new RowErrors();
  const lines: StatementLine[] = [];
  kids(stmt, 'Ntry').forEach((entry, i) => {
    const row = i + 1;
    const ccy = attrOf(kid(entry, 'Amt'), 'Ccy')?.trim().toUpperCase();
    if (currency === undefined && ccy) currency = ccy;
    const line = readEntry(entry, row, currency, ccy, errors);
    if (line) lines.push(line);
  });
  errors.throwIfAny();
  if (lines.length === 0) throw fileError('empty_file', 'holds no entries (Ntry)');
  return {
    format: 'camt053',
    lines,
    statement: balances(stmt),
    ...(currency ? { currency } : {}),
  };
}

function readEntry(
  entry: unknown,
  row: number,
  currency: string | undefined,
  ccy: string | undefined,
  errors: RowErrors,
): StatementLine | undefined {
  const before = errors.count;
  const date =
    camtDate(textAt(entry, 'BookgDt', 'Dt') || textAt(entry, 'BookgDt', 'DtTm')) ??
    camtDate(textAt(entry, 'ValDt', 'Dt') || textAt(entry, 'ValDt', 'DtTm'));
  if (date === undefined) errors.add(row, 'posted_date', 'invalid_date', 'BookgDt (or ValDt) must be a date');
  const amount = signed(textAt(entry, 'Amt'), textAt(entry, 'CdtDbtInd'));
  if (typeof amount !== 'string') errors.add(row, 'amount', amount.code, amount.message);
  else if (currency && ccy && ccy !== currency)
    errors.add(row, 'amount', 'invalid_currency', `is in ${ccy} where the statement is in ${currency}`);
  if (date === undefined || typeof amount !== 'string' || errors.count > before) return undefined;
  const line: StatementLine = { row, posted_date: date, amount };
  const txs = kids(kid(entry, 'NtryDtls'), 'TxDtls');
  const tx = txs[0];
  const ustrd = txs.flatMap((t) => kids(kid(t, 'RmtInf'), 'Ustrd').map((u) => textAt(u) ?? ''));
  const description = ustrd.filter((u) => u.trim() !== '').join(' ') || textAt(entry, 'AddtlNtryInf');
  putText(line, 'description', description, errors);
  const party = amount.startsWith('-') ? 'Cdtr' : 'Dbtr';
  putText(
    line,
    'payee',
    textAt(tx, 'RltdPties', party, 'Nm') || textAt(tx, 'RltdPties', party, 'Pty', 'Nm'),
    errors,
  );
  const endToEnd = textAt(tx, 'Refs', 'EndToEndId');
  const reference =
    textAt(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref') ||
    (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : undefined) ||
    textAt(entry, 'NtryRef');
  putText(line, 'reference', reference, errors);
  putText(line, 'check_number', textAt(tx, 'Refs', 'ChqNb'), errors);
  putText(
    line,
    'fitid',
    textAt(entry, 'AcctSvcrRef') || (txs.length === 1 ? textAt(tx, 'Refs', 'AcctSvcrRef') : undefined),
    errors,
  );
  return line;
}

/** An ISO date, or the day of an ISO date-time. */
function camtDate(raw: string | undefined): string | undefined {
  const m = raw ? /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim()) : null;
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Amt, unsigned in CAMT, signed by CdtDbtInd: CRDT money in, DBIT money out. */
function signed(
  raw: string | undefined,
  indicator: string | undefined,
): string | { code: string; message: string } {
  if (raw === undefined || raw === '') return { code: 'required', message: 'Amt is required' };
  const value = /^\d*(\.\d*)?$/.test(raw.trim()) ? plainDecimal(raw) : undefined;
  if (value === undefined)
    return {
      code: 'invalid_decimal',
      message: 'Amt must be an unsigned decimal such as 12.50 (CdtDbtInd gives the sign)',
    };
  const ind = indicator?.trim();
  if (ind === 'CRDT') return value;
  if (ind === 'DBIT') return negate(value);
  return { code: 'required', message: 'CdtDbtInd must be CRDT or DBIT' };
}

function balances(stmt: unknown): StatementBalances | null {
  const byType = new Map<string, { amount: string; date: string | undefined }>();
  for (const bal of kids(stmt, 'Bal')) {
    const type = textAt(bal, 'Tp', 'CdOrPrtry', 'Cd')?.trim();
    if (!type || byType.has(type)) continue;
    const amount = signed(textAt(bal, 'Amt'), textAt(bal, 'CdtDbtInd'));
    if (typeof amount !== 'string')
      throw fileError('invalid_decimal', `the ${type} balance: ${amount.message}`);
    byType.set(type, { amount, date: camtDate(textAt(bal, 'Dt', 'Dt') || textAt(bal, 'Dt', 'DtTm')) });
  }
  const opening = byType.get('OPBD') ?? byType.get('PRCD');
  const closing = byType.get('CLBD');
  if (!opening || !closing) return null;
  const start = camtDate(textAt(stmt, 'FrToDt', 'FrDtTm')) ?? opening.date;
  const end = camtDate(textAt(stmt, 'FrToDt', 'ToDtTm')) ?? closing.date;
  if (!start || !end)
    throw fileError('invalid_date', 'the statement has balances but no dates (FrToDt or Bal/Dt)');
  if (end < start) throw fileError('invalid_date', 'the statement ends before it starts');
  return {
    start_date: start,
    end_date: end,
    starting_balance: opening.amount,
    ending_balance: closing.amount,
  };
}
