/** Bearer-token authentication and scopes (D3), as an onRequest hook: before the body is read. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Principal, requireScope, type Tenants } from '../domain/tenants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

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
