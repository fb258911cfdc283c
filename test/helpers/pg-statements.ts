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

export interface StatementLog {
  port: number;
  /** Distinct statement texts with how often each was sent, in first-seen order. */
  readonly statements: Map<string, number>;
  /** Forgets what was seen so far. */
  clear(): void;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

export async function captureStatements(upstreamUrl: string): Promise<StatementLog> {
  const upstream = new URL(upstreamUrl);
  const host = upstream.hostname;
  const upstreamPort = Number(upstream.port || 5432);
  const statements = new Map<string, number>();
  const sockets = new Set<Socket>();
  const record = (text: string) => statements.set(text, (statements.get(text) ?? 0) + 1);

  const server: Server = createServer((client) => {
    const target = connect(upstreamPort, host);
    sockets.add(client);
    sockets.add(target);
    let buffer = Buffer.alloc(0);
    let started = false;
    let connected = false;
    const pending: Buffer[] = [];
    const forward = (chunk: Buffer) => {
      if (connected) target.write(chunk);
      else pending.push(chunk);
    };
    target.on('connect', () => {
      connected = true;
      for (const chunk of pending.splice(0)) target.write(chunk);
    });
    target.on('data', (chunk: Buffer) => client.write(chunk));
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
        if (type === 'Q') record(cString(payload, 0).text);
        else if (type === 'P') {
          const name = cString(payload, 0);
          record(cString(payload, name.next).text);
        }
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
    clear: () => statements.clear(),
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
