import type { BookingOptions } from '@storefront/domain/booking/booking.schema';
import { describe, expect, it } from 'vitest';
import { depositOf, draftErrors, emptyDraft, hoursOf } from './booking-form.ts';

const options: BookingOptions = {
  supplier_id: 'vila-madalena',
  label: 'Vila Madalena',
  timezone: 'America/Sao_Paulo',
  confirmation: 'approval',
  waitlist: true,
  zones: [{ key: 'salao', name: 'Salão', seats: 20 }],
  min_party: 1,
  max_party: 10,
  horizon_days: 30,
  cancel_cutoff_minutes: 120,
  deposit: { kind: 'per_person', amount: 2000, pay: 'at_restaurant' },
  reasons: [],
  ask: { guests: false, birthday: false, sex: false, dni: true },
  require_sms_code: false,
};

describe('booking form checks (spec §5)', () => {
  it('names the date, the hour and the persons when none is chosen', () => {
    const errors = draftErrors(emptyDraft('+55'), options);
    expect(errors).toMatchObject({
      date: 'booking_date_required',
      hour: 'booking_hour_required',
      persons: 'booking_persons_required',
      'contact.name': 'field_required',
      'contact.dni': 'field_required',
    });
  });

  it('passes a complete draft', () => {
    const draft = {
      ...emptyDraft('+55'),
      persons: '2',
      date: '2026-03-03',
      hour: '10:00',
      contact: {
        name: 'João',
        phone_code: '+55',
        phone: '11987654321',
        email: 'j@example.com',
        dni: '12345678',
      },
    };
    expect(draftErrors(draft, options)).toEqual({});
  });
});

describe('booking form helpers', () => {
  it('prices the deposit per person before sending', () => {
    expect(depositOf(options, 3)).toBe(6000);
    expect(depositOf(options, null)).toBe(0);
  });
  it("marks a day's hours free or full for the chosen zone", () => {
    const availability = {
      supplier_id: 'x',
      persons: 2,
      days: [
        {
          date: '2026-03-03',
          closed: false,
          hours: [
            {
              hour: '10:00',
              start: '',
              end: '',
              free: true,
              zones: [
                { key: 'salao', remaining: 1, fits: false },
                { key: 'varanda', remaining: 8, fits: true },
              ],
            },
          ],
        },
      ],
    };
    expect(hoursOf(availability, '2026-03-03', '')[0]!.free).toBe(true);
    expect(hoursOf(availability, '2026-03-03', 'salao')[0]!.free).toBe(false);
  });
});
