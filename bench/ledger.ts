/**
 * The ledger (issue 4): approving an invoice (it posts: journal lines, running balances, the
 * customer's balance, an event, in one transaction), and the trial balance over a ledger of
 * 1,000,000 journal lines, measured before and after the ledger grows, so its independence of
 * ledger length shows as a ratio.
 *
 * The journal lines are seeded straight into the app's tables (as the customers are): one journal
 * entry is posted through the API and its two stored lines are the template; each seeded entry is
 * a copy with new ids, one of 20 accounts on each side, an amount that varies, and a date spread
 * over three years, in USD and (one in ten) EUR, valued in the base currency (USD) at 1 and at 2
 * (D17: every line carries its base amounts). The running balances (all-time, monthly, daily, with
 * their base amounts) are recomputed from everything seeded with exact integer cents and written
 * over the app's, as the app would have left them; before measuring, the trial balance is read
 * back (in the base currency, and in EUR alone) and checked against them.
 */
import BetterSqlite3 from 'better-sqlite3';
import postgres from 'postgres';
import { v7 } from 'uuid';
import { check, type Json, requestJson, type ScenarioContext, splitSchema } from './context.ts';
import { invoiceRefs } from './invoices.ts';
import { copyField } from './seed.ts';

const ACCOUNTS = 20;
const TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
const DAYS = 1096;
const DAY0 = Date.parse('2023-01-01T00:00:00Z');
const day = (k: number) => new Date(DAY0 + (k % DAYS) * 86_400_000).toISOString().slice(0, 10);

type Row = Record<string, unknown>;

/** Exact cents as a decimal string with two places. */
function money(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function cents(value: unknown): bigint {
  const [whole, frac = ''] = String(value).split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return BigInt(whole!) * 100n + sign * BigInt((frac + '00').slice(0, 2));
}

interface Sum {
  debit: bigint;
  credit: bigint;
  baseDebit: bigint;
  baseCredit: bigint;
}
interface Sums {
  total: Map<string, Sum>;
  monthly: Map<string, Sum>;
  daily: Map<string, Sum>;
}

function add(m: Sums['total'], key: string, v: Sum) {
  const prev = m.get(key) ?? { debit: 0n, credit: 0n, baseDebit: 0n, baseCredit: 0n };
  m.set(key, {
    debit: prev.debit + v.debit,
    credit: prev.credit + v.credit,
    baseDebit: prev.baseDebit + v.baseDebit,
    baseCredit: prev.baseCredit + v.baseCredit,
  });
}

/** The seeded rate of a currency in the base currency (USD): exact, so sums stay in cents. */
const RATE: Readonly<Record<string, bigint>> = { USD: 1n, EUR: 2n };

/** The raw side of the seeding: the app's ledger tables on either database. */
interface LedgerTables {
  entries(companyId: string): Promise<Row[]>;
  append(rows: Row[]): Promise<void>;
  replaceBalances(companyId: string, sums: Sums): Promise<void>;
  count(companyId: string): Promise<number>;
  close(): Promise<void>;
}

const ENTRY_COLUMNS = [
  'company_id',
  'id',
  'posting_id',
  'account_id',
  'debit_amount',
  'credit_amount',
  'currency',
  'effective_date',
  'document_type',
  'document_id',
  'customer_id',
  'reverses_entry_id',
  'memo',
  'created_at',
  'base_debit_amount',
  'base_credit_amount',
  'exchange_rate',
] as const;

const amounts = (v: Sum) => [money(v.debit), money(v.credit), money(v.baseDebit), money(v.baseCredit)];
const BALANCE_SIDES = 'debit, credit, base_debit, base_credit';

function balanceRows(companyId: string, sums: Sums) {
  const total = [...sums.total].map(([k, v]) => {
    const [account_id, currency] = k.split('|');
    return [companyId, account_id, currency, ...amounts(v)];
  });
  const perDay = (m: Sums['daily']) =>
    [...m].map(([k, v]) => {
      const [account_id, currency, d] = k.split('|');
      return [companyId, account_id, currency, d, ...amounts(v)];
    });
  return { total, monthly: perDay(sums.monthly), daily: perDay(sums.daily) };
}

function sqliteTables(path: string): LedgerTables {
  const db = new BetterSqlite3(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF'); // seeding only
  const per = 100;
  const one = `(${ENTRY_COLUMNS.map(() => '?').join(', ')})`;
  const head = `insert into ledger_entries (${ENTRY_COLUMNS.join(', ')}) values `;
  const many = db.prepare(head + Array(per).fill(one).join(', '));
  const single = db.prepare(head + one);
  const append = db.transaction((rows: Row[]) => {
    let i = 0;
    for (; i + per <= rows.length; i += per)
      many.run(rows.slice(i, i + per).flatMap((r) => ENTRY_COLUMNS.map((c) => r[c] ?? null)));
    for (; i < rows.length; i++) single.run(ENTRY_COLUMNS.map((c) => rows[i]![c] ?? null));
  });
  const replace = db.transaction((companyId: string, sums: Sums) => {
    const { total, monthly, daily } = balanceRows(companyId, sums);
    db.prepare('delete from account_balances where company_id = ?').run(companyId);
    db.prepare('delete from account_monthly_balances where company_id = ?').run(companyId);
    db.prepare('delete from account_daily_balances where company_id = ?').run(companyId);
    const m = db.prepare(
      `insert into account_monthly_balances (company_id, account_id, currency, month, ${BALANCE_SIDES}) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const r of monthly) m.run(r);
    const t = db.prepare(
      `insert into account_balances (company_id, account_id, currency, ${BALANCE_SIDES}) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const r of total) t.run(r);
    const d = db.prepare(
      `insert into account_daily_balances (company_id, account_id, currency, day, ${BALANCE_SIDES}) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const r of daily) d.run(r);
  });
  return {
    entries: async (c) => db.prepare('select * from ledger_entries where company_id = ?').all(c) as Row[],
    append: async (rows) => {
      append(rows);
    },
    replaceBalances: async (c, sums) => {
      replace(c, sums);
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    count: async (c) =>
      (db.prepare('select count(*) as n from ledger_entries where company_id = ?').get(c) as { n: number }).n,
    close: async () => {
      db.close();
    },
  };
}

function postgresTables(databaseUrl: string): LedgerTables {
  const { url, schema } = splitSchema(databaseUrl);
  const sql = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    ...(schema ? { connection: { search_path: schema } } : {}),
  });
  return {
    entries: async (c) =>
      (await sql`select * from ledger_entries where company_id = ${c}`).map((r) => ({ ...r })),
    append: async (rows) => {
      const text = rows.map((r) => `${ENTRY_COLUMNS.map((c) => copyField(r[c])).join('\t')}\n`).join('');
      const copy =
        await sql`copy ledger_entries (${sql(ENTRY_COLUMNS as unknown as string[])}) from stdin`.writable();
      await new Promise<void>((resolve, reject) => {
        copy.on('error', reject);
        copy.on('finish', resolve);
        copy.end(text);
      });
    },
    replaceBalances: async (c, sums) => {
      const { total, monthly, daily } = balanceRows(c, sums);
      await sql.begin(async (tx) => {
        await tx`delete from account_balances where company_id = ${c}`;
        await tx`delete from account_monthly_balances where company_id = ${c}`;
        await tx`delete from account_daily_balances where company_id = ${c}`;
        for (let i = 0; i < monthly.length; i += 1000)
          await tx`insert into account_monthly_balances (company_id, account_id, currency, month, debit, credit, base_debit, base_credit)
            values ${tx(monthly.slice(i, i + 1000) as string[][])}`;
        for (let i = 0; i < total.length; i += 1000)
          await tx`insert into account_balances (company_id, account_id, currency, debit, credit, base_debit, base_credit)
            values ${tx(total.slice(i, i + 1000) as string[][])}`;
        for (let i = 0; i < daily.length; i += 1000)
          await tx`insert into account_daily_balances (company_id, account_id, currency, day, debit, credit, base_debit, base_credit)
            values ${tx(daily.slice(i, i + 1000) as string[][])}`;
      });
      await sql.unsafe('vacuum analyze ledger_entries');
      await sql.unsafe('vacuum analyze account_balances');
      await sql.unsafe('vacuum analyze account_daily_balances');
      await sql.unsafe('vacuum analyze account_monthly_balances');
      await sql.unsafe('checkpoint');
    },
    count: async (c) =>
      Number((await sql`select count(*)::int as n from ledger_entries where company_id = ${c}`)[0]?.n ?? 0),
    close: async () => {
      await sql.end();
    },
  };
}

export interface LedgerSeeder {
  /** Journal lines seeded so far. */
  readonly lines: number;
  readonly sums: Sums;
  growTo(lines: number): Promise<void>;
  close(): Promise<void>;
}

/** What the ledger seeding needs of a run: the database, and the app's main company and token. */
export type LedgerTarget = Pick<ScenarioContext, 'db' | 'databaseUrl'> & {
  info: Pick<ScenarioContext['info'], 'appUrl' | 'mainToken' | 'mainCompanyId'>;
};

/** Seeds journal lines into the main company (bench/stalls.ts seeds its general ledger with it too). */
export async function openLedgerSeeder(ctx: LedgerTarget): Promise<LedgerSeeder> {
  const { info } = ctx;
  const app = info.appUrl;
  const token = info.mainToken;
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const a = await requestJson(`${app}/v1/accounts`, token, {
      method: 'POST',
      body: {
        name: `Ledger bench ${String(i).padStart(2, '0')}`,
        account_type: TYPES[i % TYPES.length],
        source_system: 'bench',
        source_id: `ledger-${i}`,
      },
      expect: [200, 201],
    });
    accounts.push(String(a.id));
  }
  // The template: a journal entry posted through the API.
  const je = await requestJson(`${app}/v1/journal_entries`, token, {
    method: 'POST',
    body: {
      source_system: 'bench',
      source_id: 'ledger-template',
      entry_date: '2023-01-01',
      status: 'posted',
      currency: 'USD',
      lines: [
        { account_id: accounts[0], debit_amount: '100.00' },
        { account_id: accounts[1], credit_amount: '100.00' },
      ],
    },
    expect: 201,
  });
  const tables =
    ctx.db === 'sqlite'
      ? sqliteTables(ctx.databaseUrl.slice('sqlite:'.length))
      : postgresTables(ctx.databaseUrl);
  const existing = await tables.entries(info.mainCompanyId);
  const template = existing.filter((e) => e.document_id === je.id);
  check(template.length === 2, `the posted entry has 2 stored lines (${template.length})`);
  const sums: Sums = { total: new Map(), monthly: new Map(), daily: new Map() };
  const tally = (r: Row) => {
    const v: Sum = {
      debit: cents(r.debit_amount),
      credit: cents(r.credit_amount),
      baseDebit: cents(r.base_debit_amount),
      baseCredit: cents(r.base_credit_amount),
    };
    const [account, currency, date] = [String(r.account_id), String(r.currency), String(r.effective_date)];
    add(sums.total, `${account}|${currency}`, v);
    add(sums.monthly, `${account}|${currency}|${date.slice(0, 7)}`, v);
    add(sums.daily, `${account}|${currency}|${date}`, v);
  };
  for (const e of existing) tally(e);
  const dr = template.find((e) => cents(e.debit_amount) > 0n)!;
  const cr = template.find((e) => cents(e.credit_amount) > 0n)!;
  // Zero as the app stores it (text on SQLite, numeric on PostgreSQL).
  const zero = String(dr.credit_amount);
  let k = 0;
  return {
    get lines() {
      return 2 * k;
    },
    sums,
    async growTo(lines: number) {
      const started = Date.now();
      let batch: Row[] = [];
      for (; 2 * k < lines; k++) {
        const document_id = v7();
        const posting_id = v7();
        const amountCents = BigInt(100 + ((k * 7919) % 1_000_000));
        const amount = money(amountCents);
        const currency = k % 10 === 0 ? 'EUR' : 'USD';
        const base = money(amountCents * RATE[currency]!);
        const effective_date = day(k);
        const created_at = new Date(DAY0 + (k % DAYS) * 86_400_000 + 3_600_000).toISOString();
        const a = k % ACCOUNTS;
        const b = (k * 7 + 3) % ACCOUNTS === a ? (a + 1) % ACCOUNTS : (k * 7 + 3) % ACCOUNTS;
        const common = {
          company_id: info.mainCompanyId,
          posting_id,
          currency,
          effective_date,
          document_id,
          created_at,
          exchange_rate: String(RATE[currency]),
        };
        const debit = {
          ...dr,
          ...common,
          id: v7(),
          account_id: accounts[a],
          debit_amount: amount,
          credit_amount: zero,
          base_debit_amount: base,
          base_credit_amount: zero,
        };
        const credit = {
          ...cr,
          ...common,
          id: v7(),
          account_id: accounts[b],
          debit_amount: zero,
          credit_amount: amount,
          base_debit_amount: zero,
          base_credit_amount: base,
        };
        tally(debit);
        tally(credit);
        batch.push(debit, credit);
        if (batch.length >= 50_000) {
          await tables.append(batch);
          batch = [];
        }
      }
      if (batch.length) await tables.append(batch);
      await tables.replaceBalances(info.mainCompanyId, sums);
      const stored = await tables.count(info.mainCompanyId);
      check(stored === existing.length + 2 * k, `ledger lines stored: ${stored}`);
      console.log(
        `seeded ${lines.toLocaleString('en-US')} journal lines in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    close: () => tables.close(),
  };
}

/**
 * The trial balance the sums give (per account the net on its side, summed): in the base currency
 * (USD), every currency's base amounts of an account together; and in EUR alone, its amounts.
 */
function expectedTotals(sums: Sums): { base: string; eur: string } {
  const baseNet = new Map<string, bigint>();
  let eur = 0n;
  for (const [k, v] of sums.total) {
    const [account, currency] = k.split('|') as [string, string];
    baseNet.set(account, (baseNet.get(account) ?? 0n) + v.baseDebit - v.baseCredit);
    const net = v.debit - v.credit;
    if (currency === 'EUR' && net > 0n) eur += net;
  }
  const base = [...baseNet.values()].reduce((t, n) => (n > 0n ? t + n : t), 0n);
  return { base: money(base), eur: money(eur) };
}

async function trialBalance(ctx: ScenarioContext, query: string): Promise<Json> {
  return requestJson(`${ctx.info.appUrl}/v1/reports/trial_balance${query}`, ctx.info.mainToken);
}

export async function ledgerScenario(ctx: ScenarioContext): Promise<void> {
  const { db, info, settings } = ctx;
  const app = info.appUrl;

  // Approving an invoice: each request approves another pending invoice (it posts). The pool is
  // bulk-loaded through the raw server as copies of an invoice the app stored (bench/invoices.ts
  // set the template), spread over the same customers; one approved through the API is checked.
  const refs = await invoiceRefs(app, info.postToken);
  const need = (settings.duration + settings.warmup) * 3000;
  const pending: string[] = [];
  const started = Date.now();
  for (let i = 0; pending.length < need; i++) {
    const res = await fetch(`${info.rawUrl}/invoices/${info.postCompanyId}/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        n: Math.min(5000, need - pending.length),
        customer_ids: refs.customerIds,
        prefix: `approve-${i}`,
      }),
    });
    check(res.status === 200, `bulk invoices: ${res.status}`);
    pending.push(...((await res.json()) as { ids: string[] }).ids);
  }
  console.log(`loaded ${pending.length} pending invoices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const probe = await requestJson(`${app}/v1/invoices/${pending.pop()!}/approve`, info.postToken, {
    method: 'POST',
  });
  check((probe.data as Json).status === 'open', `an approved copy is open: ${JSON.stringify(probe.data)}`);
  let next = 0;
  const conns = settings.writeConnections;
  await ctx.together([
    [
      {
        db,
        key: 'app.invoice.approve',
        label: 'POST /v1/invoices/{id}/approve (posts 12 lines)',
        rows: pending.length,
        connections: conns,
      },
      {
        origin: app,
        connections: conns,
        method: 'POST',
        token: info.postToken,
        path: () => {
          const id = pending[next++];
          if (id === undefined) throw new Error('the approval benchmark ran out of pending invoices');
          return `/v1/invoices/${id}/approve`;
        },
      },
    ],
  ]);
  const approved = pending[0]!;
  const one = await requestJson(`${app}/v1/invoices/${approved}`, info.postToken);
  check((one.data as Json).approval_status === 'approved', 'an approved invoice reads approved');
  const tbPosted = await requestJson(`${app}/v1/reports/trial_balance`, info.postToken);
  const totals = (tbPosted.data as { totals: { debit: string; credit: string }[] }).totals;
  check(
    totals.every((t) => t.debit === t.credit),
    'the trial balance balances after the approvals',
  );

  // The trial balance over a small ledger, then over a million lines: same accounts, same days.
  const sizes = settings.quick ? [2_000, 20_000] : [100_000, 1_000_000];
  const mid = day(DAYS / 2);
  const seeder = await openLedgerSeeder(ctx);
  try {
    for (const [i, size] of sizes.entries()) {
      await seeder.growTo(size);
      const expected = expectedTotals(seeder.sums);
      for (const [query, currency, total] of [
        ['', 'USD', expected.base],
        ['?currency=EUR', 'EUR', expected.eur],
      ] as const) {
        const tb = await trialBalance(ctx, query);
        const got = (tb.data as { totals: { currency: string; debit: string; credit: string }[] }).totals;
        const t = got.find((x) => x.currency === currency);
        check(
          got.length === 1 && t?.debit === total && t.credit === total,
          `trial balance${query}: ${JSON.stringify(got)} = ${currency} ${total}`,
        );
      }
      const first = i === 0;
      const one = { connections: 1, token: info.mainToken, origin: app };
      await ctx.together([
        [
          {
            db,
            key: `app.tb@${size}`,
            label: 'GET /v1/reports/trial_balance (today)',
            rows: size,
            connections: 1,
            ...(first ? {} : { ceiling: `app.tb@${sizes[0]}` }),
          },
          { ...one, path: () => '/v1/reports/trial_balance' },
        ],
        [
          {
            db,
            key: `app.tb.asof@${size}`,
            label: `GET /v1/reports/trial_balance?as_of=${mid} (mid-history)`,
            rows: size,
            connections: 1,
            ...(first ? {} : { ceiling: `app.tb.asof@${sizes[0]}` }),
          },
          { ...one, path: () => `/v1/reports/trial_balance?as_of=${mid}` },
        ],
      ]);
    }
  } finally {
    await seeder.close();
  }
  const [small, big] = sizes as [number, number];
  const label = `${big.toLocaleString('en-US')} journal lines`;
  for (const [key, what] of [
    ['app.tb', 'Trial balance'],
    ['app.tb.asof', 'Trial balance as of mid-history'],
  ] as const) {
    const large = ctx.figure(`${key}@${big}`);
    const base = ctx.figure(`${key}@${small}`);
    if (!large || !base) continue;
    ctx.aim({
      name: `${what} p99, ${label}`,
      value: large.p99,
      target: 50,
      unit: 'ms',
      atMost: true,
      detail: 'one client',
    });
    ctx.aim({
      name: `${what} independent of ledger length`,
      value: large.rps / base.rps,
      target: 0.8,
      detail: `${label} vs ${small.toLocaleString('en-US')}`,
    });
  }
}
