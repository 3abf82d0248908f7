import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { repeatWhileOpen } from '../lib/repeat-while-open.ts';

/**
 * Every `seconds`, takes the planner statistics of the tables that are due
 * (docs/decisions/072-planner-statistics-kept-fresh.md): PGlite runs no autovacuum, and on
 * PostgreSQL this brings forward by up to a minute what autovacuum does. 0 seconds: never.
 */
export const plannerStatisticsPlugin = fp(async (app: FastifyInstance, { seconds }: { seconds: number }) => {
  if (seconds === 0) return;
  repeatWhileOpen(app, seconds * 1000, 'planner statistics', async () => {
    const started = performance.now();
    const tables = await refreshPlannerStatistics(app.db);
    if (tables.length > 0)
      app.log.debug({ tables, ms: Math.round(performance.now() - started) }, 'planner statistics taken');
  });
});
