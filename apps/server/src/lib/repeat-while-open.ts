import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `ms` while the app is open: the server's background sweeps (abandoned payments,
 * booking reminders, the planner's statistics). One run at a time: a tick that finds the last run
 * still going skips. A failed run is logged as a warning under `name`, and the next tick tries
 * again. It starts when the app is ready and stops when it closes, waiting for a run in flight;
 * the timer never keeps the process up by itself.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  ms: number,
  name: string,
  job: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      await job();
    } catch (err) {
      app.log.warn({ err }, `${name} failed`);
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run().finally(() => {
        running = undefined;
      });
    }, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
