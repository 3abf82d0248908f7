import { createHash, randomBytes } from 'node:crypto';
import type { Closure, HeldBooking } from '@storefront/domain/booking/availability.rules';
import type { BookingSettings } from '@storefront/domain/booking/booking-settings.schema';
import { type BookingStatus, holdingStatuses } from '@storefront/domain/booking/booking-status.rules';
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { bookingClosures, bookingSettings, bookings, bookingTokens, bookingZones } from '../../db/schema.ts';
import { firstRow, venueRow, venueRows, venueWhere } from '../../lib/venue-rows.ts';

// The SQL of bookings. Capacity is taken in the database (architecture §5: never overbooked): the
// zone's row is locked (SELECT ... FOR UPDATE), then the insert or the promotion happens only when
// the persons of every overlapping held booking plus the party still fit the zone's seats, in one
// statement. Concurrent bookings of a zone queue on its row; each sees the ones committed before it.

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

const holding = sql.join(
  holdingStatuses.map((status) => sql`${status}`),
  sql`, `,
);

export async function loadSettings(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<BookingSettings | null> {
  const [row] = await db
    .select({ settings: bookingSettings.settings })
    .from(bookingSettings)
    .where(venueWhere(bookingSettings, instanceId, { supplierId }));
  return row?.settings ?? null;
}

/** Held bookings of a branch whose stay touches [from, to): one index range read. */
export async function heldBetween(db: Db, supplierId: number, from: Date, to: Date): Promise<HeldBooking[]> {
  const rows = await db
    .select({
      zone: bookings.zoneKey,
      start: bookings.startsAt,
      end: bookings.endsAt,
      persons: bookings.persons,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.supplierId, supplierId),
        // a stay is at most 12 h: a booking that started before `from` - 12 h has ended by `from`
        gte(bookings.startsAt, new Date(from.getTime() - 12 * 3_600_000)),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        inArray(bookings.status, [...holdingStatuses]),
      ),
    );
  return rows;
}

export async function closuresBetween(
  db: Db,
  supplierId: number,
  from: string,
  to: string,
): Promise<Closure[]> {
  const rows = await db
    .select({ date: bookingClosures.localDate, zone: bookingClosures.zoneKey })
    .from(bookingClosures)
    .where(
      and(
        eq(bookingClosures.supplierId, supplierId),
        gte(bookingClosures.localDate, from),
        sql`${bookingClosures.localDate} <= ${to}`,
      ),
    );
  return rows.map((row) => ({ date: row.date, zone: row.zone === '' ? null : row.zone }));
}

export async function setClosure(
  db: Db,
  instanceId: number,
  supplierId: number,
  date: string,
  zone: string | null,
  closed: boolean,
): Promise<void> {
  const zoneKey = zone ?? '';
  if (closed) {
    await db
      .insert(bookingClosures)
      .values({ instanceId, supplierId, localDate: date, zoneKey })
      .onConflictDoNothing();
  } else {
    await db
      .delete(bookingClosures)
      .where(
        and(
          eq(bookingClosures.supplierId, supplierId),
          eq(bookingClosures.localDate, date),
          eq(bookingClosures.zoneKey, zoneKey),
        ),
      );
  }
}

/** Locks a zone's row for the rest of the transaction; its seats, or null when it is gone. */
export async function lockZone(tx: Db, supplierId: number, zone: string): Promise<number | null> {
  const rows = rowsOf<{ seats: number }>(
    await tx.execute(
      sql`select seats from booking_zones where supplier_id = ${supplierId} and key = ${zone} and active for update`,
    ),
  );
  return rows[0]?.seats ?? null;
}

/** Persons held in a zone during the stay of booking `b` (an SQL expression). */
const heldDuring = (supplierId: number, zone: string, start: Date, end: Date) => sql`(
  select coalesce(sum(h.persons), 0) from bookings h
  where h.supplier_id = ${supplierId} and h.zone_key = ${zone} and h.status in (${holding})
    and h.starts_at < ${end.toISOString()}::timestamptz and h.ends_at > ${start.toISOString()}::timestamptz)`;

/**
 * Takes a booking: the first zone (in the given order) that still seats the party gets it with
 * `status`; when none does it goes on the waiting list of the first zone, or nothing is written
 * when `waitlist` is false (null). Each zone is locked before its check, in the venue's zone order.
 */
export async function takeBooking(
  tx: Db,
  values: NewBooking,
  zones: readonly string[],
  status: BookingStatus,
  waitlist: boolean,
): Promise<BookingRow | null> {
  for (const zone of zones) {
    const seats = await lockZone(tx, values.supplierId, zone);
    if (seats === null) continue;
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into bookings (instance_id, supplier_id, zone_key, origin, lang, status, starts_at, ends_at,
          local_date, local_hour, persons, reason, comment, guests, birthday, sex, contact_name, phone_code,
          phone, email, dni, deposit_kind, deposit_pay, deposit_amount, created_at)
        select ${values.instanceId}, ${values.supplierId}, ${zone}, ${values.origin}, ${values.lang ?? 'es'},
          ${status}, ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt.toISOString()}::timestamptz,
          ${values.localDate}, ${values.localHour}, ${values.persons}, ${values.reason ?? null},
          ${values.comment ?? ''}, ${values.guests ?? null}, ${values.birthday ?? null}, ${values.sex ?? null},
          ${values.contactName}, ${values.phoneCode}, ${values.phone}, ${values.email}, ${values.dni ?? null},
          ${values.depositKind ?? 'none'}, ${values.depositPay ?? 'at_restaurant'}, ${values.depositAmount ?? 0},
          clock_timestamp()
        where ${heldDuring(values.supplierId, zone, values.startsAt, values.endsAt)} + ${values.persons} <= ${seats}
        returning id`),
    );
    if (rows[0]) return (await findBooking(tx, values.instanceId, rows[0].id))!;
  }
  if (!waitlist || zones.length === 0) return null;
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, zoneKey: zones[0]!, status: 'waitlist', createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

/** Moves a waiting-list booking to `status` if its zone still seats it (false when it does not). */
export async function promoteIfRoom(
  tx: Db,
  row: BookingRow,
  status: BookingStatus,
  now: Date,
): Promise<boolean> {
  const seats = await lockZone(tx, row.supplierId, row.zoneKey);
  if (seats === null) return false;
  const moved = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update bookings set status = ${status}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${row.id} and status = 'waitlist'
        and ${heldDuring(row.supplierId, row.zoneKey, row.startsAt, row.endsAt)} + ${row.persons} <= ${seats}
      returning id`),
  );
  return moved.length > 0;
}

/** Waiting-list bookings of a zone whose stay overlaps [start, end) and that are still ahead,
 * first come first served. */
export async function waitingFor(
  tx: Db,
  supplierId: number,
  zone: string,
  start: Date,
  end: Date,
  now: Date,
) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.supplierId, supplierId),
        eq(bookings.zoneKey, zone),
        eq(bookings.status, 'waitlist'),
        lt(bookings.startsAt, end),
        gt(bookings.endsAt, start),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** 1 + the waiting-list bookings of the zone, overlapping this one, that came before it. */
export async function waitlistPosition(db: Db, row: BookingRow): Promise<number> {
  const rows = rowsOf<{ ahead: number }>(
    await db.execute(sql`
      select count(*)::int as ahead from bookings
      where supplier_id = ${row.supplierId} and zone_key = ${row.zoneKey} and status = 'waitlist'
        and starts_at < ${row.endsAt.toISOString()}::timestamptz and ends_at > ${row.startsAt.toISOString()}::timestamptz
        and (created_at, id) < (${row.createdAt.toISOString()}::timestamptz, ${row.id}::uuid)`),
  );
  return (rows[0]?.ahead ?? 0) + 1;
}

export async function findBooking(db: Db, instanceId: number, id: string): Promise<BookingRow | null> {
  return venueRow(db, bookings, instanceId, { id });
}

export async function lockBooking(tx: Db, instanceId: number, id: string): Promise<BookingRow | null> {
  return firstRow(venueRows(tx, bookings, instanceId, { id }).for('update'));
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Mints a new secret for a booking's detail link and stores only its hash. */
export async function mintToken(tx: Db, instanceId: number, bookingId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(bookingTokens).values({ tokenHash: hashToken(token), bookingId, instanceId });
  return token;
}

/** The booking a detail link opens: its id and secret must match, in this venue; else null. */
export async function bookingIdByToken(
  db: Db,
  instanceId: number,
  id: string,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: bookingTokens.bookingId })
    .from(bookingTokens)
    .where(
      and(
        eq(bookingTokens.tokenHash, hashToken(token)),
        eq(bookingTokens.bookingId, id),
        eq(bookingTokens.instanceId, instanceId),
      ),
    );
  return row?.id ?? null;
}

export async function setBooking(
  tx: Db,
  id: string,
  set: Partial<
    Pick<
      BookingRow,
      'status' | 'statusReason' | 'depositPaidAt' | 'rate' | 'rateComment' | 'ratedAt' | 'remindedAt'
    >
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(eq(bookings.id, id));
}

export async function zoneNames(db: Db, supplierId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: bookingZones.key, name: bookingZones.name })
    .from(bookingZones)
    .where(eq(bookingZones.supplierId, supplierId));
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** A branch's bookings of one local date, by time. */
export async function bookingsOfDay(db: Db, instanceId: number, supplierId: number, date: string) {
  return venueRows(db, bookings, instanceId, { supplierId, localDate: date }).orderBy(
    asc(bookings.startsAt),
    asc(bookings.createdAt),
  );
}

/** Bookings whose reminder is due: held, not reminded, starting within `[now, now + ahead]`. */
export async function dueReminders(db: Db, now: Date, horizonMs: number) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['approved', 'confirmed', 'pending']),
        sql`${bookings.remindedAt} is null`,
        gt(bookings.startsAt, now),
        lt(bookings.startsAt, new Date(now.getTime() + horizonMs)),
      ),
    )
    .limit(200);
}

/** Claims a booking's reminder (one server sends it): false when another already did. */
export async function claimReminder(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(bookings)
    .set({ remindedAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.remindedAt)))
    .returning({ id: bookings.id });
  return claimed.length > 0;
}

/** Moves a booking to another start (the development sandbox's `elapse`). */
export async function moveBookingTime(
  db: Db,
  id: string,
  times: { startsAt: Date; endsAt: Date; localDate: string; localHour: string },
): Promise<void> {
  await db.update(bookings).set(times).where(eq(bookings.id, id));
}

/** Links the purchase an online deposit is paid through. */
export async function setDepositPurchase(tx: Db, id: string, purchaseId: string): Promise<void> {
  await tx.update(bookings).set({ depositPurchaseId: purchaseId }).where(eq(bookings.id, id));
}

/** The booking whose online deposit a purchase pays, if any. */
export async function bookingOfDepositPurchase(
  db: Db,
  instanceId: number,
  purchaseId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(venueWhere(bookings, instanceId, { depositPurchaseId: purchaseId }));
  return row?.id ?? null;
}
