/**
 * D13: every response the API tests receive is checked against the schema the OpenAPI document
 * publishes for that route and status (the document is generated from these same route schemas).
 * Violations are collected and asserted empty when each suite ends.
 */
import AjvModule, { type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

export interface Violation {
  route: string;
  status: number;
  errors: string;
}

export function checkResponses(app: FastifyInstance, violations: Violation[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schemas = request.routeOptions.schema?.response as Record<string, object> | undefined;
    const schema = schemas?.[String(reply.statusCode)];
    if (!schema || typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.includes('json')) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(JSON.parse(payload))) {
      violations.push({
        route: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
        errors: ajv.errorsText(validate.errors),
      });
    }
    return payload;
  });
}
