/** Envelopes of spec §2.1–2.3 and §7 as JSON schemas, shared by every route and the OpenAPI document. */
import type { Resource } from '../resources/define.ts';
import type { JsonSchema } from '../resources/json-schema.ts';

export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['status', 'code', 'message', 'request_id'],
  properties: {
    status: { type: 'string', const: 'error' },
    code: { type: 'string', description: 'Machine-readable code; see docs/errors.md.' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
    request_id: { type: 'string' },
  },
};

export const paginationSchema: JsonSchema = {
  type: 'object',
  required: ['has_more', 'limit', 'page', 'total_count'],
  properties: {
    has_more: { type: 'boolean' },
    limit: { type: 'integer' },
    page: { type: 'integer' },
    total_count: { type: 'integer' },
    next_cursor: {
      type: ['string', 'null'],
      description: 'Pass as `cursor` to get the next page in constant time; null on the last page.',
    },
  },
};

export function listSchema(r: Resource): JsonSchema {
  return {
    type: 'object',
    required: ['object', 'data', 'pagination'],
    properties: {
      object: { type: 'string', const: 'list' },
      data: { type: 'array', items: r.schemas.record },
      pagination: paginationSchema,
    },
  };
}

export function deleteResultSchema(r: Resource): JsonSchema {
  return {
    type: 'object',
    required: ['deleted', 'id', 'object'],
    properties: {
      deleted: { type: 'boolean', const: true },
      id: { type: 'string', format: 'uuid' },
      object: { type: 'string', const: r.object },
    },
  };
}

export const idParams: JsonSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The record id (UUID).' } },
};

export const errorResponses = {
  400: { description: 'Malformed JSON', ...errorSchema },
  401: { description: 'Missing, unknown, expired or revoked token', ...errorSchema },
  403: { description: 'The token lacks the scope this request needs', ...errorSchema },
  413: { description: 'Body over 1 MiB', ...errorSchema },
  415: { description: 'Body is not JSON', ...errorSchema },
  422: { description: 'Validation error', ...errorSchema },
};
