/**
 * The columns of the fixed tables (the migrations'), as both drivers give them back, for
 * `Repository.tables`: queries on these tables return typed rows. Resource tables are declared at
 * run time from the definitions and stay loose (`Database`); their rows are read with the checked
 * readers of rows.ts.
 *
 * What the drivers return: text and uuid columns as strings; `integer` as numbers (int4 on
 * PostgreSQL); `bigint` counters as numbers on SQLite and strings on PostgreSQL (int8); amounts
 * as strings (text on SQLite, numeric on PostgreSQL); JSON as text on SQLite and parsed on
 * PostgreSQL (read it with rows.ts, write it with `toJson`).
 */
import type { ColumnType, Generated } from 'kysely';
import type { JsonParam } from './json.ts';

/** A JSON column: read as `unknown` (text or parsed, by dialect), written with `toJson`. */
type Json = ColumnType<unknown, JsonParam, JsonParam>;
/** A JSON column that may be NULL. */
type NullableJson = ColumnType<unknown, JsonParam | null, JsonParam | null>;
/** A PostgreSQL bigint: a string there, a number on SQLite. Written as a number or an expression. */
type BigCount = ColumnType<string | number, number, number>;
/** A PostgreSQL `numeric` (SQLite text) amount: a decimal string both ways. */
type Amount = string;

// A type, not an interface: Kysely's withTables takes only types with an implicit index signature.
export type FixedTables = {
  companies: {
    id: string;
    name: string;
    base_currency: string;
    created_at: string;
    /** The settings of migration 0011 (companies.ts). */
    lock_date: string | null;
    fiscal_year_start_month: Generated<number>;
    version: Generated<number>;
    updated_at: string | null;
  };
  api_tokens: {
    company_id: string;
    id: string;
    token_hash: string;
    name: string | null;
    prefix: string;
    /** Space-separated. */
    scopes: string;
    created_at: string;
    expires_at: string | null;
    revoked_at: string | null;
    last_used_at: string | null;
  };
  record_counts: { company_id: string; resource: string; count: BigCount };
  record_count_slots: { company_id: string; resource: string; slot: number; count: BigCount };
  record_refs: { company_id: string; to_id: string; from_id: string; from_resource: string };
  events: {
    company_id: string;
    id: string;
    type: string;
    created_at: string;
    data: Json;
    /** NULL until the dispatcher has made the event's deliveries. */
    fanned_out_at: Generated<string | null>;
  };
  event_count_slots: { company_id: string; slot: number; count: BigCount };
  idempotency_keys: {
    company_id: string;
    key: string;
    request_hash: string;
    status: string;
    claim_id: string;
    response_status: number | null;
    response_headers: NullableJson;
    response_body: string | null;
    locked_until: string;
    created_at: string;
    expires_at: string;
  };
  webhook_endpoints: {
    company_id: string;
    id: string;
    url: string;
    description: string | null;
    event_types: Json;
    metadata: Json;
    secret: string;
    status: string;
    disabled_reason: string | null;
    failing_since: string | null;
    version: number;
    created_at: string;
    updated_at: string;
  };
  webhook_deliveries: {
    company_id: string;
    id: string;
    endpoint_id: string;
    event_id: string;
    status: string;
    attempts: number;
    next_attempt_at: string;
    first_attempt_at: string | null;
    last_status_code: number | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
  };
  webhook_attempts: {
    company_id: string;
    id: string;
    endpoint_id: string;
    delivery_id: string;
    event_id: string;
    event_type: string;
    attempt: number;
    status: string;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
    next_attempt_at: string | null;
    created_at: string;
  };
  users: {
    company_id: string;
    id: string;
    email: string;
    role: string;
    password_hash: string;
    created_at: string;
  };
  sessions: {
    company_id: string;
    id: string;
    user_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    /** A one-view message for the next page, sealed with the session cookie (migration 0014). */
    flash: string | null;
  };
  sign_in_attempts: {
    kind: string;
    key: string;
    failures: number;
    last_failure_at: string;
    locked_until: string | null;
  };
  ledger_entries: {
    company_id: string;
    id: string;
    posting_id: string;
    account_id: string;
    debit_amount: Amount;
    credit_amount: Amount;
    currency: string;
    effective_date: string;
    document_type: string;
    document_id: string;
    customer_id: string | null;
    reverses_entry_id: string | null;
    memo: string | null;
    created_at: string;
    /** D17: the line valued in the base currency; null for a foreign line of before 0013 without a rate. */
    base_debit_amount: Amount | null;
    base_credit_amount: Amount | null;
    exchange_rate: Amount | null;
    /** D20 (migration 0016): the bank line this line is matched to; it is then cleared. */
    bank_line_id: string | null;
    /** D20: the completed reconciliation that settled this line; null until one does. */
    reconciliation_id: string | null;
  };
  /** D20 (migration 0017): bank reconciliations, one statement of one account each. */
  reconciliations: {
    company_id: string;
    id: string;
    account_id: string;
    statement_date: string;
    ending_balance: string;
    beginning_balance: string;
    status: string;
    /** The lines it settled, once completed; null while in progress. */
    cleared_entry_ids: NullableJson;
    version: number;
    created_at: string;
    updated_at: string;
    completed_at: string | null;
    undone_at: string | null;
  };
  /** D20: lines ticked as cleared and not yet settled, each by one reconciliation. */
  reconciliation_ticks: {
    company_id: string;
    entry_id: string;
    reconciliation_id: string;
    account_id: string;
  };
  account_balances: BalanceColumns;
  account_monthly_balances: BalanceColumns & { month: string };
  account_daily_balances: BalanceColumns & { day: string };
  document_postings: { company_id: string; document_id: string; document_type: string; posting: Json };
  applications: {
    company_id: string;
    source_id: string;
    target_id: string;
    target_type: string;
    amount: Amount;
    /** D17: the base value of the target's receivable (payable) this cleared; null before 0013. */
    base_amount: Amount | null;
  };
};

interface BalanceColumns {
  company_id: string;
  account_id: string;
  currency: string;
  /** Always 0 on SQLite (one writer); the backend's slot on PostgreSQL (migration 0009). */
  slot: Generated<number>;
  debit: Amount;
  credit: Amount;
  /** D17: the same lines valued in the company's base currency (migration 0013). */
  base_debit: Generated<Amount>;
  base_credit: Generated<Amount>;
}
