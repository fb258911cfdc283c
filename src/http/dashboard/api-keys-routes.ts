/**
 * Settings (the page leading to API keys, open to every signed-in user) and
 * Settings → API keys: list, create (secret shown once), revoke after a confirmation page.
 * Creating is POST-redirect-GET: the POST answers 303 to the list, and the new secret, held in
 * the session (sealed under its cookie), is shown by the one GET that takes it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiKeys } from '../../domain/api-keys.ts';
import { AppError } from '../../domain/errors.ts';
import type { SessionView, Users } from '../../domain/users.ts';
import { formField, formList, sendHtml } from './forms.ts';
import { actorOf, HOME_PATH, sessionToken, signedIn } from './session.ts';
import { type ApiKeysView, apiKeysPage, needsAdminPage, revokePage } from './views/api-keys.ts';
import { settingsPage } from './views/settings.ts';

const hidden = { schema: { hide: true } };

/** Members get a page saying an admin is needed, with nothing of the keys; true when they did. */
function refusedMember(session: SessionView, reply: FastifyReply): boolean {
  if (session.user.role === 'admin') return false;
  void sendHtml(reply.code(403), needsAdminPage({ session, csrfToken: reply.generateCsrf() }));
  return true;
}

export function registerApiKeyRoutes(app: FastifyInstance, apiKeys: ApiKeys, users: Users): void {
  async function render(reply: FastifyReply, session: SessionView, extra: Partial<ApiKeysView> = {}) {
    const keys = extra.keys ?? (await apiKeys.list(actorOf(session)));
    const view: ApiKeysView = { session, csrfToken: reply.generateCsrf(), now: Date.now(), ...extra, keys };
    return sendHtml(reply, apiKeysPage(view));
  }

  app.get('/settings', hidden, async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    return sendHtml(reply, settingsPage({ session, csrfToken: reply.generateCsrf() }));
  });

  app.get<{ Querystring: { revoked?: string } }>('/settings/api-keys', hidden, async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session || refusedMember(session, reply)) return reply;
    const revoked = request.query.revoked;
    const keys = await apiKeys.list(actorOf(session));
    const key = revoked ? keys.find((k) => k.id === revoked) : undefined;
    const notice = key ? `API key “${key.name ?? key.prefix}” revoked.` : undefined;
    const flash = await users.takeFlash(sessionToken(request) ?? '', session);
    const created = flash.filter((m) => m.type === 'api_key.created');
    return render(reply, session, { keys, notice, created });
  });

  app.post('/settings/api-keys', hidden, async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session || refusedMember(session, reply)) return reply;
    const input = {
      name: formField(request.body, 'name'),
      scopes: formList(request.body, 'scopes'),
      expiresIn: formField(request.body, 'expires_in'),
    };
    try {
      await apiKeys.create(actorOf(session), input, (repo, created) =>
        users.pushFlash(repo, sessionToken(request) ?? '', session, {
          type: 'api_key.created',
          name: created.name,
          token: created.token,
          prefix: created.prefix,
        }),
      );
      // See Other: reloading the page that follows repeats the GET, never this POST.
      return reply.redirect(HOME_PATH, 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR') throw error;
      reply.code(422);
      return render(reply, session, { form: { ...input, errors: error.errors ?? [] } });
    }
  });

  app.get<{ Params: { id: string } }>('/settings/api-keys/:id/revoke', hidden, async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session || refusedMember(session, reply)) return reply;
    const key = await apiKeys.get(actorOf(session), request.params.id);
    if (key.revoked_at) return reply.redirect(HOME_PATH, 303);
    return sendHtml(reply, revokePage({ session, csrfToken: reply.generateCsrf(), key }));
  });

  app.post<{ Params: { id: string } }>('/settings/api-keys/:id/revoke', hidden, async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session || refusedMember(session, reply)) return reply;
    const key = await apiKeys.revoke(actorOf(session), request.params.id);
    return reply.redirect(`${HOME_PATH}?revoked=${encodeURIComponent(key.id)}`, 303);
  });
}
