/**
 * POST /v1/batch (D23): each operation is sent through the API's own routes (Fastify's inject)
 * with the batch's token, so it meets the same auth, scope, rate limit, validation and domain
 * code as if it were sent alone; domain/batch.ts gives them one transaction.
 */
import type { FastifyInstance } from 'fastify';
import {
  BATCH_MAX_OPERATIONS,
  BATCH_METHODS,
  type Batches,
  type BatchOperation,
  type OperationResult,
  REF_PATTERN,
} from '../../domain/batch.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { errorResponses, errorSchema } from '../schemas.ts';
import { writeAndAnswer } from './shared.ts';

interface BatchBody {
  operations: BatchOperation[];
  atomic?: boolean;
}

const operationSchema: JsonSchema = {
  type: 'object',
  required: ['method', 'path'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', enum: [...BATCH_METHODS] },
    path: {
      type: 'string',
      minLength: 4,
      maxLength: 2000,
      description:
        'A path of this API under `/v1/` (a query string allowed), such as `/v1/invoices/{id}/approve`.',
    },
    body: {
      description:
        'The JSON body the request would carry. Anywhere in it, `{"$ref": "<ref>#/<JSON pointer>"}` stands for a value of an earlier operation\'s answer, such as `{"$ref": "cust#/id"}`.',
    },
    ref: {
      type: 'string',
      pattern: REF_PATTERN,
      description: "A name for this operation's answer, for the `$ref`s of later operations.",
    },
  },
};

const resultSchema: JsonSchema = {
  type: 'object',
  required: ['status', 'body'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer', description: 'The HTTP status the operation answered.' },
    body: { description: 'Its JSON answer (a record, or the error envelope); null when it had none.' },
    etag: { type: 'string', description: 'Its ETag, when it answered one.' },
  },
};

export function registerBatchRoute(app: FastifyInstance, batches: Batches): void {
  app.post<{ Body: BatchBody }>(
    '/v1/batch',
    {
      schema: {
        tags: ['Batch'],
        operationId: 'runBatch',
        summary: `Run up to ${BATCH_MAX_OPERATIONS} write requests in one`,
        description: [
          'Each operation is served as if it were sent alone with this request\'s token (its scope, rate limit, validation, events and webhooks), in order; later operations may use earlier answers through `{"$ref": "<ref>#/<pointer>"}`.',
          "The whole batch is one transaction: it is durable when the answer comes. By default a failed operation changes nothing and the others stand (each result says); with `atomic: true` the first failure stores nothing and the answer is that operation's error, its fields named `operations.N.<field>`, with `failed_operation: N`.",
          'The batch needs `finance:write`; an Idempotency-Key covers the whole batch (operations carry none). See docs/batch.md.',
        ].join('\n\n'),
        body: {
          type: 'object',
          required: ['operations'],
          additionalProperties: false,
          properties: {
            operations: {
              type: 'array',
              minItems: 1,
              maxItems: BATCH_MAX_OPERATIONS,
              items: operationSchema,
            },
            atomic: {
              type: 'boolean',
              default: false,
              description: 'All or nothing: the first failed operation rolls back every other.',
            },
          },
        },
        response: {
          200: {
            description: 'Every operation ran (some may have failed: see each `status`).',
            type: 'object',
            required: ['object', 'results'],
            additionalProperties: false,
            properties: {
              object: { type: 'string', const: 'batch' },
              results: { type: 'array', items: resultSchema },
            },
          },
          ...errorResponses,
          404: {
            description: 'An atomic batch whose operation answered 404 (`failed_operation`)',
            ...errorSchema,
          },
          409: {
            description: 'An atomic batch whose operation answered 409 (`failed_operation`)',
            ...errorSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const { operations, atomic = false } = request.body;
      const authorization = request.headers.authorization;
      const serve = async (op: BatchOperation, body: unknown): Promise<OperationResult> => {
        const res = await app.inject({
          method: op.method,
          url: op.path,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'x-request-id': `${request.id}.${operations.indexOf(op)}`,
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        const etag = res.headers.etag;
        return {
          status: res.statusCode,
          body: res.body === '' ? null : (res.json() as unknown),
          ...(typeof etag === 'string' ? { etag } : {}),
        };
      };
      return writeAndAnswer<OperationResult[]>(
        request,
        reply,
        (key) => batches.run(operations, atomic, serve, key),
        (results) => ({ status: 200, body: { object: 'batch', results } }),
      );
    },
  );
}
