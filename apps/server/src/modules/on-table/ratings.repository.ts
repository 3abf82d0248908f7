import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseRatings, serviceRatings } from '../../db/schema.ts';

// Ratings (spec §7 rates, rates_services): one rating per diner and order, kept up to date.

export async function ratePurchase(
  tx: Db,
  values: {
    instanceId: number;
    purchaseId: string;
    profileId: string;
    score: number;
    comment: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(purchaseRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [purchaseRatings.purchaseId, purchaseRatings.profileId],
      set: { score: values.score, comment: values.comment, updatedAt: sql`now()` },
    })
    .returning({ id: purchaseRatings.id });
  return row!.id;
}

export async function rateService(tx: Db, values: typeof serviceRatings.$inferInsert): Promise<string> {
  const [row] = await tx.insert(serviceRatings).values(values).returning({ id: serviceRatings.id });
  return row!.id;
}
