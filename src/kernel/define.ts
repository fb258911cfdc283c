/**
 * `defineResource` turns one resource definition into everything the layers need: request and
 * response schemas (validation + OpenAPI), the indexed columns storage keeps, the list filters and
 * the sort whitelist. Nothing about a resource is written anywhere else.
 *
 * This is the resource kernel: it sits below the domain and storage, and knows nothing of either.
 * A document's behaviour (its state machine, posting rule, settlement) is the domain's vocabulary
 * (domain/documents.ts); here it is a type parameter `B`, of which the kernel reads only whether the
 * document posts (it then carries `void_date` and `exchange_rate`).
 */

import { isDeepStrictEqual } from 'node:util';
import {
  type DataOf,
  date,
  type Field,
  type FieldKind,
  type FieldRecord,
  nullableSchema,
  objectSchema,
} from './fields.ts';
import type { JsonSchema as TSchema } from './json-schema.ts';
import { exchangeRate } from './shared.ts';

export interface Identity {
  /** The body field holding the source-system id (`source_id`; items use `product_id`). */
  sourceField: string;
  /** Whether `connection_id` is part of the identity (D5). */
  withConnection: boolean;
  /** Customers may omit `source_id` on create: the record's own id is used (D5). */
  sourceOptional?: boolean;
}

export interface ComputedField<D> {
  schema: TSchema;
  value(data: D, record: { id: string; sys?: Record<string, unknown> | undefined }): unknown;
}

/** What the kernel knows of a document's behaviour: whether it has a posting rule. */
export interface DocumentShape {
  readonly posting?: unknown;
}

export interface ResourceSpec<out F extends FieldRecord, out B extends DocumentShape = DocumentShape> {
  /** Path segment under /v1 and table name: `customers`. */
  name: string;
  /** The record's `object` (D4): `customer`. */
  object: string;
  /** Human name for docs: `Customer`. */
  title: string;
  description: string;
  fields: F;
  /**
   * The source identity a create upserts by (D5); null for a resource made in finrec only (bank
   * rules, reconciliations): no `source_system`/`source_id`/`connection_id` fields, filters or
   * upsert, every create makes a new record.
   */
  identity: Identity | null;
  /** Input names accepted for a field (`customer_id` → `source_id`), returned too in the record. */
  aliases?: Readonly<Record<string, string>>;
  /** Output-only fields derived from the stored data (`balance`, `account_type`). */
  computed?: Readonly<Record<string, ComputedField<DataOf<F>>>>;
  /**
   * Standard operations this resource lacks (spec §4.1 exceptions). Without `create` there is no
   * POST (nor upsert by source identity): the service makes its records (bank statements, made by
   * imports), through `Tx.upsert`.
   */
  without?: readonly ('create' | 'update' | 'delete')[];
  /** Fills values derived from others (defaults that depend on the record, date rules). */
  normalize?(data: DataOf<F>, ctx: { id: string }): void;
  /**
   * How a document behaves beyond its fields: its state machine, its posting rule, what settles it
   * or what it settles, its own actions (the domain's `DocumentBehaviour`). Absent on catalog
   * resources.
   */
  document?: B;
}

export interface Column {
  name: string;
  kind: FieldKind;
}

export interface ListFilter {
  /** Query parameter name. */
  param: string;
  column: string;
  op: 'eq' | 'contains' | 'gte' | 'lte';
  kind: FieldKind;
  schema: TSchema;
}

/** Record metadata every resource carries, never sent by clients (D4). */
export const READ_ONLY_FIELDS = ['id', 'object', 'created_at', 'updated_at', 'version'] as const;

/**
 * `sales_order` → `SalesOrder`, `mark_paid` → `MarkPaid`: the names the OpenAPI document gives a
 * resource (its component schemas, its operation ids: `getSalesOrder`, `listSalesOrders`).
 */
export function pascalCase(snake: string): string {
  return snake
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

export interface Resource<
  out F extends FieldRecord = FieldRecord,
  out B extends DocumentShape = DocumentShape,
> extends ResourceSpec<F, B> {
  /** Indexed columns kept beside the JSON document: every filtered or sorted field. */
  columns: readonly Column[];
  filters: readonly ListFilter[];
  sortFields: readonly string[];
  /** Every field that references another resource, as dotted paths with `*` for array items. */
  refPaths: readonly { path: string[]; target: string }[];
  schemas: { create: TSchema; update: TSchema; record: TSchema; data: TSchema; query: TSchema };
  allows: { create: boolean; update: boolean; delete: boolean };
}

const IDENTITY_COLUMNS = ['source_system', 'source_id', 'connection_id'];

export function defineResource<const F extends FieldRecord, B extends DocumentShape = DocumentShape>(
  spec: ResourceSpec<F, B> & { aliases?: Readonly<Record<string, keyof F & string>> },
): Resource<F, B> {
  const fields = withDocumentFields(spec);
  const columns: Column[] = [];
  const filters: ListFilter[] = [];
  const sortFields = ['created_at', 'updated_at'];
  for (const [name, field] of Object.entries(fields)) {
    const inIdentity =
      spec.identity !== null && (name === spec.identity.sourceField || IDENTITY_COLUMNS.includes(name));
    if ((field.filter || field.sort) && !inIdentity) columns.push({ name, kind: field.kind });
    if (field.sort) sortFields.push(name);
    if (field.filter && !inIdentity) filters.push(...filtersFor(name, field));
  }
  const idFilter = (param: string, column: string): ListFilter => ({
    param,
    column,
    op: 'eq',
    kind: 'text',
    schema: { type: 'string', maxLength: 255 },
  });
  const timeFilter = (param: string, column: string, op: 'gte' | 'lte'): ListFilter => ({
    param,
    column,
    op,
    kind: 'datetime',
    schema: { type: 'string', format: 'date-time' },
  });
  const identity = spec.identity;
  filters.unshift(
    ...(identity === null
      ? []
      : [
          idFilter(identity.sourceField, 'source_id'),
          // Every list filters on `source_id` (D6), also where the identity field has another name.
          ...(identity.sourceField === 'source_id' ? [] : [idFilter('source_id', 'source_id')]),
          idFilter('source_system', 'source_system'),
          idFilter('connection_id', 'connection_id'),
        ]),
    timeFilter('created_after', 'created_at', 'gte'),
    timeFilter('created_before', 'created_at', 'lte'),
    timeFilter('updated_after', 'updated_at', 'gte'),
    timeFilter('updated_before', 'updated_at', 'lte'),
  );

  const aliasSchemas: Record<string, TSchema> = {};
  for (const [alias, target] of Object.entries(spec.aliases ?? {})) {
    const field = fields[target] as Field;
    aliasSchemas[alias] = { ...(field.schema as object), description: `Alias of \`${target}\`.` } as TSchema;
  }
  // The record's metadata and computed fields: shown in every answer, marked readOnly there.
  const computedSchemas: Record<string, TSchema> = {};
  for (const [name, c] of Object.entries(spec.computed ?? {}))
    computedSchemas[name] = { ...c.schema, readOnly: true };
  const readOnlySchemas: Record<(typeof READ_ONLY_FIELDS)[number], TSchema> = {
    id: { type: 'string', format: 'uuid', readOnly: true },
    object: { type: 'string', const: spec.object, readOnly: true },
    created_at: { type: 'string', format: 'date-time', readOnly: true },
    updated_at: { type: 'string', format: 'date-time', readOnly: true },
    version: { type: 'integer', minimum: 1, readOnly: true },
  };
  // D5: a body may carry them too, typed as an answer shows them, so that a GET's data can be sent
  // back as is; they are ignored (records.ts drops them), and a value of another type is a 422.
  // Server-owned fields are sent back the same way: typed as the record shows them, ignored.
  const serverOwned: Record<string, TSchema> = {};
  const writable: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) serverOwned[name] = nullableSchema(field, !field.required && !field.defaultValue);
    else writable[name] = field;
  }
  const ignored: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries({ ...serverOwned, ...readOnlySchemas, ...computedSchemas })) {
    const { description: _shown, ...typed } = schema;
    ignored[name] = { ...typed, readOnly: true, description: 'Read-only; ignored when sent.' };
  }
  const withoutRequired = { ...aliasSchemas, ...ignored };
  const create = objectSchema(writable, 'create', withoutRequired);
  // Customers may leave out source_id altogether (D5).
  if (identity?.sourceOptional) {
    create.required = (create.required as string[]).filter((n) => n !== identity.sourceField);
  }
  const meta = {
    id: readOnlySchemas.id,
    // An alias shows its field's value: its field's schema as the record shows it.
    ...Object.fromEntries(
      Object.entries(spec.aliases ?? {}).map(([alias, target]) => {
        const field = fields[target] as Field;
        const shown = nullableSchema(field, !field.required && !field.defaultValue) as object;
        return [alias, { ...shown, description: `Alias of \`${target}\`.` }];
      }),
    ),
    ...computedSchemas,
    created_at: readOnlySchemas.created_at,
    updated_at: readOnlySchemas.updated_at,
    version: readOnlySchemas.version,
  } as Record<string, TSchema>;
  const data = objectSchema(fields, 'output', meta);
  // `id` leads the record's data, as it leads the envelope.
  const props = data.properties as Record<string, TSchema>;
  for (const name of Object.keys(serverOwned)) props[name] = { ...props[name], readOnly: true };
  data.properties = { id: props.id, ...props };
  const record = {
    type: 'object',
    required: ['id', 'object', 'data'],
    additionalProperties: false,
    properties: { id: readOnlySchemas.id, object: readOnlySchemas.object, data },
  };
  const query = listQuerySchema(filters, sortFields);
  return {
    ...spec,
    fields,
    columns,
    filters,
    sortFields,
    refPaths: collectRefs(fields, []),
    schemas: {
      create: create,
      update: objectSchema(writable, 'update', withoutRequired),
      data: data,
      record: record,
      query: query,
    },
    allows: {
      create: !spec.without?.includes('create'),
      update: !spec.without?.includes('update'),
      delete: !spec.without?.includes('delete'),
    },
  };
}

/**
 * D18: every document that posts has a `void_date`, the date its reversal posts on when it is
 * voided (the document's own date when absent): stored, shown, and accepted by PUT and upsert
 * (a payment is voided by its status) as well as by the void action's body.
 */
function withDocumentFields<F extends FieldRecord>(spec: ResourceSpec<F, DocumentShape>): F {
  if (!spec.document?.posting) return spec.fields;
  const added: Record<string, Field> = {};
  if (!('void_date' in spec.fields))
    added.void_date = date({
      description:
        "When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.",
    });
  // D17: every posting document is valued in the base currency at its exchange_rate.
  added.exchange_rate = exchangeRate({
    description:
      "Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).",
  });
  // The static type stays the definition's: these are read by the generic machinery only.
  return { ...spec.fields, ...added } as F;
}

function filtersFor(name: string, field: Field): ListFilter[] {
  // A reference filter must be a UUID: it is compared with a uuid column on PostgreSQL.
  if (field.kind === 'ref') {
    return [{ param: name, column: name, op: 'eq', kind: 'ref', schema: { type: 'string', format: 'uuid' } }];
  }
  if (field.filter === 'range') {
    return [
      { param: `${name}_from`, column: name, op: 'gte', kind: field.kind, schema: field.schema },
      { param: `${name}_to`, column: name, op: 'lte', kind: field.kind, schema: field.schema },
    ];
  }
  return [
    {
      param: name,
      column: name,
      op: field.filter === 'contains' ? 'contains' : 'eq',
      kind: field.kind,
      schema: field.schema,
    },
  ];
}

function collectRefs(fields: FieldRecord, prefix: string[]): { path: string[]; target: string }[] {
  const out: { path: string[]; target: string }[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const walk = (f: Field, path: string[]) => {
      if (f.ref) out.push({ path, target: f.ref });
      if (f.fields) out.push(...collectRefs(f.fields, path));
      if (f.items) walk(f.items, [...path, '*']);
    };
    walk(field, [...prefix, name]);
  }
  return out;
}

export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;
/** The largest `page`: integer query parameters are 32-bit (a larger one is a 422, not a 500). */
export const PAGE_MAX = 2147483647;

function listQuerySchema(filters: readonly ListFilter[], sortFields: readonly string[]) {
  const properties: Record<string, unknown> = {
    limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT },
    page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
    sort: {
      type: 'string',
      enum: sortFields.flatMap((f) => [f, `-${f}`]),
      default: 'created_at',
      description: 'A whitelisted field; prefix `-` for descending order.',
    },
    cursor: {
      type: 'string',
      maxLength: 2000,
      description:
        'Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored.',
    },
  };
  for (const f of filters) properties[f.param] = f.schema;
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * Moves a value sent under an alias (`account_type`) to its field (`type`) before validation, so a
 * required field may arrive under either name. Returns field → alias for what it moved, so errors
 * can name the field as the client sent it. Two different values
 * under both names are left in place for the domain to refuse.
 */
export function resolveAliases(
  r: Resource<FieldRecord, DocumentShape>,
  body: unknown,
): Record<string, string> {
  const moved: Record<string, string> = {};
  if (!r.aliases || typeof body !== 'object' || body === null || Array.isArray(body)) return moved;
  const b = body as Record<string, unknown>;
  for (const [alias, target] of Object.entries(r.aliases)) {
    if (!(alias in b)) continue;
    if (!(target in b)) {
      b[target] = b[alias];
      delete b[alias];
      moved[target] = alias;
    } else if (isDeepStrictEqual(b[target], b[alias])) {
      delete b[alias];
    }
  }
  return moved;
}
