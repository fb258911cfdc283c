import { defineResource } from '../domain/documents.ts';
import { boolean, enumOf, ref, text } from '../kernel/fields.ts';
import { currency, metadata, sourceIdentity } from '../kernel/shared.ts';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;

/** Account (chart of accounts), spec §2.14; no DELETE (spec §4.1), bulk create (D11). */
export const accounts = defineResource({
  name: 'accounts',
  object: 'account',
  title: 'Account',
  description: 'General ledger accounts: the chart of accounts.',
  identity: { sourceField: 'source_id', withConnection: true },
  aliases: { account_type: 'type', account_code: 'code' },
  without: ['delete'],
  fields: {
    ...sourceIdentity({ sourceSystemRequired: false }),
    name: text({ required: true, filter: 'contains', sort: true }),
    code: text({ sort: true, description: 'Display only; accounts are never looked up by code.' }),
    type: enumOf(ACCOUNT_TYPES, { required: true, filter: 'exact', sort: true }),
    sub_type: text({ filter: 'exact' }),
    slot: text({
      filter: 'exact',
      description: 'System account role (accounts_receivable, …) when set by finrec.',
    }),
    normal_balance: enumOf(['debit', 'credit'], {
      description: 'Defaults from the type: asset and expense debit, the others credit.',
    }),
    parent_account_id: ref('accounts', { filter: 'exact' }),
    description: text(),
    currency: currency({ filter: 'exact' }),
    active: boolean({ default: true, filter: 'exact' }),
    metadata: metadata(),
  },
  normalize: (data) => {
    if (data.normal_balance === null && data.type !== null) {
      data.normal_balance = data.type === 'asset' || data.type === 'expense' ? 'debit' : 'credit';
    }
  },
});
