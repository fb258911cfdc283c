/**
 * The one parser of JSON bodies (D10, D11): bytes are strict and refusals cheap.
 *
 * - A body declaring a charset other than UTF-8 is 415: it is never read as if it were UTF-8.
 * - A body that is not valid UTF-8 is 400 MALFORMED_JSON: a malformed byte is not replaced with
 *   U+FFFD and stored.
 * - Before JSON.parse builds anything, body-scan.ts reads the text beside the route's body schema
 *   and refuses the first excess (free-form nesting, an array's items) with the 422 the pre-check would
 *   give. So what is refused is never built, and nothing after this (the Idempotency-Key's request
 *   hash, the pre-check, Ajv, the domain) meets a body nested deeper than the schema plus
 *   MAX_NESTING_DEPTH levels, nor walks one recursively into the stack limit.
 *
 * Then Fastify's own JSON parser runs on the text (prototype-poisoning keys refused, as before).
 */
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationError } from '../domain/errors.ts';
import { toFieldErrors } from '../kernel/validate.ts';
import { FREE_NODE, type ScanRefusal, scanJson, scanNode } from './body-scan.ts';
import { pointer } from './precheck.ts';

/** Throws on the first malformed byte; a leading BOM is dropped, as JSON.parse needs. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The labels of UTF-8 a client may declare (the WHATWG Encoding labels in use). */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/** The `charset` parameter of a Content-Type, lower case, unquoted; undefined when there is none. */
export function charsetOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const params = contentType.split(';');
  for (let i = 1; i < params.length; i++) {
    const eq = params[i]!.indexOf('=');
    if (eq < 0 || params[i]!.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return params[i]!.slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

const KEYWORD: Record<ScanRefusal['kind'], string> = {
  depth: 'x-finrec-depth',
  items: 'maxItems',
};

/** The 422 of a refusal, worded as the pre-check's error of the same kind. */
export function refusalError(r: ScanRefusal): AppError {
  const error = {
    instancePath: pointer(r.path),
    schemaPath: '#',
    keyword: KEYWORD[r.kind],
    params: { limit: r.limit },
  } as ErrorObject;
  return validationError(toFieldErrors([error], 'body'));
}

export function registerJsonBody(app: FastifyInstance): void {
  // Fastify's defaults: a body with a `__proto__` or `constructor.prototype` key is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && !UTF8_LABELS.has(charset))
        return done(
          new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            `The body declares charset=${charset.slice(0, 40)}: send JSON in UTF-8 (charset=utf-8, or none).`,
          ),
        );
      let text: string;
      try {
        text = UTF8.decode(body);
      } catch {
        return done(new AppError('MALFORMED_JSON', 'The request body is not valid UTF-8.'));
      }
      const schema = (request.routeOptions.schema as { body?: unknown } | undefined)?.body;
      const refusal = scanJson(text, schema === undefined ? FREE_NODE : scanNode(schema));
      if (refusal) return done(refusalError(refusal));
      parseJson(request, text, done);
    },
  );
}
