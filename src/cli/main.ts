/**
 * The admin CLI (D2): companies and tokens, on the same DATABASE_URL as the service. Each command
 * prints one JSON document on stdout; bad input prints a message on stderr and exits 1. It uses
 * the domain and storage directly, never HTTP.
 */
import { parseArgs } from 'node:util';
import { missingRates } from '../domain/fx.ts';
import { Tenants } from '../domain/tenants.ts';
import { Users } from '../domain/users.ts';
import { passwordProblem } from '../platform/passwords.ts';
import { CATALOG, RESOURCES } from '../resources/index.ts';
import { openStore } from '../storage/open.ts';
import type { Store } from '../storage/store.ts';

/** Each command's usage line, and what it does (`finrec <command> --help`). */
const COMMANDS: Readonly<Record<string, { usage: string; help: string }>> = {
  'company create': {
    usage: 'finrec company create --name NAME [--currency USD]',
    help: 'Creates a company with its base currency (ISO 4217; default USD) and prints it.',
  },
  'company list': { usage: 'finrec company list', help: 'Prints every company.' },
  'token create': {
    usage:
      'finrec token create --company ID --scopes finance:read,finance:write [--name N] [--expires-in 90d|never]',
    help: 'Creates an API token and prints it: the only time its secret is shown. It expires in 90 days unless --expires-in says otherwise (30d, 12h, never), as keys made in the dashboard do.',
  },
  'token list': {
    usage: 'finrec token list --company ID',
    help: 'Prints the company’s tokens, without their secrets.',
  },
  'token revoke': {
    usage: 'finrec token revoke --id ID',
    help: 'Revokes a token: it stops working at once.',
  },
  'user create': {
    usage: 'finrec user create --company ID --email E --role admin|member',
    help: 'Creates a dashboard user. The password is read from standard input (its first line), or asked twice at a terminal; never an argument.',
  },
  'user list': { usage: 'finrec user list --company ID', help: 'Prints the company’s dashboard users.' },
  'ledger missing-rates': {
    usage: 'finrec ledger missing-rates [--company ID] [--apply]',
    help: 'Lists the journal lines without a value in the base currency (D17): lines of foreign documents posted before base amounts existed whose document held no exchange rate; they are never guessed. With --apply, the documents whose currency has a rate in /v1/exchange_rates on or before their date are valued at it (the balances follow); the rest stay listed.',
  },
};

const USAGE = `usage:\n${Object.values(COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join(
    '\n',
  )}\n\nEvery command works on DATABASE_URL (unset: ./data/finrec.db), the server's database.\nfinrec <command> --help explains a command.`;

/** Default expiry of a token made by the CLI: the dashboard's default (90 days). */
const DEFAULT_EXPIRY = '90d';

class UsageError extends Error {}

/** A password prompt that ended without a password: its message alone, without the usage. */
class PromptError extends Error {}

/** `--help` or `-h` anywhere: usage goes to stdout and the command exits 0. */
class HelpRequested extends Error {
  constructor(readonly text: string) {
    super('help');
  }
}

function need(values: Readonly<Record<string, string | boolean | undefined>>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || !v) throw new UsageError(`--${name} is required`);
  return v;
}

async function run(argv: string[], store: () => Promise<Store>): Promise<unknown> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help')
    throw new HelpRequested(USAGE);
  const [noun, verb, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h') || verb === '--help' || verb === '-h') {
    const command = COMMANDS[`${noun} ${verb}`];
    if (command) throw new HelpRequested(`usage: ${command.usage}\n\n${command.help}`);
    const nouns = Object.entries(COMMANDS).filter(([k]) => k.startsWith(`${noun} `));
    if (nouns.length) throw new HelpRequested(`usage:\n${nouns.map(([, c]) => `  ${c.usage}`).join('\n')}`);
    throw new HelpRequested(USAGE);
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      currency: { type: 'string' },
      company: { type: 'string' },
      scopes: { type: 'string' },
      'expires-in': { type: 'string' },
      id: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      apply: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const db = await store();
  const tenants = new Tenants(db);
  switch (`${noun} ${verb}`) {
    case 'company create':
      return tenants.createCompany(need(values, 'name'), values.currency ?? 'USD');
    case 'company list':
      return tenants.listCompanies();
    case 'token create':
      return tenants.createToken({
        companyId: need(values, 'company'),
        scopes: need(values, 'scopes'),
        name: values.name,
        expiresIn: expiry(values['expires-in']),
      });
    case 'token list':
      return tenants.listTokens(need(values, 'company'));
    case 'token revoke':
      return tenants.revokeToken(need(values, 'id'));
    case 'user create': {
      const input = {
        companyId: need(values, 'company'),
        email: need(values, 'email'),
        role: need(values, 'role'),
      };
      return new Users(db).createUser({ ...input, password: await readPassword() });
    }
    case 'user list':
      return new Users(db).listUsers(need(values, 'company'));
    case 'ledger missing-rates':
      return missingRates(db, CATALOG, { companyId: values.company, apply: values.apply === true });
    default:
      throw new UsageError(
        noun ? `unknown command: ${[noun, verb].filter(Boolean).join(' ')}` : 'no command given',
      );
  }
}

/** `--expires-in`: a duration (30d, 12h), `never`, or the default of 90 days. */
function expiry(given: string | undefined): string | undefined {
  if (given === 'never') return undefined;
  return given ?? DEFAULT_EXPIRY;
}

/** What DATABASE_URL opens, for messages: the SQLite path, or the PostgreSQL host and database (never a password). */
export function describeDatabase(url: string): string {
  if (!url) return 'sqlite:./data/finrec.db (DATABASE_URL is unset)';
  if (url.startsWith('sqlite:')) return url;
  try {
    const u = new URL(url);
    const schema = u.searchParams.get('schema');
    return `postgres://${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}${schema ? ` (schema ${schema})` : ''}`;
  } catch {
    return 'the DATABASE_URL given';
  }
}

/**
 * The new user's password, never from the command line (it would sit in the shell's history and
 * in `ps`): the first line of standard input, or typed at a terminal without echo, twice.
 */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += chunk;
    const line = text.split(/\r?\n/)[0] ?? '';
    if (line === '') throw new UsageError('no password given: send it as the first line of standard input');
    return line;
  }
  const terminal = new HiddenLines(input, process.stderr);
  try {
    for (let attempt = 1; ; attempt++) {
      const first = await terminal.ask('Password: ');
      if (first === '') throw new PromptError('no password given; nothing was created');
      const problem = passwordProblem(first);
      const again = problem ? null : await terminal.ask('Password again: ');
      if (again === first) return first;
      const why = problem ?? 'the two passwords differ';
      if (attempt === PROMPT_ATTEMPTS) throw new PromptError(`${why}; nothing was created`);
      process.stderr.write(`${why}; try again\n`);
    }
  } finally {
    terminal.close();
  }
}

/** How many times a terminal is asked for a password (and its confirmation) before giving up. */
const PROMPT_ATTEMPTS = 3;

/**
 * Lines typed at a terminal in raw mode, not echoed. One reader for every prompt, listening with
 * `data` events: iterating `process.stdin` with `for await` and leaving the loop destroys the
 * stream, so a second prompt met "The operation was aborted" (issue 25). What is typed ahead
 * (both passwords before the first prompt answered) is kept for the next prompt.
 */
class HiddenLines {
  private typed = '';
  private waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | null = null;
  private readonly onData = (chunk: string) => {
    for (const ch of chunk) {
      if (ch === '\u0003') return this.fail(new PromptError('cancelled; nothing was created'));
      if (ch === '\u0004' && this.typed === '')
        return this.fail(new PromptError('cancelled; nothing was created'));
      if (ch === '\r' || ch === '\n') {
        this.finish();
        continue;
      }
      if (ch === '\u007f' || ch === '\b') this.typed = this.typed.slice(0, -1);
      else if (ch === '\u0015')
        this.typed = ''; // Ctrl-U: erase the line
      else if (ch >= ' ') this.typed += ch;
    }
  };
  private readonly lines: string[] = [];
  private cancelled: Error | null = null;

  constructor(
    private readonly input: NodeJS.ReadStream,
    private readonly output: NodeJS.WriteStream,
  ) {
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', this.onData);
    input.resume();
  }

  ask(label: string): Promise<string> {
    if (this.cancelled) return Promise.reject(this.cancelled);
    this.output.write(label);
    const ready = this.lines.shift();
    if (ready !== undefined) {
      this.output.write('\n');
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  close(): void {
    this.input.off('data', this.onData);
    this.input.setRawMode(false);
    this.input.pause();
  }

  private finish(): void {
    const line = this.typed;
    this.typed = '';
    const waiting = this.waiting;
    if (!waiting) {
      this.lines.push(line);
      return;
    }
    this.waiting = null;
    this.output.write('\n');
    waiting.resolve(line);
  }

  private fail(error: Error): void {
    this.typed = '';
    this.lines.length = 0;
    this.cancelled = error;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) {
      this.output.write('\n');
      waiting.reject(error);
    }
  }
}

export async function main(argv: string[]): Promise<number> {
  let opened: Store | undefined;
  try {
    const result = await run(argv, async () => {
      opened = await openStore(process.env.DATABASE_URL ?? '', {
        resources: RESOURCES,
        listenUrl: process.env.DATABASE_LISTEN_URL || undefined,
      });
      return opened;
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof HelpRequested) {
      process.stdout.write(`${error.text}\n`);
      return 0;
    }
    let message = error instanceof Error ? error.message : String(error);
    // A record not found may be one of another database than the server's: say which was opened.
    if (/^no \w+ with id|not found/i.test(message))
      message += ` in ${describeDatabase(process.env.DATABASE_URL ?? '')}`;
    process.stderr.write(`finrec: ${message}\n`);
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      process.stderr.write(`${USAGE}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}
