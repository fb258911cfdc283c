/**
 * The harness itself (helpers/harness.ts): the response check is on for the suite's server and
 * for every instance a test starts, an allow-list lets exactly the violations it names through,
 * instances started in a test end with it, and `eventually` waits and then fails by name.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventually, forEachDatabase, type Instance } from './helpers/harness.ts';

/** Test-only routes whose answers break their own response schema (an id that is no UUID). */
function brokenRoutes(app: FastifyInstance): void {
  for (const path of ['/test/broken', '/test/allowed']) brokenRoute(app, path);
}

function brokenRoute(app: FastifyInstance, path: string): void {
  app.get(
    path,
    {
      schema: {
        hide: true,
        response: {
          200: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', format: 'uuid' } },
          },
        },
      },
    },
    async () => ({ id: 'not-a-uuid' }),
  );
}

forEachDatabase(
  (h) => {
    it('records a response that breaks its schema, on the suite server and on started instances', async () => {
      expect((await h().client().get('/test/broken')).status).toBe(200);
      const other = await h().start({}, { build: brokenRoutes });
      expect((await other.client(null).get('/test/broken')).status).toBe(200);
      // A valid answer adds nothing.
      expect((await h().client().get('/healthz')).status).toBe(200);
      const broken = {
        route: 'GET /test/broken',
        status: 200,
        errors: expect.stringContaining('must match format "uuid"'),
      };
      expect(h().responseViolations.splice(0)).toEqual([broken, broken]);
    });

    it('lets through the violations the suite allows, and only those', async () => {
      expect((await h().client().get('/test/allowed')).status).toBe(200);
      // Recorded, then allowed when the test ends (the afterEach check would fail the test otherwise).
      expect(h().responseViolations).toEqual([expect.objectContaining({ route: 'GET /test/allowed' })]);
    });

    let startedInATest: Instance | undefined;
    it('closes the instances a test starts when it ends', async () => {
      startedInATest = await h().start();
      expect((await startedInATest.client(null).get('/healthz')).status).toBe(200);
    });
    it('(the instance of the test before is closed)', async () => {
      await expect(fetch(`${startedInATest?.baseUrl}/healthz`)).rejects.toThrow();
    });

    it('gives a fresh database of its own on request', async () => {
      const fresh = h().freshDatabase();
      expect(fresh.url).not.toBe(h().url);
      const c = await h().company();
      const instance = await h().start({}, { url: fresh.url });
      // The fresh database has its own tables: the suite's tokens are unknown there.
      expect((await instance.client(c.token).get('/v1/customers')).status).toBe(401);
      expect((await c.get('/v1/customers')).status).toBe(200);
    });
  },
  {
    build: brokenRoutes,
    // The self-test's deliberately broken route (GET /test/broken stays a violation).
    allowViolations: [{ route: 'GET /test/allowed', status: 200, errors: /must match format "uuid"/ }],
  },
);

describe('eventually', () => {
  it('returns the first value that is not undefined', async () => {
    let calls = 0;
    expect(await eventually('the third call', () => (++calls === 3 ? 'done' : undefined))).toBe('done');
    expect(calls).toBe(3);
  });

  it('fails naming what it waited for', async () => {
    await expect(eventually('a miracle', async () => undefined, 50)).rejects.toThrow(
      'timed out waiting for a miracle',
    );
  });
});
