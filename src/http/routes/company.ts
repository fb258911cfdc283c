/**
 * GET /v1/company and PATCH /v1/company (D18): the authenticated company's settings, with its
 * version as the ETag; PATCH honours If-Match and Idempotency-Key like every write.
 */
import type { FastifyInstance } from 'fastify';
import type { Companies, CompanyPatch, CompanyResult } from '../../domain/company.ts';
import { AppError } from '../../domain/errors.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, errorSchema, ifMatchHeaders, staleResponse } from '../schemas.ts';
import { etag, ifMatchVersion, writeAndAnswer } from './shared.ts';

const LOCK_DATE_DOC =
  'Nothing posts, reverses or changes in the ledger on or before this date (409 PERIOD_LOCKED); null when no period is locked.';
const FISCAL_MONTH_DOC =
  'The month (1–12) the fiscal year starts in, on its first day: the balance sheet splits earnings into retained (earlier fiscal years) and current (this one).';
const CURRENCY_DOC =
  'ISO 4217 code of the currency the books are kept in; changes only while nothing has posted (409 BASE_CURRENCY_LOCKED).';

export const companyRecordSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'data'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid', readOnly: true },
    object: { type: 'string', const: 'company', readOnly: true },
    data: {
      type: 'object',
      additionalProperties: false,
      required: [
        'id',
        'name',
        'base_currency',
        'lock_date',
        'fiscal_year_start_month',
        'created_at',
        'updated_at',
        'version',
      ],
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        name: { type: 'string' },
        base_currency: { type: 'string', pattern: '^[A-Z]{3}$', description: CURRENCY_DOC },
        lock_date: { type: ['string', 'null'], format: 'date', description: LOCK_DATE_DOC },
        fiscal_year_start_month: { type: 'integer', minimum: 1, maximum: 12, description: FISCAL_MONTH_DOC },
        created_at: { type: 'string', format: 'date-time', readOnly: true },
        updated_at: { type: 'string', format: 'date-time', readOnly: true },
        version: { type: 'integer', minimum: 1, readOnly: true },
      },
    },
  },
};

const patchSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    base_currency: {
      type: 'string',
      pattern: '^[A-Z]{3}$',
      maxLength: 3,
      'x-finrec-kind': 'currency',
      description: CURRENCY_DOC,
    },
    lock_date: { type: ['string', 'null'], format: 'date', description: LOCK_DATE_DOC },
    fiscal_year_start_month: { type: 'integer', minimum: 1, maximum: 12, description: FISCAL_MONTH_DOC },
  },
};

const answer = (res: CompanyResult) => ({
  status: 200,
  headers: { etag: etag(res.version) },
  body: res.record,
});

export function registerCompanyRoutes(app: FastifyInstance, companies: Companies): void {
  const tags = ['Company'];
  app.get(
    '/v1/company',
    {
      schema: {
        tags,
        operationId: 'getCompany',
        summary: 'Get the company the token belongs to',
        description: 'Its name, base currency, lock date and fiscal year (D18); the ETag is its version.',
        response: { 200: companyRecordSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { record, version } = await companies.get(companyOf(request));
      return reply.header('ETag', etag(version)).send(record);
    },
  );

  app.patch<{ Body: CompanyPatch }>(
    '/v1/company',
    {
      schema: {
        tags,
        operationId: 'updateCompany',
        summary: 'Change the company: lock date, fiscal year start, base currency, name',
        description:
          'Changes only the fields sent and writes a `company.updated` event; a PATCH that changes nothing writes none. If-Match protects against lost updates.',
        headers: ifMatchHeaders,
        body: patchSchema,
        response: {
          200: companyRecordSchema,
          ...errorResponses,
          409: { description: 'BASE_CURRENCY_LOCKED: something has posted', ...errorSchema },
          412: staleResponse,
        },
      },
    },
    async (request, reply) =>
      writeAndAnswer(
        request,
        reply,
        (key) => companies.update(companyOf(request), request.body, ifMatchVersion(request), key),
        answer,
      ),
  );

  // The company is neither created nor deleted through the API (the CLI and dashboard make it).
  const notAllowed = async (): Promise<never> => {
    throw new AppError('METHOD_NOT_ALLOWED', 'This method is not allowed here; allowed: GET, PATCH.', {
      headers: { Allow: 'GET, PATCH' },
    });
  };
  for (const method of ['POST', 'PUT', 'DELETE'] as const)
    app.route({ method, url: '/v1/company', schema: { hide: true }, handler: notAllowed });
}
