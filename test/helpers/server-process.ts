/**
 * A real server process (`src/main.ts`) on a database, for the crash tests: started with rate
 * limits and webhooks off, its address read from its log, killed by the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Tenants } from '../../src/domain/tenants.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore } from '../../src/storage/open.ts';

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output: () => string;
}

export function startServerProcess(url: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: '0',
      LOG_LEVEL: 'info',
      // The stream is meant to be fast; limits and webhooks are not what is tested here.
      RATE_LIMIT_PER_SECOND: '0',
      WEBHOOK_DISPATCH_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, baseUrl: m[1]!, exited, output: () => out });
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

/**
 * A company and a read-write token made straight in the database at `url` (migrating it), before
 * any server runs on it: what a crash test's server is then started for.
 */
export async function companyWithToken(
  url: string,
  name: string,
): Promise<{ companyId: string; token: string }> {
  const setup = await openStore(url, { resources: RESOURCES });
  try {
    const company = await new Tenants(setup).createCompany(name);
    const { token } = await new Tenants(setup).createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    return { companyId: company.id, token };
  } finally {
    await setup.close();
  }
}
