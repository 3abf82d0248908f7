import { reservedSlugs, slugPattern } from '@storefront/domain/venue/venue.paths';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './security/routes.ts';
import { createTestApp, storeName } from './support/app.ts';

// `/{supplier_id}` shares the top level with the server's own routes (spec §2): a branch whose slug
// were the first segment of an API route would be unreachable. The venue format refuses every
// reserved slug; this proves the list covers every route the server registers.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

describe(`first path segments (${storeName})`, () => {
  it('reserves the first segment of every route the server registers that could be a slug', () => {
    const segments = new Set(
      registeredRoutes(t.app)
        .map((route) => (route.path.split('/')[1] ?? '').replace(/\*$/, ''))
        .filter((segment) => slugPattern.test(segment)), // what could be a branch slug at all
    );
    expect(segments.size).toBeGreaterThan(10);
    for (const segment of segments) expect(reservedSlugs.has(segment), `/${segment}`).toBe(true);
  });
});
