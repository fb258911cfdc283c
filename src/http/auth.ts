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
  app.addHook('onRequest', async (request) => {
    const principal = await tenants.authenticate(bearerToken(request));
    requireScope(
      principal,
      request.method === 'GET' || request.method === 'HEAD' ? 'finance:read' : 'finance:write',
    );
    request.principal = principal;
  });
}

/** The company of the authenticated request; every query is scoped by it. */
export function companyOf(request: FastifyRequest): string {
  if (!request.principal) throw new Error('route registered outside the authenticated scope');
  return request.principal.companyId;
}
