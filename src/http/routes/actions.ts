/**
 * Lifecycle action routes (spec §4.1): POST /v1/{resource}/{id}/{action}, generated from the state
 * machines, plus invoices' mark_paid and its deprecated alias confirm, and the journal entry memo
 * patch. Each answers the record envelope with its ETag.
 */
import type { FastifyInstance } from 'fastify';
import type { Actions } from '../../domain/actions.ts';
import { MACHINES } from '../../domain/lifecycle.ts';
import type { Body } from '../../domain/records.ts';
import type { Resource } from '../../resources/define.ts';
import { resourceByName } from '../../resources/index.ts';
import { companyOf } from '../auth.ts';
import { errorResponses, errorSchema, idParams } from '../schemas.ts';
import { etag, ifMatchVersion } from './resources.ts';

const empty = { type: 'object', additionalProperties: false, properties: {} };
const BODIES: Record<string, object> = {
  reject: {
    type: 'object',
    additionalProperties: false,
    properties: {
      reason: {
        type: 'string',
        maxLength: 10_000,
        description: 'Why it was rejected; carried by the event.',
      },
    },
  },
  mark_paid: {
    type: 'object',
    additionalProperties: false,
    properties: {
      paid_at: { type: 'string', format: 'date-time', description: 'When it was paid; default now.' },
      deposit_to_account_id: {
        type: 'string',
        maxLength: 64,
        description: 'Account the payment is deposited to; default the undeposited funds account.',
      },
    },
  },
};

const DESCRIPTIONS: Record<string, string> = {
  submit: 'Submit a draft or rejected document for approval.',
  approve: 'Approve a pending document; an approved document posts to the ledger.',
  reject: 'Reject a pending document.',
  void: 'Void a document; a posted one is reversed on the ledger.',
  mark_paid: 'Mark an approved invoice paid: records a completed payment for its open balance.',
  confirm: 'Confirm: posts a draft journal entry, or completes a pending payment.',
};

export function registerActionRoutes(app: FastifyInstance, actions: Actions): void {
  const routes: { r: Resource; action: string; deprecated?: boolean }[] = [];
  for (const [name, table] of Object.entries(MACHINES)) {
    const r = resourceByName(name)!;
    for (const t of table) routes.push({ r, action: t.action });
  }
  const invoices = resourceByName('invoices')!;
  routes.push({ r: invoices, action: 'mark_paid' }, { r: invoices, action: 'confirm', deprecated: true });

  for (const { r, action, deprecated } of routes) {
    const isPayment = r.name === 'invoices' && (action === 'mark_paid' || action === 'confirm');
    app.post<{ Params: { id: string }; Body: Body | undefined }>(
      `/v1/${r.name}/:id/${action}`,
      {
        config: deprecated ? { deprecated: true } : {},
        schema: {
          tags: [r.title],
          summary: deprecated
            ? 'Mark an invoice paid (deprecated alias of mark_paid)'
            : `${action} a ${r.object.replace(/_/g, ' ')}`,
          description: deprecated
            ? 'Deprecated: use POST /v1/invoices/{id}/mark_paid.'
            : DESCRIPTIONS[action],
          params: idParams,
          body: isPayment ? BODIES.mark_paid : (BODIES[action] ?? empty),
          response: {
            200: r.schemas.record,
            ...errorResponses,
            404: { description: 'No such record in this company', ...errorSchema },
            409: { description: 'INVALID_STATE_TRANSITION', ...errorSchema },
            412: { description: 'If-Match is stale', ...errorSchema },
          },
        },
        // An action may be sent without a body.
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
        },
      },
      async (request, reply) => {
        const { record, version } = await actions.run(
          r,
          companyOf(request),
          request.params.id,
          action,
          request.body ?? {},
          ifMatchVersion(request),
        );
        return reply.header('ETag', etag(version)).send(record);
      },
    );
  }

  const journal = resourceByName('journal_entries')!;
  app.patch<{ Params: { id: string }; Body: { memo: string | null } }>(
    '/v1/journal_entries/:id/memo',
    {
      schema: {
        tags: [journal.title],
        summary: 'Change only the memo of a journal entry, in any status',
        params: idParams,
        body: {
          type: 'object',
          required: ['memo'],
          additionalProperties: false,
          properties: { memo: { type: ['string', 'null'], maxLength: 10_000 } },
        },
        response: {
          200: journal.schemas.record,
          ...errorResponses,
          404: { description: 'Not found', ...errorSchema },
        },
      },
    },
    async (request, reply) => {
      const { record, version } = await actions.setMemo(
        journal,
        companyOf(request),
        request.params.id,
        request.body.memo,
        ifMatchVersion(request),
      );
      return reply.header('ETag', etag(version)).send(record);
    },
  );
}
