/**
 * Deprecation headers (spec §9) through the one mechanism: a route declaring
 * `config: { deprecated: true }`. Proven on test-only routes added to an app built here (the
 * production alias POST /v1/invoices/{id}/confirm declares it the same way).
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/domain/errors.ts';
import { forEachDatabase, type Instance, type Response } from './helpers/harness.ts';

const SUNSET = 'Tue, 01 Dec 2026 00:00:00 GMT';
const CHANGELOG = 'https://changelog.example.test/api#confirm';

function deprecationOf(res: Response) {
  return {
    deprecation: res.headers.get('deprecation'),
    sunset: res.headers.get('sunset'),
    link: res.headers.get('link'),
  };
}

const EXPECTED = { deprecation: 'true', sunset: SUNSET, link: `<${CHANGELOG}>; rel="deprecation"` };
const ABSENT = { deprecation: null, sunset: null, link: null };

/** Test-only routes: one deprecated with a body schema, one with its own sunset, one not deprecated. */
function testRoutes(app: FastifyInstance): void {
  app.post(
    '/test/legacy/:id/confirm',
    {
      config: { deprecated: true },
      schema: {
        summary: 'A deprecated action (test only)',
        security: [],
        params: { type: 'object', properties: { id: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['paid_at'],
          properties: { paid_at: { type: 'string' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      if (id === 'void') throw new AppError('INVALID_STATE_TRANSITION', 'Cannot confirm a void document.');
      if (id === 'boom') throw new Error('unexpected');
      return { confirmed: id };
    },
  );
  app.get(
    '/test/legacy/report',
    {
      config: { deprecated: { sunset: '2027-03-01T00:00:00Z' } },
      schema: { summary: 'A deprecated read with its own sunset (test only)', security: [] },
    },
    async () => ({ ok: true }),
  );
  // Refused in an onRequest hook, as auth and rate limits refuse /v1 requests.
  void app.register(async (guarded) => {
    guarded.addHook('onRequest', async () => {
      throw new AppError('UNAUTHORIZED', 'A valid bearer token is required.');
    });
    guarded.get('/test/guarded', { config: { deprecated: true } }, async () => ({ ok: true }));
  });
  app.post(
    '/test/current/:id/mark_paid',
    { schema: { summary: 'The replacement (test only)', security: [] } },
    async () => ({ ok: true }),
  );
}

forEachDatabase(
  (db) => {
    // One app with the test routes serves the tests below (they change nothing on it); started in
    // a hook, it lives as long as the suite.
    let app: Instance | undefined;
    beforeAll(async () => {
      app = await db().start({ deprecationSunset: SUNSET, changelogUrl: CHANGELOG }, { build: testRoutes });
    });
    const start = async (): Promise<Instance> => {
      if (!app) throw new Error('not started');
      return app;
    };

    describe('a deprecated route', () => {
      it('answers with Deprecation, Sunset and Link on success', async () => {
        const api = await start();
        const res = await api.client(null).post('/test/legacy/abc/confirm', { paid_at: '2026-01-01' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ confirmed: 'abc' });
        expect(deprecationOf(res)).toEqual(EXPECTED);
      });

      it('and on every error: validation 422, domain 409, malformed JSON 400, refused in a hook 401, unexpected 500', async () => {
        const api = await start();
        const c = api.client(null);
        const invalid = await c.post('/test/legacy/abc/confirm', { paid_at: 5 });
        expect(invalid.status).toBe(422);
        expect(invalid.body.code).toBe('VALIDATION_ERROR');
        expect(deprecationOf(invalid)).toEqual(EXPECTED);

        const conflict = await c.post('/test/legacy/void/confirm', { paid_at: '2026-01-01' });
        expect(conflict.status).toBe(409);
        expect(conflict.body.code).toBe('INVALID_STATE_TRANSITION');
        expect(deprecationOf(conflict)).toEqual(EXPECTED);

        const malformed = await c.request('POST', '/test/legacy/abc/confirm', { raw: '{"paid_at":' });
        expect(malformed.status).toBe(400);
        expect(malformed.body.code).toBe('MALFORMED_JSON');
        expect(deprecationOf(malformed)).toEqual(EXPECTED);

        const refused = await c.get('/test/guarded');
        expect(refused.status).toBe(401);
        expect(deprecationOf(refused)).toEqual(EXPECTED);

        const failed = await c.post('/test/legacy/boom/confirm', { paid_at: '2026-01-01' });
        expect(failed.status).toBe(500);
        expect(failed.body.code).toBe('INTERNAL_ERROR');
        expect(deprecationOf(failed)).toEqual(EXPECTED);
      });

      it('a route may name its own sunset; it is sent as an HTTP date', async () => {
        const api = await start();
        const res = await api.client(null).get('/test/legacy/report');
        expect(res.status).toBe(200);
        expect(deprecationOf(res)).toEqual({ ...EXPECTED, sunset: 'Mon, 01 Mar 2027 00:00:00 GMT' });
      });

      it('is marked deprecated in the OpenAPI document; other operations are not', async () => {
        const api = await start();
        const doc = (await api.client(null).get('/v1/openapi.json')).body;
        expect(doc.paths['/test/legacy/{id}/confirm'].post.deprecated).toBe(true);
        expect(doc.paths['/test/legacy/report'].get.deprecated).toBe(true);
        expect(doc.paths['/test/current/{id}/mark_paid'].post.deprecated).toBeUndefined();
        expect(doc.paths['/v1/customers'].get.deprecated).toBeUndefined();
        expect(doc.paths['/v1/customers'].post.deprecated).toBeUndefined();
      });
    });

    describe('the current deprecation', () => {
      it('POST /v1/invoices/{id}/confirm carries the headers (here on a 404); mark_paid does not', async () => {
        const api = await start();
        const { token } = await db().company();
        const c = api.client(token);
        const missing = '00000000-0000-7000-8000-000000000000';
        const legacy = await c.post(`/v1/invoices/${missing}/confirm`, {});
        expect(legacy.status).toBe(404);
        expect(deprecationOf(legacy)).toEqual(EXPECTED);
        const current = await c.post(`/v1/invoices/${missing}/mark_paid`, {});
        expect(current.status).toBe(404);
        expect(deprecationOf(current)).toEqual(ABSENT);
        const doc = (await api.client(null).get('/v1/openapi.json')).body;
        expect(doc.paths['/v1/invoices/{id}/confirm'].post.deprecated).toBe(true);
        expect(doc.paths['/v1/invoices/{id}/mark_paid'].post.deprecated).toBeUndefined();
      });
    });

    describe('other routes', () => {
      it('carry no deprecation headers: the replacement, resources, errors, health, unknown paths', async () => {
        const api = await start();
        const { token } = await db().company();
        const c = api.client(token);
        const responses = [
          await c.post('/test/current/abc/mark_paid', {}),
          await c.get('/v1/customers'),
          await c.post('/v1/customers', { name: 'Ada' }),
          await c.post('/v1/customers', { name: 7 }),
          await api.client(null).get('/v1/customers'),
          await c.get('/healthz'),
          await c.get('/v1/no_such_thing'),
        ];
        expect(responses.map((r) => r.status)).toEqual([200, 200, 201, 422, 401, 200, 404]);
        for (const res of responses) expect(deprecationOf(res)).toEqual(ABSENT);
      });
    });

    describe('settings', () => {
      it('DEPRECATION_SUNSET and CHANGELOG_URL are checked at start', async () => {
        await expect(db().start({ deprecationSunset: 'next spring' })).rejects.toThrow(/DEPRECATION_SUNSET/);
        await expect(db().start({ changelogUrl: 'changelog' })).rejects.toThrow(/CHANGELOG_URL/);
      });

      it('a sunset given as ISO 8601 is sent as an HTTP date; the defaults apply when unset', async () => {
        const api = await db().start(
          { deprecationSunset: '2026-12-31T00:00:00Z' },
          { build: (app) => app.get('/test/old', { config: { deprecated: true } }, async () => ({})) },
        );
        const res = await api.client(null).get('/test/old');
        expect(res.headers.get('sunset')).toBe('Thu, 31 Dec 2026 00:00:00 GMT');
        expect(res.headers.get('link')).toBe('<https://finrec.dev/changelog>; rel="deprecation"');
      });
    });
  },
  { server: false },
);
