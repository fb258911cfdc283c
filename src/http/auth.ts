/** Bearer-token authentication and scopes (D3), as an onRequest hook: before the body is read. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../domain/errors.ts';
import { type Principal, requireScope, type Tenants } from '../domain/tenants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Authentication schemes a client may have meant (RFC 9110's registry and common API habits): a
 * 401 names one of these when it is sent instead of Bearer, and never quotes anything else of the
 * header, which may be a secret.
 */
const KNOWN_SCHEMES = new Map(
  [
    'Basic',
    'Digest',
    'Token',
    'Bot',
    'ApiKey',
    'Api-Key',
    'Key',
    'JWT',
    'OAuth',
    'Negotiate',
    'NTLM',
    'HOBA',
    'Mutual',
    'AWS4-HMAC-SHA256',
  ].map((s) => [s.toLowerCase(), s] as const),
);

const EXPECTED = 'Authorization: Bearer svc_live_…';

/**
 * The bearer token of the request, or the 401 that says what is wrong with its Authorization
 * header (issue 25: a missing header, another scheme and a bad token each have their own code).
 */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization?.trim();
  if (!header)
    throw new AppError(
      'UNAUTHORIZED',
      `No Authorization header: send an API key as ${EXPECTED} (admins create keys in the dashboard).`,
      { headers: CHALLENGE },
    );
  const space = header.search(/\s/);
  const scheme = space < 0 ? header : header.slice(0, space);
  const rest = space < 0 ? '' : header.slice(space).trim();
  if (scheme.toLowerCase() !== 'bearer') {
    const named = KNOWN_SCHEMES.get(scheme.toLowerCase());
    const what = named
      ? `uses the ${named} scheme`
      : scheme.startsWith('svc_live_')
        ? 'holds the key without a scheme'
        : 'uses a scheme other than Bearer';
    throw new AppError('AUTH_SCHEME_UNSUPPORTED', `The Authorization header ${what}: send ${EXPECTED}.`, {
      headers: CHALLENGE,
    });
  }
  if (!rest)
    throw new AppError(
      'TOKEN_MALFORMED',
      `The Authorization header has no token after Bearer: send ${EXPECTED}.`,
      {
        headers: INVALID_TOKEN,
      },
    );
  if (/\s/.test(rest))
    throw new AppError(
      'TOKEN_MALFORMED',
      `The bearer token is not a valid API key: it has spaces in it (one key, as ${EXPECTED}).`,
      { headers: INVALID_TOKEN },
    );
  return rest;
}

/** RFC 6750: no credentials, no error code; a credential that is no good, `invalid_token`. */
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="finrec"' };
const INVALID_TOKEN = { 'WWW-Authenticate': 'Bearer realm="finrec", error="invalid_token"' };

export function registerAuth(app: FastifyInstance, tenants: Tenants): void {
  app.decorateRequest('principal', null);
  // A callback hook, not an async one: a cached token is checked without a promise (or closure).
  app.addHook('onRequest', (request, _reply, done) => {
    let found: Principal | Promise<Principal>;
    try {
      found = tenants.authenticate(bearerToken(request));
    } catch (error) {
      return done(error as Error);
    }
    if (found instanceof Promise) {
      found.then(
        (principal) => admit(request, principal, done),
        (error: Error) => done(error),
      );
    } else admit(request, found, done);
  });
}

/** The method's scope (D3), then the principal on the request. */
function admit(request: FastifyRequest, principal: Principal, done: (error?: Error) => void): void {
  try {
    requireScope(
      principal,
      request.method === 'GET' || request.method === 'HEAD' ? 'finance:read' : 'finance:write',
    );
  } catch (error) {
    done(error as Error);
    return;
  }
  request.principal = principal;
  done();
}

/** The company of the authenticated request; every query is scoped by it. */
export function companyOf(request: FastifyRequest): string {
  if (!request.principal) throw new Error('route registered outside the authenticated scope');
  return request.principal.companyId;
}
