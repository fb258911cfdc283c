/** Envelopes of spec §2.1–2.3 and §7 as JSON schemas, shared by every route and the OpenAPI document. */
import type { Resource } from '../domain/documents.ts';
import { ERROR_STATUS } from '../domain/errors.ts';
import type { JsonSchema } from '../kernel/json-schema.ts';

export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['status', 'code', 'message', 'request_id'],
  properties: {
    status: { type: 'string', const: 'error' },
    code: {
      type: 'string',
      enum: Object.keys(ERROR_STATUS),
      description: 'Machine-readable code: when each happens and what to do is in docs/errors.md.',
    },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
    failed_operation: {
      type: 'integer',
      description: 'POST /v1/batch with `atomic`: the operation (from 0) that failed, so nothing was stored.',
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

/**
 * The name of each error answer several operations share, by its description: the OpenAPI
 * document publishes each once, as `components.responses[name]`, and the operations refer to it
 * (openapi.ts). Filled by `errorResponse`, as the modules that define the answers load.
 */
export const ERROR_RESPONSE_NAMES = new Map<string, string>();

/** An error answer (the envelope of spec §7) several operations share, named `name` in the document. */
export function errorResponse(name: string, description: string): JsonSchema & { description: string } {
  const known = ERROR_RESPONSE_NAMES.get(description);
  if (known !== undefined && known !== name)
    throw new Error(`the error answer "${description}" is named both ${known} and ${name}`);
  ERROR_RESPONSE_NAMES.set(description, name);
  return { description, ...errorSchema };
}

export const errorResponses = {
  400: errorResponse(
    'BadRequest',
    'Malformed JSON, or a body that is not UTF-8 (`MALFORMED_JSON`); an `If-Match` that is no quoted ETag (`MALFORMED_HEADER`)',
  ),
  401: errorResponse(
    'Unauthorized',
    'No usable token; `code` says why: `UNAUTHORIZED` (no Authorization header), `AUTH_SCHEME_UNSUPPORTED` (a scheme other than Bearer), `TOKEN_MALFORMED` (not an API key: its prefix, length, characters or checksum), `TOKEN_UNKNOWN` (never issued here), `TOKEN_REVOKED`, `TOKEN_EXPIRED`. The message never quotes the token.',
  ),
  403: errorResponse('Forbidden', 'The token lacks the scope this request needs'),
  413: errorResponse('PayloadTooLarge', 'Body over 1 MiB'),
  415: errorResponse('UnsupportedMediaType', 'Body is not JSON, or declares a charset other than UTF-8'),
  422: errorResponse('ValidationError', 'Validation error'),
};

/** A record (or action target) the company does not have. */
export const notFoundResponse = errorResponse('NotFound', 'No such record in this company');
/** An If-Match naming a version that is no longer the current one (D5). */
export const staleResponse = errorResponse('PreconditionFailed', 'If-Match is stale');

/**
 * The request header of every write that honours If-Match (PUT, DELETE, actions, PATCH
 * /v1/company, docs/api.md "Updates, versions, ETags"); any value is taken, one that names no
 * current version is a 412.
 */
export const ifMatchHeaders: JsonSchema = {
  type: 'object',
  properties: {
    'If-Match': {
      type: 'string',
      description:
        'The ETag of the version this change is based on (`"3"`, quotes included, as the last answer\'s `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version.',
    },
  },
};

/** The Retry-After response header, wherever an answer has it (429, 503, 409 IDEMPOTENCY_KEY_IN_USE). */
export const retryAfterHeader: JsonSchema = {
  type: 'integer',
  minimum: 1,
  description:
    'Seconds to wait before retrying: sent with 429 RATE_LIMITED, 503 SERVICE_UNAVAILABLE and 409 IDEMPOTENCY_KEY_IN_USE.',
};
