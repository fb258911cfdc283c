/** The registry: every resource the service serves, in the order the OpenAPI document lists them. */

import type { Catalog, Resource } from '../domain/documents.ts';
import { accounts } from './account.ts';
import { bankLines } from './bank-line.ts';
import { bankStatements } from './bank-statement.ts';
import { bankTransfers } from './bank-transfer.ts';
import { billPayments } from './bill-payment.ts';
import { creditMemos } from './credit-memo.ts';
import { customers } from './customer.ts';
import { deposits } from './deposit.ts';
import { exchangeRates } from './exchange-rate.ts';
import { expenses } from './expense.ts';
import { invoices } from './invoice.ts';
import { items } from './item.ts';
import { journalEntries } from './journal-entry.ts';
import { payments } from './payment.ts';
import { purchaseOrders } from './purchase-order.ts';
import { quotes } from './quote.ts';
import { refundReceipts } from './refund-receipt.ts';
import { salesOrders } from './sales-order.ts';
import { salesReceipts } from './sales-receipt.ts';
import { vendorBills } from './vendor-bill.ts';
import { vendorCredits } from './vendor-credit.ts';

export const RESOURCES: readonly Resource[] = [
  customers,
  items,
  accounts,
  exchangeRates,
  quotes,
  salesOrders,
  invoices,
  salesReceipts,
  creditMemos,
  refundReceipts,
  purchaseOrders,
  vendorBills,
  vendorCredits,
  expenses,
  billPayments,
  payments,
  deposits,
  bankTransfers,
  journalEntries,
  bankStatements,
  bankLines,
];

export function resourceByName(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** What the domain is handed of the registry (it never imports it): see `Catalog`. */
export const CATALOG: Catalog = { all: RESOURCES, accounts, customers, items, exchangeRates };
