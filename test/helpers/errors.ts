/** Assertions on the error envelope of spec §7 / D10, shared by the HTTP-level test files. */
import { expect } from 'vitest';
import type { Json, Response } from './harness.ts';

const ENVELOPE_KEYS = new Set(['status', 'code', 'message', 'errors', 'failed_operation', 'request_id']);

/**
 * Asserts `res` is the error envelope with this status and code, and that `request_id` repeats
 * the response's X-Request-Id header. Returns the body.
 */
export function expectError(res: Response, status: number, code: string): Json {
  const body = res.body;
  expect(res.status, `${res.status} ${JSON.stringify(body)}`).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(body, JSON.stringify(body)).toMatchObject({ status: 'error', code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  for (const key of Object.keys(body)) expect(ENVELOPE_KEYS, `unexpected key ${key}`).toContain(key);
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  expect(body.request_id).toBe(requestId);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true);
    for (const e of body.errors as Json[]) {
      expect(typeof e.field).toBe('string');
      expect(typeof e.code).toBe('string');
      expect(typeof e.message).toBe('string');
    }
  }
  return body;
}

/** A 422 VALIDATION_ERROR whose errors are exactly these (field, code) pairs, in order. */
export function expectFieldCodes(res: Response, ...want: [string, string][]): Json {
  const body = expectError(res, 422, 'VALIDATION_ERROR');
  expect(
    body.errors.map((e: Json) => [e.field, e.code]),
    JSON.stringify(body.errors),
  ).toEqual(want);
  return body;
}

/** The `field` of every entry of `errors`. */
export function errorFields(body: Json): string[] {
  return ((body.errors ?? []) as Json[]).map((e) => e.field as string);
}

/** The methods of an `Allow` header, upper-cased; HEAD (implied by GET) left out. */
export function allowed(res: Response): string[] {
  return (res.headers.get('allow') ?? '')
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter((m) => m && m !== 'HEAD')
    .sort();
}
