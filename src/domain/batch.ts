/**
 * Batches (D23): up to 100 write requests in one, run in order as if each were sent alone, in one
 * transaction. How an operation is served is the HTTP layer's (it sends each through the API's
 * own routes); what is here is what a batch means: which operations are acceptable, how a later
 * operation names an earlier one's result (`{"$ref": "cust#/id"}`), and the transaction they share.
 *
 * Both modes share one transaction, each operation's writes in savepoints of it
 * (storage/shared-transactions.ts): one commit (one fsync on SQLite, one COMMIT on PostgreSQL)
 * for the whole batch is where its speed comes from, and an answer is only sent once the batch
 * is durable. In the default mode a failed operation's writes are rolled back alone and the
 * others commit; with `atomic` the first failure rolls everything back.
 */
import type { SharingStore } from '../storage/shared-transactions.ts';
import { AppError, type FieldError, isErrorCode, validationError } from './errors.ts';
import { type KeyedWrite, writeWith } from './idempotency.ts';

export const BATCH_MAX_OPERATIONS = 100;
export const BATCH_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type BatchMethod = (typeof BATCH_METHODS)[number];
/** A `ref`: a name a later operation's `$ref` can use. */
export const REF_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export interface BatchOperation {
  method: BatchMethod;
  path: string;
  body?: unknown;
  ref?: string;
}

export interface OperationResult {
  status: number;
  body: unknown;
  etag?: string;
}

/** The error envelope an operation answered, as far as a batch reads it. */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

const REF_TEXT = /^([A-Za-z0-9_-]{1,64})#(\/.*)?$/;

/** `{"$ref": "…"}` and nothing else: a reference to replace. */
function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$ref') return undefined;
  const ref = (value as Record<string, unknown>).$ref;
  return typeof ref === 'string' ? ref : '';
}

/** Every `$ref` of a body with the path it sits at (`customer_id`, `lines.0.item_id`). */
function refsIn(value: unknown, path: string[] = []): { path: string[]; ref: string }[] {
  const ref = refOf(value);
  if (ref !== undefined) return [{ path, ref }];
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, [...path, String(i)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => refsIn(v, [...path, k]));
  return [];
}

/**
 * What can be refused before anything runs (a 422 naming `operations.N.<field>`): a path that is
 * not the API's, a nested batch, a `ref` given twice, a `$ref` to an operation that is not an
 * earlier one. Shape and sizes are the route's schema's.
 */
export function checkOperations(ops: readonly BatchOperation[]): void {
  const errors: FieldError[] = [];
  const earlier = new Set<string>();
  ops.forEach((op, n) => {
    const at = (field: string) => `operations.${n}.${field}`;
    const path = op.path.split('?')[0] ?? '';
    if (
      !path.startsWith('/v1/') ||
      path.split('/').some((s) => s === '.' || s === '..') ||
      path.includes('//')
    )
      errors.push({
        field: at('path'),
        code: 'invalid_path',
        message: 'must be a path of this API under /v1/, such as "/v1/customers"',
      });
    else if (path === '/v1/batch' || path.startsWith('/v1/batch/'))
      errors.push({ field: at('path'), code: 'nested_batch', message: 'a batch cannot hold a batch' });
    for (const { path: at2, ref } of refsIn(op.body)) {
      const m = REF_TEXT.exec(ref);
      const field = at(['body', ...at2].join('.'));
      if (!m)
        errors.push({
          field,
          code: 'invalid_ref',
          message: 'a $ref is "<ref>#/<JSON pointer into its answer>", such as "cust#/id"',
        });
      else if (!earlier.has(m[1]!))
        errors.push({
          field,
          code: 'invalid_ref',
          message: `"${m[1]}" is not the ref of an earlier operation of this batch`,
        });
    }
    if (op.ref !== undefined) {
      if (earlier.has(op.ref))
        errors.push({
          field: at('ref'),
          code: 'duplicate_ref',
          message: `"${op.ref}" is the ref of an earlier operation`,
        });
      earlier.add(op.ref);
    }
  });
  if (errors.length) throw validationError(errors);
}

/** RFC 6901: `/data/lines/0/id` read in `doc`; undefined when it leads nowhere. */
function pointerInto(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let at: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(key)) at = at[Number(key)];
    else if (typeof at === 'object' && at !== null && !Array.isArray(at) && Object.hasOwn(at, key))
      at = (at as Record<string, unknown>)[key];
    else return undefined;
  }
  return at;
}

/**
 * The body with every `$ref` replaced by what it points at in an earlier result. A reference to a
 * failed operation, or a pointer that leads nowhere, is a 422 of this operation naming the field.
 */
export function resolveRefs(body: unknown, results: ReadonlyMap<string, OperationResult>): unknown {
  const errors: FieldError[] = [];
  const walk = (value: unknown, path: string[]): unknown => {
    const ref = refOf(value);
    if (ref !== undefined) {
      const [, name = '', pointer = ''] = REF_TEXT.exec(ref) ?? [];
      const result = results.get(name);
      const field = path.join('.') || 'body';
      if (!result || result.status >= 400) {
        errors.push({
          field,
          code: 'invalid_ref',
          message: `operation "${name}" failed: there is nothing to refer to`,
        });
        return value;
      }
      const found = pointerInto(result.body, pointer);
      if (found === undefined)
        errors.push({
          field,
          code: 'invalid_ref',
          message: `"${pointer}" leads nowhere in the answer of "${name}"`,
        });
      return found;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, String(i)]));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  const resolved = walk(body, []);
  if (errors.length) throw validationError(errors);
  return resolved;
}

/**
 * D23's answer to an atomic batch that failed: the failed operation's status and error, its
 * fields named from the batch (`operations.2.name`), and which operation it was.
 */
export function atomicFailure(n: number, result: OperationResult): AppError {
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as ErrorBody;
  const errors = Array.isArray(body.errors)
    ? (body.errors as FieldError[]).map((e) => ({ ...e, field: `operations.${n}.${e.field}` }))
    : undefined;
  const message = `Operation ${n} failed, so nothing of the batch was stored: ${
    typeof body.message === 'string' ? body.message : `status ${result.status}`
  }`;
  return new AppError(isErrorCode(body.code) ? body.code : 'INTERNAL_ERROR', message, {
    ...(errors ? { errors } : {}),
    failedOperation: n,
  });
}

export class Batches {
  constructor(private readonly store: SharingStore) {}

  /**
   * Runs the operations (`serve` answers one) in one transaction, the batch's Idempotency-Key's
   * when it has one. Atomic: the first failure throws `atomicFailure`, so nothing commits.
   */
  run(
    ops: readonly BatchOperation[],
    atomic: boolean,
    serve: (op: BatchOperation, body: unknown) => Promise<OperationResult>,
    key: KeyedWrite<OperationResult[]> | undefined,
  ): Promise<OperationResult[]> {
    checkOperations(ops);
    return writeWith(this.store, key, (repo) =>
      this.store.share(repo, async () => {
        const results: OperationResult[] = [];
        const named = new Map<string, OperationResult>();
        for (const [n, op] of ops.entries()) {
          let result: OperationResult;
          try {
            result = await serve(op, resolveRefs(op.body, named));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const { status, code, message, errors } = error;
            result = { status, body: { status: 'error', code, message, ...(errors ? { errors } : {}) } };
          }
          if (atomic && result.status >= 400) throw atomicFailure(n, result);
          results.push(result);
          if (op.ref !== undefined) named.set(op.ref, result);
        }
        return results;
      }),
    );
  }
}
