/**
 * Idempotency keys (D9).
 *
 * A request with a key is first looked up (a read): a replay, a key reused for another request and
 * a key still held are answered from that, without a write. Otherwise the request runs with a
 * KeyScope, and the HTTP layer hands the domain a KeyedWrite (the scope and how to make the
 * request's answer from the write's result) as an explicit parameter of the write it makes. That
 * write is also the key's: inside its transaction the key's row is looked at, the change is made,
 * the answer is made from the result (synchronously: no waiting on the HTTP layer inside the
 * transaction), and the key's row is written, finished, with that answer. The change, the key and
 * the answer commit together or not at all, and the answer that goes out is the one stored.
 *
 * - Cost: no transaction and no commit of its own (no extra fsync or group-commit round on SQLite,
 *   no extra BEGIN/COMMIT on PostgreSQL): the look-up, one INSERT in the write, and on PostgreSQL
 *   one lock statement at its start.
 * - No round trip of its own on PostgreSQL (hopeful write): a key this instance has not seen lately
 *   is most likely new, so the lock statement at the write's start is not waited for. It takes the
 *   key's lock and fails the transaction unless it got the lock and the key has no row
 *   (claimIfFree); its error is then thrown by the write's first awaited statement (at the latest
 *   the COMMIT), and nothing commits. The write then runs again, deciding on the key first as on
 *   SQLite (lock and look-up awaited): a replay, a refusal, or an expired key taken over. An
 *   answer of the request's own (an AppError) thrown by the hopeful write stands only once the
 *   key's lock and look-up, then awaited in the same transaction, say the key is free. A key this
 *   instance ran lately (a retry, most likely) goes the deciding way at once.
 * - Crash: before the commit nothing is left, the key included, so a retry runs the request; after
 *   it, the key holds the answer, so a retry replays it. No key is ever left half-done.
 * - Running twice: a second request with the key while the first runs is refused with
 *   IDEMPOTENCY_KEY_IN_USE: by this process's table of running keys; on PostgreSQL, across
 *   instances, by a transaction-scoped advisory lock on the key that the first request's write
 *   holds from its start to its commit (taken without waiting); and in any case by the primary key
 *   of the key's row, should the first commit while the second is at work (the second then rolls
 *   back and answers 409 instead of its own answer: the retry replays the first).
 * - Which write: the one given the KeyedWrite. A request makes its change in one write; should a
 *   domain method write twice, only the write it gives the key is the key's.
 * - A request that wrote nothing with its key (refused before its write, or its write failed and
 *   rolled back) stores its answer, when it is one to store, in a small write of its own: nothing
 *   else changed.
 *
 * Rows left 'running' by an older version (which claimed keys in a transaction of their own) keep
 * their lease: a retry takes such a key over once the lease is over.
 */
import { randomUUID } from 'node:crypto';
import {
  claimIfFree,
  companyIdsAfter,
  deleteExpiredKeys,
  hasExpiredKeys,
  type IdempotencyRow,
  keyTakenBy,
  lockAndLookUp,
  lookupKey,
  mayBeNotFree,
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
  /** The answer stands but was not stored: a retry with the key will run the request again. */
  | { kind: 'store_failed'; error: unknown };

export interface IdempotencyOptions {
  leaseMs: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The write a request makes with its Idempotency-Key, given by the HTTP layer to the domain method
 * as a parameter: `write` runs the method's transaction as the key's (see the top of this file).
 */
export interface KeyedWrite<T> {
  write(store: Store, fn: (repo: Repository) => Promise<T>): Promise<T>;
}

/** Runs `fn` in one write transaction: the request's keyed write when it has one. */
export function writeWith<T>(
  store: Store,
  key: KeyedWrite<T> | undefined,
  fn: (repo: Repository) => Promise<T>,
): Promise<T> {
  return key ? key.write(store, fn) : store.write(fn);
}

/** IdempotencyKeys.keyed: a class, not a closure made per request. */
class ScopedWrite<T> implements KeyedWrite<T> {
  constructor(
    private readonly keys: IdempotencyKeys,
    private readonly scope: KeyScope,
    private readonly answer: (result: T) => StoredResponse,
  ) {}

  write(store: Store, fn: (repo: Repository) => Promise<T>): Promise<T> {
    const scope = this.scope;
    if (scope.writing || scope.finished) return store.write(fn);
    scope.writing = true;
    return this.keys.keyedWrite(store, scope, fn, this.answer);
  }
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
  /** Its keyed write has begun (a second write of the request is an ordinary one). */
  writing = false;
  /** The answer committed with the change: the answer that goes out. */
  stored: StoredResponse | undefined;
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

/** Thrown inside the write to roll it back when another request's row for the key committed first. */
class KeyTaken extends Error {}

/** How many keys of requests that ran lately an instance remembers (PostgreSQL; a hint only). */
const RECENT_KEYS = 4096;

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
  /**
   * Keys of requests running in this process (until when they count): a second request with one
   * is refused at once, before it queues for a write that could only refuse it.
   */
  private readonly running = new Map<string, number>();
  /**
   * PostgreSQL: keys of requests that ran here lately, oldest first (at most RECENT_KEYS). A
   * request with one is likely a retry, whose key has a row: its write decides on the key before
   * anything else, as one whose hopeful write failed on the key would have to do after it.
   */
  private readonly recent = new Set<string>();

  constructor(
    private readonly store: Store,
    opts: IdempotencyOptions,
  ) {
    // A zero lease would let every retry steal a running request's key.
    this.leaseMs = Math.max(1000, opts.leaseMs);
    this.ttlMs = opts.ttlMs ?? KEY_TTL_MS;
    this.now = opts.now ?? Date.now;
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
   * The keyed write of the request holding `scope`: `answer` makes its answer from the write's
   * result, stored with the change. Only its first write is the key's.
   */
  keyed<T>(scope: KeyScope, answer: (result: T) => StoredResponse): KeyedWrite<T> {
    return new ScopedWrite(this, scope, answer);
  }

  /** The keyed write itself (ScopedWrite.write's first call). */
  async keyedWrite<T>(
    store: Store,
    scope: KeyScope,
    fn: (repo: Repository) => Promise<T>,
    answer: (result: T) => StoredResponse,
  ): Promise<T> {
    const c = scope.claim;
    let response: StoredResponse | undefined;
    let value: T;
    // PostgreSQL, a key not known here: its lock and look-up are not waited for (see the top).
    let hopeful = store.dialect === 'postgres' && !this.recent.has(scope.localId);
    for (;;) {
      try {
        value = await store.write(async (repo) => {
          if (hopeful) {
            await claimIfFree(repo, c.company_id, c.key);
          } else {
            const { locked, row } = await lockAndLookUp(repo, c.company_id, c.key);
            // Thrown, the AppError is the request's answer, or (a replay) stands in for it until finish().
            if (!locked) throw scope.decided({ kind: 'refused', error: inUse() });
            const decided = this.decide(scope, row);
            if (decided) throw scope.decided(decided);
          }
          let result: T;
          try {
            result = await fn(repo);
          } catch (error) {
            // An answer of the request's own, maybe decided before any statement said whether the
            // key was free: it stands only if the key is (its look-up, awaited now, throws the
            // claim's error otherwise).
            if (hopeful && error instanceof AppError) {
              const { row } = await lockAndLookUp(repo, c.company_id, c.key);
              const decided = this.decide(scope, row);
              if (decided) throw scope.decided(decided);
            }
            throw error;
          }
          response = answer(result);
          const { taken } = await storeAnswerAtCommit(repo, c, scope.previousClaim, response);
          if (taken) throw new KeyTaken();
          return result;
        });
        break;
      } catch (error) {
        // The key's row sent with the COMMIT (PostgreSQL) met another request's, committed while
        // this one ran: nothing committed. (A row there before the write began fails its guard
        // first: in one merged statement the guard is read by the statement, and the inserts run
        // after it.)
        if (error instanceof KeyTaken || keyTakenBy(error))
          throw scope.decided({ kind: 'refused', error: inUse() });
        if (hopeful && mayBeNotFree(error)) {
          // The key was in use or has a row: nothing was done; the write again, deciding first (an
          // error of the write's own, not the key's, comes again there).
          hopeful = false;
          this.remember(scope.localId);
          continue;
        }
        throw error;
      }
    }
    scope.stored = response;
    return value;
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
   * The request's answer is known (its `response`, unless it is not one to store). When its keyed
   * write committed, the key holds that answer already. Otherwise (it wrote nothing with the key)
   * the key is decided now and the answer stored alone.
   */
  async finish(scope: KeyScope, response: StoredResponse | undefined): Promise<Finished> {
    if (scope.finished) return okay(scope);
    scope.finished = true;
    try {
      if (scope.stored) return okay(scope);
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
      if (this.store.dialect === 'postgres') this.remember(scope.localId);
    }
  }

  private remember(localId: string): void {
    this.recent.delete(localId);
    this.recent.add(localId);
    if (this.recent.size > RECENT_KEYS) {
      const oldest = this.recent.values().next();
      if (!oldest.done) this.recent.delete(oldest.value);
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

const iso = (ms: number) => new Date(ms).toISOString();
