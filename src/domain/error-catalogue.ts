/**
 * What every error code means to the person who meets it (issue 25): when it happens and what to
 * do. Typed over ErrorCode, so a code added to ERROR_STATUS does not compile until it is
 * explained here; docs/errors.md is written from this table (`npm run docs:errors`) and the
 * OpenAPI document lists the codes as the `code` enum of its Error schema.
 */
import { ERROR_STATUS, type ErrorCode, RETRYABLE } from './errors.ts';

export interface ErrorDoc {
  /** When the service answers it. */
  when: string;
  /** What the client should do. */
  fix: string;
}

export const ERROR_CATALOGUE: { readonly [C in ErrorCode]: ErrorDoc } = {
  MALFORMED_JSON: {
    when: 'The body is not JSON, has a duplicate key or trailing data, or is not UTF-8.',
    fix: 'Send one JSON value encoded as UTF-8; the message says where the text went wrong.',
  },
  BAD_REQUEST: {
    when: 'The request is not valid HTTP/1.1 (a bad request line or header, no Host header).',
    fix: "Fix the client's HTTP; the connection is closed after this answer.",
  },
  MALFORMED_HEADER: {
    when: 'A header the service reads is not in its syntax, such as an unquoted `If-Match: 1`.',
    fix: 'Send it as the message shows: an ETag is quoted, `If-Match: "1"`.',
  },
  AUTH_SCHEME_UNSUPPORTED: {
    when: 'The Authorization header uses a scheme other than Bearer (Basic, Token, a bare key).',
    fix: 'Send `Authorization: Bearer <API key>`.',
  },
  TOKEN_MALFORMED: {
    when: 'The bearer token is not an API key of this service: wrong prefix, length or characters, or a checksum that does not match (a mistyped or truncated key).',
    fix: 'Copy the whole key again; the message says which part is wrong, never the key.',
  },
  TOKEN_UNKNOWN: {
    when: 'A well-formed API key this deployment never issued (another deployment’s, or of a deleted company).',
    fix: 'Use a key made for this deployment and company (dashboard, Settings → API keys, or `npx finrec token create`).',
  },
  TOKEN_REVOKED: {
    when: 'The API key was revoked (the message says when).',
    fix: 'Make a new key; a revoked one never works again.',
  },
  TOKEN_EXPIRED: {
    when: 'The API key expired (the message says when).',
    fix: 'Make a new key, with `--expires-in never` if it should not expire.',
  },
  UNAUTHORIZED: {
    when: 'No Authorization header (or, in the dashboard, no session).',
    fix: 'Send `Authorization: Bearer <API key>`; make a new key in the dashboard (Settings → API keys) or with `npx finrec token create`.',
  },
  INSUFFICIENT_SCOPE: {
    when: 'The token lacks the scope the request needs (`finance:write` for every write, `finance:read` for reads).',
    fix: 'Use a key with that scope; the message names the scope needed and those the token has.',
  },
  NOT_FOUND: {
    when: 'No such route, or no record with this id in the token’s company (another company’s records are not found either).',
    fix: 'Check the path and the id; ids are UUIDs the API gave, not source ids (list with `?source_id=` to find one).',
  },
  METHOD_NOT_ALLOWED: {
    when: 'The path exists but not with this method (the `Allow` header lists those it takes).',
    fix: 'Use one of the methods in `Allow`.',
  },
  INVALID_STATE_TRANSITION: {
    when: 'An action from a state it does not start from (approving a paid invoice, voiding a void one).',
    fix: 'Read the record’s status; the message names the action that leads to where you want to go.',
  },
  RECORD_IN_USE: {
    when: 'Deleting a record others refer to (an account with journal lines, a customer with documents).',
    fix: 'Deactivate it (`active: false`) instead, or delete what refers to it first.',
  },
  DOCUMENT_POSTED: {
    when: 'Deleting or changing a document in a way its posted state does not allow.',
    fix: 'Void it (its reversal posts), then make a new one.',
  },
  DUPLICATE_SOURCE_IDENTITY: {
    when: 'A create whose source identity (`source_system`, `source_id`, `connection_id`) another record already has, where an upsert is not possible.',
    fix: 'PUT or POST the same identity to update that record, or give the new record an identity of its own.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    when: 'A request with the same Idempotency-Key is still running.',
    fix: 'Retry after the `Retry-After` seconds; the retry gets the first request’s answer.',
  },
  PERIOD_LOCKED: {
    when: 'The change would post, reverse or alter the ledger on or before the company’s `lock_date`.',
    fix: 'Date the change after the lock date, or move the lock date back (PATCH /v1/company) if the period should reopen.',
  },
  BASE_CURRENCY_LOCKED: {
    when: 'Changing the company’s `base_currency` after anything has posted.',
    fix: 'Keep the base currency; record foreign amounts in their own currency with exchange rates.',
  },
  ALREADY_DEPOSITED: {
    when: 'A payment or receipt is already in another deposit.',
    fix: 'Remove it from that deposit first, or leave it out of this one.',
  },
  RECONCILED: {
    when: 'The change would reverse or alter a journal line a completed bank reconciliation settled: a void, a delete, a PUT of its amount, account or date (D20). The message names the reconciliation.',
    fix: 'Undo that reconciliation (POST /v1/reconciliations/{id}/undo), make the change, and reconcile again; a memo-only change needs none of this.',
  },
  RECONCILIATION_IN_PROGRESS: {
    when: 'Starting a reconciliation (or undoing one) while the account has a reconciliation in progress; the message names it.',
    fix: 'Complete the reconciliation in progress first, or correct it with PATCH.',
  },
  OUT_OF_BALANCE: {
    when: 'Completing a reconciliation whose `difference` (ending balance − cleared balance) is not 0.00; the message names the difference.',
    fix: 'Tick or untick lines (PATCH add_entry_ids / remove_entry_ids), or correct `ending_balance`, until the difference is 0.00.',
  },
  ALREADY_MATCHED: {
    when: 'A bank line match names a journal line that is matched to another bank line already (the message names that line).',
    fix: 'Unmatch it from the other bank line first (POST /v1/bank_lines/{id}/unmatch), or match other entries.',
  },
  PRECONDITION_FAILED: {
    when: 'The `If-Match` version is no longer the record’s (someone changed it since you read it).',
    fix: 'GET the record again, reapply your change to what it is now, and send it with the new ETag.',
  },
  REQUEST_TIMEOUT: {
    when: 'The client took too long to send its request.',
    fix: 'Send the whole request promptly; retry.',
  },
  PAYLOAD_TOO_LARGE: {
    when: 'The body is over the limit (1 MiB for JSON; 5 MiB for a bank statement file).',
    fix: 'Split the data: several requests, or a batch of smaller operations.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    when: 'The body is not `application/json` (or the type the route takes), or declares a charset other than UTF-8.',
    fix: 'Send `Content-Type: application/json` with UTF-8 text.',
  },
  HEADERS_TOO_LARGE: {
    when: 'The request headers are over 16 KiB.',
    fix: 'Send fewer or shorter headers.',
  },
  VALIDATION_ERROR: {
    when: 'The body or query parameters break the rules: every problem is listed in `errors`, each naming its field with a code (`required`, `invalid_type`, `unknown_field`, `too_many_decimals`, …).',
    fix: 'Fix each field named in `errors` and send the request again; nothing was stored.',
  },
  INVALID_REFERENCE: {
    when: 'A field names a record the company does not have, or one of the wrong kind (an expense account where a bank account is needed).',
    fix: 'Use the id of an existing record of the kind the field needs; `errors` names the field.',
  },
  UNBALANCED_DOCUMENT: {
    when: 'What a document would post does not balance, or its total does not match its lines.',
    fix: 'Make the lines add up to the total (tax included); the message gives both sums.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    when: 'An Idempotency-Key already used with a different request (method, path or body).',
    fix: 'Use a new key for a new request; a key stands for one request for 24 hours.',
  },
  RATE_LIMITED: {
    when: 'The token sent more requests than its rate allows (each operation of a batch counts).',
    fix: 'Wait `Retry-After` seconds; spread requests out or use batches.',
  },
  INTERNAL_ERROR: {
    when: 'Something failed in the service; the change was not made (or, with an Idempotency-Key, a retry is safe).',
    fix: 'Retry with the same Idempotency-Key; report the `request_id` if it persists.',
  },
  SERVICE_UNAVAILABLE: {
    when: 'The service cannot serve now: the database is unreachable, or PostgreSQL sits behind a transaction pooler without `?pooler=transaction`.',
    fix: 'Retry later; operators see the cause in the log and on /readyz.',
  },
};

/** docs/errors.md: every code, its status, when it happens, what to do. */
export function renderErrorDocs(): string {
  const lines = [
    '# Error codes',
    '',
    '<!-- Written by `npm run docs:errors` from src/domain/error-catalogue.ts: edit that file, not this one. -->',
    '',
    'Every error answer is the same envelope: `{"status": "error", "code", "message", "errors"?,',
    '"request_id"}` ([api.md](api.md#errors)). `code` is one of these; `errors` lists the fields of a',
    '422, each with a code of its own. Codes marked *retry* may be sent again unchanged.',
    '',
    '| Code | Status | When | What to do |',
    '|---|--:|---|---|',
  ];
  const byStatus = (Object.entries(ERROR_CATALOGUE) as [ErrorCode, ErrorDoc][]).sort(
    ([a], [b]) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b),
  );
  for (const [code, doc] of byStatus) {
    const retry = RETRYABLE.has(code) ? ' *retry*' : '';
    lines.push(`| \`${code}\`${retry} | ${ERROR_STATUS[code]} | ${doc.when} | ${doc.fix} |`);
  }
  return `${lines.join('\n')}\n`;
}
