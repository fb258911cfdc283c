/**
 * Request validation with Ajv, compiled from the schemas the resource definitions generate. Every
 * problem is reported at once (allErrors), unknown fields are refused rather than dropped, nothing
 * is coerced in bodies, and each Ajv error becomes a `{field, code, message}` naming the dotted
 * path (D5).
 */
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../domain/errors.ts';

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
  ajv.addKeyword({ keyword: 'x-finrec-kind', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-finrec-ref', schemaType: 'string' });
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
  return ajv.compile(schema as object) as ValidateFunction;
};

/** Compiles a schema for use outside a route (bulk items, tests). */
export const compileBody = (schema: object): ValidateFunction => bodyAjv.compile(schema);

export function toFieldErrors(errors: readonly ErrorObject[], part: string): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const fe = toFieldError(e, part);
    if (!fe) continue;
    const key = `${fe.field}|${fe.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(fe);
  }
  return out;
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
      if (f === 'date-time') {
        return {
          field: at(),
          code: 'invalid_datetime',
          message: 'must be an RFC 3339 date-time with an offset, e.g. 2026-01-31T12:00:00Z',
        };
      }
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
