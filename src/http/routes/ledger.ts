/** GET /v1/ledger_entries and the reports, GET /v1/reports/… (D8; reports.ts). */
import type { FastifyInstance } from 'fastify';
import type { EntriesQuery, LedgerReports } from '../../domain/ledger/reports.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../../kernel/define.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, paginationSchema } from '../schemas.ts';
import { entryDataProperties, registerReportRoutes } from './reports.ts';

const date = { type: 'string', format: 'date' };
/** A journal line: every field is always there (null where the line has no value). */
const entry = {
  type: 'object',
  required: ['id', 'object', 'data'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'ledger_entry' },
    data: { type: 'object', required: Object.keys(entryDataProperties), properties: entryDataProperties },
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
          'The journal lines documents posted: each has its account, a debit or a credit amount, its effective date and the document that posted it.',
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
