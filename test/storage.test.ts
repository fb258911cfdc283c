import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { forEachDatabase } from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';

forEachDatabase((h) => {
  describe('one write path', () => {
    it('concurrent writes that fail do not touch the ones that succeed (group commit savepoints)', async () => {
      const c = await h().company();
      const parent = await c.post('/v1/accounts', { source_id: 'p', name: 'Parent', type: 'asset' });
      const bodies = Array.from({ length: 40 }, (_, i) => ({
        source_id: `a${i}`,
        name: `Account ${i}`,
        type: 'asset',
        // Every third one names a parent that does not exist: refused inside the write.
        parent_account_id: i % 3 === 0 ? '0190a0e0-0000-7000-8000-000000000001' : parent.body.id,
      }));
      const results = await Promise.all(bodies.map((b) => c.post('/v1/accounts', b)));
      const ok = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 422);
      expect(ok).toHaveLength(26);
      expect(refused).toHaveLength(14);
      for (const r of refused) expect(r.body.code).toBe('INVALID_REFERENCE');
      const list = await c.get('/v1/accounts?limit=200');
      expect(list.body.pagination.total_count).toBe(27);
      expect(list.body.data).toHaveLength(27);
    });

    it('a write that reads nothing is all or nothing: a failing statement leaves none of the others', async () => {
      // On PostgreSQL such a write is one statement (its inserts merged, no BEGIN or COMMIT:
      // src/storage/postgres.ts); on SQLite a savepoint of the commit batch.
      const c = await h().company();
      const slot = { company_id: c.companyId, resource: 'test', slot: 0, count: 1 };
      await h().store.write((repo) => repo.send(repo.tables.insertInto('record_count_slots').values(slot)));
      const eventId = randomUUID();
      const write = h().store.write(async (repo) => {
        await repo.insertEvent({
          id: eventId,
          company_id: c.companyId,
          type: 'customer.created',
          created_at: new Date().toISOString(),
          data: { object: { id: 'x' } },
        });
        // The slot's primary key is taken: this insert fails, after the event's was sent.
        await repo.send(repo.tables.insertInto('record_count_slots').values(slot));
        return 'answered';
      });
      await expect(write).rejects.toThrow(/unique|duplicate/i);
      expect(await rawSql(h().url, 'select id from events where id = ?', [eventId])).toEqual([]);
      // The store goes on: the same write without the failing insert commits.
      await h().store.write((repo) =>
        repo.insertEvent({
          id: eventId,
          company_id: c.companyId,
          type: 'customer.created',
          created_at: new Date().toISOString(),
          data: { object: { id: 'x' } },
        }),
      );
      expect(await rawSql(h().url, 'select id from events where id = ?', [eventId])).toEqual([
        { id: eventId },
      ]);
    });

    it('documents are stored as JSON objects (jsonb objects on PostgreSQL, not JSON strings)', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Doc', address: { city: 'Paris' } });
      expect(created.status).toBe(201);
      if (h().db !== 'postgres') return;
      const row = await h().store.read(async (repo) => {
        const r = await sql<{ t: string; city: string }>`
          select jsonb_typeof(data) as t, data -> 'address' ->> 'city' as city
          from customers where id = ${created.body.id}`.execute(repo.db);
        return r.rows[0];
      });
      expect(row).toEqual({ t: 'object', city: 'Paris' });
    });

    it('counts stay exact through creates, upserts and deletes at once', async () => {
      const c = await h().company();
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) => c.post('/v1/customers', { name: `C${i}`, source_id: `c${i}` })),
      );
      await Promise.all([
        ...created.slice(0, 5).map((r) => c.delete(`/v1/customers/${r.body.id}`)),
        ...Array.from({ length: 5 }, (_, i) =>
          c.post('/v1/customers', { name: 'again', source_id: `c${i + 10}` }),
        ),
      ]);
      const list = await c.get('/v1/customers?limit=200');
      expect(list.body.data).toHaveLength(15);
      expect(list.body.pagination.total_count).toBe(15);
    });

    it('total_count stays exact under many concurrent creates, then creates and deletes at once', async () => {
      const c = await h().company();
      const N = 60;
      const created = await Promise.all(
        Array.from({ length: N }, (_, i) => c.post('/v1/customers', { name: `C${i}` })),
      );
      for (const r of created) expect(r.status).toBe(201);
      const total = async () => (await c.get('/v1/customers?limit=1')).body.pagination.total_count;
      expect(await total()).toBe(N);
      const results = await Promise.all([
        ...created.slice(0, N / 2).map((r) => c.delete(`/v1/customers/${r.body.id}`)),
        ...Array.from({ length: N / 2 }, (_, i) => c.post('/v1/customers', { name: `D${i}` })),
        // Deleting a record twice at once: one 200, one 404, counted once.
        c.delete(`/v1/customers/${created[N - 1]!.body.id}`),
        c.delete(`/v1/customers/${created[N - 1]!.body.id}`),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.slice(0, N)).toEqual([...Array(N / 2).fill(200), ...Array(N / 2).fill(201)]);
      expect(statuses.slice(N).sort()).toEqual([200, 404]);
      expect(await total()).toBe(N - 1);
      const all = await c.get('/v1/customers?limit=200');
      expect(all.body.data).toHaveLength(N - 1);
      // The counter is a few slot rows per company and resource, never one row per write.
      const slots = await rawSql(
        h().url,
        "select count(*) as n, sum(count) as total from record_count_slots where company_id = ? and resource = 'customers'",
        [c.companyId],
      );
      expect(Number(slots[0]!.total)).toBe(N - 1);
      expect(Number(slots[0]!.n)).toBeGreaterThanOrEqual(1);
      expect(Number(slots[0]!.n)).toBeLessThanOrEqual(32);
    });

    it('a count in record_counts (kept before the slots, or by a bulk load) is part of total_count', async () => {
      const c = await h().company();
      for (let i = 0; i < 3; i++) expect((await c.post('/v1/customers', { name: `C${i}` })).status).toBe(201);
      await rawSql(
        h().url,
        "insert into record_counts (company_id, resource, count) values (?, 'customers', 7)",
        [c.companyId],
      );
      const list = await c.get('/v1/customers?limit=2');
      expect(list.body.pagination.total_count).toBe(10);
      // Filtered lists count the rows themselves.
      const filtered = await c.get('/v1/customers?name=C');
      expect(filtered.body.pagination.total_count).toBe(3);
    });
  });

  describe('start-up', () => {
    it('several instances can migrate one database at once, and data survives a restart', async () => {
      const { url, drop } = h().freshDatabase();
      try {
        // Three processes start on one empty database at the same moment.
        const codes = await Promise.all([1, 2, 3].map(() => startInstance(url)));
        expect(codes).toEqual([0, 0, 0]);
        const store = await openStore(url, { resources: RESOURCES });
        const company = {
          id: '0190a0e0-0000-7000-8000-0000000000aa',
          name: 'X',
          base_currency: 'USD',
          created_at: new Date().toISOString(),
        };
        await store.write((repo) => repo.insertCompany(company));
        await store.close();
        const again = await openStore(url, { resources: RESOURCES });
        expect(await again.read((repo) => repo.getCompany(company.id))).toEqual(company);
        await again.close();
      } finally {
        await drop();
      }
    });
  });
});

function startInstance(url: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/open-store.ts'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}
