/**
 * Reading the OpenAPI document in tests: an operation's response may be a `$ref` to one of
 * `components.responses` (the error answers many operations share, src/http/openapi.ts), and a
 * schema a `$ref` to one of `components.schemas`.
 */

import type { Json } from './harness.ts';

const nameOf = (ref: string) => ref.split('/').pop() ?? '';

/** The response object itself, behind its `$ref` when it has one. */
export function responseOf(doc: Json, response: Json): Json {
  return typeof response?.$ref === 'string' ? doc.components.responses[nameOf(response.$ref)] : response;
}

/** The schema itself, behind any `$ref`s to a component schema. */
export function schemaOf(doc: Json, schema: Json): Json {
  let s = schema;
  while (typeof s?.$ref === 'string') s = doc.components.schemas[nameOf(s.$ref)];
  return s;
}
