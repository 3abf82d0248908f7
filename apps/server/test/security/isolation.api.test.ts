import { afterAll, describe, expect, it } from 'vitest';
import { refusedAtLockedVenue } from '../../src/plugins/tenancy.ts';
import { createTestApp, type ErrorBody, storeName } from '../support/app.ts';
import { demoSlugs, errorShapeProblem, generousLimits, staticFilePaths } from '../support/security.ts';
import { discoverRoutes, isProfileScoped } from './routes.ts';

// Quality harness item 5: a venue's host can never read or change another venue's branches, media
// or profiles. Checked for every ordered pair of demo venues, on every profile-scoped route.

const t = await createTestApp(generousLimits);
const profileRoutes = discoverRoutes(t.app, staticFilePaths(t)).filter(isProfileScoped);
afterAll(async () => {
  await t.close();
});

const slugs = demoSlugs();
const hostOf = (slug: string) => `${slug}.localhost`;
const pairs = slugs.flatMap((owner) =>
  slugs.filter((other) => other !== owner).map((other) => [owner, other] as const),
);

interface VenueFacts {
  /** A locked venue refuses diner writes before anything else (403 site_inactive, spec §1). */
  locked: boolean;
  branches: { id: number; slug: string }[];
  media: string[];
  profile?: { id: string; token: string };
}

let ip = 0;
const nextIp = () => `10.55.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`;

async function factsOf(slug: string): Promise<VenueFacts> {
  const res = await t.app.inject({ url: '/domain/config.json', headers: { host: hostOf(slug) } });
  expect(res.statusCode, slug).toBe(200);
  const media = [...new Set(res.body.match(/\/media\/[a-f0-9]{16,64}\.[a-z0-9]{2,5}/g) ?? [])];
  const config = res.json<{ status: string; suppliers: { id: number; slug: string }[] }>();
  const created = await t.app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    remoteAddress: nextIp(),
    headers: { host: hostOf(slug) },
    payload: { profile: { domain: hostOf(slug), name: `diner of ${slug}` } },
  });
  const facts: VenueFacts = {
    locked: config.status === 'locked',
    branches: config.suppliers.map(({ id, slug }) => ({ id, slug })),
    media,
  };
  if (created.statusCode === 201) {
    const { id, token } = created.json<{ id: string; token: string }>();
    facts.profile = { id, token };
  } else {
    // A venue that refuses new profiles (a locked one) has none to leak; it must refuse cleanly.
    expect(created.statusCode, `${slug}: ${created.body}`).toBeGreaterThanOrEqual(400);
    expect(created.statusCode).toBeLessThan(500);
  }
  return facts;
}

const facts = new Map<string, VenueFacts>();
for (const slug of slugs) facts.set(slug, await factsOf(slug));

/** A request to a profile-scoped route on `host` with `profile`'s credentials. */
function profileRequest(
  route: (typeof profileRoutes)[number],
  host: string,
  profile: { id: string; token: string },
  name = 'taken over',
) {
  const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(profile.id));
  return t.app.inject({
    method: route.method,
    url,
    remoteAddress: nextIp(),
    headers: { host, profileid: profile.id, token: profile.token, lang: 'en' },
    ...(route.body ? { payload: { profile: { name } } } : {}),
  });
}

describe(`cross-venue isolation (${storeName})`, () => {
  it('has the demo venues, their branches, media and profiles to check', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(2);
    expect(profileRoutes.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      expect(facts.get(slug)?.branches.length, slug).toBeGreaterThan(0);
      expect(facts.get(slug)?.media.length, slug).toBeGreaterThan(0);
    }
    expect([...facts.values()].filter((venue) => venue.profile).length).toBeGreaterThanOrEqual(2);
  });

  it("each venue's own host reads its branches, media and profile (so the refusals below mean something)", async () => {
    for (const slug of slugs) {
      const venue = facts.get(slug)!;
      const host = hostOf(slug);
      for (const branch of venue.branches) {
        for (const url of [`/domain/suppliers/${branch.slug}.json`, `/domain/branches/${branch.id}.json`]) {
          const res = await t.app.inject({ url, headers: { host } });
          expect(res.statusCode, `${url} @ ${host}`).toBe(200);
          expect(res.json().id).toBe(branch.id);
        }
      }
      for (const url of venue.media) {
        expect((await t.app.inject({ url, headers: { host } })).statusCode, `${url} @ ${host}`).toBe(200);
      }
      if (!venue.profile) continue;
      for (const route of profileRoutes) {
        const res = await profileRequest(route, host, venue.profile, `diner of ${slug}`);
        const what = `${route.method} ${route.path} @ ${host}: ${res.body}`;
        // The profile routes take this generic request; the other profile-scoped routes (orders,
        // payments) need their own ids and bodies, so for them passing authentication is the point.
        if (route.path.startsWith('/profiles/')) expect(res.statusCode, what).toBeLessThan(300);
        else {
          expect(res.statusCode, what).not.toBe(401);
          expect(res.statusCode, what).toBeLessThan(500);
        }
      }
    }
  });

  describe.each(pairs)("%s's data on %s's host", (owner, other) => {
    const host = hostOf(other);

    it('never answers its branches, by slug or by id', async () => {
      const mine = facts.get(owner)!;
      const theirs = facts.get(other)!;
      for (const branch of mine.branches) {
        const bySlug = await t.app.inject({
          url: `/domain/suppliers/${branch.slug}.json`,
          headers: { host, lang: 'en' },
        });
        const sameSlug = theirs.branches.find((candidate) => candidate.slug === branch.slug);
        if (sameSlug) {
          expect(bySlug.json().id, 'a shared slug must name the host venue branch').toBe(sameSlug.id);
        } else {
          expect(bySlug.statusCode, `${branch.slug} @ ${host}`).toBe(404);
          expect(bySlug.json<ErrorBody>().key).toBe('supplier_not_found');
        }
        const byId = await t.app.inject({ url: `/domain/branches/${branch.id}.json`, headers: { host } });
        expect(byId.statusCode, `branch ${branch.id} @ ${host}`).toBe(404);
        expect(byId.json<ErrorBody>().key).toBe('supplier_not_found');
        expect(byId.body).not.toContain(branch.slug);
      }
    });

    it('never serves its media', async () => {
      const theirs = new Set(facts.get(other)!.media);
      for (const url of facts.get(owner)!.media) {
        if (theirs.has(url)) continue; // the very same image stored by both venues
        const res = await t.app.inject({ url, headers: { host } });
        expect(res.statusCode, `${url} @ ${host}`).toBe(404);
        expect(errorShapeProblem(res)).toBeUndefined();
        expect(res.json<ErrorBody>().key).toBe('not_found');
      }
    });

    it('refuses its profile with 401 on every profile route, and changes nothing', async () => {
      const profile = facts.get(owner)!.profile;
      if (!profile) return; // this venue could not create one (checked in factsOf)
      for (const route of profileRoutes) {
        const res = await profileRequest(route, host, profile);
        const inactive = facts.get(other)!.locked && refusedAtLockedVenue(route.method, route.path);
        expect(res.statusCode, `${route.method} ${route.path} @ ${host}: ${res.body}`).toBe(
          inactive ? 403 : 401,
        );
        expect(res.json<ErrorBody>().key).toBe(inactive ? 'site_inactive' : 'unauthorized');
        expect(res.body).not.toContain(profile.id);
      }
      const smartLink = await t.app.inject({
        url: `/profiles/login_smart_link/${profile.id}.json?token=${encodeURIComponent(profile.token)}`,
        remoteAddress: nextIp(),
        headers: { host },
      });
      expect(smartLink.statusCode, smartLink.body).toBe(401);
      expect(smartLink.body).not.toContain(profile.token);

      const account = await t.app.inject({
        url: '/profiles/account.json',
        headers: { host: hostOf(owner), profileid: profile.id, token: profile.token },
      });
      expect(account.statusCode).toBe(200);
      expect(account.json().name).toBe(`diner of ${owner}`);
    });
  });
});
