/**
 * What the webhook suites need besides the harness: dispatcher settings that make them quick, and
 * a receiver — a real node:http server on 127.0.0.1 that records what it is sent and answers as
 * the test says. The suites run with `forEachDatabase(suite, WEBHOOKS)`: no server of the suite's
 * own, each test starting the instances it needs (dispatcher on or off, private addresses allowed
 * or not), several at once on one database, or one after another (a restart).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { HarnessOptions } from './harness.ts';

/** No server of the suite's own; instances run no dispatcher unless the test's config turns it on. */
export const WEBHOOKS: HarnessOptions = { server: false, config: { webhookDispatchIntervalMs: 0 } };

/** Dispatcher settings that make tests quick: a short pause between passes, retries within a second. */
export const FAST: Partial<Config> = {
  webhookDispatchIntervalMs: 25,
  webhookAllowPrivate: true,
  webhookRetrySchedule: [0, 0.1, 0.2],
};

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers to its n-th request (0-based); `hang` never answers. */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

export class Receiver {
  readonly requests: Received[] = [];
  private readonly hanging: ServerResponse[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(
    answer: (n: number, req: Received) => Answer = () => ({ status: 204 }),
  ): Promise<Receiver> {
    let receiver: Receiver | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const received = {
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        const r = receiver!;
        const n = r.requests.length;
        r.requests.push(received);
        const a = answer(n, received);
        if (a === 'hang') {
          r.hanging.push(res);
          return;
        }
        res.writeHead(a.status, a.headers);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new Receiver(server, (server.address() as AddressInfo).port);
    return receiver;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  on(path: string): Received[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A suite's way to start receivers: each one a test starts is closed after that test. Call it once
 * at the suite's top level (it registers the afterEach hook there).
 */
export function receiversClosedAfterEach(): (
  answer?: Parameters<typeof Receiver.start>[0],
) => Promise<Receiver> {
  let open: Receiver[] = [];
  afterEach(async () => {
    for (const r of open) await r.close();
    open = [];
  });
  return async (answer) => {
    const r = await Receiver.start(answer);
    open.push(r);
    return r;
  };
}
