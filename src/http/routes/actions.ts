/**
 * Lifecycle action routes (spec §4.1), generated from the definitions: POST
 * /v1/{resource}/{id}/{action} for each edge of a document's state machine and each of its own
 * actions (`document.actions`: an invoice's mark_paid and its deprecated alias confirm, a journal
 * entry's memo patch). Each answers the record envelope with its ETag.
 */
import type { FastifyInstance } from 'fastify';
import type { Actions } from '../../domain/actions.ts';
import type { Resource, StateField, StatesFrom } from '../../domain/documents.ts';
import type { Body, RecordResult } from '../../domain/records.ts';
import { pascalCase } from '../../kernel/define.ts';
import type { JsonSchema } from '../../kernel/json-schema.ts';
import { companyOf } from '../auth.ts';
import {
  errorResponse,
  errorResponses,
  idParams,
  ifMatchHeaders,
  notFoundResponse,
  staleResponse,
} from '../schemas.ts';
import { etag, ifMatchVersion, writeAndAnswer } from './shared.ts';

const camelCase = (snake: string) => pascalCase(snake).replace(/^./, (c) => c.toLowerCase());

const invalidTransition = errorResponse(
  'InvalidStateTransition',
  'INVALID_STATE_TRANSITION when the record is not in a state this action starts from (the message names the action that would get there); another conflict code (PERIOD_LOCKED, …) when the change it makes is refused; IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running',
);

const EMPTY_BODY: JsonSchema = { type: 'object', additionalProperties: false, properties: {} };

interface ActionRoute {
  action: string;
  method: 'POST' | 'PATCH';
  summary: string;
  description: string;
  body: JsonSchema;
  bodyRequired: boolean;
  deprecated: boolean;
}

const states = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(' or ');

/** Where an action starts and leads, in words, from the edges its definition declares (D7). */
function edgeText(from: StatesFrom, to?: { field: StateField; state: string }): string {
  const starts = Object.entries(from).map(([field, values]) => `\`${field}\` is ${states(values)}`);
  const start = starts.length ? `Starts when ${starts.join(' and ')}` : 'Starts in any state but void';
  return `${start}${to ? `; leads to \`${to.field}\` \`${to.state}\`` : ''}.`;
}

/** The action routes a resource's definition gives it, in the order the definition lists them. */
export function actionRoutesOf(r: Resource): ActionRoute[] {
  const what = r.object.replace(/_/g, ' ');
  const routes: ActionRoute[] = (r.document?.lifecycle?.transitions ?? []).map((t) => ({
    action: t.action,
    method: 'POST',
    summary: `${t.action} a ${what}`,
    description: `${t.description} ${
      t.from === '*'
        ? `Starts in any state but \`${t.to}\`; leads to \`${t.field}\` \`${t.to}\`.`
        : edgeText({ [t.field]: t.from }, { field: t.field, state: t.to })
    } Its event: \`${r.object}.${t.verb}\`.`,
    body: t.body ?? EMPTY_BODY,
    bodyRequired: false,
    deprecated: false,
  }));
  for (const [action, a] of Object.entries(r.document?.actions ?? {})) {
    routes.push({
      action,
      method: a.method ?? 'POST',
      summary: a.summary,
      description: `${a.description} ${edgeText(a.from, a.to)}`,
      body: a.body,
      bodyRequired: a.bodyRequired ?? false,
      deprecated: a.deprecated ?? false,
    });
  }
  return routes;
}

export function registerActionRoutes(
  app: FastifyInstance,
  actions: Actions,
  resources: readonly Resource[],
): void {
  for (const r of resources) {
    for (const route of actionRoutesOf(r)) registerActionRoute(app, actions, r, route);
  }
}

function registerActionRoute(app: FastifyInstance, actions: Actions, r: Resource, route: ActionRoute): void {
  const { action } = route;
  app.route<{ Params: { id: string }; Body: Body | undefined }>({
    method: route.method,
    url: `/v1/${r.name}/:id/${action}`,
    config: route.deprecated ? { deprecated: true } : {},
    schema: {
      tags: [r.title],
      // `approveInvoice`, `markPaidInvoice`; a PATCH of part of a record: `updateMemoJournalEntry`.
      operationId: `${route.method === 'PATCH' ? `update${pascalCase(action)}` : camelCase(action)}${pascalCase(r.object)}`,
      summary: route.summary,
      description: route.description,
      params: idParams,
      headers: ifMatchHeaders,
      body: route.body,
      response: {
        200: r.schemas.record,
        ...errorResponses,
        404: notFoundResponse,
        409: invalidTransition,
        412: staleResponse,
      },
    },
    // An action may be sent without a body (unless it is a change of fields).
    ...(route.bodyRequired
      ? {}
      : {
          preValidation: async (request) => {
            if (request.body === undefined || request.body === null) request.body = {};
          },
        }),
    handler: async (request, reply) =>
      writeAndAnswer<RecordResult>(
        request,
        reply,
        (key) =>
          actions.run(
            r,
            companyOf(request),
            request.params.id,
            action,
            request.body ?? {},
            ifMatchVersion(request),
            key,
          ),
        (res) => ({ status: 200, headers: { etag: etag(res.version) }, body: res.record }),
      ),
  });
}
