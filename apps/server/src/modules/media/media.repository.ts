import type { Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema.ts';
import { venueRow } from '../../lib/venue-rows.ts';

export type MediaUpload = typeof mediaUploads.$inferSelect;

/** The venue's upload of this hash, or null (the files of another venue's upload are not served
 * on this venue's host). */
export function findUpload(db: Db, instanceId: number, hash: string): Promise<MediaUpload | null> {
  return venueRow(db, mediaUploads, instanceId, { hash });
}

/** Records the venue's upload, once per hash: a second upload of the same bytes keeps the first row. */
export async function recordUpload(db: Db, row: typeof mediaUploads.$inferInsert): Promise<void> {
  await db.insert(mediaUploads).values(row).onConflictDoNothing();
}
