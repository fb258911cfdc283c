/**
 * Roles (domain/documents.ts): the fields generic code reads by what they hold, named by each
 * definition. A definition's roles are read through (whatever its fields are called); a part of the
 * behaviour that reads a role the definition does not declare is refused when it is defined; a name
 * its fields lack does not compile. On definitions written here, beside the served ones.
 */
import { describe, expect, it } from 'vitest';
import {
  type Catalog,
  customerOf,
  defineResource,
  type Resource,
  ROLES_NEEDED,
  roleField,
  roleOf,
} from '../../src/domain/documents.ts';
import { date, decimal, ref, text } from '../../src/kernel/fields.ts';
import { CATALOG } from '../../src/resources/index.ts';

const common = {
  description: 'A document of the unit tests.',
  identity: { sourceField: 'source_id', withConnection: true },
} as const;

const fields = {
  source_id: text({ required: true }),
  grand_total: decimal(),
  money: text(),
  client: ref('customers'),
  supplier: text(),
  pay_by: date(),
};

/** A document settled by others, its roles held by fields of its own names. */
const tabs = defineResource({
  ...common,
  name: 'tabs',
  object: 'tab',
  title: 'Tab',
  fields,
  document: {
    roles: { total: 'grand_total', currency: 'money', counterparty: 'client', due: 'pay_by' },
    posting: { posts: () => false, lines: () => [] },
    settlement: {
      paidDate: { field: 'pay_by', datetime: false },
      statuses: { none: 'open', partial: 'partially_paid', full: 'paid' },
      settledBy: 'payments',
      account: 'accounts_receivable',
    },
  },
});

const data = {
  source_id: 't1',
  grand_total: '12.50',
  money: 'EUR',
  client: 'c-1',
  supplier: 's-1',
  pay_by: '2024-03-31',
};

describe('roles', () => {
  it('reads each role through the field the definition names', () => {
    expect(roleOf(tabs, data, 'total')).toBe('12.50');
    expect(roleOf(tabs, data, 'currency')).toBe('EUR');
    expect(roleOf(tabs, data, 'counterparty')).toBe('c-1');
    expect(roleOf(tabs, data, 'due')).toBe('2024-03-31');
    expect(roleField(tabs, 'total')).toBe('grand_total');
    // Empty or not a string: null.
    expect(roleOf(tabs, { ...data, grand_total: null }, 'total')).toBeNull();
    expect(roleOf(tabs, { source_id: 't2' }, 'currency')).toBeNull();
  });

  it('a counterparty referencing the customers is the customer; another is none', () => {
    const catalog = { ...CATALOG, customers: { ...CATALOG.customers, name: 'customers' } } as Catalog;
    expect(customerOf(catalog, tabs, data)).toBe('c-1');
    const vendorTabs = defineResource({
      ...common,
      name: 'vendor_tabs',
      object: 'vendor_tab',
      title: 'Vendor tab',
      fields,
      document: { roles: { currency: 'money', counterparty: 'supplier' } },
    });
    expect(customerOf(catalog, vendorTabs, data)).toBeNull();
  });

  it('a role the definition does not declare is never read as some other field', () => {
    const plain = defineResource({ ...common, name: 'plains', object: 'plain', title: 'Plain', fields });
    expect(() => roleOf(plain, data, 'total')).toThrow(
      'plains declares no total role (document.roles.total)',
    );
  });

  it('refuses a definition whose behaviour reads a role it does not declare, naming both', () => {
    // A settled document must say when it falls due (the aging reads it).
    expect(() =>
      defineResource({
        ...common,
        name: 'undue',
        object: 'undue',
        title: 'Undue',
        fields,
        document: {
          roles: { total: 'grand_total', currency: 'money', counterparty: 'client' },
          settlement: tabs.document!.settlement!,
        },
      }),
    ).toThrow(
      'undue: document.settlement reads the due role: name the field that holds it in document.roles.due',
    );
    // A posting document must say which field is its currency.
    expect(() =>
      defineResource({
        ...common,
        name: 'unpriced',
        object: 'unpriced',
        title: 'Unpriced',
        fields,
        document: { posting: { posts: () => false, lines: () => [] } },
      }),
    ).toThrow('unpriced: document.posting reads the currency role');
  });

  it('refuses a document that applies to others without the allocations its reference keys', () => {
    const applies = {
      target: () => tabs,
      ref: 'tab_id',
      applies: () => true,
      amount: () => '0',
      madeOn: () => null,
      header: 'whole',
    } as const;
    expect(() =>
      defineResource({
        ...common,
        name: 'chits',
        object: 'chit',
        title: 'Chit',
        fields: { ...fields, tab_id: ref('tabs') },
        document: { roles: { currency: 'money', counterparty: 'client' }, applies },
      }),
    ).toThrow('chits: document.applies names its target by tab_id: in its header and in allocations[]');
  });

  it('a role naming no field of the definition does not compile (and is refused when defined)', () => {
    expect(() =>
      defineResource({
        ...common,
        name: 'typos',
        object: 'typo',
        title: 'Typo',
        fields,
        document: {
          // @ts-expect-error: `currency` is not one of its fields
          roles: { currency: 'currency' },
          posting: { posts: () => false, lines: () => [] },
        },
      }),
    ).toThrow(
      'typos: document.posting reads the currency role: name the field that holds it in document.roles.currency (currency is not one of its fields)',
    );
  });

  it('every served document declares the roles its behaviour reads', () => {
    const parts = Object.keys(ROLES_NEEDED) as (keyof typeof ROLES_NEEDED)[];
    const checked: string[] = [];
    for (const r of CATALOG.all as readonly Resource[]) {
      for (const part of parts) {
        if (!r.document?.[part]) continue;
        for (const role of ROLES_NEEDED[part])
          expect(r.fields[roleField(r, role)], `${r.name} ${role}`).toBeDefined();
        checked.push(`${r.name}.${part}`);
      }
    }
    // The documents that post, settle, apply and clear (12 post; 2 settle; 4 apply; 1 clears).
    expect(checked).toHaveLength(12 + 2 + 4 + 1);
    expect(roleField(CATALOG.all.find((r) => r.name === 'invoices')!, 'due')).toBe('due_at');
    expect(roleField(CATALOG.all.find((r) => r.name === 'vendor_bills')!, 'counterparty')).toBe('vendor_id');
  });
});
