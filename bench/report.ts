/** Figures, aims, and their rendering: console lines while running, markdown for docs/performance.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type Db = 'sqlite' | 'postgres';

export interface Figure {
  db: Db;
  /** Stable key, e.g. `app.get`, `raw.list@100000`; ceilings are `bare` and `raw.*`. */
  key: string;
  /** What the row measures. */
  label: string;
  /** Customers in the seeded company when measured. */
  rows: number;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts (30 s) during the measurement. */
  errors: number;
  /** Key of the ceiling this figure is compared with (same db). */
  ceiling?: string;
}

/** The resident memory (RSS) of one server process (bench/rss.ts). */
export interface Memory {
  db: Db;
  /** Which process. */
  label: string;
  /** Bytes, after start-up, before it was measured. */
  rest: number;
  /** Bytes, the highest of the samples taken every 200 ms while it ran (under load). */
  peak?: number;
  samples: number;
  /** Sampling has ended (the process is about to stop). */
  done?: boolean;
}

export interface Aim {
  db: Db;
  name: string;
  /** The measured ratio. */
  value: number;
  /** What the aim asks for: value >= target, or value <= target with `atMost`. */
  target: number;
  detail: string;
  /** `x` (a ratio, the default) or `ms` (a latency). */
  unit?: 'x' | 'ms';
  atMost?: boolean;
}

export const aimMet = (a: Aim): boolean => (a.atMost ? a.value <= a.target : a.value >= a.target);
const fmtAim = (a: Aim, n: number) => (a.unit === 'ms' ? `${fmtMs(n)} ms` : fmtRatio(n));
const aimTarget = (a: Aim) => `${a.atMost ? '≤' : '≥'} ${fmtAim(a, a.target)}`;

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  /** Which code was measured. */
  code: string;
  /** 1-minute load averages when each database's run started and when the whole run ended. */
  load: string[];
  node: string;
  date: string;
  databases: Partial<Record<Db, string>>;
  settings: string;
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0);
const fmtRatio = (n: number) => `${n.toFixed(2)}x`;
const fmtRows = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : String(n);

export function find(figures: readonly Figure[], db: Db, key: string): Figure | undefined {
  return figures.find((f) => f.db === db && f.key === key);
}

export function ratio(figures: readonly Figure[], f: Figure): number | undefined {
  const c = f.ceiling ? find(figures, f.db, f.ceiling) : undefined;
  return c ? f.rps / c.rps : undefined;
}

export function consoleLine(figures: readonly Figure[], f: Figure): string {
  const r = ratio(figures, f);
  const vs = r === undefined ? '' : `  ${fmtRatio(r)} of ${f.ceiling}`;
  return (
    `[${f.db}] ${f.label.padEnd(58)} ${fmtRows(f.rows).padStart(5)} rows ${String(f.connections).padStart(3)} conns ` +
    `${fmtInt(f.rps).padStart(7)} req/s  p50 ${fmtMs(f.p50).padStart(5)} ms  p99 ${fmtMs(f.p99).padStart(6)} ms${vs}` +
    (f.errors ? `  (${f.errors} errors/timeouts)` : '')
  );
}

function figureTable(figures: readonly Figure[], db: Db): string {
  const rows = figures.filter((f) => f.db === db);
  const bare = find(figures, db, 'bare');
  const lines = [
    '| Measurement | Rows | Conns | req/s | p50 ms | p99 ms | Compared with | Ratio | vs bare |',
    '|---|--:|--:|--:|--:|--:|---|--:|--:|',
  ];
  for (const f of rows) {
    const r = ratio(figures, f);
    const c = f.ceiling ? find(figures, db, f.ceiling) : undefined;
    lines.push(
      `| ${f.label} | ${fmtRows(f.rows)} | ${f.connections} | ${fmtInt(f.rps)} | ${fmtMs(f.p50)} | ${fmtMs(f.p99)}${f.errors ? ` (${f.errors} timeouts)` : ''} | ` +
        `${c ? c.label : '—'} | ${r === undefined ? '—' : fmtRatio(r)} | ${bare && f !== bare ? fmtRatio(f.rps / bare.rps) : '—'} |`,
    );
  }
  return lines.join('\n');
}

const fmtMiB = (bytes: number | undefined) => (bytes === undefined ? '—' : fmtInt(bytes / 2 ** 20));

function memoryTable(memory: readonly Memory[], db: Db): string {
  const lines = ['| Resident memory (RSS) | At rest, MiB | Under load (peak), MiB |', '|---|--:|--:|'];
  for (const m of memory.filter((x) => x.db === db)) {
    lines.push(`| ${m.label} | ${fmtMiB(m.rest)} | ${fmtMiB(m.peak)} |`);
  }
  return lines.join('\n');
}

export function consoleMemory(memory: readonly Memory[]): string {
  return memory
    .map(
      (m) =>
        `[${m.db}] RSS ${m.label}: ${fmtMiB(m.rest)} MiB at rest, ${fmtMiB(m.peak)} MiB peak under load` +
        ` (${m.samples} samples)`,
    )
    .join('\n');
}

function aimTable(aims: readonly Aim[]): string {
  const lines = ['| Database | Aim | Measured | Target | Met |', '|---|---|--:|--:|:-:|'];
  for (const a of aims) {
    lines.push(
      `| ${a.db} | ${a.name} (${a.detail}) | ${fmtAim(a, a.value)} | ${aimTarget(a)} | ${aimMet(a) ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

export function consoleAims(aims: readonly Aim[]): string {
  return aims
    .map(
      (a) =>
        `[${a.db}] ${aimMet(a) ? 'MET   ' : 'MISSED'} ${a.name}: ${fmtAim(a, a.value)} (aim ${aimTarget(a)}; ${a.detail})`,
    )
    .join('\n');
}

export const BEGIN = '<!-- bench:results:begin (written by `npm run bench`; edit outside these markers) -->';
export const END = '<!-- bench:results:end -->';

export function resultsMarkdown(
  figures: readonly Figure[],
  aims: readonly Aim[],
  machine: Machine,
  memory: readonly Memory[] = [],
): string {
  const dbs = [...new Set(figures.map((f) => f.db))];
  const parts = [
    BEGIN,
    '',
    `Run of ${machine.date}, ${machine.code}, on ${machine.cpus} × ${machine.cpuModel} (\`nproc\` ${machine.cpus}), ` +
      `${machine.memoryGiB} GiB RAM, Node ${machine.node}; ` +
      Object.values(machine.databases).join('; ') +
      '.',
    `Settings: ${machine.settings}. 1-minute load average: ${machine.load.join(', ')}.`,
    '',
    '### Aims',
    '',
    aimTable(aims),
  ];
  for (const db of dbs) {
    parts.push('', `### ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, '', figureTable(figures, db));
    if (memory.some((m) => m.db === db)) parts.push('', memoryTable(memory, db));
  }
  parts.push('', END);
  return parts.join('\n');
}

const DEFAULT_DOC = `# Performance

Measured by \`npm run bench\` (bench/run.ts); the section between the markers below is rewritten by
each full run.

${BEGIN}
${END}
`;

/** Replaces the generated section of `path`, keeping everything outside the markers. */
export function writeResults(path: string, markdown: string): void {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : DEFAULT_DOC;
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + markdown + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${markdown}\n`;
  writeFileSync(path, next);
}
