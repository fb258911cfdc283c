/**
 * D18's pure rules without a server or a database: the fiscal year a day falls in, the lock check
 * the engine runs before appending journal lines, the void_date rules, a PATCH applied to the
 * settings, the void_date field every posting document gets, and the void action's body.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  type CompanySettings,
  checkNotLocked,
  fiscalYearStart,
  isLocked,
  presentCompany,
  voidDateProblem,
} from '../../src/domain/company.ts';
import { AppError } from '../../src/domain/errors.ts';
import { APPROVAL_FLOW } from '../../src/domain/lifecycle.ts';
import { customers } from '../../src/resources/customer.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { payments } from '../../src/resources/payment.ts';
import { quotes } from '../../src/resources/quote.ts';

function thrown(fn: () => void): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('fiscalYearStart', () => {
  it('is the first of the start month on or before the day', () => {
    expect(fiscalYearStart('2026-03-31', 4)).toBe('2025-04-01');
    expect(fiscalYearStart('2026-04-01', 4)).toBe('2026-04-01');
    expect(fiscalYearStart('2026-12-31', 4)).toBe('2026-04-01');
    expect(fiscalYearStart('2026-01-01', 1)).toBe('2026-01-01');
    expect(fiscalYearStart('2026-12-31', 1)).toBe('2026-01-01');
    expect(fiscalYearStart('2026-11-30', 12)).toBe('2025-12-01');
    expect(fiscalYearStart('2026-12-01', 12)).toBe('2026-12-01');
    expect(fiscalYearStart('2024-02-29', 3)).toBe('2023-03-01');
  });
});

describe('the lock', () => {
  it('locks the lock date and every day before it, nothing when there is none', () => {
    expect(isLocked('2026-01-31', '2026-01-31')).toBe(true);
    expect(isLocked('2025-12-01', '2026-01-31')).toBe(true);
    expect(isLocked('2026-02-01', '2026-01-31')).toBe(false);
    expect(isLocked('1999-01-01', null)).toBe(false);
  });

  it('refuses lines on or before the lock date with PERIOD_LOCKED, naming it and the earliest locked line', () => {
    expect(() => checkNotLocked(['2026-02-01', '2026-03-01'], '2026-01-31')).not.toThrow();
    expect(() => checkNotLocked(['2026-01-01'], null)).not.toThrow();
    expect(() => checkNotLocked([], '2026-01-31')).not.toThrow();
    const e = thrown(() => checkNotLocked(['2026-02-15', '2026-01-31', '2026-01-10'], '2026-01-31'));
    expect(e.code).toBe('PERIOD_LOCKED');
    expect(e.status).toBe(409);
    expect(e.message).toContain('locked up to and including 2026-01-31');
    expect(e.message).toContain('would post on 2026-01-10');
    expect(e.message).not.toContain('void_date');
    const v = thrown(() => checkNotLocked(['2026-01-10'], '2026-01-31', true));
    expect(v.message).toContain('give a void_date after 2026-01-31');
  });
});

describe('void_date', () => {
  const base = { voidDate: '2026-02-15', voiding: true, documentDate: '2026-01-10', lockDate: '2026-01-31' };
  it('is accepted with a void, on or after the document date, after the lock date', () => {
    expect(voidDateProblem(base)).toBeUndefined();
    expect(voidDateProblem({ ...base, voidDate: '2026-01-10', lockDate: null })).toBeUndefined();
    expect(voidDateProblem({ ...base, voidDate: '2026-02-01' })).toBeUndefined();
  });
  it('names void_date and why otherwise', () => {
    expect(voidDateProblem({ ...base, voiding: false })).toMatchObject({
      field: 'void_date',
      code: 'not_voiding',
    });
    expect(voidDateProblem({ ...base, voidDate: '2026-01-09' })).toMatchObject({
      field: 'void_date',
      code: 'before_document_date',
      message: "must be on or after the document's date 2026-01-10; 2026-01-09 is before it",
    });
    expect(voidDateProblem({ ...base, voidDate: '2026-01-31' })).toMatchObject({
      field: 'void_date',
      code: 'in_locked_period',
      message: 'must be after the lock date 2026-01-31; 2026-01-31 is in the locked period',
    });
  });
});

describe('the company settings', () => {
  const settings: CompanySettings = {
    id: '01a2d7a0-0000-7000-8000-000000000001',
    name: 'Acme',
    base_currency: 'USD',
    lock_date: null,
    fiscal_year_start_month: 1,
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: null,
  };
  it('a PATCH changes only what it sends; null clears the lock date', () => {
    expect(applyPatch(settings, {})).toEqual(settings);
    expect(applyPatch(settings, { lock_date: '2026-03-31', name: ' Acme Ltd ' })).toEqual({
      ...settings,
      lock_date: '2026-03-31',
      name: 'Acme Ltd',
    });
    expect(applyPatch({ ...settings, lock_date: '2026-03-31' }, { lock_date: null }).lock_date).toBeNull();
    expect(applyPatch(settings, { fiscal_year_start_month: 4 }).fiscal_year_start_month).toBe(4);
  });
  it('is shown as the company envelope; never updated means updated when created', () => {
    expect(presentCompany(settings)).toEqual({
      id: settings.id,
      object: 'company',
      data: {
        id: settings.id,
        name: 'Acme',
        base_currency: 'USD',
        lock_date: null,
        fiscal_year_start_month: 1,
        created_at: settings.created_at,
        updated_at: settings.created_at,
        version: 1,
      },
    });
  });
});

describe('void_date on the definitions', () => {
  it('every document that posts has an optional void_date date field; nothing else has one', () => {
    for (const r of RESOURCES) {
      const has = 'void_date' in r.fields;
      expect(has, r.name).toBe(Boolean(r.document?.posting));
      if (!has) continue;
      expect(r.fields.void_date?.kind).toBe('date');
      const create = r.schemas.create as { required?: string[]; properties: Record<string, unknown> };
      expect(create.required ?? []).not.toContain('void_date');
      expect(create.properties.void_date).toBeDefined();
    }
    expect('void_date' in invoices.fields).toBe(true);
    expect('void_date' in payments.fields).toBe(true);
    expect('void_date' in quotes.fields).toBe(false);
    expect('void_date' in customers.fields).toBe(false);
  });

  it("the void action's body takes void_date and sets it on the document", () => {
    const voiding = APPROVAL_FLOW.find((t) => t.action === 'void');
    expect(voiding?.body).toMatchObject({
      additionalProperties: false,
      properties: { void_date: { type: 'string', format: 'date' } },
    });
    expect(voiding?.dataFrom?.({ void_date: '2026-02-15' })).toEqual({ void_date: '2026-02-15' });
    expect(voiding?.dataFrom?.({})).toBeUndefined();
  });
});
