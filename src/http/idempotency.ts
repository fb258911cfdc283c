/**
 * The Idempotency-Key header (D9) on every POST, PUT, PATCH and DELETE of the scope it is
 * registered in, which must be after auth (the key belongs to the company) and before the routes
 * (its onRoute hook documents the header on them and runs their handlers in the key's scope).
 *
 * Hook order is what decides what is stored: the key is checked and the request hashed in
 * preValidation (before alias resolution touches the body), looked up in preHandler (after
 * validation, so a request refused by validation never touches it). A write route gives its
 * domain call the request's keyed write (`keyedWrite`, through routes/shared.ts): that write
 * decides on the key in its own transaction and stores the route's answer, made from its result,
 * with the change (see ../domain/idempotency.ts); the route then sends that stored answer. onSend,
 * which sees every answer, errors included, stores an answer whose request wrote nothing with the
 * key, and sends a replay or a refusal instead where the key says so.
 */
import * as crypto from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { stringify } from 'safe-stable-stringify';
import { type AppError, validationError } from '../domain/errors.ts';
import {
  type IdempotencyKeys,
  KEY_MAX_LENGTH,
  type KeyedWrite,
  type KeyScope,
  type StoredResponse,
} from '../domain/idempotency.ts';
import type { JsonSchema } from '../kernel/json-schema.ts';
import { METRIC } from '../platform/metrics.ts';
import { companyOf } from './auth.ts';
import { errorEnvelope } from './errors.ts';
import { errorResponse, retryAfterHeader } from './schemas.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Response headers that belong to the answer itself and so are replayed with it. */
const REPLAYED_HEADERS = ['content-type', 'etag', 'location', 'allow', 'deprecation', 'sunset', 'link'];

/** Answers refused before the request ran (D9): a retry with the same key must run it. */
const NOT_STORED = new Set([400, 401, 403, 413, 415, 429]);

export interface IdempotencyState {
  key: string;
  requestHash: string;
  keys: IdempotencyKeys;
  /** Held from preHandler until onSend has the answer stored (or not). */
  scope: KeyScope | null;
  /** The answer is a stored one (metrics may count these). */
  replayed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyState | null;
  }
}

export interface IdempotencyPluginOptions {
  /** Sweep expired keys this often; 0 turns the sweep off. */
  sweepIntervalMs: number;
}

export function registerIdempotency(
  app: FastifyInstance,
  keys: IdempotencyKeys,
  opts: IdempotencyPluginOptions,
): void {
  app.decorateRequest('idempotency', null);
  const replays = app.hasDecorator('metrics')
    ? app.metrics.counter({
        name: METRIC.idempotencyReplays,
        help: 'Responses replayed from an Idempotency-Key',
      })
    : undefined;

  const checkKey: preValidationAsyncHookHandler = async (request) => {
    if (!MUTATING.has(request.method)) return;
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw.join(', ') : raw;
    if (key.length === 0 || key.length > KEY_MAX_LENGTH) {
      throw validationError([
        {
          field: IDEMPOTENCY_HEADER,
          code: key.length === 0 ? 'required' : 'too_long',
          message:
            key.length === 0
              ? 'must not be empty; leave the header out to send no key'
              : `must be at most ${KEY_MAX_LENGTH} characters`,
        },
      ]);
    }
    request.idempotency = { key, requestHash: requestHash(request), keys, scope: null, replayed: false };
  };

  const lookUp: preHandlerAsyncHookHandler = async (request, reply) => {
    const state = request.idempotency;
    if (!state) return;
    const begun = await keys.begin(companyOf(request), state.key, state.requestHash);
    if (begun.kind === 'run') {
      state.scope = begun.scope;
      return;
    }
    state.replayed = true;
    replays?.inc();
    reply.send(replay(request, reply, begun.response));
    return reply;
  };

  const finish: onSendHookHandler = async (request, reply, payload) => {
    const state = request.idempotency;
    const scope = state?.scope;
    if (!state || !scope) return payload;
    state.scope = null;
    // An answer its keyed write stored is not looked at again.
    const finished = await keys.finish(scope, scope.stored ? undefined : storable(reply, payload));
    switch (finished.kind) {
      case 'ok':
        if (finished.tookOver)
          request.log.warn({ key: state.key }, 'idempotency key taken over after its lease ran out');
        return payload;
      case 'replay':
        state.replayed = true;
        replays?.inc();
        return replay(request, reply, finished.response);
      case 'refused':
        // Nothing of this request was committed: the refusal goes out instead of its answer.
        return instead(request, reply, finished.error);
      case 'store_failed':
        // The answer itself stands; a retry with the key runs the request again.
        request.log.error({ err: finished.error, key: state.key }, 'could not store the idempotent response');
        return payload;
    }
  };

  // The hooks are the write routes' own, first of their kind there: a GET runs none of them (they
  // would cost it a read of the key), and each runs where the scope's hook of the same kind ran before — the
  // key checked and the request hashed before the route's own preValidation resolves aliases in
  // the body, the answer stored before a deprecated route's onSend adds its headers.
  app.addHook('onRoute', (route) => {
    documentHeaders(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => MUTATING.has(m))) return;
    route.preValidation = [checkKey, ...hooksOf(route.preValidation)];
    route.preHandler = [lookUp, ...hooksOf(route.preHandler)];
    route.onSend = [finish, ...hooksOf(route.onSend)];
  });

  if (opts.sweepIntervalMs > 0) {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = keys
        .sweep()
        .catch((err: unknown) => app.log.error({ err }, 'idempotency key sweep failed'))
        .finally(() => {
          running = null;
        });
    }, opts.sweepIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}

/** A route option's hooks as a list (Fastify takes one function or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** SHA-256 in hex: one call where Node has `crypto.hash` (20.12 and later), cheaper than a Hash object. */
const sha256: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * SHA-256 over the method, the path with its query, and the body in canonical form (sorted keys);
 * a body kept as bytes (a bank file, routes/bank-import.ts) as its bytes.
 */
function requestHash(request: FastifyRequest): string {
  if (Buffer.isBuffer(request.body))
    return crypto
      .createHash('sha256')
      .update(`${request.method} ${request.url}\n`)
      .update(request.body)
      .digest('hex');
  const body = request.body === undefined ? '' : (stringify(request.body) ?? '');
  return sha256(`${request.method} ${request.url}\n${body}`);
}

function storable(reply: FastifyReply, payload: unknown): StoredResponse | undefined {
  const status = reply.statusCode;
  if (status >= 500 || NOT_STORED.has(status)) return undefined;
  let body: string;
  if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else if (payload === undefined || payload === null) body = '';
  else return undefined; // a stream cannot be replayed
  // A VALIDATION_ERROR raised by the handler is still a refusal of the request as sent: the client
  // fixes the body and retries with the same key. Other 422s (INVALID_REFERENCE, …) are answers.
  if (status === 422 && errorCode(body) === 'VALIDATION_ERROR') return undefined;
  const headers: Record<string, string> = {};
  const all = reply.getHeaders();
  for (const name of REPLAYED_HEADERS) {
    const value = all[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status, headers, body };
}

/** A write route's answer: status, its own headers (ETag), and the body to serialise. */
export interface Answer {
  status: number;
  headers?: Readonly<Record<string, string>>;
  body: unknown;
}

/**
 * The keyed write of this request, when it has an Idempotency-Key: the stored answer is `answer`
 * of the write's result, serialised, with the answer's headers and those of the reply so far.
 */
export function keyedWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (result: T) => Answer,
): KeyedWrite<T> | undefined {
  const state = request.idempotency;
  if (!state?.scope) return undefined;
  return state.keys.keyed(state.scope, (result: T): StoredResponse => {
    const a = answer(result);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const all = reply.getHeaders();
    for (const name of REPLAYED_HEADERS) {
      const value = all[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    for (const [name, value] of Object.entries(a.headers ?? {})) headers[name.toLowerCase()] = value;
    return { status: a.status, headers, body: JSON.stringify(a.body) };
  });
}

/** The answer this request's keyed write committed with its change, if it did. */
export function storedAnswerOf(request: FastifyRequest): StoredResponse | undefined {
  return request.idempotency?.scope?.stored;
}

/** An error answer (D10 envelope) sent in place of one whose change did not commit; never stored. */
function instead(request: FastifyRequest, reply: FastifyReply, err: AppError): string {
  for (const name of ['etag', 'location']) reply.removeHeader(name);
  reply.code(err.status).header('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return JSON.stringify(errorEnvelope(err, request.id));
}

/** The stored answer, in place of this one: its status, headers and body, marked as a replay. */
function replay(request: FastifyRequest, reply: FastifyReply, response: StoredResponse): string {
  for (const name of REPLAYED_HEADERS) reply.removeHeader(name);
  for (const name of Object.keys(reply.getHeaders()))
    if (name.toLowerCase() === 'retry-after') reply.removeHeader(name);
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
  reply.header(REPLAYED_HEADER, 'true');
  let body = response.body;
  // An error names the request it answers (D10): the retry's own id, as in its X-Request-Id.
  if (response.status >= 400 && body) {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (typeof parsed.request_id === 'string') body = JSON.stringify({ ...parsed, request_id: request.id });
  }
  return body;
}

function errorCode(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

// OpenAPI ---------------------------------------------------------------------------------------

const keyParameter: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: KEY_MAX_LENGTH,
  description:
    'Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company.',
};

const replayedHeader: JsonSchema = {
  type: 'string',
  enum: ['true'],
  description: 'Present when this is the stored answer to an earlier request with the same Idempotency-Key.',
};

const inUse: JsonSchema = errorResponse(
  'IdempotencyKeyInUse',
  'Conflict; IDEMPOTENCY_KEY_IN_USE while the first request with this key is still running',
);
const reused: JsonSchema = errorResponse(
  'IdempotencyKeyReused',
  'Validation error; IDEMPOTENCY_KEY_REUSED for a key used for a different request',
);

/** Statuses a replay can have: the ones stored (D9). */
function replayable(status: string): boolean {
  const n = Number(status);
  return Number.isInteger(n) && n < 500 && !NOT_STORED.has(n);
}

/**
 * Adds the Idempotency-Key header parameter and the replay headers to a mutating route's schema.
 * The header is validated by Fastify too, but preValidation has already refused a bad one with
 * the error naming `Idempotency-Key`, so that check never fires. Schemas are copied, not changed:
 * one response schema object serves several routes.
 */
function documentHeaders(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((m) => MUTATING.has(m)) || !route.schema) return;
  const schema = route.schema as Record<string, unknown>;
  const headers = schema.headers as JsonSchema | undefined;
  let newHeaders: JsonSchema | undefined;
  if (headers === undefined) {
    newHeaders = { type: 'object', properties: { [IDEMPOTENCY_HEADER]: keyParameter } };
  } else if (headers.type === 'object' && !('$ref' in headers)) {
    const properties = (headers.properties ?? {}) as Record<string, JsonSchema>;
    newHeaders = { ...headers, properties: { ...properties, [IDEMPOTENCY_HEADER]: keyParameter } };
  }
  const response = schema.response as Record<string, JsonSchema> | undefined;
  let newResponse: Record<string, JsonSchema> | undefined;
  if (response) {
    newResponse = { 409: inUse, 422: reused, ...response };
    for (const [status, r] of Object.entries(newResponse)) {
      if (!replayable(status)) continue;
      const extra: Record<string, JsonSchema> = { [REPLAYED_HEADER]: replayedHeader };
      if (status === '409') extra['Retry-After'] = retryAfterHeader;
      newResponse[status] = { ...r, headers: { ...((r.headers as object | undefined) ?? {}), ...extra } };
    }
  }
  route.schema = {
    ...schema,
    ...(newHeaders ? { headers: newHeaders } : {}),
    ...(newResponse ? { response: newResponse } : {}),
  };
}
