import { afterAll, describe, expect, it } from 'vitest';
import { startDraining } from '../src/lib/draining.ts';
import { BRASA, createTestApp, storeName } from './support/app.ts';

// A process being stopped behind a load balancer (SHUTDOWN_DRAIN_MS, docs/operations.md#shutdown,
// ADR 122): its health check says 503 `draining` so the balancer sends it nothing new, while every
// request still on its way is served as before.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

describe(`a draining process (${storeName})`, () => {
  it('answers /healthz 503 draining and still serves everything else', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    startDraining(t.app.server);
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining', database: 'up', store: storeName });
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host: BRASA } });
    expect(config.statusCode).toBe(200);
  });
});
