/**
 * Request validation of customers (D4, D5): every bad input is a 422 VALIDATION_ERROR that names
 * each offending field as a dotted path (array indexes from 0) with a code and a message, reports
 * every problem at once, and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { bodies } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';

interface FieldError {
  field: string;
  code: string;
  message: string;
}

const required: Omit<FieldError, 'field'> = { code: 'required', message: 'is required' };
const unknownField: Omit<FieldError, 'field'> = {
  code: 'unknown_field',
  message: 'is not a field of this object',
};
const notString: Omit<FieldError, 'field'> = { code: 'invalid_type', message: 'must be a string' };
const notBoolean: Omit<FieldError, 'field'> = { code: 'invalid_type', message: 'must be a boolean' };
const decimalAsNumber: Omit<FieldError, 'field'> = {
  code: 'invalid_type',
  message: 'must be a decimal string such as "12.50": send decimals as strings',
};
const badDecimal: Omit<FieldError, 'field'> = {
  code: 'invalid_decimal',
  message: 'must be a decimal string: up to 20 digits, optional sign, up to 10 decimals',
};
const badDate: Omit<FieldError, 'field'> = {
  code: 'invalid_date',
  message: 'must be a real calendar date, YYYY-MM-DD',
};
const oneOf = (values: string): Omit<FieldError, 'field'> => ({
  code: 'invalid_enum',
  message: `must be one of: ${values}`,
});

const fieldErr = (field: string, e: Omit<FieldError, 'field'>): FieldError => ({ field, ...e });

const byField = (a: FieldError, b: FieldError) =>
  a.field === b.field ? a.code.localeCompare(b.code) : a.field.localeCompare(b.field);

const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, String(i)]));

interface Case {
  name: string;
  body: Record<string, unknown>;
  errors: FieldError[];
}

/** Each case: a customer create body and exactly the errors[] it must produce. */
const CASES: Case[] = [
  { name: 'missing name', body: { email: 'a@example.com' }, errors: [fieldErr('name', required)] },
  { name: 'empty body', body: {}, errors: [fieldErr('name', required)] },
  {
    name: 'name null',
    body: { name: null },
    errors: [{ field: 'name', code: 'required', message: 'is required and cannot be null' }],
  },
  { name: 'name as a number', body: { name: 42 }, errors: [fieldErr('name', notString)] },
  { name: 'name as an array', body: { name: ['Ada'] }, errors: [fieldErr('name', notString)] },
  {
    name: 'unknown top-level field',
    body: { name: 'Ada', nickname: 'A' },
    errors: [fieldErr('nickname', unknownField)],
  },
  {
    name: 'two unknown top-level fields, one entry each',
    body: { name: 'Ada', foo: 1, bar: 2 },
    errors: [fieldErr('foo', unknownField), fieldErr('bar', unknownField)],
  },
  {
    name: 'unknown nested field in address',
    body: { name: 'Ada', address: { line1: '1 Main St', foo: 'x' } },
    errors: [fieldErr('address.foo', unknownField)],
  },
  {
    name: 'unknown nested field in billing_address',
    body: { name: 'Ada', billing_address: { zip: '12345' } },
    errors: [fieldErr('billing_address.zip', unknownField)],
  },
  {
    name: 'unknown nested field in contacts.0',
    body: { name: 'Ada', contacts: [{ name: 'Bob', foo: true }] },
    errors: [fieldErr('contacts.0.foo', unknownField)],
  },
  {
    name: 'unknown nested field in tax_exemption_certificate',
    body: { name: 'Ada', tax_exemption_certificate: { number: 'X', expiry: '2027-01-01' } },
    errors: [fieldErr('tax_exemption_certificate.expiry', unknownField)],
  },
  {
    name: 'unknown nested field in tax_ids.1',
    body: {
      name: 'Ada',
      tax_ids: [
        { type: 'vat', value: 'GB1' },
        { type: 'ein', value: '12', issuer: 'IRS' },
      ],
    },
    errors: [fieldErr('tax_ids.1.issuer', unknownField)],
  },
  {
    name: 'credit_limit as a JSON number',
    body: { name: 'Ada', credit_limit: 1000.5 },
    errors: [fieldErr('credit_limit', decimalAsNumber)],
  },
  {
    name: 'credit_limit as a JSON integer',
    body: { name: 'Ada', credit_limit: 0 },
    errors: [fieldErr('credit_limit', decimalAsNumber)],
  },
  {
    name: 'credit_limit "1.2.3"',
    body: { name: 'Ada', credit_limit: '1.2.3' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit with 23 integer digits',
    body: { name: 'Ada', credit_limit: '12345678901234567890123' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit with 11 decimals',
    body: { name: 'Ada', credit_limit: '1.12345678901' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit empty string',
    body: { name: 'Ada', credit_limit: '' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit in exponent notation',
    body: { name: 'Ada', credit_limit: '1e3' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit with a trailing dot',
    body: { name: 'Ada', credit_limit: '5.' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'credit_limit with a plus sign',
    body: { name: 'Ada', credit_limit: '+5' },
    errors: [fieldErr('credit_limit', badDecimal)],
  },
  {
    name: 'entity_type outside the enum',
    body: { name: 'Ada', entity_type: 'person' },
    errors: [fieldErr('entity_type', oneOf('individual, company'))],
  },
  {
    name: 'entity_type in the wrong case',
    body: { name: 'Ada', entity_type: 'Company' },
    errors: [fieldErr('entity_type', oneOf('individual, company'))],
  },
  {
    name: 'tax_exempt_status outside the enum',
    body: { name: 'Ada', tax_exempt_status: 'yes' },
    errors: [fieldErr('tax_exempt_status', oneOf('none, exempt, pending, reverse_charge'))],
  },
  {
    name: 'address.address_type outside the enum',
    body: { name: 'Ada', address: { line1: '1 Main St', address_type: 'home' } },
    errors: [fieldErr('address.address_type', oneOf('billing, shipping, mailing'))],
  },
  {
    name: 'shipping_address.address_type outside the enum',
    body: { name: 'Ada', shipping_address: { address_type: 'postal' } },
    errors: [fieldErr('shipping_address.address_type', oneOf('billing, shipping, mailing'))],
  },
  {
    name: 'tax_exemption_certificate.expires_on not a real date (2023-02-29)',
    body: { name: 'Ada', tax_exemption_certificate: { number: 'EX-1', expires_on: '2023-02-29' } },
    errors: [fieldErr('tax_exemption_certificate.expires_on', badDate)],
  },
  {
    name: 'tax_exemption_certificate.expires_on without zero padding (2023-2-1)',
    body: { name: 'Ada', tax_exemption_certificate: { expires_on: '2023-2-1' } },
    errors: [fieldErr('tax_exemption_certificate.expires_on', badDate)],
  },
  {
    name: 'tax_exemption_certificate.expires_on 2023-04-31',
    body: { name: 'Ada', tax_exemption_certificate: { expires_on: '2023-04-31' } },
    errors: [fieldErr('tax_exemption_certificate.expires_on', badDate)],
  },
  {
    name: 'tax_exemption_certificate.expires_on as a datetime',
    body: { name: 'Ada', tax_exemption_certificate: { expires_on: '2027-01-01T00:00:00Z' } },
    errors: [fieldErr('tax_exemption_certificate.expires_on', badDate)],
  },
  {
    name: 'contacts.1.is_primary as a string',
    body: {
      name: 'Ada',
      contacts: [
        { name: 'Bob', is_primary: true },
        { name: 'Eve', is_primary: 'false' },
      ],
    },
    errors: [fieldErr('contacts.1.is_primary', notBoolean)],
  },
  {
    name: 'tax_exempt as a string',
    body: { name: 'Ada', tax_exempt: 'true' },
    errors: [fieldErr('tax_exempt', notBoolean)],
  },
  {
    name: 'metadata with 51 keys',
    body: { name: 'Ada', metadata: manyKeys(51) },
    errors: [{ field: 'metadata', code: 'too_many_keys', message: 'must have at most 50 keys' }],
  },
  {
    name: 'metadata as an array',
    body: { name: 'Ada', metadata: ['a'] },
    errors: [{ field: 'metadata', code: 'invalid_type', message: 'must be an object' }],
  },
  {
    name: 'category_ids with a number inside',
    body: { name: 'Ada', category_ids: ['cat_a', 7, 'cat_c'] },
    errors: [fieldErr('category_ids.1', notString)],
  },
  {
    name: 'category_ids as a string',
    body: { name: 'Ada', category_ids: 'cat_a' },
    errors: [{ field: 'category_ids', code: 'invalid_type', message: 'must be an array' }],
  },
  {
    name: 'contacts as an object',
    body: { name: 'Ada', contacts: { name: 'Bob' } },
    errors: [{ field: 'contacts', code: 'invalid_type', message: 'must be an array' }],
  },
  {
    name: 'address as a string',
    body: { name: 'Ada', address: '1 Main St' },
    errors: [{ field: 'address', code: 'invalid_type', message: 'must be an object' }],
  },
  {
    name: 'currency not a three-letter code',
    body: { name: 'Ada', currency: 'US' },
    errors: [
      {
        field: 'currency',
        code: 'invalid_format',
        message: 'must be a three-letter ISO 4217 currency code such as USD, EUR or JPY',
      },
    ],
  },
  {
    name: 'three different fields at once',
    body: { name: 42, credit_limit: 12.5, entity_type: 'person' },
    errors: [
      fieldErr('name', notString),
      fieldErr('credit_limit', decimalAsNumber),
      fieldErr('entity_type', oneOf('individual, company')),
    ],
  },
  {
    name: 'problems at every depth at once',
    body: {
      credit_limit: '1.2.3',
      address: { address_type: 'home', foo: 1 },
      contacts: [{ name: 'Bob' }, { is_primary: 'yes' }, { bar: 1 }],
      tax_exemption_certificate: { expires_on: '2023-02-29' },
      category_ids: ['a', 1, 2],
      metadata: manyKeys(51),
      unknown: true,
    },
    errors: [
      fieldErr('name', required),
      fieldErr('credit_limit', badDecimal),
      fieldErr('address.address_type', oneOf('billing, shipping, mailing')),
      fieldErr('address.foo', unknownField),
      fieldErr('contacts.1.is_primary', notBoolean),
      fieldErr('contacts.2.bar', unknownField),
      fieldErr('tax_exemption_certificate.expires_on', badDate),
      fieldErr('category_ids.1', notString),
      fieldErr('category_ids.2', notString),
      { field: 'metadata', code: 'too_many_keys', message: 'must have at most 50 keys' },
      fieldErr('unknown', unknownField),
    ],
  },
];

async function totalCount(c: Client): Promise<number> {
  const res = await c.get('/v1/customers');
  expect(res.status).toBe(200);
  return res.body.pagination.total_count as number;
}

function expectValidationError(res: { status: number; body: Json }, errors: FieldError[]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(typeof res.body.message).toBe('string');
  expect(res.body.request_id).toMatch(/\S/);
  const got = [...(res.body.errors as FieldError[])].sort(byField);
  expect(got).toEqual([...errors].sort(byField));
}

forEachDatabase((h) => {
  describe('customer create: bad inputs are 422 naming every offending field', () => {
    it.each(CASES)('$name', async ({ body, errors }) => {
      const c = await h().company();
      const res = await c.post('/v1/customers', body);
      expectValidationError(res, errors);
      expect(await totalCount(c)).toBe(0);
    });

    it('the message names the field when there is one error, and counts them when there are several', async () => {
      const c = await h().company();
      const one = await c.post('/v1/customers', { name: 'Ada', credit_limit: 5 });
      expect(one.body.message).toBe(
        'credit_limit: must be a decimal string such as "12.50": send decimals as strings',
      );
      const three = await c.post('/v1/customers', { name: 42, credit_limit: 12.5, entity_type: 'person' });
      expect(three.body.errors).toHaveLength(3);
      expect(three.body.message).toBe('The request has 3 invalid fields; see errors.');
    });

    it('stores nothing after any of the bad requests, in one company', async () => {
      const c = await h().company();
      for (const { body } of CASES) expect((await c.post('/v1/customers', body)).status).toBe(422);
      expect(await totalCount(c)).toBe(0);
      const named = await c.get('/v1/customers?name=Ada');
      expect(named.body.data).toEqual([]);
    });
  });

  describe('customer update: the same rules on PUT', () => {
    it('unknown fields, a decimal as a number and a bad enum are all reported; nothing changes', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Ada', credit_limit: '10' });
      expect(created.status).toBe(201);
      const res = await c.put(`/v1/customers/${created.body.id}`, {
        name: 'Grace',
        credit_limit: 20,
        entity_type: 'robot',
        contacts: [{ foo: 1 }],
      });
      expectValidationError(res, [
        fieldErr('credit_limit', decimalAsNumber),
        fieldErr('entity_type', oneOf('individual, company')),
        fieldErr('contacts.0.foo', unknownField),
      ]);
      const got = await c.get(`/v1/customers/${created.body.id}`);
      expect(got.body.data.name).toBe('Ada');
      expect(got.body.data.credit_limit).toBe('10');
      expect(got.body.data.version).toBe(1);
    });

    it('a PUT with an unknown top-level field is 422 unknown_field', async () => {
      const c = await h().company();
      const created = await c.post('/v1/customers', { name: 'Ada' });
      const res = await c.put(`/v1/customers/${created.body.id}`, { nickname: 'A' });
      expectValidationError(res, [fieldErr('nickname', unknownField)]);
    });
  });

  describe('"did you mean" for unknown fields (issue 25)', () => {
    const meant = (field: string, name: string) => ({
      field,
      code: 'unknown_field',
      message: `is not a field of this object; did you mean ${name}?`,
    });
    it('names the field a typo, a swap or another spelling is nearest to, in the body and in lines', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', {
        name: 'Ada',
        emial: 'ada@example.com',
        creditLimit: '5.00',
      });
      expectValidationError(res, [meant('emial', 'email'), meant('creditLimit', 'credit_limit')]);
      const created = await c.post('/v1/customers', { name: 'Ada' });
      expectValidationError(await c.put(`/v1/customers/${created.body.id}`, { nmae: 'B' }), [
        meant('nmae', 'name'),
      ]);
      const inv = await c.post('/v1/invoices', {
        ...bodies.invoice(),
        lines: [{ description: 'x', amout: '110.00' }],
      });
      expect(inv.status).toBe(422);
      expect(inv.body.errors).toContainEqual(meant('lines.0.amout', 'amount'));
    });

    it('suggests nothing when no known name is close', async () => {
      const c = await h().company();
      expectValidationError(await c.post('/v1/customers', { name: 'Ada', nickname: 'A' }), [
        fieldErr('nickname', unknownField),
      ]);
    });
  });

  describe('read-only fields sent back are ignored (D5)', () => {
    it('id, object, created_at, updated_at, version and balance on create', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', {
        name: 'Ada',
        id: '0190a0e0-0000-7000-8000-000000000001',
        object: 'customer',
        created_at: '2000-01-01T00:00:00Z',
        updated_at: '2000-01-01T00:00:00Z',
        version: 99,
        balance: '1000000.00',
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('0190a0e0-0000-7000-8000-000000000001');
      expect(res.body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
      expect(res.body.data.version).toBe(1);
      expect(res.body.data.balance).toBe('0.00');
    });

    it('of the type the record shows them with: another type is a 422 naming the field', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', {
        name: 'Ada',
        id: 'not-a-uuid',
        object: 'invoice',
        version: 'two',
        balance: 0,
      });
      expectValidationError(res, [
        fieldErr('balance', notString),
        fieldErr('id', { code: 'invalid_format', message: 'must be a valid uuid' }),
        fieldErr('object', { code: 'invalid_value', message: 'must be "customer"' }),
        fieldErr('version', { code: 'invalid_type', message: 'must be an integer' }),
      ]);
    });
  });

  describe('decimals: valid edge values are accepted and echoed exactly (D4)', () => {
    it.each([
      '-0.5',
      '0',
      '-0',
      // Ten decimal places written, as D4 allows; a money amount in the base currency (USD) has
      // only zeros past its two (D19). Prices, quantities and rates keep all ten (arithmetic.test.ts).
      '0.0100000000',
      '12345678901234567890.1200000000',
      '-12345678901234567890.1200000000',
      '1000.50',
      '007',
    ])('credit_limit %s', async (value) => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'Ada', credit_limit: value });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.credit_limit).toBe(value);
      const got = await c.get(`/v1/customers/${res.body.id}`);
      expect(got.body.data.credit_limit).toBe(value);
      const listed = await c.get('/v1/customers');
      expect(listed.body.data[0].data.credit_limit).toBe(value);
    });

    it('credit_limit null is accepted and returned as null', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'Ada', credit_limit: null });
      expect(res.status).toBe(201);
      expect(res.body.data.credit_limit).toBeNull();
    });

    it('real calendar dates are accepted, including 29 February of a leap year', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', {
        name: 'Ada',
        tax_exemption_certificate: { number: 'EX', expires_on: '2024-02-29' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.tax_exemption_certificate).toEqual({ number: 'EX', expires_on: '2024-02-29' });
    });

    it('metadata with exactly 50 keys is accepted', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'Ada', metadata: manyKeys(50) });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.data.metadata)).toHaveLength(50);
    });
  });
});
