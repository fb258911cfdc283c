/**
 * defineResource (src/kernel/define.ts) and the field builders (fields.ts): what one
 * definition turns into — create/update/record schemas, indexed columns, filters, the sort
 * whitelist, the list query schema, reference paths — and aliases resolved before validation.
 * On a definition written here, so the expectations do not move with the real resources.
 */
import { describe, expect, it } from 'vitest';
import { defineResource, READ_ONLY_FIELDS, resolveAliases } from '../../src/kernel/define.ts';
import {
  array,
  boolean,
  DECIMAL_PATTERN,
  date,
  datetime,
  decimal,
  enumOf,
  integer,
  map,
  nullableSchema,
  object,
  ref,
  text,
} from '../../src/kernel/fields.ts';

const widgets = defineResource({
  name: 'widgets',
  object: 'widget',
  title: 'Widget',
  description: 'A resource of the unit tests.',
  identity: { sourceField: 'source_id', withConnection: true },
  aliases: { widget_type: 'kind' },
  without: ['delete'],
  fields: {
    source_id: text({ required: true, filter: 'exact' }),
    source_system: text({ filter: 'exact' }),
    name: text({ required: true, filter: 'contains', sort: true }),
    kind: enumOf(['small', 'large'] as const, { filter: 'exact' }),
    price: decimal({ filter: 'range', sort: true }),
    active: boolean({ default: true }),
    issued_on: date({ filter: 'range' }),
    seen_at: datetime(),
    parent_id: ref('widgets', { filter: 'exact' }),
    parts: array(
      object({ part_id: ref('items', { required: true }), quantity: integer(), line_number: integer() }),
      { numberItems: 'line_number', maxItems: 5 },
    ),
    extra: object({ account_id: ref('accounts') }),
    metadata: map({ maxKeys: 50 }),
  },
  computed: { total: { schema: { type: 'string' }, value: () => '0.00' } },
});

type Schema = Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
const create = widgets.schemas.create as Schema;
const update = widgets.schemas.update as Schema;
const data = widgets.schemas.data as Schema;

describe('create and update body schemas', () => {
  it('require exactly the required fields on create, none on update', () => {
    expect(create.required).toEqual(['source_id', 'name']);
    expect(update).not.toHaveProperty('required');
  });

  it('refuse unknown fields', () => {
    expect(create.additionalProperties).toBe(false);
    expect(update.additionalProperties).toBe(false);
  });

  it('accept null for optional fields (it clears them), never for required ones', () => {
    expect(create.properties.name).toEqual({ type: 'string', maxLength: 10_000 });
    expect(create.properties.source_system).toEqual({ type: ['string', 'null'], maxLength: 10_000 });
    expect(create.properties.kind).toEqual({ type: ['string', 'null'], enum: ['small', 'large', null] });
    // On update a required field may be left out, but not cleared.
    expect(update.properties.name).toEqual({ type: 'string', maxLength: 10_000 });
    expect(update.properties.source_system).toEqual({ type: ['string', 'null'], maxLength: 10_000 });
  });

  it('take an alias with its field’s schema, and the read-only fields typed as the record shows them', () => {
    expect(create.properties.widget_type).toEqual({
      type: 'string',
      enum: ['small', 'large'],
      description: 'Alias of `kind`.',
    });
    // A GET's data can be sent back as is (D5): each read-only field is taken with the type the
    // record shows it with (and ignored), not as anything at all.
    const ignored = 'Read-only; ignored when sent.';
    for (const body of [create, update]) {
      expect(body.properties.id).toEqual({
        type: 'string',
        format: 'uuid',
        readOnly: true,
        description: ignored,
      });
      expect(body.properties.object).toEqual({
        type: 'string',
        const: 'widget',
        readOnly: true,
        description: ignored,
      });
      for (const name of ['created_at', 'updated_at'])
        expect(body.properties[name], name).toEqual({
          type: 'string',
          format: 'date-time',
          readOnly: true,
          description: ignored,
        });
      expect(body.properties.version).toEqual({
        type: 'integer',
        minimum: 1,
        readOnly: true,
        description: ignored,
      });
      expect(body.properties.total).toEqual({ type: 'string', readOnly: true, description: ignored });
      for (const name of [...READ_ONLY_FIELDS, 'total'])
        expect(body.required ?? [], name).not.toContain(name);
    }
  });

  it('carry the builders’ own rules: decimals as strings, limits on maps and arrays, line objects', () => {
    expect(create.properties.price).toEqual({
      type: ['string', 'null'],
      pattern: DECIMAL_PATTERN,
      'x-finrec-kind': 'decimal',
      examples: ['1250.00'],
    });
    expect(create.properties.metadata).toMatchObject({ type: ['object', 'null'], maxProperties: 50 });
    expect(create.properties.parts).toMatchObject({ type: ['array', 'null'], maxItems: 5 });
    expect(create.properties.parts).toMatchObject({ items: { required: ['part_id'] } });
    expect(create.properties.parent_id).toEqual({
      type: ['string', 'null'],
      maxLength: 64,
      'x-finrec-ref': 'widgets',
    });
    expect(create.properties.issued_on).toMatchObject({ type: ['string', 'null'], format: 'date' });
    expect(create.properties.seen_at).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
  });

  it('let a customer-like resource leave its source id out', () => {
    const loose = defineResource({
      name: 'loose',
      object: 'loose',
      title: 'Loose',
      description: '',
      identity: { sourceField: 'source_id', withConnection: false, sourceOptional: true },
      fields: { source_id: text({ required: true }), name: text({ required: true }) },
    });
    expect((loose.schemas.create as Schema).required).toEqual(['name']);
  });
});

describe('the record schema', () => {
  it('lists every field as present, null only where optional without a default', () => {
    expect(data.additionalProperties).toBe(false);
    expect(data.properties.name).toEqual({ type: 'string', maxLength: 10_000 });
    expect(data.properties.price?.type).toEqual(['string', 'null']);
    // A default means the stored record always has a value.
    expect(data.properties.active).toEqual({ type: 'boolean' });
    expect(data.required).toEqual(
      expect.arrayContaining([
        'name',
        'price',
        'active',
        'id',
        'widget_type',
        'total',
        'created_at',
        'version',
      ]),
    );
  });

  it('puts id first, returns the alias and the computed fields, and the metadata', () => {
    const keys = Object.keys(data.properties);
    expect(keys[0]).toBe('id');
    expect(data.properties.id).toEqual({ type: 'string', format: 'uuid', readOnly: true });
    // An alias is shown with its field's schema (as the record shows that field).
    expect(data.properties.widget_type).toEqual({
      type: ['string', 'null'],
      enum: ['small', 'large', null],
      description: 'Alias of `kind`.',
    });
    expect(data.properties.total).toEqual({ type: 'string', readOnly: true });
    expect(data.properties.version).toEqual({ type: 'integer', minimum: 1, readOnly: true });
    expect(data.properties.created_at).toEqual({ type: 'string', format: 'date-time', readOnly: true });
    expect(keys).toEqual(expect.arrayContaining(['created_at', 'updated_at']));
  });

  it('wraps the data in the record envelope', () => {
    expect(widgets.schemas.record).toEqual({
      type: 'object',
      required: ['id', 'object', 'data'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        object: { type: 'string', const: 'widget', readOnly: true },
        data,
      },
    });
  });
});

describe('storage and lists', () => {
  it('keeps an indexed column for each filtered or sorted field outside the identity', () => {
    expect(widgets.columns).toEqual([
      { name: 'name', kind: 'text' },
      { name: 'kind', kind: 'enum' },
      { name: 'price', kind: 'decimal' },
      { name: 'issued_on', kind: 'date' },
      { name: 'parent_id', kind: 'ref' },
    ]);
  });

  it('whitelists the timestamps and the fields marked sort', () => {
    expect(widgets.sortFields).toEqual(['created_at', 'updated_at', 'name', 'price']);
  });

  it('filters on the identity and timestamps of every resource, then on each filtered field', () => {
    expect(widgets.filters.map((f) => [f.param, f.column, f.op, f.kind])).toEqual([
      ['source_id', 'source_id', 'eq', 'text'],
      ['source_system', 'source_system', 'eq', 'text'],
      ['connection_id', 'connection_id', 'eq', 'text'],
      ['created_after', 'created_at', 'gte', 'datetime'],
      ['created_before', 'created_at', 'lte', 'datetime'],
      ['updated_after', 'updated_at', 'gte', 'datetime'],
      ['updated_before', 'updated_at', 'lte', 'datetime'],
      ['name', 'name', 'contains', 'text'],
      ['kind', 'kind', 'eq', 'enum'],
      ['price_from', 'price', 'gte', 'decimal'],
      ['price_to', 'price', 'lte', 'decimal'],
      ['issued_on_from', 'issued_on', 'gte', 'date'],
      ['issued_on_to', 'issued_on', 'lte', 'date'],
      ['parent_id', 'parent_id', 'eq', 'ref'],
    ]);
    // A reference filter must be a UUID (compared with a uuid column on PostgreSQL).
    expect(widgets.filters.find((f) => f.param === 'parent_id')?.schema).toEqual({
      type: 'string',
      format: 'uuid',
    });
  });

  it('filters on source_id also where the identity field has another name', () => {
    const items = defineResource({
      name: 'things',
      object: 'thing',
      title: 'Thing',
      description: '',
      identity: { sourceField: 'product_id', withConnection: false },
      fields: { product_id: text({ required: true, filter: 'exact', sort: true }) },
    });
    expect(items.filters.slice(0, 3).map((f) => [f.param, f.column])).toEqual([
      ['product_id', 'source_id'],
      ['source_id', 'source_id'],
      ['source_system', 'source_system'],
    ]);
    // Identity fields are columns of every table already.
    expect(items.columns).toEqual([]);
    expect(items.sortFields).toEqual(['created_at', 'updated_at', 'product_id']);
  });

  it('builds the list query schema: paging, the sort whitelist both ways, the filters, nothing else', () => {
    const query = widgets.schemas.query as Schema;
    expect(query.additionalProperties).toBe(false);
    expect(query.properties.limit).toEqual({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect(query.properties.page).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647, default: 1 });
    expect(query.properties.sort).toMatchObject({
      enum: ['created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name', 'price', '-price'],
      default: 'created_at',
    });
    expect(query.properties.cursor).toMatchObject({ type: 'string', maxLength: 2000 });
    expect(Object.keys(query.properties)).toEqual([
      'limit',
      'page',
      'sort',
      'cursor',
      ...widgets.filters.map((f) => f.param),
    ]);
  });

  it('finds every reference, in objects and array items, as a path', () => {
    expect(widgets.refPaths).toEqual([
      { path: ['parent_id'], target: 'widgets' },
      { path: ['parts', '*', 'part_id'], target: 'items' },
      { path: ['extra', 'account_id'], target: 'accounts' },
    ]);
  });

  it('says which standard operations the resource has', () => {
    expect(widgets.allows).toEqual({ create: true, update: true, delete: false });
  });
});

describe('resolveAliases', () => {
  it('moves a value sent under an alias to its field, and says so', () => {
    const body: Record<string, unknown> = { name: 'W', widget_type: 'small' };
    expect(resolveAliases(widgets, body)).toEqual({ kind: 'widget_type' });
    expect(body).toEqual({ name: 'W', kind: 'small' });
  });

  it('drops the alias when both names carry the same value; keeps both when they differ', () => {
    const same: Record<string, unknown> = { kind: 'large', widget_type: 'large' };
    expect(resolveAliases(widgets, same)).toEqual({});
    expect(same).toEqual({ kind: 'large' });
    const differ: Record<string, unknown> = { kind: 'large', widget_type: 'small' };
    expect(resolveAliases(widgets, differ)).toEqual({});
    expect(differ).toEqual({ kind: 'large', widget_type: 'small' });
  });

  it('leaves bodies that are not objects alone', () => {
    for (const body of [null, 'x', 3, ['widget_type']]) expect(resolveAliases(widgets, body)).toEqual({});
  });
});

describe('field builders', () => {
  it('decimal: up to 20 integer digits and 10 decimals, optional minus, as a string', () => {
    const pattern = new RegExp(DECIMAL_PATTERN);
    for (const ok of ['0', '12.50', '-0.5', `${'9'.repeat(20)}.${'9'.repeat(10)}`])
      expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['1e5', '+1', '.5', '1.', '1.12345678901', '1'.repeat(21), ' 1', '1,5'])
      expect(pattern.test(bad), bad).toBe(false);
  });

  it('defaults: a fresh copy each time', () => {
    const tags = map({ default: { a: 1 } });
    const one = tags.defaultValue?.();
    expect(one).toEqual({ a: 1 });
    expect(tags.defaultValue?.()).not.toBe(one);
    expect(boolean({ default: () => false }).defaultValue?.()).toBe(false);
    expect(text().defaultValue).toBeUndefined();
  });

  it('integer: 32-bit bounds; array: 1,000 items unless told, numbering its items', () => {
    expect(integer().schema).toEqual({ type: 'integer', minimum: -2147483648, maximum: 2147483647 });
    const lines = array(object({ line_number: integer() }), { numberItems: 'line_number' });
    expect(lines.schema).toMatchObject({ type: 'array', maxItems: 1000 });
    expect(lines.numberItems).toBe('line_number');
  });

  it('nullableSchema adds null to the type, and to an enum', () => {
    const status = enumOf(['open', 'closed'] as const);
    expect(nullableSchema(status, false)).toBe(status.schema);
    expect(nullableSchema(status, true)).toEqual({
      type: ['string', 'null'],
      enum: ['open', 'closed', null],
    });
  });

  it('a description goes into the schema', () => {
    expect(text({ description: 'Shown in the docs.' }).schema).toEqual({
      type: 'string',
      maxLength: 10_000,
      description: 'Shown in the docs.',
    });
  });
});

describe('server-owned fields, resources without create, resources without source identity', () => {
  const gadgets = defineResource({
    name: 'gadgets',
    object: 'gadget',
    title: 'Gadget',
    description: 'A resource of the unit tests with server-owned fields.',
    identity: { sourceField: 'source_id', withConnection: true },
    fields: {
      source_id: text({ required: true }),
      name: text({ required: true }),
      state: enumOf(['new', 'used'] as const, {
        readOnly: true,
        default: 'new',
        filter: 'exact',
        sort: true,
      }),
      owner_ids: array(text(), { readOnly: true, default: [] }),
      cost: decimal({ readOnly: true, filter: 'range' }),
    },
  });
  const gCreate = gadgets.schemas.create as Schema;
  const gUpdate = gadgets.schemas.update as Schema;
  const gData = gadgets.schemas.data as Schema;

  it('a server-owned field is accepted in a body typed as the record shows it, ignored, never required', () => {
    expect(gCreate.required).toEqual(['source_id', 'name']);
    for (const s of [gCreate, gUpdate]) {
      expect(s.properties.state).toEqual({
        type: 'string',
        enum: ['new', 'used'],
        readOnly: true,
        description: 'Read-only; ignored when sent.',
      });
      expect(s.properties.cost).toMatchObject({
        type: ['string', 'null'],
        description: 'Read-only; ignored when sent.',
      });
    }
  });

  it('is marked readOnly in the record, present in every answer', () => {
    expect(gData.properties.state).toEqual({ type: 'string', enum: ['new', 'used'], readOnly: true });
    expect(gData.properties.owner_ids).toMatchObject({ type: 'array', readOnly: true });
    expect(gData.properties.cost).toMatchObject({ type: ['string', 'null'], readOnly: true });
    expect(gData.required).toEqual(expect.arrayContaining(['state', 'owner_ids', 'cost']));
  });

  it('is stored in an indexed column, filtered and sorted like any field', () => {
    expect(gadgets.columns).toEqual([
      { name: 'state', kind: 'enum' },
      { name: 'cost', kind: 'decimal' },
    ]);
    expect(gadgets.filters.map((f) => f.param)).toEqual(
      expect.arrayContaining(['state', 'cost_from', 'cost_to']),
    );
    expect(gadgets.sortFields).toContain('state');
    expect(gadgets.fields.state.readOnly).toBe(true);
    expect(gadgets.fields.name.readOnly).toBe(false);
  });

  it('without create: no create among the operations', () => {
    const logs = defineResource({
      name: 'logs',
      object: 'log',
      title: 'Log',
      description: 'Made by the service only.',
      identity: { sourceField: 'source_id', withConnection: true },
      without: ['create', 'update', 'delete'],
      fields: { source_id: text({ required: true }), account_id: ref('accounts', { filter: 'exact' }) },
    });
    expect(logs.allows).toEqual({ create: false, update: false, delete: false });
    expect(logs.filters.map((f) => f.param)).toContain('account_id');
  });

  it('without source identity: no identity filters, every other filter kept', () => {
    const notes = defineResource({
      name: 'notes',
      object: 'note',
      title: 'Note',
      description: 'Made in finrec.',
      identity: null,
      fields: { title: text({ required: true, filter: 'contains', sort: true }) },
    });
    expect(notes.identity).toBeNull();
    expect(notes.filters.map((f) => f.param)).toEqual([
      'created_after',
      'created_before',
      'updated_after',
      'updated_before',
      'title',
    ]);
    expect((notes.schemas.create as Schema).required).toEqual(['title']);
    expect(Object.keys((notes.schemas.create as Schema).properties)).not.toContain('source_id');
    expect(notes.columns).toEqual([{ name: 'title', kind: 'text' }]);
    expect(notes.allows).toEqual({ create: true, update: true, delete: true });
  });
});
