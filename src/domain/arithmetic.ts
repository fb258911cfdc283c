/**
 * D19: arithmetic is checked, not trusted. A client's create, PUT or upsert of any resource
 * passes `checkArithmetic` (composed in domain/effects.ts), read from the definition and the data
 * alone — no resource is known here by name:
 *
 * - every currency field (`currency`, `*_currency`) holds an active ISO 4217 code
 *   (`invalid_currency`);
 * - every money amount has at most its currency's minor-unit digits (`too_many_decimals`); which
 *   decimal fields are money is the one rule of `isMoneyField` below;
 * - a line's `amount` is its quantity × unit price rounded to the minor unit (`amount_mismatch`),
 *   its `tax_amount` is its `tax_rate` × taxable amount rounded (`tax_mismatch`);
 * - `subtotal` is the sum of the lines (`subtotal_mismatch`), a header `tax_amount` the sum of the
 *   lines' tax (`tax_mismatch`).
 *
 * These names (`currency`, `subtotal`, `tax_amount`, `tax_behavior`, the line's `amount`,
 * `quantity`, `unit_amount`) are D19's vocabulary, checked wherever a definition has such fields,
 * rather than roles a definition declares (documents.ts `Roles`): what they hold is the same in
 * every resource, and a resource without them has nothing to check.
 *
 * Every problem is reported at once (D5), each naming its field, the expected and the given value.
 * docs/ledger.md, "Arithmetic is checked", is this file in prose.
 */

import type { Field, FieldRecord } from '../kernel/fields.ts';
import { minorUnitOf } from './currencies.ts';
import type { Resource } from './documents.ts';
import { type FieldError, validationError } from './errors.ts';
import { Decimal, dec, fmt } from './money.ts';
import type { Tx } from './records.ts';
import { type Body, bodiesOf, isBody, textOf } from './values.ts';

// The field vocabulary ---------------------------------------------------------------------------

/**
 * Decimal fields that are not money: quantities, per-unit prices, rates and percentages. A field
 * is one when a word of its name (split at `_`) is one of `NOT_MONEY_WORDS` (quantity,
 * return_quantity, quantity_on_hand, tax_rate, exchange_rate, rate, discount_percent, …) or its
 * name is one of `NOT_MONEY_NAMES`. Every other decimal field is money.
 */
export const NOT_MONEY_WORDS: readonly string[] = ['quantity', 'rate', 'percent'];
export const NOT_MONEY_NAMES: readonly string[] = [
  'unit_amount',
  'unit_price',
  'purchase_cost',
  'reorder_point',
];

/** Whether a decimal field of this name holds money (and so has its currency's minor unit at most). */
export function isMoneyField(name: string): boolean {
  return !NOT_MONEY_NAMES.includes(name) && !name.split('_').some((w) => NOT_MONEY_WORDS.includes(w));
}

/** Fields that name a currency: `currency` and `*_currency` (source_currency, settlement_currency). */
export function isCurrencyField(name: string, field: Field): boolean {
  return field.kind === 'text' && (name === 'currency' || name.endsWith('_currency'));
}

/** The unit price of a line: the first of these it has (on the line, then in its `detail`). */
export const UNIT_PRICE_FIELDS = ['unit_amount', 'unit_price'] as const;

/** Amounts round half away from zero to the currency's minor unit (33.335 → 33.34, −0.005 → −0.01). */
export function roundMoney(d: Decimal, digits: number): Decimal {
  return d.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/**
 * The decimal places a value has beyond its trailing zeros: "10.50" has 1, "10.500" has 1, "10"
 * has 0. What is checked is the value, not how many zeros it was written with (D4 keeps them).
 */
export function significantDecimals(value: string): number {
  const dot = value.indexOf('.');
  if (dot < 0) return 0;
  let end = value.length;
  while (end > dot + 1 && value.charCodeAt(end - 1) === 48) end--; // trailing "0"s
  return end - dot - 1;
}

// The walk ----------------------------------------------------------------------------------------

/** The currency in force at a point of the data: its code and minor unit, or none known. */
interface Scope {
  code: string | null;
  /** Minor unit; null when there is no currency or it is not an ISO 4217 code. */
  digits: number | null;
}

interface Checking {
  errors: FieldError[];
  /** Fields already refused: nothing is computed from them (one error per mistake). */
  refused: Set<string>;
  /** Money values with no currency to check them against (the record names none). */
  unscoped: number;
}

const scopeOf = (code: string | null): Scope => ({ code, digits: code ? (minorUnitOf(code) ?? null) : null });

/** The scope inside an object: its own valid `currency` when it has one, else the enclosing one. */
function innerScope(fields: FieldRecord, obj: Body, outer: Scope): Scope {
  const own = textOf(obj.currency);
  const f = fields.currency;
  if (!f || !own || !isCurrencyField('currency', f)) return outer;
  return scopeOf(own);
}

/** How the walk treats a field, read once per field record (the walk visits every line). */
type Step =
  | { name: string; does: 'currency' }
  | { name: string; does: 'money' }
  | { name: string; does: 'object'; fields: FieldRecord }
  | { name: string; does: 'array'; items: FieldRecord };

const stepsOf = new WeakMap<FieldRecord, Step[]>();

/** The fields of a record the walk looks at, in their order, each with what it checks. */
function steps(fields: FieldRecord): Step[] {
  let out = stepsOf.get(fields);
  if (out) return out;
  out = [];
  for (const [name, field] of Object.entries(fields)) {
    if (isCurrencyField(name, field)) out.push({ name, does: 'currency' });
    else if (field.kind === 'decimal' && isMoneyField(name)) out.push({ name, does: 'money' });
    else if (field.kind === 'object' && field.fields)
      out.push({ name, does: 'object', fields: field.fields });
    else if (field.kind === 'array' && field.items?.fields)
      out.push({ name, does: 'array', items: field.items.fields });
  }
  stepsOf.set(fields, out);
  return out;
}

function walk(fields: FieldRecord, obj: Body, path: string, outer: Scope, c: Checking): void {
  const scope = innerScope(fields, obj, outer);
  // A field's path is only spelled out where it is needed: for an error, or to go inside it.
  const pathOf = (name: string) => (path ? `${path}.${name}` : name);
  for (const step of steps(fields)) {
    const v = obj[step.name];
    if (v == null) continue;
    if (step.does === 'currency') {
      if (typeof v === 'string' && minorUnitOf(v) === undefined) {
        const at = pathOf(step.name);
        c.refused.add(at);
        c.errors.push({
          field: at,
          code: 'invalid_currency',
          message: `expected an ISO 4217 currency code (for example USD, EUR, JPY), got ${v}`,
        });
      }
    } else if (step.does === 'money') {
      if (typeof v !== 'string') continue;
      if (scope.code === null) c.unscoped++;
      if (scope.digits !== null && significantDecimals(v) > scope.digits) {
        const at = pathOf(step.name);
        c.refused.add(at);
        c.errors.push({
          field: at,
          code: 'too_many_decimals',
          message: `expected at most ${scope.digits} decimal place${scope.digits === 1 ? '' : 's'} (the minor unit of ${scope.code}), got ${v}`,
        });
      }
    } else if (step.does === 'object') {
      if (isBody(v)) walk(step.fields, v, pathOf(step.name), scope, c);
    } else if (Array.isArray(v)) {
      const at = pathOf(step.name);
      v.forEach((item, i) => {
        if (isBody(item)) walk(step.items, item, `${at}.${i}`, scope, c);
      });
    }
  }
}

// Lines -------------------------------------------------------------------------------------------

type LineKind = 'amount' | 'discount' | 'tax' | 'skip';

/** How a line counts, as the posting rules read it (`line_type`, else `detail.type`). */
function lineKind(l: Body): LineKind {
  const t = textOf(l.line_type) ?? (isBody(l.detail) ? textOf(l.detail.type) : null);
  if (t === 'subtotal' || t === 'description_only') return 'skip';
  if (t === 'discount') return 'discount';
  if (t === 'tax') return 'tax';
  return 'amount';
}

/** A field of the line, else of its `detail` (the posting rules' precedence). */
function lineValue(l: Body, names: readonly string[]): string | null {
  const detail = isBody(l.detail) ? l.detail : {};
  for (const n of names) {
    const v = textOf(l[n]);
    if (v !== null) return v;
  }
  for (const n of names) {
    const v = textOf(detail[n]);
    if (v !== null) return v;
  }
  return null;
}

interface Line {
  i: number;
  kind: LineKind;
  scope: Scope;
  quantity: string | null;
  unitPrice: string | null;
  amount: string | null;
  /** The amount the line counts for: `amount`, else quantity × unit price rounded; null when neither. */
  value: Decimal | null;
  body: Body;
}

function readLines(data: Body, doc: Scope): Line[] {
  return bodiesOf(data.lines).map((body, i) => {
    const own = textOf(body.currency);
    const scope = own ? scopeOf(own) : doc;
    const quantity = lineValue(body, ['quantity']);
    const unitPrice = lineValue(body, UNIT_PRICE_FIELDS);
    const amount = textOf(body.amount);
    let value: Decimal | null = amount !== null ? dec(amount) : null;
    if (value === null && quantity !== null && unitPrice !== null) {
      const product = dec(quantity).times(dec(unitPrice));
      value = scope.digits !== null ? roundMoney(product, scope.digits) : product;
    }
    return { i, kind: lineKind(body), scope, quantity, unitPrice, amount, value, body };
  });
}

/** An expected amount as the messages write it: with the currency's digits when known. */
const show = (d: Decimal, digits: number | null): string => (digits !== null ? d.toFixed(digits) : fmt(d));

/** The terms of a sum, spelled out when there are few (`60.00 + 39.99`), counted otherwise. */
function terms(values: { sign: 1 | -1; text: string }[], what: string): string {
  if (values.length > 10) return `the sum of ${values.length} ${what}`;
  return values
    .map((v, k) => (k === 0 ? (v.sign < 0 ? `-${v.text}` : v.text) : `${v.sign < 0 ? '-' : '+'} ${v.text}`))
    .join(' ');
}

function checkLines(data: Body, lines: Line[], c: Checking): void {
  const inclusiveDoc = data.tax_behavior === 'inclusive';
  for (const l of lines) {
    const p = `lines.${l.i}`;
    const digits = l.scope.digits;
    if (digits === null) continue;
    // amount = quantity × unit price, rounded to the minor unit.
    if (l.amount !== null && l.quantity !== null && l.unitPrice !== null && !c.refused.has(`${p}.amount`)) {
      const expected = roundMoney(dec(l.quantity).times(dec(l.unitPrice)), digits);
      if (!expected.equals(dec(l.amount))) {
        c.refused.add(`${p}.amount`);
        c.errors.push({
          field: `${p}.amount`,
          code: 'amount_mismatch',
          message: `expected ${show(expected, digits)} (${l.quantity} × ${l.unitPrice}), got ${l.amount}`,
        });
      }
    }
    // tax_amount = tax_rate × taxable amount, rounded (tax taken out of a tax-inclusive amount).
    const rate = textOf(l.body.tax_rate);
    const tax = textOf(l.body.tax_amount);
    if (l.kind === 'skip' || rate === null || tax === null || c.refused.has(`${p}.tax_amount`)) continue;
    const taxable = textOf(l.body.taxable_amount);
    if (taxable !== null ? c.refused.has(`${p}.taxable_amount`) : c.refused.has(`${p}.amount`)) continue;
    const base = taxable !== null ? dec(taxable) : l.value;
    if (base === null) continue;
    const includes = l.body.amount_includes_tax;
    const inclusive = taxable === null && (includes === true || (includes == null && inclusiveDoc));
    const r = dec(rate);
    const expected = roundMoney(inclusive ? base.times(r).dividedBy(r.plus(1)) : base.times(r), digits);
    if (!expected.equals(dec(tax))) {
      c.refused.add(`${p}.tax_amount`);
      const how = inclusive
        ? `${show(base, digits)} × ${rate} / ${r.plus(1).toFixed()}, tax included in the amount`
        : `${taxable ?? show(base, digits)} × ${rate}`;
      c.errors.push({
        field: `${p}.tax_amount`,
        code: 'tax_mismatch',
        message: `expected ${show(expected, digits)} (${how}), got ${tax}`,
      });
    }
  }
}

/** `subtotal` = the amounts of the product, service and shipping lines less the discount lines. */
function checkSubtotal(data: Body, lines: Line[], doc: Scope, c: Checking): void {
  const given = textOf(data.subtotal);
  if (given === null || c.refused.has('subtotal')) return;
  const counted = lines.filter((l) => (l.kind === 'amount' || l.kind === 'discount') && l.value !== null);
  if (counted.some((l) => c.refused.has(`lines.${l.i}.amount`))) return;
  let sum = new Decimal(0);
  const parts: { sign: 1 | -1; text: string }[] = [];
  for (const l of counted) {
    const v = l.value as Decimal;
    const signed = l.kind === 'discount' ? v.abs().negated() : v;
    sum = sum.plus(signed);
    parts.push({ sign: signed.isNegative() ? -1 : 1, text: show(signed.abs(), l.scope.digits) });
  }
  if (sum.equals(dec(given))) return;
  c.refused.add('subtotal');
  const how = parts.length ? terms(parts, 'line amounts') : 'no line amounts';
  c.errors.push({
    field: 'subtotal',
    code: 'subtotal_mismatch',
    message: `expected ${show(sum, doc.digits)} (${how}), got ${given}`,
  });
}

/** The tax the lines carry: their `tax_amount`s (product, service, discount lines), and tax lines. */
function lineTaxes(lines: Line[]): { perLine: Line[]; taxLines: Line[] } {
  return {
    perLine: lines.filter((l) => (l.kind === 'amount' || l.kind === 'discount') && textOf(l.body.tax_amount)),
    taxLines: lines.filter((l) => l.kind === 'tax' && l.value !== null),
  };
}

const sumOf = (values: Decimal[]): Decimal => values.reduce((t, v) => t.plus(v), new Decimal(0));
const perLineTax = (l: Line): Decimal => dec(textOf(l.body.tax_amount));

/** A header `tax_amount` agrees with the lines' tax, and with the tax lines when there are some. */
function checkHeaderTax(r: Resource, data: Body, lines: Line[], doc: Scope, c: Checking): void {
  const given = textOf(data.tax_amount);
  if (!r.fields.tax_amount || given === null || c.refused.has('tax_amount')) return;
  const { perLine, taxLines } = lineTaxes(lines);
  const mismatch = (expected: Decimal, how: string) => {
    c.refused.add('tax_amount');
    c.errors.push({
      field: 'tax_amount',
      code: 'tax_mismatch',
      message: `expected ${show(expected, doc.digits)} (${how}), got ${given}`,
    });
  };
  if (perLine.length) {
    if (perLine.some((l) => c.refused.has(`lines.${l.i}.tax_amount`))) return;
    const sum = sumOf(perLine.map(perLineTax));
    const parts = perLine.map((l) => ({ sign: 1 as const, text: textOf(l.body.tax_amount) as string }));
    if (!sum.equals(dec(given))) mismatch(sum, `the lines' tax_amount: ${terms(parts, 'line taxes')}`);
    return;
  }
  if (taxLines.length && !taxLines.some((l) => c.refused.has(`lines.${l.i}.amount`))) {
    const sum = sumOf(taxLines.map((l) => l.value as Decimal));
    const parts = taxLines.map((l) => ({ sign: 1 as const, text: show(l.value as Decimal, l.scope.digits) }));
    if (!sum.equals(dec(given))) mismatch(sum, `the tax lines: ${terms(parts, 'tax lines')}`);
  }
}

/**
 * Issue 25: a document's lines are in its currency. A line may repeat it (`lines.N.currency`), and
 * one that names another is refused on that field rather than posted as if it were the document's.
 */
function checkLineCurrencies(r: Resource, data: Body, c: Checking): void {
  const own = textOf(data.currency);
  const line = r.fields.lines?.items?.fields?.currency;
  if (!own || !line || c.refused.has('currency')) return;
  bodiesOf(data.lines).forEach((l, i) => {
    const at = `lines.${i}.currency`;
    const theirs = textOf(l.currency);
    if (theirs === null || theirs === own || c.refused.has(at)) return;
    c.refused.add(at);
    c.errors.push({
      field: at,
      code: 'currency_mismatch',
      message: `expected ${own}, the ${r.object.replace(/_/g, ' ')}'s currency (a document's lines are in its currency: repeat it or leave it out), got ${theirs}`,
    });
  });
}

// Entry points ------------------------------------------------------------------------------------

function run(r: Resource, data: Body, baseCurrency?: string | null): Checking {
  const c: Checking = { errors: [], refused: new Set(), unscoped: 0 };
  const doc = scopeOf(textOf(data.currency) ?? baseCurrency ?? null);
  walk(r.fields, data, '', doc, c);
  checkLineCurrencies(r, data, c);
  if (r.fields.lines && Array.isArray(data.lines)) {
    const lines = readLines(data, doc);
    checkLines(data, lines, c);
    checkSubtotal(data, lines, doc, c);
    checkHeaderTax(r, data, lines, doc, c);
  }
  return c;
}

/**
 * D19, pure: throws one 422 VALIDATION_ERROR naming every field whose arithmetic is wrong. Amounts
 * of a record that names no `currency` are in `baseCurrency` (the company's), when given.
 */
export function checkArithmetic(r: Resource, data: Body, baseCurrency?: string | null): void {
  const { errors } = run(r, data, baseCurrency);
  if (errors.length) throw validationError(errors);
}

/**
 * D19: when only the lines carry tax, the header's tax is their sum. A resource with a header
 * `tax_amount` left empty gets the sum of its lines' `tax_amount`s, so the record shows the tax
 * the ledger posts. Returns the data unchanged otherwise.
 */
export function withHeaderTax(r: Resource, data: Body, baseCurrency?: string | null): Body {
  if (!r.fields.tax_amount || data.tax_amount != null || !Array.isArray(data.lines)) return data;
  const doc = scopeOf(textOf(data.currency) ?? baseCurrency ?? null);
  const { perLine } = lineTaxes(readLines(data, doc));
  if (!perLine.length) return data;
  return { ...data, tax_amount: show(sumOf(perLine.map(perLineTax)), doc.digits) };
}

/**
 * A client's change, checked (D19) and completed: composed in `documentEffects().beforeChange`.
 * The company's base currency is read only when the record names no currency and has money in it
 * (a journal entry, a customer's credit limit).
 */
export async function checkedArithmetic(tx: Tx, r: Resource, data: Body): Promise<Body> {
  let base: string | null = null;
  if (textOf(data.currency) === null && run(r, data).unscoped > 0)
    base = (await tx.repo.getCompany(tx.companyId))?.base_currency ?? null;
  checkArithmetic(r, data, base);
  return withHeaderTax(r, data, base);
}
