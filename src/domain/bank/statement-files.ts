/**
 * Reading a bank statement file (D20): the body of `POST /v1/bank_lines/import`, as its
 * Content-Type says it is — `text/csv`, `application/x-ofx` (OFX 1.x SGML or 2.x XML) or
 * `application/xml` (ISO 20022 CAMT.053) — into the lines it holds and, when it states them, the
 * statement's balances. Pure: bytes and query parameters in, a `StatementFile` out or a 422
 * naming `file`, `file.row.N.<field>` or the parameter.
 *
 * The formats' mappings are in csv.ts, ofx.ts and camt053.ts; limits and shared rules in
 * file-common.ts; what makes XML safe to read in xml.ts.
 */

import { readCamt053 } from './camt053.ts';
import { CSV_MAPPING_PARAMS, type CsvMapping, readCsv } from './csv.ts';
import { decodeText, fileError, paramError, type StatementFile } from './file-common.ts';
import { readOfx } from './ofx.ts';

export type { CsvMapping, DateFormat, DecimalSeparator } from './csv.ts';
export { CSV_MAPPING_PARAMS, DATE_FORMATS, DECIMAL_SEPARATORS } from './csv.ts';
export type { StatementBalances, StatementFile, StatementFormat, StatementLine } from './file-common.ts';
export { MAX_FILE_BYTES, MAX_LINES } from './file-common.ts';

/** What a body is declared to be, by its media type. */
export type BodyKind = 'csv' | 'ofx' | 'xml';

/** The media types an import accepts, and what each declares. */
export const STATEMENT_MEDIA_TYPES: Readonly<Record<string, BodyKind>> = {
  'text/csv': 'csv',
  'application/x-ofx': 'ofx',
  'application/xml': 'xml',
};

/** Reads the file; `mapping` (the CSV query parameters) must be empty for OFX and CAMT. */
export function readStatementFile(body: Uint8Array, kind: BodyKind, mapping: CsvMapping = {}): StatementFile {
  if (kind !== 'csv')
    for (const param of CSV_MAPPING_PARAMS)
      if (mapping[param] !== undefined)
        throw paramError(param, 'not_applicable', 'applies to CSV files (text/csv) only');
  const text = decodeText(body);
  if (text.trim() === '') throw fileError('empty_file', 'is empty');
  switch (kind) {
    case 'csv':
      return readCsv(text, mapping);
    case 'ofx':
      return readOfx(text);
    case 'xml':
      return readCamt053(text);
  }
}
