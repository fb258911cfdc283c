/** D20 routes beside the bank lines' resource and action routes: GET /v1/bank_lines/{id}/matches. */
import type { FastifyInstance } from 'fastify';
import type { BankMatches } from '../../domain/bank/matching.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, idParams, notFoundResponse } from '../schemas.ts';

const candidate = {
  type: 'object',
  required: [
    'object',
    'ledger_entry_id',
    'effective_date',
    'amount',
    'currency',
    'memo',
    'same_reference',
    'days_apart',
    'document',
  ],
  additionalProperties: false,
  properties: {
    object: { type: 'string', const: 'bank_match' },
    ledger_entry_id: { type: 'string', format: 'uuid', description: 'The journal line to send to `match`.' },
    effective_date: { type: 'string', format: 'date' },
    amount: {
      type: 'string',
      description: "Debit − credit on the account (decimal string): the bank line's amount.",
    },
    currency: { type: 'string' },
    memo: { type: ['string', 'null'] },
    same_reference: {
      type: 'boolean',
      description: "The document's number or reference is the line's reference or check number.",
    },
    days_apart: { type: 'integer', minimum: 0, description: 'Days between the entry and the line.' },
    document: {
      type: 'object',
      required: ['type', 'id', 'number'],
      additionalProperties: false,
      description: 'The document that posted the entry.',
      properties: {
        type: { type: 'string', description: 'Its `object`: `payment`, `expense`, …' },
        id: { type: 'string', format: 'uuid' },
        number: { type: ['string', 'null'], description: 'Its number, where it has one.' },
      },
    },
  },
};

export function registerBankRoutes(app: FastifyInstance, matches: BankMatches): void {
  app.get<{ Params: { id: string } }>(
    '/v1/bank_lines/:id/matches',
    {
      schema: {
        tags: ['BankLine'],
        operationId: 'listBankLineMatches',
        summary: 'Ledger entries a bank line may be matched to',
        description:
          "D20: the journal lines on the line's account that are neither matched nor reconciled, whose debit − credit equals the line's amount, dated within 10 days of it; best first: the same reference or check number, then the nearest date. Send their ids to `POST /v1/bank_lines/{id}/match`.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['object', 'data'],
            additionalProperties: false,
            properties: {
              object: { type: 'string', const: 'list' },
              data: { type: 'array', items: candidate },
            },
          },
          ...errorResponses,
          404: notFoundResponse,
        },
      },
    },
    async (request) => {
      const data = await matches.list(companyOf(request), request.params.id);
      return { object: 'list', data: data.map((c) => ({ object: 'bank_match', ...c })) };
    },
  );
}
