/**
 * Vendor bills (spec §2.13), vendor credits (§2.14), expenses (§2.8) and journal entries (§2.14):
 * every field, defaults and nulls (D4), upsert by source identity (D5), update, delete, tenant
 * isolation (D3), references (D5), lists with their filters and sorts (D6), status values (§3, D7)
 * and request validation. A table of cases drives what the four share; the resource-specific rules
 * (line extras, journal lines, date rules, references in use) follow by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  type Body,
  bodies,
  commonExtras,
  count,
  created,
  expect422Envelope,
  fieldsOf,
  fullBaseLine,
  fullTaxDetail,
  ISO_UTC,
  listIds,
  META_KEYS,
  UNKNOWN_ID,
  uid,
} from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import { makeRefs, type Refs } from './helpers/purchases-fixtures.ts';

const APPROVAL = ['draft', 'pending_approval', 'approved', 'rejected', 'void'];
const BILL_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'void',
  'open',
  'paid',
  'unpaid',
  'partially_paid',
  'overdue',
];
const CREDIT_STATUSES = ['open', 'partially_applied', 'applied', 'void'];
const EXPENSE_STATUSES = ['draft', 'pending', 'paid', 'reimbursed', 'void'];
const ENTRY_STATUSES = ['draft', 'posted', 'pending_reversal', 'reversed', 'superseded'];

const DECIMAL_AS_NUMBER = 'must be a decimal string such as "12.50": send decimals as strings';

/** A reference problem: the body fields to set and the field the 422 must name. */
interface RefProblem {
  set: Body;
  field: string;
}

/** A list filter: `query` returns the record made with `match` and none made with `others`. */
interface FilterCase {
  query: (r: Refs) => string;
  match: (r: Refs) => Body;
  others: (r: Refs) => Body[];
}

interface Case {
  path: string;
  object: string;
  withConnection: boolean;
  statuses: string[];
  minimal: (sourceId: string) => Body;
  /** Values of the fields `minimal` leaves out that have a default. */
  defaults: Body;
  full: (r: Refs) => Body;
  /** A valid line with only what the resource requires of it. */
  line: (r: Refs) => Body;
  /** Optional fields the update test clears with null. */
  clear: string[];
  /** A decimal and a date: where to set them in a body, and the field named in the 422. */
  decimal: { set: (v: unknown, r: Refs) => Body; field: string };
  date: { set: (v: unknown) => Body; field: string };
  wrongType: (r: Refs) => RefProblem[];
  foreign: (r: Refs, other: Refs) => RefProblem[];
  filters: Record<string, FilterCase>;
  /** Sort fields with three values in ascending order. */
  sorts: Record<string, [unknown, unknown, unknown]>;
  /** Read-only fields the service adds to every record (not part of a request body). */
  readOnly: string[];
  /** Whether a body is in the resource's posting state (docs/ledger.md). */
  posts: (b: Body) => boolean;
  /** What a body in its posting state needs to post: balanced lines, the accounts posting needs. */
  balance: (r: Refs, b: Body) => Body;
}

/** The body, made to add up (with what posting needs) when it is in a posting state. */
const postable = (k: Case, r: Refs | undefined, b: Body): Body => {
  if (!k.posts(b)) return b;
  if (!r) throw new Error(`${k.path}: a body in a posting state needs the refs to balance it`);
  return { ...b, ...k.balance(r, b) };
};

const approved = (b: Body) => b.approval_status === 'approved';

const withLines = (r: Refs, c: Case, second: Body): Body => ({
  lines: [c.line(r), { ...c.line(r), ...second }],
});

const vendorBill: Case = {
  path: '/v1/vendor_bills',
  object: 'vendor_bill',
  withConnection: true,
  statuses: BILL_STATUSES,
  minimal: (sid) => bodies.vendorBill({ source_id: sid }),
  defaults: { approval_status: 'draft', lines: [], dimensions: {}, metadata: {} },
  full: (r) => ({
    source_id: 'bill-001',
    source_system: 'quickbooks',
    connection_id: 'realm-1',
    subsidiary_id: 'sub-1',
    document_number: 'BILL-001',
    status: 'open',
    approval_status: 'pending_approval',
    currency: 'USD',
    // D17: kept as sent on a document in the base currency, which is valued at 1 all the same.
    exchange_rate: '1',
    memo: 'Office supplies',
    total_amount: '1250.5000',
    document_date: '2026-01-15',
    effective_date: '2026-01-16',
    bill_date: '2026-01-14',
    due_date: '2026-02-14',
    paid_date: '2026-02-10',
    vendor_id: 'ven-42',
    purchase_order_id: r.purchaseOrder,
    is_1099_eligible: true,
    form_1099_type: 'NEC',
    lines: [
      {
        ...fullBaseLine(r),
        ...commonExtras(),
        line_key: 'key-1',
        account_id: r.account,
        account_code: '6000',
        billable: true,
        customer_id: r.customer,
      },
    ],
    dimensions: { department: 'ops' },
    metadata: { qb_id: '77' },
  }),
  line: () => ({ description: 'Paper', amount: '10.00' }),
  clear: ['document_number', 'purchase_order_id', 'due_date'],
  decimal: { set: (v) => ({ total_amount: v }), field: 'total_amount' },
  date: { set: (v) => ({ due_date: v }), field: 'due_date' },
  wrongType: (r) => [
    { set: { purchase_order_id: r.account }, field: 'purchase_order_id' },
    { set: withLines(r, vendorBill, { customer_id: r.account }), field: 'lines.1.customer_id' },
    { set: withLines(r, vendorBill, { account_id: r.customer }), field: 'lines.1.account_id' },
  ],
  foreign: (_r, o) => [
    { set: { purchase_order_id: o.purchaseOrder }, field: 'purchase_order_id' },
    { set: withLines(o, vendorBill, { account_id: o.account }), field: 'lines.1.account_id' },
    { set: withLines(o, vendorBill, { customer_id: o.customer }), field: 'lines.1.customer_id' },
  ],
  filters: {
    status: {
      query: () => 'status=open',
      match: () => ({ status: 'open' }),
      others: () => [{}, { status: 'paid' }],
    },
    approval_status: {
      query: () => 'approval_status=approved',
      match: () => ({ approval_status: 'approved' }),
      others: () => [{}, { approval_status: 'rejected' }],
    },
    vendor_id: {
      query: () => 'vendor_id=ven-9',
      match: () => ({ vendor_id: 'ven-9' }),
      others: () => [{ vendor_id: 'ven-90' }, { vendor_id: 'VEN-9' }],
    },
    purchase_order_id: {
      query: (r) => `purchase_order_id=${r.purchaseOrder}`,
      match: (r) => ({ purchase_order_id: r.purchaseOrder }),
      others: (r) => [{}, { purchase_order_id: r.purchaseOrder2 }],
    },
    document_date: {
      query: () => 'document_date_from=2026-02-01&document_date_to=2026-02-28',
      match: () => ({ document_date: '2026-02-28' }),
      others: () => [{ document_date: '2026-01-31' }, { document_date: '2026-03-01' }, {}],
    },
    due_date: {
      query: () => 'due_date_from=2026-02-01&due_date_to=2026-02-28',
      match: () => ({ due_date: '2026-02-01' }),
      others: () => [{ due_date: '2026-01-31' }, { due_date: '2026-03-01' }, {}],
    },
    bill_date: {
      query: () => 'bill_date_from=2026-02-01&bill_date_to=2026-02-28',
      match: () => ({ bill_date: '2026-02-10' }),
      others: () => [{ bill_date: '2026-01-31' }, { bill_date: '2026-03-01' }, {}],
    },
    total_amount: {
      query: () => 'total_amount_from=50&total_amount_to=150',
      match: () => ({ total_amount: '100.00' }),
      others: () => [{ total_amount: '20' }, { total_amount: '1000' }, { total_amount: '150.01' }],
    },
  },
  sorts: {
    document_number: ['BILL-A', 'BILL-B', 'BILL-C'],
    total_amount: ['9.5', '10.00', '100.25'],
    document_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
    bill_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
    due_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
  },
  readOnly: ['open_balance'],
  posts: approved,
  balance: (_r, b) => ({ lines: [{ description: 'Paper', amount: b.total_amount }] }),
};

const vendorCredit: Case = {
  path: '/v1/vendor_credits',
  object: 'vendor_credit',
  withConnection: true,
  statuses: CREDIT_STATUSES,
  minimal: (sid) => bodies.vendorCredit({ source_id: sid }),
  defaults: { approval_status: 'draft', allocations: [], lines: [], dimensions: {}, metadata: {} },
  full: (r) => ({
    source_id: 'vc-001',
    source_system: 'xero',
    connection_id: 'org-1',
    subsidiary_id: 'sub-1',
    document_number: 'VC-001',
    vendor_id: 'ven-42',
    bill_id: r.bill,
    allocations: [{ bill_id: r.bill, amount: '10.00', allocated_on: '2026-03-01' }],
    status: 'partially_applied',
    approval_status: 'pending_approval',
    memo: 'Damaged goods',
    currency: 'EUR',
    exchange_rate: '1.0834',
    total_amount: '99.9900000000',
    document_date: '2026-03-01',
    effective_date: '2026-03-02',
    credit_date: '2026-02-28',
    reason_code: 'damaged',
    lines: [
      {
        ...fullBaseLine(r),
        // A document's lines are in its currency (issue 25).
        ...commonExtras({ currency: 'EUR' }),
        account_id: r.account,
        bill_line_ref: 'bl-1',
        account_code: '5000',
        reason_code: 'damaged',
      },
    ],
    dimensions: { region: 'eu' },
    metadata: { xero_id: 'x1' },
  }),
  line: () => ({ amount: '5.00' }),
  clear: ['bill_id', 'vendor_id', 'credit_date'],
  decimal: { set: (v) => ({ total_amount: v }), field: 'total_amount' },
  date: { set: (v) => ({ credit_date: v }), field: 'credit_date' },
  wrongType: (r) => [
    { set: { bill_id: r.account }, field: 'bill_id' },
    { set: { bill_id: r.purchaseOrder }, field: 'bill_id' },
    { set: withLines(r, vendorCredit, { account_id: r.bill }), field: 'lines.1.account_id' },
  ],
  foreign: (_r, o) => [
    { set: { bill_id: o.bill }, field: 'bill_id' },
    { set: withLines(o, vendorCredit, { account_id: o.account }), field: 'lines.1.account_id' },
  ],
  filters: {
    status: {
      query: () => 'status=applied',
      match: () => ({ status: 'applied' }),
      others: () => [{}, { status: 'void' }],
    },
    approval_status: {
      query: () => 'approval_status=approved',
      match: () => ({ approval_status: 'approved' }),
      others: () => [{}],
    },
    vendor_id: {
      query: () => 'vendor_id=ven-9',
      match: () => ({ vendor_id: 'ven-9' }),
      others: () => [{}, { vendor_id: 'ven-8' }],
    },
    bill_id: {
      query: (r) => `bill_id=${r.bill}`,
      match: (r) => ({ bill_id: r.bill }),
      others: () => [{}],
    },
    total_amount: {
      query: () => 'total_amount_from=50&total_amount_to=150',
      match: () => ({ total_amount: '150' }),
      others: () => [{ total_amount: '20' }, { total_amount: '1000' }],
    },
    document_date: {
      query: () => 'document_date_from=2026-02-01&document_date_to=2026-02-28',
      match: () => ({ document_date: '2026-02-01' }),
      others: () => [{ document_date: '2026-01-31' }, { document_date: '2026-03-01' }],
    },
    credit_date: {
      query: () => 'credit_date_from=2026-02-01&credit_date_to=2026-02-28',
      match: () => ({ credit_date: '2026-02-15' }),
      others: () => [{ credit_date: '2026-01-31' }, { credit_date: '2026-03-01' }, {}],
    },
  },
  sorts: {
    document_number: ['VC-1', 'VC-2', 'VC-3'],
    total_amount: ['-5', '9.5', '10'],
    document_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
    credit_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
  },
  readOnly: ['unapplied_amount'],
  posts: approved,
  balance: (_r, b) => ({ lines: [{ amount: b.total_amount }] }),
};

const expense: Case = {
  path: '/v1/expenses',
  object: 'expense',
  withConnection: true,
  statuses: EXPENSE_STATUSES,
  minimal: (sid) => bodies.expense({ source_id: sid }),
  defaults: {
    approval_status: 'draft',
    payment_method_details: {},
    lines: [],
    dimensions: {},
    metadata: {},
  },
  full: (r) => ({
    source_id: 'exp-001',
    source_system: 'expensify',
    connection_id: 'policy-1',
    subsidiary_id: 'sub-2',
    amount: '107.25',
    currency: 'USD',
    // D17: kept as sent on a document in the base currency, which is valued at 1 all the same.
    exchange_rate: '1',
    tax_amount: '7.25',
    approval_status: 'pending_approval',
    document_date: '2026-04-01',
    effective_date: '2026-04-02',
    expense_date: '2026-03-31',
    status: 'paid',
    category: 'cat_travel',
    description: 'Taxi to client',
    memo: 'Client visit',
    expense_account_id: r.account,
    expense_account_code: '6100',
    vendor_id: 'ven-taxi',
    vendor_name: 'City Taxi',
    is_1099_eligible: false,
    form_1099_type: 'MISC',
    payment_method: 'Corporate card',
    payment_method_type: 'credit_card',
    payment_method_details: { last4: '4242', brand: 'visa' },
    payment_account_id: r.account2,
    lines: [
      {
        ...fullBaseLine(r),
        line_key: 'key-1',
        expense_account_id: r.account,
        expense_account_code: '6100',
      },
    ],
    dimensions: { project: 'p1' },
    metadata: { receipt: 'r-1' },
  }),
  line: () => ({ amount: '25.00' }),
  clear: ['expense_account_id', 'vendor_id', 'payment_method_type'],
  decimal: { set: (v) => ({ amount: v }), field: 'amount' },
  date: { set: (v) => ({ expense_date: v }), field: 'expense_date' },
  wrongType: (r) => [
    { set: { expense_account_id: r.customer }, field: 'expense_account_id' },
    { set: { payment_account_id: r.bill }, field: 'payment_account_id' },
    { set: withLines(r, expense, { expense_account_id: r.customer }), field: 'lines.1.expense_account_id' },
  ],
  foreign: (_r, o) => [
    { set: { payment_account_id: o.account }, field: 'payment_account_id' },
    { set: { expense_account_id: o.account2 }, field: 'expense_account_id' },
    { set: withLines(o, expense, { expense_account_id: o.account }), field: 'lines.1.expense_account_id' },
  ],
  filters: {
    status: {
      query: () => 'status=reimbursed',
      match: () => ({ status: 'reimbursed' }),
      others: () => [{}, { status: 'paid' }],
    },
    approval_status: {
      query: () => 'approval_status=void',
      match: () => ({ approval_status: 'void' }),
      others: () => [{}],
    },
    vendor_id: {
      query: () => 'vendor_id=ven-9',
      match: () => ({ vendor_id: 'ven-9' }),
      others: () => [{}, { vendor_id: 'ven-1' }],
    },
    expense_account_id: {
      query: (r) => `expense_account_id=${r.account}`,
      match: (r) => ({ expense_account_id: r.account }),
      others: (r) => [{}, { expense_account_id: r.account2 }],
    },
    payment_account_id: {
      query: (r) => `payment_account_id=${r.account2}`,
      match: (r) => ({ payment_account_id: r.account2 }),
      others: (r) => [{}, { payment_account_id: r.account }],
    },
    payment_method_type: {
      query: () => 'payment_method_type=cash',
      match: () => ({ payment_method_type: 'cash' }),
      others: () => [{}, { payment_method_type: 'check' }],
    },
    amount: {
      query: () => 'amount_from=50&amount_to=150',
      match: () => ({ amount: '50' }),
      others: () => [{ amount: '9' }, { amount: '1000.00' }, { amount: '49.99' }],
    },
    document_date: {
      query: () => 'document_date_from=2026-02-01&document_date_to=2026-02-28',
      match: () => ({ document_date: '2026-02-14' }),
      others: () => [{ document_date: '2026-01-31' }, { document_date: '2026-03-01' }],
    },
    expense_date: {
      query: () => 'expense_date_from=2026-02-01',
      match: () => ({ expense_date: '2026-02-14' }),
      others: () => [{ expense_date: '2026-01-31' }, {}],
    },
  },
  sorts: {
    amount: ['9.5', '10.00', '100.25'],
    document_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
    expense_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
  },
  readOnly: [],
  posts: approved,
  balance: (r) => ({ payment_account_id: r.account2 }),
};

const journalEntry: Case = {
  path: '/v1/journal_entries',
  object: 'journal_entry',
  withConnection: false,
  statuses: ENTRY_STATUSES,
  minimal: (sid) => bodies.journalEntry({ source_id: sid }),
  defaults: { approval_status: 'draft', dimensions: {}, metadata: {} },
  full: (r) => ({
    source_id: 'je-001',
    source_system: 'netsuite',
    connection_id: 'acct-1',
    entry_number: 'JE-0001',
    entry_date: '2026-01-31',
    document_date: '2026-01-30',
    effective_date: '2026-01-31',
    posting_period: '2026-01',
    status: 'draft',
    approval_status: 'pending_approval',
    memo: 'Month-end accrual',
    reverses_entry_id: r.entry,
    currency: 'USD',
    // D17: kept as sent on a document in the base currency, which is valued at 1 all the same.
    exchange_rate: '1',
    lines: [
      {
        line_number: 1,
        line_ref: 'l-1',
        account_id: r.account,
        account_code: '6000',
        debit_amount: '100.10',
        credit_amount: '0.00',
        description: 'Accrued expense',
        class_id: 'cls_1',
        location_id: 'loc_1',
        dimensions: { department: 'ops' },
        metadata: { k: 'v' },
      },
      {
        line_number: 2,
        line_ref: 'l-2',
        account_id: r.account2,
        account_code: '2100',
        debit_amount: '0.00',
        credit_amount: '100.10',
        description: 'Accrued liabilities',
        class_id: 'cls_1',
        location_id: 'loc_2',
        dimensions: {},
        metadata: {},
      },
    ],
    dimensions: { entity: 'us' },
    metadata: { ns_id: '901' },
  }),
  line: (r) => ({ account_id: r.account, debit_amount: '1.00' }),
  clear: ['reverses_entry_id', 'entry_number', 'currency'],
  decimal: {
    set: (v, r) => ({ lines: [{ account_id: r.account, debit_amount: v }] }),
    field: 'lines.0.debit_amount',
  },
  date: { set: (v) => ({ entry_date: v }), field: 'entry_date' },
  wrongType: (r) => [
    { set: { reverses_entry_id: r.bill }, field: 'reverses_entry_id' },
    { set: withLines(r, journalEntry, { account_id: r.customer }), field: 'lines.1.account_id' },
  ],
  foreign: (r, o) => [
    { set: { reverses_entry_id: o.entry }, field: 'reverses_entry_id' },
    { set: withLines(r, journalEntry, { account_id: o.account }), field: 'lines.1.account_id' },
  ],
  filters: {
    status: {
      query: () => 'status=posted',
      match: () => ({ status: 'posted' }),
      others: () => [{}, { status: 'reversed' }],
    },
    approval_status: {
      query: () => 'approval_status=rejected',
      match: () => ({ approval_status: 'rejected' }),
      others: () => [{}],
    },
    entry_date: {
      query: () => 'entry_date_from=2026-02-01&entry_date_to=2026-02-28',
      match: () => ({ entry_date: '2026-02-28' }),
      others: () => [{ entry_date: '2026-01-31' }, { entry_date: '2026-03-01' }],
    },
    reverses_entry_id: {
      query: (r) => `reverses_entry_id=${r.entry}`,
      match: (r) => ({ reverses_entry_id: r.entry }),
      others: () => [{}],
    },
  },
  sorts: {
    entry_date: ['2025-12-31', '2026-01-05', '2026-02-01'],
    entry_number: ['JE-1', 'JE-2', 'JE-3'],
  },
  readOnly: [],
  posts: (b) => ['posted', 'pending_reversal', 'reversed'].includes(b.status as string),
  balance: (r) => ({
    lines: [
      { account_id: r.account, debit_amount: '10.00' },
      { account_id: r.account2, credit_amount: '10.00' },
    ],
  }),
};

const CASES = [vendorBill, vendorCredit, expense, journalEntry];

/** The resource's required fields: those of `minimal` a create cannot do without. */
const requiredOf = (c: Case) => Object.keys(c.minimal('x'));

/** Errors ordered by field, for comparisons that do not depend on the validator's order. */
const byField = (errors: Json[]) =>
  [...errors].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));

async function make(c: Client, k: Case, extra: Body = {}, refs?: Refs): Promise<Json> {
  return created(await c.post(k.path, postable(k, refs, { ...k.minimal(uid('src')), ...extra })));
}

forEachDatabase((h) => {
  for (const k of CASES) {
    describe(k.path, () => {
      it('creates with only the required fields: defaults, nulls, approval_status draft', async () => {
        const c = await h().company();
        const body = k.minimal('min-1');
        const res = await c.post(k.path, body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.headers.get('etag')).toBe('"1"');
        const { id, object, data } = res.body;
        expect(object).toBe(k.object);
        expect(data.id).toBe(id);
        expect(data.version).toBe(1);
        expect(data.created_at).toMatch(ISO_UTC);
        expect(data.updated_at).toBe(data.created_at);
        for (const [f, v] of Object.entries(body)) expect(data[f], f).toEqual(v);
        for (const [f, v] of Object.entries(k.defaults)) expect(data[f], f).toEqual(v);
        // Every other field of the resource is present and null (D4).
        const fullKeys = Object.keys(k.full(await makeRefs(c)));
        for (const f of fullKeys) {
          if (f in body || f in k.defaults) continue;
          expect(data[f], f).toBeNull();
        }
        // D18: each of these documents posts, so it has void_date (null unless voided with one).
        expect(data.void_date).toBeNull();
        expect(Object.keys(data).sort()).toEqual(
          [...new Set([...fullKeys, 'void_date', ...k.readOnly, ...META_KEYS])].sort(),
        );
        // An unpaid bill's open balance is its total (a computed decimal: compared as a number).
        if (k.readOnly.includes('open_balance'))
          expect(Number(data.open_balance)).toBe(Number(body.total_amount));
      });

      it('creates with every field set and echoes each back exactly; get returns the same', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const body = k.full(refs);
        const res = await c.post(k.path, body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const { data } = res.body;
        for (const [f, v] of Object.entries(body)) expect(data[f], f).toEqual(v);
        // The full body names every field the resource has: nothing missing, nothing extra.
        // ... but void_date, given only with a void (D18).
        expect(data.void_date).toBeNull();
        expect(Object.keys(data).sort()).toEqual(
          [...Object.keys(body), 'void_date', ...k.readOnly, ...META_KEYS].sort(),
        );
        if (k.readOnly.includes('open_balance'))
          expect(Number(data.open_balance)).toBe(Number(body.total_amount));
        const got = await c.get(`${k.path}/${res.body.id}`);
        expect(got.status).toBe(200);
        expect(got.headers.get('etag')).toBe('"1"');
        expect(got.body).toEqual(res.body);
      });

      it('accepts every status value and refuses others, listing the allowed ones', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        for (const status of k.statuses) {
          const res = await c.post(k.path, postable(k, refs, { ...k.minimal(`st-${status}`), status }));
          expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(201);
          expect(res.body.data.status).toBe(status);
        }
        for (const approval_status of APPROVAL) {
          const res = await c.post(
            k.path,
            postable(k, refs, { ...k.minimal(`ap-${approval_status}`), approval_status }),
          );
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(res.body.data.approval_status).toBe(approval_status);
        }
        const bad = await c.post(k.path, { ...k.minimal('bad'), status: 'bogus', approval_status: 'done' });
        expect(byField(expect422Envelope(bad))).toEqual([
          {
            field: 'approval_status',
            code: 'invalid_enum',
            message: `must be one of: ${APPROVAL.join(', ')}`,
          },
          { field: 'status', code: 'invalid_enum', message: `must be one of: ${k.statuses.join(', ')}` },
        ]);
      });

      it('upserts by source identity: 201 then 200, one record', async () => {
        const c = await h().company();
        const body = { ...k.minimal('up-1'), connection_id: 'conn-a' };
        const a = await c.post(k.path, body);
        expect(a.status).toBe(201);
        const b = await c.post(k.path, { ...body, memo: 'second' });
        expect(b.status, JSON.stringify(b.body)).toBe(200);
        expect(b.body.id).toBe(a.body.id);
        expect(b.body.data.memo).toBe('second');
        expect(b.body.data.version).toBe(2);
        expect(await count(c, k.path, 'source_id=up-1')).toBe(1);
        // Another source system is another record.
        const other = await c.post(k.path, { ...body, source_system: 'other' });
        expect(other.status).toBe(201);
        expect(await count(c, k.path, 'source_id=up-1')).toBe(2);
      });

      it(
        k.withConnection
          ? 'connection_id is part of the identity: another connection is another record'
          : 'the identity is source_id alone: another connection_id updates the same record',
        async () => {
          const c = await h().company();
          const body = { ...k.minimal('conn-1'), connection_id: 'conn-a' };
          const a = await c.post(k.path, body);
          expect(a.status).toBe(201);
          const b = await c.post(k.path, { ...body, connection_id: 'conn-b', memo: 'via b' });
          if (k.withConnection) {
            expect(b.status).toBe(201);
            expect(b.body.id).not.toBe(a.body.id);
            expect(await count(c, k.path, 'source_id=conn-1')).toBe(2);
          } else {
            expect(b.status, JSON.stringify(b.body)).toBe(200);
            expect(b.body.id).toBe(a.body.id);
            expect(b.body.data.connection_id).toBe('conn-b');
            expect(b.body.data.memo).toBe('via b');
            expect(await count(c, k.path, 'source_id=conn-1')).toBe(1);
            // Without a connection_id at all: still the same record.
            const { connection_id: _omit, ...noConn } = body;
            const d = await c.post(k.path, noConn);
            expect(d.status).toBe(200);
            expect(d.body.id).toBe(a.body.id);
          }
        },
      );

      it('updates only the fields sent; arrays replaced whole; null clears; version grows', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const full = k.full(refs);
        const { body } = await c.post(k.path, full);
        const change: Body = {
          memo: 'changed',
          lines: [k.line(refs)],
          metadata: null,
          dimensions: { x: '1' },
        };
        for (const f of k.clear) change[f] = null;
        const res = await c.put(`${k.path}/${body.id}`, change);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.headers.get('etag')).toBe('"2"');
        const d = res.body.data;
        expect(d.version).toBe(2);
        expect(d.memo).toBe('changed');
        expect(d.lines).toEqual([{ ...k.line(refs), line_number: 1 }]);
        expect(d.metadata).toEqual({});
        expect(d.dimensions).toEqual({ x: '1' });
        for (const f of k.clear) expect(d[f], f).toBeNull();
        for (const [f, v] of Object.entries(full)) {
          if (f in change) continue;
          expect(d[f], f).toEqual(v);
        }
        expect(d.created_at).toBe(body.data.created_at);
        expect(d.updated_at >= d.created_at).toBe(true);
        expect((await c.get(`${k.path}/${body.id}`)).body).toEqual(res.body);
      });

      it('an update cannot clear a required field nor send bad values, and changes nothing', async () => {
        const c = await h().company();
        const rec = await make(c, k);
        for (const f of requiredOf(k)) {
          const res = await c.put(`${k.path}/${rec.id}`, { [f]: null });
          // One error, "required", also for an enum (not a second "must be one of").
          expect(expect422Envelope(res), f).toEqual([
            { field: f, code: 'required', message: 'is required and cannot be null' },
          ]);
        }
        const bad = await c.put(`${k.path}/${rec.id}`, { status: 'nope', foo: 1 });
        expect(fieldsOf(expect422Envelope(bad)).sort()).toEqual(['foo', 'status']);
        const got = await c.get(`${k.path}/${rec.id}`);
        expect(got.body).toEqual(rec);
      });

      it('deletes: 200 with the delete result, then 404', async () => {
        const c = await h().company();
        const rec = await make(c, k);
        const res = await c.delete(`${k.path}/${rec.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ deleted: true, id: rec.id, object: k.object });
        expect((await c.get(`${k.path}/${rec.id}`)).status).toBe(404);
        expect((await c.delete(`${k.path}/${rec.id}`)).status).toBe(404);
        expect(await count(c, k.path, `source_id=${rec.data.source_id}`)).toBe(0);
      });

      it('404 NOT_FOUND for an unknown id on get, update and delete', async () => {
        const c = await h().company();
        for (const res of [
          await c.get(`${k.path}/${UNKNOWN_ID}`),
          await c.put(`${k.path}/${UNKNOWN_ID}`, { memo: 'x' }),
          await c.delete(`${k.path}/${UNKNOWN_ID}`),
          await c.get(`${k.path}/not-a-uuid`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.code).toBe('NOT_FOUND');
        }
      });

      it('another company sees 404 and an empty list, and cannot change the record', async () => {
        const a = await h().company();
        const b = await h().company();
        const rec = await make(a, k);
        expect((await b.get(`${k.path}/${rec.id}`)).status).toBe(404);
        expect((await b.put(`${k.path}/${rec.id}`, { memo: 'hijack' })).status).toBe(404);
        expect((await b.delete(`${k.path}/${rec.id}`)).status).toBe(404);
        expect(await count(b, k.path)).toBe(0);
        // The same source identity in the other company is that company's own record.
        const mine = await b.post(k.path, k.minimal(rec.data.source_id));
        expect(mine.status).toBe(201);
        expect(mine.body.id).not.toBe(rec.id);
        expect((await a.get(`${k.path}/${rec.id}`)).body).toEqual(rec);
      });

      it('a reference to another company’s record is 422 INVALID_REFERENCE naming the field', async () => {
        const c = await h().company();
        const other = await h().company();
        const refs = await makeRefs(c);
        const otherRefs = await makeRefs(other);
        const before = await count(c, k.path);
        for (const p of k.foreign(refs, otherRefs)) {
          const res = await c.post(k.path, { ...k.minimal(uid('ref')), ...p.set });
          const errors = expect422Envelope(res, 'INVALID_REFERENCE');
          expect(errors, p.field).toEqual([
            { field: p.field, code: 'invalid_reference', message: expect.any(String) },
          ]);
        }
        // On update too.
        const rec = await make(c, k);
        const p = k.foreign(refs, otherRefs)[0]!;
        expect(
          fieldsOf(expect422Envelope(await c.put(`${k.path}/${rec.id}`, p.set), 'INVALID_REFERENCE')),
        ).toEqual([p.field]);
        expect(await count(c, k.path)).toBe(before + 1);
        expect((await c.get(`${k.path}/${rec.id}`)).body).toEqual(rec);
      });

      it('a reference to a record of the wrong type or to no record is 422 INVALID_REFERENCE', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const before = await count(c, k.path);
        for (const p of k.wrongType(refs)) {
          const res = await c.post(k.path, { ...k.minimal(uid('ref')), ...p.set });
          expect(fieldsOf(expect422Envelope(res, 'INVALID_REFERENCE')), p.field).toEqual([p.field]);
        }
        // A UUID of no record at all, and a value that is not a UUID.
        const top = Object.keys(k.wrongType(refs)[0]!.set)[0]!;
        for (const value of [UNKNOWN_ID, 'not-a-uuid']) {
          const res = await c.post(k.path, { ...k.minimal(uid('ref')), [top]: value });
          expect(fieldsOf(expect422Envelope(res, 'INVALID_REFERENCE')), value).toEqual([top]);
        }
        // Every problem is reported at once (one set of lines: the last problem's).
        const problems = k.wrongType(refs);
        const lastLines = problems.filter((p) => 'lines' in p.set).at(-1);
        const combined = problems.filter((p) => !('lines' in p.set) || p === lastLines);
        const all = Object.assign({}, ...combined.map((p) => p.set));
        const res = await c.post(k.path, { ...k.minimal(uid('ref')), ...all });
        expect(fieldsOf(expect422Envelope(res, 'INVALID_REFERENCE')).sort()).toEqual(
          [...new Set(combined.map((p) => p.field))].sort(),
        );
        expect(await count(c, k.path)).toBe(before);
      });

      it('bad input is a 422 naming each field with a dotted path, and stores nothing', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const before = await count(c, k.path);
        const base = k.minimal('bad-1');
        const cases: { body: Body; field: string; code: string; message?: string }[] = [
          ...requiredOf(k).map((f) => {
            const { [f]: _drop, ...body } = base;
            return { body, field: f, code: 'required', message: 'is required' };
          }),
          {
            body: { ...base, status: null },
            field: 'status',
            code: 'required',
            message: 'is required and cannot be null',
          },
          { body: { ...base, memo: 42 }, field: 'memo', code: 'invalid_type', message: 'must be a string' },
          { body: { ...base, metadata: 'x' }, field: 'metadata', code: 'invalid_type' },
          { body: { ...base, lines: {} }, field: 'lines', code: 'invalid_type', message: 'must be an array' },
          { body: { ...base, foo: 'bar' }, field: 'foo', code: 'unknown_field' },
          {
            body: { ...base, lines: [k.line(refs), { ...k.line(refs), foo: 1 }] },
            field: 'lines.1.foo',
            code: 'unknown_field',
          },
          {
            body: { ...base, lines: [{ ...k.line(refs), line_number: 'one' }] },
            field: 'lines.0.line_number',
            code: 'invalid_type',
          },
          {
            body: { ...base, ...k.decimal.set(12.5, refs) },
            field: k.decimal.field,
            code: 'invalid_type',
            message: DECIMAL_AS_NUMBER,
          },
          {
            body: { ...base, ...k.decimal.set('12,50', refs) },
            field: k.decimal.field,
            code: 'invalid_decimal',
          },
          { body: { ...base, ...k.date.set('2026-02-30') }, field: k.date.field, code: 'invalid_date' },
          { body: { ...base, ...k.date.set('31/01/2026') }, field: k.date.field, code: 'invalid_date' },
          { body: { ...base, effective_date: '2026-13-01' }, field: 'effective_date', code: 'invalid_date' },
          { body: { ...base, currency: 'US' }, field: 'currency', code: 'invalid_format' },
          {
            body: {
              ...base,
              metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
            },
            field: 'metadata',
            code: 'too_many_keys',
          },
        ];
        for (const t of cases) {
          const res = await c.post(k.path, t.body);
          const errors = expect422Envelope(res);
          expect(errors, `${t.field}: ${JSON.stringify(errors)}`).toContainEqual(
            t.message
              ? { field: t.field, code: t.code, message: t.message }
              : { field: t.field, code: t.code, message: expect.any(String) },
          );
          expect(errors).toHaveLength(1);
        }
        // All the problems of one request are reported together.
        const { [requiredOf(k)[1]!]: _drop, ...missingOne } = base;
        const res = await c.post(k.path, {
          ...missingOne,
          memo: 1,
          foo: 'x',
          ...k.date.set('2026-02-30'),
          lines: [k.line(refs), { ...k.line(refs), bar: 1 }],
        });
        expect(fieldsOf(expect422Envelope(res)).sort()).toEqual(
          [requiredOf(k)[1]!, 'memo', 'foo', k.date.field, 'lines.1.bar'].sort(),
        );
        expect(await count(c, k.path)).toBe(before);
      });

      it('refuses more than 1,000 lines', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const many = Array.from({ length: 1001 }, () => k.line(refs));
        const errors = expect422Envelope(await c.post(k.path, { ...k.minimal('many'), lines: many }));
        expect(errors).toEqual([
          { field: 'lines', code: 'too_many_items', message: 'must have at most 1000 items' },
        ]);
        const ok = await c.post(k.path, { ...k.minimal('many'), lines: many.slice(0, 1000) });
        expect(ok.status).toBe(201);
        expect(ok.body.data.lines[999].line_number).toBe(1000);
      });

      it('numbers lines without line_number 1..n in array order, on create and update', async () => {
        const c = await h().company();
        const refs = await makeRefs(c);
        const l = k.line(refs);
        const res = await c.post(k.path, {
          ...k.minimal('num'),
          lines: [l, { ...l, line_number: 7 }, l],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.data.lines.map((x: Json) => x.line_number)).toEqual([1, 7, 3]);
        const upd = await c.put(`${k.path}/${res.body.id}`, { lines: [l, l] });
        expect(upd.body.data.lines.map((x: Json) => x.line_number)).toEqual([1, 2]);
      });

      it('effective_date defaults to document_date (spec §2.4)', async () => {
        const c = await h().company();
        const none = await make(c, k);
        expect(none.data.document_date).toBeNull();
        expect(none.data.effective_date).toBeNull();
        const derived = await make(c, k, { document_date: '2026-03-01' });
        expect(derived.data.effective_date).toBe('2026-03-01');
        const given = await make(c, k, { document_date: '2026-03-01', effective_date: '2026-03-05' });
        expect(given.data.effective_date).toBe('2026-03-05');
        // Cleared, it is derived again from the document date.
        const cleared = await c.put(`${k.path}/${given.id}`, {
          effective_date: null,
          document_date: '2026-04-02',
        });
        expect(cleared.body.data.effective_date).toBe('2026-04-02');
      });

      describe('lists', () => {
        for (const [name, f] of Object.entries(k.filters)) {
          it(`filters by ${name}`, async () => {
            const c = await h().company();
            const refs = await makeRefs(c);
            const match = await make(c, k, f.match(refs), refs);
            for (const o of f.others(refs)) await make(c, k, o, refs);
            // The referenced bill and entry makeRefs made are left out: they are not this test's.
            const ids = await listIds(c, k.path, f.query(refs));
            expect(ids.filter((id) => id !== refs.bill && id !== refs.entry)).toEqual([match.id]);
          });
        }

        it('filters combine, and an unknown filter or a malformed value is 422', async () => {
          const c = await h().company();
          const [first] = Object.entries(k.filters);
          const refs = await makeRefs(c);
          const rec = await make(c, k, first![1].match(refs), refs);
          await make(c, k, first![1].match(refs), refs);
          const q = `${first![1].query(refs)}&source_id=${rec.data.source_id}`;
          expect(await listIds(c, k.path, q)).toEqual([rec.id]);
          expect(fieldsOf(expect422Envelope(await c.get(`${k.path}?bogus=1`)))).toEqual(['bogus']);
          expect(fieldsOf(expect422Envelope(await c.get(`${k.path}?status=bogus`)))).toEqual(['status']);
          const dateFilter = Object.keys(k.filters).find((n) => n.endsWith('date'))!;
          expect(fieldsOf(expect422Envelope(await c.get(`${k.path}?${dateFilter}_from=2026-02-30`)))).toEqual(
            [`${dateFilter}_from`],
          );
        });

        for (const [field, values] of Object.entries(k.sorts)) {
          it(`sorts by ${field}, ascending and descending`, async () => {
            const c = await h().company();
            // Made in an order that is neither the ascending one nor, for decimals, the textual one.
            const ids: string[] = [];
            for (const i of [2, 0, 1]) ids[i] = (await make(c, k, { [field]: values[i] })).id;
            expect(await listIds(c, k.path, `sort=${field}`)).toEqual(ids);
            expect(await listIds(c, k.path, `sort=-${field}`)).toEqual([...ids].reverse());
          });
        }

        it('refuses a sort field outside the whitelist', async () => {
          const c = await h().company();
          const errors = expect422Envelope(await c.get(`${k.path}?sort=memo`));
          expect(fieldsOf(errors)).toEqual(['sort']);
          expect((await c.get(`${k.path}?sort=-updated_at`)).status).toBe(200);
        });
      });
    });
  }

  describe('vendor bills: particulars', () => {
    it('vendor_id is required and opaque: every source-system id is accepted', async () => {
      const c = await h().company();
      const res = await c.post(
        '/v1/vendor_bills',
        bodies.vendorBill({ source_id: 'v-1', vendor_id: 'QB:Vendor/42' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.vendor_id).toBe('QB:Vendor/42');
    });

    it('line extras: line_key, account_id, account_code, billable, customer_id', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const line = {
        description: 'Billable travel',
        amount: '300.00',
        line_key: 'k-9',
        account_id: refs.account,
        account_code: '6200',
        billable: true,
        customer_id: refs.customer,
      };
      const res = await c.post('/v1/vendor_bills', bodies.vendorBill({ source_id: 'x-1', lines: [line] }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.lines).toEqual([{ ...line, line_number: 1 }]);
      const bad = await c.post('/v1/vendor_bills', {
        ...bodies.vendorBill({ source_id: 'x-2' }),
        lines: [{ ...line, billable: 'yes', expense_account_id: refs.account }],
      });
      expect(byField(expect422Envelope(bad))).toEqual([
        { field: 'lines.0.billable', code: 'invalid_type', message: 'must be a boolean' },
        {
          field: 'lines.0.expense_account_id',
          code: 'unknown_field',
          message: 'is not a field of this object',
        },
      ]);
    });

    it('nested line objects are validated with their paths: detail and tax_details', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const res = await c.post('/v1/vendor_bills', {
        ...bodies.vendorBill({ source_id: 'n-1' }),
        lines: [
          { amount: '1.00' },
          {
            tax_status: 'taxed',
            detail: { item_id: refs.item, quantity: 2 },
            tax_details: [fullTaxDetail(), { tax_detail_ref: 't2', amount_includes_tax: 'no' }],
          },
        ],
      });
      const errors = expect422Envelope(res);
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'lines.1.tax_status', code: 'invalid_enum' }),
          expect.objectContaining({ field: 'lines.1.detail.type', code: 'required' }),
          expect.objectContaining({ field: 'lines.1.detail.quantity', message: DECIMAL_AS_NUMBER }),
          expect.objectContaining({ field: 'lines.1.tax_details.1.tax_amount', code: 'required' }),
          expect.objectContaining({
            field: 'lines.1.tax_details.1.amount_includes_tax',
            code: 'invalid_type',
          }),
        ]),
      );
      expect(errors).toHaveLength(5);
      // References inside detail are checked too.
      const ref = await c.post('/v1/vendor_bills', {
        ...bodies.vendorBill({ source_id: 'n-2' }),
        lines: [
          { amount: '1.00' },
          { detail: { type: 'item', item_id: refs.account, account_id: refs.item } },
        ],
      });
      expect(fieldsOf(expect422Envelope(ref, 'INVALID_REFERENCE')).sort()).toEqual([
        'lines.1.detail.account_id',
        'lines.1.detail.item_id',
      ]);
    });

    it('a purchase order or customer a bill references cannot be deleted: 409 RECORD_IN_USE', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const bill = created(
        await c.post('/v1/vendor_bills', {
          ...bodies.vendorBill({ source_id: 'use-1' }),
          purchase_order_id: refs.purchaseOrder,
          lines: [{ amount: '1.00', customer_id: refs.customer }],
        }),
      );
      const po = await c.delete(`/v1/purchase_orders/${refs.purchaseOrder}`);
      expect(po.status).toBe(409);
      expect(po.body.code).toBe('RECORD_IN_USE');
      const cus = await c.delete(`/v1/customers/${refs.customer}`);
      expect(cus.status).toBe(409);
      expect(cus.body.code).toBe('RECORD_IN_USE');
      // Once the bill lets go, they can be deleted.
      const upd = await c.put(`/v1/vendor_bills/${bill.id}`, { purchase_order_id: null, lines: [] });
      expect(upd.status).toBe(200);
      expect((await c.delete(`/v1/purchase_orders/${refs.purchaseOrder}`)).status).toBe(200);
      expect((await c.delete(`/v1/customers/${refs.customer}`)).status).toBe(200);
    });

    it('decimals keep their exact text and compare numerically in range filters', async () => {
      const c = await h().company();
      const a = created(
        await c.post('/v1/vendor_bills', bodies.vendorBill({ source_id: 'd-1', total_amount: '-0.10' })),
      );
      created(
        await c.post(
          '/v1/vendor_bills',
          bodies.vendorBill({ source_id: 'd-2', total_amount: '99999999999999999999.9' }),
        ),
      );
      expect(a.data.total_amount).toBe('-0.10');
      expect(await listIds(c, '/v1/vendor_bills', 'total_amount_to=0')).toEqual([a.id]);
    });
  });

  describe('vendor credits: particulars', () => {
    it('bill_id references a vendor bill; the bill cannot then be deleted', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const vc = created(
        await c.post('/v1/vendor_credits', bodies.vendorCredit({ source_id: 'vc-1', bill_id: refs.bill })),
      );
      expect(vc.data.bill_id).toBe(refs.bill);
      const del = await c.delete(`/v1/vendor_bills/${refs.bill}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
      expect((await c.delete(`/v1/vendor_credits/${vc.id}`)).status).toBe(200);
      expect((await c.delete(`/v1/vendor_bills/${refs.bill}`)).status).toBe(200);
    });

    it('lines take bill_line_ref, account_code, reason_code, account_id but not line_key', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const line = {
        amount: '5.00',
        bill_line_ref: 'bl-9',
        account_code: '5000',
        reason_code: 'r',
        account_id: refs.account,
      };
      const res = await c.post(
        '/v1/vendor_credits',
        bodies.vendorCredit({ source_id: 'vc-2', lines: [line] }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.lines).toEqual([{ ...line, line_number: 1 }]);
      const bad = await c.post('/v1/vendor_credits', {
        ...bodies.vendorCredit({ source_id: 'vc-3' }),
        lines: [{ ...line, line_key: 'k', billable: true }],
      });
      expect(fieldsOf(expect422Envelope(bad)).sort()).toEqual(['lines.0.billable', 'lines.0.line_key']);
    });
  });

  describe('expenses: particulars', () => {
    it('lines take only line_key, expense_account_id and expense_account_code as extras', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const notOnExpense: Body = {
        line_ref: 'l',
        currency: 'USD',
        unit_amount: '1.00',
        sku: 's',
        product_id: 'p',
        discount_amount: '0',
        product: {},
        account_id: refs.account,
      };
      const res = await c.post('/v1/expenses', {
        ...bodies.expense({ source_id: 'e-1' }),
        lines: [{ amount: '1.00', ...notOnExpense }],
      });
      expect(fieldsOf(expect422Envelope(res)).sort()).toEqual(
        Object.keys(notOnExpense)
          .map((f) => `lines.0.${f}`)
          .sort(),
      );
      const line = {
        amount: '1.00',
        line_key: 'k',
        expense_account_id: refs.account,
        expense_account_code: '6100',
      };
      const ok = await c.post('/v1/expenses', bodies.expense({ source_id: 'e-2', lines: [line] }));
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.data.lines).toEqual([{ ...line, line_number: 1 }]);
    });

    it('payment method fields: payment_method_type values, details default {}', async () => {
      const c = await h().company();
      const bad = await c.post(
        '/v1/expenses',
        bodies.expense({ source_id: 'pm-1', payment_method_type: 'paypal' }),
      );
      expect(expect422Envelope(bad)).toEqual([
        {
          field: 'payment_method_type',
          code: 'invalid_enum',
          message: 'must be one of: check, credit_card, ach, cash, wire, other',
        },
      ]);
      const ok = created(
        await c.post('/v1/expenses', {
          ...bodies.expense({ source_id: 'pm-2' }),
          payment_method_type: 'ach',
          payment_method: 'ACH',
        }),
      );
      expect(ok.data.payment_method_details).toEqual({});
      const upd = await c.put(`/v1/expenses/${ok.id}`, { payment_method_details: { bank: 'x' } });
      expect(upd.body.data.payment_method_details).toEqual({ bank: 'x' });
      const cleared = await c.put(`/v1/expenses/${ok.id}`, { payment_method_details: null });
      expect(cleared.body.data.payment_method_details).toEqual({});
    });

    it('filters by account references and refuses a malformed account id in a filter', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      created(
        await c.post('/v1/expenses', {
          ...bodies.expense({ source_id: 'acc-1' }),
          payment_account_id: refs.account2,
          lines: [{ amount: '1.00', expense_account_id: refs.account }],
        }),
      );
      const withExpense = await listIds(c, '/v1/expenses', `payment_account_id=${refs.account2}`);
      expect(withExpense).toHaveLength(1);
      expect(fieldsOf(expect422Envelope(await c.get('/v1/expenses?expense_account_id=not-a-uuid')))).toEqual([
        'expense_account_id',
      ]);
    });
  });

  describe('journal entries: particulars', () => {
    const line = (account: string, extra: Body = {}) => ({ account_id: account, ...extra });

    it('lines are required, but an empty array is allowed', async () => {
      const c = await h().company();
      const { lines: _omit, ...noLines } = bodies.journalEntry({ source_id: 'je-1' });
      expect(expect422Envelope(await c.post('/v1/journal_entries', noLines))).toEqual([
        { field: 'lines', code: 'required', message: 'is required' },
      ]);
      expect(expect422Envelope(await c.post('/v1/journal_entries', { ...noLines, lines: null }))).toEqual([
        { field: 'lines', code: 'required', message: 'is required and cannot be null' },
      ]);
      const ok = created(await c.post('/v1/journal_entries', { ...noLines, lines: [] }));
      expect(ok.data.lines).toEqual([]);
    });

    it('every line requires account_id, naming the line', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const res = await c.post('/v1/journal_entries', {
        ...bodies.journalEntry({ source_id: 'je-2' }),
        lines: [line(refs.account, { debit_amount: '5' }), { credit_amount: '5' }, { account_id: null }],
      });
      expect(byField(expect422Envelope(res))).toEqual([
        { field: 'lines.1.account_id', code: 'required', message: 'is required' },
        { field: 'lines.2.account_id', code: 'required', message: 'is required and cannot be null' },
      ]);
    });

    it('lines have their own shape, not the shared line object', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const shared = {
        line_type: 'product',
        amount: '1.00',
        quantity: '1',
        detail: { type: 'item' },
        tax_details: [],
        tax_code: 'T',
        line_key: 'k',
        currency: 'USD',
      };
      const res = await c.post('/v1/journal_entries', {
        ...bodies.journalEntry({ source_id: 'je-3' }),
        lines: [line(refs.account, shared)],
      });
      expect(fieldsOf(expect422Envelope(res)).sort()).toEqual(
        Object.keys(shared)
          .map((f) => `lines.0.${f}`)
          .sort(),
      );
      // The header has no subsidiary_id either.
      expect(
        expect422Envelope(
          await c.post('/v1/journal_entries', bodies.journalEntry({ source_id: 'je-4', subsidiary_id: 's' })),
        ),
      ).toEqual([
        { field: 'subsidiary_id', code: 'unknown_field', message: 'is not a field of this object' },
      ]);
    });

    it('a reversing entry references the entry it reverses, which then cannot be deleted', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const original = created(
        await c.post('/v1/journal_entries', {
          ...bodies.journalEntry({ source_id: 'orig' }),
          status: 'posted',
          lines: [
            line(refs.account, { debit_amount: '10.00' }),
            line(refs.account2, { credit_amount: '10.00' }),
          ],
        }),
      );
      const reversal = created(
        await c.post('/v1/journal_entries', {
          ...bodies.journalEntry({ source_id: 'rev' }),
          reverses_entry_id: original.id,
          lines: [
            line(refs.account2, { debit_amount: '10.00' }),
            line(refs.account, { credit_amount: '10.00' }),
          ],
        }),
      );
      expect(reversal.data.reverses_entry_id).toBe(original.id);
      expect(await listIds(c, '/v1/journal_entries', `reverses_entry_id=${original.id}`)).toEqual([
        reversal.id,
      ]);
      // The original is posted: it has ledger lines, so it is never deleted (docs/ledger.md).
      const del = await c.delete(`/v1/journal_entries/${original.id}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('DOCUMENT_POSTED');
      // The reversal (a draft: no ledger lines) can be deleted; the posted original still cannot.
      expect((await c.delete(`/v1/journal_entries/${reversal.id}`)).status).toBe(200);
      const again = await c.delete(`/v1/journal_entries/${original.id}`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('DOCUMENT_POSTED');
    });

    it('an entry without ledger lines a reversing entry references cannot be deleted: RECORD_IN_USE', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const reversal = created(
        await c.post(
          '/v1/journal_entries',
          bodies.journalEntry({ source_id: 'rev-draft', reverses_entry_id: refs.entry }),
        ),
      );
      const del = await c.delete(`/v1/journal_entries/${refs.entry}`);
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('RECORD_IN_USE');
      // Once the reversal is gone, the original can be deleted.
      expect((await c.delete(`/v1/journal_entries/${reversal.id}`)).status).toBe(200);
      expect((await c.delete(`/v1/journal_entries/${refs.entry}`)).status).toBe(200);
    });

    it('an update replaces the lines whole and cannot clear them', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      const je = created(
        await c.post('/v1/journal_entries', {
          ...bodies.journalEntry({ source_id: 'je-5' }),
          lines: [line(refs.account, { debit_amount: '1' }), line(refs.account2, { credit_amount: '1' })],
        }),
      );
      expect(je.data.lines.map((l: Json) => l.line_number)).toEqual([1, 2]);
      const upd = await c.put(`/v1/journal_entries/${je.id}`, {
        lines: [line(refs.account2, { line_number: 10, credit_amount: '2.50' })],
      });
      expect(upd.status).toBe(200);
      expect(upd.body.data.lines).toEqual([
        { account_id: refs.account2, line_number: 10, credit_amount: '2.50' },
      ]);
      const clear = await c.put(`/v1/journal_entries/${je.id}`, { lines: null });
      expect(expect422Envelope(clear)).toEqual([
        { field: 'lines', code: 'required', message: 'is required and cannot be null' },
      ]);
      const empty = await c.put(`/v1/journal_entries/${je.id}`, { lines: [] });
      expect(empty.body.data.lines).toEqual([]);
    });

    it('a posted entry keeps decimal strings exactly as sent in its lines', async () => {
      const c = await h().company();
      const refs = await makeRefs(c);
      // Ten decimal places, as many as D4 allows; the amounts are in the company's base currency
      // (USD), so past its two the digits are zeros (D19).
      const je = created(
        await c.post('/v1/journal_entries', {
          ...bodies.journalEntry({ source_id: 'je-6' }),
          lines: [
            line(refs.account, { debit_amount: '0.1000000000' }),
            line(refs.account2, { credit_amount: '00.1000000000' }),
          ],
        }),
      );
      expect(je.data.lines[0].debit_amount).toBe('0.1000000000');
      expect(je.data.lines[1].credit_amount).toBe('00.1000000000');
    });
  });
});
