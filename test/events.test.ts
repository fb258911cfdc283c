/**
 * Events (D12): every change writes exactly one event in its transaction, and nothing else does;
 * GET /v1/events and /v1/events/{id}: the event shape, filters by type and time, paging, tenant
 * isolation, bad parameters; the exact total_count kept by a counter in the event's transaction.
 */
import { describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { errorFields, expectError } from './helpers/errors.ts';
import { type Client, forEachDatabase, type Instance, type Json } from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function allEvents(c: Client, query = ''): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; ; page++) {
    const res = await c.get(`/v1/events?limit=200&page=${page}${query ? `&${query}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data);
    if (!res.body.pagination.has_more) return out;
  }
}

const types = (events: Json[]) => events.map((e) => e.type);

forEachDatabase((h) => {
  describe('every change writes exactly one event', () => {
    it('create, update, a no-op update, an upsert and a delete: one event each change, none for the no-op', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Ada', source_id: 'c-1', source_system: 'crm' });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const updated = await c.put(`/v1/customers/${id}`, { email: 'ada@example.com' });
      expect(updated.status).toBe(200);
      // The same value again changes nothing, so it writes nothing.
      const same = await c.put(`/v1/customers/${id}`, { email: 'ada@example.com' });
      expect(same.body.data.version).toBe(2);
      const upsert = await c.post('/v1/customers', {
        name: 'Ada L.',
        source_id: 'c-1',
        source_system: 'crm',
      });
      expect(upsert.status).toBe(200);
      const deleted = await c.delete(`/v1/customers/${id}`);
      expect(deleted.status).toBe(200);

      const events = await allEvents(c);
      expect(types(events)).toEqual([
        'customer.created',
        'customer.updated',
        'customer.updated',
        'customer.deleted',
      ]);
      // Each event carries the record as that change left it.
      expect(events[0].data.object).toEqual(created.body);
      expect(events[1].data.object).toEqual(updated.body);
      expect(events[2].data.object).toEqual(upsert.body);
      expect(events[3].data.object).toEqual(upsert.body);
      expect(events.map((e) => e.data.object.data.version)).toEqual([1, 2, 3, 3]);
    });

    it('a refused write leaves no event; a bulk create of three writes three', async () => {
      const c = await h().company();
      expect((await c.post('/v1/customers', { email: 'no name' })).status).toBe(422);
      expect((await c.put(`/v1/customers/${crypto.randomUUID()}`, { name: 'x' })).status).toBe(404);
      const bad = await c.post('/v1/accounts/bulk', {
        accounts: [
          { source_id: 'a-1', name: 'Cash', type: 'asset' },
          { source_id: 'a-2', name: 'Bad', type: 'nonsense' },
        ],
      });
      expect(bad.status).toBe(422);
      expect(await allEvents(c)).toEqual([]);

      const bulk = await c.post('/v1/accounts/bulk', {
        accounts: [
          { source_id: 'a-1', name: 'Cash', type: 'asset' },
          { source_id: 'a-2', name: 'Sales', type: 'revenue' },
          { source_id: 'a-3', name: 'Rent', type: 'expense' },
        ],
      });
      expect(bulk.status).toBe(201);
      const events = await allEvents(c);
      expect(types(events)).toEqual(['account.created', 'account.created', 'account.created']);
      expect(events.map((e) => e.data.object.id).sort()).toEqual(
        bulk.body.data.map((a: Json) => a.id).sort(),
      );
    });
  });

  describe('GET /v1/events/{id}', () => {
    it('answers the event in its documented shape', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Grace' });
      const [listed] = await allEvents(c);
      const res = await c.get(`/v1/events/${listed.id}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['created_at', 'data', 'id', 'object', 'type']);
      expect(res.body).toEqual({
        id: listed.id,
        object: 'event',
        type: 'customer.created',
        created_at: listed.created_at,
        data: { object: created.body },
      });
      expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it('is 404 for an unknown id, a malformed id and another company’s event', async () => {
      const a = await h().company();
      const b = await h().company();
      await a.post('/v1/customers', { name: 'Only A' });
      const [event] = await allEvents(a);
      expectError(await b.get(`/v1/events/${event.id}`), 404, 'NOT_FOUND');
      expectError(await a.get(`/v1/events/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
      expectError(await a.get('/v1/events/not-a-uuid'), 404, 'NOT_FOUND');
    });
  });

  describe('GET /v1/events', () => {
    it('filters by exact type and by object prefix', async () => {
      const c = await h().company();
      const customer = await c.post('/v1/customers', { name: 'A' });
      await c.put(`/v1/customers/${customer.body.id}`, { name: 'B' });
      await c.post('/v1/accounts', { source_id: 'cash', name: 'Cash', type: 'asset' });

      expect(types(await allEvents(c, 'type=customer.created'))).toEqual(['customer.created']);
      expect(types(await allEvents(c, 'type=customer.*'))).toEqual(['customer.created', 'customer.updated']);
      expect(types(await allEvents(c, 'type=account.*'))).toEqual(['account.created']);
      expect(await allEvents(c, 'type=invoice.created')).toEqual([]);
      const res = await c.get('/v1/events?type=customer.*');
      expect(res.body.pagination.total_count).toBe(2);
    });

    it('filters by created_after and created_before, both inclusive, with any offset', async () => {
      const c = await h().company();
      for (const name of ['one', 'two', 'three']) {
        await c.post('/v1/customers', { name });
        await sleep(5);
      }
      const events = await allEvents(c);
      expect(events).toHaveLength(3);
      const [first, second, third] = events.map((e) => e.created_at as string);
      expect(types(await allEvents(c, `created_after=${encodeURIComponent(second!)}`))).toHaveLength(2);
      expect(
        (await allEvents(c, `created_before=${encodeURIComponent(second!)}`)).map((e) => e.created_at),
      ).toEqual([first, second]);
      const window = await allEvents(
        c,
        `created_after=${encodeURIComponent(second!)}&created_before=${encodeURIComponent(second!)}`,
      );
      expect(window.map((e) => e.created_at)).toEqual([second]);
      // The same instant written with an offset selects the same events.
      const local = new Date(Date.parse(third!) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      expect(
        (await allEvents(c, `created_after=${encodeURIComponent(local)}`)).map((e) => e.created_at),
      ).toEqual([third]);
    });

    it('pages by created_at then id, with exact total_count, newest first on request', async () => {
      const c = await h().company();
      await c.post('/v1/accounts/bulk', {
        accounts: Array.from({ length: 5 }, (_, i) => ({
          source_id: `p-${i}`,
          name: `A${i}`,
          type: 'asset',
        })),
      });
      const all = await allEvents(c);
      expect(all).toHaveLength(5);
      const key = (e: Json) => `${e.created_at}|${e.id}`;
      expect(all.map(key)).toEqual(all.map(key).sort());

      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await c.get(`/v1/events?limit=2&page=${page}`);
        expect(res.status).toBe(200);
        expect(res.body.object).toBe('list');
        expect(res.body.pagination).toEqual({
          has_more: page < 3,
          limit: 2,
          page,
          total_count: 5,
          next_cursor: page < 3 ? expect.any(String) : null,
        });
        seen.push(...res.body.data.map((e: Json) => e.id));
      }
      expect(seen).toEqual(all.map((e) => e.id));

      const desc = await c.get('/v1/events?sort=-created_at&limit=200');
      expect(desc.body.data.map((e: Json) => e.id)).toEqual(all.map((e) => e.id).reverse());
      const beyond = await c.get('/v1/events?page=9&limit=2');
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.pagination).toEqual({
        has_more: false,
        limit: 2,
        page: 9,
        total_count: 5,
        next_cursor: null,
      });
    });

    it('shows only the company’s own events', async () => {
      const a = await h().company();
      const b = await h().company();
      await a.post('/v1/customers', { name: 'A1' });
      await a.post('/v1/customers', { name: 'A2' });
      await b.post('/v1/customers', { name: 'B1' });
      const ofB = await allEvents(b);
      expect(ofB.map((e) => e.data.object.data.name)).toEqual(['B1']);
      expect((await b.get('/v1/events')).body.pagination.total_count).toBe(1);
      expect((await a.get('/v1/events')).body.pagination.total_count).toBe(2);
    });

    it('total_count without a filter is the company’s counter, exact through every kind of change', async () => {
      const c = await h().company();
      const total = async () => (await c.get('/v1/events?limit=1')).body.pagination.total_count;
      const counted = async () =>
        Number(
          (await rawSql(h().url, 'select count(*) as n from events where company_id = ?', [c.companyId]))[0]
            ?.n,
        );
      expect(await total()).toBe(0);
      const made = await c.post('/v1/customers', { name: 'Ada' });
      await c.put(`/v1/customers/${made.body.id}`, { name: 'Ada L.' });
      await c.put(`/v1/customers/${made.body.id}`, { name: 'Ada L.' }); // no change: no event
      expect((await c.post('/v1/customers', { email: 'no name' })).status).toBe(422);
      await c.post('/v1/accounts/bulk', {
        accounts: [
          { source_id: 'a-1', name: 'Cash', type: 'asset' },
          { source_id: 'a-2', name: 'Sales', type: 'revenue' },
        ],
      });
      await c.delete(`/v1/customers/${made.body.id}`);
      expect(await total()).toBe(5);
      expect(await total()).toBe(await counted());
      // Filtered lists count the matching events.
      expect((await c.get('/v1/events?type=customer.*&limit=1')).body.pagination.total_count).toBe(3);
    });

    it('counts concurrent writes of one company exactly', async () => {
      const c = await h().company();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => c.post('/v1/customers', { name: `Racer ${i}` })),
      );
      expect(results.every((r) => r.status === 201)).toBe(true);
      expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(40);
    });

    it('the counter changes in the event’s transaction: a write that fails counts nothing', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'Before' });
      // The event's insert is refused by the database, after the record's own insert went through.
      const name = `ev_fail_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
      if (h().db === 'sqlite') {
        await rawSql(
          h().url,
          `create trigger ${name} before insert on events when new.company_id = '${c.companyId}'
           and new.type = 'customer.created' begin select raise(abort, 'injected failure'); end`,
        );
      } else {
        await rawSql(
          h().url,
          `create function ${name}() returns trigger language plpgsql as $$ begin
             if new.company_id = '${c.companyId}'::uuid and new.type = 'customer.created'
             then raise exception 'injected failure'; end if; return new; end $$`,
        );
        await rawSql(
          h().url,
          `create trigger ${name} before insert on events for each row execute function ${name}()`,
        );
      }
      try {
        expect((await c.post('/v1/customers', { name: 'Lost' })).status).toBe(500);
      } finally {
        if (h().db === 'sqlite') await rawSql(h().url, `drop trigger ${name}`);
        else {
          await rawSql(h().url, `drop trigger ${name} on events`);
          await rawSql(h().url, `drop function ${name}()`);
        }
      }
      expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(1);
      expect((await c.get('/v1/customers?limit=1')).body.pagination.total_count).toBe(1);
    });

    it('counts events however they are written (outside the API too), and deleted ones go', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'Ada' });
      const id = crypto.randomUUID();
      await rawSql(
        h().url,
        'insert into events (company_id, id, type, created_at, data) values (?, ?, ?, ?, ?)',
        [
          c.companyId,
          id,
          'customer.updated',
          new Date().toISOString(),
          '{"object":{"id":"x","object":"customer","data":{}}}',
        ],
      );
      expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(2);
      await rawSql(h().url, 'delete from events where company_id = ? and id = ?', [c.companyId, id]);
      expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(1);
    });

    it('refuses bad parameters with a 422 naming each', async () => {
      const c = await h().company();
      const res = expectError(
        await c.get('/v1/events?type=Customer%20created&created_after=yesterday&limit=0&sort=type&color=red'),
        422,
        'VALIDATION_ERROR',
      );
      expect(errorFields(res).sort()).toEqual(['color', 'created_after', 'limit', 'sort', 'type']);
    });

    it('is read-only: other methods answer 405 with Allow', async () => {
      const c = await h().company();
      const res = expectError(await c.post('/v1/events', {}), 405, 'METHOD_NOT_ALLOWED');
      expect(res).toBeDefined();
      expect((await c.delete(`/v1/events/${crypto.randomUUID()}`)).headers.get('allow')).toBe('GET');
    });

    it('needs only finance:read', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'R' });
      const { token } = await h().tokenFor(c.companyId, 'finance:read');
      const res = await c.get('/v1/events', { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expectError(await c.get('/v1/events', { token: null }), 401, 'UNAUTHORIZED');
    });
  });

  describe('the event counter of a database that had events before it (migration 0007)', () => {
    it('counts the events already there when the migration runs, after migrations numbered above it', async () => {
      const { url, drop } = h().freshDatabase();
      let instance: Instance | undefined;
      try {
        const store = await openStore(url, { resources: RESOURCES });
        const tenants = new Tenants(store);
        const company = await tenants.createCompany('Before the counter');
        const { token } = await tenants.createToken({
          companyId: company.id,
          scopes: 'finance:read,finance:write',
        });
        await store.close();
        // The database as it was before 0007 landed: later migrations ran, 0007 did not.
        if (h().db === 'sqlite') {
          await rawSql(url, 'drop trigger events_counted_insert');
          await rawSql(url, 'drop trigger events_counted_delete');
        } else {
          // 0018 replaced 0007's row trigger with statement triggers: both run again, in order.
          for (const op of ['insert', 'delete']) {
            await rawSql(url, `drop trigger events_counted_${op} on events`);
            await rawSql(url, `drop function events_count_${op}()`);
          }
          await rawSql(url, "delete from schema_migrations where name = '0018_event_count_statements'");
        }
        await rawSql(url, 'drop table event_count_slots');
        await rawSql(url, "delete from schema_migrations where name = '0007_event_counts'");
        for (let i = 0; i < 3; i++) {
          await rawSql(
            url,
            'insert into events (company_id, id, type, created_at, data) values (?, ?, ?, ?, ?)',
            [
              company.id,
              crypto.randomUUID(),
              'customer.created',
              new Date().toISOString(),
              '{"object":{"id":"x","object":"customer","data":{}}}',
            ],
          );
        }
        // The next instance to start runs 0007.
        instance = await h().start({}, { url });
        const c = instance.client(token);
        expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(3);
        expect((await c.post('/v1/customers', { name: 'After' })).status).toBe(201);
        expect((await c.get('/v1/events?limit=1')).body.pagination.total_count).toBe(4);
      } finally {
        await instance?.close();
        await drop();
      }
    });
  });
});
