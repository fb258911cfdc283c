/**
 * `node --import tsx bench/bank-import.ts`: D20's import benchmark. On each database (a fresh
 * SQLite file under .bench-data/, a fresh PostgreSQL schema via `?schema=`, dropped afterwards),
 * the real app (`buildApp`, logging off, rate limit out of the way) in this process imports a
 * 10,000-line CSV and a 10,000-line OFX 1.x file in one request each, into a new account each
 * time; in the same run and process, the same files are parsed alone (`readStatementFile`, what
 * the import itself runs first). Each figure is the median of REPEATS runs, parse and import
 * interleaved; the report gives lines/s of each and the import's rate as a share of the parse's.
 *
 * Environment: BENCH_DB=sqlite,postgres (default both), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_REPEATS (default 5).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import { type BodyKind, readStatementFile } from '../src/domain/bank/statement-files.ts';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';

const ROOT = join(import.meta.dirname, '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const LINES = 10_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** The i-th line's day: 2025-01-01 onwards, about 27 lines a day. */
const dayOf = (i: number) => {
  const d = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 27)));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const;
};
const PAYEES = ['AMAZON MKTPLACE', 'STRIPE TRANSFER', 'CHECK', 'PAYROLL ACH', 'AWS', 'UBER', 'OFFICE DEPOT'];
/** Cents, signed: money in on every fifth line. */
const centsOf = (i: number) => ((i * 7919) % 250_000) + 1;
const money = (c: number) => `${Math.floor(c / 100).toLocaleString('en-US')}.${pad(c % 100)}`;

/** A bank's CSV export: quoted, thousands separators, MM/DD/YYYY, debit and credit columns. */
function csvFile(): Buffer {
  const rows = ['"Status","Date","Description","Debit","Credit","Reference"'];
  for (let i = 0; i < LINES; i++) {
    const [y, m, d] = dayOf(i);
    const amount = money(centsOf(i));
    const inflow = i % 5 === 0;
    rows.push(
      `"Cleared","${pad(m)}/${pad(d)}/${y}","${PAYEES[i % PAYEES.length]} ${i}","${inflow ? '' : amount}","${inflow ? amount : ''}","R${i}"`,
    );
  }
  return Buffer.from(`\ufeff${rows.join('\r\n')}\r\n\r\n`);
}

/** An OFX 1.02 SGML checking statement with FITIDs, names, memos and a ledger balance. */
function ofxFile(): Buffer {
  const trns: string[] = [];
  for (let i = 0; i < LINES; i++) {
    const [y, m, d] = dayOf(i);
    const c = centsOf(i);
    const amount = `${i % 5 === 0 ? '' : '-'}${Math.floor(c / 100)}.${pad(c % 100)}`;
    trns.push(
      `<STMTTRN>\r\n<TRNTYPE>${i % 5 === 0 ? 'CREDIT' : 'DEBIT'}\r\n<DTPOSTED>${y}${pad(m)}${pad(d)}120000[-5:EST]\r\n<TRNAMT>${amount}\r\n<FITID>B${pad(i, 8)}\r\n<NAME>${PAYEES[i % PAYEES.length]}\r\n<MEMO>LINE ${i}\r\n</STMTTRN>`,
    );
  }
  const [ly, lm, ld] = dayOf(LINES - 1);
  return Buffer.from(
    `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<TRNUID>0\r\n<STMTRS>\r\n<CURDEF>USD\r\n<BANKACCTFROM>\r\n<BANKID>121000248\r\n<ACCTID>123\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n<DTSTART>20250101\r\n<DTEND>${ly}${pad(lm)}${pad(ld)}\r\n${trns.join('\r\n')}\r\n</BANKTRANLIST>\r\n<LEDGERBAL>\r\n<BALAMT>100000.00\r\n<DTASOF>${ly}${pad(lm)}${pad(ld)}\r\n</LEDGERBAL>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n`,
  );
}

interface Case {
  name: string;
  body: Buffer;
  kind: BodyKind;
  contentType: string;
  query: Record<string, string>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function database(db: string): { url: string; drop(): Promise<void> } {
  if (db === 'sqlite') {
    const dir = join(ROOT, '.bench-data');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'bank-import.db');
    const remove = async () => {
      for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
    };
    for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
    return { url: `sqlite:${path}`, drop: remove };
  }
  const schema = `bench_bank_${randomBytes(4).toString('hex')}`;
  return {
    url: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}schema=${schema}`,
    drop: async () => {
      const sql = postgres(PG_URL, { max: 1, onnotice: () => undefined });
      await sql.unsafe(`drop schema if exists ${schema} cascade`);
      await sql.end();
    },
  };
}

interface Row {
  db: string;
  file: string;
  bytes: number;
  parseMs: number;
  importMs: number;
}

async function measure(db: string, cases: Case[]): Promise<Row[]> {
  const fresh = database(db);
  const store = await openStore(fresh.url, { resources: RESOURCES });
  const app = await buildApp({
    store,
    logger: false,
    config: { rateLimitPerSecond: 10_000_000, rateLimitBurst: 10_000_000 },
  });
  const rows: Row[] = [];
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tenants = new Tenants(store);
    const company = await tenants.createCompany('Bank import bench');
    const { token } = await tenants.createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    const headers = { authorization: `Bearer ${token}` };
    let accounts = 0;
    const newAccount = async (): Promise<string> => {
      const res = await fetch(`${base}/v1/accounts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          source_id: `acct-${++accounts}`,
          name: `Checking ${accounts}`,
          type: 'asset',
        }),
      });
      if (res.status !== 201) throw new Error(`account: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    };
    const importOnce = async (c: Case): Promise<number> => {
      const account = await newAccount();
      const started = performance.now();
      const res = await fetch(
        `${base}/v1/bank_lines/import?${new URLSearchParams({ account_id: account, ...c.query })}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': c.contentType },
          body: new Uint8Array(c.body),
        },
      );
      const answer = (await res.json()) as { imported?: number };
      const ms = performance.now() - started;
      if (res.status !== 201 || answer.imported !== LINES)
        throw new Error(`import ${c.name}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return ms;
    };
    const parseOnce = (c: Case): number => {
      const started = performance.now();
      const file = readStatementFile(c.body, c.kind, c.query);
      const ms = performance.now() - started;
      if (file.lines.length !== LINES) throw new Error(`parse ${c.name}: ${file.lines.length} lines`);
      return ms;
    };
    // Warm-up: code paths compiled, schemas cached, tables touched.
    for (const c of cases) {
      parseOnce(c);
      await importOnce(c);
    }
    for (const c of cases) {
      const parse: number[] = [];
      const imports: number[] = [];
      for (let i = 0; i < REPEATS; i++) {
        parse.push(parseOnce(c));
        imports.push(await importOnce(c));
      }
      rows.push({
        db,
        file: c.name,
        bytes: c.body.length,
        parseMs: median(parse),
        importMs: median(imports),
      });
      console.log(
        `${db} ${c.name}: parse ${median(parse).toFixed(0)} ms, import ${median(imports).toFixed(0)} ms`,
      );
    }
  } finally {
    await app.close();
    await store.close();
    await fresh.drop();
  }
  return rows;
}

async function main(): Promise<void> {
  const cases: Case[] = [
    {
      name: `CSV, ${LINES.toLocaleString('en-US')} lines (debit/credit, quoted)`,
      body: csvFile(),
      kind: 'csv',
      contentType: 'text/csv',
      query: { date_format: 'MM/DD/YYYY', reference_column: 'Reference' },
    },
    {
      name: `OFX 1.02 SGML, ${LINES.toLocaleString('en-US')} transactions`,
      body: ofxFile(),
      kind: 'ofx',
      contentType: 'application/x-ofx',
      query: {},
    },
  ];
  const rows: Row[] = [];
  for (const db of DATABASES) rows.push(...(await measure(db, cases)));
  const rate = (ms: number) => Math.round((LINES / ms) * 1000).toLocaleString('en-US');
  console.log('\n| Database | File | Size | Parse alone | Import (one request) | Import ÷ parse rate |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.file} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.parseMs.toFixed(0)} ms (${rate(r.parseMs)} lines/s) | ${r.importMs.toFixed(0)} ms (${rate(r.importMs)} lines/s) | ${(r.parseMs / r.importMs).toFixed(2)}× |`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
