/**
 * The reports (D8, D17): one path per report, each with its own operation id, query and answer
 * schema (typed rows and totals). Every report is in the company's base currency unless
 * `?currency=XXX` asks for one document currency; `fx_revaluation` takes `rates[XXX]` parameters.
 * The OpenAPI document names each answer, row and total schema (`TrialBalanceReport`,
 * `TrialBalanceRow`, `DebitCreditTotal`, …: `REPORT_ROUTES[].names`, read by openapi.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  type FxRevaluationQuery,
  type LedgerReports,
  type PagedAsOfQuery,
  type PagedPeriodQuery,
  REPORT_LIMIT_DEFAULT,
  REPORT_LIMIT_MAX,
  type ReportType,
} from '../../domain/ledger/reports.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import { errorResponses } from '../schemas.ts';

const amount = { type: 'string', description: 'Decimal string.' };
const date = { type: 'string', format: 'date' };
const nullableText = { type: ['string', 'null'] };

/** The fields of a journal line as the API shows it (`GET /v1/ledger_entries`, the general ledger). */
export const entryDataProperties = {
  id: { type: 'string' },
  account_id: { type: 'string' },
  debit_amount: amount,
  credit_amount: amount,
  currency: { type: 'string' },
  effective_date: date,
  document_type: { type: 'string' },
  document_id: { type: 'string' },
  reverses_entry_id: nullableText,
  memo: nullableText,
  created_at: { type: 'string', format: 'date-time' },
  base_debit_amount: {
    ...amount,
    type: ['string', 'null'],
    description:
      "D17: the debit valued in the company's base currency; null only for a foreign line posted before base amounts existed whose rate is unknown (`npx finrec ledger missing-rates`).",
  },
  base_credit_amount: {
    ...amount,
    type: ['string', 'null'],
    description: 'D17: the credit in the base currency.',
  },
  exchange_rate: {
    type: ['string', 'null'],
    description:
      'Base-currency units per unit of `currency` the line was valued at (1 in the base currency).',
  },
};

// Queries --------------------------------------------------------------------------------------

const currencyParam = {
  type: 'string',
  pattern: '^[A-Z]{3}$',
  'x-finrec-kind': 'currency',
  description:
    'Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value.',
};
const asOf = { ...date, description: 'The day the balances are at the end of (inclusive); default today.' };
const asOfQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { as_of: asOf, currency: currencyParam },
};
const periodQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { ...date, description: 'First day of the period (inclusive); default: the beginning.' },
    to: { ...date, description: 'Last day of the period (inclusive); default today.' },
    currency: currencyParam,
  },
};
/** D11: the general ledger and the agings page by cursor. */
const pagedParams = {
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: REPORT_LIMIT_MAX,
    default: REPORT_LIMIT_DEFAULT,
    description: `Rows per page (the general ledger: journal lines), 1 to ${REPORT_LIMIT_MAX}; default ${REPORT_LIMIT_DEFAULT}.`,
  },
  cursor: {
    type: 'string',
    maxLength: 2000,
    description:
      'The next page: `pagination.next_cursor` of the page before. It holds the query it was issued for; the other parameters may be left out, and any sent must be the same.',
  },
};
const pagedAsOfQuery = { ...asOfQuery, properties: { ...asOfQuery.properties, ...pagedParams } };
const pagedPeriodQuery = { ...periodQuery, properties: { ...periodQuery.properties, ...pagedParams } };
const reportPagination = {
  type: 'object',
  required: ['has_more', 'limit', 'page', 'next_cursor'],
  description: 'D11: where this page is. Send `next_cursor` as `cursor` for the next page; null on the last.',
  properties: {
    has_more: { type: 'boolean' },
    limit: { type: 'integer' },
    page: { type: 'integer', description: '1 for the first page; each cursor leads to the next.' },
    next_cursor: { type: ['string', 'null'] },
  },
};

/** A rate parameter: positive, at most 10 decimal places. */
const rateValue = {
  type: 'string',
  pattern: '^[0-9]{1,20}(\\.[0-9]{1,10})?$',
  description: 'Base-currency units per one unit of the currency: a positive decimal string.',
};
/**
 * `rates[EUR]=1.1` arrives as the parameter named `rates[EUR]` (Fastify's query-string parser does
 * not nest), so it is validated by pattern. The OpenAPI document shows it as the deepObject
 * parameter `rates` (openapi.ts, `documentedQuery`).
 */
export const RATES_PATTERN = '^rates\\[[^\\]]*\\]$';
const fxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { as_of: asOf },
  patternProperties: { [RATES_PATTERN]: rateValue },
  'x-finrec-deep-object': {
    rates: {
      type: 'object',
      additionalProperties: rateValue,
      description:
        'Rates to revalue at, by currency: `rates[EUR]=1.1&rates[JPY]=0.0067`. They take precedence over `/v1/exchange_rates`; a currency held without either is a 422 naming `rates[XXX]`.',
    },
  },
};

// Answers ----------------------------------------------------------------------------------------

const reportCurrency = {
  currency: { type: 'string', description: 'The currency of every amount of the report (ISO 4217).' },
  amounts: {
    type: 'string',
    enum: ['base', 'document'],
    description:
      '`base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).',
  },
};

function report(
  type: ReportType,
  period: boolean,
  row: JsonSchema,
  total: JsonSchema,
  paged: boolean,
): JsonSchema {
  const dates = period ? { from: date, to: date } : { as_of: date };
  return {
    type: 'object',
    required: [
      'object',
      'type',
      ...Object.keys(dates),
      'currency',
      'amounts',
      'data',
      ...(paged ? ['pagination'] : []),
    ],
    properties: {
      ...(paged ? { pagination: reportPagination } : {}),
      object: { type: 'string', const: 'report' },
      type: { type: 'string', const: type },
      ...dates,
      ...reportCurrency,
      data: {
        type: 'object',
        required: ['rows', 'totals'],
        properties: {
          rows: { type: 'array', items: row },
          totals: {
            type: 'array',
            minItems: 1,
            maxItems: 1,
            description: paged
              ? 'One set of totals, in the report’s currency: of this page’s rows (the pages’ totals add up to the whole report’s).'
              : 'One set of totals, in the report’s currency.',
            items: total,
          },
        },
      },
    },
  };
}

const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});

const accountColumns = {
  account_id: { type: 'string' },
  account_name: { type: 'string' },
};
const rowCurrency = { currency: { type: 'string', description: 'The report’s currency.' } };

const debitCreditTotal = object({ ...rowCurrency, debit: amount, credit: amount });

const trialBalanceRow = object({
  ...accountColumns,
  account_id: {
    type: ['string', 'null'],
    description:
      'D18: the profit of earlier fiscal years is on the row of the account whose `slot` is `retained_earnings`; a company without one gets that row with a null `account_id` (named Retained Earnings).',
  },
  account_type: { type: 'string' },
  ...rowCurrency,
  debit: amount,
  credit: amount,
});

const balanceSheetRow = object({
  ...accountColumns,
  account_type: { type: 'string', enum: ['asset', 'liability', 'equity'] },
  ...rowCurrency,
  balance: amount,
});
const balanceSheetTotal = object({
  ...rowCurrency,
  assets: amount,
  liabilities: amount,
  equity: amount,
  retained_earnings: {
    ...amount,
    description: 'D18: revenue less expenses of the fiscal years before the one `as_of` is in.',
  },
  current_earnings: {
    ...amount,
    description: 'D18: revenue less expenses from the first day of the fiscal year `as_of` is in to `as_of`.',
  },
  liabilities_and_equity: {
    ...amount,
    description: 'liabilities + equity + retained_earnings + current_earnings: equals assets.',
  },
});

const profitAndLossRow = object({
  ...accountColumns,
  account_type: { type: 'string', enum: ['revenue', 'expense'] },
  ...rowCurrency,
  amount,
});
const profitAndLossTotal = object({ ...rowCurrency, revenue: amount, expense: amount, net_income: amount });

const generalLedgerEntry = object({
  ...entryDataProperties,
  balance: {
    ...amount,
    description:
      "The account's balance (debit positive) after this line: of base amounts in the base currency, of amounts with `?currency=`.",
  },
});
const generalLedgerRow = object({
  ...accountColumns,
  ...rowCurrency,
  opening_balance: amount,
  closing_balance: amount,
  entries: { type: 'array', items: generalLedgerEntry },
});

const agingAmounts = {
  current: { ...amount, description: 'Not yet due (and unapplied payments and credits, negative).' },
  days_1_30: amount,
  days_31_60: amount,
  days_61_90: amount,
  days_over_90: amount,
  total: amount,
};
const agingTotal = object({ ...rowCurrency, ...agingAmounts });
const arAgingRow = object({ customer_id: nullableText, ...rowCurrency, ...agingAmounts });
const apAgingRow = object({ vendor_id: nullableText, ...rowCurrency, ...agingAmounts });

const fxRevaluationRow = object({
  ...accountColumns,
  account_type: { type: 'string', enum: ['asset', 'liability'] },
  currency: { type: 'string', description: 'The foreign currency the account holds.' },
  balance: {
    ...amount,
    description:
      'What the account holds in `currency` as of the day, on its normal side (a payable is positive).',
  },
  booked_base: { ...amount, description: 'Its value on the books, in the base currency (same side).' },
  rate: { type: 'string', description: 'Base-currency units per unit of `currency` it is revalued at.' },
  rate_source: {
    type: 'string',
    enum: ['parameter', 'exchange_rates'],
    description: 'The `rates[XXX]` parameter, or the latest rate of /v1/exchange_rates on or before `as_of`.',
  },
  rate_effective_date: {
    type: ['string', 'null'],
    format: 'date',
    description: 'The rate on file’s effective date.',
  },
  revalued_base: {
    ...amount,
    description: "balance × rate, rounded half away from zero to the base currency's minor unit.",
  },
  unrealized_gain_loss: {
    ...amount,
    description:
      'Assets: revalued_base − booked_base; liabilities: booked_base − revalued_base. Positive is a gain.',
  },
});
const fxRevaluationTotal = object({
  currency: { type: 'string', description: 'The base currency.' },
  booked_base: { ...amount, description: 'Assets less liabilities, as booked.' },
  revalued_base: { ...amount, description: 'Assets less liabilities, revalued.' },
  unrealized_gain_loss: amount,
});

// Routes -----------------------------------------------------------------------------------------

interface ReportRoute {
  type: ReportType;
  operationId: string;
  summary: string;
  description: string;
  period: boolean;
  /** D11: it pages by cursor (`limit`, `cursor`; `pagination` in the answer). */
  paged?: boolean;
  query: JsonSchema;
  row: JsonSchema;
  total: JsonSchema;
  /** The names the OpenAPI document gives its schemas. */
  names: { report: string; row: string; total: string };
}

const IN_BASE =
  'In the base currency by default (each journal line at its base value, one set of totals); `?currency=XXX` reports the lines posted in XXX only, at their amounts.';

export const REPORT_ROUTES: readonly ReportRoute[] = [
  {
    type: 'trial_balance',
    operationId: 'getTrialBalance',
    summary: 'Trial balance as of a day',
    description: `Each account's net balance on its debit or credit side at the end of \`as_of\` (default today), read from the running balances. The totals balance. ${IN_BASE}`,
    period: false,
    query: asOfQuery,
    row: trialBalanceRow,
    total: debitCreditTotal,
    names: { report: 'TrialBalanceReport', row: 'TrialBalanceRow', total: 'DebitCreditTotal' },
  },
  {
    type: 'balance_sheet',
    operationId: 'getBalanceSheet',
    summary: 'Balance sheet as of a day',
    description: `Asset, liability and equity accounts at the end of \`as_of\` (default today), with retained and current earnings (D18): assets = liabilities_and_equity. ${IN_BASE}`,
    period: false,
    query: asOfQuery,
    row: balanceSheetRow,
    total: balanceSheetTotal,
    names: { report: 'BalanceSheetReport', row: 'BalanceSheetRow', total: 'BalanceSheetTotal' },
  },
  {
    type: 'profit_and_loss',
    operationId: 'getProfitAndLoss',
    summary: 'Profit and loss for a period',
    description: `What each revenue and expense account moved from \`from\` to \`to\` (both included), and net income. ${IN_BASE}`,
    period: true,
    query: periodQuery,
    row: profitAndLossRow,
    total: profitAndLossTotal,
    names: { report: 'ProfitAndLossReport', row: 'ProfitAndLossRow', total: 'ProfitAndLossTotal' },
  },
  {
    type: 'general_ledger',
    operationId: 'getGeneralLedger',
    summary: 'General ledger for a period',
    description: `The journal lines from \`from\` to \`to\` by account, one page at a time (\`limit\` lines, default 500, at most 5,000; follow \`pagination.next_cursor\`): each row an account's lines on the page, between its balance before the first and after the last, each line with the running balance after it. In the base currency the balances are of base amounts (every currency's lines of an account together; each line shows its own amounts and base amounts); \`?currency=XXX\` lists the lines posted in XXX only, balanced by their amounts.`,
    period: true,
    paged: true,
    query: pagedPeriodQuery,
    row: generalLedgerRow,
    total: debitCreditTotal,
    names: { report: 'GeneralLedgerReport', row: 'GeneralLedgerRow', total: 'DebitCreditTotal' },
  },
  {
    type: 'ar_aging',
    operationId: 'getArAging',
    summary: 'Accounts receivable aging as of a day',
    description: `Open approved invoices by customer in buckets of days past due at \`as_of\` (default today), less what payments and credits made by then applied; their unapplied rest as negative amounts in \`current\`. The total equals the accounts receivable balance that day. In the base currency an invoice's open amount is the base value it booked less the base value its payments and credits cleared; \`?currency=XXX\` ages the documents in XXX only, at their amounts.`,
    period: false,
    paged: true,
    query: pagedAsOfQuery,
    row: arAgingRow,
    total: agingTotal,
    names: { report: 'ArAgingReport', row: 'ArAgingRow', total: 'AgingTotal' },
  },
  {
    type: 'ap_aging',
    operationId: 'getApAging',
    summary: 'Accounts payable aging as of a day',
    description: `Open approved vendor bills by vendor in buckets of days past due at \`as_of\` (default today), less what bill payments and vendor credits made by then applied; their unapplied rest as negative amounts in \`current\`. The total equals the accounts payable balance that day. In the base currency by default; \`?currency=XXX\` ages the documents in XXX only.`,
    period: false,
    paged: true,
    query: pagedAsOfQuery,
    row: apAgingRow,
    total: agingTotal,
    names: { report: 'ApAgingReport', row: 'ApAgingRow', total: 'AgingTotal' },
  },
  {
    type: 'fx_revaluation',
    operationId: 'getFxRevaluation',
    summary: 'Unrealized exchange gains and losses as of a day (posts nothing)',
    description:
      'D17: each monetary account (receivables, payables, undeposited funds, Cash at bank, and asset or liability accounts whose `sub_type` names a bank, cash or a credit card, or whose `currency` is foreign) with a balance in a foreign currency at the end of `as_of` (default today): the balance, its booked base value, the rate (`rates[XXX]` parameters, else the latest rate of `/v1/exchange_rates` on or before `as_of`), the revalued base value and the unrealized gain or loss. Nothing is posted. A currency held with no rate is a 422 naming `rates[XXX]` (code `required`).',
    period: false,
    query: fxQuery,
    row: fxRevaluationRow,
    total: fxRevaluationTotal,
    names: { report: 'FxRevaluationReport', row: 'FxRevaluationRow', total: 'FxRevaluationTotal' },
  },
];

/** `rates[EUR]=1.1` parameters as `{EUR: "1.1"}`; the other parameters as they are. */
function revaluationQuery(query: Record<string, string>): FxRevaluationQuery {
  const rates: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const m = /^rates\[(.*)\]$/.exec(k);
    if (m) rates[m[1] ?? ''] = v;
  }
  return { ...(query.as_of === undefined ? {} : { as_of: query.as_of }), rates };
}

export function registerReportRoutes(app: FastifyInstance, reports: LedgerReports): void {
  for (const r of REPORT_ROUTES) {
    app.get<{ Querystring: Record<string, string> }>(
      `/v1/reports/${r.type}`,
      {
        schema: {
          tags: ['Ledger'],
          operationId: r.operationId,
          summary: r.summary,
          description: r.description,
          querystring: r.query,
          response: {
            200: {
              description: `The ${r.summary.toLowerCase()}`,
              ...report(r.type, r.period, r.row, r.total, r.paged === true),
            },
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const company = companyOf(request);
        if (r.type === 'fx_revaluation')
          return reports.report(company, 'fx_revaluation', revaluationQuery(request.query));
        return reports.report(company, r.type, request.query as PagedAsOfQuery & PagedPeriodQuery);
      },
    );
  }
}
