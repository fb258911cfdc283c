/** The customers the benchmark creates: POST bodies, and documents read back from the database. */

export type Doc = Record<string, unknown>;

/**
 * How the app's PostgreSQL `data` column holds a document: a jsonb object, or a jsonb string scalar
 * containing the JSON text (what a text parameter cast with `::jsonb` becomes through the
 * `postgres` driver, which serialises it as JSON once more). Detected at start from a record
 * created through the API and mirrored when seeding with COPY.
 */
export type JsonbForm = 'object' | 'string';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** What a client POSTs: a name and a few fields. `n` makes every body different. */
export function customerBody(n: number): Doc {
  return {
    name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    phone: '+1 555 0100',
    currency: CURRENCIES[Math.abs(n) % CURRENCIES.length],
    entity_type: n % 2 === 0 ? 'company' : 'individual',
    credit_limit: `${(Math.abs(n) % 1000) * 10}.00`,
    payment_terms: 'net_30',
    address: { line1: `${n} Main St`, city: 'Springfield', postal_code: '12345', country_code: 'US' },
  };
}

/** A document read back from the `data` column, whichever form it was stored in. */
export function parseData(value: unknown): Doc {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Doc;
}
