/**
 * The typed client at compile time (issue 25): `npm run typecheck` (tsc over test/) is this
 * file's real test; every `@ts-expect-error` below must meet an error, or the typecheck fails.
 *
 * openapi-fetch infers the `init` argument of `POST`/`PUT` from the call, so an unknown field in a
 * body written inline (`finrec.POST('/v1/customers', { body: { name, emial } })`) compiles, and
 * only the server's 422 catches it ("did you mean email?"). A body given a named type of the
 * client — declared `const ada: CustomerCreate = …`, or inline with `satisfies CustomerCreate` —
 * is checked as an object literal: an unknown field, at any depth, does not compile. The README's
 * typed tour writes bodies that way. Unknown query parameters are refused even inline.
 */
import { describe, expect, it } from 'vitest';
import {
  type CustomerCreate,
  createFinrecClient,
  type InvoiceCreate,
  type InvoiceUpdate,
  type PaymentCreate,
} from '../../client/index.ts';

const finrec = createFinrecClient({ baseUrl: 'http://127.0.0.1:9', token: 'svc_live_x' });

// A named type: the pattern the README shows.
const ada: CustomerCreate = { name: 'Ada Lovelace', email: 'ada@example.com', credit_limit: '5000.00' };

// @ts-expect-error emial is no field of a customer (email is)
const typo: CustomerCreate = { name: 'Ada', emial: 'ada@example.com' };

const invoice: InvoiceCreate = {
  source_id: 'INV-1',
  source_system: 'billing',
  currency: 'USD',
  total_amount: '100.00',
  lines: [{ description: 'Consulting', amount: '100.00' }],
};

const badLine: InvoiceCreate = {
  source_id: 'INV-2',
  source_system: 'billing',
  currency: 'USD',
  total_amount: '100.00',
  // @ts-expect-error amout is no field of a line (amount is): caught inside arrays too
  lines: [{ description: 'Consulting', amout: '100.00' }],
};

// @ts-expect-error a PUT body too
const badUpdate: InvoiceUpdate = { memo: 'x', colour: 'red' };

/** Never called: the calls are here for the compiler only. */
async function compileOnly(): Promise<void> {
  await finrec.POST('/v1/customers', { body: ada });
  // Inline with `satisfies`: as strict as a declared type.
  await finrec.POST('/v1/customers', {
    body: {
      name: 'Ada',
      // @ts-expect-error emial is no field of a customer
      emial: 'a@example.com',
    } satisfies CustomerCreate,
  });
  await finrec.POST('/v1/payments', {
    body: {
      source_id: 'PAY-1',
      source_system: 'billing',
      amount: '100.00',
      currency: 'USD',
      status: 'completed',
      // @ts-expect-error invoice is no field of a payment (invoice_id is)
      invoice: 'x',
    } satisfies PaymentCreate,
  });
  // Unknown query parameters are refused inline: openapi-fetch checks `params` strictly.
  // @ts-expect-error starting_after is Stripe's name; finrec's is cursor
  await finrec.GET('/v1/customers', { params: { query: { starting_after: 'x' } } });
  await finrec.GET('/v1/customers', { params: { query: { cursor: 'x', limit: 10 } } });
}

describe('typed client bodies', () => {
  it('a body of a named type is the object written (the checks above are the compiler’s)', () => {
    expect(ada.name).toBe('Ada Lovelace');
    expect(invoice.lines?.[0]?.amount).toBe('100.00');
    expect([typo, badLine, badUpdate].length).toBe(3);
    expect(typeof compileOnly).toBe('function');
  });
});
