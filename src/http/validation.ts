/**
 * Request validation with Ajv, compiled from the schemas the resource definitions generate. Every
 * problem is reported at once (allErrors), unknown fields are refused rather than dropped, nothing
 * is coerced in bodies, and each Ajv error becomes a `{field, code, message}` naming the dotted
 * path (D5).
 *
 * What one request may cost is bounded (Hardening, D11): a JSON body's nesting and arrays were
 * counted on its text before it was parsed (body-scan.ts); every part first passes `precheck`
 * (arrays over their limit, free-form nesting, NUL and unpaired surrogates, a flood of unknown or
 * mistyped fields), which can answer without Ajv; a 422 lists at most MAX_FIELD_ERRORS errors and
 * its message gives their total; integer query parameters are 32-bit integers.
 */
import type { ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { AppError, validationError } from '../domain/errors.ts';
import { bodyAjv, boundedFieldErrors, checkOf, makeAjv } from '../kernel/validate.ts';
import { compilePrecheck, type Precheck } from './precheck.ts';

const queryAjv = makeAjv(true);

/** The check of a string format, as the body's Ajv has it (ajv-formats), for the pre-check. */
function formatCheck(name: string): ((s: string) => boolean) | undefined {
  const f = bodyAjv.formats[name] as unknown;
  return f === undefined ? undefined : checkOf(f);
}

/** The range of every integer query parameter that states no narrower one (Hardening, item 2). */
export const QUERY_INTEGER_MIN = -2147483648;
export const QUERY_INTEGER_MAX = 2147483647;

/**
 * `schema` with every `integer` that lacks a bound given the 32-bit one: a query string's `1e308`
 * or `9007199254740993` coerces to an integer JavaScript holds but no database does.
 */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundIntegers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'enum' || k === 'const' ? v : boundIntegers(v);
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum ??= QUERY_INTEGER_MIN;
    out.maximum ??= QUERY_INTEGER_MAX;
  }
  return out;
}

type Validator = ((data: unknown, ctx?: unknown) => boolean | { error: AppError }) & { schemaEnv?: unknown };

/** Upper-cases the value at `holder[key]` where the schema says it is a currency code. */
type Fix = (holder: Record<string | number, unknown>, key: string | number) => void;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Issue 25: a currency code sent in lower case (`"usd"`) is taken as its upper-case code, so the
 * record stores and answers `"USD"`. Read from the schema (`x-finrec-kind: currency`, every
 * currency field of the definitions, `base_currency`, a report's `currency`), once when the route
 * is compiled: null when the schema has no currency field, so most requests pay nothing. Only a
 * three-letter value is changed; anything else is left for validation to refuse.
 */
export function currencyUpperCaser(schema: unknown): Fix | null {
  if (!isRecord(schema)) return null;
  if (schema['x-finrec-kind'] === 'currency')
    return (holder, key) => {
      const v = holder[key];
      if (typeof v === 'string' && /^[A-Za-z]{3}$/.test(v)) holder[key] = v.toUpperCase();
    };
  const fixes: [string, Fix][] = [];
  if (isRecord(schema.properties))
    for (const [name, sub] of Object.entries(schema.properties)) {
      const fix = currencyUpperCaser(sub);
      if (fix) fixes.push([name, fix]);
    }
  const item = currencyUpperCaser(schema.items);
  if (!fixes.length && !item) return null;
  return (holder, key) => {
    const v = holder[key];
    if (Array.isArray(v)) {
      if (item) for (let i = 0; i < v.length; i++) item(v as unknown as Record<number, unknown>, i);
    } else if (isRecord(v)) {
      for (const [name, fix] of fixes) if (Object.hasOwn(v, name)) fix(v, name);
    }
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  const isBody = part === 'body';
  const checked = part === 'querystring' ? boundIntegers(schema) : schema;
  const validate = (isBody ? bodyAjv : queryAjv).compile(checked as object);
  const precheck = compilePrecheck(checked, isBody, formatCheck);
  const upperCase = currencyUpperCaser(checked);
  const run: Validator = (data, ctx) => {
    upperCase?.({ data }, 'data');
    // Before Ajv, on the data as sent (a query string's values are still strings here).
    const pre = precheck(data);
    if (pre.stop) return { error: invalidRequest([], pre, part) };
    const ok = ctx === undefined ? validate(data) : validate(data, ctx as never);
    if (ok && pre.count === 0) return true;
    return { error: invalidRequest(ok ? [] : (validate.errors ?? []), pre, part) };
  };
  // Fastify passes the parent data (for a coerced root value) to a validator that has a schemaEnv.
  run.schemaEnv = (validate as { schemaEnv?: unknown }).schemaEnv;
  return run as never;
};

/** The 422 of a request part: Ajv's errors and the pre-check's, at most MAX_FIELD_ERRORS listed. */
function invalidRequest(ajvErrors: readonly ErrorObject[], pre: Precheck, part: string): AppError {
  const lists = pre.stop ? [pre.errors, pre.shape] : [ajvErrors, pre.errors];
  // Errors the pre-check counted but did not keep.
  const unkept = pre.count - pre.errors.length + (pre.stop ? pre.shapeCount - pre.shape.length : 0);
  const { errors, total } = boundedFieldErrors(lists, part, unkept);
  if (total <= errors.length) return validationError(errors);
  // Stopped before Ajv ran (an array over its limit, a flood of mistakes): there may be more.
  const atLeast = pre.stop ? 'at least ' : '';
  return new AppError(
    'VALIDATION_ERROR',
    `The request has ${atLeast}${total} invalid fields; the first ${errors.length} are listed in errors.`,
    { errors },
  );
}
