/**
 * The token cache (Tenants.authenticate): a request with a token found good before costs no
 * query, and yet revocation and expiry take effect at once (D2: "the token stops working at
 * once"), whoever makes the change — the same instance, another instance on the same database,
 * another process, or SQL from outside — and on PostgreSQL also when the instance's change
 * listener has lost its connection.
 */
import { describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { METRIC } from '../src/platform/metrics.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { expectError } from './helpers/errors.ts';
import {
  type Client,
  forEachDatabase,
  type Harness,
  type Instance,
  type Response,
} from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';

/** A 401 for a token that was revoked, or expired (issue 25: each cause its own code). */
function expectUnauthorized(res: Response, code: 'TOKEN_REVOKED' | 'TOKEN_EXPIRED' = 'TOKEN_REVOKED'): void {
  expectError(res, 401, code);
  expect(res.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/);
}

/**
 * Store reads so far, from the instance's /metrics. The instances of this file run no webhook
 * dispatcher: nothing else reads in the background or while the metrics are scraped.
 */
async function storeReads(base: Client): Promise<number> {
  const text = String((await base.get('/metrics', { token: null })).body);
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${METRIC.storeDuration}_count{`) &&
        l.includes('kind="read"') &&
        l.includes('outcome="ok"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * Polls until `times` GETs by id in a row cost one store read each (the record's: the token comes
 * from the cache). The token is cached from its first good request once the instance can tell
 * changes (on PostgreSQL its listener connects on first use), and on SQLite it is looked up again
 * after any write to the file (its own last_used_at, another instance's work), hence the polling.
 */
async function untilCached(client: Client, path: string, times = 1): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const before = await storeReads(client);
    for (let i = 0; i < times; i++) expect((await client.get(path)).status).toBe(200);
    if ((await storeReads(client)) - before === times) return;
    if (Date.now() > deadline) throw new Error(`${times} requests in a row never came from the cache`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase((h: () => Harness) => {
  /** Another instance on the suite's database, closed when the test ends. */
  function instance(storeOptions: { listenUrl?: string } = {}): Promise<Instance> {
    return h().start({ webhookDispatchIntervalMs: 0 }, { storeOptions });
  }

  /**
   * An instance, a company with a token (`rw`) and the token under test (`client`) on it, and a
   * record to read.
   */
  async function setup() {
    const api = await instance();
    const company = await h().company();
    const rw = api.client(company.token);
    const created = await h().tokenFor(company.companyId, 'finance:read,finance:write');
    const customer = await rw.post('/v1/customers', { name: 'Ada' });
    expect(customer.status).toBe(201);
    const path = `/v1/customers/${customer.body.data.id}`;
    return { api, companyId: company.companyId, rw, created, path, client: api.client(created.token) };
  }

  it('a request with a cached token reads only its record', async () => {
    const { path, client } = await setup();
    await untilCached(client, path, 5);
  });

  it('revoked through this instance: the next request is 401', async () => {
    const { api, path, created, client } = await setup();
    await untilCached(client, path);
    // The instance's own store, as the dashboard revokes.
    await new Tenants(api.store).revokeToken(created.id);
    expectUnauthorized(await client.get(path));
    expectUnauthorized(await client.post('/v1/customers', { name: 'X' }));
  });

  it('revoked by another process on the same database: every instance holding it answers 401 at once', async () => {
    const { path, created, client: one } = await setup();
    const two = (await instance()).client(created.token);
    await untilCached(one, path);
    await untilCached(two, path);
    // Another store stands for another process (the CLI): its own connections, its own cache.
    const elsewhere = await openStore(h().url, { resources: RESOURCES });
    try {
      await new Tenants(elsewhere).revokeToken(created.id);
    } finally {
      await elsewhere.close();
    }
    expectUnauthorized(await one.get(path));
    expectUnauthorized(await two.get(path));
  });

  it('revoked or expired by SQL from outside: the next request is 401', async () => {
    const { api, companyId, rw, path } = await setup();
    const revoked = await h().tokenFor(companyId, 'finance:read');
    const expired = await h().tokenFor(companyId, 'finance:read', '1h');
    const a = api.client(revoked.token);
    const b = api.client(expired.token);
    await untilCached(a, path);
    await untilCached(b, path);
    await rawSql(h().url, 'update api_tokens set revoked_at = ? where id = ?', [
      new Date().toISOString(),
      revoked.id,
    ]);
    await rawSql(h().url, 'update api_tokens set expires_at = ? where id = ?', [
      new Date(Date.now() - 1000).toISOString(),
      expired.id,
    ]);
    expectUnauthorized(await a.get(path));
    expectUnauthorized(await b.get(path), 'TOKEN_EXPIRED');
    // The company's other token was cached too, and still works.
    expect((await rw.get(path)).status).toBe(200);
  });

  it('recording use (last_used_at) does not make a token be looked up on every request', async () => {
    const { companyId, path, created, client } = await setup();
    await untilCached(client, path);
    const tokens = await h().tenants().listTokens(companyId);
    expect(tokens.find((t) => t.id === created.id)?.last_used_at).not.toBeNull();
    // Were use written on every request, each would find the file changed and look up again.
    await untilCached(client, path, 5);
  });

  describe('PostgreSQL: the change listener', () => {
    it('lost and revoked meanwhile: the next request is 401; once listening again, tokens are cached again', async (ctx) => {
      if (h().db !== 'postgres') return ctx.skip();
      const { rw, path, created, client: doomed } = await setup();
      await untilCached(doomed, path);
      await untilCached(rw, path);
      const schema = new URL(h().url).searchParams.get('schema');
      const killed = await rawSql(
        h().url,
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ?',
        [`finrec-token-watch:${schema}`],
      );
      expect(killed.length).toBeGreaterThanOrEqual(1);
      await rawSql(h().url, 'update api_tokens set revoked_at = ? where id = ?', [
        new Date().toISOString(),
        created.id,
      ]);
      expectUnauthorized(await doomed.get(path));
      expect((await rw.get(path)).status).toBe(200);
      await untilCached(rw, path);
    });

    it('unable to listen (DATABASE_LISTEN_URL unreachable): nothing is cached, and revocation is still at once', async (ctx) => {
      if (h().db !== 'postgres') return ctx.skip();
      const api = await instance({ listenUrl: 'postgres://postgres@127.0.0.1:1/none' });
      const company = await h().company();
      const created = await h().tokenFor(company.companyId, 'finance:read,finance:write');
      const client = api.client(created.token);
      const customer = await client.post('/v1/customers', { name: 'Ada' });
      expect(customer.status).toBe(201);
      const path = `/v1/customers/${customer.body.data.id}`;
      for (let i = 0; i < 3; i++) {
        const before = await storeReads(client);
        expect((await client.get(path)).status).toBe(200);
        // The token's lookup and the record's.
        expect((await storeReads(client)) - before).toBe(2);
      }
      await new Tenants(api.store).revokeToken(created.id);
      expectUnauthorized(await client.get(path));
    });
  });
});
