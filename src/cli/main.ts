/**
 * The admin CLI (D2): companies and tokens, on the same DATABASE_URL as the service. Each command
 * prints one JSON document on stdout; bad input prints a message on stderr and exits 1. It uses
 * the domain and storage directly, never HTTP.
 */
import { parseArgs } from 'node:util';
import { Tenants } from '../domain/tenants.ts';
import { Users } from '../domain/users.ts';
import { RESOURCES } from '../resources/index.ts';
import { openStore, type Store } from '../storage/store.ts';

const USAGE = `usage:
  finrec company create --name NAME [--currency USD]
  finrec company list
  finrec token create --company ID --scopes finance:read,finance:write [--name N] [--expires-in 90d]
  finrec token list --company ID
  finrec token revoke --id ID
  finrec user create --company ID --email E --role admin|member   (password on stdin)
  finrec user list --company ID`;

class UsageError extends Error {}

function need(values: Record<string, string | undefined>, name: string): string {
  const v = values[name];
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
}

async function run(argv: string[], store: () => Promise<Store>): Promise<unknown> {
  const [noun, verb, ...rest] = argv;
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
        expiresIn: values['expires-in'],
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
    default:
      throw new UsageError(
        noun ? `unknown command: ${[noun, verb].filter(Boolean).join(' ')}` : 'no command given',
      );
  }
}

/**
 * The new user's password, never from the command line (it would sit in the shell's history and
 * in `ps`): the first line of standard input, or typed at a prompt without echo on a terminal.
 */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write('Password: ');
  input.setRawMode(true);
  input.setEncoding('utf8');
  let password = '';
  try {
    for await (const chunk of input) {
      for (const ch of chunk as string) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return password;
        if (ch === '\u0003') throw new UsageError('cancelled');
        password = ch === '\u007f' ? password.slice(0, -1) : password + ch;
      }
    }
    return password;
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stderr.write('\n');
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
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`finrec: ${message}\n`);
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      process.stderr.write(`${USAGE}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}
