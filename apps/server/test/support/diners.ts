import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { instances } from '../../src/db/schema.ts';
import { insertProfile } from '../../src/modules/profile/profile.repository.ts';
import { hashProfileToken, newProfileToken } from '../../src/modules/profile/profile-token.ts';
import { createTestApp, fileApp, fileValue, type TestApp } from './app.ts';

// Diners of the API tests: created one way, through POST /profiles/anonymous.json (or written
// straight into a store no server holds yet), and sending the profile headers of spec §6.

export interface Diner {
  host: string;
  id: string;
  token: string;
  /** The headers that name this diner: host, profileid, token. */
  headers: { host: string; profileid: string; token: string };
}

/** The host a venue answers on in the test apps. */
export const hostOf = (slug: string) => `${slug}.localhost`;

let ip = 0;
/** A new client address per call, so per-client rate limits never meet the tests. */
export const nextIp = () => `10.77.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`;

function dinerOf(host: string, id: string, token: string): Diner {
  return { host, id, token, headers: { host, profileid: id, token } };
}

/** A new anonymous diner of a venue (its slug, or a full host such as `la-brasa.storefront.test`). */
export async function newDiner(on: FastifyInstance | TestApp, venue = 'la-brasa'): Promise<Diner> {
  const app = 'inject' in on ? on : on.app;
  const host = venue.includes('.') ? venue : hostOf(venue);
  const res = await app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    remoteAddress: nextIp(),
    headers: { host },
    payload: { profile: { domain: host, name: null } },
  });
  if (res.statusCode !== 201) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  const { id, token } = res.json<{ id: string; token: string }>();
  return dinerOf(host, id, token);
}

export async function instanceIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: instances.id }).from(instances).where(eq(instances.slug, slug));
  return row!.id;
}

/** A diner written straight into a store no server holds yet (tests that start a child server). */
export async function storedDiner(db: Db, slug = 'la-brasa'): Promise<Diner> {
  const token = newProfileToken();
  const row = await insertProfile(db, await instanceIdOf(db, slug), {
    id: randomUUID(),
    tokenHash: hashProfileToken(token),
    name: null,
    domain: slug,
  });
  return dinerOf(hostOf(slug), row.id, token);
}

/** A diner's request headers with the answer language (from host, id and token, so a test may
 * forge one of them with a spread). */
export const auth = (diner: Diner, lang = 'en') => ({
  host: diner.host,
  profileid: diner.id,
  token: diner.token,
  lang,
});

/** An app and one diner of `venue` for a whole test file (see fileValue in app.ts). */
export function fileDinerApp(
  open: () => Promise<TestApp> = createTestApp,
  venue = 'la-brasa',
): { t: TestApp; diner: Diner } {
  const t = fileApp(open);
  return { t, diner: fileValue(() => newDiner(t, venue)) };
}
