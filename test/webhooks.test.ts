/**
 * Webhooks (D12), over HTTP against real databases and a real receiver on 127.0.0.1:
 * endpoint CRUD (the secret shown once, validation, isolation, ETags), the private-address rule at
 * creation and at delivery, Standard Webhooks signatures checked with the library's own verifier,
 * event_types filters, retries on a fast schedule, the attempt log, 410 and failing endpoints
 * disabled with an event, redirects and timeouts, nothing lost across a restart, and two
 * dispatchers sharing one database without sending anything twice.
 */
import type { LookupAddress } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress } from '../src/platform/webhooks/address-guard.ts';
import { errorFields, expectError } from './helpers/errors.ts';
import {
  type Client,
  eventually,
  forEachDatabase,
  type Harness,
  type Instance,
  type Json,
} from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';
import { FAST, type Received, receiversClosedAfterEach, WEBHOOKS } from './helpers/webhook-fixtures.ts';

/** A public address used only in endpoints that are never delivered to (the dispatcher is off). */
const PUBLIC_URL = 'https://93.184.216.34/finrec-hooks';

const receiver = receiversClosedAfterEach();

async function setup(
  db: () => Harness,
  config: Parameters<Harness['start']>[0] = FAST,
): Promise<{ app: Instance; c: Client; companyId: string }> {
  const app = await db().start(config);
  const { token, companyId } = await db().company();
  return { app, c: app.client(token), companyId };
}

async function createEndpoint(c: Client, body: Json): Promise<Json> {
  const res = await c.post('/v1/webhook_endpoints', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function attempts(c: Client, endpointId: string, query = ''): Promise<Json[]> {
  const res = await c.get(`/v1/webhook_endpoints/${endpointId}/deliveries?limit=200${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The attempts of an endpoint once `n` of them are recorded. */
function attemptsWhen(c: Client, endpointId: string, n: number, what = `${n} attempts`): Promise<Json[]> {
  return eventually(what, async () => {
    const list = await attempts(c, endpointId);
    return list.length >= n ? list : undefined;
  });
}

function verify(secret: string, r: Received): Json {
  return new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
}

forEachDatabase((db) => {
  describe('webhook endpoints', () => {
    // These tests change only their own company's endpoints and deliver nothing (no dispatcher):
    // one app serves them all, for as long as the suite runs.
    let endpointsApp: Promise<Instance> | undefined;
    async function endpoints(): Promise<{ app: Instance; c: Client; companyId: string }> {
      endpointsApp ??= db().start({ webhookAllowPrivate: false }, { lifetime: 'suite' });
      const app = await endpointsApp;
      const { token, companyId } = await db().company();
      return { app, c: app.client(token), companyId };
    }

    it('create answers 201 with the secret, shown only there', async () => {
      const { c } = await endpoints();
      const res = await c.post('/v1/webhook_endpoints', {
        url: PUBLIC_URL,
        event_types: ['invoice.created', 'customer.*'],
        description: 'ERP sync',
        metadata: { team: 'finance' },
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('etag')).toBe('"1"');
      const { id, object, data } = res.body;
      expect(object).toBe('webhook_endpoint');
      expect(data).toMatchObject({
        id,
        url: PUBLIC_URL,
        description: 'ERP sync',
        event_types: ['invoice.created', 'customer.*'],
        status: 'enabled',
        disabled_reason: null,
        metadata: { team: 'finance' },
        version: 1,
      });
      expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(data.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

      const got = await c.get(`/v1/webhook_endpoints/${id}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('etag')).toBe('"1"');
      const { secret: _secret, ...withoutSecret } = data;
      expect(got.body).toEqual({ id, object: 'webhook_endpoint', data: withoutSecret });
      const listed = await c.get('/v1/webhook_endpoints');
      expect(listed.body.data).toEqual([got.body]);
      const updated = await c.put(`/v1/webhook_endpoints/${id}`, { description: 'renamed' });
      expect(updated.body.data).not.toHaveProperty('secret');

      const other = await createEndpoint(c, { url: PUBLIC_URL });
      expect(other.data.secret).not.toBe(data.secret);
      expect(other.data.event_types).toEqual(['*']);
      expect(other.data.description).toBeNull();
      expect(other.data.metadata).toEqual({});
    });

    it('refuses bad input with a 422 naming every field at once', async () => {
      const { c } = await endpoints();
      expect(
        errorFields(expectError(await c.post('/v1/webhook_endpoints', {}), 422, 'VALIDATION_ERROR')),
      ).toEqual(['url']);
      const many = expectError(
        await c.post('/v1/webhook_endpoints', {
          url: 'not a url',
          event_types: [
            '*',
            'invoice.created',
            'nonsense',
            'unicorn.created',
            'Invoice.created',
            'invoice.*',
            // A misspelt action of a real object never matches: refused against the catalogue.
            'customer.craeted',
            'journal_entry.reversed',
            'payment.confirmed',
          ],
        }),
        422,
        'VALIDATION_ERROR',
      );
      expect(errorFields(many).sort()).toEqual([
        'event_types.2',
        'event_types.3',
        'event_types.4',
        'event_types.6',
        'url',
      ]);
      expect(many.errors.find((e: Json) => e.field === 'event_types.3').code).toBe('invalid_event_type');
      for (const url of [
        'ftp://93.184.216.34/x',
        'mailto:ops@example.com',
        'https://user:pw@93.184.216.34/x',
        '/relative',
      ]) {
        const body = expectError(await c.post('/v1/webhook_endpoints', { url }), 422, 'VALIDATION_ERROR');
        expect(body.errors, url).toEqual([expect.objectContaining({ field: 'url', code: 'invalid_url' })]);
      }
      const shape = expectError(
        await c.post('/v1/webhook_endpoints', {
          url: PUBLIC_URL,
          event_types: [],
          status: 'paused',
          colour: 'red',
          description: 7,
        }),
        422,
        'VALIDATION_ERROR',
      );
      expect(errorFields(shape).sort()).toEqual(['colour', 'description', 'event_types', 'status']);
      expect((await c.get('/v1/webhook_endpoints')).body.pagination.total_count).toBe(0);
    });

    it('refuses private, loopback and link-local addresses, by literal or by what the host resolves to', async () => {
      const { c } = await endpoints();
      const refused = [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://[::1]/hook',
        'http://10.1.2.3/hook',
        'http://172.16.5.4/hook',
        'http://192.168.1.10/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://0.0.0.0/',
        'http://[fe80::1]/',
        'http://[fd12:3456::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://2130706433/',
        'http://100.64.0.1/',
      ];
      for (const url of refused) {
        const body = expectError(await c.post('/v1/webhook_endpoints', { url }), 422, 'VALIDATION_ERROR');
        expect(body.errors, url).toEqual([
          expect.objectContaining({ field: 'url', code: 'private_address' }),
        ]);
      }
      expect(
        (await c.post('/v1/webhook_endpoints', { url: 'https://[2606:4700:4700::1111]/hooks' })).status,
      ).toBe(201);
      const ep = await createEndpoint(c, { url: PUBLIC_URL });
      const moved = expectError(
        await c.put(`/v1/webhook_endpoints/${ep.id}`, { url: 'http://localhost:9/' }),
        422,
        'VALIDATION_ERROR',
      );
      expect(moved.errors).toEqual([expect.objectContaining({ field: 'url', code: 'private_address' })]);
      // The refusal names the setting that allows a local receiver (issue 25).
      expect(moved.errors?.[0]?.message).toMatch(
        /^must not lead to a private address: .*WEBHOOK_ALLOW_PRIVATE=true/,
      );
      expect((await c.get(`/v1/webhook_endpoints/${ep.id}`)).body.data.url).toBe(PUBLIC_URL);
    });

    it('allows private addresses when the deployment says so', async () => {
      const { c } = await setup(db, { webhookAllowPrivate: true });
      expect((await c.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hook' })).status).toBe(201);
      expect((await c.post('/v1/webhook_endpoints', { url: 'http://localhost:9/hook' })).status).toBe(201);
    });

    it('PUT changes only what it carries, with versions, ETags and If-Match', async () => {
      const { c } = await endpoints();
      const ep = await createEndpoint(c, { url: PUBLIC_URL, description: 'first', metadata: { a: 1 } });
      const path = `/v1/webhook_endpoints/${ep.id}`;

      const res = await c.put(
        path,
        { event_types: ['invoice.paid', 'invoice.paid'] },
        { headers: { 'if-match': '"1"' } },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"2"');
      expect(res.body.data).toMatchObject({
        url: PUBLIC_URL,
        description: 'first',
        event_types: ['invoice.paid'],
        metadata: { a: 1 },
        version: 2,
      });
      expect(res.body.data.updated_at >= ep.data.updated_at).toBe(true);
      expect(res.body.data.created_at).toBe(ep.data.created_at);

      expectError(
        await c.put(path, { description: 'stale' }, { headers: { 'if-match': '"1"' } }),
        412,
        'PRECONDITION_FAILED',
      );
      // What a GET answers can be sent back as is: read-only fields are ignored, and nothing changed.
      const same = await c.put(path, (await c.get(path)).body.data);
      expect(same.status).toBe(200);
      expect(same.body.data.version).toBe(2);

      const cleared = await c.put(path, { description: null, metadata: null });
      expect(cleared.body.data).toMatchObject({ description: null, metadata: {}, version: 3 });

      const disabled = await c.put(path, { status: 'disabled' });
      expect(disabled.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'manual' });
      const enabled = await c.put(path, { status: 'enabled' });
      expect(enabled.body.data).toMatchObject({ status: 'enabled', disabled_reason: null });

      const bad = expectError(
        await c.put(path, { url: null, event_types: ['nope'] }),
        422,
        'VALIDATION_ERROR',
      );
      expect(errorFields(bad).sort()).toEqual(['url']);
      const badType = expectError(await c.put(path, { event_types: ['nope'] }), 422, 'VALIDATION_ERROR');
      expect(errorFields(badType)).toEqual(['event_types.0']);
    });

    it('DELETE answers the delete result, then 404; If-Match guards it', async () => {
      const { c } = await endpoints();
      const ep = await createEndpoint(c, { url: PUBLIC_URL });
      const path = `/v1/webhook_endpoints/${ep.id}`;
      expectError(await c.delete(path, { headers: { 'if-match': '"7"' } }), 412, 'PRECONDITION_FAILED');
      const res = await c.delete(path, { headers: { 'if-match': '"1"' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: true, id: ep.id, object: 'webhook_endpoint' });
      expectError(await c.get(path), 404, 'NOT_FOUND');
      expectError(await c.delete(path), 404, 'NOT_FOUND');
      expectError(await c.put(path, { description: 'x' }), 404, 'NOT_FOUND');
      expectError(await c.get(`${path}/deliveries`), 404, 'NOT_FOUND');
    });

    it('lists with pagination and exact counts', async () => {
      const { c } = await endpoints();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await createEndpoint(c, { url: `${PUBLIC_URL}/${i}` })).id);
      const first = await c.get('/v1/webhook_endpoints?limit=2');
      expect(first.body.pagination).toEqual({ has_more: true, limit: 2, page: 1, total_count: 3 });
      const second = await c.get('/v1/webhook_endpoints?limit=2&page=2');
      expect(second.body.pagination).toEqual({ has_more: false, limit: 2, page: 2, total_count: 3 });
      expect([...first.body.data, ...second.body.data].map((e: Json) => e.id)).toEqual(ids);
      const desc = await c.get('/v1/webhook_endpoints?sort=-created_at');
      expect(desc.body.data.map((e: Json) => e.id)).toEqual([...ids].reverse());
      expect(
        errorFields(expectError(await c.get('/v1/webhook_endpoints?limit=500'), 422, 'VALIDATION_ERROR')),
      ).toEqual(['limit']);
    });

    it('keeps each company to its own endpoints', async () => {
      const { app, c } = await endpoints();
      const ep = await createEndpoint(c, { url: PUBLIC_URL });
      const other = app.client((await db().company()).token);
      const path = `/v1/webhook_endpoints/${ep.id}`;
      expectError(await other.get(path), 404, 'NOT_FOUND');
      expectError(await other.put(path, { description: 'mine now' }), 404, 'NOT_FOUND');
      expectError(await other.delete(path), 404, 'NOT_FOUND');
      expectError(await other.get(`${path}/deliveries`), 404, 'NOT_FOUND');
      expect((await other.get('/v1/webhook_endpoints')).body).toMatchObject({
        data: [],
        pagination: { total_count: 0 },
      });
      expect((await c.get(path)).body.data.description).toBeNull();
      expectError(await c.get('/v1/webhook_endpoints/nope'), 404, 'NOT_FOUND');
      expectError(await c.get(`/v1/webhook_endpoints/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    });

    it('needs finance:write to change endpoints, finance:read to see them; other methods are 405', async () => {
      const { app, c } = await endpoints();
      const ep = await createEndpoint(c, { url: PUBLIC_URL });
      const { token } = await db().company('finance:read');
      const reader = app.client(token);
      expectError(await reader.post('/v1/webhook_endpoints', { url: PUBLIC_URL }), 403, 'INSUFFICIENT_SCOPE');
      expect((await reader.get('/v1/webhook_endpoints')).status).toBe(200);
      const patch = expectError(
        await c.request('PATCH', `/v1/webhook_endpoints/${ep.id}`, { body: {} }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      expect(patch).toBeDefined();
      expect((await c.delete('/v1/webhook_endpoints')).headers.get('allow')).toBe('GET, POST');
    });
  });

  describe('delivery', () => {
    it('POSTs the event signed per Standard Webhooks; the library’s verifier accepts it', async () => {
      const rx = await receiver();
      const { c } = await setup(db);
      const ep = await createEndpoint(c, { url: rx.url() });
      const customer = await c.post('/v1/customers', { name: 'Ada' });
      await eventually('the delivery', () => rx.requests[0]);

      const [req] = rx.requests;
      const payload = verify(ep.data.secret, req!);
      const [event] = (await c.get('/v1/events')).body.data;
      expect(payload).toEqual(event);
      expect(payload).toMatchObject({
        object: 'event',
        type: 'customer.created',
        data: { object: customer.body },
      });
      expect(req!.headers['webhook-id']).toBe(event.id);
      expect(req!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Math.abs(Number(req!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.path).toBe('/hook');
      // A signature made with another secret, or over another body, is refused by the verifier.
      const stranger = await createEndpoint(c, { url: rx.url('/never') });
      expect(() => verify(stranger.data.secret, req!)).toThrow();
      expect(() => verify(ep.data.secret, { ...req!, body: req!.body.replace('Ada', 'Eve') })).toThrow();

      const [attempt] = await attemptsWhen(c, ep.id, 1);
      expect(attempt).toMatchObject({
        object: 'webhook_delivery_attempt',
        data: {
          endpoint_id: ep.id,
          event_id: event.id,
          event_type: 'customer.created',
          attempt: 1,
          status: 'succeeded',
          status_code: 204,
          error: null,
          next_attempt_at: null,
        },
      });
      expect(attempt.data.duration_ms).toBeGreaterThanOrEqual(0);
    });

    it('sends each endpoint only the event types it subscribed to', async () => {
      const rx = await receiver();
      const { c, companyId } = await setup(db);
      const all = await createEndpoint(c, { url: rx.url('/all') });
      const created = await createEndpoint(c, { url: rx.url('/created'), event_types: ['customer.created'] });
      const accounts = await createEndpoint(c, { url: rx.url('/accounts'), event_types: ['account.*'] });
      const disabled = await createEndpoint(c, { url: rx.url('/disabled'), status: 'disabled' });

      const customer = await c.post('/v1/customers', { name: 'Filter' });
      await c.put(`/v1/customers/${customer.body.id}`, { name: 'Filtered' });
      await c.post('/v1/accounts', { source_id: 'cash', name: 'Cash', type: 'asset' });

      await eventually('all three events at /all', () => (rx.on('/all').length >= 3 ? true : undefined));
      // Every event is fanned out to all its endpoints at once, so the deliveries now exist.
      const rows = await rawSql(
        db().url,
        'select endpoint_id, event_id from webhook_deliveries where company_id = ?',
        [companyId],
      );
      const count = (id: string) => rows.filter((r) => r.endpoint_id === id).length;
      expect([count(all.id), count(created.id), count(accounts.id), count(disabled.id)]).toEqual([
        3, 1, 1, 0,
      ]);
      await eventually('the filtered deliveries', () =>
        rx.on('/created').length === 1 && rx.on('/accounts').length === 1 ? true : undefined,
      );
      expect(verify(created.data.secret, rx.on('/created')[0]!).type).toBe('customer.created');
      expect(verify(accounts.data.secret, rx.on('/accounts')[0]!).type).toBe('account.created');
      expect(
        rx
          .on('/all')
          .map((r) => verify(all.data.secret, r).type)
          .sort(),
      ).toEqual(['account.created', 'customer.created', 'customer.updated']);
      expect(rx.on('/disabled')).toEqual([]);
    });

    it('retries a failing receiver on the schedule until it answers 2xx, recording every attempt', async () => {
      const rx = await receiver((n) => (n < 2 ? { status: 503 } : { status: 200 }));
      const { c } = await setup(db);
      const ep = await createEndpoint(c, { url: rx.url() });
      await c.post('/v1/customers', { name: 'Retry' });

      const list = await attemptsWhen(c, ep.id, 3);
      expect(list.map((a) => [a.data.attempt, a.data.status, a.data.status_code])).toEqual([
        [1, 'failed', 503],
        [2, 'failed', 503],
        [3, 'succeeded', 200],
      ]);
      expect(list[0].data.error).toBe('the endpoint answered 503');
      expect(list[0].data.next_attempt_at).not.toBeNull();
      expect(list[2].data.next_attempt_at).toBeNull();
      expect(new Set(list.map((a) => a.data.delivery_id)).size).toBe(1);
      // Each retry is the same message (same webhook-id), freshly signed.
      expect(rx.requests).toHaveLength(3);
      expect(new Set(rx.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
      for (const r of rx.requests) expect(verify(ep.data.secret, r).type).toBe('customer.created');
      expect((await c.get(`/v1/webhook_endpoints/${ep.id}`)).body.data.status).toBe('enabled');

      const newest = await c.get(`/v1/webhook_endpoints/${ep.id}/deliveries?sort=-created_at&limit=1`);
      expect(newest.body.data.map((a: Json) => a.data.attempt)).toEqual([3]);
      const page2 = await c.get(`/v1/webhook_endpoints/${ep.id}/deliveries?limit=2&page=2`);
      expect(page2.body.pagination).toEqual({ has_more: false, limit: 2, page: 2, total_count: 3 });
      expect(page2.body.data.map((a: Json) => a.data.attempt)).toEqual([3]);
      const [event] = (await c.get('/v1/events')).body.data;
      expect(await attempts(c, ep.id, `&event_id=${event.id}`)).toHaveLength(3);
      expect(await attempts(c, ep.id, `&event_id=${crypto.randomUUID()}`)).toHaveLength(0);
    });

    it('disables an endpoint that failed a whole schedule, with a webhook_endpoint.disabled event', async () => {
      const rx = await receiver((_n, req) => (req.path === '/down' ? { status: 500 } : { status: 204 }));
      const { c } = await setup(db);
      const down = await createEndpoint(c, { url: rx.url('/down'), event_types: ['customer.created'] });
      // The watcher also takes customer events: once it has one, that event's fan-out is done.
      const watcher = await createEndpoint(c, {
        url: rx.url('/watch'),
        event_types: ['webhook_endpoint.disabled', 'customer.created'],
      });
      await c.post('/v1/customers', { name: 'Nobody home' });

      const watched = (type: string) =>
        rx
          .on('/watch')
          .map((r) => verify(watcher.data.secret, r))
          .filter((p) => p.type === type);
      const payload = await eventually(
        'the disabled event at /watch',
        () => watched('webhook_endpoint.disabled')[0],
      );
      expect(payload.type).toBe('webhook_endpoint.disabled');
      expect(payload.data.object).toMatchObject({
        id: down.id,
        object: 'webhook_endpoint',
        data: { status: 'disabled', disabled_reason: 'failing', url: rx.url('/down') },
      });
      expect(payload.data.object.data).not.toHaveProperty('secret');
      expect(rx.on('/down')).toHaveLength(FAST.webhookRetrySchedule!.length);
      const got = await c.get(`/v1/webhook_endpoints/${down.id}`);
      expect(got.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'failing', version: 2 });
      const list = await attempts(c, down.id);
      expect(list.map((a) => a.data.status)).toEqual(['failed', 'failed', 'failed']);
      expect(list.at(-1).data.next_attempt_at).toBeNull();
      const events = (await c.get('/v1/events?type=webhook_endpoint.disabled')).body.data;
      expect(events.map((e: Json) => e.id)).toEqual([payload.id]);

      // Disabled: new events do not go to it; re-enabled: they do again.
      await c.post('/v1/customers', { name: 'Still nobody' });
      await eventually('the fan-out of the event written while disabled', () =>
        watched('customer.created').some((p) => p.data.object.data.name === 'Still nobody')
          ? true
          : undefined,
      );
      await c.put(`/v1/webhook_endpoints/${down.id}`, { status: 'enabled' });
      await c.post('/v1/customers', { name: 'Third' });
      const third = await eventually('the delivery after re-enabling', () =>
        rx.on('/down').find((r) => verify(down.data.secret, r).data.object.data.name === 'Third'),
      );
      expect(third).toBeDefined();
      expect(
        rx.on('/down').some((r) => verify(down.data.secret, r).data.object.data.name === 'Still nobody'),
      ).toBe(false);
    });

    it('a 410 disables the endpoint at once; a redirect is a failure, never followed', async () => {
      const rx = await receiver((_n, req) =>
        req.path === '/gone'
          ? { status: 410 }
          : req.path === '/moved'
            ? { status: 302, headers: { location: '/elsewhere' } }
            : { status: 204 },
      );
      const { c } = await setup(db, { ...FAST, webhookRetrySchedule: [0, 60] });
      const gone = await createEndpoint(c, { url: rx.url('/gone') });
      const moved = await createEndpoint(c, { url: rx.url('/moved') });
      await c.post('/v1/customers', { name: 'Gone' });

      const [g] = await attemptsWhen(c, gone.id, 1);
      expect(g.data).toMatchObject({ status: 'failed', status_code: 410, next_attempt_at: null });
      const ep = await eventually('the endpoint disabled', async () => {
        const res = await c.get(`/v1/webhook_endpoints/${gone.id}`);
        return res.body.data.status === 'disabled' ? res.body.data : undefined;
      });
      expect(ep.disabled_reason).toBe('gone');
      const events = (await c.get('/v1/events?type=webhook_endpoint.disabled')).body.data;
      expect(events.map((e: Json) => e.data.object.id)).toEqual([gone.id]);

      const [m] = await attemptsWhen(c, moved.id, 1);
      expect(m.data).toMatchObject({ status: 'failed', status_code: 302 });
      expect(m.data.error).toMatch(/redirects are not followed/);
      expect(m.data.next_attempt_at).not.toBeNull();
      expect(rx.on('/elsewhere')).toEqual([]);
      expect(rx.on('/gone')).toHaveLength(1);
    });

    it('an answer slower than the time limit is a failure; the API never waits for deliveries', async () => {
      const rx = await receiver(() => 'hang');
      const { c } = await setup(db, { ...FAST, webhookTimeoutMs: 300, webhookRetrySchedule: [0, 60] });
      const ep = await createEndpoint(c, { url: rx.url() });
      await c.post('/v1/customers', { name: 'Slow' });
      await eventually('the receiver holding the request', () => rx.requests[0]);
      // The receiver holds the delivery open; writes go on being answered meanwhile.
      const next = await c.post('/v1/customers', { name: 'Not blocked' });
      expect(next.status).toBe(201);
      expect(rx.requests.length).toBeGreaterThanOrEqual(1);
      const [a] = await attemptsWhen(c, ep.id, 1);
      expect(a.data).toMatchObject({
        status: 'failed',
        status_code: null,
        error: 'no answer within the time limit',
      });
      expect(a.data.duration_ms).toBeGreaterThanOrEqual(250);
    });

    it('refuses at delivery an address that is private once resolved', async () => {
      const rx = await receiver();
      // Created while private addresses were allowed …
      const before = await db().start({ webhookAllowPrivate: true });
      const { token } = await db().company();
      const c0 = before.client(token);
      const byName = await createEndpoint(c0, { url: `http://localhost:${rx.port}/by-name` });
      const byLiteral = await createEndpoint(c0, { url: rx.url('/by-literal') });
      await before.close();
      // … delivered by an instance where they are not: the resolved address is checked again.
      const after = await db().start({ ...FAST, webhookAllowPrivate: false, webhookRetrySchedule: [0, 60] });
      const c = after.client(token);
      await c.post('/v1/customers', { name: 'SSRF' });
      const [n] = await attemptsWhen(c, byName.id, 1);
      expect(n.data).toMatchObject({ status: 'failed', status_code: null });
      expect(n.data.error).toMatch(
        /^localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address$/,
      );
      const [l] = await attemptsWhen(c, byLiteral.id, 1);
      expect(l.data.error).toBe('127.0.0.1 is a private, loopback or link-local address');
      expect(rx.requests).toEqual([]);
    });

    it('delivers after a restart what was committed while no dispatcher ran', async () => {
      const rx = await receiver();
      const first = await db().start({ webhookAllowPrivate: true, webhookDispatchIntervalMs: 0 });
      const { token } = await db().company();
      const ep = await createEndpoint(first.client(token), { url: rx.url() });
      const customer = await first.client(token).post('/v1/customers', { name: 'Before the crash' });
      expect(customer.status).toBe(201);
      await first.close();
      expect(rx.requests).toEqual([]);

      const second = await db().start(FAST);
      const req = await eventually('the delivery after restart', () => rx.requests[0]);
      expect(verify(ep.data.secret, req).data.object).toEqual(customer.body);
      expect(await attemptsWhen(second.client(token), ep.id, 1)).toHaveLength(1);
    });

    it('two dispatchers on one database share the work and send each event once', async () => {
      const rx = await receiver();
      const a = await db().start(FAST);
      const b = await db().start(FAST);
      const { token } = await db().company();
      const ep = await createEndpoint(a.client(token), { url: rx.url() });
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? a : b).client(token).post('/v1/customers', { name: `N${i}` }),
        ),
      );
      expect(writes.map((w) => w.status)).toEqual(Array(20).fill(201));
      const list = await attemptsWhen(b.client(token), ep.id, 20);
      expect(list).toHaveLength(20);
      expect(list.every((x) => x.data.status === 'succeeded' && x.data.attempt === 1)).toBe(true);
      expect(rx.requests).toHaveLength(20);
      expect(new Set(rx.requests.map((r) => r.headers['webhook-id'])).size).toBe(20);
    });

    it('deleting an endpoint stops its deliveries and removes its history', async () => {
      const rx = await receiver((n) => (n === 0 ? { status: 500 } : { status: 204 }));
      const { c, companyId } = await setup(db, { ...FAST, webhookRetrySchedule: [0, 60] });
      const ep = await createEndpoint(c, { url: rx.url() });
      await c.post('/v1/customers', { name: 'Pending' });
      await attemptsWhen(c, ep.id, 1);
      expect((await c.delete(`/v1/webhook_endpoints/${ep.id}`)).status).toBe(200);
      for (const table of ['webhook_deliveries', 'webhook_attempts']) {
        const rows = await rawSql(db().url, `select id from ${table} where company_id = ?`, [companyId]);
        expect(rows, table).toEqual([]);
      }
    });
  });
}, WEBHOOKS);

describe('the address guard', () => {
  it('classes addresses with ipaddr.js: only global unicast is public', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses the connection when a name resolves to a private address at delivery time (DNS rebinding)', async () => {
    const answers: LookupAddress[][] = [
      [{ address: '93.184.216.34', family: 4 }],
      [{ address: '127.0.0.1', family: 4 }],
    ];
    const fakeDns = ((_host: string, _opts: unknown, cb: (err: null, a: LookupAddress[]) => void) =>
      cb(null, answers.shift() ?? [])) as unknown as Parameters<typeof guardedLookup>[0];
    const lookup = guardedLookup(fakeDns);
    const resolveOnce = () =>
      new Promise<{ err: Error | null; address: unknown }>((resolve) =>
        lookup('hooks.example.test', { all: true }, (err, address) => resolve({ err, address })),
      );
    const first = await resolveOnce();
    expect(first.err).toBeNull();
    expect(first.address).toEqual([{ address: '93.184.216.34', family: 4 }]);
    const second = await resolveOnce();
    expect(second.err?.message).toBe(
      'hooks.example.test resolves to 127.0.0.1, a private, loopback or link-local address',
    );
  });
});
