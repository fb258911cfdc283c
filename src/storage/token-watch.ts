/**
 * Tells a cache of api_tokens rows (Tenants.authenticate) when it may no longer be trusted, so a
 * token revoked or expired by any process sharing the database (another API instance, the CLI, an
 * operator's SQL) is refused by the very next request, not after a time-to-live.
 *
 * - SQLite: `PRAGMA data_version` on a read-only connection of this process's own. It changes
 *   whenever another connection (this store's writer, the CLI, any process) commits to the file,
 *   and reading it costs a few microseconds, much less than the token's lookup. Writes of any
 *   table change it too: after a write the next request of each token looks its token up again.
 * - PostgreSQL: LISTEN on one dedicated connection. A trigger on api_tokens (migration 0010)
 *   NOTIFYs every change to what authenticates (revoked_at, expires_at, scopes, the hash, the
 *   company; not last_used_at) in the changing transaction, so every listening instance hears of it
 *   as that transaction commits. While the listener is not connected the version is undefined and
 *   nothing may be served from a cache; every (re)connection starts a new version.
 *
 * The listener starts on first use, so processes that never authenticate (the CLI) open no
 * connection for it unless they change a token.
 */
import BetterSqlite3 from 'better-sqlite3';
import postgres from 'postgres';

export interface TokenWatch {
  /**
   * A value that changes whenever api_tokens may have changed, in this process or any other: a
   * cached token is good only while the version it was read at is still the current one.
   * `undefined` while that cannot be told (then nothing may be served from a cache).
   */
  version(): number | undefined;
  /**
   * Runs `change`, a write that may change the token `tokenId` (it resolves to whether it did),
   * and resolves once caches everywhere can see it: at once on SQLite; on PostgreSQL once this
   * process has received the change's own notification (every listener is sent it at the same
   * moment, at commit), or after `waitMs` at most.
   */
  change<T>(tokenId: string, change: () => Promise<{ changed: boolean; value: T }>): Promise<T>;
  close(): Promise<void>;
}

/** The channel the api_tokens trigger notifies on (migration 0010); the payload is the token id, or `*`. */
export const TOKEN_CHANNEL = 'finrec_api_tokens';

export function sqliteTokenWatch(path: string): TokenWatch {
  // An in-memory database has one connection, which never sees its own commits in data_version:
  // only changes made through `change` are seen, and no other process can make any.
  const memory = path === ':memory:';
  let local = 0;
  let db: BetterSqlite3.Database | undefined;
  let dataVersion: BetterSqlite3.Statement<[], number> | undefined;
  return {
    version() {
      if (memory) return local;
      if (!dataVersion) {
        db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
        dataVersion = db.prepare<[], number>('pragma data_version').pluck();
      }
      // data_version fits in 32 bits; `local` counts changes this process made through `change`.
      return local * 2 ** 32 + (dataVersion.get() ?? 0);
    },
    async change(_tokenId, change) {
      const { changed, value } = await change();
      if (changed) local++;
      return value;
    },
    async close() {
      db?.close();
      db = undefined;
      dataVersion = undefined;
    },
  };
}

/**
 * postgres.js hands every NotificationResponse to this option (its own `listen` is built on it)
 * but does not declare it. Used here rather than `sql.listen`, whose connection is re-made out of
 * sight: a lost connection must stop the cache at once, not only when listening again.
 */
interface NotifyOption {
  onnotify: (channel: string, payload: string) => void;
}

export interface PostgresWatchOptions {
  url: string;
  /** The install's schema (`?schema=`), named in the listener's application_name. */
  schema?: string | undefined;
  /** The longest `change` waits for its own notification. */
  waitMs?: number;
  /** Pause before listening again after the connection is lost or cannot be made. */
  retryMs?: number;
}

export function postgresTokenWatch(opts: PostgresWatchOptions): TokenWatch {
  return new PostgresTokenWatch(opts);
}

/** Where the PostgreSQL listener is. */
type ListenerState =
  /** Not started yet: the first `version()` or `change` starts it. */
  | { name: 'idle' }
  /** LISTEN sent (on a connection being made, perhaps), not answered yet. */
  | { name: 'connecting'; attempt: Promise<void> }
  /** Every change to api_tokens is heard: the version may be trusted. */
  | { name: 'listening' }
  /** The connection was lost or could not be made: listening again at `retry`, or at the next `change`. */
  | { name: 'lost'; retry: NodeJS.Timeout }
  /** For good. */
  | { name: 'closed' };

/**
 * One dedicated connection LISTENing on TOKEN_CHANNEL. The version is told only while `listening`;
 * every other state answers `undefined`, so nothing is served from a cache.
 */
class PostgresTokenWatch implements TokenWatch {
  private state: ListenerState = { name: 'idle' };
  /**
   * Moves on every notification, every change made here, every loss of the connection and every
   * LISTEN answered (whatever was cached before it was not watched).
   */
  private current = 0;
  /** The listener's own postgres.js client, made on first use (it connects again by itself). */
  private client: postgres.Sql | undefined;
  /** `change` calls waiting for the notification of their token. */
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly waitMs: number;
  private readonly retryMs: number;

  constructor(private readonly opts: PostgresWatchOptions) {
    this.waitMs = opts.waitMs ?? 2_000;
    this.retryMs = opts.retryMs ?? 1_000;
  }

  version(): number | undefined {
    if (this.state.name === 'listening') return this.current;
    if (this.state.name === 'idle') void this.start();
    return undefined;
  }

  async change<T>(id: string, change: () => Promise<{ changed: boolean; value: T }>): Promise<T> {
    // Notices carry the id as PostgreSQL prints a uuid.
    const tokenId = id.toLowerCase();
    // Listening before the change, or its notification could pass unheard.
    if (this.state.name !== 'listening') await this.start();
    let wake!: () => void;
    const heard = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const set = this.waiting.get(tokenId) ?? new Set();
    set.add(wake);
    this.waiting.set(tokenId, set);
    try {
      const { changed, value } = await change();
      if (changed) {
        // This process's caches see it at once, whatever the notification does.
        this.current++;
        if (this.state.name === 'listening') {
          const timer = setTimeout(wake, this.waitMs);
          await heard;
          clearTimeout(timer);
        }
      }
      return value;
    } finally {
      set.delete(wake);
      if (set.size === 0 && this.waiting.get(tokenId) === set) this.waiting.delete(tokenId);
    }
  }

  async close(): Promise<void> {
    if (this.state.name === 'lost') clearTimeout(this.state.retry);
    this.state = { name: 'closed' };
    this.wakeAll();
    await this.client?.end({ timeout: 1 });
  }

  /** Listens, unless listening or closed already; joins the attempt under way if there is one. */
  private start(): Promise<void> {
    switch (this.state.name) {
      case 'connecting':
        return this.state.attempt;
      case 'listening':
      case 'closed':
        return Promise.resolve();
      case 'lost':
        clearTimeout(this.state.retry);
    }
    const attempt = this.sendListen().then((ok) => this.answered(ok));
    this.state = { name: 'connecting', attempt };
    return attempt;
  }

  /** LISTEN, on a connection made first if need be: whether it was answered. */
  private async sendListen(): Promise<boolean> {
    try {
      this.client ??= this.connect();
      await this.client.unsafe(`listen ${TOKEN_CHANNEL}`);
      return true;
    } catch {
      return false;
    }
  }

  /** LISTEN's answer (or failure), unless closed meanwhile. */
  private answered(ok: boolean): void {
    if (this.state.name !== 'connecting') return;
    if (ok) {
      // A new version: whatever was cached before this connection listened is not trusted.
      this.current++;
      this.state = { name: 'listening' };
    } else this.lose();
  }

  /** The listener's connection closed (or could not be made). */
  private connectionClosed(): void {
    if (this.state.name === 'connecting') {
      // While LISTEN is out, its answer says what comes next.
      this.current++;
      this.wakeAll();
    } else this.lose();
  }

  /**
   * Notifications sent while the connection is down are lost: nothing cached before can be
   * trusted, and nothing is cached until listening again, tried after `retryMs` (or by the next
   * `change`, at once).
   */
  private lose(): void {
    if (this.state.name === 'closed') return;
    this.current++;
    this.wakeAll();
    if (this.state.name === 'lost') return;
    const retry = setTimeout(() => {
      if (this.state.name === 'lost' && this.state.retry === retry) void this.start();
    }, this.retryMs);
    retry.unref();
    this.state = { name: 'lost', retry };
  }

  private wakeAll(): void {
    for (const set of this.waiting.values()) for (const wake of set) wake();
    this.waiting.clear();
  }

  /** A notification: the token `payload` (or any, `*`) changed. */
  private heard(payload: string): void {
    this.current++;
    if (payload === '*') {
      this.wakeAll();
      return;
    }
    const set = this.waiting.get(payload.toLowerCase());
    this.waiting.delete(payload.toLowerCase());
    for (const wake of set ?? []) wake();
  }

  private connect(): postgres.Sql {
    const options: postgres.Options<Record<string, postgres.PostgresType>> & NotifyOption = {
      max: 1,
      max_lifetime: null,
      // An unreachable listener must not hold up a revocation (or closing) for long.
      connect_timeout: 5,
      fetch_types: false,
      onnotice: () => undefined,
      // Names the connection in pg_stat_activity (and lets a test find the listener of its install).
      connection: {
        application_name: `finrec-token-watch${this.opts.schema ? `:${this.opts.schema}` : ''}`,
      },
      onnotify: (channel, payload) => {
        if (channel === TOKEN_CHANNEL) this.heard(payload);
      },
      onclose: () => this.connectionClosed(),
    };
    return postgres(this.opts.url, options);
  }
}
