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
