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
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { AppError, type FieldError, validationError } from '../domain/errors.ts';
import { compilePrecheck, MAX_FIELD_ERRORS, MAX_NESTING_DEPTH, type Precheck } from './precheck.ts';

const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes: coerce,
    useDefaults: coerce,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  const rfc3339 = checkOf(ajv.formats['date-time']);
  ajv.addFormat('date-time', { type: 'string', validate: (s) => rfc3339(s) && representable(s) });
  ajv.addKeyword({ keyword: 'x-finrec-kind', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-finrec-ref', schemaType: 'string' });
  return ajv;
}

/** A format as Ajv holds it (a RegExp, a function, or `{validate}`) as a check; none: anything. */
function checkOf(f: unknown): (s: string) => boolean {
  const check =
    f && typeof f === 'object' && !(f instanceof RegExp) ? (f as { validate?: unknown }).validate : f;
  if (check instanceof RegExp) return (s) => check.test(s);
  if (typeof check === 'function') return (s) => Boolean((check as (s: string) => unknown)(s));
  return () => true;
}

/**
 * An RFC 3339 date-time the service can hold: one JavaScript parses (not a leap second, `…:60Z`)
 * whose UTC form has a four-digit year (not `0000-01-01T00:00:00+01:00`, year -1, nor
 * `9999-12-31T23:00:00-02:00`, year 10000). Datetimes are stored in UTC and their date derived
 * from that form (`document_date` from `issued_at`), so the others would be stored as sent, or
 * as `+010000-01-01T…`, and a bound of a list would fail to parse at all.
 */
function representable(s: string): boolean {
  const t = Date.parse(s);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= 0 && year <= 9999;
}

/** What is wrong with a value the `date-time` format refused. */
function dateTimeProblem(v: unknown): string {
  if (typeof v === 'string' && RFC3339_SHAPE.test(v)) {
    if (/^\d{4}-\d\d-\d\d[Tt ]23:59:60/.test(v))
      return 'must not be a leap second (23:59:60): datetimes are kept in UTC with milliseconds';
    if (!Number.isNaN(Date.parse(v))) return 'must fall within the years 0000 to 9999 once converted to UTC';
  }
  return 'must be an RFC 3339 date-time with an offset, e.g. 2026-01-31T12:00:00Z';
}
const RFC3339_SHAPE = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;

const bodyAjv = makeAjv(false);
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

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  const isBody = part === 'body';
  const checked = part === 'querystring' ? boundIntegers(schema) : schema;
  const validate = (isBody ? bodyAjv : queryAjv).compile(checked as object);
  const precheck = compilePrecheck(checked, isBody, formatCheck);
  const run: Validator = (data, ctx) => {
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

/** Compiles a schema for use outside a route (bulk items, tests). */
export const compileBody = (schema: object): ValidateFunction => bodyAjv.compile(schema);

/** Ajv errors as field errors, one per field and code, at most MAX_FIELD_ERRORS of them. */
export function toFieldErrors(errors: readonly ErrorObject[], part: string): FieldError[] {
  return boundedFieldErrors([errors], part, 0).errors;
}

/**
 * The first MAX_FIELD_ERRORS field errors of `lists` (one per field and code), and how many there
 * are in all: past the listed ones each error is only counted (not formatted), plus `unkept`
 * errors counted elsewhere.
 */
export function boundedFieldErrors(
  lists: readonly (readonly ErrorObject[])[],
  part: string,
  unkept: number,
): { errors: FieldError[]; total: number } {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  let rest = 0;
  for (const errors of lists) {
    for (const e of errors) {
      if (out.length < MAX_FIELD_ERRORS) {
        const fe = toFieldError(e, part);
        if (!fe) continue;
        const key = `${fe.field}|${fe.code}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(fe);
      } else if (!(e.keyword === 'enum' && e.data === null)) {
        rest += 1;
      }
    }
  }
  return { errors: out, total: out.length + rest + unkept };
}

function path(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.join('.');
}

function toFieldError(e: ErrorObject, part: string): FieldError | undefined {
  const schema = e.parentSchema as Record<string, unknown> | undefined;
  const isDecimal = schema?.['x-finrec-kind'] === 'decimal';
  const at = (extra?: string) => path(e.instancePath, extra) || part;
  switch (e.keyword) {
    case 'required':
      return { field: at(String(e.params.missingProperty)), code: 'required', message: 'is required' };
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      return part === 'querystring'
        ? { field: at(name), code: 'unknown_parameter', message: 'is not a query parameter of this endpoint' }
        : { field: at(name), code: 'unknown_field', message: 'is not a field of this object' };
    }
    case 'type': {
      if (e.data === null)
        return { field: at(), code: 'required', message: 'is required and cannot be null' };
      if (isDecimal && typeof e.data === 'number') {
        return {
          field: at(),
          code: 'invalid_type',
          message: 'must be a decimal string such as "12.50": send decimals as strings',
        };
      }
      const t = Array.isArray(e.params.type)
        ? e.params.type.filter((x: string) => x !== 'null').join(' or ')
        : String(e.params.type);
      return {
        field: at(),
        code: 'invalid_type',
        message: `must be ${article(t)} ${t}${isDecimal ? ' (a decimal string)' : ''}`,
      };
    }
    case 'enum': {
      // A null for a required enum is already reported by its type error, as "required".
      if (e.data === null) return undefined;
      const allowed = (e.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ');
      return { field: at(), code: 'invalid_enum', message: `must be one of: ${allowed}` };
    }
    case 'pattern':
      if (isDecimal) {
        return {
          field: at(),
          code: 'invalid_decimal',
          message: 'must be a decimal string: up to 20 digits, optional sign, up to 10 decimals',
        };
      }
      return { field: at(), code: 'invalid_format', message: `must match ${String(e.params.pattern)}` };
    case 'format': {
      const f = String(e.params.format);
      if (f === 'date')
        return { field: at(), code: 'invalid_date', message: 'must be a real calendar date, YYYY-MM-DD' };
      if (f === 'date-time')
        return { field: at(), code: 'invalid_datetime', message: dateTimeProblem(e.data) };
      return { field: at(), code: 'invalid_format', message: `must be a valid ${f}` };
    }
    case 'maxProperties':
      return {
        field: at(),
        code: 'too_many_keys',
        message: `must have at most ${String(e.params.limit)} keys`,
      };
    case 'maxItems':
      return {
        field: at(),
        code: 'too_many_items',
        message: `must have at most ${String(e.params.limit)} items`,
      };
    case 'maxLength':
      return {
        field: at(),
        code: 'too_long',
        message: `must be at most ${String(e.params.limit)} characters`,
      };
    case 'minimum':
    case 'maximum':
      return {
        field: at(),
        code: 'out_of_range',
        message: `must be ${e.keyword === 'minimum' ? '>=' : '<='} ${String(e.params.limit)}`,
      };
    case 'x-finrec-string': {
      const p = e.params as { problem: 'nul' | 'surrogate'; key?: boolean };
      const what =
        p.problem === 'nul'
          ? 'must not contain the NUL character (\\u0000)'
          : 'must be valid Unicode: it holds an unpaired surrogate (\\ud800-\\udfff)';
      return { field: at(), code: 'invalid_string', message: p.key ? `has a key that ${what}` : what };
    }
    case 'x-finrec-depth':
      return {
        field: at(),
        code: 'too_deep',
        message: `must nest at most ${MAX_NESTING_DEPTH} levels of objects and arrays`,
      };
    case 'const':
      return {
        field: at(),
        code: 'invalid_value',
        message: `must be ${JSON.stringify(e.params.allowedValue)}`,
      };
    default:
      return { field: at(), code: 'invalid', message: e.message ?? 'is invalid' };
  }
}

const article = (t: string) => (/^[aeiou]/.test(t) ? 'an' : 'a');
