/**
 * The standard operations of spec §4.1, generated for one resource from its definition: list,
 * create (upsert), get, update, delete; 405 with Allow for the operations it lacks (D5).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../domain/documents.ts';
import { AppError } from '../../domain/errors.ts';
import type {
  Body,
  CreateResult,
  DeleteResult,
  RecordEnvelope,
  RecordResult,
  Records,
} from '../../domain/records.ts';
import { pascalCase, resolveAliases } from '../../kernel/define.ts';
import { companyOf } from '../auth.ts';
import {
  deleteResultSchema,
  errorResponse,
  errorResponses,
  idParams,
  ifMatchHeaders,
  listSchema,
  notFoundResponse,
  staleResponse,
} from '../schemas.ts';
import { etag, ifMatchVersion, writeAndAnswer } from './shared.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const conflictResponse = errorResponse(
  'Conflict',
  'Conflict with the records as they are, the code says which (DUPLICATE_SOURCE_IDENTITY, RECORD_IN_USE, DOCUMENT_POSTED, INVALID_STATE_TRANSITION, PERIOD_LOCKED, …); IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running',
);

/** A record's answer: its envelope, with its version as the ETag. */
const recordAnswer = (status: number) => (res: RecordResult) => ({
  status,
  headers: { etag: etag(res.version) },
  body: res.record,
});

export function registerResourceRoutes(app: FastifyInstance, records: Records, r: Resource): void {
  const base = `/v1/${r.name}`;
  const tags = [r.title];
  const record = r.schemas.record;
  // OpenAPI operation ids: `listInvoices`, `createInvoice`, `getInvoice`, …
  const one = pascalCase(r.object);
  const many = pascalCase(r.name);
  const notFound = { 404: notFoundResponse };
  const conflict = { 409: conflictResponse, 412: staleResponse };

  app.get<{ Querystring: Body }>(
    base,
    {
      schema: {
        tags,
        operationId: `list${many}`,
        summary: `List ${r.name.replace(/_/g, ' ')}`,
        description:
          'A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.',
        querystring: r.schemas.query,
        response: { 200: listSchema(r), ...errorResponses },
      },
    },
    async (request) => {
      const result = await records.list(r, companyOf(request), request.query);
      return { object: 'list', ...result };
    },
  );

  const allow =
    (...methods: string[]) =>
    async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Allow', methods.join(', '));
      throw new AppError(
        'METHOD_NOT_ALLOWED',
        `This method is not allowed here; allowed: ${methods.join(', ')}.`,
      );
    };
  const baseMethods = ['GET', ...(r.allows.create ? ['POST'] : [])];

  if (!r.allows.create) {
    app.post(base, { schema: { hide: true } }, allow(...baseMethods));
  } else
    app.post<{ Body: Body }>(
      base,
      {
        schema: {
          tags,
          operationId: `create${one}`,
          summary: r.identity
            ? `Create or upsert a ${r.object.replace(/_/g, ' ')}`
            : `Create a ${r.object.replace(/_/g, ' ')}`,
          description: r.identity
            ? `Creates a ${r.object} (201), or updates the one with the same source identity (200).`
            : `Creates a ${r.object} (201). It has no source identity: each request makes a new one.`,
          body: r.schemas.create,
          response: r.identity
            ? { 200: record, 201: record, ...errorResponses, ...conflict }
            : { 201: record, ...errorResponses, ...conflict },
        },
        preValidation: async (request) => {
          request.fieldRenames = resolveAliases(r, request.body);
        },
      },
      async (request, reply) =>
        writeAndAnswer(
          request,
          reply,
          (key) => records.create(r, companyOf(request), request.body, key),
          (res: CreateResult) => recordAnswer(res.created ? 201 : 200)(res),
        ),
    );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: `get${one}`,
        summary: `Get a ${r.object.replace(/_/g, ' ')}`,
        description: `The ${r.object.replace(/_/g, ' ')} with this id; the ETag is its version (send it back as If-Match).`,
        params: idParams,
        response: { 200: record, ...errorResponses, ...notFound },
      },
    },
    async (request: IdRequest, reply) => {
      const { record: rec, version } = await records.get(r, companyOf(request), request.params.id);
      return reply.header('ETag', etag(version)).send(rec);
    },
  );

  const byIdMethods = ['GET', ...(r.allows.update ? ['PUT'] : []), ...(r.allows.delete ? ['DELETE'] : [])];

  if (r.allows.update) {
    app.put<{ Params: { id: string }; Body: Body }>(
      `${base}/:id`,
      {
        schema: {
          tags,
          operationId: `update${one}`,
          summary: `Update a ${r.object.replace(/_/g, ' ')}`,
          description:
            'Changes only the fields sent; arrays are replaced whole; null clears an optional field.',
          params: idParams,
          headers: ifMatchHeaders,
          body: r.schemas.update,
          response: { 200: record, ...errorResponses, ...notFound, ...conflict },
        },
        preValidation: async (request) => {
          request.fieldRenames = resolveAliases(r, request.body);
        },
      },
      async (request, reply) =>
        writeAndAnswer(
          request,
          reply,
          (key) =>
            records.update(
              r,
              companyOf(request),
              request.params.id,
              request.body,
              ifMatchVersion(request),
              key,
            ),
          recordAnswer(200),
        ),
    );
  } else {
    app.put(`${base}/:id`, { schema: { hide: true } }, allow(...byIdMethods));
  }

  if (r.allows.delete) {
    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          operationId: `delete${one}`,
          summary: `Delete a ${r.object.replace(/_/g, ' ')}`,
          description:
            'Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.',
          params: idParams,
          headers: ifMatchHeaders,
          response: { 200: deleteResultSchema(r), ...errorResponses, ...notFound, ...conflict },
        },
      },
      async (request: IdRequest, reply) =>
        writeAndAnswer<DeleteResult>(
          request,
          reply,
          (key) => records.remove(r, companyOf(request), request.params.id, ifMatchVersion(request), key),
          (res) => ({ status: 200, body: res }),
        ),
    );
  } else {
    app.delete(`${base}/:id`, { schema: { hide: true } }, allow(...byIdMethods));
  }
  for (const m of ['PATCH'] as const)
    app.route({ method: m, url: `${base}/:id`, schema: { hide: true }, handler: allow(...byIdMethods) });
  for (const m of ['PUT', 'PATCH', 'DELETE'] as const)
    app.route({ method: m, url: base, schema: { hide: true }, handler: allow(...baseMethods) });
}

/** POST /v1/{resource}/bulk: up to 1,000 records, all or nothing (D11). */
export function registerBulkRoute(app: FastifyInstance, records: Records, r: Resource, max = 1000): void {
  const key = r.name;
  app.post<{ Body: Record<string, Body[]> }>(
    `/v1/${r.name}/bulk`,
    {
      schema: {
        tags: [r.title],
        operationId: `create${pascalCase(r.name)}Bulk`,
        summary: `Create or upsert up to ${max} ${r.name} at once, all or nothing`,
        description: `Each item is a create body, upserted by its source identity as POST /v1/${r.name} does; one invalid item refuses them all (422 naming \`${key}.<index>.<field>\`).`,
        body: {
          type: 'object',
          required: [key],
          additionalProperties: false,
          properties: { [key]: { type: 'array', minItems: 1, maxItems: max, items: r.schemas.create } },
        },
        response: {
          201: {
            type: 'object',
            required: ['object', 'data'],
            properties: {
              object: { type: 'string', const: 'list' },
              data: { type: 'array', items: r.schemas.record },
            },
          },
          ...errorResponses,
        },
      },
      preValidation: async (request) => {
        // Before validation the body is whatever was sent (null too).
        const items: unknown = (request.body as Record<string, unknown> | null)?.[key];
        // Over the limit: refused by validation without a look at its items (nor here).
        if (!Array.isArray(items) || items.length > max) return;
        const renames: Record<string, string> = {};
        items.forEach((item, i) => {
          for (const [field, alias] of Object.entries(resolveAliases(r, item)))
            renames[`${key}.${i}.${field}`] = `${key}.${i}.${alias}`;
        });
        request.fieldRenames = renames;
      },
    },
    async (request, reply) => {
      const body = request.body;
      return writeAndAnswer<RecordEnvelope[]>(
        request,
        reply,
        (idempotency) => records.createMany(r, companyOf(request), body[key] ?? [], key, idempotency),
        (data) => ({ status: 201, body: { object: 'list', data } }),
      );
    },
  );
}
