import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
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

export async function findTokenHash(db: Db, instanceId: number, id: string): Promise<Uint8Array | null> {
  const rows = await db
    .select({ tokenHash: profiles.tokenHash })
    .from(profiles)
    .where(venueWhere(profiles, instanceId, { id }))
    .limit(1);
  return rows[0]?.tokenHash ?? null;
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
