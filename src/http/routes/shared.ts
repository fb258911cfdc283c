/**
 * What the route modules share: ETags and If-Match, the 405 answer, and how a write route answers
 * (through the request's Idempotency-Key when it has one, so the answer that goes out is the one
 * committed with the change).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedWrite } from '../../domain/idempotency.ts';
import { type Answer, keyedWrite, storedAnswerOf } from '../idempotency.ts';

export type { Answer };

export function etag(version: number): string {
  return `"${version}"`;
}

/**
 * `If-Match: "3"` → 3; `*` → undefined (any version); anything else matches no version. The
 * comparison is strong (D11, RFC 9110 §13.1.1): a weak tag `W/"3"` never matches, so it is a 412.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const m = /^\s*"(\d+)"\s*$/.exec(header);
  return m ? Number(m[1]) : -1;
}

/**
 * Runs a write route's domain call and answers with `answer(result)`. The call is given the
 * request's keyed write (or undefined without an Idempotency-Key): its transaction then stores the
 * same answer with the change, and that stored answer is what goes out.
 */
export async function writeAndAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (key: KeyedWrite<T> | undefined) => Promise<T>,
  answer: (result: T) => Answer,
): Promise<FastifyReply> {
  const result = await run(keyedWrite(request, reply, answer));
  const stored = storedAnswerOf(request);
  if (stored) {
    reply.code(stored.status);
    for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value);
    return reply.send(stored.body);
  }
  const a = answer(result);
  reply.code(a.status);
  for (const [name, value] of Object.entries(a.headers ?? {})) reply.header(name, value);
  return reply.send(a.body);
}
