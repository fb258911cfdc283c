import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
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
      for (const r of RESOURCES) {
        const list = doc.paths[`/v1/${r.name}`];
        const one = doc.paths[`/v1/${r.name}/{id}`];
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

    it('is served without a token, and /docs renders it from the package', async () => {
      const docs = await h().anonymous().get('/docs/');
      expect(docs.status).toBe(200);
      expect(String(docs.body)).toContain('<html');
      expect(String(docs.body)).not.toMatch(/(src|href)="https?:\/\//);
    });
  });
});
