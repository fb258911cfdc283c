/**
 * What the readers of bank statement files (D20) share: the shape they give, the limits, the
 * decoding of bytes to text, exact amounts and dates, and the errors, named `file`,
 * `file.row.N.<field>` or a query parameter, thrown as the catalogue's 422.
 *
 * Pure: no storage, no HTTP. A reader is given the whole body (at most MAX_FILE_BYTES) and either
 * returns every line or throws; nothing half-read leaves it.
 */
import { AppError, type FieldError, validationError } from '../errors.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_LINES = 10_000;
/** A physical line of a CSV longer than this is refused before the CSV parser sees the file. */
export const MAX_LINE_CHARS = 65_536;
/** A text field of a bank line (description, payee, reference, …), as every text field of the API. */
export const MAX_TEXT = 10_000;
/** How deep an OFX or CAMT document may nest (a real one nests 6 to 10 levels). */
export const MAX_XML_DEPTH = 32;
/** Errors listed in one 422 (the kernel's MAX_FIELD_ERRORS); past them rows are only counted. */
export const MAX_ROW_ERRORS = 100;

export type StatementFormat = 'csv' | 'ofx' | 'camt053';

/** One transaction of the file, as a bank line will hold it. */
export interface StatementLine {
  /** 1 for the first data row after the header (CSV), the n-th transaction (OFX, CAMT). */
  row: number;
  /** YYYY-MM-DD. */
  posted_date: string;
  /** Exact signed decimal: positive money in, negative money out. */
  amount: string;
  description?: string;
  payee?: string;
  reference?: string;
  check_number?: string;
  fitid?: string;
}

/** The balances an OFX or CAMT file states; they follow the lines' sign (ending = starting + Σ amounts). */
export interface StatementBalances {
  start_date: string;
  end_date: string;
  starting_balance: string;
  ending_balance: string;
}

export interface StatementFile {
  format: StatementFormat;
  lines: StatementLine[];
  statement: StatementBalances | null;
  /** The currency the file states (OFX CURDEF, CAMT Ccy); a CSV states none. */
  currency?: string;
}

/** A problem with the file as a whole: a 422 naming `file`. */
export function fileError(code: string, message: string): AppError {
  return validationError([{ field: 'file', code, message }]);
}

/** A problem with a query parameter (the CSV mapping). */
export function paramError(field: string, code: string, message: string): AppError {
  return validationError([{ field, code, message }]);
}

/** Row errors, gathered so that one 422 names every bad row (up to MAX_ROW_ERRORS). */
export class RowErrors {
  private readonly list: FieldError[] = [];
  private extra = 0;

  add(row: number, field: string, code: string, message: string): void {
    if (this.list.length < MAX_ROW_ERRORS)
      this.list.push({ field: `file.row.${row}.${field}`, code, message });
    else this.extra += 1;
  }

  get count(): number {
    return this.list.length + this.extra;
  }

  /** Throws the 422 when there is anything to say. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    const e = validationError(this.list);
    if (this.extra > 0)
      throw new AppError(
        e.code,
        `The file has ${this.count} invalid fields; the first ${this.list.length} are listed.`,
        { errors: this.list },
      );
    throw e;
  }
}

/**
 * The body as text: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not valid UTF-8
 * (what US and European banks' exports often are, and which decodes every byte). A NUL byte, or a
 * UTF-16 byte order mark, is not a text file a bank gives: refused.
 */
export function decodeText(body: Uint8Array): string {
  if (body.length > MAX_FILE_BYTES)
    throw fileError('too_large', `must be at most ${MAX_FILE_BYTES} bytes (5 MiB)`);
  if ((body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff))
    throw fileError('invalid_encoding', 'is UTF-16: send the file as UTF-8 (or Windows-1252)');
  if (body.indexOf(0) !== -1) throw fileError('invalid_encoding', 'holds a NUL byte: it is not a text file');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  return text;
}

/** The text after the whitespace at its start (a BOM is already gone). */
export const leading = (text: string, n: number): string => text.slice(0, 4096).trimStart().slice(0, n);

const DECIMAL_LIMITS = { integer: 20, fraction: 10 };

/**
 * A decimal as the API writes one, from its parts: sign, integer digits (leading zeros dropped),
 * the fraction as written. `undefined` when it has more digits than the API holds (20 integer,
 * 10 fraction).
 */
export function decimalOf(negative: boolean, integer: string, fraction: string): string | undefined {
  const int = integer.replace(/^0+(?=\d)/, '') || '0';
  if (int.length > DECIMAL_LIMITS.integer || fraction.length > DECIMAL_LIMITS.fraction) return undefined;
  const body = fraction ? `${int}.${fraction}` : int;
  const zero = /^[0.]*$/.test(body);
  return negative && !zero ? `-${body}` : body;
}

/** How many decimals a decimal string is written with (`12.50` → 2): decimal.js does not keep it. */
export const scaleOf = (d: string): number => {
  const point = d.indexOf('.');
  return point === -1 ? 0 : d.length - point - 1;
};

/** The negation of a decimal string of `decimalOf`. */
export const negate = (d: string): string =>
  d.startsWith('-') ? d.slice(1) : /^[0.]*$/.test(d) ? d : `-${d}`;

/**
 * A plain decimal as XML formats write it (OFX TRNAMT and BALAMT, CAMT Amt): optional sign,
 * digits, a point — or, as OFX allows, a comma — and decimals. No grouping.
 */
export function plainDecimal(raw: string): string | undefined {
  const m = /^([+-])?(\d*)(?:[.,](\d*))?$/.exec(raw.trim());
  if (!m) return undefined;
  const [, sign, integer = '', fraction = ''] = m;
  if (integer === '' && fraction === '') return undefined;
  return decimalOf(sign === '-', integer, fraction);
}

/** Whether y-m-d is a day of the calendar (years 0001 to 9999). */
export function isCalendarDay(y: number, m: number, d: number): boolean {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = [
    31,
    (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= days[m - 1]!;
}

export const isoDate = (y: number, m: number, d: number): string =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A text field of a line: trimmed, inner runs of whitespace kept; empty is absent. */
export function cleanText(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const t = raw.trim();
  return t === '' ? undefined : t;
}

/** Sets the optional text fields of a line, refusing one longer than MAX_TEXT. */
export function putText(
  line: StatementLine,
  field: 'description' | 'payee' | 'reference' | 'check_number' | 'fitid',
  raw: string | undefined,
  errors: RowErrors,
): void {
  const value = cleanText(raw);
  if (value === undefined) return;
  if (value.length > MAX_TEXT) {
    errors.add(line.row, field, 'too_long', `must be at most ${MAX_TEXT} characters`);
    return;
  }
  line[field] = value;
}
