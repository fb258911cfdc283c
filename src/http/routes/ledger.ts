/** GET /v1/ledger_entries and the reports, GET /v1/reports/… (D8; reports.ts). */
import type { FastifyInstance } from 'fastify';
import type { EntriesQuery, LedgerReports } from '../../domain/ledger/reports.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../../kernel/define.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, paginationSchema } from '../schemas.ts';
import { entryDataProperties, registerReportRoutes } from './reports.ts';

const date = { type: 'string', format: 'date' };
/** D20: what bank reconciliation marks on a line (docs/bank.md). */
const bankMarks = {
  bank_line_id: {
    type: ['string', 'null'],
    description: 'The bank line this line is matched to (it is then cleared); null when unmatched.',
  },
  reconciliation_id: {
    type: ['string', 'null'],
    description:
      'The completed reconciliation that settled this line (it is then reconciled: nothing may reverse it, 409 RECONCILED, until that reconciliation is undone); null otherwise.',
  },
  cleared: {
    type: 'boolean',
    description:
      'True when the bank has it: matched to a bank line, ticked in a reconciliation (in progress, or undone and not yet taken over by the next one), or reconciled.',
  },
};

/** A journal line: every field is always there (null where the line has no value). */
const entry = {
  type: 'object',
  required: ['id', 'object', 'data'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'ledger_entry' },
    data: {
      type: 'object',
      required: [...Object.keys(entryDataProperties), ...Object.keys(bankMarks)],
      properties: { ...entryDataProperties, ...bankMarks },
    },
  },
};

export function registerLedgerRoutes(app: FastifyInstance, reports: LedgerReports): void {
  app.get<{ Querystring: EntriesQuery }>(
    '/v1/ledger_entries',
    {
      schema: {
        tags: ['Ledger'],
        operationId: 'listLedgerEntries',
        description:
          'The journal lines documents posted: each has its account, a debit or a credit amount, its effective date and the document that posted it, and (D20) whether the bank has cleared it and which reconciliation settled it.',
        summary: 'List journal lines (append-only; reversals are lines of their own)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT },
            page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
            account_id: { type: 'string', format: 'uuid' },
            document_type: { type: 'string', maxLength: 64 },
            document_id: { type: 'string', format: 'uuid' },
            effective_date_from: date,
            effective_date_to: date,
            cleared: {
              type: 'boolean',
              description:
                'D20: `true` for the cleared lines only (matched to a bank line, ticked in a reconciliation, or reconciled), `false` for the others.',
            },
            reconciliation_id: {
              type: 'string',
              format: 'uuid',
              description:
                'D20: the lines this reconciliation settled (completed) or has ticked (in progress; undone: the lines it gave back).',
            },
            cursor: {
              type: 'string',
              maxLength: 2000,
              description:
                'Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['object', 'data', 'pagination'],
            properties: {
              object: { type: 'string', const: 'list' },
              data: { type: 'array', items: entry },
              pagination: paginationSchema,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => reports.entries(companyOf(request), request.query),
  );

  registerReportRoutes(app, reports);
}
