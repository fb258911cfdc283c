/**
 * The validator of bodies, compiled with Ajv from the schemas the resource definitions generate,
 * and the mapping of its errors to `{field, code, message}` naming the dotted path (D5). One Ajv
 * instance serves a client's body (http/validation.ts compiles route schemas with it) and a write
 * the service makes itself (domain/records.ts): the same schema compiles to the same function.
 * Every problem is reported at once (allErrors), unknown fields are refused rather than dropped,
 * nothing is coerced in bodies.
 */
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';

const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

/** At most this many field errors are listed in a 422; the message gives the total. */
export const MAX_FIELD_ERRORS = 100;
/** How deep a free-form value may nest: `{"metadata": {}}` is 1 level, `{"metadata": {"a": []}}` 2. */
export const MAX_NESTING_DEPTH = 32;

/** One problem of a request, named by its dotted path (D5). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** An Ajv instance as the service configures it; `coerce` for query strings. */
export function makeAjv(coerce: boolean) {
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
export function checkOf(f: unknown): (s: string) => boolean {
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

/** The Ajv instance of bodies. */
export const bodyAjv = makeAjv(false);

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
      const known = schema?.properties;
      const hint = didYouMean(name, known && typeof known === 'object' ? Object.keys(known) : [], part);
      return part === 'querystring'
        ? {
            field: at(name),
            code: 'unknown_parameter',
            message: `is not a query parameter of this endpoint${hint}`,
          }
        : { field: at(name), code: 'unknown_field', message: `is not a field of this object${hint}` };
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
      if (schema?.['x-finrec-kind'] === 'currency') {
        return {
          field: at(),
          code: 'invalid_format',
          message: 'must be a three-letter ISO 4217 currency code such as USD, EUR or JPY',
        };
      }
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

/**
 * The names other APIs give what this one calls otherwise (Stripe's `starting_after`, the common
 * `per_page`, `order_by`): an unknown query parameter of one of these names is pointed at ours.
 */
const QUERY_SYNONYMS: Readonly<Record<string, string>> = {
  starting_after: 'cursor',
  after: 'cursor',
  page_token: 'cursor',
  next_cursor: 'cursor',
  per_page: 'limit',
  page_size: 'limit',
  pagesize: 'limit',
  size: 'limit',
  order_by: 'sort',
  orderby: 'sort',
  sort_by: 'sort',
  order: 'sort',
};

/**
 * "; did you mean X?" for an unknown field or query parameter (issue 25), or "": the known name it
 * is written like (the same once case, `-` and `_` are set aside: `customerId`, `customer-id`),
 * else the one a small edit away — at most one edit (a letter added, dropped, changed, or two
 * letters swapped: `emial`) for a name of up to five letters, two for a longer one — when only one
 * is that close; for a query parameter, also another API's name for one of ours (`starting_after`
 * → `cursor`).
 */
export function didYouMean(name: string, known: readonly string[], part = 'body'): string {
  if (!known.length || name.length > 100) return '';
  const bare = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const written = known.filter((k) => bare(k) === bare(name));
  if (written.length === 1) return `; did you mean ${written[0]}?`;
  if (part === 'querystring') {
    const ours = QUERY_SYNONYMS[name.toLowerCase()];
    if (ours && known.includes(ours)) return `; did you mean ${ours}? (${name} is another API's name for it)`;
  }
  const most = name.length <= 5 ? 1 : 2;
  let best: string[] = [];
  let bestDistance = most + 1;
  for (const k of known) {
    if (Math.abs(k.length - name.length) > most) continue;
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [[k], d];
    else if (d === bestDistance) best.push(k);
  }
  return best.length === 1 ? `; did you mean ${best[0]}?` : '';
}

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? 'an' : 'a');
