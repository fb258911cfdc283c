/** GET /v1/events and GET /v1/events/{id} (D12): the company's event log, read-only. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import type { EventListParams, Events } from '../../domain/events.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../../kernel/define.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import { errorResponse, errorResponses, idParams, paginationSchema } from '../schemas.ts';

const tags = ['Events'];

export const recordEnvelopeSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'data'],
  additionalProperties: true,
  properties: {
    id: { type: 'string' },
    object: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
  },
};

export const eventSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'type', 'created_at', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    object: { type: 'string', const: 'event' },
    type: {
      type: 'string',
      description:
        '`<object>.<action>`: `invoice.created`, `invoice.updated`, `invoice.deleted`, `invoice.approved`, …',
    },
    created_at: { type: 'string', format: 'date-time' },
    data: {
      type: 'object',
      required: ['object'],
      // Actions may add context beside the record (reject: `reason`).
      additionalProperties: true,
      properties: {
        object: { ...recordEnvelopeSchema, description: 'The record as the change left it.' },
        reason: { type: 'string', description: 'On `*.rejected`: the reason given, when one was.' },
      },
    },
  },
};

export const pageQuery = {
  limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT },
  page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
  sort: {
    type: 'string',
    enum: ['created_at', '-created_at'],
    default: 'created_at',
    description: 'Oldest first (`created_at`) or newest first (`-created_at`); ties are broken by id.',
  },
} as const;

const listQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    type: {
      type: 'string',
      pattern: '^[a-z][a-z0-9_]*\\.(\\*|[a-z][a-z0-9_]*)$',
      description: 'An exact event type (`invoice.created`), or `<object>.*` for every event of one object.',
    },
    created_after: { type: 'string', format: 'date-time', description: 'Inclusive lower bound.' },
    created_before: { type: 'string', format: 'date-time', description: 'Inclusive upper bound.' },
    cursor: {
      type: 'string',
      maxLength: 2000,
      description:
        'Keyset cursor from `pagination.next_cursor` of the previous page (same `sort`): constant-time deep paging. When given, `page` is ignored.',
    },
  },
};

export function listEnvelope(items: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['object', 'data', 'pagination'],
    properties: {
      object: { type: 'string', const: 'list' },
      data: { type: 'array', items },
      pagination: paginationSchema,
    },
  };
}

/** 405 with Allow for the methods a path does not have (D5). */
export function methodNotAllowed(...methods: string[]) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Allow', methods.join(', '));
    throw new AppError(
      'METHOD_NOT_ALLOWED',
      `This method is not allowed here; allowed: ${methods.join(', ')}.`,
    );
  };
}

export function registerEventRoutes(app: FastifyInstance, events: Events): void {
  app.get<{ Querystring: EventListParams }>(
    '/v1/events',
    {
      schema: {
        tags,
        operationId: 'listEvents',
        summary: 'List events',
        description:
          'Every change writes one event in its own transaction. Ordered by `created_at`, then `id`.',
        querystring: listQuery,
        response: { 200: listEnvelope(eventSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await events.list(companyOf(request), request.query);
      return { object: 'list', ...result };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/events/:id',
    {
      schema: {
        tags,
        operationId: 'getEvent',
        description: 'One event of the log, with the record as the change left it.',
        summary: 'Get an event',
        params: idParams,
        response: {
          200: eventSchema,
          ...errorResponses,
          404: errorResponse('EventNotFound', 'No such event in this company'),
        },
      },
    },
    async (request) => events.get(companyOf(request), request.params.id),
  );

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/v1/events', schema: { hide: true }, handler: methodNotAllowed('GET') });
    app.route({ method, url: '/v1/events/:id', schema: { hide: true }, handler: methodNotAllowed('GET') });
  }
}
