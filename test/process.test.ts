import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/store.ts';
import { DATABASES } from './helpers/harness.ts';

function start(url: string): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, baseUrl: m[1]!, output: () => out });
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

describe('the server process', () => {
  for (const database of DATABASES) {
    it(`${database.name}: SIGTERM finishes in-flight requests; every 201 is durable; the token is never logged`, async () => {
      const { url, drop } = database.create();
      try {
        const setup = await openStore(url, { resources: RESOURCES });
        const tenants = new Tenants(setup);
        const company = await tenants.createCompany('Shutdown Co');
        const { token } = await tenants.createToken({
          companyId: company.id,
          scopes: 'finance:read,finance:write',
        });
        await setup.close();

        const server = await start(url);
        const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
        const post = (i: number) =>
          fetch(`${server.baseUrl}/v1/customers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `C${i}` }),
            signal: AbortSignal.timeout(20_000),
          }).then(
            (r) => r.status,
            (e: Error) => (e.name === 'TimeoutError' ? 'timeout' : 'refused'),
          );
        // Eight clients write back to back; SIGTERM lands while requests are in flight.
        const statuses: (number | string)[] = [];
        let stop = false;
        let n = 0;
        const clients = Array.from({ length: 8 }, async () => {
          while (!stop) {
            const s = await post(n++);
            statuses.push(s);
            if (s !== 201) stop = true;
          }
        });
        while (statuses.filter((s) => s === 201).length < 20) await new Promise((r) => setTimeout(r, 5));
        server.child.kill('SIGTERM');
        await Promise.all(clients);
        const code = await exited;
        if (code !== 0) console.log(server.output());
        expect(code).toBe(0);
        for (const s of statuses) expect([201, 503, 'refused']).toContain(s);
        const acknowledged = statuses.filter((s) => s === 201).length;

        const after = await openStore(url, { resources: RESOURCES });
        const list = await after.read((repo) =>
          repo.list(RESOURCES[0]!, company.id, {
            conditions: [],
            sort: { column: 'created_at', kind: 'datetime', desc: false },
            limit: 200,
            offset: 0,
          }),
        );
        await after.close();
        expect(list.totalCount).toBe(list.records.length);
        expect(list.records.length).toBe(acknowledged);
        expect(server.output()).not.toContain(token);
        expect(server.output()).toContain('"msg":"stopped"');
      } finally {
        await drop();
      }
    }, 120_000);
  }
});
