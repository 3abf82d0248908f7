import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { BRASA, bookingApp } from '../../../test/support/booking.ts';
import type { Db } from '../../db/client.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { OutboxSmsSender } from '../sms/outbox.sms.ts';
import type { BookingDeps } from './booking.deps.ts';
import { availabilityOf, bookableBranch } from './booking.service.ts';

// docs/bookings.md, Availability: a month of free hours for a branch with 500 bookings stays a
// cheap answer: the held bookings are one index range read (bookings_supplier_time) and the
// closures another, whatever the number of days or bookings; the rest is the domain's pure
// computation. Counted in statements, not timed.

const t = fileApp(bookingApp);
beforeAll(async () => {
  const instanceId = (await t.app.tenancy.resolve(BRASA))!;
  // 500 bookings at Chapinero's salon: 20 people each evening at 19:00 (Bogotá), 25 days running
  await t.database.db.execute(sql`
    insert into bookings (instance_id, supplier_id, zone_key, origin, lang, status, starts_at, ends_at,
      local_date, local_hour, persons, comment, contact_name, phone_code, phone, email, created_at)
    select ${instanceId}, s.id, 'salon', 'http://test', 'es', 'approved',
      timestamptz '2026-03-04 00:00:00+00' + (g / 20) * interval '1 day',
      timestamptz '2026-03-04 01:30:00+00' + (g / 20) * interval '1 day',
      to_char(date '2026-03-03' + (g / 20), 'YYYY-MM-DD'), '19:00', 1, '', 'Diner ' || g, '+57',
      '300' || lpad(g::text, 7, '0'), 'diner' || g || '@example.com', now()
    from generate_series(0, 499) g
    join suppliers s on s.instance_id = ${instanceId} and s.slug = 'chapinero'`);
});

/** The booking services' database, counting the statements they send. */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' || property === 'execute' || property === 'selectDistinct') statements++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, statements: () => statements };
}

describe(`a month of availability with 500 bookings (${storeName})`, () => {
  it('is two reads, whatever the days asked, and counts every booking', async () => {
    const instanceId = (await t.app.tenancy.resolve(BRASA))!;
    const branch = await bookableBranch(t.database.db, instanceId, 'chapinero');
    const answer = async (days: number) => {
      const counted = counting(t.database.db);
      const deps: BookingDeps = {
        db: counted.db,
        events: t.app.events,
        sms: new OutboxSmsSender(t.database.db, t.app.log),
        email: new OutboxEmailSender(t.database.db, t.app.log),
        phoneVerified: async () => true,
        now: () => t.clock.now,
      };
      const availability = await availabilityOf(deps, branch, { from: '2026-03-03', days, persons: 2 });
      return { availability, statements: counted.statements() };
    };

    const month = await answer(30);
    const day = await answer(1);
    expect(month.statements).toBe(2);
    expect(day.statements).toBe(month.statements);

    // every seeded evening holds 20 of the salon's 24 seats at 19:00
    const evenings = month.availability.days.filter((d) => d.date >= '2026-03-03' && d.date <= '2026-03-27');
    expect(evenings.length).toBeGreaterThan(20);
    for (const d of evenings) {
      const seven = d.hours.find((h) => h.hour === '19:00');
      if (!seven) continue; // a closed evening (Sunday's hours end at 17:00)
      expect(seven.zones.find((z) => z.key === 'salon')?.remaining, d.date).toBe(4);
    }
  });
});
