/** Liveness and readiness (D1): no token needed. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import type { Store } from '../../storage/store.ts';

const health = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
};

const index = {
  type: 'object',
  required: ['object', 'name', 'links'],
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
        summary: 'Where things are: the API reference, the OpenAPI document, the dashboard',
        security: [],
        response: { 200: index },
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
    { schema: { tags: ['System'], summary: 'Liveness', security: [], response: { 200: health } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['System'],
        summary: 'Readiness: 200 only when the database answers',
        security: [],
        response: { 200: health },
      },
    },
    async () => {
      try {
        await store.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
      }
      return { status: 'ok' };
    },
  );
}
