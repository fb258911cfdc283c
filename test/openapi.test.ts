import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { actionRoutesOf } from '../src/http/routes/actions.ts';
import { pascalCase } from '../src/kernel/define.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { forEachDatabase } from './helpers/harness.ts';
import { responseOf, schemaOf } from './helpers/openapi-doc.ts';

forEachDatabase((h) => {
  describe('OpenAPI document', () => {
    it('is valid OpenAPI 3.1 and describes every resource operation', async () => {
      const res = await h().anonymous().get('/v1/openapi.json');
      expect(res.status).toBe(200);
      const doc = res.body;
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.components.securitySchemes.bearerAuth).toEqual(
        expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      );
      await SwaggerParser.validate(structuredClone(doc));
      // The field checks below read the schemas behind the $refs.
      const whole = (await SwaggerParser.dereference(structuredClone(doc))) as typeof doc;
      for (const r of RESOURCES) {
        const list = whole.paths[`/v1/${r.name}`];
        const one = whole.paths[`/v1/${r.name}/{id}`];
        expect(list?.get, r.name).toBeDefined();
        expect(Boolean(list?.post), `${r.name} post`).toBe(r.allows.create);
        expect(one?.get, r.name).toBeDefined();
        expect(Boolean(one?.put), `${r.name} put`).toBe(r.allows.update);
        expect(Boolean(one?.delete), `${r.name} delete`).toBe(r.allows.delete);
        // Every field of the definition is in the create body and in the record's data.
        const create = list.post?.requestBody.content['application/json'].schema;
        const data = one.get.responses['200'].content['application/json'].schema.properties.data;
        for (const field of Object.keys(r.fields)) {
          if (r.allows.create) expect(create.properties[field], `${r.name}.${field} in create`).toBeDefined();
          expect(data.properties[field], `${r.name}.${field} in record`).toBeDefined();
        }
        // Every filter and sort field is a documented query parameter.
        const params = (list.get.parameters as { name: string; in: string }[])
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        for (const f of r.filters) expect(params, `${r.name} filter ${f.param}`).toContain(f.param);
        expect(params).toEqual(expect.arrayContaining(['limit', 'page', 'sort', 'cursor']));
      }
    });

    it('names every operation: a unique camelCase operationId, derived from the definitions', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      const ids = operations(doc).map(([, , op]) => op.operationId);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(
        expect.arrayContaining([
          'listInvoices',
          'createInvoice',
          'getInvoice',
          'updateInvoice',
          'deleteInvoice',
          'approveInvoice',
          'markPaidInvoice',
          'listSalesOrders',
          'createAccountsBulk',
          'getTrialBalance',
          'getBalanceSheet',
          'getProfitAndLoss',
          'getGeneralLedger',
          'getArAging',
          'getApAging',
          'getFxRevaluation',
          'getLiveness',
        ]),
      );
      for (const r of RESOURCES) {
        const T = pascalCase(r.object);
        expect(doc.paths[`/v1/${r.name}`].get.operationId).toBe(`list${pascalCase(r.name)}`);
        if (r.allows.create) expect(doc.paths[`/v1/${r.name}`].post.operationId).toBe(`create${T}`);
        expect(doc.paths[`/v1/${r.name}/{id}`].get.operationId).toBe(`get${T}`);
      }
    });

    it('names the schemas: records, create and update bodies, lists, the error envelope', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      const schemas = doc.components.schemas;
      const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
      const json = (x: { content?: Record<string, { schema?: unknown }> } | undefined) =>
        x?.content?.['application/json']?.schema;
      for (const r of RESOURCES) {
        const T = pascalCase(r.object);
        const list = doc.paths[`/v1/${r.name}`];
        const one = doc.paths[`/v1/${r.name}/{id}`];
        const bodies = [
          ...(r.allows.create ? [`${T}Create`] : []),
          ...(r.allows.update ? [`${T}Update`] : []),
        ];
        for (const name of [T, `${T}List`, ...bodies]) expect(schemas[name], name).toBeDefined();
        expect(schemas[T].properties.object.enum).toEqual([r.object]);
        expect(json(one.get.responses['200'])).toEqual(ref(T));
        if (r.allows.create) {
          expect(json(list.post.responses['201'])).toEqual(ref(T));
          expect(json(list.post.requestBody)).toEqual(ref(`${T}Create`));
        } else expect(list.post, `${r.name} has no POST`).toBeUndefined();
        expect(json(list.get.responses['200'])).toEqual(ref(`${T}List`));
        if (r.allows.update) expect(json(one.put.requestBody)).toEqual(ref(`${T}Update`));
        expect(schemas[`${T}List`].properties.data.items).toEqual(ref(T));
        expect(schemas[`${T}List`].properties.pagination).toEqual(ref('Pagination'));
      }
      // One path per report, its answer a named schema with typed rows and one total.
      for (const [type, name, row, total] of [
        ['trial_balance', 'TrialBalance', 'TrialBalanceRow', 'DebitCreditTotal'],
        ['balance_sheet', 'BalanceSheet', 'BalanceSheetRow', 'BalanceSheetTotal'],
        ['profit_and_loss', 'ProfitAndLoss', 'ProfitAndLossRow', 'ProfitAndLossTotal'],
        ['general_ledger', 'GeneralLedger', 'GeneralLedgerRow', 'DebitCreditTotal'],
        ['ar_aging', 'ArAging', 'ArAgingRow', 'AgingTotal'],
        ['ap_aging', 'ApAging', 'ApAgingRow', 'AgingTotal'],
        ['fx_revaluation', 'FxRevaluation', 'FxRevaluationRow', 'FxRevaluationTotal'],
      ] as const) {
        const op = doc.paths[`/v1/reports/${type}`].get;
        expect(op.operationId).toBe(`get${name}`);
        expect(json(op.responses['200'])).toEqual(ref(`${name}Report`));
        const data = schemas[`${name}Report`].properties.data.properties;
        expect(data.rows.items, type).toEqual(ref(row));
        expect(data.totals.items, type).toEqual(ref(total));
        expect(schemas[row].properties.currency, type).toBeDefined();
      }
      expect(doc.paths['/v1/reports/{type}']).toBeUndefined();
      const rates = doc.paths['/v1/reports/fx_revaluation'].get.parameters.find(
        (p: { name: string }) => p.name === 'rates',
      );
      expect(rates).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
      expect(schemas.Error.required).toEqual(['status', 'code', 'message', 'request_id']);
      // Every error answer of a /v1 operation is the envelope, by reference; each has a 4XX.
      const text = JSON.stringify(doc);
      for (const name of Object.keys(schemas))
        expect(text, `${name} is referenced`).toContain(`"#/components/schemas/${name}"`);
      for (const [path, method, op] of operations(doc)) {
        if (!path.startsWith('/v1/')) continue;
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((s) => s.startsWith('4')),
          `${method} ${path} has a 4XX`,
        ).toBe(true);
        for (const s of statuses.filter((x) => x.startsWith('4')))
          expect(json(responseOf(doc, op.responses[s])), `${method} ${path} ${s}`).toEqual(ref('Error'));
      }
    });

    it('names the ledger entry, the company, events, webhook endpoints, delete and bulk answers', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      const schemas = doc.components.schemas;
      const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
      const json = (x: { content?: Record<string, { schema?: unknown }> } | undefined) =>
        x?.content?.['application/json']?.schema;
      const ok = (path: string, method: string, status = '200') =>
        json(doc.paths[path][method].responses[status]);
      expect(ok('/v1/ledger_entries', 'get')).toEqual(ref('LedgerEntryList'));
      expect(schemas.LedgerEntryList.properties.data.items).toEqual(ref('LedgerEntry'));
      expect(ok('/v1/company', 'get')).toEqual(ref('Company'));
      expect(ok('/v1/company', 'patch')).toEqual(ref('Company'));
      expect(json(doc.paths['/v1/company'].patch.requestBody)).toEqual(ref('CompanyUpdate'));
      expect(ok('/v1/events', 'get')).toEqual(ref('EventList'));
      expect(ok('/v1/events/{id}', 'get')).toEqual(ref('Event'));
      expect(schemas.EventList.properties.data.items).toEqual(ref('Event'));
      expect(ok('/v1/webhook_endpoints', 'get')).toEqual(ref('WebhookEndpointList'));
      expect(schemas.WebhookEndpointList.properties.data.items).toEqual(ref('WebhookEndpoint'));
      expect(ok('/v1/webhook_endpoints', 'post', '201')).toEqual(ref('WebhookEndpointWithSecret'));
      for (const method of ['get', 'put'])
        expect(ok('/v1/webhook_endpoints/{id}', method)).toEqual(ref('WebhookEndpoint'));
      expect(ok('/v1/webhook_endpoints/{id}', 'delete')).toEqual(ref('WebhookEndpointDeleted'));
      expect(ok('/v1/webhook_endpoints/{id}/deliveries', 'get')).toEqual(ref('WebhookDeliveryAttemptList'));
      expect(ok('/v1/accounts/bulk', 'post', '201')).toEqual(ref('AccountBulkResult'));
      expect(schemas.AccountBulkResult.properties.data.items).toEqual(ref('Account'));
      for (const r of RESOURCES.filter((x) => x.allows.delete)) {
        const T = pascalCase(r.object);
        expect(ok(`/v1/${r.name}/{id}`, 'delete'), r.name).toEqual(ref(`${T}Deleted`));
        expect(schemas[`${T}Deleted`].properties.object.enum).toEqual([r.object]);
      }
    });

    it('a record answer lists every field as required; read-only fields are marked and typed in bodies', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      const schemas = doc.components.schemas;
      const allRequired = (name: string, s: { required?: string[]; properties: object }) =>
        expect([...(s.required ?? [])].sort(), name).toEqual(Object.keys(s.properties).sort());
      for (const r of RESOURCES) {
        const T = pascalCase(r.object);
        const record = schemas[T];
        allRequired(T, record);
        allRequired(`${T}.data`, record.properties.data);
        const serverOwned = Object.keys(r.fields).filter((f) => r.fields[f]?.readOnly);
        const readOnly = [
          'id',
          'created_at',
          'updated_at',
          'version',
          ...Object.keys(r.computed ?? {}),
          ...serverOwned,
        ];
        for (const name of readOnly)
          expect(record.properties.data.properties[name].readOnly, `${T}.data.${name}`).toBe(true);
        expect(record.properties.id.readOnly).toBe(true);
        for (const body of [
          ...(r.allows.create ? [`${T}Create`] : []),
          ...(r.allows.update ? [`${T}Update`] : []),
        ]) {
          const props = schemaOf(doc, schemas[body]).properties;
          for (const name of [...readOnly, 'object']) {
            expect(props[name], `${body}.${name}`).toMatchObject({ readOnly: true });
            expect(props[name].type ?? props[name].$ref, `${body}.${name} is typed`).toBeDefined();
            expect(schemas[body].required ?? [], `${body}.${name}`).not.toContain(name);
          }
        }
      }
      allRequired('LedgerEntry', schemas.LedgerEntry);
      allRequired('LedgerEntry.data', schemas.LedgerEntry.properties.data);
      allRequired('Company.data', schemas.Company.properties.data);
      allRequired('WebhookEndpoint.data', schemas.WebhookEndpoint.properties.data);
      for (const body of ['WebhookEndpointCreate', 'WebhookEndpointUpdate'])
        for (const name of ['id', 'object', 'version', 'secret', 'disabled_reason'])
          expect(schemas[body].properties[name], `${body}.${name}`).toMatchObject({ readOnly: true });
    });

    it('declares If-Match where the server honours it, and Idempotency-Key on every write', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      const headerParams = (op: Op) => (op.parameters ?? []).filter((p) => p.in === 'header');
      const writes = operations(doc).filter(([, method]) => method !== 'get');
      const ifMatch = new Set<string>();
      for (const r of RESOURCES) {
        if (r.allows.update) ifMatch.add(`put /v1/${r.name}/{id}`);
        if (r.allows.delete) ifMatch.add(`delete /v1/${r.name}/{id}`);
        for (const a of actionRoutesOf(r))
          ifMatch.add(`${a.method.toLowerCase()} /v1/${r.name}/{id}/${a.action}`);
      }
      for (const w of [
        'patch /v1/company',
        'put /v1/webhook_endpoints/{id}',
        'delete /v1/webhook_endpoints/{id}',
      ])
        ifMatch.add(w);
      expect(ifMatch.has('post /v1/invoices/{id}/approve')).toBe(true);
      for (const [path, method, op] of writes) {
        const names = headerParams(op).map((p) => p.name);
        expect(names, `${method} ${path}`).toContain('Idempotency-Key');
        if (ifMatch.has(`${method} ${path}`)) expect(names, `${method} ${path}`).toContain('If-Match');
        else expect(names, `${method} ${path}`).not.toContain('If-Match');
        for (const p of headerParams(op)) expect(p.required, `${method} ${path} ${p.name}`).toBe(false);
      }
      for (const w of ifMatch) {
        const [method, path] = w.split(' ') as [string, string];
        expect(doc.paths[path]?.[method], w).toBeDefined();
      }
    });

    it('shares response headers and error answers as named components', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      // One component per header, under the header's own name: one Retry-After wherever it is sent.
      expect(Object.keys(doc.components.headers).sort()).toEqual([
        'Idempotent-Replayed',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Retry-After',
      ]);
      expect(doc.components.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
      const responses = doc.components.responses;
      for (const name of [
        'BadRequest',
        'Unauthorized',
        'Forbidden',
        'NotFound',
        'PreconditionFailed',
        'RateLimited',
      ])
        expect(responses[name], name).toBeDefined();
      const byRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
      for (const [path, method, op] of operations(doc)) {
        if (!path.startsWith('/v1/')) continue;
        expect(op.responses['401'], `${method} ${path}`).toEqual(byRef('Unauthorized'));
        expect(op.responses['429'], `${method} ${path}`).toEqual(byRef('RateLimited'));
      }
      expect(doc.paths['/v1/invoices/{id}'].get.responses['404']).toEqual(byRef('NotFound'));
      expect(doc.paths['/v1/invoices/{id}'].put.responses['404']).toEqual(byRef('NotFoundOnWrite'));
      expect(responses.NotFoundOnWrite.headers['Idempotent-Replayed']).toBeDefined();
      expect(responses.NotFound.headers['Idempotent-Replayed']).toBeUndefined();
      // Every shared answer is used, and describes itself.
      const text = JSON.stringify(doc.paths);
      for (const [name, r] of Object.entries(responses) as [string, { description: string }][]) {
        expect(text, name).toContain(`"#/components/responses/${name}"`);
        expect(r.description, name).toBeTruthy();
      }
    });

    it('describes every response and tag; action bodies are optional; license and contact', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      for (const [path, method, op] of operations(doc)) {
        expect(op.description, `${method} ${path}`).toBeTruthy();
        for (const [status, answer] of Object.entries(op.responses)) {
          const response: { description: string } = responseOf(doc, answer);
          expect(response.description, `${method} ${path} ${status}`).toBeTruthy();
          expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
        }
      }
      for (const r of RESOURCES) {
        for (const a of actionRoutesOf(r)) {
          const op = doc.paths[`/v1/${r.name}/{id}/${a.action}`][a.method.toLowerCase()];
          expect(op.requestBody.required, `${r.name} ${a.action}`).toBe(a.bodyRequired);
        }
      }
      expect(doc.paths['/v1/invoices/{id}/approve'].post.requestBody.required).toBe(false);
      const used = new Set(operations(doc).flatMap(([, , op]) => op.tags));
      const declared = new Map((doc.tags as { name: string; description: string }[]).map((t) => [t.name, t]));
      for (const tag of used) expect(declared.get(tag)?.description, `tag ${tag}`).toBeTruthy();
      for (const tag of ['System', 'Ledger', 'Events', 'Webhook endpoints', 'Invoice'])
        expect(declared.has(tag), tag).toBe(true);
      expect(doc.info.license.name).toBeTruthy();
      expect(doc.info.contact.url).toMatch(/^https:\/\//);
      for (const path of ['/healthz', '/readyz', '/metrics'])
        expect(doc.paths[path].get.responses['503'], path).toBeDefined();
      expect(doc.paths['/readyz'].get.responses['503'].description).toMatch(/SERVICE_UNAVAILABLE/);
    });

    it('/docs loads /v1/openapi.json and shows no Fastify logo', async () => {
      const res = await h().anonymous().get('/docs/static/swagger-initializer.js');
      expect(res.status).toBe(200);
      const js = String(res.body);
      expect(js).toContain('"url":"/v1/openapi.json"');
      const fastifyLogo = readFileSync(
        new URL('../node_modules/@fastify/swagger-ui/static/logo.svg', import.meta.url),
      ).toString('base64');
      expect(js).not.toContain(fastifyLogo.slice(0, 200));
    });

    it('is served without a token, and /docs renders it from the package', async () => {
      const docs = await h().anonymous().get('/docs/');
      expect(docs.status).toBe(200);
      expect(String(docs.body)).toContain('<html');
      expect(String(docs.body)).not.toMatch(/(src|href)="https?:\/\//);
    });
  });
});

type Op = {
  operationId: string;
  parameters?: { in: string; name: string; required: boolean }[];
  description?: string;
  tags: string[];
  requestBody?: { required: boolean };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
};

function operations(doc: { paths: Record<string, Record<string, Op>> }): [string, string, Op][] {
  const out: [string, string, Op][] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch'])
      if (item[method]) out.push([path, method, item[method]]);
  return out;
}
