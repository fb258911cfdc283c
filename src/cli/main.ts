/**
 * The admin CLI (D2): companies and tokens, on the same DATABASE_URL as the service. Each command
 * prints one JSON document on stdout; bad input prints a message on stderr and exits 1. It uses
 * the domain and storage directly, never HTTP.
 */
import { parseArgs } from 'node:util';
import { Tenants } from '../domain/tenants.ts';
import { RESOURCES } from '../resources/index.ts';
import { openStore, type Store } from '../storage/store.ts';

const USAGE = `usage:
  finrec company create --name NAME [--currency USD]
  finrec company list
  finrec token create --company ID --scopes finance:read,finance:write [--name N] [--expires-in 90d]
  finrec token list --company ID
  finrec token revoke --id ID`;

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
    },
    strict: true,
    allowPositionals: false,
  });
  const tenants = new Tenants(await store());
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
    default:
      throw new UsageError(
        noun ? `unknown command: ${[noun, verb].filter(Boolean).join(' ')}` : 'no command given',
      );
  }
}

export async function main(argv: string[]): Promise<number> {
  let opened: Store | undefined;
  try {
    const result = await run(argv, async () => {
      opened = await openStore(process.env.DATABASE_URL ?? '', { resources: RESOURCES });
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
