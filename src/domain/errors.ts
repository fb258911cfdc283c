/**
 * The error catalogue (decisions D10): one code → status table, used by every layer.
 * Domain code throws AppError; the HTTP layer turns it into the envelope of spec §7.
 */
export const ERROR_STATUS = {
  MALFORMED_JSON: 400,
  /** Not valid HTTP (a bad request line or header, HTTP/1.1 without Host), refused before routing. */
  BAD_REQUEST: 400,
  /** A request header the service reads that is not in its syntax: an unquoted `If-Match: 1` (issue 25). */
  MALFORMED_HEADER: 400,
  /** No Authorization header (or, in the dashboard, no session): say who you are. */
  UNAUTHORIZED: 401,
  /** An Authorization header with a scheme other than Bearer (Basic, Token, none…). */
  AUTH_SCHEME_UNSUPPORTED: 401,
  /** A bearer token that is no API key: wrong prefix, length or characters, or a checksum that does not match. */
  TOKEN_MALFORMED: 401,
  /** A well-formed API key this deployment never issued (or of a deleted company). */
  TOKEN_UNKNOWN: 401,
  TOKEN_REVOKED: 401,
  TOKEN_EXPIRED: 401,
  INSUFFICIENT_SCOPE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_STATE_TRANSITION: 409,
  RECORD_IN_USE: 409,
  DOCUMENT_POSTED: 409,
  DUPLICATE_SOURCE_IDENTITY: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** D18: the change would post, reverse or change the ledger on or before the lock date. */
  PERIOD_LOCKED: 409,
  /** D18: base_currency cannot change once anything has posted. */
  BASE_CURRENCY_LOCKED: 409,
  ALREADY_DEPOSITED: 409,
  /** D20: a ledger entry a match names is matched to another bank line already. */
  ALREADY_MATCHED: 409,
  /** D20: the change would reverse or alter a journal line a completed reconciliation settled. */
  RECONCILED: 409,
  /** D20: the account already has a reconciliation in progress. */
  RECONCILIATION_IN_PROGRESS: 409,
  /** D20: a reconciliation completes only when its difference is 0.00. */
  OUT_OF_BALANCE: 409,
  PRECONDITION_FAILED: 412,
  /** The client took too long to send its request. */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request's headers are over Node's limit (16 KiB). */
  HEADERS_TOO_LARGE: 431,
  VALIDATION_ERROR: 422,
  INVALID_REFERENCE: 422,
  UNBALANCED_DOCUMENT: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes a client may retry unchanged (D10). */
export const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'IDEMPOTENCY_KEY_IN_USE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);

import type { FieldError } from '../kernel/validate.ts';

export type { FieldError };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** D23: the operation of an atomic batch that failed it. */
  readonly failedOperation: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { errors?: FieldError[]; headers?: Record<string, string>; failedOperation?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = opts.errors;
    this.headers = opts.headers ?? {};
    this.failedOperation = opts.failedOperation;
  }
}

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

export function validationError(errors: FieldError[], code: ErrorCode = 'VALIDATION_ERROR'): AppError {
  const first = errors[0];
  const message =
    errors.length === 1 && first
      ? `${first.field}: ${first.message}`
      : `The request has ${errors.length} invalid fields; see errors.`;
  return new AppError(code, message, { errors });
}

export function notFound(object: string, id: string): AppError {
  return new AppError('NOT_FOUND', `No ${object} with id ${id}.`);
}
