/** GET /v1/ledger_entries and GET /v1/reports/{type} (D8). */
import type { FastifyInstance } from 'fastify';
import {
  type EntriesQuery,
  type LedgerReports,
  REPORT_TYPES,
  type ReportQuery,
  type ReportType,
} from '../../domain/ledger/reports.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../../resources/define.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, paginationSchema } from '../schemas.ts';

const amount = { type: 'string', description: 'Decimal string.' };
const date = { type: 'string', format: 'date' };
const entry = {
  type: 'object',
  required: ['id', 'object', 'data'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'ledger_entry' },
    data: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        account_id: { type: 'string' },
        debit_amount: amount,
        credit_amount: amount,
        currency: { type: 'string' },
        effective_date: date,
        document_type: { type: 'string' },
        document_id: { type: 'string' },
        reverses_entry_id: { type: ['string', 'null'] },
        memo: { type: ['string', 'null'] },
        created_at: { type: 'string', format: 'date-time' },
        base_debit_amount: {
          ...amount,
          type: ['string', 'null'],
          description:
            "D17: the debit valued in the company's base currency; null only for a foreign line posted before base amounts existed whose rate is unknown (`npx finrec ledger missing-rates`).",
        },
        base_credit_amount: {
          ...amount,
          type: ['string', 'null'],
          description: 'D17: the credit in the base currency.',
        },
        exchange_rate: {
          type: ['string', 'null'],
          description:
            'Base-currency units per unit of `currency` the line was valued at (1 in the base currency).',
        },
      },
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

  app.get<{ Params: { type: ReportType }; Querystring: ReportQuery }>(
    '/v1/reports/:type',
    {
      schema: {
        tags: ['Ledger'],
        operationId: 'getReport',
        description:
          'Computed from the ledger at the time of the request. Point-in-time reports take `as_of` (default today); period reports take `from` and `to`.',
        summary:
          'A report: trial_balance, balance_sheet, ar_aging, ap_aging (as_of), profit_and_loss, general_ledger (from/to)',
        params: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: [...REPORT_TYPES] } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { as_of: date, from: date, to: date },
        },
        response: {
          200: {
            type: 'object',
            required: ['object', 'type', 'data'],
            properties: {
              object: { type: 'string', const: 'report' },
              type: { type: 'string' },
              as_of: date,
              from: date,
              to: date,
              data: {
                type: 'object',
                required: ['rows', 'totals'],
                properties: {
                  rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
                  totals: { type: 'array', items: { type: 'object', additionalProperties: true } },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => reports.report(companyOf(request), request.params.type, request.query),
  );
}
