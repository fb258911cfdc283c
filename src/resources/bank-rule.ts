import { requireBankAccount } from '../domain/bank/accounts.ts';
import { defineResource } from '../domain/documents.ts';
import { validationError } from '../domain/errors.ts';
import { dec } from '../domain/money.ts';
import { boolean, decimal, enumOf, integer, object, ref, text } from '../kernel/fields.ts';

/**
 * BankRule (D20): how imported bank lines that match no ledger entry are categorized or excluded.
 * Made in finrec: no source identity.
 */
export const bankRules = defineResource({
  name: 'bank_rules',
  object: 'bank_rule',
  title: 'BankRule',
  description:
    'Rules applied to imported bank lines that auto-matching left unmatched, in priority order: the first whose conditions all hold categorizes or excludes the line (D20).',
  identity: null,
  fields: {
    name: text({ required: true, filter: 'contains', sort: true }),
    account_id: ref('accounts', {
      filter: 'exact',
      description: 'The bank or card account whose lines it applies to; null: every account.',
    }),
    priority: integer({ default: 100, sort: true, description: 'Lower runs first; ties by creation.' }),
    conditions: object(
      {
        description_contains: text({ description: "Case-insensitive: the line's description contains it." }),
        payee_contains: text({ description: "Case-insensitive: the line's payee contains it." }),
        amount_min: decimal({ description: "The line's absolute amount is at least this." }),
        amount_max: decimal({ description: "The line's absolute amount is at most this." }),
        direction: enumOf(['in', 'out'], {
          description: '`in`: money in (a positive amount); `out`: money out.',
        }),
      },
      { description: 'Every condition given must hold; none (or null): every line.' },
    ),
    action: object(
      {
        categorize: object(
          {
            account_id: ref('accounts', {
              required: true,
              description: 'The expense account (money out) or income account (money in).',
            }),
            vendor_id: text({ description: 'Money out: the vendor of the expense.' }),
            customer_id: ref('customers', { description: 'Money in: the customer of the sales receipt.' }),
          },
          {
            description: 'Categorize the line as `POST /v1/bank_lines/{id}/categorize` does with this body.',
          },
        ),
        exclude: boolean({ description: '`true`: exclude the line.' }),
      },
      {
        required: true,
        description: 'What it does to a line it fits: `{"categorize": {…}}` or `{"exclude": true}`.',
      },
    ),
  },
  document: {
    checkRecords: (tx, data) => requireBankAccount(tx, data.account_id, 'account_id'),
    check(data) {
      const a = data.action;
      const categorize = a?.categorize != null;
      const exclude = a?.exclude === true;
      if (categorize === exclude)
        throw validationError([
          {
            field: 'action',
            code: 'invalid_action',
            message: 'must be either {"categorize": {…}} or {"exclude": true}',
          },
        ]);
      const c = data.conditions;
      for (const f of ['amount_min', 'amount_max'] as const)
        if (c?.[f] != null && dec(c[f]).isNegative())
          throw validationError([
            {
              field: `conditions.${f}`,
              code: 'negative',
              message: "is compared with the line's absolute amount: 0 or more",
            },
          ]);
      if (c?.amount_min != null && c.amount_max != null && dec(c.amount_min).greaterThan(dec(c.amount_max)))
        throw validationError([
          {
            field: 'conditions.amount_max',
            code: 'out_of_range',
            message: `must be at least amount_min (${c.amount_min})`,
          },
        ]);
    },
  },
});
