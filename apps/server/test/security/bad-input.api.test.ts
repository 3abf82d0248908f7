import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, storeName } from '../support/app.ts';
import { generousLimits, sendAndCheck, staticFilePaths } from '../support/security.ts';
import { badRequestArb, credentialsArb, HOST, type KnownValues, sweepRequests } from './bad-requests.ts';
import { discoverRoutes, isProfileScoped, registeredRoutes, undocumentedRoutes } from './routes.ts';

// Quality harness item 3: generated bad input for every API route. The routes come from the app
// itself (its OpenAPI document plus Fastify's route table), so routes added later are covered
// without editing this file. Every answer must be below 500, 4xx whenever the request certainly
// breaks its schema, and every error must be `{ key, message, params }`.

/** Generated cases per route (fixed seed: the same cases on every run; FUZZ_RUNS / FUZZ_SEED override). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_522);

// Top-level await: the route list must exist while tests are collected, one test per route.
const t = await createTestApp(generousLimits);
const routes = discoverRoutes(t.app, staticFilePaths(t));
// A real profile, so that bad input on the profile routes also gets past authentication.
const known: KnownValues = await (async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    headers: { host: HOST },
    payload: { profile: { domain: HOST } },
  });
  if (res.statusCode !== 201) return {};
  const { id, token } = res.json<{ id: string; token: string }>();
  // A real branch of the venue too, so bad input on branch routes reaches their handlers.
  return {
    credentials: { profileid: id, token },
    pathParams: { profile_id: id, supplier_slug: 'el-poblado' },
  };
})();
afterAll(async () => {
  await t.close();
});

const counts = { generated: 0, strict: 0, sweep: 0 };

describe(`bad input on every API route (${storeName})`, () => {
  it('has a real profile to reach past authentication', () => {
    expect(known.credentials, 'POST /profiles/anonymous.json must create a profile').toBeDefined();
  });

  it('finds the routes: every Fastify API route is in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(0);
    // The route-table reader works (else the check below would pass on nothing).
    const table = registeredRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(table).toEqual(
      expect.arrayContaining(['GET /domain/config.json', 'GET /domain/suppliers/{file}']),
    );
    expect(table.length).toBeGreaterThanOrEqual(routes.length);
    expect(undocumentedRoutes(t.app, staticFilePaths(t))).toEqual([]);
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it(`never answers 5xx to ${RUNS} generated bad requests, and refuses the certain ones`, async () => {
        await fc.assert(
          fc.asyncProperty(badRequestArb(route, known), async (request) => {
            counts.generated++;
            if (request.strict) counts.strict++;
            await sendAndCheck(t, request);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      });

      it('refuses a wrong value in each field and each missing required input', async () => {
        for (const request of sweepRequests(route, known)) {
          counts.sweep++;
          await sendAndCheck(t, request);
        }
      });

      if (isProfileScoped(route)) {
        it('answers 401 unauthorized to random profileid / token headers', async () => {
          await fc.assert(
            fc.asyncProperty(
              fc.record({ credentials: credentialsArb, ip: fc.ipV4() }),
              async ({ credentials: { profileid, token }, ip }) => {
                const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(profileid));
                const res = await t.app.inject({
                  method: route.method,
                  url,
                  remoteAddress: ip,
                  headers: { host: HOST, profileid, token },
                  ...(route.body ? { payload: { profile: {} } } : {}),
                });
                expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBe(401);
                expect(res.json().key).toBe('unauthorized');
              },
            ),
            { numRuns: 15, seed: SEED },
          );
        });
      }
    },
  );

  it('is still healthy and unpolluted after the generated traffic', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.info(
      `[security] ${routes.length} routes, ${counts.generated} generated cases (${counts.strict} certain to be refused), ` +
        `${counts.sweep} sweep cases`,
    );
  });
});
