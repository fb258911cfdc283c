/**
 * Batches through the typed client (client/index.ts: batchOperation, batchRef, runBatch): the
 * operations are checked by the compiler like the requests they stand for, and run on each
 * database. No cast and no `any`: `npm run typecheck` compiles this file.
 */
import { describe, expect, it } from 'vitest';
import { batchOperation, batchRef, createFinrecClient, runBatch } from '../client/index.ts';
import { forEachDatabase } from './helpers/harness.ts';

forEachDatabase((h) => {
  describe('batches through the typed client', () => {
    it('a customer and its invoice in one atomic batch, then the invoice approved by id', async () => {
      const { token } = await h().company();
      const finrec = createFinrecClient({ baseUrl: h().baseUrl, token });
      const sales = await finrec.POST('/v1/accounts', {
        body: { name: 'Sales', type: 'revenue', source_id: 'acct-sales' },
      });
      const salesId = sales.data?.id ?? '';

      const results = await runBatch(
        finrec,
        [
          batchOperation('post', '/v1/customers', { body: { name: 'Grace Hopper' }, ref: 'grace' }),
          batchOperation('post', '/v1/invoices', {
            ref: 'inv',
            body: {
              source_id: 'batch-inv-1',
              source_system: 'shop',
              customer_id: batchRef('grace'),
              currency: 'USD',
              status: 'draft',
              document_date: '2026-03-01',
              total_amount: '250.00',
              lines: [{ description: 'Compiler review', amount: '250.00', account_id: salesId }],
            },
          }),
        ],
        { atomic: true, idempotencyKey: `client-batch-${token.slice(-8)}` },
      );
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      const invoice = results[1]?.body as { id: string; data: { customer_id: string } };
      const grace = results[0]?.body as { id: string };
      expect(invoice.data.customer_id).toBe(grace.id);

      const approved = await runBatch(finrec, [
        batchOperation('post', '/v1/invoices/{id}/submit', { params: { id: invoice.id } }),
        batchOperation('post', '/v1/invoices/{id}/approve', { params: { id: invoice.id } }),
      ]);
      expect(approved.map((r) => r.status)).toEqual([200, 200]);

      // A refused batch throws with the error envelope as its cause.
      const refusal = await runBatch(finrec, [
        batchOperation('post', '/v1/customers', { body: { name: 'A', parent_id: batchRef('nobody') } }),
      ]).catch((e: Error) => e);
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toContain('operations.0.body.parent_id');
    });

    it('checks operations at compile time', () => {
      // @ts-expect-error: not a path of the API
      batchOperation('post', '/v1/customerz', {});
      // @ts-expect-error: a customer's name is a string
      batchOperation('post', '/v1/customers', { body: { name: 42 } });
      expect(batchRef('cust', '/data/name')).toEqual({ $ref: 'cust#/data/name' });
    });
  });
});
