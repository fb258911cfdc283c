/**
 * A write the service makes itself (an action's, the ledger's) passes the validator and input
 * normalisation a client's body passes: an action that writes a bad value gets a 422 naming the
 * field before anything is stored, never a record that answers 500 ever after. On both databases.
 *
 * The action is a test's own: the customers resource with one more action (`write_bad`), which
 * creates an invoice (Tx.upsert) or changes one (Tx.change) with the values its body gives.
 */
import { describe, expect, it } from 'vitest';
import { Actions } from '../src/domain/actions.ts';
import { type Catalog, defineResource, type Resource, system } from '../src/domain/documents.ts';
import { documentEffects } from '../src/domain/effects.ts';
import { AppError } from '../src/domain/errors.ts';
import { type Body, Records } from '../src/domain/records.ts';
import { isBody } from '../src/domain/values.ts';
import { customers } from '../src/resources/customer.ts';
import { CATALOG } from '../src/resources/index.ts';
import { invoices } from '../src/resources/invoice.ts';
import { forEachDatabase } from './helpers/harness.ts';
import { create, expectStatus, invoiceBody, seedChart } from './helpers/ledger-fixtures.ts';

/** Customers, with an action that writes an invoice with the values it is sent. */
const probe: Resource = defineResource({
  name: customers.name,
  object: customers.object,
  title: 'Probe',
  description: 'Customers with a test action.',
  fields: customers.fields,
  identity: customers.identity,
  document: {
    actions: {
      write_bad: {
        from: {},
        summary: 'Test only',
        description: 'Writes an invoice with the values of the body.',
        body: { type: 'object' },
        async run({ tx, doc, body }) {
          const values = isBody(body.values) ? body.values : {};
          if (typeof body.invoice === 'string') {
            const existing = await tx.get(invoices, body.invoice);
            if (!existing) throw new Error('no such invoice');
            await tx.change(invoices, existing, { ...existing.data, ...values }, system());
          } else {
            await tx.upsert(invoices, { ...(isBody(body.base) ? body.base : {}), ...values });
          }
          return doc;
        },
      },
    },
  },
});

// The static side: an action's write is typed by the definition it writes.
async function typedOnly(tx: Parameters<NonNullable<NonNullable<Resource['document']>['afterChange']>>[0]) {
  // @ts-expect-error memo is text, not a number
  await tx.upsert(invoices, { memo: 42 });
  // @ts-expect-error an invoice has no colour
  await tx.upsert(invoices, { colour: 'red' });
}
void typedOnly;

forEachDatabase((h) => {
  describe("the service's own writes are validated like a client's", () => {
    const catalog: Catalog = { ...CATALOG, all: [...CATALOG.all, probe] };

    it('refuses each kind of bad value before anything is stored, naming the field', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const actions = new Actions(new Records(h().store, documentEffects(), catalog));
      const base = invoiceBody(ch, { source_id: 'probe-1' });
      const before = expectStatus(await c.get('/v1/events?limit=200'), 200);
      const refusal = async (values: Body, invoice?: string) => {
        try {
          await actions.run(
            probe,
            c.companyId,
            ch.customer,
            'write_bad',
            { base, values, invoice },
            undefined,
          );
        } catch (error) {
          if (error instanceof AppError)
            return { status: error.status, code: error.code, errors: error.errors };
          throw error;
        }
        throw new Error(`written: ${JSON.stringify(values)}`);
      };
      const field = async (values: Body, invoice?: string) => {
        const r = await refusal(values, invoice);
        expect(r).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
        return r.errors?.map((e) => `${e.field} ${e.code}`);
      };

      // A number where text is expected: the defect the review found (stored, then GET answered 500).
      expect(await field({ memo: 42 })).toEqual(['memo invalid_type']);
      // A datetime that is none: stored as sent before.
      expect(await field({ due_at: 'tomorrow' })).toEqual(['due_at invalid_datetime']);
      expect(await field({ document_date: '2026-02-30' })).toEqual(['document_date invalid_date']);
      expect(await field({ status: 'nope' })).toEqual(['status invalid_enum']);
      expect(await field({ total_amount: 110 })).toEqual(['total_amount invalid_type']);
      expect(await field({ total_amount: '1.2.3' })).toEqual(['total_amount invalid_decimal']);
      expect(await field({ currency: null })).toEqual(['currency required']);
      expect(await field({ colour: 'red' })).toEqual(['colour unknown_field']);
      expect(await field({ lines: [{ description: 'x', amount: 'ten', account_id: ch.sales }] })).toEqual([
        'lines.0.amount invalid_decimal',
      ]);
      // Several at once, as a client's 422 lists them.
      expect((await field({ memo: 42, due_at: 'tomorrow' }))?.sort()).toEqual([
        'due_at invalid_datetime',
        'memo invalid_type',
      ]);
      // The message says whose field it is.
      const named = await refusal({ memo: 42 });
      expect(named.errors?.[0]?.message).toBe('must be a string (in the invoice this request writes)');

      // Nothing was stored: no invoice, no event.
      const list = expectStatus(await c.get('/v1/invoices'), 200);
      expect(list.pagination.total_count).toBe(0);
      const after = expectStatus(await c.get('/v1/events?limit=200'), 200);
      expect(after.pagination.total_count).toBe(before.pagination.total_count);

      // A change the service makes is checked on the fields it changes.
      const inv = await create(c, 'invoices', invoiceBody(ch, { source_id: 'probe-2' }));
      const stored = expectStatus(await c.get(`/v1/invoices/${inv}`), 200);
      expect(await field({ memo: 42 }, inv)).toEqual(['memo invalid_type']);
      expect(await field({ due_at: 'tomorrow' }, inv)).toEqual(['due_at invalid_datetime']);
      expect(await field({ lines: 'none' }, inv)).toEqual(['lines invalid_type']);
      const unchanged = expectStatus(await c.get(`/v1/invoices/${inv}`), 200);
      expect(unchanged).toEqual(stored);
    });

    it("normalises what it writes as a client's body is: datetimes in UTC, lines numbered, aliases", async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const actions = new Actions(new Records(h().store, documentEffects(), catalog));
      const base = invoiceBody(ch, { source_id: 'probe-3' });
      await actions.run(
        probe,
        c.companyId,
        ch.customer,
        'write_bad',
        {
          base,
          values: {
            due_at: '2026-02-01T09:00:00+02:00',
            lines: [
              { description: 'A', amount: '60.00', account_id: ch.sales },
              { description: 'B', amount: '40.00', account_id: ch.sales },
            ],
          },
        },
        undefined,
      );
      const list = expectStatus(await c.get('/v1/invoices?source_id=probe-3'), 200);
      const data = list.data[0].data;
      expect(data.due_at).toBe('2026-02-01T07:00:00.000Z');
      expect(data.lines.map((l: Body) => l.line_number)).toEqual([1, 2]);
    });
  });
});
