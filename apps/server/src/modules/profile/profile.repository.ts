import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { cachePerDatabase } from '../../lib/ttl-cache.ts';
import { venueRow, venueWhere } from '../../lib/venue-rows.ts';

// The only code that reads or writes profiles; every query names its venue.

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfilePatch = Partial<
  Omit<ProfileRow, 'id' | 'instanceId' | 'tokenHash' | 'createdAt' | 'updatedAt'>
>;

export async function insertProfile(
  db: Db,
  instanceId: number,
  values: { id: string; tokenHash: Uint8Array; name: string | null; domain: string | null },
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, instanceId })
    .returning();
  return row!;
}

export async function findProfile(db: Db, instanceId: number, id: string): Promise<ProfileRow | null> {
  return venueRow(db, profiles, instanceId, { id });
}

/** Profiles whose token hash a process keeps, per database. */
export const TOKEN_HASHES_KEPT = 20_000;

// A profile's token hash is written once with the profile and neither changes nor goes away (no
// code updates or deletes it), so the hash read for a diner's first call answers the next ones on
// this process: every diner call one query lighter (docs/decisions/043-fewer-round-trips-per-order.md).
// Only found hashes are kept; an unknown id is asked again.
const tokenHashesOf = cachePerDatabase<string, Uint8Array>(60 * 60_000, TOKEN_HASHES_KEPT);

export async function findTokenHash(db: Db, instanceId: number, id: string): Promise<Uint8Array | null> {
  const kept = tokenHashesOf(db);
  const key = `${instanceId}:${id}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const rows = await db
    .select({ tokenHash: profiles.tokenHash })
    .from(profiles)
    .where(venueWhere(profiles, instanceId, { id }))
    .limit(1);
  const found = rows[0]?.tokenHash ?? null;
  // a copy: the driver's bytes may be a view into a larger buffer the cache would keep alive
  if (found) kept.set(key, new Uint8Array(found));
  return found;
}

export async function updateProfile(
  db: Db,
  instanceId: number,
  id: string,
  patch: ProfilePatch,
): Promise<ProfileRow | null> {
  const rows = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(venueWhere(profiles, instanceId, { id }))
    .returning();
  return rows[0] ?? null;
}
