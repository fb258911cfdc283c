/** Liveness and readiness (D1): no token needed. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import type { Store } from '../../storage/store.ts';

const health = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
};

export function registerSystemRoutes(app: FastifyInstance, store: Store): void {
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
