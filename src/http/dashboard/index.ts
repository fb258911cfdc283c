/**
 * The dashboard (spec §5, issue 6), served by the API's own process under /dashboard: its own
 * encapsulated Fastify scope with cookies, form bodies, CSRF protection, security headers and
 * HTML error pages. Nothing here reaches the /v1 scope (bearer auth, JSON only) or the OpenAPI
 * document (every route is hidden).
 */
import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeys } from '../../domain/api-keys.ts';
import { AppError } from '../../domain/errors.ts';
import type { Tenants } from '../../domain/tenants.ts';
import { Users } from '../../domain/users.ts';
import { TransactionPoolerError } from '../../storage/pooler-signs.ts';
import type { Store } from '../../storage/store.ts';
import { databaseMisconfigured } from '../errors.ts';
import { registerApiKeyRoutes } from './api-keys-routes.ts';
import type { TrustProxy } from './client-address.ts';
import { sendHtml } from './forms.ts';
import { CSRF_COOKIE, cookieOptions, DASHBOARD_PATH, sessionToken } from './session.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';
import { errorPage } from './views/errors.ts';

export interface DashboardDeps {
  store: Store;
  tenants: Tenants;
  /** TRUST_PROXY: whose X-Forwarded-For names the client that sign-in throttling counts. */
  trustProxy?: TrustProxy | undefined;
}

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url));

const FORM_BODY_LIMIT = 16 * 1024;

export async function registerDashboard(app: FastifyInstance, deps: DashboardDeps): Promise<void> {
  await app.register(
    async (dashboard) => {
      await plugins(dashboard);
      const users = new Users(deps.store);
      dashboard.decorateRequest('dashboardSession', null);
      dashboard.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.asset) return;
        request.dashboardSession = (await users.session(sessionToken(request))) ?? null;
      });
      dashboard.addHook('preHandler', (request, reply, done) => {
        if (request.method !== 'POST') return done();
        // A browser says where a request comes from: refuse other sites before the token check.
        if (request.headers['sec-fetch-site'] === 'cross-site') return reply.send(csrfRefused());
        dashboard.csrfProtection(request, reply, done);
      });
      dashboard.addHook('onSend', async (_request, reply) => {
        // Pages show keys (and once a secret): never cached, never kept in history caches.
        if (!reply.getHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      });
      dashboard.setErrorHandler(errorHandler);
      dashboard.setNotFoundHandler((request, reply) =>
        sendErrorPage(request, reply, 404, 'Page not found', 'There is no such page in the dashboard.'),
      );
      registerAssets(dashboard);
      registerSignInRoutes(dashboard, users, deps.trustProxy ?? false);
      registerApiKeyRoutes(dashboard, new ApiKeys(deps.tenants), users);
    },
    { prefix: DASHBOARD_PATH },
  );
}

async function plugins(dashboard: FastifyInstance): Promise<void> {
  await dashboard.register(cookie);
  await dashboard.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // Double-submit: the secret sits in an HttpOnly SameSite=Strict cookie, each form carries a
  // token derived from it, and every POST is checked (see docs/dashboard.md).
  await dashboard.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_COOKIE,
    cookieOpts: cookieOptions,
  });
  await dashboard.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    // HSTS belongs to whoever terminates TLS for the whole host, not to one path of it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A static file: no session look-up. */
    asset?: boolean;
  }
}

function registerAssets(dashboard: FastifyInstance): void {
  const files = [
    { path: '/assets/dashboard.css', type: 'text/css; charset=utf-8', body: asset('dashboard.css') },
    { path: '/assets/dashboard.js', type: 'text/javascript; charset=utf-8', body: asset('dashboard.js') },
  ];
  for (const file of files) {
    dashboard.get(file.path, { schema: { hide: true }, config: { asset: true } }, async (_request, reply) =>
      reply.type(file.type).header('Cache-Control', 'public, max-age=300').send(file.body),
    );
  }
}

const CROSS_SITE = 'FINREC_CROSS_SITE_FORM';
const csrfRefused = () => Object.assign(new Error('form sent from another site'), { code: CROSS_SITE });

const CSRF_CODES = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET', CROSS_SITE]);

function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (CSRF_CODES.has(error.code))
    return sendErrorPage(
      request,
      reply,
      403,
      'This form has expired',
      'The form was not sent from this page, or it is too old. Go back, reload the page and try again.',
    );
  if (error instanceof AppError) {
    if (error.code === 'NOT_FOUND') return sendErrorPage(request, reply, 404, 'Not found', error.message);
    if (error.code === 'INSUFFICIENT_SCOPE')
      return sendErrorPage(request, reply, 403, 'Not allowed', error.message);
    return sendErrorPage(request, reply, error.status, 'Something is wrong', error.message);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return sendErrorPage(request, reply, error.statusCode, 'Bad request', 'The request could not be read.');
  if (error instanceof TransactionPoolerError) {
    // As the API answers it (http/errors.ts): its cause logged once, not per page.
    error.logHint(request.log);
    return sendErrorPage(request, reply, 503, 'Unavailable', databaseMisconfigured().message);
  }
  request.log.error({ err: error }, 'unhandled dashboard error');
  return sendErrorPage(
    request,
    reply,
    500,
    'Something went wrong',
    'Something went wrong on our side. Quote the request id if you contact support.',
  );
}

function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
): FastifyReply {
  // A signed-in user keeps the navigation and the sign-out form on error pages too.
  const session = request.dashboardSession ?? undefined;
  const csrfToken = session ? reply.generateCsrf() : undefined;
  return sendHtml(
    reply.code(status),
    errorPage({ title, message, requestId: request.id, session, csrfToken }),
  );
}
