import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';

/**
 * Every `seconds`, takes the planner statistics of the tables that are due
 * (docs/decisions/072-planner-statistics-kept-fresh.md): PGlite runs no autovacuum, and on
 * PostgreSQL this brings forward by up to a minute what autovacuum does. One look at a time; a
 * failed one is logged and the next one tries again. 0 seconds: never.
 */
export const plannerStatisticsPlugin = fp(async (app: FastifyInstance, { seconds }: { seconds: number }) => {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const look = async () => {
    const started = performance.now();
    try {
      const tables = await refreshPlannerStatistics(app.db);
      if (tables.length > 0)
        app.log.debug({ tables, ms: Math.round(performance.now() - started) }, 'planner statistics taken');
    } catch (error) {
      app.log.warn({ err: error }, 'planner statistics');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= look().finally(() => {
        running = undefined;
      });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
