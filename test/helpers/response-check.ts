/**
 * D13: every response the API tests receive is checked against the schema the OpenAPI document
 * publishes for that route and status (the document is generated from these same route schemas,
 * by @fastify/swagger). The harness adds the check to every server it starts and fails the test
 * in which a response did not match (harness.ts).
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
  /** `METHOD /route/:pattern` */
  route: string;
  status: number;
  /** Ajv's errors, as text. */
  errors: string;
}

/** A violation a suite knows of and tolerates (see HarnessOptions.allowViolations). */
export interface AllowedViolation {
  route: string;
  status: number;
  /** Matches the violation's `errors` text. */
  errors: RegExp;
}

/** Records in `violations` each JSON response of `app` that its route's response schema refuses. */
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
