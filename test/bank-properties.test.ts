/**
 * A property-based test of bank reconciliation (D20), with fast-check, on both databases: random
 * sequences of commands in one company with a checking account (Checking, an asset) and a bank
 * rule (money out whose description holds "fee" is categorized to Rent) —
 *
 * - documents that move Checking: sales receipts deposited to it, expenses paid from it, transfers
 *   to and from Petty Cash; voids of any of them, and an expense's amount changed by PUT;
 * - imports of small CSV files of bank lines: amounts equal to an existing document's (or to the
 *   sum of two), dated a few days from it, fees the rule categorizes, and other amounts; a file may
 *   repeat an earlier row (a duplicate, skipped);
 * - matches: the first candidate `GET /v1/bank_lines/{id}/matches` lists, two entries whose signed
 *   amounts add up to the line's, or entries that do not (422); unmatches, excludes, includes,
 *   categorizations (to an expense or income account, or as a transfer);
 * - reconciliations: created with the ending balance that balances what they tick (computed from
 *   the ledger: the last completed one's ending balance + the cleared, unreconciled lines dated by
 *   the statement date) or one that does not; PATCH ticks and unticks; complete (after correcting
 *   the ending balance, or as is: 409 OUT_OF_BALANCE unless the difference is 0.00); undo.
 *
 * Each step may answer the 2xx or 4xx its command allows (some exactly: a document's void is 409
 * RECONCILED exactly when one of its lines is reconciled), never a 5xx. After every step:
 *
 * 1. every reconciliation in progress or completed has cleared_balance = beginning_balance + Σ of
 *    its cleared entries' debit − credit, and difference = ending − cleared; a completed one's
 *    entries carry its reconciliation_id, and every reconciliation_id names a completed one
 *    that lists the entry;
 * 2. every bank line is matched to entries on Checking that are live (not reversed, no reversal),
 *    carry its bank_line_id and whose debit − credit add up to its amount — or is unmatched or
 *    excluded with no entries; every entry's bank_line_id names a line matched to it, and a
 *    matched or reconciled entry is `cleared`;
 * 3. no entry of a completed reconciliation changed or disappeared since it completed (id, amounts,
 *    date, reconciliation_id, snapshotted at completion), until the reconciliation is undone;
 * 4. the trial balance balances;
 * 5. and each reconciliation's report (`GET /v1/reports/reconciliation`) has book balance = ending
 *    balance + outstanding deposits − outstanding payments, a ledger balance of every line dated by
 *    its statement date, and a difference of 0.00 when completed, its own while in progress.
 *
 * And of the answers: each candidate `matches` lists has the line's amount, is live, unmatched and
 * unreconciled, and dated within 10 days (`days_apart`); a new reconciliation's difference is what
 * the ending balance chosen makes it; completing settles exactly its ticked lines.
 *
 * Runs are bounded so the file stays well under a minute a database (BANK_PROPERTY_RUNS,
 * BANK_PROPERTY_STEPS and BANK_PROPERTY_SEED override); a failure prints the seed and the command
 * sequence.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { expectStatus, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  cents,
  expectBalanced,
  LEDGER,
  money,
  report,
  seedChart,
} from './helpers/ledger-fixtures.ts';

type DocKind = 'receipt' | 'expense' | 'transferIn' | 'transferOut';

/** A row of an imported file: a document's amount (or two documents' sum), a fee, or any amount. */
interface Row {
  of: 'doc' | 'pair' | 'fee' | 'other' | 'repeat';
  at: number;
  at2: number;
  shift: number;
  amount: number;
}

type Cmd =
  | { kind: 'doc'; doc: DocKind; amount: number; day: number }
  | { kind: 'import'; rows: Row[] }
  | { kind: 'match'; line: number; how: 'candidate' | 'pair' | 'wrong' }
  | { kind: 'unmatch'; line: number }
  | { kind: 'exclude'; line: number; include: boolean }
  | { kind: 'categorize'; line: number; transfer: boolean }
  | {
      kind: 'tick';
      add: number[];
      remove: number[];
      /** Moves the statement date this many days earlier (0: not), unticking the lines after it. */
      earlier: number;
    }
  | {
      kind: 'reconcile';
      ahead: number;
      stale: boolean;
      off: number;
      /** Ticks by hand every live line not cleared yet, dated by the statement date. */
      hand: boolean;
      complete: boolean;
    }
  | { kind: 'complete'; fix: boolean }
  | { kind: 'undo'; latest: boolean }
  | { kind: 'void'; at: number; settled: boolean }
  | { kind: 'reprice'; at: number; delta: number };

/** Amounts in cents, few of them, so imported lines and documents meet. */
const amount = fc.constantFrom(2_500, 4_000, 10_000, 12_550, 30_000);
const index = fc.nat({ max: 40 });

const docCommand: fc.Arbitrary<Cmd> = fc.record({
  kind: fc.constant('doc' as const),
  doc: fc.constantFrom<DocKind>('receipt', 'expense', 'transferIn', 'transferOut'),
  amount,
  day: fc.nat({ max: 30 }),
});

const importCommand: fc.Arbitrary<Cmd> = fc.record({
  kind: fc.constant('import' as const),
  rows: fc.array(
    fc.record({
      of: fc.constantFrom<Row['of']>('doc', 'doc', 'pair', 'fee', 'other', 'repeat'),
      at: index,
      at2: index,
      shift: fc.integer({ min: -7, max: 7 }),
      amount: fc.integer({ min: -20_000, max: 20_000 }).filter((x) => x !== 0),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

const command: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 3, arbitrary: docCommand },
  { weight: 3, arbitrary: importCommand },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('match' as const),
      line: index,
      how: fc.constantFrom<'candidate' | 'pair' | 'wrong'>('candidate', 'candidate', 'pair', 'wrong'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unmatch' as const), line: index }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('exclude' as const), line: index, include: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('categorize' as const), line: index, transfer: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      add: fc.array(index, { maxLength: 3 }),
      remove: fc.array(index, { maxLength: 2 }),
      earlier: fc.constantFrom(0, 0, 0, 2, 7),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('reconcile' as const),
      ahead: fc.nat({ max: 30 }),
      stale: fc.constantFrom(false, false, true),
      off: fc.constantFrom(0, 0, 0, 1, -2_500),
      hand: fc.constantFrom(true, true, false),
      complete: fc.constantFrom(true, true, false),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('complete' as const), fix: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), latest: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('void' as const), at: index, settled: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reprice' as const),
      at: index,
      delta: fc.constantFrom(100, -100, 2_500),
    }),
  },
);

/** A day of 2026 from its offset (0: 2026-01-01). */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const dayOf = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2026, 0, 1)) / 86_400_000);

/** A journal line's signed amount on Checking (debit − credit), in cents. */
interface Line {
  id: string;
  account_id: string;
  debit_amount: string;
  credit_amount: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  reverses_entry_id: string | null;
  bank_line_id: string | null;
  reconciliation_id: string | null;
  cleared: boolean;
}
const signed = (e: Line) => cents(e.debit_amount) - cents(e.credit_amount);

interface Doc {
  path: 'sales_receipts' | 'expenses' | 'bank_transfers';
  id: string;
  /** Its signed amount on Checking, in cents, and its date's offset. */
  amount: number;
  day: number;
}

interface World {
  c: Client;
  ch: Chart;
  checking: string;
  docs: Doc[];
  /** The bank lines' ids, oldest first, and the CSV rows imported so far (for repeats). */
  lines: string[];
  rows: string[];
  /** Completed reconciliations' entries as they were when each completed, by reconciliation. */
  snapshots: Map<string, string[]>;
}

/** What the commands answered, by command and status (printed with BANK_PROPERTY_STATS=1). */
const outcomes = new Map<string, number>();
let current = '';
const tally = (res: Response) => {
  const k = `${current} ${res.status}${res.status >= 400 ? ` ${codeOf(res)}` : ''}`;
  outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
};

/** Fails on a 5xx, and on a status the command does not allow. */
function allow(res: Response, statuses: number[], what: string): Json {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expect(statuses, `${what}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body;
}

function codeOf(res: Response): string | undefined {
  return res.body?.error?.code ?? res.body?.code;
}

async function checkingLines(w: World): Promise<Line[]> {
  const res = expectStatus(await w.c.get(`/v1/ledger_entries?account_id=${w.checking}&limit=200`), 200);
  expect(res.pagination.has_more).toBe(false);
  return (res.data as Json[]).map((e) => e.data as Line);
}

async function bankLines(w: World): Promise<Json[]> {
  const res = expectStatus(await w.c.get(`/v1/bank_lines?account_id=${w.checking}&limit=200`), 200);
  expect(res.pagination.has_more).toBe(false);
  return (res.data as Json[]).map((l) => l.data);
}

async function reconciliations(w: World): Promise<Json[]> {
  const res = expectStatus(await w.c.get(`/v1/reconciliations?account_id=${w.checking}&limit=100`), 200);
  expect(res.pagination.has_more).toBe(false);
  return (res.data as Json[]).map((r) => r.data);
}

/** Live lines: neither reversed nor a reversal. */
function live(entries: Line[]): Line[] {
  const reversed = new Set(entries.map((e) => e.reverses_entry_id).filter(Boolean));
  return entries.filter((e) => e.reverses_entry_id === null && !reversed.has(e.id));
}

const snapshotOf = (e: Line) =>
  JSON.stringify([e.id, e.debit_amount, e.credit_amount, e.effective_date, e.reconciliation_id]);

const pick = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

async function makeDoc(w: World, kind: DocKind, cents_: number, d: number): Promise<void> {
  const { c, ch, checking } = w;
  const value = money(cents_);
  const date = day(d);
  const common = { source_id: uid('doc'), source_system: 'bank-prop', currency: 'USD' };
  if (kind === 'receipt') {
    const res = await c.post('/v1/sales_receipts', {
      ...common,
      status: 'completed',
      receipt_date: date,
      document_date: date,
      total_amount: value,
      deposit_to_account_id: checking,
      customer_id: ch.customer,
      lines: [{ description: 'Sale', amount: value, account_id: ch.sales }],
    });
    const id = expectStatus(res, 201).id as string;
    await approve(c, 'sales_receipts', id);
    w.docs.push({ path: 'sales_receipts', id, amount: cents_, day: d });
  } else if (kind === 'expense') {
    const res = await c.post('/v1/expenses', {
      ...common,
      status: 'paid',
      amount: value,
      expense_date: date,
      document_date: date,
      expense_account_id: ch.rent,
      payment_account_id: checking,
      payment_method_type: 'check',
    });
    const id = expectStatus(res, 201).id as string;
    await approve(c, 'expenses', id);
    w.docs.push({ path: 'expenses', id, amount: -cents_, day: d });
  } else {
    const out = kind === 'transferOut';
    const res = await c.post('/v1/bank_transfers', {
      ...common,
      amount: value,
      transfer_date: date,
      from_account_id: out ? checking : ch.cash,
      to_account_id: out ? ch.cash : checking,
      status: 'approved',
    });
    const id = expectStatus(res, 201).id as string;
    w.docs.push({ path: 'bank_transfers', id, amount: out ? -cents_ : cents_, day: d });
  }
}

async function importRows(w: World, rows: Row[]): Promise<void> {
  const out: string[] = [];
  for (const r of rows) {
    const a = pick(w.docs, r.at);
    const b = pick(w.docs, r.at2);
    let row: string;
    if (r.of === 'repeat' && w.rows.length) row = pick(w.rows, r.at)!;
    else if (r.of === 'doc' && a) row = `${day(Math.max(0, a.day + r.shift))},${money(a.amount)},DOC ${r.at}`;
    else if (r.of === 'pair' && a && b && a !== b && a.amount + b.amount !== 0)
      row = `${day(Math.max(0, Math.max(a.day, b.day) + Math.abs(r.shift)))},${money(a.amount + b.amount)},DEPOSIT`;
    else if (r.of === 'fee')
      row = `${day(Math.abs(r.shift) * 5)},${money(-Math.abs(r.amount % 3_000) - 100)},Monthly FEE`;
    else
      row = `${day(Math.abs(r.shift) * 6)},${money(r.amount)},${r.amount % 3 ? 'OTHER' : 'Duplicate'} ${r.amount}`;
    out.push(row);
  }
  const res = await fetch(`${w.c.baseUrl}/v1/bank_lines/import?account_id=${w.checking}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${w.c.token}`, 'content-type': 'text/csv' },
    body: `date,amount,description\n${out.join('\n')}\n`,
  });
  const body = (await res.json()) as Json;
  expect(res.status, `import: ${JSON.stringify(body)}`).toBe(201);
  expect(body.imported + body.duplicates, 'every row stored or a duplicate').toBe(out.length);
  for (const k of ['imported', 'duplicates', 'matched', 'categorized', 'excluded'])
    outcomes.set(`import ${k}`, (outcomes.get(`import ${k}`) ?? 0) + body[k]);
  w.lines.push(...(body.line_ids as string[]));
  w.rows.push(...out);
}

/** The ending balance that balances a reconciliation of Checking on `date` made now. */
function balancingEnding(entries: Line[], recs: Json[], date: string): number {
  const last = recs.filter((r) => r.status === 'completed').at(-1);
  const beginning = last ? cents(last.ending_balance) : 0;
  return entries
    .filter((e) => e.cleared && e.reconciliation_id === null && e.effective_date <= date)
    .reduce((t, e) => t + signed(e), beginning);
}

/** Completes `rec` (as read just before): 200 exactly when it is in progress with a difference of 0.00. */
async function complete(w: World, rec: Json, what: string): Promise<void> {
  const { c } = w;
  const res = await c.post(`/v1/reconciliations/${rec.id}/complete`);
  tally(res);
  if (rec.status !== 'in_progress') {
    allow(res, [409], what);
    expect(codeOf(res)).toBe('INVALID_STATE_TRANSITION');
  } else if (rec.difference !== '0.00') {
    allow(res, [409], what);
    expect(codeOf(res)).toBe('OUT_OF_BALANCE');
  } else {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    const done = res.body.data;
    expect(done.status).toBe('completed');
    // Snapshot what it settled: these lines must stay as they are until it is undone.
    const settled = await w.c.get(`/v1/ledger_entries?reconciliation_id=${done.id}&limit=200`);
    const lines = (expectStatus(settled, 200).data as Json[]).map((e) => e.data as Line);
    expect(lines.map((e) => e.id).sort(), `${what}: the lines it settled`).toEqual(
      [...(done.cleared_entry_ids as string[])].sort(),
    );
    w.snapshots.set(done.id, lines.map(snapshotOf).sort());
    outcomes.set('lines settled', (outcomes.get('lines settled') ?? 0) + lines.length);
  }
}

async function run(w: World, cmd: Cmd): Promise<void> {
  const { c } = w;
  const what = JSON.stringify(cmd);
  switch (cmd.kind) {
    case 'doc':
      return makeDoc(w, cmd.doc, cmd.amount, cmd.day);
    case 'import':
      return importRows(w, cmd.rows);
    case 'match': {
      // A wrong match names any line; the others an unmatched line whose amount one live, free
      // entry (a candidate) or two of them (a pair) could make.
      const entries = await checkingLines(w);
      const free = live(entries).filter((e) => e.bank_line_id === null && e.reconciliation_id === null);
      const amounts = new Set(free.map(signed));
      const pairs = new Set(free.flatMap((e, i) => free.slice(i + 1).map((f) => signed(e) + signed(f))));
      const all = await bankLines(w);
      const fits = all.filter(
        (l) =>
          cmd.how === 'wrong' ||
          (l.status === 'unmatched' && (cmd.how === 'pair' ? pairs : amounts).has(cents(l.amount))),
      );
      const line = pick(fits, cmd.line);
      if (!line) return;
      const id = line.id as string;
      let ids: string[] = [];
      if (cmd.how === 'candidate') {
        const candidates = allow(await c.get(`/v1/bank_lines/${id}/matches`), [200, 409], what);
        if (!candidates.data?.length) return;
        for (const m of candidates.data as Json[]) {
          expect(m.amount, `${what}: a candidate's amount is the line's`).toBe(line.amount);
          const apart = Math.abs(dayOf(m.effective_date) - dayOf(line.posted_date));
          expect(m.days_apart, `${what}: days apart`).toBe(apart);
          expect(apart, `${what}: a candidate is dated within 10 days`).toBeLessThanOrEqual(10);
          expect(
            free.map((e) => e.id),
            `${what}: a candidate is live, unmatched, unreconciled`,
          ).toContain(m.ledger_entry_id);
        }
        ids = [candidates.data[0].ledger_entry_id];
      } else if (cmd.how === 'pair') {
        const want = cents(line.amount);
        for (const [i, e] of free.entries())
          for (const f of free.slice(i + 1))
            if (!ids.length && signed(e) + signed(f) === want) ids = [e.id, f.id];
        if (!ids.length) return;
      } else {
        const e = pick(entries, cmd.line);
        if (!e || signed(e) === cents(line.amount)) return;
        ids = [e.id];
      }
      const res = await c.post(`/v1/bank_lines/${id}/match`, { ledger_entry_ids: ids });
      tally(res);
      if (cmd.how !== 'wrong' && line.status === 'unmatched') {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data).toMatchObject({ status: 'matched', matched_entry_ids: ids });
      } else allow(res, [409, 422], what);
      return;
    }
    case 'unmatch': {
      // Mostly a matched line (some reconciled: 409), sometimes any.
      const all = await bankLines(w);
      const matched = all.filter((l) => l.status === 'matched');
      const line = cmd.line % 4 && matched.length ? pick(matched, cmd.line) : pick(all, cmd.line);
      if (!line) return;
      const id = line.id as string;
      const entries = await checkingLines(w);
      const reconciled = entries.some((e) => e.bank_line_id === id && e.reconciliation_id !== null);
      const res = await c.post(`/v1/bank_lines/${id}/unmatch`);
      tally(res);
      if (line.status === 'matched' && !reconciled) {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data).toMatchObject({ status: 'unmatched', matched_entry_ids: [], document: null });
      } else if (line.status === 'matched') {
        // Its entries are reconciled: the lock's own code.
        expect(res.status, what).toBe(409);
        expect(res.body.code, what).toBe('RECONCILED');
      } else allow(res, [409], what);
      return;
    }
    case 'exclude': {
      const id = pick(w.lines, cmd.line);
      if (!id) return;
      const line = expectStatus(await c.get(`/v1/bank_lines/${id}`), 200).data;
      const res = await c.post(`/v1/bank_lines/${id}/${cmd.include ? 'include' : 'exclude'}`);
      tally(res);
      if (line.status === (cmd.include ? 'excluded' : 'unmatched')) {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.status).toBe(cmd.include ? 'unmatched' : 'excluded');
      } else allow(res, [409], what);
      return;
    }
    case 'categorize': {
      const id = pick(w.lines, cmd.line);
      if (!id) return;
      const line = expectStatus(await c.get(`/v1/bank_lines/${id}`), 200).data;
      const out = cents(line.amount) < 0;
      const body = cmd.transfer
        ? { transfer_account_id: w.ch.cash }
        : { account_id: out ? w.ch.supplies : w.ch.services };
      const res = await c.post(`/v1/bank_lines/${id}/categorize`, body);
      tally(res);
      if (line.status === 'unmatched') {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.status).toBe('matched');
        const doc = res.body.data.document;
        expect(doc?.type).toBe(cmd.transfer ? 'bank_transfer' : out ? 'expense' : 'sales_receipt');
        w.docs.push({
          path: cmd.transfer ? 'bank_transfers' : out ? 'expenses' : 'sales_receipts',
          id: doc.id,
          amount: cents(line.amount),
          day: dayOf(line.posted_date),
        });
      } else allow(res, [409], what);
      return;
    }
    case 'tick': {
      const recs = await reconciliations(w);
      const open = recs.find((r) => r.status === 'in_progress');
      if (!open) return;
      const entries = await checkingLines(w);
      // Mostly lines it may tick (live, not reconciled, dated by the statement date), some any line.
      const eligible = live(entries).filter(
        (e) => e.reconciliation_id === null && e.effective_date <= open.statement_date,
      );
      const add = cmd.earlier
        ? []
        : [
            ...new Set(
              cmd.add.map((i) => (i % 3 && eligible.length ? pick(eligible, i) : pick(entries, i))?.id),
            ),
          ].filter((x) => x !== undefined);
      const ticked = open.cleared_entry_ids as string[];
      const remove = [
        ...new Set(cmd.remove.map((i) => pick(ticked, i)).filter((x) => x !== undefined)),
      ].filter((x) => !add.includes(x));
      if (cmd.earlier) {
        // A corrected statement date: after the last completed one's (else 422); the lines ticked
        // dated after it are unticked (invariant 1 checks the dates).
        const to = dayOf(open.statement_date) - cmd.earlier;
        const completed = recs.filter((r) => r.status === 'completed');
        const lastDay = completed.length ? dayOf(completed.at(-1).statement_date) : Number.NEGATIVE_INFINITY;
        const res = await c.request('PATCH', `/v1/reconciliations/${open.id}`, {
          body: { statement_date: day(to), remove_entry_ids: remove },
        });
        tally(res);
        if (to > lastDay) {
          expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
          const kept = new Set(res.body.data.cleared_entry_ids as string[]);
          const byId = new Map(entries.map((e) => [e.id, e]));
          for (const x of ticked)
            expect(kept.has(x), `${what}: ${x} kept while dated by the new date`).toBe(
              !remove.includes(x) && byId.get(x)!.effective_date <= day(to),
            );
        } else allow(res, [422], what);
        return;
      }
      if (!add.length && !remove.length) return;
      const res = await c.request('PATCH', `/v1/reconciliations/${open.id}`, {
        body: { add_entry_ids: add, remove_entry_ids: remove },
      });
      tally(res);
      // Each id added must be a line of Checking dated by the statement date and not reconciled.
      const byId = new Map(entries.map((e) => [e.id, e]));
      const fine = add.every((x) => {
        const e = byId.get(x)!;
        return e.reconciliation_id === null && e.effective_date <= open.statement_date;
      });
      if (fine) {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        const now = new Set(res.body.data.cleared_entry_ids as string[]);
        for (const x of add) expect(now.has(x), `${what}: ${x} ticked`).toBe(true);
        for (const x of remove) expect(now.has(x), `${what}: ${x} unticked`).toBe(false);
      } else allow(res, [422], what);
      return;
    }
    case 'reconcile': {
      const recs = await reconciliations(w);
      const completed = recs.filter((r) => r.status === 'completed');
      const lastDay = completed.length ? dayOf(completed.at(-1).statement_date) : 0;
      const d = cmd.stale && completed.length ? lastDay - (cmd.ahead % 3) : lastDay + 1 + cmd.ahead;
      const date = day(d);
      const entries = await checkingLines(w);
      const hand = cmd.hand
        ? live(entries).filter((e) => !e.cleared && e.reconciliation_id === null && e.effective_date <= date)
        : [];
      const byHand = hand.reduce((t, e) => t + signed(e), 0);
      const balanced = balancingEnding(entries, recs, date) + byHand;
      const res = await c.post('/v1/reconciliations', {
        account_id: w.checking,
        statement_date: date,
        ending_balance: money(balanced + cmd.off),
      });
      tally(res);
      const stale = completed.length > 0 && d <= lastDay;
      if (recs.some((r) => r.status === 'in_progress')) {
        // Both refusals may apply: either may be the answer.
        allow(res, stale ? [409, 422] : [409], what);
        if (res.status === 409) expect(codeOf(res)).toBe('RECONCILIATION_IN_PROGRESS');
      } else if (stale) allow(res, [422], what);
      else {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(201);
        // It ticks every cleared line dated by then that is not reconciled: the balance computed
        // from the ledger balances it.
        expect(res.body.data.difference, `${what}: difference`).toBe(money(cmd.off + byHand));
        let rec = res.body.data;
        if (hand.length) {
          const ticked = await c.request('PATCH', `/v1/reconciliations/${rec.id}`, {
            body: { add_entry_ids: hand.map((e) => e.id) },
          });
          rec = expectStatus(ticked, 200).data;
          expect(rec.difference, `${what}: difference once ticked by hand`).toBe(money(cmd.off));
        }
        if (cmd.complete) await complete(w, rec, what);
      }
      return;
    }
    case 'complete': {
      const recs = await reconciliations(w);
      const target = recs.find((r) => r.status === 'in_progress') ?? recs.at(-1);
      if (!target) return;
      let rec = target;
      if (cmd.fix && rec.status === 'in_progress' && rec.difference !== '0.00') {
        const res = await c.request('PATCH', `/v1/reconciliations/${rec.id}`, {
          body: { ending_balance: rec.cleared_balance },
        });
        rec = expectStatus(res, 200).data;
        expect(rec.difference).toBe('0.00');
      }
      await complete(w, rec, what);
      return;
    }
    case 'undo': {
      const recs = await reconciliations(w);
      const completed = recs.filter((r) => r.status === 'completed');
      const latest = completed.at(-1);
      const target = cmd.latest ? latest : (completed.at(-2) ?? recs.find((r) => r.status === 'undone'));
      if (!target) return;
      const res = await c.post(`/v1/reconciliations/${target.id}/undo`);
      tally(res);
      if (target === latest && !recs.some((r) => r.status === 'in_progress')) {
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.status).toBe('undone');
        w.snapshots.delete(target.id);
      } else allow(res, [409], what);
      return;
    }
    case 'void':
    case 'reprice': {
      // Half the voids go for a document a completed reconciliation settled, when there is one.
      const settled = new Set(
        (await checkingLines(w)).filter((e) => e.reconciliation_id !== null).map((e) => e.document_id),
      );
      const docs = cmd.kind === 'void' && cmd.settled ? w.docs.filter((d) => settled.has(d.id)) : w.docs;
      const doc = pick(docs.length ? docs : w.docs, cmd.at);
      if (!doc || (cmd.kind === 'reprice' && doc.path !== 'expenses')) return;
      const all = expectStatus(await c.get(`/v1/ledger_entries?document_id=${doc.id}&limit=200`), 200)
        .data as Json[];
      const mine = all.map((e) => e.data as Line);
      const reconciled = mine.find((e) => e.reconciliation_id !== null)?.reconciliation_id;
      const current = expectStatus(await c.get(`/v1/${doc.path}/${doc.id}`), 200).data;
      const isVoid = current.status === 'void';
      let res: Response;
      if (cmd.kind === 'reprice') {
        const next = cents(current.amount) + cmd.delta;
        res = await c.put(`/v1/expenses/${doc.id}`, { amount: money(next) });
        tally(res);
        if (reconciled && !isVoid) {
          allow(res, [409], what);
          expect(codeOf(res)).toBe('RECONCILED');
        } else if (!isVoid) {
          expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
          doc.amount = -next;
        } else allow(res, [200, 409, 422], what);
        return;
      }
      res =
        doc.path === 'bank_transfers'
          ? await c.put(`/v1/bank_transfers/${doc.id}`, { status: 'void' })
          : await c.post(`/v1/${doc.path}/${doc.id}/void`);
      tally(res);
      if (isVoid) allow(res, [200, 409, 422], what);
      else if (reconciled) {
        allow(res, [409], what);
        expect(codeOf(res)).toBe('RECONCILED');
        expect(JSON.stringify(res.body)).toContain(reconciled);
      } else expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
      return;
    }
  }
}

async function checkInvariants(w: World, step: string): Promise<void> {
  const entries = await checkingLines(w);
  const lines = await bankLines(w);
  const recs = await reconciliations(w);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const liveIds = new Set(live(entries).map((e) => e.id));
  const recById = new Map(recs.map((r) => [r.id as string, r]));

  // 1. Each reconciliation in progress or completed: cleared = beginning + Σ its entries.
  for (const r of recs) {
    if (r.status === 'undone') continue;
    const ids = r.cleared_entry_ids as string[];
    expect(new Set(ids).size, `${step}: reconciliation ${r.id} ticks each line once`).toBe(ids.length);
    let sum = cents(r.beginning_balance);
    for (const id of ids) {
      const e = byId.get(id);
      expect(e, `${step}: reconciliation ${r.id} ticks ${id}, a line of Checking`).toBeDefined();
      sum += signed(e!);
      expect(e!.effective_date <= r.statement_date, `${step}: ${id} dated by the statement date`).toBe(true);
      if (r.status === 'completed')
        expect(e!.reconciliation_id, `${step}: ${id} settled by ${r.id}`).toBe(r.id);
      else expect(e!.reconciliation_id, `${step}: ${id} ticked, not reconciled`).toBeNull();
      expect(e!.cleared, `${step}: ${id} ticked is cleared`).toBe(true);
    }
    expect(cents(r.cleared_balance), `${step}: reconciliation ${r.id} cleared_balance`).toBe(sum);
    expect(cents(r.difference), `${step}: reconciliation ${r.id} difference`).toBe(
      cents(r.ending_balance) - cents(r.cleared_balance),
    );
  }
  expect(
    recs.filter((r) => r.status === 'in_progress').length,
    `${step}: one in progress at most`,
  ).toBeLessThanOrEqual(1);
  // Each reconciled line names a completed reconciliation that lists it.
  for (const e of entries) {
    if (e.reconciliation_id === null) continue;
    const r = recById.get(e.reconciliation_id);
    expect(r?.status, `${step}: ${e.id}'s reconciliation ${e.reconciliation_id}`).toBe('completed');
    expect(r.cleared_entry_ids, `${step}: ${e.reconciliation_id} lists ${e.id}`).toContain(e.id);
  }

  // 2. Every bank line is matched to live entries of Checking that add up to it, or has none.
  const lineById = new Map(lines.map((l) => [l.id as string, l]));
  expect(lines.length, `${step}: every line imported or made is listed`).toBe(w.lines.length);
  for (const l of lines) {
    const ids = l.matched_entry_ids as string[];
    if (l.status === 'matched') {
      expect(ids.length, `${step}: matched line ${l.id} has entries`).toBeGreaterThan(0);
      let sum = 0;
      for (const id of ids) {
        const e = byId.get(id);
        expect(e, `${step}: line ${l.id}'s entry ${id} is on Checking`).toBeDefined();
        expect(e!.bank_line_id, `${step}: entry ${id} carries line ${l.id}`).toBe(l.id);
        expect(liveIds.has(id), `${step}: entry ${id} of line ${l.id} is live`).toBe(true);
        sum += signed(e!);
      }
      expect(sum, `${step}: line ${l.id}'s entries add up to ${l.amount}`).toBe(cents(l.amount));
    } else {
      expect(['unmatched', 'excluded'], `${step}: line ${l.id} status`).toContain(l.status);
      expect(ids, `${step}: ${l.status} line ${l.id} has no entries`).toEqual([]);
      expect(l.document, `${step}: ${l.status} line ${l.id} has no document`).toBeNull();
    }
  }
  for (const e of entries) {
    if (e.bank_line_id !== null) {
      const l = lineById.get(e.bank_line_id);
      expect(l?.status, `${step}: entry ${e.id}'s line ${e.bank_line_id}`).toBe('matched');
      expect(l.matched_entry_ids, `${step}: line ${e.bank_line_id} lists ${e.id}`).toContain(e.id);
    }
    if (e.bank_line_id !== null || e.reconciliation_id !== null)
      expect(e.cleared, `${step}: entry ${e.id} matched or reconciled is cleared`).toBe(true);
  }

  // 3. What a completed reconciliation settled stays as it was until it is undone.
  for (const [id, snapshot] of w.snapshots) {
    expect(recById.get(id)?.status, `${step}: reconciliation ${id} still completed`).toBe('completed');
    const now = entries
      .filter((e) => e.reconciliation_id === id)
      .map(snapshotOf)
      .sort();
    expect(now, `${step}: the lines reconciliation ${id} settled are unchanged`).toEqual(snapshot);
  }

  // And the reconciliation report of each: book balance = ending + outstanding deposits −
  // outstanding payments; the ledger balance is every line dated by the statement date; their
  // difference is 0.00 for a completed one and the reconciliation's own while in progress.
  for (const r of recs) {
    if (r.status === 'undone') continue;
    const rep = await report(w.c, 'reconciliation', `reconciliation_id=${r.id}`);
    const d = rep.data;
    expect(d.ending_balance, `${step}: report of ${r.id}: ending balance`).toBe(r.ending_balance);
    expect(cents(d.book_balance), `${step}: report of ${r.id}: book balance`).toBe(
      cents(d.ending_balance) + cents(d.outstanding_deposits.total) - cents(d.outstanding_payments.total),
    );
    const ledger = entries
      .filter((e) => e.effective_date <= r.statement_date)
      .reduce((t, e) => t + signed(e), 0);
    expect(cents(d.ledger_balance), `${step}: report of ${r.id}: ledger balance`).toBe(ledger);
    expect(cents(d.difference), `${step}: report of ${r.id}: difference`).toBe(
      cents(d.book_balance) - cents(d.ledger_balance),
    );
    expect(d.difference, `${step}: report of ${r.id} (${r.status}): difference`).toBe(
      r.status === 'completed' ? '0.00' : r.difference,
    );
  }

  // 4. The trial balance balances.
  expectBalanced(await report(w.c, 'trial_balance'));
}

async function play(company: () => Promise<Client>, cmds: Cmd[]): Promise<void> {
  const c = await company();
  const ch = await seedChart(c);
  const rule = await c.post('/v1/bank_rules', {
    name: 'Bank fees',
    account_id: ch.bank,
    priority: 10,
    conditions: { description_contains: 'fee', direction: 'out' },
    action: { categorize: { account_id: ch.rent } },
  });
  expectStatus(rule, 201);
  const dupes = await c.post('/v1/bank_rules', {
    name: 'Duplicates the bank sent',
    account_id: null,
    priority: 20,
    conditions: { description_contains: 'duplicate' },
    action: { exclude: true },
  });
  expectStatus(dupes, 201);
  const w: World = { c, ch, checking: ch.bank, docs: [], lines: [], rows: [], snapshots: new Map() };
  for (const [i, cmd] of cmds.entries()) {
    current = cmd.kind === 'match' ? `match ${cmd.how}` : cmd.kind;
    outcomes.set(`step ${current}`, (outcomes.get(`step ${current}`) ?? 0) + 1);
    await run(w, cmd);
    await checkInvariants(w, `step ${i + 1} ${JSON.stringify(cmd)}`);
  }
}

forEachDatabase((h) => {
  it('after every step of random imports, matches, categorizations and reconciliations the D20 invariants hold', async () => {
    const numRuns = Number(process.env.BANK_PROPERTY_RUNS ?? 30);
    const steps = Number(process.env.BANK_PROPERTY_STEPS ?? 16);
    const seed = process.env.BANK_PROPERTY_SEED ? Number(process.env.BANK_PROPERTY_SEED) : undefined;
    await fc.assert(
      // Three documents and an import first, so the random steps find lines and entries to work on.
      fc.asyncProperty(
        fc.tuple(
          fc.array(docCommand, { minLength: 3, maxLength: 3 }),
          importCommand,
          fc.array(command, { minLength: steps - 4, maxLength: steps - 4 }),
        ),
        ([docs, file, cmds]) => play(() => h().company(), [...docs, file, ...cmds]),
      ),
      // Shrinking re-runs whole HTTP sequences for minutes: report the first failure, with its seed.
      { numRuns, endOnFailure: true, ...(seed === undefined ? {} : { seed }) },
    );
    if (process.env.BANK_PROPERTY_STATS)
      console.log(
        [...outcomes]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join('\n'),
      );
  }, 600_000);
}, LEDGER);
