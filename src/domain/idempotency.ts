/**
 * Idempotency keys (D9): claiming a key for a request, replaying its first response, refusing a key
 * reused for another request or still in use. The claim lives in the database, so it holds across
 * instances; its lease lets a retry take over a key whose first request died with its process.
 */
import { randomUUID } from 'node:crypto';
import {
  companyIdsAfter,
  completeClaim,
  deleteExpiredKeys,
  findKey,
  hasExpiredKeys,
  insertClaim,
  type NewClaim,
  releaseClaim,
  type StoredResponse,
  takeOver,
} from '../storage/idempotency.ts';
import type { Store } from '../storage/store.ts';
import { AppError } from './errors.ts';

export type { StoredResponse };

export const KEY_MAX_LENGTH = 255;
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key this process holds while its request runs. */
export interface Claim {
  companyId: string;
  key: string;
  claimId: string;
}

/** `tookOver`: the key was held by a request whose lease ran out without an answer. */
export type Begun =
  | { kind: 'run'; claim: Claim; tookOver: boolean }
  | { kind: 'replay'; response: StoredResponse };

type Decision = Begun | { kind: 'in_use' } | { kind: 'reused' };

export interface IdempotencyOptions {
  leaseMs: number;
  ttlMs?: number;
  now?: () => number;
}

const SWEEP_COMPANY_PAGE = 500;
const SWEEP_DELETE_BATCH = 1000;

export class IdempotencyKeys {
  private readonly leaseMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

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
   * Claims `key` for a request whose method, path and body hash to `requestHash`: 'run' when this
   * request is to be executed, 'replay' with the stored first response; IDEMPOTENCY_KEY_REUSED or
   * IDEMPOTENCY_KEY_IN_USE otherwise.
   */
  async begin(companyId: string, key: string, requestHash: string): Promise<Begun> {
    const now = this.now();
    const claim: NewClaim = {
      company_id: companyId,
      key,
      request_hash: requestHash,
      claim_id: randomUUID(),
      locked_until: iso(now + this.leaseMs),
      created_at: iso(now),
      expires_at: iso(now + this.ttlMs),
    };
    const claimed = { companyId, key, claimId: claim.claim_id };
    const mine: Begun = { kind: 'run', claim: claimed, tookOver: false };
    const decision = await this.store.write(async (repo): Promise<Decision> => {
      // The row can vanish between a conflicting insert and the read (its request was released):
      // then the insert is simply tried again.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await insertClaim(repo, claim)) return mine;
        const row = await findKey(repo, companyId, key);
        if (!row) continue;
        if (row.expires_at <= iso(now))
          return (await takeOver(repo, row.claim_id, claim)) ? mine : { kind: 'in_use' };
        if (row.request_hash !== requestHash) return { kind: 'reused' };
        if (row.status === 'done' && row.response) return { kind: 'replay', response: row.response };
        if (row.locked_until > iso(now)) return { kind: 'in_use' };
        // The first request's lease ran out without an answer (its process died): retry it here.
        return (await takeOver(repo, row.claim_id, claim))
          ? { kind: 'run', claim: claimed, tookOver: true }
          : { kind: 'in_use' };
      }
      return { kind: 'in_use' };
    });
    if (decision.kind === 'in_use') {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still being processed; retry in a moment.',
        { headers: { 'Retry-After': '1' } },
      );
    }
    if (decision.kind === 'reused') {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request (method, path or body); use a new key for a new request.',
        {
          errors: [
            {
              field: 'Idempotency-Key',
              code: 'reused',
              message: 'was already used for a different request',
            },
          ],
        },
      );
    }
    return decision;
  }

  /** Stores the first response for replays. False when the claim had been taken over meanwhile. */
  complete(claim: Claim, response: StoredResponse): Promise<boolean> {
    return this.store.write((repo) =>
      completeClaim(repo, claim.companyId, claim.key, claim.claimId, response),
    );
  }

  /** Gives the key up without storing anything: a retry with it runs again. */
  release(claim: Claim): Promise<void> {
    return this.store.write((repo) => releaseClaim(repo, claim.companyId, claim.key, claim.claimId));
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
