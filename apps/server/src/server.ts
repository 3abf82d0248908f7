import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openPreparedDatabase, PrepareFailedError } from './db/bootstrap.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startDraining } from './lib/draining.ts';

// Listens and shuts down; everything else is in app.ts (fastify/demo habit).
async function main() {
  const config = loadConfig();
  const bootLog = (msg: string, data: object) => console.log(JSON.stringify({ level: 'info', msg, ...data }));
  const database = await openPreparedDatabase(config, bootLog);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Behind a load balancer (SHUTDOWN_DRAIN_MS): /healthz answers 503 while every request is still
    // served, until the balancer's health check has taken this process out (ADR 122).
    if (config.SHUTDOWN_DRAIN_MS > 0) {
      startDraining(app.server);
      app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining');
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    }
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  app.log.info(`storefront ready on http://localhost:${port} (store: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof PrepareFailedError) {
    // the child process has said why
  } else if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`✗ ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
