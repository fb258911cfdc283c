/**
 * Reading values out of stored documents and bodies, which are plain JSON (`unknown` to the type
 * checker): checks that narrow the type, instead of assertions that only claim it.
 */

export type Body = Record<string, unknown>;

/** A JSON object (not an array, not null). */
export function isBody(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A string value, or null for anything else (absent, null, another type). */
export function textOf(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** The JSON objects of an array value (an array of anything else yields nothing for those items). */
export function bodiesOf(v: unknown): Body[] {
  return Array.isArray(v) ? v.filter(isBody) : [];
}
