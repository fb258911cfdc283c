/**
 * Request validation (src/http/validation.ts): how each Ajv error becomes the `{field, code,
 * message}` of the 422 envelope (D5), every problem at once, the dotted path of nested fields;
 * bodies are never coerced, query strings are (with their defaults).
 */
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../../src/http/validation.ts';
import { defineResource } from '../../src/kernel/define.ts';
import {
  array,
  date,
  datetime,
  decimal,
  enumOf,
  integer,
  map,
  object,
  ref,
  text,
} from '../../src/kernel/fields.ts';
import { compileBody, toFieldErrors } from '../../src/kernel/validate.ts';

const orders = defineResource({
  name: 'orders',
  object: 'order',
  title: 'Order',
  description: 'A resource of the unit tests.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    source_id: text({ required: true }),
    name: text({ required: true, filter: 'contains' }),
    status: enumOf(['open', 'closed'] as const, { required: true }),
    priority: enumOf(['low', 'high'] as const),
    amount: decimal({ sort: true }),
    placed_on: date(),
    placed_at: datetime(),
    customer_id: ref('customers', { filter: 'exact' }),
    quantity: integer(),
    lines: array(object({ amount: decimal({ required: true }), quantity: integer() }), { maxItems: 2 }),
    metadata: map({ maxKeys: 2 }),
  },
});

/** The field errors of `body` against the order's create schema. */
function errorsOf(body: unknown, part = 'body') {
  const validate = compileBody(orders.schemas.create as object);
  expect(validate(body)).toBe(false);
  return toFieldErrors(validate.errors ?? [], part);
}

const valid = { source_id: 'o-1', name: 'Order', status: 'open' };

describe('toFieldErrors', () => {
  it('names every missing required field at once', () => {
    expect(errorsOf({})).toEqual([
      { field: 'source_id', code: 'required', message: 'is required' },
      { field: 'name', code: 'required', message: 'is required' },
      { field: 'status', code: 'required', message: 'is required' },
    ]);
  });

  it('refuses unknown fields in a body, unknown parameters in a query string', () => {
    expect(errorsOf({ ...valid, colour: 'red' })).toEqual([
      { field: 'colour', code: 'unknown_field', message: 'is not a field of this object' },
    ]);
    expect(errorsOf({ ...valid, colour: 'red' }, 'querystring')).toEqual([
      { field: 'colour', code: 'unknown_parameter', message: 'is not a query parameter of this endpoint' },
    ]);
  });

  it('a null where a value is required is "required"', () => {
    expect(errorsOf({ ...valid, name: null })).toEqual([
      { field: 'name', code: 'required', message: 'is required and cannot be null' },
    ]);
    // A required enum sent as null: one error, not a second one for the enum.
    expect(errorsOf({ ...valid, status: null })).toEqual([
      { field: 'status', code: 'required', message: 'is required and cannot be null' },
    ]);
  });

  it('a decimal sent as a number is told to be sent as a string', () => {
    expect(errorsOf({ ...valid, amount: 12.5 })).toEqual([
      {
        field: 'amount',
        code: 'invalid_type',
        message: 'must be a decimal string such as "12.50": send decimals as strings',
      },
    ]);
    expect(errorsOf({ ...valid, amount: true })).toEqual([
      { field: 'amount', code: 'invalid_type', message: 'must be a string (a decimal string)' },
    ]);
    expect(errorsOf({ ...valid, amount: '12.5.0' })).toEqual([
      {
        field: 'amount',
        code: 'invalid_decimal',
        message: 'must be a decimal string: up to 20 digits, optional sign, up to 10 decimals',
      },
    ]);
  });

  it('wrong types name the type expected, with its article', () => {
    expect(errorsOf({ ...valid, name: 7, quantity: 'many' })).toEqual([
      { field: 'name', code: 'invalid_type', message: 'must be a string' },
      { field: 'quantity', code: 'invalid_type', message: 'must be an integer' },
    ]);
    expect(errorsOf([])).toEqual([{ field: 'body', code: 'invalid_type', message: 'must be an object' }]);
  });

  it('an enum lists the values allowed (not null)', () => {
    expect(errorsOf({ ...valid, status: 'lost', priority: 'urgent' })).toEqual([
      { field: 'status', code: 'invalid_enum', message: 'must be one of: open, closed' },
      { field: 'priority', code: 'invalid_enum', message: 'must be one of: low, high' },
    ]);
  });

  it('formats: real dates, date-times with an offset', () => {
    expect(errorsOf({ ...valid, placed_on: '2026-02-30', placed_at: '2026-01-31 12:00' })).toEqual([
      { field: 'placed_on', code: 'invalid_date', message: 'must be a real calendar date, YYYY-MM-DD' },
      {
        field: 'placed_at',
        code: 'invalid_datetime',
        message: 'must be an RFC 3339 date-time with an offset, e.g. 2026-01-31T12:00:00Z',
      },
    ]);
  });

  it('date-times JavaScript cannot hold in UTC (a leap second, a year past 0000-9999) are refused', () => {
    for (const [value, message] of [
      ['2026-12-31T23:59:60Z', /leap second/],
      ['9999-12-31T23:59:59-23:59', /years 0000 to 9999/],
      ['0000-01-01T00:00:00+00:01', /years 0000 to 9999/],
      ['2026-01-31T12:00:00+01', /RFC 3339/],
    ] as const) {
      const [e] = errorsOf({ ...valid, placed_at: value });
      expect(e, value).toMatchObject({ field: 'placed_at', code: 'invalid_datetime' });
      expect(e?.message, value).toMatch(message);
    }
    const validate = compileBody(orders.schemas.create as object);
    for (const value of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-01-31T12:00:00.1234+05:30',
    ])
      expect(validate({ ...valid, placed_at: value }), value).toBe(true);
  });

  it('limits: keys, items, length, range', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'n'.repeat(10_001),
        quantity: 2 ** 31,
        metadata: { a: 1, b: 2, c: 3 },
        lines: [{ amount: '1' }, { amount: '2' }, { amount: '3' }],
      }),
    ).toEqual([
      { field: 'name', code: 'too_long', message: 'must be at most 10000 characters' },
      { field: 'quantity', code: 'out_of_range', message: 'must be <= 2147483647' },
      { field: 'lines', code: 'too_many_items', message: 'must have at most 2 items' },
      { field: 'metadata', code: 'too_many_keys', message: 'must have at most 2 keys' },
    ]);
    expect(errorsOf({ ...valid, quantity: -(2 ** 31) - 1 })).toEqual([
      { field: 'quantity', code: 'out_of_range', message: 'must be >= -2147483648' },
    ]);
  });

  it('names nested fields by their dotted path', () => {
    expect(errorsOf({ ...valid, lines: [{ amount: '1.00' }, { quantity: 1.5, colour: 'red' }] })).toEqual([
      { field: 'lines.1.amount', code: 'required', message: 'is required' },
      { field: 'lines.1.colour', code: 'unknown_field', message: 'is not a field of this object' },
      { field: 'lines.1.quantity', code: 'invalid_type', message: 'must be an integer' },
    ]);
  });

  it('unescapes JSON pointer segments in paths; keeps one error per field and code', () => {
    const error = (instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject =>
      ({ instancePath, keyword, params, schemaPath: '#', data: 'x', parentSchema: {} }) as ErrorObject;
    expect(
      toFieldErrors(
        [
          error('/metadata/a~1b/c~0d', 'maxLength', { limit: 3 }),
          error('/metadata/a~1b/c~0d', 'maxLength', { limit: 3 }),
          error('/code', 'pattern', { pattern: '^[A-Z]+$' }),
          error('/kind', 'const', { allowedValue: 'order' }),
          error('/n', 'multipleOf', {}),
        ],
        'body',
      ),
    ).toEqual([
      { field: 'metadata.a/b.c~d', code: 'too_long', message: 'must be at most 3 characters' },
      { field: 'code', code: 'invalid_format', message: 'must match ^[A-Z]+$' },
      { field: 'kind', code: 'invalid_value', message: 'must be "order"' },
      { field: 'n', code: 'invalid', message: 'is invalid' },
    ]);
  });
});

describe('validatorCompiler', () => {
  /** A validator answers true, or the 422 itself (Fastify takes `{error}` as the validation error). */
  type Answer = true | { error: { errors?: unknown[]; message: string } };
  const compile = (httpPart: string) =>
    validatorCompiler({ schema: orders.schemas.query, httpPart, method: 'GET', url: '/v1/orders' }) as (
      data: unknown,
    ) => Answer;
  const fieldErrorsOf = (answer: Answer) => (answer === true ? [] : answer.error.errors);

  it('coerces query strings and fills their defaults', () => {
    const query: Record<string, unknown> = { limit: '5', name: 'acme' };
    expect(compile('querystring')(query)).toBe(true);
    expect(query).toEqual({ limit: 5, page: 1, sort: 'created_at', name: 'acme' });
  });

  it('never coerces a body', () => {
    const body = { source_id: 'o-1', name: 'Order', status: 'open', quantity: '5' };
    const validate = validatorCompiler({
      schema: orders.schemas.create,
      httpPart: 'body',
      method: 'POST',
      url: '/v1/orders',
    }) as (data: unknown) => Answer;
    const answer = validate(body);
    expect(body.quantity).toBe('5');
    expect(fieldErrorsOf(answer)).toEqual([
      { field: 'quantity', code: 'invalid_type', message: 'must be an integer' },
    ]);
  });

  it('a reference filter must be a UUID', () => {
    const validate = compile('querystring');
    expect(fieldErrorsOf(validate({ customer_id: 'c-1' }))).toEqual([
      { field: 'customer_id', code: 'invalid_format', message: 'must be a valid uuid' },
    ]);
  });

  it('refuses a sort that is not whitelisted', () => {
    const validate = compile('querystring');
    expect(fieldErrorsOf(validate({ sort: 'name' }))).toEqual([
      {
        field: 'sort',
        code: 'invalid_enum',
        message: 'must be one of: created_at, -created_at, updated_at, -updated_at, amount, -amount',
      },
    ]);
  });
});
