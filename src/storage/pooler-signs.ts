/**
 * Signs that DATABASE_URL goes through a transaction-mode pooler (PgBouncer `pool_mode =
 * transaction`) without `?pooler=transaction`. There the store would use named prepared statements
 * and pipelining, which need each client connection to keep one server session: a statement
 * prepared on one server connection is missing on the next, and postgres.js, which prepares it
 * again behind statements already sent, then reads their replies as each other's (rows parsed as
 * another statement's, requests left waiting for a reply that went elsewhere; docs/scaling.md).
 * What is read here decides when the store stops sending anything (postgres.ts): the instance
 * answers 503 and says once, in the log, which setting is missing.
 */

/** The line logged, and the message of every error the store then throws. */
export const POOLER_HINT =
  'DATABASE_URL goes through a transaction-mode connection pooler (PgBouncer pool_mode = transaction) ' +
  'but does not say so: add ?pooler=transaction to DATABASE_URL and set DATABASE_LISTEN_URL to a ' +
  'direct address (docs/scaling.md). Until then this instance sends nothing to the database and ' +
  'answers 503';

/**
 * What PostgreSQL answers when a statement's parts reached a server session other than the one
 * that parsed it, by SQLSTATE: 26000 (`prepared statement "…" does not exist`, `unnamed prepared
 * statement does not exist`), 42P05 (`prepared statement "…" already exists`), 34000 (`portal "…"
 * does not exist`). The service never meets these on a direct connection: its statements stay on
 * the session that prepared them, postgres.js prepares a missing one again before it throws
 * anything, and no SQL of the service PREPAREs, EXECUTEs or DECLAREs by name.
 */
const SESSION_LOST = new Set(['26000', '42P05', '34000']);

/**
 * The sign `error` gives of a transaction pooler in the path, as a short text for the log, or
 * undefined. 08P01 counts when it is about a prepared statement: a Bind that reached another
 * session's unnamed statement (`bind message supplies 1 parameters, but prepared statement ""
 * requires 2`).
 */
export function transactionPoolerSign(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (SESSION_LOST.has(code) || (code === '08P01' && message.includes('prepared statement')))
    return `${code} ${message}`;
  return undefined;
}

/**
 * Whether client connections share server sessions, from the `pg_backend_pid()` each of them was
 * answered in turn (one list per client connection): on a direct connection, or through a
 * session-mode pooler, each keeps one session of its own for its life, so each list holds one pid
 * and no two lists the same. Through a transaction pooler a pid moves between them (a pooler that
 * happened to give each the same one again is not caught: the errors above are, later).
 */
export function sessionsShared(pidsByConnection: readonly (readonly number[])[]): boolean {
  const owner = new Map<number, number>();
  for (const [i, pids] of pidsByConnection.entries()) {
    if (new Set(pids).size > 1) return true;
    for (const pid of pids) {
      if ((owner.get(pid) ?? i) !== i) return true;
      owner.set(pid, i);
    }
  }
  return false;
}

/** Where a store logs the hint (main.ts gives the app's pino logger). */
export interface StorageLog {
  error(fields: object, message: string): void;
}

/**
 * Thrown by a store that has seen a sign: nothing more is sent (the HTTP layer answers 503). The
 * store throws this one error from then on, so the hint it carries is logged once per store — per
 * process in a deployment, which opens one — by whichever logger meets it first.
 */
export class TransactionPoolerError extends Error {
  private hinted = false;

  constructor(
    /** What was seen (transactionPoolerSign, or the session probe's finding). */
    readonly sign: string,
    options?: ErrorOptions,
  ) {
    super(POOLER_HINT, options);
    this.name = 'TransactionPoolerError';
  }

  /** Logs the hint on `log` (at error level, with the sign) unless it has been logged already. */
  logHint(log: StorageLog | undefined): void {
    if (this.hinted || !log) return;
    this.hinted = true;
    log.error({ sign: this.sign }, POOLER_HINT);
  }
}
