/**
 * `POST /v1/bank_lines/import` (D20): the bank's file is the body, its Content-Type says what it
 * is. The three media types are read as raw bytes (at most 5 MiB) by parsers registered in this
 * route's own scope only; every other Content-Type, JSON included, is a 415 here. The file is read
 * and stored by the domain (domain/bank/import.ts); this module only routes, documents and answers.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { BankImportAnswer, BankImports } from '../../domain/bank/import.ts';
import {
  type BodyKind,
  type CsvMapping,
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  MAX_FILE_BYTES,
  MAX_LINES,
  STATEMENT_MEDIA_TYPES,
} from '../../domain/bank/statement-files.ts';
import { AppError } from '../../domain/errors.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import { charsetOf } from '../json-body.ts';
import { errorResponse, errorResponses } from '../schemas.ts';
import { validatorCompiler } from '../validation.ts';
import { writeAndAnswer } from './shared.ts';

export const BANK_IMPORT_PATH = '/v1/bank_lines/import';

const column = (what: string, defaults: string): JsonSchema => ({
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: `CSV only: the column of ${what}, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: ${defaults}.`,
});

const query: JsonSchema = {
  type: 'object',
  required: ['account_id'],
  additionalProperties: false,
  properties: {
    account_id: {
      type: 'string',
      maxLength: 64,
      description: 'The asset or liability account (a bank account, a card) the lines are imported into.',
    },
    date_column: column(
      'the posted date',
      'the header `date`, `posted date`, `posting date`, `transaction date` or `booking date`',
    ),
    amount_column: column('the signed amount (positive money in)', 'the header `amount`'),
    debit_column: column(
      'debits (money out), with `credit_column` instead of `amount_column`',
      'the header `debit` when there is no `amount` header',
    ),
    credit_column: column(
      'credits (money in), with `debit_column` instead of `amount_column`',
      'the header `credit` when there is no `amount` header',
    ),
    description_column: column('the description', 'the header `description`, when there is one'),
    reference_column: column('the reference', 'the header `reference`, when there is one'),
    date_format: {
      type: 'string',
      enum: [...DATE_FORMATS],
      description: 'CSV only: how the dates are written. Default `YYYY-MM-DD`.',
    },
    decimal_separator: {
      type: 'string',
      enum: [...DECIMAL_SEPARATORS],
      description:
        'CSV only: the decimal separator of the amounts (the other one, a space or an apostrophe may group thousands). Default `.`.',
    },
  },
};

const fileBody = (description: string) => ({ schema: { type: 'string', description } });

const answer: JsonSchema = {
  type: 'object',
  required: [
    'object',
    'imported',
    'duplicates',
    'statement_id',
    'line_ids',
    'matched',
    'categorized',
    'excluded',
  ],
  additionalProperties: false,
  properties: {
    object: { type: 'string', const: 'bank_import' },
    imported: { type: 'integer', minimum: 0, description: 'Lines stored.' },
    duplicates: {
      type: 'integer',
      minimum: 0,
      description:
        'Lines the account already had (by fitid, else by date, amount, description and occurrence), skipped.',
    },
    statement_id: {
      type: ['string', 'null'],
      description: 'The bank statement the file stated (OFX or CAMT.053 with balances), else null.',
    },
    line_ids: {
      type: 'array',
      maxItems: MAX_LINES,
      items: { type: 'string' },
      description: "The ids of the lines stored, in the file's order.",
    },
    matched: { type: 'integer', minimum: 0, description: 'Lines auto-matched to a ledger entry on import.' },
    categorized: { type: 'integer', minimum: 0, description: 'Lines a bank rule categorized on import.' },
    excluded: { type: 'integer', minimum: 0, description: 'Lines a bank rule excluded on import.' },
  },
};

/** The body's bytes are never validated as JSON: its schema only documents the media types. */
const bytesNotValidated: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

const MEDIA_TYPES = Object.keys(STATEMENT_MEDIA_TYPES);
const WHAT_TO_SEND = `Send the bank's file as the body with Content-Type ${MEDIA_TYPES.join(', ')}.`;

/** Charsets a bank's file may declare: UTF-8 (or ASCII) read as such, the Latin ones as Windows-1252. */
const CHARSETS = new Set([
  'utf-8',
  'utf8',
  'us-ascii',
  'ascii',
  'windows-1252',
  'cp1252',
  'iso-8859-1',
  'latin1',
]);

export function registerBankImportRoute(app: FastifyInstance, imports: BankImports): void {
  void app.register(async (scope) => {
    // In this scope only: the three media types as bytes; JSON and every other type refused.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      MEDIA_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
      (request, _body, done) =>
        done(
          new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            `Content-Type ${String(request.headers['content-type']).slice(0, 60)} is not a bank file here. ${WHAT_TO_SEND}`,
          ),
        ),
    );
    scope.post<{ Querystring: Record<string, string> }>(
      BANK_IMPORT_PATH,
      {
        bodyLimit: MAX_FILE_BYTES,
        validatorCompiler: bytesNotValidated,
        // A body over the limit is refused from its Content-Length, naming this route's limit.
        preParsing: async (request, _reply, payload) => {
          if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES)
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              'The file is larger than 5 MiB, the most an import takes.',
            );
          return payload;
        },
        schema: {
          tags: ['BankLine'],
          operationId: 'importBankLines',
          summary: 'Import a bank statement file',
          description: `Stores the lines of a bank's file as bank lines of one asset or liability account, all or nothing (D20, docs/bank.md "Importing statements"). The body is the file: \`text/csv\` (a header row; columns mapped by the query parameters), \`application/x-ofx\` (OFX 1.x SGML or 2.x XML) or \`application/xml\` (ISO 20022 CAMT.053). At most 5 MiB and ${MAX_LINES.toLocaleString('en-US')} lines. A bad row is a 422 naming \`file.row.<n>.<field>\` (rows numbered from 1: the first data row after a CSV's header, the n-th OFX or CAMT transaction), a file that is not what its Content-Type says a 422 naming \`file\`; XML declaring a DOCTYPE or entities is refused unread. Lines the account already has are skipped and counted as \`duplicates\`. An OFX or CAMT file stating balances also makes a bank statement (\`statement_id\`). Each line stored writes a \`bank_line.created\` event. Answers 201, also when every line was a duplicate.`,
          querystring: query,
          body: {
            content: {
              'text/csv': fileBody('A CSV export with a header row.'),
              'application/x-ofx': fileBody('An OFX 1.x (SGML) or 2.x (XML) bank or card statement.'),
              'application/xml': fileBody('An ISO 20022 CAMT.053 bank-to-customer statement.'),
            },
          },
          response: {
            201: answer,
            ...errorResponses,
            409: errorResponse(
              'IdempotencyKeyInUse',
              'IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running',
            ),
            413: errorResponse('FileTooLarge', 'The file is over 5 MiB'),
            415: errorResponse(
              'NotABankFile',
              'The Content-Type is none of text/csv, application/x-ofx, application/xml, or declares a charset other than UTF-8 or a Latin one',
            ),
          },
        },
      },
      async (request, reply) => {
        const kind = kindOf(request.headers['content-type'], request.body);
        const { account_id: accountId, ...params } = request.query;
        const mapping: CsvMapping = params;
        const body = request.body;
        if (!(body instanceof Uint8Array)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', WHAT_TO_SEND);
        return writeAndAnswer<BankImportAnswer>(
          request,
          reply,
          (key) => imports.import(companyOf(request), accountId ?? '', body, kind, mapping, key),
          (res) => ({ status: 201, body: res }),
        );
      },
    );
  });
}

/** What the Content-Type declares the body to be; a 415 for what is not a bank file. */
function kindOf(contentType: string | undefined, body: unknown): BodyKind {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  const kind = type === undefined ? undefined : STATEMENT_MEDIA_TYPES[type];
  if (kind === undefined || !(body instanceof Uint8Array))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', WHAT_TO_SEND);
  const charset = charsetOf(contentType);
  if (charset !== undefined && !CHARSETS.has(charset))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The file declares charset=${charset.slice(0, 40)}: send it in UTF-8 or Windows-1252 (ISO-8859-1).`,
    );
  return kind;
}
