/**
 * Field builders: the vocabulary resource definitions are written in. A field carries its JSON
 * schema (validation and OpenAPI), its static type (phantom `T`), and what storage and lists need
 * to know about it (indexed column, filter, sort, reference target).
 */
import type { JsonSchema as TSchema } from './json-schema.ts';

export type FieldKind =
  | 'text'
  | 'decimal'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'map'
  | 'ref'
  | 'object'
  | 'array';

/** How a list filters on a field: exact match, case-insensitive substring, or `<field>_from`/`_to`. */
export type FilterMode = 'exact' | 'contains' | 'range';

export const DECIMAL_PATTERN = '^-?\\d{1,20}(\\.\\d{1,10})?$';

export interface FieldOptions<T> {
  required?: boolean;
  default?: T | (() => T);
  filter?: FilterMode;
  sort?: boolean;
  description?: string;
  /**
   * Server-owned: shown in every answer (readOnly in the OpenAPI document), filtered and sorted as
   * any field, ignored when a client sends it; only the service's own writes set it.
   */
  readOnly?: boolean;
}

export interface Field<T = unknown> {
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly defaultValue: (() => unknown) | undefined;
  readonly filter: FilterMode | undefined;
  readonly sort: boolean;
  /** Server-owned (`FieldOptions.readOnly`): never taken from a client's body. */
  readonly readOnly: boolean;
  /** Resource path (`customers`, `accounts`, …) this field must name a record of. */
  readonly ref: string | undefined;
  readonly values: readonly string[] | undefined;
  readonly fields: Readonly<Record<string, Field>> | undefined;
  readonly items: Field | undefined;
  /** Arrays of objects: the key numbered 1..n in array order where an item leaves it out (D4). */
  readonly numberItems?: string | undefined;
  /** JSON schema of a present, non-null value. */
  readonly schema: TSchema;
  /** Phantom: the field's static type. */
  readonly __type?: T;
}

export type FieldRecord = Readonly<Record<string, Field>>;
export type FieldType<F> = F extends Field<infer T> ? T : never;
export type DataOf<F extends FieldRecord> = { -readonly [K in keyof F]: FieldType<F[K]> | null };
/** What a write may send: each field optional and typed (what is required the validator checks). */
export type CreateOf<F extends FieldRecord> = { -readonly [K in keyof F]?: FieldType<F[K]> | null };

function make<T>(
  kind: FieldKind,
  schema: Record<string, unknown>,
  opts: FieldOptions<T>,
  extra: Partial<Field> = {},
): Field<T> {
  const d = opts.default;
  const defaultValue =
    d === undefined ? undefined : typeof d === 'function' ? (d as () => T) : () => structuredClone(d);
  if (opts.description) schema.description = opts.description;
  return {
    kind,
    required: opts.required ?? false,
    defaultValue,
    filter: opts.filter,
    sort: opts.sort ?? false,
    readOnly: opts.readOnly ?? false,
    ref: undefined,
    values: undefined,
    fields: undefined,
    items: undefined,
    schema: schema as TSchema,
    ...extra,
  } as Field<T>;
}

export const text = (opts: FieldOptions<string> = {}) =>
  make<string>('text', { type: 'string', maxLength: 10_000 }, opts);

export const decimal = (opts: FieldOptions<string> = {}) =>
  make<string>(
    'decimal',
    { type: 'string', pattern: DECIMAL_PATTERN, 'x-finrec-kind': 'decimal', examples: ['1250.00'] },
    opts,
  );

export const integer = (opts: FieldOptions<number> = {}) =>
  make<number>('integer', { type: 'integer', minimum: -2147483648, maximum: 2147483647 }, opts);

export const boolean = (opts: FieldOptions<boolean> = {}) =>
  make<boolean>('boolean', { type: 'boolean' }, opts);

export const date = (opts: FieldOptions<string> = {}) =>
  make<string>('date', { type: 'string', format: 'date', examples: ['2026-01-31'] }, opts);

export const datetime = (opts: FieldOptions<string> = {}) =>
  make<string>('datetime', { type: 'string', format: 'date-time', examples: ['2026-01-31T12:00:00Z'] }, opts);

export const enumOf = <const V extends readonly string[]>(values: V, opts: FieldOptions<V[number]> = {}) =>
  make<V[number]>('enum', { type: 'string', enum: [...values] }, opts, { values });

/** A free-form object. `metadata` maps are limited to 50 keys (D11). */
export const map = (opts: FieldOptions<Record<string, unknown>> & { maxKeys?: number } = {}) =>
  make<Record<string, unknown>>(
    'map',
    { type: 'object', additionalProperties: true, ...(opts.maxKeys ? { maxProperties: opts.maxKeys } : {}) },
    opts,
  );

/** A reference by service UUID to a record of resource `target` in the same company (D5). */
export const ref = (target: string, opts: FieldOptions<string> = {}) =>
  make<string>('ref', { type: 'string', maxLength: 64, 'x-finrec-ref': target }, opts, { ref: target });

export const object = <F extends FieldRecord>(fields: F, opts: FieldOptions<DataOf<F>> = {}) =>
  make<DataOf<F>>('object', objectSchema(fields, 'create'), opts, { fields });

export const array = <T>(
  items: Field<T>,
  opts: FieldOptions<T[]> & { maxItems?: number; numberItems?: string } = {},
) =>
  make<T[]>(
    'array',
    { type: 'array', items: nullableSchema(items, false), maxItems: opts.maxItems ?? 1000 },
    opts,
    {
      items,
      numberItems: opts.numberItems,
    },
  );

/** Schema of a field as a request may send it: optional fields also accept `null` (clears them). */
export function nullableSchema(field: Field, nullable: boolean): TSchema {
  if (!nullable) return field.schema;
  const s = field.schema as Record<string, unknown>;
  const type = s.type as string;
  const out: Record<string, unknown> = { ...s, type: [type, 'null'] };
  if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
  return out as TSchema;
}

/** The JSON schema of an object of fields, for a create body (required enforced) or an update body. */
export function objectSchema(
  fields: FieldRecord,
  mode: 'create' | 'update' | 'output',
  extraProperties: Record<string, TSchema> = {},
): Record<string, unknown> {
  const properties: Record<string, TSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const nullable = mode === 'output' ? !field.required && !field.defaultValue : !field.required;
    properties[name] = nullableSchema(field, nullable);
    if (mode === 'output' || (field.required && mode === 'create')) required.push(name);
  }
  Object.assign(properties, extraProperties);
  if (mode === 'output') for (const name of Object.keys(extraProperties)) required.push(name);
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}
