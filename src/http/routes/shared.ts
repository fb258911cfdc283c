/**
 * What the route modules share: ETags and If-Match, the 405 answer, and how a write route answers
 * (through the request's Idempotency-Key when it has one, so the answer that goes out is the one
 * committed with the change).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors.ts';
import type { KeyedWrite } from '../../domain/idempotency.ts';
import { type Answer, keyedWrite, storedAnswerOf } from '../idempotency.ts';

export type { Answer };

export function etag(version: number): string {
  return `"${version}"`;
}

/** RFC 9110 §8.8.3: an entity tag, `"3"` or weak `W/"3"`, and §13.1.1: `*` or a list of them. */
const ENTITY_TAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const IF_MATCH = new RegExp(String.raw`^\s*(?:\*|${ENTITY_TAG}(?:\s*,\s*${ENTITY_TAG})*)\s*$`);

/**
 * `If-Match: "3"` → 3; `*` → undefined (any version); another well-formed entity tag (or list of
 * them) matches no version, so it is a 412. The comparison is strong (D11, RFC 9110 §13.1.1): a
 * weak tag `W/"3"` never matches. A value that is no entity tag at all — `1` without its quotes,
 * the commonest slip (issue 25) — is a 400 that shows the right form, never a 412 that would
 * read as "the record changed".
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  if (!IF_MATCH.test(header)) throw malformedIfMatch(header);
  if (header.trim() === '*') return undefined;
  const m = /^\s*"(\d+)"\s*$/.exec(header);
  return m ? Number(m[1]) : -1;
}

function malformedIfMatch(header: string): AppError {
  const bare = header.trim();
  // Only a bare number is repeated back (a version, never a secret): the rest is shown as "1".
  const version = /^W?\/?(\d{1,15})$/.exec(bare)?.[1] ?? /^'(\d{1,15})'$/.exec(bare)?.[1];
  const right = `If-Match: "${version ?? '1'}"`;
  const message = version
    ? `If-Match takes an ETag, which is quoted: send ${right} (the ETag header of the record's last answer, quotes included), or If-Match: * for any version.`
    : `If-Match is not an ETag: send it as the record's last answer gave it in its ETag header, quotes included (${right}), or If-Match: * for any version.`;
  return new AppError('MALFORMED_HEADER', message, {
    errors: [
      { field: 'If-Match', code: 'invalid_format', message: `must be a quoted ETag such as ${right}, or *` },
    ],
  });
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
