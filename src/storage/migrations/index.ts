/**
 * Every migration, in order. A migration file is never changed once it has landed on main: a
 * change to the schema is a new file. (Resource tables are not here: they are derived from the
 * definitions at start, see ../schema.ts.)
 */
import type { Migration } from 'kysely';
import type { DialectName } from '../types.ts';
import { core } from './0001-core.ts';
import { idempotency } from './0002-idempotency.ts';
import { webhooks } from './0003-webhooks.ts';
import { dashboard } from './0004-dashboard.ts';
import { ledger } from './0005-ledger.ts';
import { countSlots } from './0006-count-slots.ts';
import { eventCounts } from './0007-event-counts.ts';
import { monthlyBalances } from './0008-monthly-balances.ts';
import { balanceSlots } from './0009-balance-slots.ts';
import { tokenNotify } from './0010-token-notify.ts';
import { companyPeriods } from './0011-company-periods.ts';
import { customerBalances } from './0012-customer-balances.ts';
import { baseAmounts } from './0013-base-amounts.ts';
import { sessionFlash } from './0014-session-flash.ts';
import { applicationBaseAmounts } from './0015-application-base-amounts.ts';
import { bankClearing } from './0016-bank-clearing.ts';
import { reconciliations } from './0017-reconciliations.ts';
import { eventCountStatements } from './0018-event-count-statements.ts';
import { types } from './types.ts';

export function allMigrations(dialect: DialectName): Record<string, Migration> {
  const t = types(dialect);
  return {
    '0001_core': core(t, dialect),
    '0002_idempotency': idempotency(t, dialect),
    '0003_webhooks': webhooks(t, dialect),
    '0004_dashboard': dashboard(t, dialect),
    '0005_ledger': ledger(t, dialect),
    '0006_count_slots': countSlots(t, dialect),
    '0007_event_counts': eventCounts(t, dialect),
    '0008_monthly_balances': monthlyBalances(t, dialect),
    '0009_balance_slots': balanceSlots(t, dialect),
    '0010_token_notify': tokenNotify(t, dialect),
    '0011_company_periods': companyPeriods(t, dialect),
    '0012_customer_balances': customerBalances(t, dialect),
    '0013_base_amounts': baseAmounts(t, dialect),
    '0014_session_flash': sessionFlash(t, dialect),
    '0015_application_base_amounts': applicationBaseAmounts(t, dialect),
    '0016_bank_clearing': bankClearing(t, dialect),
    '0017_reconciliations': reconciliations(t, dialect),
    '0018_event_count_statements': eventCountStatements(t, dialect),
  };
}
