/**
 * What counts as a sign of a transaction pooler in front of PostgreSQL without `?pooler=transaction`
 * (src/storage/pooler-signs.ts): the errors a statement split across server sessions gets, and
 * client connections answered by one another's backends. The errors are shaped as postgres.js
 * throws them (a PostgresError: `code` is the SQLSTATE, `message` PostgreSQL's text).
 */
import { describe, expect, it } from 'vitest';
import {
  POOLER_HINT,
  sessionsShared,
  TransactionPoolerError,
  transactionPoolerSign,
} from '../../src/storage/pooler-signs.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('transactionPoolerSign', () => {
  it('a prepared statement missing, unnamed or named, or already there, or a portal missing', () => {
    for (const [code, message] of [
      ['26000', 'prepared statement "lkt8ft4ym73" does not exist'],
      ['26000', 'unnamed prepared statement does not exist'],
      ['42P05', 'prepared statement "s1" already exists'],
      ['34000', 'portal "" does not exist'],
      ['08P01', 'bind message supplies 1 parameters, but prepared statement "" requires 2'],
    ] as const)
      expect(transactionPoolerSign(pgError(code, message))).toBe(`${code} ${message}`);
  });

  it('no other error: a unique violation, another protocol violation, a connection error, no code', () => {
    expect(transactionPoolerSign(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(
      undefined,
    );
    expect(transactionPoolerSign(pgError('08P01', 'invalid message format'))).toBe(undefined);
    expect(transactionPoolerSign(pgError('CONNECTION_DESTROYED', 'write CONNECTION_DESTROYED'))).toBe(
      undefined,
    );
    expect(transactionPoolerSign(new Error('prepared statement "x" does not exist'))).toBe(undefined);
    expect(transactionPoolerSign(undefined)).toBe(undefined);
    expect(transactionPoolerSign('26000')).toBe(undefined);
  });
});

describe('sessionsShared', () => {
  it('each connection its own backend throughout: not shared (direct, or a session-mode pooler)', () => {
    expect(
      sessionsShared([
        [101, 101],
        [102, 102],
        [103, 103],
      ]),
    ).toBe(false);
    expect(sessionsShared([])).toBe(false);
  });

  it("one connection answered by another's backend, or by two backends: shared", () => {
    // PgBouncer's default: the server connection released last is handed out next.
    expect(
      sessionsShared([
        [101, 101],
        [101, 101],
        [101, 101],
      ]),
    ).toBe(true);
    // In turn (server_round_robin) with two idle server connections: the third gets the first's.
    expect(
      sessionsShared([
        [101, 102],
        [102, 101],
        [101, 102],
      ]),
    ).toBe(true);
    expect(sessionsShared([[101, 102], [103]])).toBe(true);
  });
});

describe('TransactionPoolerError', () => {
  it('says what to set, keeps what was seen, and logs its hint once whoever asks', () => {
    const cause = pgError('26000', 'unnamed prepared statement does not exist');
    const error = new TransactionPoolerError('26000 unnamed prepared statement does not exist', { cause });
    expect(error.message).toBe(POOLER_HINT);
    expect(POOLER_HINT).toContain('?pooler=transaction');
    expect(POOLER_HINT).toContain('DATABASE_LISTEN_URL');
    expect(error.sign).toBe('26000 unnamed prepared statement does not exist');
    expect(error.cause).toBe(cause);

    const lines: { fields: object; message: string }[] = [];
    const log = { error: (fields: object, message: string) => lines.push({ fields, message }) };
    error.logHint(undefined); // no logger: the next one still gets it
    error.logHint(log);
    error.logHint(log);
    error.logHint({ error: () => lines.push({ fields: {}, message: 'another logger' }) });
    expect(lines).toEqual([
      { fields: { sign: '26000 unnamed prepared statement does not exist' }, message: POOLER_HINT },
    ]);
  });
});
