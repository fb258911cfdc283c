/** Liveness and readiness (D1): no token needed. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import { TransactionPoolerError } from '../../storage/pooler-signs.ts';
import type { Store } from '../../storage/store.ts';
import { errorResponse, retryAfterHeader } from '../schemas.ts';

const health = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
};

const SHUTTING_DOWN = 'The server is shutting down and takes no new requests';

/**
 * What any route answers once the server is closing (http/errors.ts): the error envelope
 * (SERVICE_UNAVAILABLE) with Retry-After; the connection is closed after it.
 */
export const closingResponse = {
  ...errorResponse(
    'ServiceUnavailable',
    `${SHUTTING_DOWN} (SERVICE_UNAVAILABLE); retry after Retry-After, on a new connection`,
  ),
  headers: { 'Retry-After': retryAfterHeader },
};

const index = {
  type: 'object',
  required: ['object', 'name', 'version', 'links'],
  properties: {
    object: { type: 'string', const: 'index' },
    name: { type: 'string' },
    version: { type: 'string' },
    links: {
      type: 'object',
      required: ['docs', 'openapi', 'dashboard', 'health'],
      properties: {
        docs: { type: 'string' },
        openapi: { type: 'string' },
        dashboard: { type: 'string' },
        health: { type: 'string' },
      },
    },
  },
};

export function registerSystemRoutes(app: FastifyInstance, store: Store, version = ''): void {
  // A new user who opens the address in a browser finds where to go, not a 404.
  app.get(
    '/',
    {
      schema: {
        tags: ['System'],
        operationId: 'getIndex',
        description:
          'For a person who opens the address in a browser: links to `/docs`, the OpenAPI document, the dashboard and `/healthz`.',
        summary: 'Where things are: the API reference, the OpenAPI document, the dashboard',
        security: [],
        response: {
          200: { description: 'Links to the API reference, the OpenAPI document, the dashboard', ...index },
        },
      },
    },
    async () => ({
      object: 'index',
      name: 'finrec',
      version,
      links: { docs: '/docs', openapi: '/v1/openapi.json', dashboard: '/dashboard', health: '/healthz' },
    }),
  );
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['System'],
        operationId: 'getLiveness',
        description: 'Answers 200 while the process runs, without touching the database.',
        summary: 'Liveness',
        security: [],
        response: {
          200: { description: 'The process is up', ...health },
          503: closingResponse,
        },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['System'],
        operationId: 'getReadiness',
        description:
          'Answers 200 when the database answers a query; a load balancer sends traffic only then.',
        summary: 'Readiness: 200 only when the database answers',
        security: [],
        response: {
          200: { description: 'The database answers: the instance can take traffic', ...health },
          503: {
            ...closingResponse,
            description: `The database does not answer (SERVICE_UNAVAILABLE), or: ${SHUTTING_DOWN.toLowerCase()} (with Retry-After)`,
          },
        },
      },
    },
    async () => {
      try {
        await store.ping();
      } catch (error) {
        // Answered 503 too, and its cause logged (http/errors.ts): a load balancer may be all that asks.
        if (error instanceof TransactionPoolerError) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
      }
      return { status: 'ok' };
    },
  );
}
