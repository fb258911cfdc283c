/**
 * Graceful shutdown (Hardening): once the server closes, a request that still arrives — on a
 * keep-alive connection that was busy when closing began — is answered 503 SERVICE_UNAVAILABLE with
 * the error envelope, a request_id (the client's X-Request-Id when valid), Retry-After and
 * `Connection: close`, on every kind of route (API, system, unknown, dashboard); the requests
 * already running finish with their own answers. Over raw sockets: a new connection is refused by
 * then, so the late requests are sent on connections that each have a slow request in flight.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_RETRY_AFTER_SECONDS } from '../src/http/errors.ts';
import { forEachDatabase, type Harness, type Json } from './helpers/harness.ts';
import { responseOf, schemaOf } from './helpers/openapi-doc.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Json;
}

/** The responses in `data`, one after another (each with a Content-Length). */
function parseResponses(data: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = data;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const l of lines)
      headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
    const length = Number(headers['content-length'] ?? 0);
    const text = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the assertion to show
    }
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.subarray(end + 4 + length);
  }
  return out;
}

/** A connection and everything it receives until the server closes it. */
function open(baseUrl: string): { socket: Socket; received: Promise<Buffer> } {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  const received = new Promise<Buffer>((resolve, reject) => {
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  socket.setTimeout(15_000, () => socket.destroy());
  return { socket, received };
}

forEachDatabase((h: () => Harness) => {
  describe('shutdown', () => {
    it('a request arriving while the server closes: 503 envelope, request_id, Retry-After; running ones finish', async () => {
      const c = await h().company();
      let entered = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // A route that holds its connection busy until released.
      const api = await h().start(
        {},
        {
          build: (app) =>
            app.get('/test/slow', async () => {
              entered += 1;
              await released;
              return { slow: 'done' };
            }),
        },
      );
      const auth = `Authorization: Bearer ${c.token}\r\n`;
      const late: [string, string][] = [
        ['GET /v1/customers', `GET /v1/customers HTTP/1.1\r\nHost: x\r\n${auth}X-Request-Id: late-1\r\n\r\n`],
        [
          'POST /v1/customers',
          `POST /v1/customers HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 12\r\n\r\n{"name":"A"}`,
        ],
        ['GET /healthz', 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'],
        ['GET /readyz', 'GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n'],
        ['GET /v1/nothing_here', `GET /v1/nothing_here HTTP/1.1\r\nHost: x\r\n${auth}\r\n`],
        ['GET /dashboard', 'GET /dashboard HTTP/1.1\r\nHost: x\r\n\r\n'],
      ];
      const connections = late.map(() => open(api.baseUrl));
      for (const { socket } of connections) socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
      while (entered < connections.length) await new Promise((r) => setTimeout(r, 5));

      const closed = api.close();
      // Closing has begun (preClose ran) once the server stops taking new connections.
      while (api.app.server.listening) await new Promise((r) => setTimeout(r, 5));
      connections.forEach(({ socket }, i) => {
        socket.write(late[i]![1]);
      });
      // Let the late requests arrive while the slow ones still run, then let those finish.
      await new Promise((r) => setTimeout(r, 100));
      release();

      const answers = await Promise.all(connections.map(({ received }) => received.then(parseResponses)));
      await closed;
      answers.forEach((responses, i) => {
        const what = late[i]![0];
        expect(
          responses.map((r) => r.status),
          what,
        ).toEqual([200, 503]);
        const [slow, refused] = responses as [RawResponse, RawResponse];
        // The request that was running finished with its own answer.
        expect(slow.body).toEqual({ slow: 'done' });
        expect(refused.headers['content-type'], what).toMatch(/^application\/json/);
        expect(refused.body, what).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
        expect(Object.keys(refused.body).sort(), what).toEqual(['code', 'message', 'request_id', 'status']);
        expect(refused.body.message, what).toMatch(/shutting down/);
        expect(refused.body.request_id, what).toBeTruthy();
        expect(refused.headers['x-request-id'], what).toBe(refused.body.request_id);
        expect(refused.headers['retry-after'], what).toBe(String(SHUTDOWN_RETRY_AFTER_SECONDS));
        expect(refused.headers.connection, what).toBe('close');
      });
      // A client's own X-Request-Id is kept, as on every other answer.
      expect(answers[0]![1]!.body.request_id).toBe('late-1');
      // Nothing was written by the refused POST.
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
    });

    it('the OpenAPI document describes the 503 of a closing server as the envelope with Retry-After', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      for (const path of ['/healthz', '/readyz', '/metrics']) {
        const res = responseOf(doc, doc.paths[path].get.responses['503']);
        expect(res.description, path).toMatch(/shutting down/);
        // The envelope, by whatever name the document gives it.
        const schema = schemaOf(doc, res.content['application/json'].schema);
        expect(schema.required, path).toEqual(['status', 'code', 'message', 'request_id']);
        expect(res.headers['Retry-After'], path).toBeDefined();
      }
    });
  });
});
