/**
 * Distribution-ready keys (issue 15, item 5): the rule that lets the company tables be distributed
 * by `company_id` (Citus `create_distributed_table(table, 'company_id')`, co-located; docs/scaling.md)
 * or split across databases by company, checked on PostgreSQL:
 *
 * 1. The schema, read from the catalogue of a migrated install: every table holding company data
 *    has a `company_id uuid not null` column leading its primary key and every unique index (and
 *    every other index, so each lookup stays within one company). The few tables that do not are
 *    listed below, each with why: global tables (no company's data), and three tables whose rows
 *    are a company's but are found by a key unique across companies before the company is known
 *    (reference tables on Citus). A new table, index or trigger that breaks the rule fails here.
 * 2. The statements: a representative workload (records, documents posting to the ledger,
 *    payments, reports, lists and cursors, Idempotency-Keys and their sweep, events, webhooks
 *    delivered by the dispatcher, the dashboard, token use and revocation, /metrics) runs against
 *    a store whose connections go through a proxy that records every statement PostgreSQL receives
 *    (helpers/pg-statements.ts). Each statement on a distributed table must name `company_id`: in
 *    an INSERT's columns, and as `company_id = $n` (or a join on company_id) for every reference to
 *    such a table in a SELECT, UPDATE or DELETE, subqueries included. The exceptions are listed
 *    with their reasons: the webhook dispatcher's cross-company work queue and its gauges.
 *
 * PostgreSQL only: skipped without TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { Users } from '../src/domain/users.ts';
import { RESOURCES } from '../src/resources/index.ts';
import type { Store } from '../src/storage/store.ts';
import { FormClient } from './helpers/dashboard-fixtures.ts';
import { approve, bodies, create, expectStatus, uid } from './helpers/fixtures.ts';
import { type Client, eventually, forEachDatabase, type Harness, type Json } from './helpers/harness.ts';
import { APPROVAL_DOCS, journalBody, paymentBody, seedChart } from './helpers/ledger-fixtures.ts';
import { recordedStore, type StatementLog } from './helpers/pg-statements.ts';
import { rawSql } from './helpers/raw-sql.ts';
import { Receiver } from './helpers/webhook-fixtures.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Tables without a `company_id` column leading their keys, because they hold no company's data or
 * are the companies themselves (docs/scaling.md says how each is placed on Citus).
 */
const GLOBAL_TABLES: Record<string, string> = {
  companies:
    'the tenants themselves: one row per company whose `id` is the company id (on Citus, ' +
    'distributed by `id` beside the company tables); listed whole by the idempotency sweep',
  schema_migrations: "Kysely's record of the migrations run: the install's, not a company's",
  schema_migrations_lock: "Kysely's migration lock row",
  sign_in_attempts:
    'dashboard sign-in throttling, keyed by account e-mail or client address before anyone is ' +
    'signed in, so before any company is known (an address is shared by every company behind it)',
};

/**
 * Tables of company rows (their primary key leads with company_id) that also carry a key unique
 * across companies, because they are found by it before the company is known. They cannot be
 * distributed by company with those keys: on Citus they are reference tables (small, written
 * rarely), or their global key moves to a small lookup table of its own (docs/scaling.md).
 * Statements on them are not checked for company_id.
 */
const GLOBAL_KEYS: Record<string, { indexes: Record<string, string[]>; why: string }> = {
  api_tokens: {
    indexes: { api_tokens_hash: ['token_hash'], api_tokens_id: ['id'] },
    why:
      'a bearer token is looked up by its hash before its company is known; the CLI revokes a ' +
      'token by its id alone (`finrec token revoke ID`)',
  },
  users: {
    indexes: { users_email: ['email'] },
    why: 'a dashboard user signs in with an e-mail unique across companies, before the company is known',
  },
  sessions: {
    indexes: { sessions_token_hash: ['token_hash'] },
    why: 'a dashboard session is found by the hash of its cookie before the company is known',
  },
};

/** Triggers, each known: a new one must be looked at for distribution (docs/scaling.md). */
const TRIGGERS: Record<string, string> = {
  // Migration 0018: statement triggers (one upsert per company per statement, not per row).
  'events.events_counted_insert':
    "keeps event_count_slots: writes the inserted events' companies' own rows (co-located)",
  'events.events_counted_delete':
    "keeps event_count_slots: writes the deleted events' companies' own rows (co-located)",
  'api_tokens.api_tokens_changed': "NOTIFYs token changes to every instance's token cache",
};

/**
 * Statements on distributed tables that do not name one company, by design: the webhook
 * dispatcher's work queue spans companies (each instance takes whatever is due, whichever company
 * it is of), and the outbox gauge of /metrics counts it. Each must be seen in the workload, so the
 * list stays true. On Citus these are multi-shard statements (docs/scaling.md says what changes).
 */
const CROSS_COMPANY: { what: string; pattern: RegExp; seen?: boolean }[] = [
  {
    what: 'dispatcher: is any event waiting to be fanned out? (events.hasUnfannedEvents)',
    pattern: /^select "id" from "events" where "fanned_out_at" is null limit \$1$/,
  },
  {
    what: 'dispatcher: claim events to fan out, any company (events.claimUnfannedEvents)',
    pattern: /^select .* from "events" where "fanned_out_at" is null limit \$1 for update skip locked$/,
  },
  {
    what: 'dispatcher: the enabled endpoints of the companies whose events it claimed (webhooks.enabledEndpointsOf)',
    pattern:
      /^select \* from "webhook_endpoints" where "company_id" in \(\$\d+(, \$\d+)*\) and "status" = \$\d+$/,
  },
  {
    what: 'dispatcher: is any delivery due? (webhooks.hasDueDeliveries)',
    pattern:
      /^select "id" from "webhook_deliveries" where "status" = \$1 and "next_attempt_at" <= \$2 limit \$3$/,
  },
  {
    what: 'dispatcher: claim due deliveries, any company (webhooks.claimDueDeliveries)',
    pattern:
      /^select \* from "webhook_deliveries" where "status" = \$1 and "next_attempt_at" <= \$2 order by "next_attempt_at" limit \$3 for update skip locked$/,
  },
  {
    what: '/metrics: events not yet fanned out (events.countUnfannedEvents)',
    pattern: /^select count\(\*\) as "n" from "events" where "fanned_out_at" is null$/,
  },
  {
    what: '/metrics: deliveries pending (webhooks.countPendingDeliveries)',
    pattern: /^select count\(\*\) as "n" from "webhook_deliveries" where "status" = \$1$/,
  },
];

interface IndexRow {
  table: string;
  index: string;
  primary: boolean;
  unique: boolean;
  columns: string[];
}

/** Every table a statement names after FROM, JOIN, INTO or UPDATE (schema-qualified ones left out). */
function tablesNamed(text: string, known: Set<string>): { table: string; insertTarget: boolean }[] {
  const out: { table: string; insertTarget: boolean }[] = [];
  for (const m of text.matchAll(/\b(from|join|into|update)\s+("?)([a-z_][a-z0-9_]*)\2(\.)?/g)) {
    if (m[4] || !known.has(m[3]!)) continue;
    out.push({ table: m[3]!, insertTarget: m[1] === 'into' });
  }
  return out;
}

/**
 * Why a statement on distributed tables does not stay within one company, or undefined when it
 * does: an INSERT names company_id among its columns; each other reference to a distributed table
 * is matched by a `company_id = $n` (or `company_id in ($n)`, one value) or a join on company_id.
 */
function crossesCompanies(text: string, distributed: Set<string>): string | undefined {
  const named = tablesNamed(text, distributed);
  if (named.length === 0) return undefined;
  for (const n of named.filter((x) => x.insertTarget)) {
    const columns = new RegExp(`into "?${n.table}"? \\(([^)]*)\\)`).exec(text)?.[1] ?? '';
    if (!/\b"?company_id"?\b/.test(columns)) return `INSERT into ${n.table} without company_id`;
  }
  const references = named.filter((x) => !x.insertTarget).length;
  const byValue = text.match(/company_id"? (= \$\d+|in \(\$\d+\))/g)?.length ?? 0;
  const byJoin = text.match(/company_id"? = "?[a-z_]+"?\."?company_id/g)?.length ?? 0;
  if (byValue + byJoin < references)
    return `${references} references to company tables, ${byValue + byJoin} company_id conditions`;
  return undefined;
}

forEachDatabase(
  (h: () => Harness) => {
    let tables: string[] = [];
    let indexes: IndexRow[] = [];
    let schema = '';

    beforeAll(async () => {
      // The harness's own database: migrated when the suite started.
      schema = new URL(h().url).searchParams.get('schema') as string;
      const direct = new URL(pgUrl as string);
      direct.searchParams.delete('schema');
      const list = await rawSql(
        direct.toString(),
        `select table_name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'`,
        [schema],
      );
      tables = list.map((r) => String(r.table_name)).sort();
      const rows = await rawSql(
        direct.toString(),
        `select t.relname as table, i.relname as index, x.indisprimary as primary, x.indisunique as unique,
                array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                      order by k.ord) as columns
           from pg_index x
           join pg_class t on t.oid = x.indrelid
           join pg_class i on i.oid = x.indexrelid
          where t.relnamespace = ?::regnamespace`,
        [schema],
      );
      indexes = rows.map((r) => ({
        table: String(r.table),
        index: String(r.index),
        primary: r.primary === true,
        unique: r.unique === true,
        columns: r.columns as string[],
      }));
    });

    const distributedTables = () => tables.filter((t) => !(t in GLOBAL_TABLES) && !(t in GLOBAL_KEYS));

    describe('the schema', () => {
      it('lists its exceptions truly: every exempt table and global key exists', () => {
        for (const t of [...Object.keys(GLOBAL_TABLES), ...Object.keys(GLOBAL_KEYS)])
          expect(tables, `exempt table ${t}`).toContain(t);
        for (const [table, { indexes: keys }] of Object.entries(GLOBAL_KEYS))
          for (const [name, columns] of Object.entries(keys))
            expect(
              indexes.find((i) => i.index === name),
              `${table}.${name}`,
            ).toMatchObject({ table, unique: true, columns });
        // The resource tables are there too (the list below is not vacuous).
        for (const r of RESOURCES) expect(tables).toContain(r.name);
      });

      it('every company table: company_id uuid not null, leading its primary key and every index', async () => {
        const columns = await rawSql(
          h().url,
          `select table_name, data_type, is_nullable from information_schema.columns
            where table_schema = current_schema() and column_name = 'company_id'`,
        );
        const companyId = new Map(columns.map((c) => [String(c.table_name), c]));
        const problems: string[] = [];
        for (const table of [...distributedTables(), ...Object.keys(GLOBAL_KEYS)]) {
          const col = companyId.get(table);
          if (!col) problems.push(`${table}: no company_id column`);
          else if (col.data_type !== 'uuid' || col.is_nullable !== 'NO')
            problems.push(`${table}: company_id is ${col.data_type}, nullable ${col.is_nullable}`);
          const own = indexes.filter((i) => i.table === table);
          const pk = own.find((i) => i.primary);
          if (!pk) problems.push(`${table}: no primary key`);
          const allowed = GLOBAL_KEYS[table]?.indexes ?? {};
          for (const i of own) {
            if (i.index in allowed) continue;
            if (i.columns[0] !== 'company_id') {
              const kind = i.primary ? 'primary key' : i.unique ? 'unique index' : 'index';
              problems.push(
                `${table}: ${kind} ${i.index} (${i.columns.join(', ')}) does not lead with company_id`,
              );
            }
          }
        }
        expect(problems).toEqual([]);
        // Not vacuous: the resource tables and the fixed company tables are all checked.
        expect(distributedTables()).toEqual(
          expect.arrayContaining([
            ...RESOURCES.map((r) => r.name),
            ...['record_counts', 'record_count_slots', 'record_refs', 'events', 'event_count_slots'],
            ...['idempotency_keys', 'webhook_endpoints', 'webhook_deliveries', 'webhook_attempts'],
            ...['ledger_entries', 'account_balances', 'account_monthly_balances', 'account_daily_balances'],
            ...['document_postings', 'applications'],
          ]),
        );
      });

      it('no foreign keys, and only the known triggers', async () => {
        // A foreign key between distributed tables must include company_id; none exist today.
        const fks = await rawSql(
          h().url,
          `select conrelid::regclass::text as t, conname from pg_constraint
            where connamespace = current_schema()::regnamespace and contype = 'f'`,
        );
        expect(fks).toEqual([]);
        const triggers = await rawSql(
          h().url,
          `select event_object_table as t, trigger_name as n from information_schema.triggers
            where trigger_schema = current_schema() group by 1, 2`,
        );
        expect(triggers.map((r) => `${r.t}.${r.n}`).sort()).toEqual(Object.keys(TRIGGERS).sort());
      });
    });

    describe('the statement check itself', () => {
      const tables = new Set(['customers', 'record_refs', 'events', 'invoices', 'applications']);
      it('refuses statements that do not name one company', () => {
        for (const text of [
          'select * from "customers" where "id" = $1',
          'select * from "customers" where "company_id" = $1 and "id" in (select "from_id" from "record_refs" where "to_id" = $2)',
          'insert into "events" ("id", "type") values ($1, $2)',
          'update "invoices" set "sys" = $1 where "id" = $2',
          'delete from "applications" where "source_id" = $1',
          'select count(*) from "invoices" where "company_id" in ($1, $2)',
        ])
          expect(crossesCompanies(text, tables), text).toBeDefined();
      });
      it('accepts what stays within one company', () => {
        for (const text of [
          'select * from "customers" where "company_id" = $1 and "id" = $2',
          'insert into "events" ("id", "company_id", "type") values ($1, $2, $3)',
          'update "invoices" set "sys" = $1 where "company_id" = $2 and "id" = $3',
          'select t.id from (select "id" from "customers" where "company_id" = $1 limit $2) as p cross join "customers" as "t" where "t"."id" = "p"."id" and "t"."company_id" = $3',
          'select * from "record_refs" as r join "customers" as c on c.company_id = r.company_id and c.id = r.from_id where r.company_id = $1',
          'select * from "companies" where "id" = $1',
        ])
          expect(crossesCompanies(text, tables), text).toBeUndefined();
      });
    });

    describe('the statements', () => {
      let log: StatementLog;
      let store: Store;
      let receiver: Receiver;

      beforeAll(async () => {
        ({ log, store } = await recordedStore(pgUrl as string, schema, RESOURCES));
        receiver = await Receiver.start();
      });
      afterAll(async () => {
        await receiver?.close();
        await store?.close();
        await log?.close();
      });

      it('every statement on a company table names its company (exceptions listed)', async () => {
        log.clear();
        const app = await h().start(
          {
            webhookDispatchIntervalMs: 25,
            webhookAllowPrivate: true,
            webhookRetrySchedule: [0, 0.1],
            idempotencySweepSeconds: 1,
          },
          { store },
        );
        const tenants = new Tenants(store);
        const company = await tenants.createCompany(`Distribution ${uid('co')}`);
        const other = await tenants.createCompany(`Distribution ${uid('co')}`);
        const scopes = 'finance:read,finance:write';
        const token = await tenants.createToken({ companyId: company.id, scopes });
        const otherToken = await tenants.createToken({ companyId: other.id, scopes });
        const c: Client = app.client(token.token);
        const c2: Client = app.client(otherToken.token);

        // Company settings, webhooks.
        expectStatus(await c.get('/v1/company'), 200);
        expectStatus(await c.request('PATCH', '/v1/company', { body: { fiscal_year_start_month: 4 } }), 200);
        const ep = expectStatus(await c.post('/v1/webhook_endpoints', { url: receiver.url() }), 201) as Json;
        expectStatus(await c2.post('/v1/webhook_endpoints', { url: receiver.url('/other') }), 201);
        expectStatus(await c.put(`/v1/webhook_endpoints/${ep.id}`, { description: 'All events' }), 200);
        expectStatus(await c.get('/v1/webhook_endpoints?limit=5'), 200);

        // Records: upsert, idempotency, reads, lists, cursor, PUT with If-Match, delete.
        const key = `dist-${randomUUID()}`;
        const ada = expectStatus(
          await c.post(
            '/v1/customers',
            { name: 'Ada', source_id: 'crm-1' },
            { headers: { 'Idempotency-Key': key } },
          ),
          201,
        ) as Json;
        expectStatus(
          await c.post(
            '/v1/customers',
            { name: 'Ada', source_id: 'crm-1' },
            { headers: { 'Idempotency-Key': key } },
          ),
          201,
        );
        expectStatus(await c.post('/v1/customers', { name: 'Ada L.', source_id: 'crm-1' }), 200);
        expectStatus(
          await c.put(
            `/v1/customers/${ada.id}`,
            { email: 'ada@example.com' },
            { headers: { 'If-Match': '"2"' } },
          ),
          200,
        );
        const gone = await create(c, 'customers', { name: 'Gone' });
        expectStatus(await c.delete(`/v1/customers/${gone}`), 200);
        expectStatus(await c.get('/v1/customers?name=ada&page=2&limit=1'), 200);
        expectStatus(await c.get(`/v1/customers/${ada.id}`), 200);
        expectStatus(await c2.post('/v1/customers', { name: 'Other' }), 201);
        expectStatus(
          await c.post('/v1/accounts/bulk', {
            accounts: [
              { source_id: '1000', name: 'Cash', type: 'asset', code: '1000' },
              { source_id: '4100', name: 'Other income', type: 'revenue' },
            ],
          }),
          201,
        );
        expectStatus(
          await c.post('/v1/exchange_rates', {
            source_id: 'eur-1',
            currency: 'EUR',
            rate: '1.08',
            effective_date: '2026-01-01',
          }),
          201,
        );

        // Documents through their lifecycles, posting to the ledger; a payment applied; a journal entry.
        const chart = await seedChart(c);
        const docs: Record<string, string> = {};
        for (const d of APPROVAL_DOCS) {
          docs[d.path] = await create(c, d.path, d.body(chart));
          await approve(c, d.path, docs[d.path]!);
        }
        expectStatus(
          await c.post('/v1/payments', paymentBody(chart, { invoice_id: docs.invoices, amount: '50.00' })),
          201,
        );
        expectStatus(await c.post(`/v1/invoices/${docs.invoices}/mark_paid`, {}), 200);
        const je = await create(c, 'journal_entries', journalBody(chart));
        expectStatus(await c.post(`/v1/journal_entries/${je}/confirm`), 200);
        expectStatus(await c.post('/v1/items', bodies.item()), 201);
        const page = expectStatus(await c.get('/v1/customers?limit=1&sort=-created_at'), 200) as Json;
        expect(page.pagination.next_cursor).not.toBeNull();
        const cursor = encodeURIComponent(page.pagination.next_cursor);
        expectStatus(await c.get(`/v1/customers?limit=1&sort=-created_at&cursor=${cursor}`), 200);
        expectStatus(await c.get('/v1/invoices?status=paid&sort=-total_amount&limit=5'), 200);

        // The ledger and the reports.
        expectStatus(await c.get(`/v1/ledger_entries?document_id=${docs.invoices}`), 200);
        expectStatus(await c.get(`/v1/ledger_entries?account_id=${chart.sales}&limit=2`), 200);
        expectStatus(await c.get(`/v1/accounts/${chart.sales}`), 200);
        for (const report of [
          'trial_balance',
          'balance_sheet',
          'profit_and_loss',
          'general_ledger',
          'ar_aging',
          'ap_aging',
        ])
          expectStatus(await c.get(`/v1/reports/${report}`), 200);
        expectStatus(await c.get('/v1/reports/trial_balance?as_of=2026-01-12'), 200);

        // Events, deliveries, /metrics (the outbox gauges), readiness.
        const events = expectStatus(await c.get('/v1/events?limit=3&type=customer.created'), 200) as Json;
        expectStatus(await c.get(`/v1/events/${events.data[0].id}`), 200);
        await eventually('deliveries', () => (receiver.on('/hook').length >= 5 ? true : undefined));
        await eventually('the other company’s delivery', () =>
          receiver.on('/other').length >= 1 ? true : undefined,
        );
        expectStatus(await c.get(`/v1/webhook_endpoints/${ep.id}/deliveries?limit=5`), 200);
        expect((await c.get('/metrics', { token: null })).status).toBe(200);
        expect((await c.get('/readyz', { token: null })).status).toBe(200);

        // The dashboard: sign in, make an API key, revoke it (users, sessions, api_tokens, audit events).
        const email = `admin-${uid('u')}@example.com`;
        await new Users(store).createUser({
          companyId: company.id,
          email,
          role: 'admin',
          password: 'correct horse battery staple',
        });
        const browser = new FormClient(app.baseUrl);
        expect((await browser.signIn(email, 'correct horse battery staple')).status).toBe(303);
        await browser.get('/dashboard/settings/api-keys');
        expect(
          (await browser.post('/dashboard/settings/api-keys', { name: 'k', scopes: 'finance:read' })).status,
        ).toBe(303);
        const keys = await tenants.listTokens(company.id);
        const made = keys.find((k) => k.name === 'k');
        await browser.get(`/dashboard/settings/api-keys/${made?.id}/revoke`);
        expect((await browser.post(`/dashboard/settings/api-keys/${made?.id}/revoke`)).status).toBe(303);

        // A token revoked as the CLI does; the idempotency sweep (every second here) has run.
        await tenants.revokeToken(otherToken.id);
        await eventually('the idempotency sweep', () =>
          [...log.statements.keys()].some((s) =>
            /from "idempotency_keys" where "company_id" = \$1 and "expires_at" <= \$2/.test(s),
          )
            ? true
            : undefined,
        );
        await app.close();

        // What PostgreSQL received.
        const distributed = new Set(distributedTables());
        const failures: string[] = [];
        let checked = 0;
        for (const raw of log.statements.keys()) {
          const text = raw.replace(/\s+/g, ' ').trim().toLowerCase();
          const exception = CROSS_COMPANY.find((x) => x.pattern.test(text));
          if (exception) {
            exception.seen = true;
            continue;
          }
          if (tablesNamed(text, distributed).length > 0) checked++;
          const why = crossesCompanies(text, distributed);
          if (why) failures.push(`${why}: ${text}`);
        }
        expect(failures).toEqual([]);
        expect(
          CROSS_COMPANY.filter((x) => !x.seen).map((x) => x.what),
          'exceptions never seen',
        ).toEqual([]);
        // Enough of the service was exercised for the check to mean something.
        expect(checked).toBeGreaterThan(100);
      }, 60_000);
    });
  },
  { databases: ['postgres'], server: false },
);
