/** Signing in and out of the dashboard. */
import type { FastifyInstance } from 'fastify';
import type { Users } from '../../domain/users.ts';
import { signInAddress, type TrustProxy } from './client-address.ts';
import { formField, sendHtml } from './forms.ts';
import { endSession, HOME_PATH, LOGIN_PATH, sessionToken, startSession } from './session.ts';
import { signInPage } from './views/sign-in.ts';

/** The one answer to a wrong email and to a wrong password. */
export const INVALID_CREDENTIALS = 'Incorrect email or password.';

const hidden = { schema: { hide: true } };

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function registerSignInRoutes(app: FastifyInstance, users: Users, trustProxy: TrustProxy): void {
  app.get('/', hidden, async (request, reply) =>
    reply.redirect(request.dashboardSession ? HOME_PATH : LOGIN_PATH, 303),
  );

  app.get<{ Querystring: { signed_out?: string } }>('/login', hidden, async (request, reply) => {
    if (request.dashboardSession) return reply.redirect(HOME_PATH, 303);
    const notice = request.query.signed_out !== undefined ? 'You are signed out.' : undefined;
    return sendHtml(reply, signInPage({ csrfToken: reply.generateCsrf(), notice }));
  });

  app.post('/login', hidden, async (request, reply) => {
    const email = formField(request.body, 'email');
    const result = await users.signIn({
      email,
      password: formField(request.body, 'password'),
      address: signInAddress(request, trustProxy),
    });
    if (result.outcome === 'signed_in') {
      startSession(reply, result.token);
      return reply.redirect(HOME_PATH, 303);
    }
    if (result.outcome === 'throttled') {
      reply.code(429).header('Retry-After', String(result.retryAfterSeconds));
      const error = `Too many failed sign-ins. Try again in ${waitText(result.retryAfterSeconds)}.`;
      return sendHtml(reply, signInPage({ csrfToken: reply.generateCsrf(), email, error }));
    }
    reply.code(401);
    return sendHtml(
      reply,
      signInPage({ csrfToken: reply.generateCsrf(), email, error: INVALID_CREDENTIALS }),
    );
  });

  app.post('/logout', hidden, async (request, reply) => {
    await users.signOut(sessionToken(request));
    endSession(reply);
    return reply.redirect(`${LOGIN_PATH}?signed_out`, 303);
  });
}
