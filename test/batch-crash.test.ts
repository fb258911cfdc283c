/**
 * Batches under SIGKILL (D23, D14), both databases: clients send atomic batches (a customer and
 * two invoices naming it by `$ref`, each batch's records tagged with its number) and default-mode
 * batches; the server is killed in the middle and started again. Every acknowledged batch is there
 * whole; an unacknowledged one is there whole or not at all, never in part.
 */
import { expect, it } from 'vitest';
import { expectStatus } from './helpers/fixtures.ts';
import { Client, forEachDatabase, type Json } from './helpers/harness.ts';
import { expectBalanced, report } from './helpers/ledger-fixtures.ts';
import { companyWithToken, type Server, startServerProcess } from './helpers/server-process.ts';

const CLIENTS = 4;
const KILL_AFTER_BATCHES = 8;
/** Records per batch: one customer, two invoices. */
const PER_BATCH = 3;

forEachDatabase(
  (h) => {
    it('a batch survives SIGKILL whole or not at all; every acknowledged one is there', async () => {
      const { url, drop } = h().freshDatabase();
      let server: Server | undefined;
      try {
        const { token } = await companyWithToken(url, 'Batch Crash Co');

        server = await startServerProcess(url);
        const c = new Client(server.baseUrl, token);
        const sales = expectStatus(
          await c.post('/v1/accounts', { source_id: 'sales', name: 'Sales', type: 'revenue' }),
          201,
        ).id;

        const acked = new Set<number>();
        const sent = new Set<number>();
        let stop = false;
        let n = 0;
        const invoice = (b: number, k: number) => ({
          method: 'POST',
          path: '/v1/invoices',
          body: {
            source_id: `b${b}-inv${k}`,
            source_system: 'crash',
            currency: 'USD',
            status: 'open',
            approval_status: 'approved',
            total_amount: '10.00',
            customer_id: { $ref: 'cust#/id' },
            lines: [{ description: `Batch ${b}`, amount: '10.00', account_id: sales }],
          },
        });
        const clients = Array.from({ length: CLIENTS }, async () => {
          while (!stop) {
            const b = n++;
            sent.add(b);
            const operations = [
              {
                method: 'POST',
                path: '/v1/customers',
                ref: 'cust',
                body: { name: `B${b}`, source_id: `b${b}-cus` },
              },
              invoice(b, 1),
              invoice(b, 2),
            ];
            try {
              const res = await fetch(`${server!.baseUrl}/v1/batch`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ atomic: b % 2 === 0, operations }),
                signal: AbortSignal.timeout(20_000),
              });
              const json = (await res.json()) as Json;
              if (res.status !== 200 || json.results.some((r: Json) => r.status !== 201))
                throw new Error(`batch ${b} → ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
              acked.add(b);
            } catch (e) {
              if (e instanceof Error && e.message.includes('→')) throw e;
              stop = true;
            }
          }
        });
        while (acked.size < KILL_AFTER_BATCHES && !stop) await new Promise((r) => setTimeout(r, 5));
        server.child.kill('SIGKILL');
        await Promise.all(clients);
        expect(await server.exited).toBeNull();
        expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_BATCHES);

        server = await startServerProcess(url);
        const after = new Client(server.baseUrl, token);
        const stored = new Map<number, number>();
        for (const path of ['customers', 'invoices']) {
          for (let page = 1; ; page++) {
            const res = expectStatus(await after.get(`/v1/${path}?limit=200&page=${page}`), 200);
            for (const r of res.data as Json[]) {
              const m = /^b(\d+)-/.exec(r.data.source_id ?? '');
              if (m) stored.set(Number(m[1]), (stored.get(Number(m[1])) ?? 0) + 1);
            }
            if (!res.pagination.has_more) break;
          }
        }
        for (const b of sent) {
          const count = stored.get(b) ?? 0;
          if (acked.has(b)) expect(count, `acknowledged batch ${b}`).toBe(PER_BATCH);
          // A batch is one transaction in both modes: all of it or none.
          else expect([0, PER_BATCH], `unacknowledged batch ${b}`).toContain(count);
        }
        // Each stored batch posted its two 10.00 invoices: receivable = 20.00 per batch.
        const tb = await report(after, 'trial_balance');
        expectBalanced(tb);
        const batches = [...stored.values()].filter((v) => v === PER_BATCH).length;
        const salesRow = (tb.data.rows as Json[]).find((r) => r.account_id === sales);
        expect(salesRow?.credit).toBe(`${batches * 20}.00`);
      } finally {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await drop();
      }
    }, 180_000);
  },
  { server: false },
);
