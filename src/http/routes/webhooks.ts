/**
 * /v1/webhook_endpoints (D12): create (the only answer that shows the signing secret), list, get,
 * update, delete, and the delivery attempts made to an endpoint.
 */
import type { FastifyInstance } from 'fastify';
import type {
  Deleted,
  EndpointInput,
  EndpointResult,
  PageParams,
  WebhookEndpoints,
} from '../../domain/webhooks.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import { errorResponse, errorResponses, idParams, ifMatchHeaders, staleResponse } from '../schemas.ts';
import { listEnvelope, methodNotAllowed, pageQuery } from './events.ts';
import { etag, ifMatchVersion, writeAndAnswer } from './shared.ts';

const tags = ['Webhook endpoints'];
const BASE = '/v1/webhook_endpoints';

const writable = {
  url: {
    type: 'string',
    minLength: 1,
    maxLength: 2048,
    description:
      'An http(s) URL. Private, loopback and link-local addresses are refused unless the service runs with WEBHOOK_ALLOW_PRIVATE=true.',
  },
  event_types: {
    type: 'array',
    minItems: 1,
    maxItems: 100,
    items: { type: 'string', maxLength: 200 },
    description: '`*` (every event), `<object>.*` or exact types such as `invoice.created`. Default `["*"]`.',
  },
  description: { type: ['string', 'null'], maxLength: 10_000 },
  status: {
    type: 'string',
    enum: ['enabled', 'disabled'],
    description: 'Only enabled endpoints receive events. Default `enabled`.',
  },
  metadata: { type: ['object', 'null'], maxProperties: 50 },
} as const;

/** The endpoint's fields the service keeps: shown, never taken from a request. */
const readOnlyData = {
  id: { type: 'string', format: 'uuid', readOnly: true },
  disabled_reason: {
    type: ['string', 'null'],
    enum: ['manual', 'gone', 'failing', null],
    readOnly: true,
    description:
      '`manual`: disabled by a request; `gone`: the endpoint answered 410; `failing`: every attempt of a delivery failed over its whole retry schedule.',
  },
  created_at: { type: 'string', format: 'date-time', readOnly: true },
  updated_at: { type: 'string', format: 'date-time', readOnly: true },
  version: { type: 'integer', minimum: 1, readOnly: true },
} as const;

const secretSchema = {
  type: 'string',
  pattern: '^whsec_',
  readOnly: true,
  description: 'The signing secret (`whsec_` + base64 of 32 bytes). Shown only here: store it.',
} as const;

/**
 * What a body may carry besides the writable fields: the read-only ones, as an answer shows them,
 * so that what a GET answers can be sent back as is (D5). They are ignored; a value of another
 * type is a 422 like any other.
 */
const ignored: Record<string, JsonSchema> = Object.fromEntries(
  Object.entries({
    ...readOnlyData,
    object: { type: 'string', const: 'webhook_endpoint', readOnly: true },
    secret: secretSchema,
  }).map(([name, schema]) => [name, { ...schema, description: 'Read-only; ignored when sent.' }]),
);

const createBody: JsonSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { ...writable, ...ignored },
};

const updateBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...writable, ...ignored },
};

const endpointData = {
  id: readOnlyData.id,
  url: { type: 'string' },
  description: { type: ['string', 'null'] },
  event_types: { type: 'array', items: { type: 'string' } },
  status: { type: 'string', enum: ['enabled', 'disabled'] },
  disabled_reason: readOnlyData.disabled_reason,
  metadata: { type: 'object', additionalProperties: true },
  created_at: readOnlyData.created_at,
  updated_at: readOnlyData.updated_at,
  version: readOnlyData.version,
};
const endpointRequired = Object.keys(endpointData);

function endpointSchema(withSecret: boolean): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'object', 'data'],
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      object: { type: 'string', const: 'webhook_endpoint', readOnly: true },
      data: {
        type: 'object',
        required: withSecret ? [...endpointRequired, 'secret'] : endpointRequired,
        properties: withSecret ? { ...endpointData, secret: secretSchema } : endpointData,
      },
    },
  };
}

const attemptSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    object: { type: 'string', const: 'webhook_delivery_attempt' },
    data: {
      type: 'object',
      required: [
        'id',
        'endpoint_id',
        'delivery_id',
        'event_id',
        'event_type',
        'attempt',
        'status',
        'status_code',
        'error',
        'duration_ms',
        'next_attempt_at',
        'created_at',
      ],
      properties: {
        id: { type: 'string', format: 'uuid' },
        endpoint_id: { type: 'string', format: 'uuid' },
        delivery_id: {
          type: 'string',
          format: 'uuid',
          description: 'The same for every attempt of one event.',
        },
        event_id: { type: 'string', format: 'uuid', description: 'Also the `webhook-id` header sent.' },
        event_type: { type: 'string' },
        attempt: { type: 'integer', description: '1 for the first attempt of a delivery.' },
        status: { type: 'string', enum: ['succeeded', 'failed'] },
        status_code: {
          type: ['integer', 'null'],
          description: 'The HTTP status answered; null when none was.',
        },
        error: { type: ['string', 'null'] },
        duration_ms: { type: 'integer' },
        next_attempt_at: {
          type: ['string', 'null'],
          format: 'date-time',
          description: 'When the next attempt is due after this failure; null when none follows.',
        },
        created_at: { type: 'string', format: 'date-time', description: 'When the attempt started.' },
      },
    },
  },
};

const pageOnly: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pageQuery } };
const attemptsQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    event_id: { type: 'string', format: 'uuid', description: 'Attempts for one event.' },
  },
};

const notFound = {
  404: errorResponse('WebhookEndpointNotFound', 'No such webhook endpoint in this company'),
};
const conflict = { 412: staleResponse };

type IdRequest = { Params: { id: string } };

/** Read-only fields a client sends back from a GET are dropped, as on every resource (D5). */
function input(body: EndpointInput & Record<string, unknown>): EndpointInput {
  const out = { ...body };
  for (const key of Object.keys(ignored)) delete out[key];
  return out;
}

/** A body as the schema lets it through: the endpoint's fields, and read-only ones sent back. */
type EndpointBody = { Body: EndpointInput & Record<string, unknown> };

export function registerWebhookRoutes(app: FastifyInstance, endpoints: WebhookEndpoints): void {
  app.post<EndpointBody>(
    BASE,
    {
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        summary: 'Create a webhook endpoint',
        description: 'The answer carries the signing `secret`; it is never shown again.',
        body: createBody,
        response: { 201: endpointSchema(true), ...errorResponses },
      },
    },
    async (request, reply) =>
      writeAndAnswer<EndpointResult>(
        request,
        reply,
        (key) => endpoints.create(companyOf(request), input(request.body), key),
        (res) => ({ status: 201, headers: { etag: etag(res.version) }, body: res.endpoint }),
      ),
  );

  app.get<{ Querystring: PageParams }>(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        description:
          'The endpoints of this company (oldest first unless `sort` says otherwise); their secrets are not shown.',
        summary: 'List webhook endpoints',
        querystring: pageOnly,
        response: { 200: listEnvelope(endpointSchema(false)), ...errorResponses },
      },
    },
    async (request) => ({
      object: 'list',
      ...(await endpoints.list(companyOf(request), request.query)),
    }),
  );

  app.get<IdRequest>(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'getWebhookEndpoint',
        description: 'One endpoint, without its secret; the ETag is its version.',
        summary: 'Get a webhook endpoint',
        params: idParams,
        response: { 200: endpointSchema(false), ...errorResponses, ...notFound },
      },
    },
    async (request, reply) => {
      const { endpoint, version } = await endpoints.get(companyOf(request), request.params.id);
      return reply.header('ETag', etag(version)).send(endpoint);
    },
  );

  app.put<IdRequest & EndpointBody>(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        summary: 'Update a webhook endpoint',
        description:
          'Changes only the fields sent. Setting `status` to `enabled` re-enables an endpoint the service disabled.',
        params: idParams,
        headers: ifMatchHeaders,
        body: updateBody,
        response: { 200: endpointSchema(false), ...errorResponses, ...notFound, ...conflict },
      },
    },
    async (request, reply) =>
      writeAndAnswer<EndpointResult>(
        request,
        reply,
        (key) =>
          endpoints.update(
            companyOf(request),
            request.params.id,
            input(request.body),
            ifMatchVersion(request),
            key,
          ),
        (res) => ({ status: 200, headers: { etag: etag(res.version) }, body: res.endpoint }),
      ),
  );

  app.delete<IdRequest>(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint',
        description: 'Its pending deliveries and its delivery history go with it.',
        params: idParams,
        headers: ifMatchHeaders,
        response: {
          200: {
            type: 'object',
            required: ['deleted', 'id', 'object'],
            properties: {
              deleted: { type: 'boolean', const: true },
              id: { type: 'string', format: 'uuid' },
              object: { type: 'string', const: 'webhook_endpoint' },
            },
          },
          ...errorResponses,
          ...notFound,
          ...conflict,
        },
      },
    },
    async (request, reply) =>
      writeAndAnswer<Deleted>(
        request,
        reply,
        (key) => endpoints.remove(companyOf(request), request.params.id, ifMatchVersion(request), key),
        (res) => ({ status: 200, body: res }),
      ),
  );

  app.get<IdRequest & { Querystring: PageParams & { event_id?: string } }>(
    `${BASE}/:id/deliveries`,
    {
      schema: {
        tags,
        operationId: 'listWebhookDeliveryAttempts',
        summary: 'List the delivery attempts made to a webhook endpoint',
        description: 'One entry per attempt: when, the HTTP status answered, the error, how long it took.',
        params: idParams,
        querystring: attemptsQuery,
        response: { 200: listEnvelope(attemptSchema), ...errorResponses, ...notFound },
      },
    },
    async (request) => ({
      object: 'list',
      ...(await endpoints.attempts(companyOf(request), request.params.id, request.query)),
    }),
  );

  for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
    app.route({ method, url: BASE, schema: { hide: true }, handler: methodNotAllowed('GET', 'POST') });
  app.route({
    method: 'PATCH',
    url: `${BASE}/:id`,
    schema: { hide: true },
    handler: methodNotAllowed('GET', 'PUT', 'DELETE'),
  });
}
