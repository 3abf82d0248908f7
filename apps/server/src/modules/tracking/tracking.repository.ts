import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { acquisitions, clientErrors, instances, trackingSessions, trackings } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// The only code that writes tracking data; every query names its venue.

export type NewSession = Omit<typeof trackingSessions.$inferInsert, 'id' | 'instanceId'>;
export type NewTracking = Omit<typeof trackings.$inferInsert, 'id' | 'instanceId'>;
export type NewAcquisition = Omit<typeof acquisitions.$inferInsert, 'id' | 'instanceId'>;
export type NewClientError = Omit<typeof clientErrors.$inferInsert, 'id' | 'instanceId'>;

/** Writes a row of the venue's tracking data and answers its id. */
async function insertTracked<T extends typeof trackingSessions | typeof trackings | typeof acquisitions>(
  db: Db,
  table: T,
  instanceId: number,
  values: Omit<T['$inferInsert'], 'id' | 'instanceId'>,
): Promise<string> {
  const [row] = await db
    .insert(table)
    // The values are typed by the signature; drizzle's insert types cannot follow a generic T.
    .values({ ...values, instanceId } as never)
    .returning({ id: table.id });
  return row!.id;
}

export function insertSession(db: Db, instanceId: number, values: NewSession): Promise<string> {
  return insertTracked(db, trackingSessions, instanceId, values);
}

export async function sessionExists(db: Db, instanceId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: trackingSessions.id })
    .from(trackingSessions)
    .where(venueWhere(trackingSessions, instanceId, { id: sessionId }))
    .limit(1);
  return rows.length > 0;
}

/** Marks the session seen now; false when it is not a session of this venue. */
export async function touchSession(db: Db, instanceId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(trackingSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(venueWhere(trackingSessions, instanceId, { id: sessionId }))
    .returning({ id: trackingSessions.id });
  return rows.length > 0;
}

export function insertTracking(db: Db, instanceId: number, values: NewTracking): Promise<string> {
  return insertTracked(db, trackings, instanceId, values);
}

export function insertAcquisition(db: Db, instanceId: number, values: NewAcquisition): Promise<string> {
  return insertTracked(db, acquisitions, instanceId, values);
}

export async function errorReportingEnabled(db: Db, instanceId: number): Promise<boolean> {
  const rows = await db
    .select({ enabled: instances.errorReporting })
    .from(instances)
    .where(eq(instances.id, instanceId))
    .limit(1);
  return rows[0]?.enabled ?? false;
}

export async function insertClientError(db: Db, instanceId: number, values: NewClientError): Promise<void> {
  await db.insert(clientErrors).values({ ...values, instanceId });
}
