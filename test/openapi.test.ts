import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { actionRoutesOf } from '../src/http/routes/actions.ts';
import { pascalCase } from '../src/resources/define.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { forEachDatabase } from './helpers/harness.ts';

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
        expect(list?.post, r.name).toBeDefined();
        expect(one?.get, r.name).toBeDefined();
        expect(Boolean(one?.put), `${r.name} put`).toBe(r.allows.update);
        expect(Boolean(one?.delete), `${r.name} delete`).toBe(r.allows.delete);
        // Every field of the definition is in the create body and in the record's data.
        const create = list.post.requestBody.content['application/json'].schema;
        const data = one.get.responses['200'].content['application/json'].schema.properties.data;
        for (const field of Object.keys(r.fields)) {
          expect(create.properties[field], `${r.name}.${field} in create`).toBeDefined();
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
        expect(doc.paths[`/v1/${r.name}`].post.operationId).toBe(`create${T}`);
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
        for (const name of [T, `${T}Create`, `${T}List`, ...(r.allows.update ? [`${T}Update`] : [])])
          expect(schemas[name], name).toBeDefined();
        expect(schemas[T].properties.object.enum).toEqual([r.object]);
        expect(json(one.get.responses['200'])).toEqual(ref(T));
        expect(json(list.post.responses['201'])).toEqual(ref(T));
        expect(json(list.post.requestBody)).toEqual(ref(`${T}Create`));
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
          expect(json(op.responses[s]), `${method} ${path} ${s}`).toEqual(ref('Error'));
      }
    });

    it('describes every response and tag; action bodies are optional; license and contact', async () => {
      const doc = (await h().anonymous().get('/v1/openapi.json')).body;
      for (const [path, method, op] of operations(doc)) {
        expect(op.description, `${method} ${path}`).toBeTruthy();
        for (const [status, response] of Object.entries(op.responses) as [
          string,
          { description: string },
        ][]) {
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
