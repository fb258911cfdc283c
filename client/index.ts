/**
 * The finrec API client for TypeScript: openapi-fetch over the types that openapi-typescript
 * generates from the OpenAPI document (schema.d.ts beside this file; `npm run client:generate`
 * writes it, and a test fails while it is not current). Paths, parameters, bodies and answers are
 * the document's, checked by the compiler:
 *
 *   const finrec = createFinrecClient({ baseUrl: 'http://127.0.0.1:8080', token: process.env.TOKEN ?? '' });
 *   const { data, error } = await finrec.POST('/v1/invoices/{id}/approve', { params: { path: { id } } });
 *
 * Each call answers `{ data, error, response }`: `data` on a 2xx (typed by the operation's
 * answers), `error` otherwise (an `ErrorEnvelope`), never both. See test/client-tour.test.ts for
 * the README's tour through it.
 */
import createClient, { type Client, type ClientOptions, mergeHeaders } from 'openapi-fetch';
import type { components, ErrorEnvelope, paths } from './schema.d.ts';

// Every component schema of the document under its own name (Invoice, InvoiceCreate, InvoiceUpdate,
// InvoiceList, InvoiceDeleted, LedgerEntry, Company, Event, WebhookEndpoint, TrialBalanceReport,
// TrialBalanceRow, …; its `Error` as ErrorEnvelope), and the generated maps for anything else.
export type * from './schema.d.ts';

export interface FinrecClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the server is, without /v1: e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** A company's API key (dashboard, Settings → API keys) or CLI token: sent as `Authorization: Bearer`. */
  token: string;
}

export type FinrecClient = Client<paths>;

/** An openapi-fetch client of the finrec API whose every request carries the token. */
export function createFinrecClient({
  baseUrl,
  token,
  headers,
  ...options
}: FinrecClientOptions): FinrecClient {
  const withToken = mergeHeaders(headers, { Authorization: `Bearer ${token}` });
  return createClient<paths>({ ...options, baseUrl, headers: withToken });
}

/** The record inside a record envelope (`Customer['data']`, the `data` of every `CustomerList` item). */
export type RecordOf<Envelope extends { data: unknown }> = Envelope['data'];

/** One field's mistake in a 422 (VALIDATION_ERROR) answer: `{ field, code, message }`. */
export type FieldError = NonNullable<ErrorEnvelope['errors']>[number];

/** The component schemas by name, for any not named above. */
export type Schemas = components['schemas'];

/** The reports that page by cursor (D11): the general ledger and the agings. */
export type PagedReportPath = '/v1/reports/general_ledger' | '/v1/reports/ar_aging' | '/v1/reports/ap_aging';
type PagedReportQuery<P extends PagedReportPath> = NonNullable<paths[P]['get']['parameters']['query']>;
type PagedReport<P extends PagedReportPath> =
  paths[P]['get']['responses'][200]['content']['application/json'];

/**
 * Every page of a paged report, in order: the first with `query`, each next one with the
 * `pagination.next_cursor` of the one before, until it is null. A general ledger account whose
 * lines run over pages is on each of them; its `opening_balance` on a page is the
 * `closing_balance` it had on the page before. An error answer throws, with its envelope as `cause`.
 *
 *   for await (const page of reportPages(finrec, '/v1/reports/general_ledger', { from: '2026-01-01' }))
 *     for (const row of page.data.rows) console.log(row.account_name, row.closing_balance);
 */
export async function* reportPages<P extends PagedReportPath>(
  client: FinrecClient,
  path: P,
  query?: Omit<PagedReportQuery<P>, 'cursor'>,
): AsyncGenerator<PagedReport<P>> {
  // One signature for the three paths: their queries and answers differ only in the fields this
  // loop passes through.
  const get = client.GET as unknown as (
    path: PagedReportPath,
    init: { params: { query: Record<string, unknown> } },
  ) => Promise<{ data?: PagedReport<P>; error?: ErrorEnvelope }>;
  let cursor: string | null = null;
  do {
    const { data, error } = await get(path, {
      params: { query: { ...query, ...(cursor === null ? {} : { cursor }) } },
    });
    if (!data) throw new Error(`${path}: ${error?.message ?? 'no answer'}`, { cause: error });
    yield data;
    cursor = data.pagination.next_cursor;
  } while (cursor !== null);
}

/** `{"$ref": "cust#/id"}`: in a batch operation's body, a value of an earlier operation's answer. */
export interface BatchRef {
  $ref: `${string}#${string}`;
}

/** The value at `pointer` (JSON pointer, `/id` unless told) of the answer of the operation named `ref`. */
export const batchRef = (ref: string, pointer = '/id'): BatchRef => ({ $ref: `${ref}#${pointer}` });

/** A body in which any value may instead be a `BatchRef`. */
export type WithRefs<T> = T extends readonly (infer I)[]
  ? WithRefs<I>[] | BatchRef
  : T extends object
    ? { [K in keyof T]: WithRefs<T[K]> | BatchRef }
    : T | BatchRef;

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';
type BodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type PathParamsOf<Op> = Op extends { parameters: { path: infer P } } ? (P extends never ? never : P) : never;
type WritePaths<M extends WriteMethod> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths] &
  string;

/** One operation of `POST /v1/batch`, as `runBatch` sends it. */
export type BatchOperation = NonNullable<
  paths['/v1/batch']['post']['requestBody']
>['content']['application/json']['operations'][number];

/**
 * A batch operation checked like the request it stands for: the path is one of the document's
 * (with its `{id}` filled from `params`), the body is that operation's (any value of it may be a
 * `batchRef`), `ref` names its answer for later operations.
 *
 *   batchOperation('post', '/v1/invoices', { body: { customer_id: batchRef('cust'), … } })
 *   batchOperation('post', '/v1/invoices/{id}/approve', { params: { id } })
 */
export function batchOperation<M extends WriteMethod, P extends WritePaths<M>>(
  method: M,
  path: P,
  init: {
    params?: PathParamsOf<NonNullable<paths[P][M]>>;
    body?: WithRefs<BodyOf<NonNullable<paths[P][M]>>>;
    ref?: string;
  } = {},
): BatchOperation {
  const params = (init.params ?? {}) as Record<string, string>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return {
    method: method.toUpperCase() as BatchOperation['method'],
    path: filled,
    ...(init.body === undefined ? {} : { body: init.body }),
    ...(init.ref === undefined ? {} : { ref: init.ref }),
  };
}

/** The answer of `POST /v1/batch`: each operation's status, body and ETag, in order. */
export type BatchResults =
  paths['/v1/batch']['post']['responses'][200]['content']['application/json']['results'];

/**
 * Sends `operations` as one batch (at most 100). Each result says how its operation went; an
 * atomic batch that failed, or a refused batch, throws with the error envelope as `cause`.
 */
export async function runBatch(
  client: FinrecClient,
  operations: BatchOperation[],
  options: { atomic?: boolean; idempotencyKey?: string } = {},
): Promise<BatchResults> {
  const { data, error } = await client.POST('/v1/batch', {
    body: { operations, ...(options.atomic === undefined ? {} : { atomic: options.atomic }) },
    ...(options.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
  });
  if (!data) throw new Error(`/v1/batch: ${error?.message ?? 'no answer'}`, { cause: error });
  return data.results;
}
