/**
 * Invoices with 10 lines (issue 3): POST against the raw per-request ceiling (the same row, lines
 * inside its document as the app stores them, and its reference rows, one transaction and so one
 * commit per request), and GET by id against the raw SELECT. The invoices POSTed here are left
 * `pending_approval` for the ledger scenario's approvals.
 */
import { check, type Json, type ListBody, requestJson, type ScenarioContext } from './context.ts';

const LINES = 10;

/** Refs the invoice bodies use, made once per company through the API. */
export interface InvoiceRefs {
  /** Invoices go to these customers in turn (a customer's balance is one row: one per invoice would queue). */
  customerIds: string[];
  incomeAccountId: string;
}

const CUSTOMERS = 50;

export async function invoiceRefs(appUrl: string, token: string): Promise<InvoiceRefs> {
  const customerIds: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const customer = await requestJson(`${appUrl}/v1/customers`, token, {
      method: 'POST',
      body: {
        name: `Invoice bench customer ${i}`,
        currency: 'USD',
        source_system: 'bench',
        source_id: `inv-cust-${i}`,
      },
      expect: [200, 201],
    });
    customerIds.push(String(customer.id));
  }
  const account = await requestJson(`${appUrl}/v1/accounts`, token, {
    method: 'POST',
    body: {
      name: 'Bench sales',
      account_type: 'revenue',
      currency: 'USD',
      source_system: 'bench',
      source_id: 'bench-sales',
    },
    expect: [200, 201],
  });
  return { customerIds, incomeAccountId: String(account.id) };
}

/**
 * A 10-line invoice that adds up (10 × 25.00 + 8% tax = 270.00), so it can post when approved;
 * `n` makes its source identity new.
 */
export function invoiceBody(n: number, refs: InvoiceRefs): Json {
  return {
    source_system: 'bench',
    source_id: `bench-inv-${n}`,
    document_number: `INV-${n}`,
    currency: 'USD',
    customer_id: refs.customerIds[Math.abs(n) % refs.customerIds.length],
    approval_status: 'pending_approval',
    document_date: '2026-03-01',
    due_at: '2026-03-31T00:00:00Z',
    subtotal: '250.00',
    tax_amount: '20.00',
    total_amount: '270.00',
    terms: 'net_30',
    lines: Array.from({ length: LINES }, (_, i) => ({
      description: `Consulting, item ${i + 1}`,
      quantity: '2',
      amount: '25.00',
      account_id: refs.incomeAccountId,
      tax_code: 'TAX8',
    })),
  };
}

/** Up to `max` invoice ids of the company, oldest first, optionally filtered (`&approval_status=…`). */
export async function invoiceIds(appUrl: string, token: string, max: number, filter = ''): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = (await requestJson(
      `${appUrl}/v1/invoices?limit=200${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    )) as unknown as ListBody;
    for (const r of page.data) ids.push(r.id);
    cursor = page.pagination.has_more ? page.pagination.next_cursor : null;
  } while (cursor && ids.length < max);
  return ids.slice(0, max);
}

export async function invoiceScenario(ctx: ScenarioContext): Promise<void> {
  const { db, info, settings } = ctx;
  const app = info.appUrl;
  const raw = info.rawUrl;
  const refs = await invoiceRefs(app, info.postToken);

  // The raw ceiling writes exactly the row the app wrote for this invoice (with new ids).
  const probe = await requestJson(`${app}/v1/invoices`, info.postToken, {
    method: 'POST',
    body: invoiceBody(0, refs),
    expect: 201,
  });
  const probeData = probe.data as Json;
  check((probeData.lines as unknown[]).length === LINES, 'the probe invoice has 10 lines');
  check(probeData.total_amount === '270.00', 'decimals come back as sent');
  const template = await fetch(`${raw}/invoices/template/${info.postCompanyId}/${String(probe.id)}`, {
    method: 'POST',
  });
  check(template.status === 200, `raw template: ${template.status}`);

  let n = 1;
  const conns = settings.writeConnections;
  const [, posted] = await ctx.together([
    [
      {
        db,
        key: 'raw.invoice.insert',
        label: 'Raw: INSERT invoice + refs, one transaction per request',
        rows: 0,
        connections: conns,
      },
      {
        origin: raw,
        connections: conns,
        method: 'POST',
        status: 201,
        path: () => `/invoices/${info.rawCompanyId}`,
        body: () => JSON.stringify(invoiceBody(n++, refs)),
      },
    ],
    [
      {
        db,
        key: 'app.invoice.post',
        label: 'POST /v1/invoices (10 lines)',
        rows: 0,
        connections: conns,
        ceiling: 'raw.invoice.insert',
      },
      {
        origin: app,
        connections: conns,
        method: 'POST',
        status: 201,
        token: info.postToken,
        path: () => '/v1/invoices',
        body: () => JSON.stringify(invoiceBody(n++, refs)),
      },
    ],
  ]);
  const count = (await requestJson(`${app}/v1/invoices?limit=1`, info.postToken)) as unknown as ListBody;
  check(
    count.pagination.total_count >= (posted ?? 0) + 1,
    `every answered POST is stored: ${count.pagination.total_count} ≥ ${(posted ?? 0) + 1}`,
  );

  // GET by id: the same random sequence of the app's invoices for both.
  const ids = await invoiceIds(app, info.postToken, 2000);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const sequence = () => {
    let next = 0;
    return () => ids[next++ % ids.length]!;
  };
  const rawId = sequence();
  const appId = sequence();
  const read = settings.readConnections;
  const rows = count.pagination.total_count;
  await ctx.together([
    [
      {
        db,
        key: 'raw.invoice.get',
        label: 'Raw: SELECT invoice by (company_id, id)',
        rows,
        connections: read,
      },
      { origin: raw, connections: read, path: () => `/invoices/${info.postCompanyId}/${rawId()}` },
    ],
    [
      {
        db,
        key: 'app.invoice.get',
        label: 'GET /v1/invoices/{id} (10 lines)',
        rows,
        connections: read,
        ceiling: 'raw.invoice.get',
      },
      { origin: app, connections: read, token: info.postToken, path: () => `/v1/invoices/${appId()}` },
    ],
  ]);

  const ratio = (a: string, b: string) => {
    const x = ctx.figure(a)?.rps;
    const y = ctx.figure(b)?.rps;
    return x !== undefined && y ? x / y : undefined;
  };
  const get = ratio('app.invoice.get', 'raw.invoice.get');
  if (get !== undefined)
    ctx.aim({ name: 'GET invoice, 10 lines', value: get, target: 0.8, detail: 'vs raw SELECT by id' });
  const post = ratio('app.invoice.post', 'raw.invoice.insert');
  if (post !== undefined)
    ctx.aim({
      name: 'POST invoice, 10 lines',
      value: post,
      target: db === 'sqlite' ? 1.5 : 0.6,
      detail: 'vs raw per-request INSERT of the row and its refs',
    });
  const p99 = ctx.figure('app.invoice.post')?.p99;
  if (p99 !== undefined && db === 'sqlite')
    ctx.aim({
      name: `POST invoice p99 at ${conns} clients`,
      value: p99,
      target: 30,
      unit: 'ms',
      atMost: true,
      detail: 'latency',
    });
}
