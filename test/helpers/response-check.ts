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
/**
 * Compiled once per schema content in the process: apps build equal response schemas anew (a list
 * schema per resource per app), and a worker runs many apps one after another.
 */
const bySchema = new WeakMap<object, ValidateFunction>();
const byContent = new Map<string, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = bySchema.get(schema);
  if (!validate) {
    const content = JSON.stringify(schema);
    validate = byContent.get(content);
    if (!validate) {
      validate = ajv.compile(schema);
      byContent.set(content, validate);
    }
    bySchema.set(schema, validate);
  }
  return validate;
}

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
    const validate = validatorOf(schema);
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
