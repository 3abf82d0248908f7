import { availability, bookable, type Closure } from '@storefront/domain/booking/availability.rules';
import { depositAmount, depositOwed } from '@storefront/domain/booking/booking.rules';
import type {
  Availability,
  Booking,
  BookingOptions,
  BookingRateBody,
  BookingRequest,
  StaffBooking,
} from '@storefront/domain/booking/booking.schema';
import {
  type BookingMessage,
  bookingMessage,
  bookingSubject,
} from '@storefront/domain/booking/booking-messages';
import type { BookingSettings } from '@storefront/domain/booking/booking-settings.schema';
import {
  type BookingActor,
  type BookingStatus,
  bookingTransition,
  canRate,
  holdingStatuses,
  initialStatus,
} from '@storefront/domain/booking/booking-status.rules';
import { phoneDigits } from '@storefront/domain/delivery/contact.schema';
import { addDays, localClock, zonedInstant } from '@storefront/domain/delivery/hours.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { type Db, readAll } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DomainEvent, staffTopic } from '../../plugins/events.ts';
import {
  findSupplierById,
  findSupplierBySlug,
  getInstance,
  type InstanceRow,
  type SupplierRow,
} from '../venue/venue.repository.ts';
import { type BookingDeps, bookingTopic } from './booking.deps.ts';
import {
  type BookingRow,
  closuresBetween,
  findBooking,
  heldBetween,
  loadSettings,
  lockBooking,
  lockZone,
  mintToken,
  promoteIfRoom,
  setBooking,
  takeBooking,
  waitingFor,
  waitlistPosition,
  zoneNames,
} from './booking.repository.ts';

// Bookings of a branch (docs/bookings.md): availability, taking a booking, the diner's and the venue's
// moves (packages/domain/src/booking/booking-status.rules.ts), messages and live events.

export interface BookableBranch {
  instance: InstanceRow;
  supplier: SupplierRow;
  settings: BookingSettings;
}

/** A branch that takes bookings: 404 when unknown, 409 bookings_unavailable when it takes none
 * (no `service_book` or no booking settings). */
export async function bookableBranch(
  db: Db,
  instanceId: number,
  supplier: string | number,
): Promise<BookableBranch> {
  const [instance, row] = await readAll(db, [
    () => getInstance(db, instanceId),
    () =>
      typeof supplier === 'string'
        ? findSupplierBySlug(db, instanceId, supplier)
        : findSupplierById(db, instanceId, supplier),
  ]);
  if (!instance || !row) throw new AppError(404, 'supplier_not_found');
  const settings = row.serviceBook ? await loadSettings(db, instanceId, row.id) : null;
  if (!settings) throw new AppError(409, 'bookings_unavailable');
  return { instance, supplier: row, settings };
}

export function bookingOptions({ instance, supplier, settings }: BookableBranch): BookingOptions {
  return {
    supplier_id: supplier.slug,
    label: supplier.label,
    timezone: instance.timezone,
    confirmation: settings.confirmation,
    waitlist: settings.waitlist,
    zones: settings.zones,
    min_party: settings.min_party,
    max_party: settings.max_party,
    horizon_days: settings.horizon_days,
    cancel_cutoff_minutes: settings.cancel_cutoff_minutes,
    deposit: settings.deposit,
    reasons: settings.reasons,
    ask: settings.ask,
    require_sms_code: settings.require_sms_code,
  };
}

/** Free hours for a party over `days` days from `from` (default: today in the venue's zone). */
export async function availabilityOf(
  deps: BookingDeps,
  branch: BookableBranch,
  query: { from?: string | undefined; days: number; persons: number },
): Promise<Availability> {
  const now = deps.now();
  const timeZone = branch.instance.timezone;
  const from = query.from ?? localClock(now, timeZone).date;
  const to = addDays(from, query.days);
  const [held, closures] = await Promise.all([
    heldBetween(
      deps.db,
      branch.supplier.id,
      zonedInstant(from, 0, timeZone),
      zonedInstant(addDays(to, 1), 0, timeZone),
    ),
    closuresBetween(deps.db, branch.supplier.id, from, to),
  ]);
  const days = availability({
    settings: branch.settings,
    timeZone,
    now,
    from,
    days: query.days,
    persons: query.persons,
    held,
    closures,
  });
  return { supplier_id: branch.supplier.slug, persons: query.persons, days };
}

/** Checks a request and takes the booking in the caller's transaction (the idempotency one). */
export async function createBooking(
  deps: BookingDeps,
  tx: Db,
  branch: BookableBranch,
  body: BookingRequest,
  lang: Lang,
  origin: string,
): Promise<{ row: BookingRow; token: string; events: DomainEvent[] }> {
  const { settings, supplier, instance } = branch;
  if (settings.ask.dni && !body.contact.dni)
    throw new AppError(400, 'field_required', { fields: 'contact.dni' });
  const closures: Closure[] = await closuresBetween(tx, supplier.id, body.date, body.date);
  const check = bookable(settings, instance.timezone, deps.now(), body, closures);
  if (!check.ok) {
    const params: Record<string, number> =
      check.key === 'booking_party_size' ? { min: settings.min_party, max: settings.max_party } : {};
    throw new AppError(check.key === 'slot_unavailable' ? 409 : 400, check.key, params);
  }
  const row = await takeBooking(
    tx,
    {
      instanceId: instance.id,
      supplierId: supplier.id,
      zoneKey: check.zones[0]!,
      origin,
      lang,
      startsAt: check.start,
      endsAt: check.end,
      localDate: body.date,
      localHour: body.hour,
      persons: body.persons,
      reason: body.reason,
      comment: body.comment,
      guests: settings.ask.guests ? body.guests : null,
      birthday: settings.ask.birthday ? body.birthday : null,
      sex: settings.ask.sex ? body.sex : null,
      contactName: body.contact.name,
      phoneCode: body.contact.phone_code,
      phone: body.contact.phone,
      email: body.contact.email,
      dni: body.contact.dni,
      depositKind: settings.deposit.kind,
      depositPay: settings.deposit.pay,
      depositAmount: depositAmount(settings.deposit, body.persons),
    },
    check.zones,
    initialStatus(settings.confirmation, true),
    settings.waitlist,
  );
  if (!row) throw new AppError(409, 'booking_full');
  const token = await mintToken(tx, instance.id, row.id);
  const events = await recordChange(deps, tx, row, row.status, null);
  return { row, token, events };
}

export async function recordChange(
  deps: BookingDeps,
  tx: Db,
  row: BookingRow,
  status: BookingStatus,
  reason: string | null,
): Promise<DomainEvent[]> {
  const at = deps.now().toISOString();
  const payload = { type: 'booking', booking_id: row.id, status, reason, at };
  return deps.events.recordAll(tx, row.instanceId, [
    { topic: bookingTopic(row.id), payload },
    {
      topic: staffTopic(row.supplierId),
      payload: { ...payload, date: row.localDate, hour: row.localHour, persons: row.persons },
    },
  ]);
}

/** What answering a branch's bookings needs besides the rows; loaded once per answer or list. */
export interface BookingContext {
  instance: InstanceRow | null;
  supplier: SupplierRow | null;
  settings: BookingSettings | null;
  zones: Map<string, string>;
}

export async function bookingContext(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<BookingContext> {
  // one after another: inside a transaction (the create route) the queries share one connection
  const instance = await getInstance(db, instanceId);
  const supplier = await findSupplierById(db, instanceId, supplierId);
  const settings = await loadSettings(db, instanceId, supplierId);
  const zones = await zoneNames(db, supplierId);
  return { instance, supplier, settings, zones };
}

export async function toBooking(
  deps: BookingDeps,
  row: BookingRow,
  context?: BookingContext,
): Promise<Booking> {
  const { instance, supplier, settings, zones } =
    context ?? (await bookingContext(deps.db, row.instanceId, row.supplierId));
  const now = deps.now();
  const cutoff = settings?.cancel_cutoff_minutes ?? 0;
  const dinerCan = (to: BookingStatus) =>
    bookingTransition(row.status, to, {
      actor: 'diner',
      now,
      startsAt: row.startsAt,
      cancelCutoffMinutes: cutoff,
    }).ok;
  return {
    id: row.id,
    supplier_id: supplier?.slug ?? '',
    supplier_label: supplier?.label ?? '',
    address: supplier?.address ?? '',
    latitude: supplier?.latitude ?? null,
    longitude: supplier?.longitude ?? null,
    timezone: instance?.timezone ?? 'UTC',
    status: row.status,
    date: row.localDate,
    hour: row.localHour,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    persons: row.persons,
    zone: { key: row.zoneKey, name: zones.get(row.zoneKey) ?? row.zoneKey },
    reason: row.reason,
    comment: row.comment,
    status_reason: row.statusReason,
    deposit: {
      kind: row.depositKind,
      pay: row.depositPay,
      amount: row.depositAmount,
      currency: instance?.currency ?? '',
      owed: row.depositAmount > 0 && depositOwed(row.status),
      paid: row.depositPaidAt !== null,
    },
    waitlist_position: row.status === 'waitlist' ? await waitlistPosition(deps.db, row) : null,
    cancel_until: new Date(row.startsAt.getTime() - cutoff * 60_000).toISOString(),
    can_cancel: dinerCan('canceled'),
    can_confirm: dinerCan('confirmed'),
    can_rate: canRate(row.status, row.startsAt, now, row.ratedAt !== null).ok,
    rating: row.rate === null ? null : { rate: row.rate, comment: row.rateComment ?? '' },
    created_at: row.createdAt.toISOString(),
  };
}

export async function toStaffBooking(
  deps: BookingDeps,
  row: BookingRow,
  context?: BookingContext,
): Promise<StaffBooking> {
  return {
    ...(await toBooking(deps, row, context)),
    contact: {
      name: row.contactName,
      phone_code: row.phoneCode,
      phone: row.phone,
      email: row.email,
      dni: row.dni,
    },
    guests: row.guests,
    birthday: row.birthday,
    sex: row.sex,
  };
}

export async function readBooking(deps: BookingDeps, instanceId: number, id: string): Promise<BookingRow> {
  const row = await findBooking(deps.db, instanceId, id);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

type Sent = { row: BookingRow; kind: BookingMessage; reason: string | null };

/** Frees seats: waiting bookings of the zone that now fit are promoted, first come first served. */
async function promoteWaiting(deps: BookingDeps, tx: Db, freed: BookingRow, now: Date) {
  const settings = await loadSettings(tx, freed.instanceId, freed.supplierId);
  const status = settings?.confirmation === 'approval' ? 'pending' : 'approved';
  const events: DomainEvent[] = [];
  const sent: Sent[] = [];
  for (const waiting of await waitingFor(
    tx,
    freed.supplierId,
    freed.zoneKey,
    freed.startsAt,
    freed.endsAt,
    now,
  )) {
    if (await promoteIfRoom(tx, waiting, status, now)) {
      events.push(...(await recordChange(deps, tx, waiting, status, null)));
      sent.push({ row: waiting, kind: 'promoted', reason: null });
    }
  }
  return { events, sent };
}

/** A status move by the diner (cancel, confirm) or the venue, in one transaction with the
 * promotions it makes possible; events and messages after the commit. */
export async function moveBooking(
  deps: BookingDeps,
  instanceId: number,
  id: string,
  to: BookingStatus | 'deposit_paid',
  actor: BookingActor,
  reason: string | null = null,
  /** The statuses this action starts from (accept: pending; promote: waitlist). */
  from?: readonly BookingStatus[],
): Promise<BookingRow> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    // zone first, then the booking: the order every writer of a zone locks in, so a move and a
    // promotion of the same waiting booking cannot wait on each other
    const peek = await findBooking(tx, instanceId, id);
    if (!peek) throw new AppError(404, 'not_found');
    await lockZone(tx, peek.supplierId, peek.zoneKey);
    const row = await lockBooking(tx, instanceId, id);
    if (!row) throw new AppError(404, 'not_found');
    if (from && !from.includes(row.status)) {
      throw new AppError(409, 'booking_transition_invalid', { from: row.status, to });
    }
    if (to === 'deposit_paid') {
      if (row.depositAmount === 0 || !depositOwed(row.status) || row.depositPaidAt) {
        throw new AppError(409, 'conflict');
      }
      await setBooking(tx, id, { depositPaidAt: now }, now);
      return { events: await recordChange(deps, tx, row, row.status, null), sent: [] as Sent[] };
    }
    const settings = await loadSettings(tx, instanceId, row.supplierId);
    const allowed = bookingTransition(row.status, to, {
      actor,
      now,
      startsAt: row.startsAt,
      cancelCutoffMinutes: settings?.cancel_cutoff_minutes ?? 0,
      reason,
    });
    if (!allowed.ok) {
      const params: Record<string, string | number> =
        allowed.key === 'booking_cancel_too_late'
          ? { minutes: settings?.cancel_cutoff_minutes ?? 0 }
          : { from: row.status, to };
      throw new AppError(409, allowed.key, params);
    }
    if (row.status === 'waitlist' && to !== 'canceled') {
      // a promotion takes seats like a new booking: only when the zone still has them
      if (!(await promoteIfRoom(tx, row, to, now))) throw new AppError(409, 'booking_full');
    } else {
      await setBooking(tx, id, { status: to, statusReason: actor === 'staff' ? reason : null }, now);
    }
    const events = await recordChange(deps, tx, row, to, actor === 'staff' ? reason : null);
    const sent: Sent[] = [];
    if (actor === 'staff' && to === 'approved') {
      sent.push({ row, kind: row.status === 'waitlist' ? 'promoted' : 'accepted', reason: null });
    }
    if (actor === 'staff' && to === 'canceled') sent.push({ row, kind: 'declined', reason });
    const freesSeats = holdingStatuses.includes(row.status) && (to === 'canceled' || to === 'no_show');
    if (freesSeats) {
      const promoted = await promoteWaiting(deps, tx, row, now);
      events.push(...promoted.events);
      sent.push(...promoted.sent);
    }
    return { events, sent };
  });
  await deps.events.deliver(...outcome.events);
  for (const message of outcome.sent) await sendMessage(deps, message.row, message.kind, message.reason);
  return (await findBooking(deps.db, instanceId, id))!;
}

export async function rateBooking(deps: BookingDeps, instanceId: number, id: string, body: BookingRateBody) {
  const now = deps.now();
  const events = await deps.db.transaction(async (tx) => {
    const row = await lockBooking(tx, instanceId, id);
    if (!row) throw new AppError(404, 'not_found');
    const allowed = canRate(row.status, row.startsAt, now, row.ratedAt !== null);
    if (!allowed.ok) throw new AppError(409, allowed.key);
    await setBooking(tx, id, { rate: body.rate, rateComment: body.comment, ratedAt: now }, now);
    return [
      await deps.events.record(tx, instanceId, staffTopic(row.supplierId), {
        type: 'booking_rated',
        booking_id: id,
        rate: body.rate,
        at: now.toISOString(),
      }),
    ];
  });
  await deps.events.deliver(...events);
}

/** Sends the diner a message with a fresh detail link (a new secret, stored as its hash). */
export async function sendMessage(
  deps: BookingDeps,
  row: BookingRow,
  kind: BookingMessage,
  reason: string | null,
) {
  const instance = await getInstance(deps.db, row.instanceId);
  const token = await mintToken(deps.db, row.instanceId, row.id);
  const body = bookingMessage(row.lang, kind, {
    venue: instance?.name ?? '',
    date: row.localDate,
    hour: row.localHour,
    persons: row.persons,
    reason: reason ?? '',
    link: `${row.origin}/book_info/${row.id}/${token}`,
  });
  const phone = `${row.phoneCode}${phoneDigits(row.phone)}`;
  await deps.sms.send({ instanceId: row.instanceId, phone, body }).catch(() => {});
  if (row.email) {
    const subject = bookingSubject(row.lang, kind, instance?.name ?? '');
    await deps.email.send({ instanceId: row.instanceId, to: row.email, subject, body }).catch(() => {});
  }
}
