/**
 * Idempotency keys (D9).
 *
 * A request with a key is first looked up (a read): a replay, a key reused for another request and
 * a key still held are answered from that, without a write. Otherwise the request runs in a
 * KeyScope, and the first write it makes is also the key's: before that write commits, the key's
 * row is written in it, finished, with the request's answer. The change, the key and the answer
 * are committed together or not at all.
 *
 * - Cost: no transaction and no commit of its own (no extra fsync or group-commit round on SQLite,
 *   no extra BEGIN/COMMIT on PostgreSQL): the look-up, one INSERT in the write, and on PostgreSQL
 *   one lock statement at its start.
 * - Crash: before the commit nothing is left, the key included, so a retry runs the request; after
 *   it, the key holds the answer, so a retry replays it. No key is ever left half-done.
 * - Running twice: a second request with the key while the first runs is refused with
 *   IDEMPOTENCY_KEY_IN_USE: by this process's table of running keys; on PostgreSQL, across
 *   instances, by a transaction-scoped advisory lock on the key that the first request's write
 *   holds from its start to its commit (taken without waiting); and in any case by the primary key
 *   of the key's row, should the first commit while the second is at work (the second then rolls
 *   back and answers 409 instead of its own answer: the retry replays the first).
 * - The write hands its result to the request before committing (the answer is made from it); the
 *   commit waits for the answer, and the HTTP layer sends the answer only once the commit is done,
 *   so a 2xx still means committed (D14). An answer that is not stored (a 5xx) rolls the write back.
 * - Which write: the first one the handler makes through the scoped store while its scope is
 *   current, which is during the synchronous part of its call (see `current` below). A domain
 *   method that awaits before writing takes its writer with scopedWriter() first. A request makes
 *   its change in one write; a second write is an ordinary one, and must not be awaited before
 *   answering (on SQLite it would queue behind the first, which waits for the answer: after
 *   ANSWER_TIMEOUT_MS the first rolls back and the request answers 500).
 * - A request that wrote nothing (refused before its write, or its write failed and rolled back)
 *   stores its answer, when it is one to store, in a small write of its own: nothing else changed.
 *
 * Rows left 'running' by an older version (which claimed keys in a transaction of their own) keep
 * their lease: a retry takes such a key over once the lease is over.
 */
import { randomUUID } from 'node:crypto';
import {
  companyIdsAfter,
  deleteExpiredKeys,
  hasExpiredKeys,
  type IdempotencyRow,
  lockAndLookUp,
  lookupKey,
  type NewClaim,
  type StoredResponse,
  storeAnswer,
  storeAnswerAtCommit,
} from '../storage/idempotency.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import { AppError } from './errors.ts';

export type { StoredResponse };

export const KEY_MAX_LENGTH = 255;
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** How long an open write waits for its request's answer before rolling back (a stuck handler). */
const ANSWER_TIMEOUT_MS = 10_000;

/** How a request with a key starts: it runs in `scope`, or the stored answer is replayed at once. */
export type Begun = { kind: 'run'; scope: KeyScope } | { kind: 'replay'; response: StoredResponse };

/** An outcome that stands in for running the request: the stored answer, or a refusal. */
export type Decided = { kind: 'replay'; response: StoredResponse } | { kind: 'refused'; error: AppError };

/** What became of a request's key once its answer was known. */
export type Finished =
  /** Stored with the answer, or nothing to store. `tookOver`: a stale claim was taken over. */
  | { kind: 'ok'; tookOver: boolean }
  /** The key holds an earlier answer to this request: that answer goes out, replayed. */
  | { kind: 'replay'; response: StoredResponse }
  /** The key is another request's, or still in use: `error` goes out instead of the answer. */
  | { kind: 'refused'; error: AppError }
  /** The request's write could not commit: the answer made from it must not go out. */
  | { kind: 'write_failed'; error: unknown }
  /**
   * Another request with the key committed first, so this one's write was rolled back: its
   * answer must not go out; IDEMPOTENCY_KEY_IN_USE (`error`) goes instead, and a retry replays.
   */
  | { kind: 'taken'; error: AppError }
  /** The answer stands but was not stored: a retry with the key will run the request again. */
  | { kind: 'store_failed'; error: unknown };

export interface IdempotencyOptions {
  leaseMs: number;
  ttlMs?: number;
  now?: () => number;
  answerTimeoutMs?: number;
}

/** The write of a scope, from its start until it has committed with the answer. */
interface ScopedWrite {
  /** The result was handed to the request (so the write is past the point of a silent retry). */
  released: boolean;
  answer(response: StoredResponse | null): void;
  /** The key's row still in flight with the commit (PostgreSQL): true when another's was there. */
  taken?: Promise<boolean>;
  /** Settles when the transaction has committed (or rolled back for want of an answer to store). */
  done: Promise<void>;
}

/** A request holding a key while it runs. Made by IdempotencyKeys.begin. */
export class KeyScope {
  /** The key's row was looked at (in the write) and the request was let run. */
  checked = false;
  /** Decided in the write instead of running: the answer (a replay) or refusal that stands. */
  decision: Decided | undefined;
  /** The row the key's row replaces (an expired or stale one), by its claim_id. */
  previousClaim: string | null = null;
  /** The key was left 'running' by a request that never answered, and its lease is over. */
  tookOver = false;
  write: ScopedWrite | undefined;
  finished = false;

  constructor(
    readonly claim: NewClaim,
    /** The in-process entry of the key, removed when the request finishes. */
    readonly localId: string,
  ) {}

  /** Records `decision`; returns the error to throw out of the write (and so out of the handler). */
  decided(decision: Decided): AppError {
    this.decision = decision;
    return decision.kind === 'refused' ? decision.error : inUse();
  }
}

const okay = (scope: KeyScope): Finished => ({ kind: 'ok', tookOver: scope.tookOver });

/**
 * The scope of the handler running right now, synchronously. Set only for the synchronous part of a
 * handler's call (see IdempotencyKeys.run): the domain methods of the write routes call the store
 * before their first await, so their write is made inside it. No AsyncLocalStorage: on Node 20 its
 * promise hooks cost every request of the process (measured 10-20 % CPU on POST).
 */
let current: KeyScope | undefined;

/** Thrown inside the write to roll it back when the answer is not one to store (a 5xx). */
class NothingToStore extends Error {}

/** Thrown inside the write to roll it back when another request's row for the key committed first. */
class KeyTaken extends Error {}

const SWEEP_COMPANY_PAGE = 500;
const SWEEP_DELETE_BATCH = 1000;

const inUse = () =>
  new AppError(
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed; retry in a moment.',
    { headers: { 'Retry-After': '1' } },
  );

const reused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request (method, path or body); use a new key for a new request.',
    {
      errors: [
        { field: 'Idempotency-Key', code: 'reused', message: 'was already used for a different request' },
      ],
    },
  );

export class IdempotencyKeys {
  private readonly leaseMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly answerTimeoutMs: number;
  /** Writes waiting for their request's answer, and the timer that gives up on overdue ones. */
  private readonly waiting = new Set<{ due: number; reject(error: Error): void }>();
  private overdueTimer: NodeJS.Timeout | undefined;
  /**
   * Keys of requests running in this process (until when they count): a second request with one
   * is refused at once, before it queues for a write that could only refuse it.
   */
  private readonly running = new Map<string, number>();

  constructor(
    private readonly store: Store,
    opts: IdempotencyOptions,
  ) {
    // A zero lease would let every retry steal a running request's key.
    this.leaseMs = Math.max(1000, opts.leaseMs);
    this.ttlMs = opts.ttlMs ?? KEY_TTL_MS;
    this.now = opts.now ?? Date.now;
    this.answerTimeoutMs = opts.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  }

  /**
   * Starts a request with `key` whose method, path and body hash to `requestHash`: the scope to run
   * its handler in, where its write decides on the key. While a request with the key is running
   * in this process, the stored answer is looked up at once instead: a replay, or
   * IDEMPOTENCY_KEY_REUSED or IDEMPOTENCY_KEY_IN_USE.
   */
  async begin(companyId: string, key: string, requestHash: string): Promise<Begun> {
    const now = this.now();
    const localId = `${companyId}\n${key}`;
    const localUntil = this.running.get(localId);
    if (localUntil !== undefined && localUntil > now) {
      const row = await this.store.read((repo) => lookupKey(repo, companyId, key));
      if (row && row.expires_at > iso(now)) {
        if (row.request_hash !== requestHash) throw reused();
        if (row.status === 'done' && row.response) return { kind: 'replay', response: row.response };
      }
      throw inUse();
    }
    this.running.set(localId, now + this.leaseMs);
    const claim: NewClaim = {
      company_id: companyId,
      key,
      request_hash: requestHash,
      claim_id: randomUUID(),
      locked_until: iso(now + this.leaseMs),
      created_at: iso(now),
      expires_at: iso(now + this.ttlMs),
    };
    return { kind: 'run', scope: new KeyScope(claim, localId) };
  }

  /**
   * Calls `fn` (the request's handler) with `scope` current: the first write it makes through a
   * store from scoped(), before its first await, is the key's (see the top of this file).
   */
  run<T>(scope: KeyScope, fn: () => T): T {
    return inScope(scope, fn);
  }

  /**
   * A Store for the domain services: outside a scope it is `store`; inside one, its first write
   * decides on the scope's key and commits with the request's answer (see the top of this file).
   */
  scoped(store: Store): Store {
    return {
      ...store,
      write: <T>(fn: (repo: Repository) => Promise<T>): Promise<T> => {
        const scope = current;
        // Only the first write: a request makes its change in one write (every write route does).
        if (!scope || scope.write || scope.finished) return store.write(fn);
        return this.firstWrite(store, scope, fn);
      },
    };
  }

  private firstWrite<T>(store: Store, scope: KeyScope, fn: (repo: Repository) => Promise<T>): Promise<T> {
    let handOut!: { resolve(value: T): void; reject(error: unknown): void };
    const result = new Promise<T>((resolve, reject) => {
      handOut = { resolve, reject };
    });
    let answer!: (response: StoredResponse | null) => void;
    const answered = new Promise<StoredResponse | null>((resolve) => {
      answer = resolve;
    });
    const write: ScopedWrite = { released: false, answer, done: Promise.resolve() };
    scope.write = write;
    const committed = store.write(async (repo) => {
      // PostgreSQL retries a write that hit a deadlock; once the result is out, it cannot be redone.
      if (write.released) throw new Error('an idempotent write was retried after its result was handed out');
      const c = scope.claim;
      const { locked, row } = await lockAndLookUp(repo, c.company_id, c.key);
      // Thrown, the AppError is the request's answer, or (a replay) stands in for it until finish().
      if (!locked) throw scope.decided({ kind: 'refused', error: inUse() });
      const decided = this.decide(scope, row);
      if (decided) throw scope.decided(decided);
      const value = await fn(repo);
      write.released = true;
      handOut.resolve(value);
      const response = await this.awaitAnswer(answered);
      if (!response) throw new NothingToStore();
      const { taken } = await storeAnswerAtCommit(repo, c, scope.previousClaim, response);
      if (taken === true) throw new KeyTaken();
      if (taken !== false) write.taken = taken;
    });
    write.done = committed.then(
      () => undefined,
      (error: unknown) => {
        if (!write.released) {
          handOut.reject(error);
          return;
        }
        if (!(error instanceof NothingToStore)) throw error;
      },
    );
    // Observed by finish(); never an unhandled rejection meanwhile.
    write.done.catch(() => undefined);
    return result;
  }

  /**
   * The answer, or a rejection once it is overdue (a stuck handler must not hold the write for
   * ever). One sweep timer for all waiting writes: a timer per request showed in the profile.
   */
  private awaitAnswer(answered: Promise<StoredResponse | null>): Promise<StoredResponse | null> {
    return new Promise((resolve, reject) => {
      const waiting = { due: this.now() + this.answerTimeoutMs, reject };
      this.waiting.add(waiting);
      if (!this.overdueTimer) {
        this.overdueTimer = setInterval(() => this.rejectOverdue(), Math.min(1000, this.answerTimeoutMs));
        this.overdueTimer.unref();
      }
      answered.then((response) => {
        this.waiting.delete(waiting);
        if (this.waiting.size === 0 && this.overdueTimer) {
          clearInterval(this.overdueTimer);
          this.overdueTimer = undefined;
        }
        resolve(response);
      }, reject);
    });
  }

  private rejectOverdue(): void {
    const now = this.now();
    for (const w of this.waiting) {
      if (w.due > now) continue;
      this.waiting.delete(w);
      w.reject(new Error('no answer came for an idempotent write; rolled back'));
    }
  }

  /**
   * What the key's row (if any) means for the scope's request: undefined when the request is to
   * run (the key free, expired, or stale), otherwise the outcome that stands in for running it.
   */
  private decide(scope: KeyScope, row: IdempotencyRow | undefined): Decided | undefined {
    scope.checked = true;
    if (!row) return undefined;
    const now = iso(this.now());
    // An expired key is free for any request.
    if (row.expires_at > now) {
      if (row.request_hash !== scope.claim.request_hash) return { kind: 'refused', error: reused() };
      if (row.status === 'done' && row.response) return { kind: 'replay', response: row.response };
      if (row.locked_until > now) return { kind: 'refused', error: inUse() };
      // Left 'running' by a request that never answered (an older version), and its lease is over.
      scope.tookOver = true;
    }
    scope.previousClaim = row.claim_id;
    return undefined;
  }

  /**
   * The request's answer is known (its `status`, and `response` unless it is not one to store):
   * commits the scope's write with it, or, when the request wrote nothing, decides on the key now
   * and stores the answer alone. The answer may go out only after this, and only when it says 'ok'.
   */
  async finish(scope: KeyScope, status: number, response: StoredResponse | undefined): Promise<Finished> {
    if (scope.finished) return { kind: 'ok', tookOver: scope.tookOver };
    scope.finished = true;
    try {
      const write = scope.write;
      if (write?.released) {
        write.answer(response ?? null);
        let failure: unknown;
        try {
          await write.done;
        } catch (error) {
          failure = error;
        }
        // The key's row in flight with the commit: had it failed, the transaction was aborted and
        // nothing committed, whatever the COMMIT answered.
        let taken = failure instanceof KeyTaken;
        try {
          if (write.taken && (await write.taken)) taken = true;
        } catch (error) {
          failure ??= error;
        }
        if (taken) return { kind: 'taken', error: inUse() };
        if (failure !== undefined) return { kind: 'write_failed', error: failure };
        // Not stored, the change was rolled back: only an error may say so (a 5xx does).
        if (!response && status < 500)
          return { kind: 'write_failed', error: new Error(`a ${status} answer could not be stored`) };
        return okay(scope);
      }
      if (write) await write.done;
      if (scope.decision) return scope.decision.kind === 'replay' ? scope.decision : okay(scope);
      if (!scope.checked) {
        const c = scope.claim;
        const decided = this.decide(
          scope,
          await this.store.read((repo) => lookupKey(repo, c.company_id, c.key)),
        );
        if (decided) return decided;
      }
      if (!response) return okay(scope);
      try {
        // When another request has the key by now, its answer is the one kept.
        await this.store.write((repo) => storeAnswer(repo, scope.claim, scope.previousClaim, response));
      } catch (error) {
        return { kind: 'store_failed', error };
      }
      return okay(scope);
    } finally {
      this.running.delete(scope.localId);
    }
  }

  /**
   * Deletes expired keys, company by company (every index leads with company_id): a cheap read finds
   * the companies that have any, and only those are written to. Returns how many keys went.
   */
  async sweep(): Promise<number> {
    const now = iso(this.now());
    let deleted = 0;
    let after: string | null = null;
    for (;;) {
      const from: string | null = after;
      const companies: string[] = await this.store.read((repo) =>
        companyIdsAfter(repo, from, SWEEP_COMPANY_PAGE),
      );
      for (const companyId of companies) {
        if (!(await this.store.read((repo) => hasExpiredKeys(repo, companyId, now)))) continue;
        for (;;) {
          const n = await this.store.write((repo) =>
            deleteExpiredKeys(repo, companyId, now, SWEEP_DELETE_BATCH),
          );
          deleted += n;
          if (n < SWEEP_DELETE_BATCH) break;
        }
      }
      if (companies.length < SWEEP_COMPANY_PAGE) return deleted;
      after = companies[companies.length - 1] ?? null;
    }
  }
}

function inScope<T>(scope: KeyScope | undefined, fn: () => T): T {
  const outer = current;
  current = scope;
  try {
    return fn();
  } finally {
    current = outer;
  }
}

/**
 * For a domain method that awaits something (a DNS look-up) before its write: call this at its
 * start, before that await, and write through what it returns, so the write still belongs to the
 * request's Idempotency-Key.
 */
export function scopedWriter(store: Store): Store['write'] {
  const scope = current;
  return (fn) => inScope(scope, () => store.write(fn));
}

const iso = (ms: number) => new Date(ms).toISOString();
