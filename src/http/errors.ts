/**
 * The one error handler: our AppErrors, Fastify's own errors and validation failures all become the
 * envelope of spec §7 (D10). Anything unexpected is logged and answered as a bare 500: no stack
 * trace, no SQL.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, type FieldError, validationError } from '../domain/errors.ts';
import { toFieldErrors } from '../kernel/validate.ts';
import { TransactionPoolerError } from '../storage/pooler-signs.ts';

/** The error envelope of spec §7 (D10), the body of every error answer of the API. */
export interface ErrorEnvelope {
  status: 'error';
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** D23: the operation that failed an atomic batch. */
  failed_operation?: number;
  request_id: string;
}

/** The one place the error envelope is built: `err` answering the request `requestId`. */
export function errorEnvelope(err: AppError, requestId: string): ErrorEnvelope {
  return {
    status: 'error',
    code: err.code,
    message: err.message,
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.failedOperation !== undefined ? { failed_operation: err.failedOperation } : {}),
    request_id: requestId,
  };
}

/** A request id of ours (a client's valid X-Request-Id is kept instead, app.ts). */
export const newRequestId = (): string => `req_${randomUUID().replace(/-/g, '')}`;

/**
 * The raw HTTP answer to a request Node's parser refused before Fastify saw it (headers over 16
 * KiB, a malformed request line or header, a client too slow): the error envelope too, with a
 * request id of its own in the body and the X-Request-Id header. The connection is then closed.
 */
export function clientErrorAnswer(err: { code?: string }, requestId: string): string {
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE', 'The request headers are larger than 16 KiB.')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT', 'The request was not received in time.')
        : new AppError('BAD_REQUEST', 'The request is not valid HTTP/1.1.');
  const body = JSON.stringify(errorEnvelope(error, requestId));
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: the envelope instead of Fastify's own `{"error": …}` body. */
export function handleClientError(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer (as Fastify's own handler does).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = newRequestId();
  this.log.debug({ err, requestId }, 'client error');
  if (socket.writable) socket.end(clientErrorAnswer(err, requestId));
  else socket.destroy(err);
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: AppError): FastifyReply {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.code(err.status).send(errorEnvelope(err, request.id));
}

const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body as JSON with Content-Type: application/json.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'MALFORMED_JSON',
    'The request says it has a JSON body but the body is empty.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    'MALFORMED_JSON',
    'The Content-Length header does not match the body.',
  ],
};

/** What an unexpected failure answers: nothing about its cause (no stack trace, no SQL). */
export const internalError = (): AppError =>
  new AppError(
    'INTERNAL_ERROR',
    'Something went wrong on our side. Quote the request_id if you contact support.',
  );

export function toAppError(error: FastifyError | AppError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  const fe: Partial<FastifyError> = error;
  if (fe.validation) {
    const part = fe.validationContext ?? 'body';
    return validationError(toFieldErrors(fe.validation as never, part));
  }
  if (fe.code && FASTIFY_CODES[fe.code]) {
    const [code, message] = FASTIFY_CODES[fe.code]!;
    return new AppError(code, message);
  }
  // JSON.parse errors surface as SyntaxError with a 400 status.
  if (error instanceof SyntaxError && fe.statusCode === 400)
    return new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  return undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Fields moved from an alias before validation (field path → alias path), to name errors as sent. */
    fieldRenames: Record<string, string> | null;
  }
}

function renamed(err: AppError, renames: Record<string, string> | null): AppError {
  if (!renames || !err.errors || Object.keys(renames).length === 0) return err;
  const rename = (field: string) => {
    for (const [from, to] of Object.entries(renames)) {
      if (field === from || field.startsWith(`${from}.`)) return to + field.slice(from.length);
    }
    return field;
  };
  return new AppError(err.code, err.message, {
    errors: err.errors.map((e) => ({ ...e, field: rename(e.field) })),
    headers: err.headers,
  });
}

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * The answer while the store refuses to use its database as configured (PostgreSQL behind a
 * transaction pooler without `?pooler=transaction`, storage/pooler-signs.ts): the instance cannot
 * serve until an operator changes its settings, which its log names; another instance may.
 */
export const databaseMisconfigured = (): AppError =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'This instance cannot use its database as configured; retry later. Quote the request_id if you contact support.',
  );

/** What a request that arrives while the server shuts down is told to wait before it retries. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 1;

/** The answer to a request that arrives while the server shuts down (Retry-After, envelope). */
export const shuttingDown = (): AppError =>
  new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down and takes no new requests; retry.', {
    headers: { 'Retry-After': String(SHUTDOWN_RETRY_AFTER_SECONDS) },
  });

/**
 * Once the server closes (SIGTERM, `app.close()`), requests still arriving — on a keep-alive
 * connection that was busy when closing began, or pipelined behind one — are answered 503 with the
 * envelope, a request id and Retry-After, instead of being run: Fastify's own `return503OnClosing`
 * (turned off in app.ts) answers a body of its own, without either. The connection is then closed,
 * so the client's retry opens a new one (to another instance behind a load balancer). Requests that
 * were already running finish as usual.
 */
function registerShutdownAnswer(app: FastifyInstance): void {
  let closing = false;
  // preClose runs as soon as close begins, before the server stops listening.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    if (request.raw.httpVersionMajor < 2) reply.header('Connection', 'close');
    void sendError(request, reply, shuttingDown());
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('fieldRenames', null);
  registerShutdownAnswer(app);
  // Node answers a request without Host with a bare 400 of its own; the server lets such a
  // request through (app.ts) to be answered here, with the envelope.
  // Callback hooks, not async ones: they run on every request and seldom refuse one.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      return done(new AppError('BAD_REQUEST', 'An HTTP/1.1 request must send a Host header.'));
    done();
  });
  // Bodies are read as sent: a compressed one (Content-Encoding: gzip, br, …) is refused rather
  // than read as if it were plain JSON. After authentication (preParsing), like the other 415s.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity' && hasBody(request))
      return done(
        new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Content-Encoding ${encoding} is not supported: send the body uncompressed.`,
        ),
      );
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) return sendError(request, reply, renamed(known, request.fieldRenames));
    if (error instanceof TransactionPoolerError) {
      // Logged once (by the store, or here when it had no logger), not per request.
      error.logHint(request.log);
      return sendError(request, reply, databaseMisconfigured());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, internalError());
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
}
