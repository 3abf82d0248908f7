import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances, profiles } from '../../db/schema.ts';

// Who pays, as a gateway that must name a payer needs it (Wompi's `customer_email` on PSE and
// Nequi: docs/payments.md#wompi): the diner's e-mail when their profile has one, else the venue's
// contact e-mail, and the venue's name for the bank statement. Read only for such gateways.

export interface Payer {
  email: string | null;
  venueName: string;
}

export async function payerOf(db: Db, instanceId: number, profileId: string): Promise<Payer> {
  const [[profile], [venue]] = await Promise.all([
    db
      .select({ email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, profileId))),
    db
      .select({ name: instances.name, contacts: instances.noticeContacts })
      .from(instances)
      .where(eq(instances.id, instanceId)),
  ]);
  return { email: profile?.email ?? venue?.contacts.email ?? null, venueName: venue?.name ?? '' };
}
