/** Entry point: `npm start`. Opens the store (running migrations), serves, shuts down gracefully. */
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startIdleCollection } from './platform/idle-collect.ts';
import { RESOURCES } from './resources/index.ts';
import { openStore } from './storage/open.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });
const store = await openStore(config.databaseUrl, {
  resources: RESOURCES,
  listenUrl: config.databaseListenUrl,
  log: logger,
});
const app = await buildApp({ store, logger, config });
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // A port in use is the first thing a new user meets: one line that says what to do, no stack.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(
      `finrec: port ${config.port} on ${config.host} is already in use; stop what uses it or set PORT to another port.\n`,
    );
    await store.close();
    process.exit(1);
  }
  throw error;
}
logger.info({ database: store.dialect }, 'finrec is ready');
// After a burst of large requests the heap is collected once the process is idle (D11, issue 23).
const stopIdleCollection = startIdleCollection();

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopIdleCollection();
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('graceful shutdown timed out');
    process.exit(1);
  }, config.shutdownGraceMs);
  force.unref();
  // Connections that finish their last request after close() began would otherwise stay open
  // (keep-alive) and hold the shutdown until they time out: close them as they go idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  await app.close();
  clearInterval(sweep);
  await store.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
