/**
 * A bank's CSV export (D20): a header row, then one transaction a row. The columns are named by
 * query parameters (`date_column`, `amount_column` or `debit_column` + `credit_column`,
 * `description_column`, `reference_column`), each a header's text or a 1-based position;
 * `date_format` and `decimal_separator` say how the bank writes dates and amounts.
 *
 * Read with csv-parse (quotes, doubled quotes, a BOM, CRLF); before it sees the file, a cheap scan
 * refuses what would make it work hard for nothing (a line over MAX_LINE_CHARS, a line of more
 * than MAX_SEPARATORS separators), and the parse stops at the first row past MAX_LINES.
 */
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { Decimal } from '../money.ts';
import {
  decimalOf,
  fileError,
  isCalendarDay,
  isoDate,
  leading,
  MAX_LINE_CHARS,
  MAX_LINES,
  paramError,
  putText,
  RowErrors,
  type StatementFile,
  type StatementLine,
  scaleOf,
} from './file-common.ts';

export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DECIMAL_SEPARATORS = ['.', ','] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

/** The query parameters of a CSV import; a column is a header's text or a 1-based position. */
export interface CsvMapping {
  date_column?: string | undefined;
  amount_column?: string | undefined;
  debit_column?: string | undefined;
  credit_column?: string | undefined;
  description_column?: string | undefined;
  reference_column?: string | undefined;
  date_format?: DateFormat | undefined;
  decimal_separator?: DecimalSeparator | undefined;
}

export const CSV_MAPPING_PARAMS = [
  'date_column',
  'amount_column',
  'debit_column',
  'credit_column',
  'description_column',
  'reference_column',
  'date_format',
  'decimal_separator',
] as const satisfies readonly (keyof CsvMapping)[];

/** The header a column is looked for under when its parameter is not given (case-insensitive). */
export const DEFAULT_HEADERS = {
  date_column: ['date', 'posted date', 'posting date', 'transaction date', 'booking date'],
  amount_column: ['amount'],
  debit_column: ['debit'],
  credit_column: ['credit'],
  description_column: ['description'],
  reference_column: ['reference'],
} as const;

/** A header of more columns than this is not a bank's. */
export const MAX_COLUMNS = 200;
/** A physical line with more separators than this is refused before parsing. */
export const MAX_SEPARATORS = 1_000;

/**
 * Lines (trailing blank ones not counted) past which a file is refused unparsed: twice the rows
 * allowed, room enough for blank lines and quoted fields that span lines.
 */
export const MAX_PHYSICAL_LINES = 2 * (MAX_LINES + 1);

type ColumnParam = keyof typeof DEFAULT_HEADERS;

/** Thrown inside csv-parse's record hook to stop the parse; caught below. */
class Stop extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

export function readCsv(file: string, mapping: CsvMapping): StatementFile {
  let text = file;
  const start = leading(text, 10);
  if (start.startsWith('<') || /^OFXHEADER/i.test(start))
    throw fileError('invalid_format', 'is not CSV: it looks like XML or OFX (send OFX as application/x-ofx)');
  // Trailing blank lines (and spaces) are dropped first: they are no rows, however many.
  text = text.trimEnd();
  const delimiter = scan(text);
  for (const param of Object.keys(DEFAULT_HEADERS) as ColumnParam[])
    if (mapping[param] !== undefined && mapping[param].trim() === '')
      throw paramError(param, 'required', "must name a column: a header's text or a 1-based position");
  const dateFormat = mapping.date_format ?? 'YYYY-MM-DD';
  if (!DATE_FORMATS.includes(dateFormat))
    throw paramError('date_format', 'invalid_enum', `must be one of: ${DATE_FORMATS.join(', ')}`);
  const separator = mapping.decimal_separator ?? '.';
  if (!DECIMAL_SEPARATORS.includes(separator))
    throw paramError('decimal_separator', 'invalid_enum', 'must be one of: ., ,');

  let columns: Columns | undefined;
  let width = 0;
  let row = 0;
  let records = 0;
  const lines: StatementLine[] = [];
  const errors = new RowErrors();

  const onRecord = (record: string[]): null => {
    // Every record counts toward the limit, blank ones and the header included, so that a file
    // of only separators stops here too.
    records += 1;
    if (records > MAX_LINES + 1)
      throw new Stop(fileError('too_many_lines', `must hold at most ${MAX_LINES} rows after the header`));
    if (columns === undefined) {
      if (isBlank(record)) return null;
      if (record.length > MAX_COLUMNS)
        throw new Stop(fileError('too_many_columns', `has a header of more than ${MAX_COLUMNS} columns`));
      width = record.length;
      columns = resolveColumns(record, mapping);
      return null;
    }
    if (isBlank(record)) return null;
    row += 1;
    if (usedWidth(record) > width)
      throw new Stop(
        fileError(
          'invalid_format',
          `row ${row} has ${usedWidth(record)} fields where the header has ${width}: is the separator right?`,
        ),
      );
    const line = readRow(record, row, columns, dateFormat, separator, errors);
    if (line) lines.push(line);
    return null;
  };

  try {
    parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_LINE_CHARS,
      on_record: onRecord,
    });
  } catch (e) {
    if (e instanceof Stop) throw e.error;
    if (e instanceof AppError) throw e;
    throw fileError('invalid_format', `is not valid CSV: ${csvProblem(e)}`);
  }
  if (columns === undefined) throw fileError('empty_file', 'has no header row');
  if (row === 0) throw fileError('empty_file', 'has a header row but no transactions');
  errors.throwIfAny();
  return { format: 'csv', lines, statement: null };
}

/** Why csv-parse refused the text, in its words but without echoing the file. */
function csvProblem(e: unknown): string {
  const code = e instanceof Error && 'code' in e ? String(e.code) : '';
  if (code === 'CSV_MAX_RECORD_SIZE') return `a field is longer than ${MAX_LINE_CHARS} characters`;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is never closed';
  if (code === 'CSV_INVALID_CLOSING_QUOTE') return 'a closing quote is followed by other characters';
  const message = e instanceof Error ? e.message : String(e);
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

/**
 * One pass over the text before parsing: refuses more than MAX_PHYSICAL_LINES lines, a line over
 * MAX_LINE_CHARS or with more than MAX_SEPARATORS separators, and picks the separator: of `,`, `;` and tab, the one the first
 * non-empty line holds most of (a comma when it holds none).
 */
function scan(text: string): string {
  let delimiter: string | undefined;
  let from = 0;
  let lines = 0;
  while (from <= text.length) {
    lines += 1;
    if (lines > MAX_PHYSICAL_LINES)
      throw fileError(
        'too_many_lines',
        `has more than ${MAX_PHYSICAL_LINES} lines: it must hold at most ${MAX_LINES} rows after the header`,
      );
    let end = text.indexOf('\n', from);
    if (end === -1) end = text.length;
    if (end - from > MAX_LINE_CHARS)
      throw fileError('line_too_long', `has a line longer than ${MAX_LINE_CHARS} characters`);
    if (delimiter === undefined && text.slice(from, end).trim() !== '')
      delimiter = pickDelimiter(text, from, end);
    if (delimiter !== undefined && count(text, delimiter, from, end) > MAX_SEPARATORS)
      throw fileError('too_many_columns', `has a line of more than ${MAX_SEPARATORS} separators`);
    from = end + 1;
  }
  return delimiter ?? ',';
}

function pickDelimiter(text: string, from: number, end: number): string {
  let best = ',';
  let most = 0;
  for (const d of [',', ';', '\t']) {
    const n = count(text, d, from, end);
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

function count(text: string, ch: string, from: number, end: number): number {
  const code = ch.charCodeAt(0);
  let n = 0;
  for (let i = from; i < end; i++) if (text.charCodeAt(i) === code) n += 1;
  return n;
}

const isBlank = (record: readonly string[]): boolean => record.every((f) => f.trim() === '');

/** The fields of a record up to its last non-empty one (a trailing separator adds nothing). */
function usedWidth(record: readonly string[]): number {
  let n = record.length;
  while (n > 0 && record[n - 1]!.trim() === '') n -= 1;
  return n;
}

interface Columns {
  date: number;
  amount: number | undefined;
  debit: number | undefined;
  credit: number | undefined;
  description: number | undefined;
  reference: number | undefined;
}

/** The header's columns the mapping names, or the 422 naming the parameter that names none. */
function resolveColumns(header: readonly string[], mapping: CsvMapping): Columns {
  const names = header.map((h) => h.trim().toLowerCase());
  const taken = new Map<number, ColumnParam>();
  const find = (param: ColumnParam, required: boolean): number | undefined => {
    const given = mapping[param];
    let index: number | undefined;
    if (given === undefined || given === '') {
      for (const name of DEFAULT_HEADERS[param]) {
        const i = names.indexOf(name);
        if (i !== -1) {
          index = i;
          break;
        }
      }
      if (index === undefined) {
        if (required)
          throw paramError(
            param,
            'required',
            `is required: no header is named ${DEFAULT_HEADERS[param].map((n) => `"${n}"`).join(' or ')} (the header names ${listed(header)})`,
          );
        return undefined;
      }
    } else {
      index = columnOf(param, given, header, names);
    }
    const other = taken.get(index);
    if (other !== undefined && given !== undefined && given !== '')
      throw paramError(param, 'invalid_value', `names the same column as ${other}`);
    if (other !== undefined) return undefined;
    taken.set(index, param);
    return index;
  };

  const date = find('date_column', true)!;
  const pairGiven = mapping.debit_column !== undefined || mapping.credit_column !== undefined;
  if (mapping.amount_column !== undefined && pairGiven)
    throw paramError(
      mapping.debit_column !== undefined ? 'debit_column' : 'credit_column',
      'invalid_value',
      'cannot be given with amount_column: give amount_column, or debit_column and credit_column',
    );
  if (pairGiven && (mapping.debit_column === undefined || mapping.credit_column === undefined))
    throw paramError(
      mapping.debit_column === undefined ? 'debit_column' : 'credit_column',
      'required',
      'is required with its pair: debit_column and credit_column go together',
    );
  let amount: number | undefined;
  let debit: number | undefined;
  let credit: number | undefined;
  if (pairGiven) {
    debit = find('debit_column', true);
    credit = find('credit_column', true);
  } else {
    amount = find('amount_column', false);
    if (amount === undefined) {
      const d = find('debit_column', false);
      const c = d === undefined ? undefined : find('credit_column', false);
      if (d === undefined || c === undefined)
        throw paramError(
          'amount_column',
          'required',
          `is required (or debit_column and credit_column): no header is named "amount" (the header names ${listed(header)})`,
        );
      debit = d;
      credit = c;
    }
  }
  const description = find('description_column', false);
  const reference = find('reference_column', false);
  return { date, amount, debit, credit, description, reference };
}

/**
 * A column named by a parameter: a header's text (trimmed, case-insensitive), else a 1-based
 * position. A header's text wins over a position: a header named "2" is that column.
 */
function columnOf(param: string, given: string, header: readonly string[], names: readonly string[]): number {
  const wanted = given.trim().toLowerCase();
  const first = names.indexOf(wanted);
  if (first !== -1) {
    if (names.indexOf(wanted, first + 1) !== -1)
      throw paramError(
        param,
        'ambiguous_column',
        `names two columns of the header: use its position instead`,
      );
    return first;
  }
  if (/^\d+$/.test(wanted)) {
    const n = Number(wanted);
    if (n < 1 || n > header.length)
      throw paramError(
        param,
        'unknown_column',
        `must be a position from 1 to ${header.length}, the header's columns`,
      );
    return n - 1;
  }
  throw paramError(param, 'unknown_column', `names no column: the header names ${listed(header)}`);
}

function listed(header: readonly string[]): string {
  const shown = header.slice(0, 20).map((h) => `"${h.trim().slice(0, 40)}"`);
  return header.length > 20 ? `${shown.join(', ')}, …` : shown.join(', ');
}

function readRow(
  record: readonly string[],
  row: number,
  c: Columns,
  dateFormat: DateFormat,
  separator: DecimalSeparator,
  errors: RowErrors,
): StatementLine | undefined {
  const cell = (i: number | undefined) => (i === undefined ? '' : (record[i] ?? '').trim());
  const before = errors.count;
  const posted = csvDate(cell(c.date), dateFormat);
  if (typeof posted !== 'string') errors.add(row, 'posted_date', posted.code, posted.message);
  let amount: string | undefined;
  if (c.amount !== undefined) {
    const a = csvAmount(cell(c.amount), separator);
    if (typeof a === 'string') amount = a;
    else errors.add(row, 'amount', a.code, a.message);
  } else {
    const d = cell(c.debit);
    const k = cell(c.credit);
    if (d === '' && k === '')
      errors.add(row, 'amount', 'required', 'is required: the row has neither a debit nor a credit');
    else {
      const debit = d === '' ? '0' : csvAmount(d, separator);
      const credit = k === '' ? '0' : csvAmount(k, separator);
      if (typeof debit !== 'string') errors.add(row, 'amount', debit.code, `debit ${debit.message}`);
      else if (typeof credit !== 'string') errors.add(row, 'amount', credit.code, `credit ${credit.message}`);
      else amount = difference(credit, debit);
    }
  }
  if (errors.count > before || amount === undefined || typeof posted !== 'string') return undefined;
  const line: StatementLine = { row, posted_date: posted, amount };
  putText(line, 'description', cell(c.description), errors);
  putText(line, 'reference', cell(c.reference), errors);
  return line;
}

interface Problem {
  code: string;
  message: string;
}

/** A date as the bank writes it, in the given format (one-digit days and months allowed). */
export function csvDate(raw: string, format: DateFormat): string | Problem {
  if (raw === '') return { code: 'required', message: 'is required' };
  let y: number;
  let m: number;
  let d: number;
  if (format === 'YYYY-MM-DD') {
    const x = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
    if (!x) return { code: 'invalid_date', message: 'must be a date written YYYY-MM-DD (date_format)' };
    [y, m, d] = [Number(x[1]), Number(x[2]), Number(x[3])];
  } else {
    const x = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(raw);
    if (!x) return { code: 'invalid_date', message: `must be a date written ${format} (date_format)` };
    const [first, second] = [Number(x[1]), Number(x[3])];
    y = Number(x[4]);
    [m, d] = format === 'MM/DD/YYYY' ? [first, second] : [second, first];
  }
  if (!isCalendarDay(y, m, d))
    return { code: 'invalid_date', message: `is not a day of the calendar (${format})` };
  return isoDate(y, m, d);
}

/** What may group thousands: the other separator, an apostrophe, a space, a no-break space. */
const GROUPING: Record<DecimalSeparator, string> = { '.': ",' \u00a0\u202f", ',': ".' \u00a0\u202f" };

/**
 * An amount as a bank's CSV writes it: a sign before it (`-`, `+`, `−`) or a minus after it, or
 * parentheses for a negative; a currency symbol ($ € £ ¥) before the digits; thousands grouped by
 * the other separator, a space or an apostrophe, in groups of three; decimals after
 * `decimal_separator`.
 */
export function csvAmount(raw: string, separator: DecimalSeparator): string | Problem {
  if (raw === '') return { code: 'required', message: 'is required' };
  if (raw.length > 64) return invalidAmount(separator);
  let s = raw.replace(/\u2212/g, '-');
  let signs = 0;
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    signs += 1;
    negative = true;
    s = paren[1]!.trim();
  }
  for (let pass = 0; pass < 2; pass++) {
    const sign = /^([+-])\s*(.*)$/.exec(s);
    if (sign) {
      signs += 1;
      negative = sign[1] === '-';
      s = sign[2]!;
    }
    if (pass === 0) s = s.replace(/^[$€£¥]\s*/, '');
  }
  if (s.endsWith('-')) {
    signs += 1;
    negative = true;
    s = s.slice(0, -1).trimEnd();
  }
  if (signs > 1) return invalidAmount(separator);
  const sep = separator === '.' ? '\\.' : ',';
  const grouped = new RegExp(
    `^(\\d{1,3}(?:([${GROUPING[separator]}])\\d{3})?(?:\\2\\d{3})*)(?:${sep}(\\d+))?$`,
  );
  const plain = new RegExp(`^(\\d*)(?:${sep}(\\d+))?$`);
  let integer: string;
  let fraction: string;
  const p = plain.exec(s);
  if (p && (p[1] !== '' || p[2] !== undefined)) {
    integer = p[1] || '0';
    fraction = p[2] ?? '';
  } else {
    const g = grouped.exec(s);
    if (!g) return invalidAmount(separator);
    integer = g[1]!.replace(/[^\d]/g, '');
    fraction = g[3] ?? '';
  }
  const value = decimalOf(negative, integer, fraction);
  if (value === undefined)
    return {
      code: 'invalid_decimal',
      message: 'must have at most 20 digits before the decimal separator and 10 after',
    };
  return value;
}

const invalidAmount = (separator: DecimalSeparator): Problem => ({
  code: 'invalid_decimal',
  message: `must be an amount such as ${separator === '.' ? '-1,234.56' : '-1.234,56'} (decimal_separator "${separator}")`,
});

/** credit − debit, both taken as magnitudes (a bank writes a debit as 12.00 or as -12.00): exact. */
function difference(credit: string, debit: string): string {
  const c = new Decimal(credit).abs();
  const d = new Decimal(debit).abs();
  const scale = Math.max(scaleOf(credit), scaleOf(debit));
  const r = c.minus(d);
  return r.isZero() ? r.abs().toFixed(scale) : r.toFixed(scale);
}
