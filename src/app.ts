/**
 * buildApp wires the layers: HTTP plugins and routes on top of the domain services, which use the
 * store passed in. Everything is registered explicitly, in order.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import pkg from '../package.json' with { type: 'json' };
import { type Config, loadConfig } from './config.ts';
import { type DispatcherThread, startDispatcherThread } from './dispatcher-thread.ts';
import { Actions } from './domain/actions.ts';
import { BankImports } from './domain/bank/import.ts';
import { BankMatches } from './domain/bank/matching.ts';
import { Batches } from './domain/batch.ts';
import { Companies } from './domain/company.ts';
import { documentEffects } from './domain/effects.ts';
import { AppError } from './domain/errors.ts';
import { Events } from './domain/events.ts';
import { IdempotencyKeys } from './domain/idempotency.ts';
import { LedgerReports } from './domain/ledger/reports.ts';
import { Reconciliations } from './domain/reconciliations.ts';
import { Records } from './domain/records.ts';
import { Tenants } from './domain/tenants.ts';
import { dispatcherMetrics, WebhookDispatcher } from './domain/webhook-dispatcher.ts';
import { WebhookEndpoints } from './domain/webhooks.ts';
import { registerAuth } from './http/auth.ts';
import { registerDashboard } from './http/dashboard/index.ts';
import { registerDeprecation } from './http/deprecation.ts';
import {
  handleClientError,
  newRequestId,
  registerErrorHandling,
  sendError,
  toAppError,
} from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerActionRoutes } from './http/routes/actions.ts';
import { registerBankRoutes } from './http/routes/bank.ts';
import { registerBankImportRoute } from './http/routes/bank-import.ts';
import { registerBatchRoute } from './http/routes/batch.ts';
import { registerCompanyRoutes } from './http/routes/company.ts';
import { registerEventRoutes } from './http/routes/events.ts';
import { registerLedgerRoutes } from './http/routes/ledger.ts';
import { registerReconciliationRoutes } from './http/routes/reconciliations.ts';
import { registerBulkRoute, registerResourceRoutes } from './http/routes/resources.ts';
import { registerSystemRoutes } from './http/routes/system.ts';
import { registerWebhookRoutes } from './http/routes/webhooks.ts';
import { validatorCompiler } from './http/validation.ts';
import { Metrics } from './platform/metrics.ts';
import { pause } from './platform/turns.ts';
import { accounts } from './resources/account.ts';
import { CATALOG, RESOURCES } from './resources/index.ts';
import { instrumentStore } from './storage/instrumented-store.ts';
import { sharingTransactions } from './storage/shared-transactions.ts';
import type { Store } from './storage/store.ts';

export interface AppDeps {
  store: Store;
  logger?: Logger | false;
  /** Settings; anything left out comes from the environment (loadConfig). */
  config?: Partial<Config>;
}

/** A body from this size on is checked in a turn of its own. */
const LARGE_BODY_BYTES = 32 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...deps.config };
  const app = Fastify({
    loggerInstance: deps.logger || undefined,
    logger:
      deps.logger === undefined
        ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
        : undefined,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A client's own valid X-Request-Id is kept (D10); otherwise we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId();
    },
    requestIdHeader: false,
    // Requests arriving while the server closes: a 503 with the envelope (http/errors.ts), not
    // Fastify's own body.
    return503OnClosing: false,
    // A request without Host reaches us to be answered with the envelope (http/errors.ts).
    http: { requireHostHeader: false },
    // Requests Node's parser refuses (431, malformed HTTP): the envelope too, not Fastify's body.
    clientErrorHandler: handleClientError,
    routerOptions: { maxParamLength: 200 },
    // Requests Fastify refuses before routing (a badly encoded path) still get the envelope.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id);
      const known = toAppError(error);
      void sendError(request, reply, known ?? new AppError('NOT_FOUND', 'No such route or record.'));
    },
  }) as unknown as FastifyInstance;
  // Only JSON bodies are accepted: anything else is 415 (D10). JSON is read strictly (D11):
  // UTF-8 only, and its excesses refused before it is parsed. Before any plugin is registered:
  // each takes the parsers of its parent as they are then.
  app.removeContentTypeParser(['text/plain']);
  registerJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // D11: a large body's checks and the work before its write wait for a turn of their own, so
  // twenty of them arriving in one pass of the event loop do not all run in it (platform/turns.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length < LARGE_BODY_BYTES && request.headers['transfer-encoding'] === undefined) return done();
    void pause().then(() => done());
  });
  registerErrorHandling(app);
  await registerOpenApi(app, pkg.version);
  // After OpenAPI (which lists /metrics), before the other routes: both act on routes as they are added.
  const metrics = new Metrics();
  registerMetrics(app, metrics, config);
  registerDeprecation(app, config);
  // Every service built below uses the store through the metrics wrapper, and joins the
  // transaction of the batch it serves an operation of (D23, storage/shared-transactions.ts).
  const store = sharingTransactions(instrumentStore(deps.store, metrics));
  deps = { ...deps, store };

  // A request with an Idempotency-Key claims it, and stores its answer, in the transaction of its
  // own write: write routes hand that keyed write to the domain call as a parameter.
  const idempotencyKeys = new IdempotencyKeys(deps.store, {
    leaseMs: config.idempotencyLeaseSeconds * 1000,
  });

  const tenants = new Tenants(deps.store);
  // The state machines' guard and the general ledger run inside every write of a record.
  const records = new Records(deps.store, documentEffects(), CATALOG);
  await registerDashboard(app, { store: deps.store, tenants, trustProxy: config.trustProxy });
  registerSystemRoutes(app, deps.store, pkg.version);
  await app.register(async (v1) => {
    registerAuth(v1, tenants);
    // After auth (per token; a 401 costs nothing), before idempotency (a 429 is never stored).
    await registerRateLimit(v1, config, metrics);
    // After auth (keys are per company), before every route (it documents the header on them).
    registerIdempotency(v1, idempotencyKeys, { sweepIntervalMs: config.idempotencySweepSeconds * 1000 });
    for (const r of RESOURCES) registerResourceRoutes(v1, records, r);
    registerBulkRoute(v1, records, accounts as never);
    registerActionRoutes(v1, new Actions(records), RESOURCES);
    registerBankRoutes(v1, new BankMatches(deps.store, CATALOG));
    registerBankImportRoute(v1, new BankImports(records));
    registerLedgerRoutes(v1, new LedgerReports(deps.store, CATALOG));
    registerReconciliationRoutes(v1, new Reconciliations(deps.store, CATALOG));
    registerCompanyRoutes(v1, new Companies(deps.store));
    registerEventRoutes(v1, new Events(deps.store));
    registerWebhookRoutes(
      v1,
      new WebhookEndpoints(deps.store, { allowPrivate: config.webhookAllowPrivate }, CATALOG),
    );
    registerBatchRoute(v1, new Batches(store));
  });
  // Webhooks go out from a background loop, never from the request that wrote the event (D12).
  if (config.webhookDispatchIntervalMs > 0) {
    const observer = dispatcherMetrics(metrics, deps.store.background ?? deps.store);
    const location = deps.store.location;
    const thread =
      config.webhookDispatcher === 'thread' ||
      (config.webhookDispatcher === 'auto' && deps.store.dialect === 'postgres');
    if (thread && !location)
      throw new Error(
        'WEBHOOK_DISPATCHER=thread needs a database another thread can open (not sqlite::memory:)',
      );
    if (thread && location) {
      const settings = {
        location,
        intervalMs: config.webhookDispatchIntervalMs,
        retrySchedule: config.webhookRetrySchedule,
        timeoutMs: config.webhookTimeoutMs,
        allowPrivate: config.webhookAllowPrivate,
      };
      // Not awaited: the API serves while the thread loads (about a second of CPU); a thread that
      // cannot start is logged, as a failing pass of the inline dispatcher is.
      let running: Promise<DispatcherThread | undefined> | undefined;
      app.addHook('onReady', async () => {
        running = startDispatcherThread(settings, observer, app.log).catch((err: unknown) => {
          app.log.error({ err }, 'the webhook dispatcher thread could not start');
          return undefined;
        });
      });
      app.addHook('onClose', async () => (await running)?.stop());
    } else {
      const dispatcher = new WebhookDispatcher({
        store: deps.store.background ?? deps.store,
        intervalMs: config.webhookDispatchIntervalMs,
        retrySchedule: config.webhookRetrySchedule,
        timeoutMs: config.webhookTimeoutMs,
        allowPrivate: config.webhookAllowPrivate,
        logger: app.log,
        observer,
      });
      app.addHook('onReady', async () => dispatcher.start());
      app.addHook('onClose', async () => dispatcher.stop());
    }
  }
  return app;
}
