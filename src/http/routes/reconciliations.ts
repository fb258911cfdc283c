/**
 * Bank reconciliations (D20, docs/bank.md "Reconciling"): `/v1/reconciliations` (create, get,
 * list, PATCH, `complete`, `undo`) and `GET /v1/reports/reconciliation`. Every write answers the
 * reconciliation with its version as the ETag, and honours If-Match and Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import {
  REPORT_ITEMS_DEFAULT,
  REPORT_ITEMS_MAX,
  type ReconciliationCreate,
  type ReconciliationListQuery,
  type ReconciliationPatch,
  type ReconciliationReportQuery,
  type ReconciliationResult,
  type Reconciliations,
} from '../../domain/reconciliations.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../../kernel/define.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import {
  errorResponse,
  errorResponses,
  idParams,
  ifMatchHeaders,
  notFoundResponse,
  paginationSchema,
  staleResponse,
} from '../schemas.ts';
import { etag, ifMatchVersion, writeAndAnswer } from './shared.ts';

const TAGS = ['Reconciliations'];
const date = { type: 'string', format: 'date' };
const uuid = { type: 'string', format: 'uuid' };
const balance = {
  type: 'string',
  pattern: '^-?\\d{1,15}(\\.\\d{1,4})?$',
  maxLength: 21,
  description:
    "A decimal string in the account's normal sign, as its statement shows it: debit − credit for an asset, credit − debit for a liability (a card's balance owed is positive); at most the currency's minor-unit decimals.",
  examples: ['1250.00'],
};
const amount = { type: 'string', description: 'Decimal string.' };
const entryIds = (what: string): JsonSchema => ({
  type: 'array',
  maxItems: 1000,
  uniqueItems: true,
  items: uuid,
  description: what,
});

const STATUS_DOC =
  '`in_progress` until it is completed (at most one per account); `completed`: its lines are reconciled; `undone`: it was completed, then undone (its lines are cleared again).';

export const reconciliationSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'data'],
  additionalProperties: false,
  properties: {
    id: { ...uuid, readOnly: true },
    object: { type: 'string', const: 'reconciliation', readOnly: true },
    data: {
      type: 'object',
      additionalProperties: false,
      required: [
        'id',
        'account_id',
        'statement_date',
        'ending_balance',
        'beginning_balance',
        'cleared_entry_ids',
        'cleared_balance',
        'difference',
        'status',
        'currency',
        'created_at',
        'updated_at',
        'completed_at',
        'undone_at',
        'version',
      ],
      properties: {
        id: { ...uuid, readOnly: true },
        account_id: { ...uuid, description: 'The bank or card account (an asset or a liability).' },
        statement_date: { ...date, description: "The statement's last day." },
        ending_balance: { ...balance, description: `The statement's ending balance. ${balance.description}` },
        beginning_balance: {
          ...amount,
          readOnly: true,
          description:
            "The ending balance of the account's last completed reconciliation when this one was created; 0.00 for the first.",
        },
        cleared_entry_ids: {
          type: 'array',
          items: uuid,
          readOnly: true,
          description:
            'The journal lines (ledger entry ids) it ticks, in id order: on creation every cleared line of the account dated on or before `statement_date` and not yet reconciled (matched to a bank line, or given back by an undone reconciliation); then as PATCH ticks and unticks them. Completed: the lines it reconciled.',
        },
        cleared_balance: {
          ...amount,
          readOnly: true,
          description: 'beginning_balance + the ticked lines, in the account’s normal sign.',
        },
        difference: {
          ...amount,
          readOnly: true,
          description: 'ending_balance − cleared_balance: it completes only at 0.00.',
        },
        status: {
          type: 'string',
          enum: ['in_progress', 'completed', 'undone'],
          readOnly: true,
          description: STATUS_DOC,
        },
        currency: {
          type: 'string',
          readOnly: true,
          description:
            "The balances' currency: the base currency (each line at its base value), or the account's own `currency` when it is a foreign one (its lines in that currency).",
        },
        created_at: { type: 'string', format: 'date-time', readOnly: true },
        updated_at: { type: 'string', format: 'date-time', readOnly: true },
        completed_at: { type: ['string', 'null'], format: 'date-time', readOnly: true },
        undone_at: { type: ['string', 'null'], format: 'date-time', readOnly: true },
        version: { type: 'integer', minimum: 1, readOnly: true },
      },
    },
  },
};

const createSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account_id', 'statement_date', 'ending_balance'],
  properties: {
    account_id: { ...uuid, description: 'The bank or card account: an asset or a liability of the company.' },
    statement_date: {
      ...date,
      description:
        "The statement's last day: after the statement date of the account's last completed reconciliation.",
    },
    ending_balance: { ...balance, description: `The statement's ending balance. ${balance.description}` },
  },
};

const patchSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    statement_date: {
      ...date,
      description:
        "A new statement date (after the last completed reconciliation's); ticked lines dated after it are unticked.",
    },
    ending_balance: { ...balance, description: `A new ending balance. ${balance.description}` },
    add_entry_ids: entryIds(
      'Journal lines to tick as cleared: lines of the account, dated on or before the statement date, not reconciled. A line ticked already stays ticked.',
    ),
    remove_entry_ids: entryIds('Ticked journal lines to untick.'),
  },
};

const listSchema: JsonSchema = {
  type: 'object',
  required: ['object', 'data', 'pagination'],
  properties: {
    object: { type: 'string', const: 'list' },
    data: { type: 'array', items: reconciliationSchema },
    pagination: paginationSchema,
  },
};

const outstanding: JsonSchema = {
  type: 'object',
  required: ['total', 'count', 'items'],
  properties: {
    total: { ...amount, description: 'Of every outstanding line of the side, listed or not.' },
    count: { type: 'integer', minimum: 0, description: 'How many lines are outstanding on this side.' },
    items: {
      description: 'The first `limit` of them, by date (D11: the answer is bounded).',
      type: 'array',
      items: {
        type: 'object',
        required: [
          'entry_id',
          'effective_date',
          'amount',
          'document_type',
          'document_id',
          'document_number',
          'memo',
        ],
        properties: {
          entry_id: { type: 'string', description: 'The journal line (ledger entry id).' },
          effective_date: date,
          amount: {
            ...amount,
            description: 'Positive: what it brings in (a deposit) or takes out (a payment).',
          },
          document_type: { type: 'string' },
          document_id: { type: 'string' },
          document_number: { type: ['string', 'null'] },
          memo: { type: ['string', 'null'] },
        },
      },
    },
  },
};

const reportSchema: JsonSchema = {
  type: 'object',
  required: ['object', 'type', 'account_id', 'as_of', 'reconciliation_id', 'currency', 'data'],
  properties: {
    object: { type: 'string', const: 'report' },
    type: { type: 'string', const: 'reconciliation' },
    account_id: { type: 'string' },
    as_of: date,
    reconciliation_id: {
      type: ['string', 'null'],
      description:
        "The reconciliation asked for; with `account_id` and `as_of`, the account's last completed reconciliation of a statement on or before `as_of` (null when none).",
    },
    currency: { type: 'string', description: 'The currency of every amount (see Reconciliation.currency).' },
    data: {
      type: 'object',
      required: [
        'ending_balance',
        'outstanding_deposits',
        'outstanding_payments',
        'book_balance',
        'ledger_balance',
        'difference',
      ],
      properties: {
        ending_balance: {
          ...amount,
          description:
            "The statement's ending balance: the reconciliation's; with `account_id` and `as_of`, that of the last completed reconciliation on or before `as_of` (0.00 when none).",
        },
        outstanding_deposits: {
          ...outstanding,
          description:
            'Lines bringing money in, dated by `as_of` and not settled by then (not reconciled by a reconciliation of a statement on or before it, nor ticked in the reconciliation asked for), by date.',
        },
        outstanding_payments: { ...outstanding, description: 'Lines taking money out, likewise.' },
        book_balance: {
          ...amount,
          description: 'ending_balance + outstanding_deposits.total − outstanding_payments.total.',
        },
        ledger_balance: {
          ...amount,
          description: "The account's balance on the ledger at the end of `as_of`, in its normal sign.",
        },
        difference: {
          ...amount,
          description:
            'book_balance − ledger_balance: 0.00 when the statement and the books agree; for a reconciliation in progress, its difference.',
        },
      },
    },
  },
};

const reportQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reconciliation_id: { ...uuid, description: 'A reconciliation: the report on its statement date.' },
    account_id: { ...uuid, description: 'Without reconciliation_id: the account to report on.' },
    as_of: { ...date, description: 'With account_id: the day (default today).' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: REPORT_ITEMS_MAX,
      default: REPORT_ITEMS_DEFAULT,
      description: `Items listed per side, earliest first, 1 to ${REPORT_ITEMS_MAX}; default ${REPORT_ITEMS_DEFAULT}. The totals and counts are of every outstanding line.`,
    },
  },
};

const conflict = errorResponse(
  'ReconciliationConflict',
  'RECONCILIATION_IN_PROGRESS (the account has one in progress), OUT_OF_BALANCE (complete: the difference is not 0.00; the message names it), INVALID_STATE_TRANSITION (not in a status this starts from; undo: not the latest completed), IDEMPOTENCY_KEY_IN_USE',
);

const answer = (status: number) => (res: ReconciliationResult) => ({
  status,
  headers: { etag: etag(res.version) },
  body: res.record,
});

export function registerReconciliationRoutes(app: FastifyInstance, reconciliations: Reconciliations): void {
  app.post<{ Body: ReconciliationCreate }>(
    '/v1/reconciliations',
    {
      schema: {
        tags: TAGS,
        operationId: 'createReconciliation',
        summary: 'Start reconciling a statement',
        description:
          "Starts a reconciliation of one bank or card account's statement, in progress, with every cleared line of the account dated on or before `statement_date` and not yet reconciled ticked. Its event: `reconciliation.created`.",
        body: createSchema,
        response: {
          201: reconciliationSchema,
          ...errorResponses,
          409: conflict,
        },
      },
    },
    async (request, reply) =>
      writeAndAnswer(
        request,
        reply,
        (key) => reconciliations.create(companyOf(request), request.body, key),
        answer(201),
      ),
  );

  app.get<{ Querystring: ReconciliationListQuery }>(
    '/v1/reconciliations',
    {
      schema: {
        tags: TAGS,
        operationId: 'listReconciliations',
        summary: 'List reconciliations',
        description: 'Oldest first; filtered by account and status.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT },
            page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
            account_id: uuid,
            status: { type: 'string', enum: ['in_progress', 'completed', 'undone'] },
            cursor: {
              type: 'string',
              maxLength: 2000,
              description:
                'Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored.',
            },
          },
        },
        response: { 200: listSchema, ...errorResponses },
      },
    },
    async (request) => reconciliations.list(companyOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/reconciliations/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getReconciliation',
        summary: 'Get a reconciliation',
        description: 'Its balances, its ticked lines and its status; the ETag is its version.',
        params: idParams,
        response: { 200: reconciliationSchema, ...errorResponses, 404: notFoundResponse },
      },
    },
    async (request, reply) => {
      const res = await reconciliations.get(companyOf(request), request.params.id);
      return reply.header('ETag', etag(res.version)).send(res.record);
    },
  );

  app.patch<{ Params: { id: string }; Body: ReconciliationPatch }>(
    '/v1/reconciliations/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateReconciliation',
        summary: 'Tick and untick lines, or correct the statement',
        description:
          'Only while in progress. Ticks (`add_entry_ids`) and unticks (`remove_entry_ids`) journal lines by hand, as a bookkeeper does without a bank line, and may correct `statement_date` and `ending_balance`. Every bad id is a 422 naming it (`add_entry_ids.2`), and nothing changes. Its event: `reconciliation.updated` (none when nothing changed).',
        params: idParams,
        headers: ifMatchHeaders,
        body: patchSchema,
        response: {
          200: reconciliationSchema,
          ...errorResponses,
          404: notFoundResponse,
          409: conflict,
          412: staleResponse,
        },
      },
    },
    async (request, reply) =>
      writeAndAnswer(
        request,
        reply,
        (key) =>
          reconciliations.update(
            companyOf(request),
            request.params.id,
            request.body,
            ifMatchVersion(request),
            key,
          ),
        answer(200),
      ),
  );

  const action = (name: 'complete' | 'undo', summary: string, description: string) =>
    app.post<{ Params: { id: string } }>(
      `/v1/reconciliations/:id/${name}`,
      {
        schema: {
          tags: TAGS,
          operationId: `${name}Reconciliation`,
          summary,
          description,
          params: idParams,
          headers: ifMatchHeaders,
          body: { type: 'object', additionalProperties: false, properties: {} },
          response: {
            200: reconciliationSchema,
            ...errorResponses,
            404: notFoundResponse,
            409: conflict,
            412: staleResponse,
          },
        },
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
        },
      },
      async (request, reply) =>
        writeAndAnswer(
          request,
          reply,
          (key) => reconciliations[name](companyOf(request), request.params.id, ifMatchVersion(request), key),
          answer(200),
        ),
    );
  action(
    'complete',
    'Complete a reconciliation in balance',
    'Only in progress and with `difference` 0.00 (else 409 OUT_OF_BALANCE naming the difference): its ticked lines become reconciled (`reconciliation_id` on each), and nothing may reverse them (409 RECONCILED) until it is undone. Its event: `reconciliation.completed`.',
  );
  action(
    'undo',
    'Undo the latest completed reconciliation',
    "Only the account's latest completed reconciliation, and not while the account has one in progress: its lines are no longer reconciled, and stay cleared until the account's next reconciliation takes them over. Its event: `reconciliation.undone`.",
  );

  // A reconciliation is changed by PATCH and its actions, and never deleted (undo it instead).
  const notAllowed = async (): Promise<never> => {
    throw new AppError('METHOD_NOT_ALLOWED', 'This method is not allowed here; allowed: GET, PATCH.', {
      headers: { Allow: 'GET, PATCH' },
    });
  };
  for (const method of ['PUT', 'DELETE'] as const)
    app.route({ method, url: '/v1/reconciliations/:id', schema: { hide: true }, handler: notAllowed });

  app.get<{ Querystring: ReconciliationReportQuery }>(
    '/v1/reports/reconciliation',
    {
      schema: {
        tags: ['Ledger'],
        operationId: 'getReconciliationReport',
        summary: 'Reconciliation report: statement, outstanding items, book balance',
        description:
          "D20: for a reconciliation (`reconciliation_id`), or an account on a day (`account_id`, `as_of`): the statement's ending balance, the outstanding deposits and payments (the account's lines dated by then and not settled, each with its document and date; a line and its reversal both outstanding cancel and are left out), and `book_balance = ending_balance + outstanding deposits − outstanding payments`, beside the account's balance on the ledger (`ledger_balance`). Balances in the account's normal sign.",
        querystring: reportQuery,
        response: { 200: reportSchema, ...errorResponses, 404: notFoundResponse },
      },
    },
    async (request) => reconciliations.report(companyOf(request), request.query),
  );
}
