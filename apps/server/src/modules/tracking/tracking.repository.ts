import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { acquisitions, clientErrors, instances, trackingSessions, trackings } from '../../db/schema.ts';

// The only code that writes tracking data; every query names its venue.

export type NewSession = Omit<typeof trackingSessions.$inferInsert, 'id' | 'instanceId'>;
export type NewTracking = Omit<typeof trackings.$inferInsert, 'id' | 'instanceId'>;
export type NewAcquisition = Omit<typeof acquisitions.$inferInsert, 'id' | 'instanceId'>;
export type NewClientError = Omit<typeof clientErrors.$inferInsert, 'id' | 'instanceId'>;

export async function insertSession(db: Db, instanceId: number, values: NewSession): Promise<string> {
  const [row] = await db
    .insert(trackingSessions)
    .values({ ...values, instanceId })
    .returning({ id: trackingSessions.id });
  return row!.id;
}

export async function sessionExists(db: Db, instanceId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: trackingSessions.id })
    .from(trackingSessions)
    .where(and(eq(trackingSessions.instanceId, instanceId), eq(trackingSessions.id, sessionId)))
    .limit(1);
  return rows.length > 0;
}

/** Marks the session seen now; false when it is not a session of this venue. */
export async function touchSession(db: Db, instanceId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(trackingSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(trackingSessions.instanceId, instanceId), eq(trackingSessions.id, sessionId)))
    .returning({ id: trackingSessions.id });
  return rows.length > 0;
}

export async function insertTracking(db: Db, instanceId: number, values: NewTracking): Promise<string> {
  const [row] = await db
    .insert(trackings)
    .values({ ...values, instanceId })
    .returning({ id: trackings.id });
  return row!.id;
}

export async function insertAcquisition(db: Db, instanceId: number, values: NewAcquisition): Promise<string> {
  const [row] = await db
    .insert(acquisitions)
    .values({ ...values, instanceId })
    .returning({ id: acquisitions.id });
  return row!.id;
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
