/**
 * Every SQL statement a client sends PostgreSQL, as PostgreSQL receives it: a TCP proxy on
 * 127.0.0.1 in front of the test server that forwards bytes both ways untouched and reads the
 * client's side of the wire protocol — the text of each simple Query ('Q') and of each Parse ('P'),
 * which carries every extended-protocol statement, named or not. Point a store's URL at `port`
 * and whatever SQL the service (Kysely, hand-written SQL, migrations) sends is in `statements`,
 * as the server's statement log would show it, without changing the server's configuration.
 *
 * An SSLRequest is answered 'N' by the proxy itself (so the stream stays readable); the client then
 * starts up in plain text, as it does against a server without TLS.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { openStore } from '../../src/storage/open.ts';
import type { Store, StoreOptions } from '../../src/storage/store.ts';

export interface StatementLog {
  port: number;
  /** Distinct statement texts with how often each was sent, in first-seen order. */
  readonly statements: Map<string, number>;
  /**
   * Every statement executed, in order: each simple Query, and each Bind (the text of the statement
   * it binds, named or unnamed — a named statement is parsed once per connection and then only
   * bound). Statements of a transaction and of concurrent work interleave as they reach the proxy.
   */
  readonly executions: string[];
  /** Sync messages and simple Queries: each ends a statement (or a pipelined batch's member). */
  readonly syncs: { count: number };
  /**
   * Round trips: Syncs and simple Queries sent while every earlier one of the connection had been
   * answered (ReadyForQuery) — the client waited. One sent before the answers to the earlier ones
   * is pipelined and not counted. (An upper bound: an answer that arrives before a pipelined
   * statement is sent makes it count.)
   */
  readonly roundTrips: { count: number };
  /** Forgets what was seen so far. */
  clear(): void;
  close(): Promise<void>;
}

/**
 * A store of `schema` whose statements go through a recording proxy (captureStatements), its token
 * listener direct (LISTEN is no storage query). Close the store, then the log.
 */
export async function recordedStore(
  pgUrl: string,
  schema: string,
  resources: StoreOptions['resources'],
): Promise<{ log: StatementLog; store: Store }> {
  const direct = new URL(pgUrl);
  direct.searchParams.delete('schema');
  const log = await captureStatements(direct.toString());
  const proxied = new URL(direct);
  proxied.port = String(log.port);
  proxied.searchParams.set('schema', schema);
  const store = await openStore(proxied.toString(), { resources, listenUrl: direct.toString() });
  return { log, store };
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

export async function captureStatements(upstreamUrl: string): Promise<StatementLog> {
  const upstream = new URL(upstreamUrl);
  const host = upstream.hostname;
  const upstreamPort = Number(upstream.port || 5432);
  const statements = new Map<string, number>();
  const sockets = new Set<Socket>();
  const executions: string[] = [];
  const syncs = { count: 0 };
  const roundTrips = { count: 0 };
  const record = (text: string) => statements.set(text, (statements.get(text) ?? 0) + 1);

  const server: Server = createServer((client) => {
    const target = connect(upstreamPort, host);
    sockets.add(client);
    sockets.add(target);
    let buffer = Buffer.alloc(0);
    let started = false;
    let connected = false;
    const pending: Buffer[] = [];
    /** This connection's parsed statements by name ('' the unnamed one). */
    const parsed = new Map<string, string>();
    /**
     * Syncs and Queries sent, and ReadyForQuery answers read: the difference is unanswered. The
     * start-up message counts as asked: the server answers it with a ReadyForQuery too.
     */
    let asked = 1;
    let answered = 0;
    const ask = () => {
      syncs.count++;
      if (asked === answered) roundTrips.count++;
      asked++;
    };
    /** The server's side, read for its ReadyForQuery messages (every server message is typed). */
    let reply = Buffer.alloc(0);
    const forward = (chunk: Buffer) => {
      if (connected) target.write(chunk);
      else pending.push(chunk);
    };
    target.on('connect', () => {
      connected = true;
      for (const chunk of pending.splice(0)) target.write(chunk);
    });
    target.on('data', (chunk: Buffer) => {
      client.write(chunk);
      reply = Buffer.concat([reply, chunk]);
      for (;;) {
        if (reply.length < 5) break;
        const length = reply.readUInt32BE(1);
        if (reply.length < 1 + length) break;
        if (reply[0] === 0x5a /* Z */) answered++;
        reply = reply.subarray(1 + length);
      }
    });
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      let out = Buffer.alloc(0);
      for (;;) {
        if (!started) {
          // Start-up phase: untyped messages (length, then a code).
          if (buffer.length < 8) break;
          const length = buffer.readUInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readUInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            client.write('N');
            continue;
          }
          started = true;
          out = Buffer.concat([out, message]);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readUInt32BE(1);
        if (buffer.length < 1 + length) break;
        const type = String.fromCharCode(buffer[0]!);
        const payload = buffer.subarray(5, 1 + length);
        if (type === 'Q') {
          const text = cString(payload, 0).text;
          record(text);
          executions.push(text);
          ask();
        } else if (type === 'P') {
          const name = cString(payload, 0);
          const text = cString(payload, name.next).text;
          record(text);
          parsed.set(name.text, text);
        } else if (type === 'B') {
          const portal = cString(payload, 0);
          const name = cString(payload, portal.next).text;
          executions.push(parsed.get(name) ?? `(statement ${name})`);
        } else if (type === 'S') ask();
        out = Buffer.concat([out, buffer.subarray(0, 1 + length)]);
        buffer = buffer.subarray(1 + length);
      }
      if (out.length > 0) forward(out);
    });
    const end = () => {
      client.destroy();
      target.destroy();
      sockets.delete(client);
      sockets.delete(target);
    };
    client.on('close', end);
    target.on('close', end);
    client.on('error', end);
    target.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    port: address.port,
    statements,
    executions,
    syncs,
    roundTrips,
    clear: () => {
      statements.clear();
      executions.length = 0;
      syncs.count = 0;
      roundTrips.count = 0;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The NUL-terminated string at `at`, and where the next field starts. */
function cString(buf: Buffer, at: number): { text: string; next: number } {
  const end = buf.indexOf(0, at);
  const stop = end < 0 ? buf.length : end;
  return { text: buf.toString('utf8', at, stop), next: stop + 1 };
}
