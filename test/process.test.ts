import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { forEachDatabase } from './helpers/harness.ts';

function start(
  url: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'info', ...env },
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

forEachDatabase(
  (h) => {
    describe('the server process', () => {
      it('a port in use is one line naming the port and PORT, exit 1, no stack trace', async () => {
        const { url, drop } = h().freshDatabase();
        const first = await start(url);
        try {
          const port = new URL(first.baseUrl).port;
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
            env: { ...process.env, DATABASE_URL: url, PORT: port, LOG_LEVEL: 'warn' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let err = '';
          child.stderr?.on('data', (d: Buffer) => {
            err += d.toString();
          });
          const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
          expect(code).toBe(1);
          expect(err).toContain(`port ${port} on 127.0.0.1 is already in use`);
          expect(err).toContain('set PORT to another port');
          expect(err).not.toMatch(/\n\s+at /);
        } finally {
          const exited = new Promise((r) => first.child.on('exit', r));
          first.child.kill('SIGTERM');
          await exited;
          await drop();
        }
      }, 60_000);

      it('SIGTERM finishes in-flight requests; every 201 is durable; the token is never logged', async () => {
        const { url, drop } = h().freshDatabase();
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

      it('a token the server holds in its cache stops working as soon as `finrec token revoke` returns', async () => {
        const { url, drop } = h().freshDatabase();
        try {
          const setup = await openStore(url, { resources: RESOURCES });
          const tenants = new Tenants(setup);
          const company = await tenants.createCompany('Revoke Co');
          const created = await tenants.createToken({ companyId: company.id, scopes: 'finance:read' });
          await setup.close();

          // No webhook dispatcher: nothing but the requests below reads the database.
          const server = await start(url, { WEBHOOK_DISPATCH_INTERVAL_MS: '0' });
          const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
          try {
            const get = () =>
              fetch(`${server.baseUrl}/v1/customers`, {
                headers: { authorization: `Bearer ${created.token}` },
              });
            const reads = async () => {
              const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
              const line = text
                .split('\n')
                .find(
                  (l) =>
                    l.startsWith('finrec_store_operation_duration_seconds_count{') &&
                    l.includes('kind="read"') &&
                    l.includes('outcome="ok"'),
                );
              return line ? Number(line.split(' ').pop()) : 0;
            };
            // Until the token comes from the cache: a list is then its one statement.
            const deadline = Date.now() + 10_000;
            for (;;) {
              const before = await reads();
              expect((await get()).status).toBe(200);
              if ((await reads()) - before === 1) break;
              if (Date.now() > deadline) throw new Error('the token never came from the cache');
              await new Promise((r) => setTimeout(r, 50));
            }

            const { stdout } = await promisify(execFile)(
              process.execPath,
              ['bin/finrec.js', 'token', 'revoke', '--id', created.id],
              { env: { ...process.env, DATABASE_URL: url } },
            );
            expect(JSON.parse(stdout).id).toBe(created.id);
            const res = await get();
            expect(res.status).toBe(401);
            expect((await res.json()).code).toBe('TOKEN_REVOKED');
          } finally {
            server.child.kill('SIGTERM');
            await exited;
          }
        } finally {
          await drop();
        }
      }, 120_000);
    });
  },
  { server: false },
);
