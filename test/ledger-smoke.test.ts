import { expect, it } from 'vitest';
import { forEachDatabase } from './helpers/harness.ts';

forEachDatabase((h) => {
  it('smoke: invoice lifecycle posts, mark_paid pays, void reverses', async () => {
    const c = await h().company();
    const cust = await c.post('/v1/customers', { name: 'Ada' });
    const inc = await c.post('/v1/accounts', { source_id: '4000', name: 'Sales', type: 'revenue' });
    const inv = await c.post('/v1/invoices', {
      source_id: 'inv1',
      source_system: 'test',
      currency: 'USD',
      total_amount: '110.00',
      tax_amount: '10.00',
      customer_id: cust.body.id,
      lines: [{ description: 'Widget', amount: '100.00', account_id: inc.body.id }],
    });
    expect(inv.status, JSON.stringify(inv.body)).toBe(201);
    const id = inv.body.id;
    expect((await c.post(`/v1/invoices/${id}/submit`)).status).toBe(200);
    const ap = await c.post(`/v1/invoices/${id}/approve`);
    expect(ap.status, JSON.stringify(ap.body)).toBe(200);
    const le = await c.get(`/v1/ledger_entries?document_id=${id}`);
    console.log(JSON.stringify(le.body.data.map((e: { data: unknown }) => e.data)));
    const tb = await c.get('/v1/reports/trial_balance');
    console.log(JSON.stringify(tb.body));
    expect((await c.get(`/v1/customers/${cust.body.id}`)).body.data.balance).toBe('110.00');
    const paid = await c.post(`/v1/invoices/${id}/mark_paid`, {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.open_balance).toBe('0.00');
    expect((await c.get(`/v1/customers/${cust.body.id}`)).body.data.balance).toBe('0.00');
    const conf = await c.post(`/v1/invoices/${id}/confirm`, {});
    console.log(conf.status, conf.headers.get('deprecation'), conf.headers.get('sunset'), conf.body.code);
    // A paid invoice is voided once its payment is: first the payment, then the invoice.
    const refused = await c.post(`/v1/invoices/${id}/void`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    const payment = (await c.get(`/v1/payments?invoice_id=${id}`)).body.data[0].data;
    const { id: _i, created_at: _c, updated_at: _u, version: _v, ...fields } = payment;
    expect((await c.post('/v1/payments', { ...fields, status: 'void' })).status).toBe(200);
    const v = await c.post(`/v1/invoices/${id}/void`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const tb2 = await c.get('/v1/reports/trial_balance');
    console.log(JSON.stringify(tb2.body.data.totals));
    for (const r of ['balance_sheet', 'profit_and_loss', 'general_ledger', 'ar_aging', 'ap_aging']) {
      const rep = await c.get(`/v1/reports/${r}`);
      expect(rep.status, JSON.stringify(rep.body)).toBe(200);
    }
  });
});
