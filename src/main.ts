/** Entry point: `npm start`. Opens the store (running migrations), serves, shuts down gracefully. */
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { RESOURCES } from './resources/index.ts';
import { openStore } from './storage/store.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });
const store = await openStore(config.databaseUrl, { resources: RESOURCES });
const app = await buildApp({ store, logger, bodyLimitBytes: config.bodyLimitBytes });
await app.listen({ port: config.port, host: config.host });
logger.info({ database: store.dialect }, 'finrec is ready');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('graceful shutdown timed out');
    process.exit(1);
  }, config.shutdownGraceMs);
  force.unref();
  await app.close();
  logger.info('http server closed');
  await store.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
