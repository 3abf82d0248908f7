import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { repeatWhileOpen } from './repeat-while-open.ts';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('repeatWhileOpen', () => {
  it('runs one job at a time from ready to close, waits for the one in flight, and goes on after a failure', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let inFlight = 0;
    let mostAtOnce = 0;
    let finished = 0;
    repeatWhileOpen(app, 5, 'probe', async () => {
      runs++;
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await pause(30);
      inFlight--;
      finished++;
      if (runs === 1) throw new Error('the first run fails');
    });
    await pause(20);
    expect(runs).toBe(0); // not before the app is ready
    await app.ready();
    while (finished < 3) await pause(10);
    await app.close();
    expect(mostAtOnce).toBe(1);
    expect(inFlight).toBe(0); // close waited for the run in flight
    const afterClose = runs;
    await pause(50);
    expect(runs).toBe(afterClose);
  });
});
