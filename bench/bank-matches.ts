/**
 * `node --import tsx bench/bank-matches.ts`: `GET /v1/bank_lines/{id}/matches` (D20) for a line of
 * an account with about 100,000 journal lines, one client (issue 26: p99 within 20 ms). For each
 * database: a fresh database, the real server as a child process, the general ledger seeded
 * straight into the app's tables by bench/ledger.ts's seeder (about one line in ten lands on its
 * first account, a checking account), then bank lines made through the API with the amounts and
 * dates of some of those journal lines (so each has candidates), and REQUESTS sequential reads of
 * their matches.
 *
 * Environment: BENCH_DB=sqlite,postgres  BENCH_PG_URL  BENCH_MATCH_LINES (journal lines seeded,
 * default 1,000,000)  BENCH_MATCH_REQUESTS (default 500)
 */
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { freshDatabase, startServer } from './child-server.ts';
import { requestJson } from './context.ts';
import { openLedgerSeeder } from './ledger.ts';

const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const LINES = Number(process.env.BENCH_MATCH_LINES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_MATCH_REQUESTS ?? 500);
const SAMPLE = 50;

interface Page<T> {
  data: { id: string; data: T }[];
  pagination: { total_count: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measure(db: string): Promise<void> {
  const fresh = await freshDatabase(db, 'matches');
  try {
    const setup = await openStore(fresh.url, { resources: RESOURCES });
    const tenants = new Tenants(setup);
    const company = await tenants.createCompany('Matches Co');
    const { token } = await tenants.createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    await setup.close();
    const server = await startServer(fresh.url);
    try {
      const app = server.baseUrl;
      const getPage = async <T>(url: string) => (await requestJson(url, token)) as unknown as Page<T>;
      const seeder = await openLedgerSeeder({
        db: db as 'sqlite' | 'postgres',
        databaseUrl: fresh.url,
        info: { appUrl: app, mainToken: token, mainCompanyId: company.id },
      });
      const started = Date.now();
      await seeder.growTo(LINES);
      await seeder.close();
      console.log(
        `${db}: ${seeder.lines.toLocaleString('en-US')} journal lines seeded in ${Date.now() - started} ms`,
      );
      const accounts = await getPage<unknown>(`${app}/v1/accounts?source_id=ledger-0`);
      const accountId = String(accounts.data[0]?.id);
      const onAccount = await getPage<unknown>(`${app}/v1/ledger_entries?account_id=${accountId}&limit=1`);
      console.log(
        `${db}: ${Number(onAccount.pagination.total_count).toLocaleString('en-US')} on its checking account`,
      );
      // Each bank line stands for a journal entry posted through the API on the checking account
      // (seeded lines belong to no document, and a candidate names its document), dated across
      // the seeded years, for an amount of its own; its candidates are looked for among all the
      // account's lines.
      const other = String((await getPage<unknown>(`${app}/v1/accounts?source_id=ledger-2`)).data[0]?.id);
      const lineIds: string[] = [];
      for (let i = 0; i < SAMPLE; i++) {
        const date = new Date(Date.parse('2023-01-15') + i * 20 * 86_400_000).toISOString().slice(0, 10);
        const amount = `${1234 + i}.56`;
        await requestJson(`${app}/v1/journal_entries`, token, {
          method: 'POST',
          body: {
            source_system: 'bench',
            source_id: `match-je-${i}`,
            entry_date: date,
            status: 'posted',
            lines: [
              { account_id: accountId, debit_amount: amount },
              { account_id: other, credit_amount: amount },
            ],
          },
          expect: 201,
        });
        const posted = new Date(Date.parse(date) + 2 * 86_400_000).toISOString().slice(0, 10);
        const line = await requestJson(`${app}/v1/bank_lines`, token, {
          method: 'POST',
          body: {
            account_id: accountId,
            posted_date: posted,
            amount,
            description: `Bench line ${i}`,
            source_system: 'bench',
            source_id: `match-${i}`,
          },
          expect: 201,
        });
        lineIds.push(String(line.id));
      }
      const times: number[] = [];
      let candidates = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const res = await getPage<unknown>(`${app}/v1/bank_lines/${lineIds[i % lineIds.length]}/matches`);
        times.push(performance.now() - t);
        candidates += res.data.length;
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${db} | ${REQUESTS} | ${(candidates / REQUESTS).toFixed(1)} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${times.at(-1)?.toFixed(1)} |`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

console.log(
  '| Database | Requests | Candidates per answer | p50, ms | p99, ms | slowest, ms |\n|---|--:|--:|--:|--:|--:|',
);
for (const db of DBS) await measure(db);
