import { defineResource } from '../domain/documents.ts';
import { date, decimal, ref } from '../kernel/fields.ts';
import { sourceIdentity } from '../kernel/shared.ts';

/**
 * BankStatement (D20): the balances an imported OFX or CAMT.053 file states for its period. Made
 * by imports only: no POST, PUT or DELETE.
 */
export const bankStatements = defineResource({
  name: 'bank_statements',
  object: 'bank_statement',
  title: 'BankStatement',
  description:
    'The period and balances of a bank statement, made when an OFX or CAMT.053 file that states them is imported (D20). Read-only.',
  identity: { sourceField: 'source_id', withConnection: true },
  without: ['create', 'update', 'delete'],
  fields: {
    ...sourceIdentity({ sourceSystemRequired: false }),
    account_id: ref('accounts', {
      required: true,
      filter: 'exact',
      description: 'The bank or card account the statement is of.',
    }),
    start_date: date({ sort: true }),
    end_date: date({ sort: true }),
    starting_balance: decimal({
      description: 'The balance the statement opens with, as the bank states it.',
    }),
    ending_balance: decimal({ description: 'The balance the statement closes with, as the bank states it.' }),
  },
});
