/** Liveness and readiness (D1): no token needed. */
import escapeHtml from 'escape-html';
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

/**
 * Whether an Accept header ranks text/html above JSON, as a browser's does
 * (`text/html,application/xhtml+xml,…,*\/*;q=0.8`). No header, `*\/*` or JSON first: JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = (type: string): number => {
    for (const part of accept.split(',')) {
      const [media = '', ...params] = part.trim().split(';');
      if (media.trim().toLowerCase() !== type) continue;
      const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const value = qp ? Number(qp.slice(2)) : 1;
      return Number.isFinite(value) ? value : 0;
    }
    return -1;
  };
  const html = q('text/html');
  return html > 0 && html > q('application/json');
}

/** The page a person sees at `/`: what finrec is and where to go. */
function indexPage(version: string): string {
  const v = escapeHtml(version);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>finrec ${v}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2328}a{color:#0b5cad}li{margin:.4rem 0}</style></head>
<body>
<h1>finrec <small>${v}</small></h1>
<p>A JSON API for a company's finance records, with a double-entry general ledger.</p>
<ul>
<li><a href="/docs">API reference</a>: every endpoint, field and error, with examples</li>
<li><a href="/v1/openapi.json">OpenAPI document</a>: for code generators and API tools</li>
<li><a href="/dashboard">Dashboard</a>: sign in to manage API keys and see the books</li>
<li><a href="/healthz">Health</a>: whether the service is up</li>
</ul>
<p>Programs asking for JSON get the same links as JSON here.</p>
</body>
</html>
`;
}

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
          200: {
            description:
              'Links to the API reference, the OpenAPI document, the dashboard: JSON, or an HTML page when the client prefers HTML (a browser)',
            content: {
              'application/json': { schema: index },
              'text/html': { schema: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const links = {
        docs: '/docs',
        openapi: '/v1/openapi.json',
        dashboard: '/dashboard',
        health: '/healthz',
      };
      if (!prefersHtml(request.headers.accept)) return { object: 'index', name: 'finrec', version, links };
      return reply.type('text/html; charset=utf-8').send(indexPage(version));
    },
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
