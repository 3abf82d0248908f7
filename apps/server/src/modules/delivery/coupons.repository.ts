import type { Coupon } from '@storefront/domain/delivery/coupon.rules';
import { isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

export async function findCoupon(db: Db, instanceId: number, code: string): Promise<Coupon | null> {
  const [row] = await venueRows(db, coupons, instanceId, { code });
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    max_discount: row.maxDiscount,
    minimum_order_value: row.minimumOrderValue,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    active: row.active,
    services: row.services,
  };
}

/** Takes one use with a conditional update: false when a limited coupon ran out meanwhile. */
export async function takeCouponUse(tx: Db, instanceId: number, code: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      venueWhere(
        coupons,
        instanceId,
        { code, active: true },
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
      ),
    )
    .returning({ uses: coupons.uses });
  return rows.length > 0;
}

/** Gives a use back (a canceled order). */
export async function returnCouponUse(tx: Db, instanceId: number, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(0, ${coupons.uses} - 1)` })
    .where(venueWhere(coupons, instanceId, { code }));
}
