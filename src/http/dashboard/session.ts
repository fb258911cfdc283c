/**
 * The dashboard's session cookie: an opaque random value (only its SHA-256 is stored), HttpOnly,
 * SameSite=Strict, limited to /dashboard, Secure whenever the request came over HTTPS (directly,
 * or per X-Forwarded-Proto from a proxy trusted by TRUST_PROXY), and expiring with the session.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../domain/api-keys.ts';
import { SESSION_TTL_MS, type SessionView } from '../../domain/users.ts';

export const SESSION_COOKIE = 'finrec_session';
export const CSRF_COOKIE = 'finrec_csrf';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/dashboard/login';
export const HOME_PATH = '/dashboard/settings/api-keys';

export const cookieOptions: CookieSerializeOptions = {
  path: DASHBOARD_PATH,
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a dashboard request, found from the session cookie. */
    dashboardSession: SessionView | null;
  }
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function startSession(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
  // A fresh CSRF secret for the new session: none planted before sign-in outlives it.
  reply.clearCookie(CSRF_COOKIE, cookieOptions);
}

export function endSession(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions);
  reply.clearCookie(CSRF_COOKIE, cookieOptions);
}

/** The signed-in user, or a 303 to the sign-in page (and undefined) when there is none. */
export function signedIn(request: FastifyRequest, reply: FastifyReply): SessionView | undefined {
  if (request.dashboardSession) return request.dashboardSession;
  void reply.redirect(LOGIN_PATH, 303);
  return undefined;
}

export function actorOf(session: SessionView): Actor {
  return {
    companyId: session.user.company_id,
    userId: session.user.id,
    email: session.user.email,
    role: session.user.role,
  };
}
