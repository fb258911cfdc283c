/**
 * Items (spec §2.14), quotes (§2.11), sales orders (§2.9) and purchase orders (§2.10) over HTTP:
 * the generic record rules (D4–D6) on each resource, then what is particular to each one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fullLine, makeRefs, qs, type Refs } from './helpers/catalog-orders-fixtures.ts';
import {
  BASE_LINE_FIELDS,
  type Body,
  COMMON_EXTRA_FIELDS,
  type Company,
  count,
  created,
  DOC_HEADER_FIELDS,
  errorOn,
  expect422Fields,
  META_KEYS,
  UNKNOWN_ID,
  uid,
  utc,
  valuesOf,
} from './helpers/fixtures.ts';
import { forEachDatabase, type Json } from './helpers/harness.ts';

/** What the tests need of a company: its referenceable records and a sales order to point at. */
interface Ctx extends Refs {
  parentOrderId: string;
}

async function setup(c: Company): Promise<Ctx> {
  const refs = await makeRefs(c);
  const parent = created(
    await c.post('/v1/sales_orders', {
      source_id: uid('so_parent'),
      source_system: 'crm',
      status: 'open',
      currency: 'USD',
      total_amount: '1.00',
    }),
  );
  return { ...refs, parentOrderId: parent.id };
}

/** Ids of the wrong resource in every reference slot (customer_id given an account's id, …). */
const wrongTypes = (ctx: Ctx): Ctx => ({
  ...ctx,
  customerId: ctx.revenueAccountId,
  otherCustomerId: ctx.revenueAccountId,
  itemId: ctx.customerId,
  revenueAccountId: ctx.itemId,
  expenseAccountId: ctx.customerId,
  assetAccountId: ctx.itemId,
  cogsAccountId: ctx.parentOrderId,
  parentOrderId: ctx.customerId,
});

// The resources' fields, in the order of the spec -------------------------------------------------

const ITEM_FIELDS = [
  'connection_id',
  'product_id',
  'name',
  'description',
  'sku',
  'active',
  'type',
  'unit_label',
  'is_sold',
  'is_purchased',
  'track_inventory',
  'unit_price',
  'purchase_cost',
  'quantity_on_hand',
  'reorder_point',
  'revenue_account_id',
  'expense_account_id',
  'asset_account_id',
  'cogs_account_id',
  'preferred_vendor_id',
  'class_id',
  'subsidiary_id',
  'locations',
  'source_system',
  'metadata',
];

const QUOTE_FIELDS = [
  ...DOC_HEADER_FIELDS,
  'document_number',
  'customer_id',
  'memo',
  'status',
  'approval_status',
  'currency',
  'total_amount',
  'issued_at',
  'expires_at',
  'accepted_at',
  'lines',
  'dimensions',
  'metadata',
];

const SALES_ORDER_FIELDS = [
  ...DOC_HEADER_FIELDS,
  'document_number',
  'order_type',
  'description',
  'memo',
  'status',
  'approval_status',
  'currency',
  'total_amount',
  'issued_at',
  'closed_at',
  'invoiced_at',
  'fulfilled_at',
  'customer_id',
  'subscription_id',
  'parent_order_id',
  'term_months',
  'term_start_date',
  'term_end_date',
  'renewal_type',
  'billing_schedule',
  'minimum_commitment',
  'source_currency',
  'settlement_currency',
  'exchange_rate',
  'lines',
  'metadata',
];

const PURCHASE_ORDER_FIELDS = [
  ...DOC_HEADER_FIELDS,
  'document_number',
  'vendor_id',
  'memo',
  'status',
  'currency',
  'total_amount',
  'issued_at',
  'closed_at',
  'billed_at',
  'expected_date',
  'lines',
  'dimensions',
  'metadata',
];

const LINE_TYPES = 'product, service, discount, tax, shipping, subtotal, description_only';

// Fully populated bodies ------------------------------------------------------------------------

const quoteLine = (ctx: Ctx, n: number) => ({
  ...fullLine(ctx, n),
  optional: n % 2 === 0,
  discount_percent: '12.50',
  tiered_pricing: { mode: 'graduated', tiers: [{ up_to: 10, unit_amount: '5.00' }] },
});

const salesOrderLine = (ctx: Ctx, n: number) => ({
  ...fullLine(ctx, n),
  quote_line_ref: `qlref_${n}`,
  fulfillment_status: 'partially_fulfilled',
  fulfilled_quantity: '1.0',
  invoiced_quantity: '0.5',
  billing_period_start: '2026-04-01T00:00:00+02:00',
  billing_period_end: '2026-04-30T23:59:59.999-07:00',
});

const purchaseOrderLine = (ctx: Ctx, n: number) => ({
  ...fullLine(ctx, n),
  expected_receipt_date: '2026-05-02T08:00:00-04:00',
  received_quantity: '1.500',
  billed_quantity: '0',
  warehouse_location: 'Aisle 4',
  buyer_note: 'Deliver to the loading dock',
});

const itemFull = (ctx: Ctx): Body => ({
  connection_id: 'conn_shop',
  product_id: uid('prod'),
  name: 'Deluxe Widget',
  description: 'A widget, but deluxe',
  sku: 'DW-01',
  active: false,
  type: 'good',
  unit_label: 'each',
  is_sold: true,
  is_purchased: true,
  track_inventory: true,
  unit_price: '19.9900',
  purchase_cost: '7.5',
  quantity_on_hand: '120.000',
  reorder_point: '-1.25',
  revenue_account_id: ctx.revenueAccountId,
  expense_account_id: ctx.expenseAccountId,
  asset_account_id: ctx.assetAccountId,
  cogs_account_id: ctx.cogsAccountId,
  preferred_vendor_id: 'ven_42',
  class_id: 'cls_hw',
  subsidiary_id: 'sub_eu',
  locations: [
    { location_id: 'loc_a', quantity_on_hand: '100', reorder_point: '10.00' },
    { location_id: 'loc_b', quantity_on_hand: '20.000', reorder_point: '0' },
  ],
  source_system: 'shopify',
  metadata: { shopify_handle: 'deluxe-widget' },
});

const quoteFull = (ctx: Ctx): Body => ({
  source_id: uid('q'),
  source_system: 'hubspot',
  connection_id: 'conn_1',
  subsidiary_id: 'sub_us',
  document_number: 'Q-1001',
  customer_id: ctx.customerId,
  memo: 'Spring offer',
  status: 'sent',
  approval_status: 'approved',
  currency: 'USD',
  total_amount: '1234.5000',
  issued_at: '2026-03-01T09:30:00+02:00',
  expires_at: '2026-03-31T23:59:59-05:00',
  accepted_at: '2026-03-15T12:00:00.123Z',
  lines: [quoteLine(ctx, 1), quoteLine(ctx, 2)],
  dimensions: { region: 'emea' },
  metadata: { deal: '42' },
});

const salesOrderFull = (ctx: Ctx): Body => ({
  source_id: uid('so'),
  source_system: 'salesforce',
  connection_id: 'conn_sf',
  subsidiary_id: 'sub_us',
  document_number: 'SO-77',
  order_type: 'renewal',
  description: 'Annual renewal',
  memo: 'Renews SO-1',
  status: 'partially_fulfilled',
  approval_status: 'pending_approval',
  currency: 'EUR',
  total_amount: '12000.00',
  issued_at: '2026-01-10T10:00:00+01:00',
  closed_at: '2026-12-31T23:00:00-01:00',
  invoiced_at: '2026-02-01T00:00:00Z',
  fulfilled_at: '2026-02-15T12:30:00+05:30',
  customer_id: ctx.customerId,
  subscription_id: 'sub_123',
  parent_order_id: ctx.parentOrderId,
  term_months: 12,
  term_start_date: '2026-01-01',
  term_end_date: '2026-12-31',
  renewal_type: 'auto',
  billing_schedule: 'monthly',
  minimum_commitment: '10000.0',
  source_currency: 'USD',
  settlement_currency: 'EUR',
  exchange_rate: '0.9234567891',
  // A document's lines are in its currency (issue 25).
  lines: [salesOrderLine(ctx, 1), salesOrderLine(ctx, 2)].map((l) => ({ ...l, currency: 'EUR' })),
  metadata: { opportunity: 'opp_9' },
});

const purchaseOrderFull = (ctx: Ctx): Body => ({
  source_id: uid('po'),
  source_system: 'netsuite',
  connection_id: 'conn_ns',
  subsidiary_id: 'sub_de',
  document_number: 'PO-500',
  vendor_id: 'ven_acme',
  memo: 'Restock',
  status: 'partially_received',
  currency: 'GBP',
  total_amount: '750.25',
  issued_at: '2026-04-01T09:00:00+01:00',
  closed_at: '2026-06-01T09:00:00-07:00',
  billed_at: '2026-05-15T00:00:00Z',
  expected_date: '2026-04-20',
  lines: [purchaseOrderLine(ctx, 1), purchaseOrderLine(ctx, 2)].map((l) => ({ ...l, currency: 'GBP' })),
  dimensions: { cost_center: 'ops' },
  metadata: { buyer: 'kim' },
});

// One descriptor per resource drives the generic suite -------------------------------------------

interface ResourceCase {
  path: string;
  object: string;
  identity: 'source_id' | 'product_id';
  fields: string[];
  required: string[];
  /** Only the required fields, with a fresh identity. */
  minimal: () => Body;
  /** Values a minimal record gets by default (all other optional fields are null). */
  defaults: Record<string, unknown>;
  full: (ctx: Ctx) => Body;
  /** A text field (wrong-type test and a partial update). */
  textField: string;
  /** A top-level decimal field, and a required field to try clearing. */
  decimalField: string;
  requiredToClear: string;
  /** An optional field set by `full` that a null clears to null. */
  clearable: string;
  enumField: { field: string; allowed: string };
  dateField?: { field: string; code: 'invalid_date' | 'invalid_datetime'; bad: string };
  /** The array of objects (lines or locations): a valid item and one of its decimal fields. */
  array: { field: string; item: () => Body; decimal: string; defaultValue: unknown };
  /** Every reference of `full`, as dotted paths, built from `ctx`. */
  refFields: string[];
  /** A body using `ctx`'s ids in every reference slot. */
  withRefs: (ctx: Ctx) => Body;
}

const docMinimal = (prefix: string, status: string) => () => ({
  source_id: uid(prefix),
  source_system: 'csv_upload',
  status,
  currency: 'USD',
  total_amount: '10.00',
});

const DOC_REQUIRED = ['source_id', 'source_system', 'status', 'currency', 'total_amount'];

const plainLine = () => ({ description: 'Line', amount: '5.00' });

const CASES: ResourceCase[] = [
  {
    path: 'items',
    object: 'item',
    identity: 'product_id',
    fields: ITEM_FIELDS,
    required: ['product_id', 'name'],
    minimal: () => ({ product_id: uid('prod'), name: 'Widget' }),
    defaults: { active: true, metadata: {} },
    full: itemFull,
    textField: 'description',
    decimalField: 'unit_price',
    requiredToClear: 'name',
    clearable: 'sku',
    enumField: { field: 'type', allowed: 'good, service' },
    array: {
      field: 'locations',
      item: () => ({ location_id: 'loc_1', quantity_on_hand: '1' }),
      decimal: 'reorder_point',
      defaultValue: null,
    },
    refFields: ['revenue_account_id', 'expense_account_id', 'asset_account_id', 'cogs_account_id'],
    withRefs: (ctx) => ({
      product_id: uid('prod'),
      name: 'Ref widget',
      revenue_account_id: ctx.revenueAccountId,
      expense_account_id: ctx.expenseAccountId,
      asset_account_id: ctx.assetAccountId,
      cogs_account_id: ctx.cogsAccountId,
    }),
  },
  {
    path: 'quotes',
    object: 'quote',
    identity: 'source_id',
    fields: QUOTE_FIELDS,
    required: DOC_REQUIRED,
    minimal: docMinimal('q', 'draft'),
    defaults: { approval_status: 'draft', lines: [], dimensions: {}, metadata: {} },
    full: quoteFull,
    textField: 'memo',
    decimalField: 'total_amount',
    requiredToClear: 'status',
    clearable: 'customer_id',
    enumField: { field: 'status', allowed: 'draft, sent, accepted, declined, expired, converted, void' },
    dateField: { field: 'expires_at', code: 'invalid_datetime', bad: '2026-02-30T10:00:00Z' },
    array: { field: 'lines', item: plainLine, decimal: 'quantity', defaultValue: [] },
    refFields: ['customer_id', 'lines.0.detail.item_id', 'lines.0.detail.account_id'],
    withRefs: (ctx) => ({
      ...docMinimal('q', 'draft')(),
      customer_id: ctx.customerId,
      lines: [{ detail: { type: 'item', item_id: ctx.itemId, account_id: ctx.revenueAccountId } }],
    }),
  },
  {
    path: 'sales_orders',
    object: 'sales_order',
    identity: 'source_id',
    fields: SALES_ORDER_FIELDS,
    required: DOC_REQUIRED,
    minimal: docMinimal('so', 'open'),
    defaults: { approval_status: 'draft', lines: [], metadata: {} },
    full: salesOrderFull,
    textField: 'description',
    decimalField: 'exchange_rate',
    requiredToClear: 'currency',
    clearable: 'parent_order_id',
    enumField: {
      field: 'status',
      allowed:
        'draft, open, partially_fulfilled, fulfilled, partially_invoiced, invoiced, closed, canceled, void',
    },
    dateField: { field: 'term_start_date', code: 'invalid_date', bad: '2026-02-30' },
    array: { field: 'lines', item: plainLine, decimal: 'invoiced_quantity', defaultValue: [] },
    refFields: ['customer_id', 'parent_order_id', 'lines.1.detail.item_id'],
    withRefs: (ctx) => ({
      ...docMinimal('so', 'open')(),
      customer_id: ctx.customerId,
      parent_order_id: ctx.parentOrderId,
      lines: [plainLine(), { detail: { type: 'item', item_id: ctx.itemId } }],
    }),
  },
  {
    path: 'purchase_orders',
    object: 'purchase_order',
    identity: 'source_id',
    fields: PURCHASE_ORDER_FIELDS,
    required: DOC_REQUIRED,
    minimal: docMinimal('po', 'open'),
    defaults: { lines: [], dimensions: {}, metadata: {} },
    full: purchaseOrderFull,
    textField: 'vendor_id',
    decimalField: 'total_amount',
    requiredToClear: 'total_amount',
    clearable: 'expected_date',
    enumField: {
      field: 'status',
      allowed: 'draft, open, partially_received, received, partially_billed, billed, closed, canceled, void',
    },
    dateField: { field: 'expected_date', code: 'invalid_date', bad: '2026-13-01' },
    array: { field: 'lines', item: plainLine, decimal: 'received_quantity', defaultValue: [] },
    refFields: ['lines.0.detail.item_id', 'lines.1.detail.account_id'],
    withRefs: (ctx) => ({
      ...docMinimal('po', 'open')(),
      lines: [
        { detail: { type: 'item', item_id: ctx.itemId } },
        { detail: { type: 'item', account_id: ctx.expenseAccountId } },
      ],
    }),
  },
];

forEachDatabase((h) => {
  for (const rc of CASES) {
    describe(`${rc.path}: generic record rules`, () => {
      it('creates with only the required fields: defaults and nulls (D4)', async () => {
        const c = await h().company();
        const body = rc.minimal();
        const res = await c.post(`/v1/${rc.path}`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.headers.get('etag')).toBe('"1"');
        expect(res.body.object).toBe(rc.object);
        const data = res.body.data;
        // Items also carry source_id, the alias of product_id (D4, D6).
        const aliases = rc.path === 'items' ? ['source_id'] : [];
        expect(Object.keys(data).sort()).toEqual([...META_KEYS, ...rc.fields, ...aliases].sort());
        if (rc.path === 'items') expect(data.source_id).toBe(data.product_id);
        expect(data.id).toBe(res.body.id);
        expect(data.version).toBe(1);
        expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        for (const f of rc.fields) {
          if (f in body) expect(data[f], f).toEqual(body[f]);
          else if (f in rc.defaults) expect(data[f], f).toEqual(rc.defaults[f]);
          else expect(data[f], f).toBeNull();
        }
      });

      it('echoes every field back: decimals as sent, datetimes in UTC; get returns the same', async () => {
        const c = await h().company();
        const ctx = await setup(c);
        const body = rc.full(ctx);
        // The full body sets every field of the spec.
        expect(Object.keys(body).sort()).toEqual([...rc.fields].sort());
        const res = await c.post(`/v1/${rc.path}`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const expected = utc(body);
        for (const f of rc.fields) expect(res.body.data[f], f).toEqual(expected[f]);
        const got = await c.get(`/v1/${rc.path}/${res.body.id}`);
        expect(got.status).toBe(200);
        expect(got.headers.get('etag')).toBe('"1"');
        expect(got.body).toEqual(res.body);
        const listed = await c.get(`/v1/${rc.path}?${rc.identity}=${body[rc.identity]}`);
        expect(listed.body.data).toEqual([res.body]);
      });

      it('updates only the fields sent; arrays replaced; null clears', async () => {
        const c = await h().company();
        const ctx = await setup(c);
        const body = rc.full(ctx);
        const { id } = created(await c.post(`/v1/${rc.path}`, body));
        const res = await c.put(`/v1/${rc.path}/${id}`, {
          [rc.textField]: 'changed',
          [rc.clearable]: null,
          metadata: null,
          [rc.array.field]: [rc.array.item()],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.headers.get('etag')).toBe('"2"');
        const data = res.body.data;
        expect(data.version).toBe(2);
        expect(data[rc.textField]).toBe('changed');
        expect(data[rc.clearable]).toBeNull();
        expect(data.metadata).toEqual({});
        const replaced = data[rc.array.field] as Json[];
        expect(replaced).toHaveLength(1);
        expect(replaced[0]).toMatchObject(rc.array.item());
        const untouched = rc.fields.filter(
          (f) => ![rc.textField, rc.clearable, 'metadata', rc.array.field].includes(f),
        );
        const expected = utc(body);
        for (const f of untouched) expect(data[f], f).toEqual(expected[f]);

        // null clears the array to its default.
        const cleared = await c.put(`/v1/${rc.path}/${id}`, { [rc.array.field]: null });
        expect(cleared.status).toBe(200);
        expect(cleared.body.data[rc.array.field]).toEqual(rc.array.defaultValue);

        expect(cleared.body.data.version).toBe(3);
      });

      it(`a required field (${rc.requiredToClear}) cannot be cleared: one 'required' error, nothing changed`, async () => {
        const c = await h().company();
        const body = rc.minimal();
        const { id } = created(await c.post(`/v1/${rc.path}`, body));
        const bad = await c.put(`/v1/${rc.path}/${id}`, { [rc.requiredToClear]: null });
        const errors = expect422Fields(bad, 'VALIDATION_ERROR', [rc.requiredToClear]);
        expect(errors[0]).toMatchObject({ code: 'required', message: 'is required and cannot be null' });
        const after = await c.get(`/v1/${rc.path}/${id}`);
        expect(after.body.data.version).toBe(1);
        expect(after.body.data[rc.requiredToClear]).toEqual(body[rc.requiredToClear]);
      });

      it('deletes, then 404; unknown and malformed ids are 404', async () => {
        const c = await h().company();
        const { id } = created(await c.post(`/v1/${rc.path}`, rc.minimal()));
        const res = await c.delete(`/v1/${rc.path}/${id}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ deleted: true, id, object: rc.object });
        for (const target of [id, UNKNOWN_ID, 'not-a-uuid']) {
          expect((await c.get(`/v1/${rc.path}/${target}`)).body.code).toBe('NOT_FOUND');
          expect((await c.put(`/v1/${rc.path}/${target}`, { [rc.textField]: 'x' })).status).toBe(404);
          expect((await c.delete(`/v1/${rc.path}/${target}`)).status).toBe(404);
        }
        expect(await count(c, rc.path)).toBe(0);
      });

      it('PATCH on a record and PUT on the collection are 405 with Allow', async () => {
        const c = await h().company();
        const { id } = created(await c.post(`/v1/${rc.path}`, rc.minimal()));
        const patch = await c.request('PATCH', `/v1/${rc.path}/${id}`, { body: { memo: 'x' } });
        expect(patch.status).toBe(405);
        expect(patch.body.code).toBe('METHOD_NOT_ALLOWED');
        expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
        const put = await c.put(`/v1/${rc.path}`, {});
        expect(put.status).toBe(405);
        expect(put.headers.get('allow')).toBe('GET, POST');
      });

      it('isolates companies: 404 on another company’s record, 422 on a reference to it', async () => {
        const a = await h().company();
        const b = await h().company();
        const ctxA = await setup(a);
        const ctxB = await setup(b);
        const { id } = created(await a.post(`/v1/${rc.path}`, rc.full(ctxA)));
        expect((await b.get(`/v1/${rc.path}/${id}`)).status).toBe(404);
        expect((await b.put(`/v1/${rc.path}/${id}`, { [rc.textField]: 'stolen' })).status).toBe(404);
        expect((await b.delete(`/v1/${rc.path}/${id}`)).status).toBe(404);
        const bList = await b.get(`/v1/${rc.path}`);
        expect((bList.body.data as Json[]).map((r) => r.id)).not.toContain(id);
        const still = await a.get(`/v1/${rc.path}/${id}`);
        expect(still.body.data.version).toBe(1);

        // The own company's references are fine …
        expect((await a.post(`/v1/${rc.path}`, rc.withRefs(ctxA))).status).toBe(201);
        const before = await count(a, rc.path);
        // … another company's are INVALID_REFERENCE on each field, and nothing is stored.
        const cross = await a.post(`/v1/${rc.path}`, rc.withRefs(ctxB));
        const errors = expect422Fields(cross, 'INVALID_REFERENCE', rc.refFields);
        for (const e of errors) expect(e.code).toBe('invalid_reference');
        // The same on update.
        const upd = await a.put(`/v1/${rc.path}/${id}`, rc.withRefs(ctxB));
        expect422Fields(upd, 'INVALID_REFERENCE', rc.refFields);
        expect(await count(a, rc.path)).toBe(before);
        expect((await a.get(`/v1/${rc.path}/${id}`)).body.data.version).toBe(1);
      });

      it('a reference to a record of the wrong type is 422 INVALID_REFERENCE on that field', async () => {
        const c = await h().company();
        const ctx = await setup(c);
        const before = await count(c, rc.path);
        const res = await c.post(`/v1/${rc.path}`, rc.withRefs(wrongTypes(ctx)));
        const errors = expect422Fields(res, 'INVALID_REFERENCE', rc.refFields);
        const first = errorOn(errors, rc.refFields[0]!);
        expect(first.message).toMatch(/existing/);
        // An id that names no record at all is refused the same way.
        const topLevel = rc.refFields.filter((f) => !f.includes('.'));
        if (topLevel.length > 0) {
          const unknown = await c.post(`/v1/${rc.path}`, {
            ...rc.withRefs(ctx),
            ...Object.fromEntries(topLevel.map((f) => [f, UNKNOWN_ID])),
          });
          expect422Fields(unknown, 'INVALID_REFERENCE', topLevel);
        }
        expect(await count(c, rc.path)).toBe(before);
      });

      it('create is an upsert by source identity (201, then 200 on the same record)', async () => {
        const c = await h().company();
        const body = rc.minimal();
        const first = await c.post(`/v1/${rc.path}`, body);
        expect(first.status).toBe(201);
        const again = await c.post(`/v1/${rc.path}`, { ...body, [rc.textField]: 'second' });
        expect(again.status).toBe(200);
        expect(again.body.id).toBe(first.body.id);
        expect(again.body.data[rc.textField]).toBe('second');
        expect(again.body.data.version).toBe(2);
        expect(again.headers.get('etag')).toBe('"2"');
        expect(await count(c, rc.path)).toBe(1);
        // connection_id is part of the identity, and so is source_system.
        const otherConn = await c.post(`/v1/${rc.path}`, { ...body, connection_id: 'conn_other' });
        expect(otherConn.status).toBe(201);
        expect(otherConn.body.id).not.toBe(first.body.id);
        const otherSystem = await c.post(`/v1/${rc.path}`, { ...body, source_system: 'other_system' });
        expect(otherSystem.status).toBe(201);
        const sameConn = await c.post(`/v1/${rc.path}`, {
          ...body,
          connection_id: 'conn_other',
          [rc.textField]: 'third',
        });
        expect(sameConn.status).toBe(200);
        expect(sameConn.body.id).toBe(otherConn.body.id);
        expect(await count(c, rc.path, qs({ [rc.identity]: body[rc.identity] as string }))).toBe(3);
        // A PUT taking another record's identity is 409.
        const clash = await c.put(`/v1/${rc.path}/${otherSystem.body.id}`, {
          source_system: body.source_system ?? null,
        });
        expect(clash.status).toBe(409);
        expect(clash.body.code).toBe('DUPLICATE_SOURCE_IDENTITY');
      });

      describe('bad input is a 422 naming the field; nothing is stored', () => {
        const arr = rc.array.field;
        const cases: { name: string; body: () => Body; field: string; code: string; message?: RegExp }[] = [
          ...rc.required.map((f) => ({
            name: `missing ${f}`,
            body: () => {
              const b = rc.minimal();
              delete b[f];
              return b;
            },
            field: f,
            code: 'required',
          })),
          {
            name: `${rc.requiredToClear} null`,
            body: () => ({ ...rc.minimal(), [rc.requiredToClear]: null }),
            field: rc.requiredToClear,
            code: 'required',
            message: /cannot be null/,
          },
          {
            name: 'wrong type',
            body: () => ({ ...rc.minimal(), [rc.textField]: 42 }),
            field: rc.textField,
            code: 'invalid_type',
            message: /must be a string/,
          },
          {
            name: 'unknown field',
            body: () => ({ ...rc.minimal(), foo: 'bar' }),
            field: 'foo',
            code: 'unknown_field',
          },
          {
            name: `unknown field inside ${arr}`,
            body: () => ({ ...rc.minimal(), [arr]: [rc.array.item(), { ...rc.array.item(), foo: 1 }] }),
            field: `${arr}.1.foo`,
            code: 'unknown_field',
          },
          {
            name: 'a decimal sent as a JSON number',
            body: () => ({ ...rc.minimal(), [rc.decimalField]: 12.5 }),
            field: rc.decimalField,
            code: 'invalid_type',
            message: /send decimals as strings/,
          },
          {
            name: `a decimal sent as a JSON number inside ${arr}`,
            body: () => ({ ...rc.minimal(), [arr]: [rc.array.item(), { [rc.array.decimal]: 3 }] }),
            field: `${arr}.1.${rc.array.decimal}`,
            code: 'invalid_type',
            message: /send decimals as strings/,
          },
          {
            name: 'a malformed decimal',
            body: () => ({ ...rc.minimal(), [rc.decimalField]: '1,000.00' }),
            field: rc.decimalField,
            code: 'invalid_decimal',
          },
          {
            name: 'an enum value outside the set',
            body: () => ({ ...rc.minimal(), [rc.enumField.field]: 'bogus' }),
            field: rc.enumField.field,
            code: 'invalid_enum',
            message: new RegExp(`^must be one of: ${rc.enumField.allowed}$`),
          },
          ...(rc.dateField
            ? [
                {
                  name: 'an invalid date',
                  body: () => ({ ...rc.minimal(), [rc.dateField!.field]: rc.dateField!.bad }),
                  field: rc.dateField.field,
                  code: rc.dateField.code,
                },
              ]
            : []),
        ];
        it.each(cases)('$name', async ({ body, field, code, message }) => {
          const c = await h().company();
          const res = await c.post(`/v1/${rc.path}`, body());
          const errors = expect422Fields(res, 'VALIDATION_ERROR', [field]);
          expect(errors[0].code).toBe(code);
          if (message) expect(errors[0].message).toMatch(message);
          expect(await count(c, rc.path)).toBe(0);
        });

        it('reports every problem of a request at once', async () => {
          const c = await h().company();
          const res = await c.post(`/v1/${rc.path}`, {
            [rc.textField]: 42,
            foo: 'bar',
            [rc.decimalField]: 1.5,
            [rc.enumField.field]: 'bogus',
            [arr]: [rc.array.item(), { foo: 1 }],
          });
          const missing = rc.required.filter((f) => f !== rc.decimalField && f !== rc.enumField.field);
          expect422Fields(res, 'VALIDATION_ERROR', [
            ...missing,
            rc.textField,
            'foo',
            rc.decimalField,
            rc.enumField.field,
            `${arr}.1.foo`,
          ]);
          expect(await count(c, rc.path)).toBe(0);
        });

        it('metadata has at most 50 keys', async () => {
          const c = await h().company();
          const metadata = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
          const res = await c.post(`/v1/${rc.path}`, { ...rc.minimal(), metadata });
          expect(expect422Fields(res, 'VALIDATION_ERROR', ['metadata'])[0].code).toBe('too_many_keys');
        });
      });

      it('lists: unknown sort, unknown parameter and a malformed reference filter are 422', async () => {
        const c = await h().company();
        expect422Fields(await c.get(`/v1/${rc.path}?sort=memo_x`), 'VALIDATION_ERROR', ['sort']);
        expect422Fields(await c.get(`/v1/${rc.path}?colour=red`), 'VALIDATION_ERROR', ['colour']);
        const refFilter = rc.refFields.find((f) => !f.includes('.'));
        if (refFilter) {
          expect422Fields(await c.get(`/v1/${rc.path}?${refFilter}=abc`), 'VALIDATION_ERROR', [refFilter]);
        }
        expect422Fields(await c.get(`/v1/${rc.path}?${rc.enumField.field}=bogus`), 'VALIDATION_ERROR', [
          rc.enumField.field,
        ]);
      });
    });
  }

  // Lists: every filter really filters, every sort sorts -------------------------------------------

  interface ListCase {
    path: string;
    key: string;
    /** Creates records `a`, `b`, `c` (and what they need); returns their ids (and others). */
    seed: (c: Company, refs: Refs) => Promise<Record<string, string>>;
    filters: (ids: Record<string, string>, refs: Refs) => [Record<string, string>, string[]][];
    sorts: [string, string[]][];
  }

  const seedAll = async (c: Company, path: string, bodies: Body[]) => {
    const ids: Record<string, string> = {};
    for (const b of bodies) ids[b.source_id as string] = created(await c.post(`/v1/${path}`, b)).id;
    return ids;
  };

  const LIST_CASES: ListCase[] = [
    {
      path: 'items',
      key: 'product_id',
      seed: async (c, ctx) => {
        // Only the three seeded items: the one makeRefs made goes.
        expect((await c.delete(`/v1/items/${ctx.itemId}`)).status).toBe(200);
        const r2 = created(
          await c.post('/v1/accounts', { source_id: 'r2', name: 'Services', type: 'revenue' }),
        );
        const base = { source_system: 'shop' };
        const bodies = [
          {
            ...base,
            product_id: 'a',
            connection_id: 'conn1',
            name: 'Blue Widget',
            sku: 'SKU-B',
            type: 'good',
            is_sold: true,
            is_purchased: false,
            unit_price: '9.50',
            purchase_cost: '4',
            quantity_on_hand: '100',
            revenue_account_id: ctx.revenueAccountId,
            expense_account_id: ctx.expenseAccountId,
            asset_account_id: ctx.assetAccountId,
            cogs_account_id: ctx.cogsAccountId,
            preferred_vendor_id: 'v1',
          },
          {
            product_id: 'b',
            source_system: 'erp',
            name: 'Consulting Hour',
            sku: 'SKU-C',
            active: false,
            type: 'service',
            is_sold: true,
            is_purchased: true,
            unit_price: '100',
            purchase_cost: '30.25',
            quantity_on_hand: '9.5',
            revenue_account_id: r2.id,
            preferred_vendor_id: 'v2',
          },
          {
            ...base,
            product_id: 'c',
            connection_id: 'conn2',
            name: 'red widget',
            sku: 'SKU-A',
            type: 'good',
            is_sold: false,
            is_purchased: true,
            unit_price: '10.00',
            purchase_cost: '12',
            quantity_on_hand: '10',
            revenue_account_id: ctx.revenueAccountId,
          },
        ];
        const ids: Record<string, string> = { r2: r2.id };
        for (const b of bodies) ids[b.product_id] = created(await c.post('/v1/items', b)).id;
        return ids;
      },
      filters: (ids, ctx) => [
        [{ name: 'widget' }, ['a', 'c']],
        [{ name: 'WIDGET' }, ['a', 'c']],
        [{ name: 'hour' }, ['b']],
        [{ sku: 'SKU-C' }, ['b']],
        [{ sku: 'SKU' }, []],
        [{ active: 'false' }, ['b']],
        [{ active: 'true' }, ['a', 'c']],
        [{ type: 'service' }, ['b']],
        [{ type: 'good' }, ['a', 'c']],
        [{ is_sold: 'false' }, ['c']],
        [{ is_purchased: 'true' }, ['b', 'c']],
        [{ unit_price_from: '10' }, ['b', 'c']],
        [{ unit_price_to: '10.00' }, ['a', 'c']],
        [{ unit_price_from: '9.51', unit_price_to: '99.99' }, ['c']],
        [{ revenue_account_id: ctx.revenueAccountId }, ['a', 'c']],
        [{ revenue_account_id: ids.r2! }, ['b']],
        [{ expense_account_id: ctx.expenseAccountId }, ['a']],
        [{ asset_account_id: ctx.assetAccountId }, ['a']],
        [{ cogs_account_id: ctx.cogsAccountId }, ['a']],
        [{ revenue_account_id: UNKNOWN_ID }, []],
        [{ preferred_vendor_id: 'v2' }, ['b']],
        [{ product_id: 'b' }, ['b']],
        [{ source_system: 'shop' }, ['a', 'c']],
        [{ connection_id: 'conn1' }, ['a']],
        [{ created_after: '2999-01-01T00:00:00Z' }, []],
        [{ updated_before: '2999-01-01T00:00:00Z' }, ['a', 'b', 'c']],
      ],
      sorts: [
        ['name', ['a', 'b', 'c']],
        ['-name', ['c', 'b', 'a']],
        ['sku', ['c', 'a', 'b']],
        ['unit_price', ['a', 'c', 'b']],
        ['-unit_price', ['b', 'c', 'a']],
        ['purchase_cost', ['a', 'c', 'b']],
        ['quantity_on_hand', ['b', 'c', 'a']],
        ['created_at', ['a', 'b', 'c']],
        ['-updated_at', ['c', 'b', 'a']],
      ],
    },
    {
      path: 'quotes',
      key: 'source_id',
      seed: (c, ctx) =>
        seedAll(c, 'quotes', [
          {
            ...docMinimal('x', 'draft')(),
            source_id: 'a',
            document_number: 'Q-002',
            customer_id: ctx.customerId,
            total_amount: '9.50',
            issued_at: '2026-01-05T10:00:00Z',
            expires_at: '2026-03-01T00:00:00Z',
          },
          {
            ...docMinimal('x', 'sent')(),
            source_id: 'b',
            document_number: 'Q-010',
            customer_id: ctx.otherCustomerId,
            approval_status: 'approved',
            currency: 'EUR',
            total_amount: '100',
            issued_at: '2026-02-05T23:30:00-05:00',
            expires_at: '2026-02-10T00:00:00Z',
          },
          {
            ...docMinimal('x', 'accepted')(),
            source_id: 'c',
            document_number: 'Q-001',
            customer_id: ctx.customerId,
            approval_status: 'pending_approval',
            total_amount: '10.00',
            issued_at: '2026-03-05T08:00:00+01:00',
            expires_at: '2026-04-01T00:00:00Z',
          },
        ]),
      filters: (_ids, ctx) => [
        [{ document_number: 'Q-010' }, ['b']],
        [{ document_number: 'Q-01' }, []],
        [{ customer_id: ctx.customerId }, ['a', 'c']],
        [{ customer_id: ctx.otherCustomerId }, ['b']],
        [{ status: 'sent' }, ['b']],
        [{ status: 'void' }, []],
        [{ approval_status: 'draft' }, ['a']],
        [{ approval_status: 'approved' }, ['b']],
        [{ currency: 'EUR' }, ['b']],
        [{ total_amount_from: '10' }, ['b', 'c']],
        [{ total_amount_to: '10.00' }, ['a', 'c']],
        [{ issued_at_from: '2026-02-06T04:30:00Z' }, ['b', 'c']],
        [{ issued_at_from: '2026-02-05T23:30:00-05:00' }, ['b', 'c']],
        [{ issued_at_to: '2026-02-06T00:00:00Z' }, ['a']],
        [{ expires_at_to: '2026-02-28T00:00:00Z' }, ['b']],
        [{ expires_at_from: '2026-03-01T00:00:00Z' }, ['a', 'c']],
        [{ source_id: 'c' }, ['c']],
      ],
      sorts: [
        ['document_number', ['c', 'a', 'b']],
        ['total_amount', ['a', 'c', 'b']],
        ['-total_amount', ['b', 'c', 'a']],
        ['issued_at', ['a', 'b', 'c']],
        ['-issued_at', ['c', 'b', 'a']],
        ['expires_at', ['b', 'a', 'c']],
        ['created_at', ['a', 'b', 'c']],
      ],
    },
    {
      path: 'sales_orders',
      key: 'source_id',
      seed: async (c, ctx) => {
        const a = created(
          await c.post('/v1/sales_orders', {
            ...docMinimal('x', 'open')(),
            source_id: 'a',
            document_number: 'SO-2',
            order_type: 'new',
            customer_id: ctx.customerId,
            subscription_id: 'sub_1',
            total_amount: '9.50',
            issued_at: '2026-01-05T10:00:00Z',
            term_start_date: '2026-01-01',
            term_end_date: '2026-12-31',
          }),
        );
        const rest = await seedAll(c, 'sales_orders', [
          {
            ...docMinimal('x', 'invoiced')(),
            source_id: 'b',
            document_number: 'SO-10',
            order_type: 'renewal',
            customer_id: ctx.otherCustomerId,
            subscription_id: 'sub_2',
            parent_order_id: a.id,
            approval_status: 'approved',
            currency: 'EUR',
            total_amount: '100',
            issued_at: '2026-02-05T23:30:00-05:00',
            term_start_date: '2027-01-01',
            term_end_date: '2027-12-31',
          },
          {
            ...docMinimal('x', 'closed')(),
            source_id: 'c',
            document_number: 'SO-1',
            order_type: 'new',
            customer_id: ctx.customerId,
            approval_status: 'pending_approval',
            total_amount: '10.00',
            issued_at: '2026-03-05T08:00:00+01:00',
            term_start_date: '2026-06-01',
            term_end_date: '2027-05-31',
          },
        ]);
        return { a: a.id, ...rest };
      },
      filters: (ids, ctx) => [
        [{ document_number: 'SO-10' }, ['b']],
        [{ order_type: 'new' }, ['a', 'c']],
        [{ customer_id: ctx.customerId }, ['a', 'c']],
        [{ subscription_id: 'sub_2' }, ['b']],
        [{ parent_order_id: ids.a! }, ['b']],
        [{ status: 'open' }, ['a']],
        [{ approval_status: 'approved' }, ['b']],
        [{ approval_status: 'draft' }, ['a']],
        [{ currency: 'EUR' }, ['b']],
        [{ total_amount_from: '10' }, ['b', 'c']],
        [{ total_amount_to: '10.00' }, ['a', 'c']],
        [{ issued_at_from: '2026-02-05T23:30:00-05:00' }, ['b', 'c']],
        [{ issued_at_to: '2026-02-06T00:00:00Z' }, ['a']],
        [{ term_start_date_from: '2026-06-01' }, ['b', 'c']],
        [{ term_start_date_to: '2026-06-01' }, ['a', 'c']],
        [{ term_end_date_from: '2027-06-01' }, ['b']],
        [{ term_end_date_to: '2027-05-31' }, ['a', 'c']],
      ],
      sorts: [
        ['document_number', ['c', 'b', 'a']],
        ['total_amount', ['a', 'c', 'b']],
        ['-total_amount', ['b', 'c', 'a']],
        ['issued_at', ['a', 'b', 'c']],
        ['term_start_date', ['a', 'c', 'b']],
        ['term_end_date', ['a', 'c', 'b']],
        ['-term_end_date', ['b', 'c', 'a']],
      ],
    },
    {
      path: 'purchase_orders',
      key: 'source_id',
      seed: (c) =>
        seedAll(c, 'purchase_orders', [
          {
            ...docMinimal('x', 'open')(),
            source_id: 'a',
            document_number: 'PO-2',
            vendor_id: 'v1',
            total_amount: '9.50',
            issued_at: '2026-01-05T10:00:00Z',
            expected_date: '2026-02-01',
          },
          {
            ...docMinimal('x', 'received')(),
            source_id: 'b',
            document_number: 'PO-10',
            vendor_id: 'v2',
            currency: 'EUR',
            total_amount: '100',
            issued_at: '2026-02-05T23:30:00-05:00',
            expected_date: '2026-01-15',
          },
          {
            ...docMinimal('x', 'billed')(),
            source_id: 'c',
            document_number: 'PO-1',
            vendor_id: 'v1',
            total_amount: '10.00',
            issued_at: '2026-03-05T08:00:00+01:00',
            expected_date: '2026-03-01',
          },
        ]),
      filters: () => [
        [{ document_number: 'PO-1' }, ['c']],
        [{ vendor_id: 'v1' }, ['a', 'c']],
        [{ vendor_id: 'V1' }, []],
        [{ status: 'received' }, ['b']],
        [{ currency: 'USD' }, ['a', 'c']],
        [{ total_amount_from: '10' }, ['b', 'c']],
        [{ total_amount_to: '10.00' }, ['a', 'c']],
        [{ issued_at_from: '2026-02-06T04:30:00Z', issued_at_to: '2026-02-06T04:30:00Z' }, ['b']],
        [{ issued_at_to: '2026-02-06T00:00:00Z' }, ['a']],
        [{ expected_date_from: '2026-02-01' }, ['a', 'c']],
        [{ expected_date_to: '2026-01-31' }, ['b']],
      ],
      sorts: [
        ['document_number', ['c', 'b', 'a']],
        ['total_amount', ['a', 'c', 'b']],
        ['-total_amount', ['b', 'c', 'a']],
        ['issued_at', ['a', 'b', 'c']],
        ['expected_date', ['b', 'a', 'c']],
        ['-expected_date', ['c', 'a', 'b']],
      ],
    },
  ];

  for (const lc of LIST_CASES) {
    describe(`${lc.path}: list filters and sorts`, () => {
      let c: Company;
      let refs: Refs;
      let ids: Record<string, string>;
      const SEEDED = ['a', 'b', 'c'];
      beforeAll(async () => {
        c = await h().company();
        refs = await makeRefs(c);
        ids = await lc.seed(c, refs);
      });
      const list = (params: Record<string, string>) => c.get(`/v1/${lc.path}?${qs(params)}`);

      it('every filter filters', async () => {
        for (const k of SEEDED) expect(ids[k]).toBeDefined();
        expect(await count(c, lc.path)).toBe(3);
        for (const [params, expected] of lc.filters(ids, refs)) {
          const res = await list(params);
          const got = valuesOf(res, lc.key).sort();
          expect(got, JSON.stringify(params)).toEqual(expected);
          expect(res.body.pagination.total_count, JSON.stringify(params)).toBe(expected.length);
        }
      });

      it('every sort field sorts (decimals numerically), ascending and descending', async () => {
        for (const [sort, expected] of lc.sorts) {
          expect(valuesOf(await list({ sort }), lc.key), sort).toEqual(expected);
        }
      });

      it('pages do not overlap', async () => {
        const p1 = await list({ sort: lc.sorts[0]![0], limit: '2' });
        const p2 = await list({ sort: lc.sorts[0]![0], limit: '2', page: '2' });
        expect(p1.body.pagination).toMatchObject({ has_more: true, limit: 2, page: 1 });
        expect(p2.body.pagination.has_more).toBe(false);
        const all = [...valuesOf(p1, lc.key), ...valuesOf(p2, lc.key)];
        expect(new Set(all).size).toBe(all.length);
      });
    });
  }

  // What is particular to each resource -------------------------------------------------------

  describe('items', () => {
    it('are identified by product_id (with source_system and connection_id)', async () => {
      const c = await h().company();
      const res = await c.post('/v1/items', { product_id: 'p-1', name: 'A' });
      expect(res.status).toBe(201);
      expect(res.body.data.product_id).toBe('p-1');
      const byProduct = await c.get('/v1/items?product_id=p-1');
      expect(valuesOf(byProduct, 'product_id')).toEqual(['p-1']);
      const changed = await c.put(`/v1/items/${res.body.id}`, { product_id: 'p-2' });
      expect(changed.status).toBe(200);
      expect((await c.post('/v1/items', { product_id: 'p-2', name: 'B' })).status).toBe(200);
      expect((await c.post('/v1/items', { product_id: 'p-1', name: 'C' })).status).toBe(201);
    });

    it('active defaults to true, can be set false and cleared back to the default', async () => {
      const c = await h().company();
      const { id, data } = created(await c.post('/v1/items', { product_id: 'p', name: 'A' }));
      expect(data.active).toBe(true);
      const off = await c.put(`/v1/items/${id}`, { active: false });
      expect(off.body.data.active).toBe(false);
      const reset = await c.put(`/v1/items/${id}`, { active: null });
      expect(reset.body.data.active).toBe(true);
      expect422Fields(await c.put(`/v1/items/${id}`, { active: 'yes' }), 'VALIDATION_ERROR', ['active']);
    });

    it('locations: objects with location_id and decimals, unknown keys refused', async () => {
      const c = await h().company();
      const res = await c.post('/v1/items', {
        product_id: 'p',
        name: 'A',
        locations: [{ location_id: 'l1', quantity_on_hand: '3.50', reorder_point: 1, bin: 'x' }],
      });
      const errors = expect422Fields(res, 'VALIDATION_ERROR', [
        'locations.0.reorder_point',
        'locations.0.bin',
      ]);
      expect(errorOn(errors, 'locations.0.reorder_point').message).toMatch(/send decimals as strings/);
      expect(errorOn(errors, 'locations.0.bin').code).toBe('unknown_field');
    });

    it('an account used by an item, and an item used by a document line, cannot be deleted', async () => {
      const c = await h().company();
      const ctx = await setup(c);
      const item = created(
        await c.post('/v1/items', {
          product_id: 'p',
          name: 'A',
          revenue_account_id: ctx.revenueAccountId,
        }),
      );
      const quote = created(
        await c.post('/v1/quotes', {
          ...docMinimal('q', 'draft')(),
          lines: [{ detail: { type: 'item', item_id: item.id } }],
        }),
      );
      const del = await c.delete(`/v1/items/${item.id}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
      // The account is referenced by the item (accounts have no DELETE at all).
      expect((await c.delete(`/v1/accounts/${ctx.revenueAccountId}`)).status).toBe(405);
      // Once the line no longer references it, the item can go.
      expect((await c.put(`/v1/quotes/${quote.id}`, { lines: [] })).status).toBe(200);
      expect((await c.delete(`/v1/items/${item.id}`)).status).toBe(200);
    });
  });

  describe('document lines (quotes, sales orders, purchase orders)', () => {
    const DOCS = [
      { path: 'quotes', status: 'draft', extras: ['optional', 'discount_percent', 'tiered_pricing'] },
      {
        path: 'sales_orders',
        status: 'open',
        extras: [
          'quote_line_ref',
          'fulfillment_status',
          'fulfilled_quantity',
          'invoiced_quantity',
          'billing_period_start',
          'billing_period_end',
        ],
      },
      {
        path: 'purchase_orders',
        status: 'open',
        extras: [
          'expected_receipt_date',
          'received_quantity',
          'billed_quantity',
          'warehouse_location',
          'buyer_note',
        ],
      },
    ];

    for (const doc of DOCS) {
      describe(doc.path, () => {
        const minimal = docMinimal('l', doc.status);

        it('a line carries exactly the base fields, the common extras and its own extras', async () => {
          const c = await h().company();
          const ctx = await setup(c);
          const full = CASES.find((x) => x.path === doc.path)!.full(ctx);
          const line = (full.lines as Json[])[0];
          expect(Object.keys(line).sort()).toEqual(
            [...BASE_LINE_FIELDS, ...COMMON_EXTRA_FIELDS, ...doc.extras].sort(),
          );
          // In the line's currency: a document's lines are in its currency (issue 25).
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            currency: line.currency,
            lines: [line],
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(Object.keys(res.body.data.lines[0]).sort()).toEqual(Object.keys(line).sort());
          expect(res.body.data.lines[0]).toEqual(utc(line));
        });

        it('extras of other resources are unknown on its lines (line_key, account_id, …)', async () => {
          const c = await h().company();
          const ctx = await setup(c);
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            lines: [
              { description: 'ok' },
              { line_key: 'k', account_id: ctx.revenueAccountId, expense_account_id: ctx.expenseAccountId },
            ],
          });
          const errors = expect422Fields(res, 'VALIDATION_ERROR', [
            'lines.1.line_key',
            'lines.1.account_id',
            'lines.1.expense_account_id',
          ]);
          for (const e of errors) expect(e.code).toBe('unknown_field');
        });

        it('lines without line_number are numbered 1..n in array order', async () => {
          const c = await h().company();
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            lines: [{ description: 'a' }, { description: 'b' }, { description: 'c' }],
          });
          expect(res.status).toBe(201);
          expect((res.body.data.lines as Json[]).map((l) => [l.line_number, l.description])).toEqual([
            [1, 'a'],
            [2, 'b'],
            [3, 'c'],
          ]);
          // A given line_number is kept; the others take their position.
          const upd = await c.put(`/v1/${doc.path}/${res.body.id}`, {
            lines: [{ description: 'x', line_number: 10 }, { description: 'y' }],
          });
          expect((upd.body.data.lines as Json[]).map((l) => l.line_number)).toEqual([10, 2]);
        });

        it('validates inside lines: detail.type, tax_details, line_type, decimals, integers', async () => {
          const c = await h().company();
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            lines: [
              { detail: { sku: 'x' }, line_type: 'gadget', line_number: 'one' },
              {
                amount: 5,
                tax_status: 'maybe',
                tax_details: [{ tax_detail_ref: 't', tax_amount: '1.00' }, { foo: 1 }],
              },
            ],
          });
          const errors = expect422Fields(res, 'VALIDATION_ERROR', [
            'lines.0.detail.type',
            'lines.0.line_type',
            'lines.0.line_number',
            'lines.1.amount',
            'lines.1.tax_status',
            'lines.1.tax_details.0.amount_includes_tax',
            'lines.1.tax_details.1.tax_detail_ref',
            'lines.1.tax_details.1.tax_amount',
            'lines.1.tax_details.1.amount_includes_tax',
            'lines.1.tax_details.1.foo',
          ]);
          expect(errorOn(errors, 'lines.0.line_type').message).toBe(`must be one of: ${LINE_TYPES}`);
          expect(errorOn(errors, 'lines.1.amount').message).toMatch(/send decimals as strings/);
          expect(await count(c, doc.path)).toBe(0);
        });

        it('at most 1,000 lines', async () => {
          const c = await h().company();
          const many = Array.from({ length: 1001 }, () => ({ amount: '1.00' }));
          const res = await c.post(`/v1/${doc.path}`, { ...minimal(), lines: many });
          expect(expect422Fields(res, 'VALIDATION_ERROR', ['lines'])[0].code).toBe('too_many_items');
          const ok = await c.post(`/v1/${doc.path}`, { ...minimal(), lines: many.slice(0, 1000) });
          expect(ok.status).toBe(201);
          expect(ok.body.data.lines[999].line_number).toBe(1000);
        });

        it('has no document_date or effective_date: the shared date rules do not apply', async () => {
          const c = await h().company();
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            issued_at: '2026-03-01T23:30:00-05:00',
            document_date: '2026-03-01',
            effective_date: '2026-03-01',
          });
          expect422Fields(res, 'VALIDATION_ERROR', ['document_date', 'effective_date']);
          const ok = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            issued_at: '2026-03-01T23:30:00-05:00',
          });
          expect(ok.body.data.issued_at).toBe('2026-03-02T04:30:00.000Z');
          expect('document_date' in ok.body.data).toBe(false);
        });

        it('a currency is a three-letter ISO 4217 code, taken in lower case and answered upper case (issue 25)', async () => {
          const c = await h().company();
          const res = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            currency: 'US',
            lines: [{ currency: 'EU' }],
          });
          expect422Fields(res, 'VALIDATION_ERROR', ['currency', 'lines.0.currency']);
          const lower = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            currency: 'usd',
            lines: [{ currency: 'usd', amount: '10.00' }],
          });
          expect(lower.status, JSON.stringify(lower.body)).toBe(201);
          expect(lower.body.data.currency).toBe('USD');
          expect(lower.body.data.lines[0].currency).toBe('USD');
          // A line in another currency than its document's is refused on that line's field.
          const other = await c.post(`/v1/${doc.path}`, {
            ...minimal(),
            lines: [{ amount: '5.00' }, { currency: 'eur', amount: '5.00' }],
          });
          expect(expect422Fields(other, 'VALIDATION_ERROR', ['lines.1.currency'])[0]).toEqual({
            field: 'lines.1.currency',
            code: 'currency_mismatch',
            message: `expected USD, the ${doc.path.replace(/s$/, '').replace(/_/g, ' ')}'s currency (a document's lines are in its currency: repeat it or leave it out), got EUR`,
          });
        });
      });
    }
  });

  describe('quotes', () => {
    it('approval_status starts draft unless given; imports may arrive approved', async () => {
      const c = await h().company();
      const draft = created(await c.post('/v1/quotes', docMinimal('q', 'draft')()));
      expect(draft.data.approval_status).toBe('draft');
      const imported = created(
        await c.post('/v1/quotes', { ...docMinimal('q', 'accepted')(), approval_status: 'approved' }),
      );
      expect(imported.data.approval_status).toBe('approved');
      const bad = await c.post('/v1/quotes', { ...docMinimal('q', 'draft')(), approval_status: 'ok' });
      expect(expect422Fields(bad, 'VALIDATION_ERROR', ['approval_status'])[0].message).toBe(
        'must be one of: draft, pending_approval, approved, rejected, void',
      );
    });

    it('accepts every status of D7', async () => {
      const c = await h().company();
      for (const status of ['draft', 'sent', 'accepted', 'declined', 'expired', 'converted', 'void']) {
        const res = await c.post('/v1/quotes', docMinimal('q', status)());
        expect(res.status, status).toBe(201);
        expect(res.body.data.status).toBe(status);
      }
      expect(await count(c, 'quotes', 'status=converted')).toBe(1);
    });

    it('a customer referenced by a quote cannot be deleted', async () => {
      const c = await h().company();
      const ctx = await setup(c);
      created(await c.post('/v1/quotes', { ...docMinimal('q', 'sent')(), customer_id: ctx.otherCustomerId }));
      const del = await c.delete(`/v1/customers/${ctx.otherCustomerId}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
    });
  });

  describe('sales orders', () => {
    it('parent_order_id names another sales order; the parent cannot be deleted while referenced', async () => {
      const c = await h().company();
      const ctx = await setup(c);
      const child = created(
        await c.post('/v1/sales_orders', {
          ...docMinimal('so', 'open')(),
          parent_order_id: ctx.parentOrderId,
        }),
      );
      expect(child.data.parent_order_id).toBe(ctx.parentOrderId);
      const del = await c.delete(`/v1/sales_orders/${ctx.parentOrderId}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
      // A quote is not a sales order.
      const quote = created(await c.post('/v1/quotes', docMinimal('q', 'draft')()));
      const wrong = await c.put(`/v1/sales_orders/${child.id}`, { parent_order_id: quote.id });
      expect422Fields(wrong, 'INVALID_REFERENCE', ['parent_order_id']);
      // Clearing the reference frees the parent.
      expect((await c.put(`/v1/sales_orders/${child.id}`, { parent_order_id: null })).status).toBe(200);
      expect((await c.delete(`/v1/sales_orders/${ctx.parentOrderId}`)).status).toBe(200);
    });

    it('accepts every status of spec §2.9', async () => {
      const c = await h().company();
      const statuses = [
        'draft',
        'open',
        'partially_fulfilled',
        'fulfilled',
        'partially_invoiced',
        'invoiced',
        'closed',
        'canceled',
        'void',
      ];
      for (const status of statuses) {
        expect((await c.post('/v1/sales_orders', docMinimal('so', status)())).status, status).toBe(201);
      }
      expect(await count(c, 'sales_orders')).toBe(statuses.length);
    });

    it('term_months is an integer; term dates are real dates; no top-level dimensions', async () => {
      const c = await h().company();
      const res = await c.post('/v1/sales_orders', {
        ...docMinimal('so', 'open')(),
        term_months: '12',
        term_end_date: '2026-04-31',
        source_currency: 'US',
        dimensions: { region: 'x' },
      });
      const errors = expect422Fields(res, 'VALIDATION_ERROR', [
        'term_months',
        'term_end_date',
        'source_currency',
        'dimensions',
      ]);
      expect(errorOn(errors, 'term_months').message).toBe('must be an integer');
      expect(errorOn(errors, 'term_end_date').code).toBe('invalid_date');
      expect(errorOn(errors, 'dimensions').code).toBe('unknown_field');
      expect422Fields(
        await c.post('/v1/sales_orders', { ...docMinimal('so', 'open')(), term_months: 1.5 }),
        'VALIDATION_ERROR',
        ['term_months'],
      );
    });
  });

  describe('purchase orders', () => {
    it('vendor_id is an opaque reference; there is no approval_status', async () => {
      const c = await h().company();
      const res = await c.post('/v1/purchase_orders', {
        ...docMinimal('po', 'draft')(),
        vendor_id: 'anything-goes',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.vendor_id).toBe('anything-goes');
      expect('approval_status' in res.body.data).toBe(false);
      const bad = await c.post('/v1/purchase_orders', {
        ...docMinimal('po', 'draft')(),
        approval_status: 'draft',
      });
      expect422Fields(bad, 'VALIDATION_ERROR', ['approval_status']);
    });

    it('accepts every status of D7', async () => {
      const c = await h().company();
      const statuses = [
        'draft',
        'open',
        'partially_received',
        'received',
        'partially_billed',
        'billed',
        'closed',
        'canceled',
        'void',
      ];
      for (const status of statuses) {
        expect((await c.post('/v1/purchase_orders', docMinimal('po', status)())).status, status).toBe(201);
      }
      expect(await count(c, 'purchase_orders', 'status=partially_billed')).toBe(1);
    });
  });
});
