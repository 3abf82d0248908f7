import { depositAmount } from '@storefront/domain/booking/booking.rules';
import type {
  Availability,
  BookingOptions,
  BookingRequestInput,
} from '@storefront/domain/booking/booking.schema';
import { bookingRequestSchema } from '@storefront/domain/booking/booking.schema';
import type { Contact } from '@storefront/domain/delivery/contact.schema';
import { errorKeys } from '@storefront/domain/errors/error-keys';

const known = new Set<string>(errorKeys);

// The booking form's draft and its checks: the same schema the server parses (spec §5: date, hour
// and persons must be chosen), each failing field worded by its error key.

export interface BookingDraft {
  persons: string;
  date: string;
  hour: string;
  zone: string;
  reason: string;
  comment: string;
  guests: string;
  birthday: string;
  sex: string;
  contact: Contact;
}

export function emptyDraft(phoneCode: string): BookingDraft {
  return {
    persons: '',
    date: '',
    hour: '',
    zone: '',
    reason: '',
    comment: '',
    guests: '',
    birthday: '',
    sex: '',
    contact: { name: '', phone_code: phoneCode, phone: '', email: '', dni: '' },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request of a draft (empty choices stay empty, so the schema names them). */
export function requestOf(draft: BookingDraft, options: BookingOptions): BookingRequestInput {
  return {
    date: draft.date || (null as unknown as string),
    hour: draft.hour || (null as unknown as string),
    persons: draft.persons ? Number(draft.persons) : (null as unknown as number),
    zone: orNull(draft.zone),
    reason: orNull(draft.reason),
    comment: draft.comment.trim(),
    guests: options.ask.guests ? orNull(draft.guests) : null,
    birthday: options.ask.birthday ? orNull(draft.birthday) : null,
    sex: options.ask.sex ? ((orNull(draft.sex) as 'female' | 'male' | 'other' | null) ?? null) : null,
    contact: { ...draft.contact, dni: orNull(draft.contact.dni) },
  };
}

/** Field errors of a draft, keyed by field (`date`, `contact.phone`, ...); empty when it may be sent. */
export function draftErrors(draft: BookingDraft, options: BookingOptions): Record<string, string> {
  const parsed = bookingRequestSchema.safeParse(requestOf(draft, options));
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    // the schema's messages are error keys; a missing value of a plain field is "required"
    errors[issue.path.join('.')] ??= known.has(issue.message) ? issue.message : 'field_required';
  }
  if (options.ask.dni && !draft.contact.dni.trim()) errors['contact.dni'] ??= 'field_required';
  if (errors.persons === 'validation_failed') errors.persons = 'booking_persons_required';
  return errors;
}

/** The hours of the chosen day, each with whether the party fits (in the chosen zone, or any). */
export function hoursOf(availability: Availability | undefined, date: string, zone: string) {
  const day = availability?.days.find((d) => d.date === date);
  return (day?.hours ?? []).map((hour) => ({
    hour: hour.hour,
    free: zone ? (hour.zones.find((z) => z.key === zone)?.fits ?? false) : hour.free,
    zones: hour.zones,
  }));
}

/** The deposit shown before sending (spec §9: by person or by reservation). */
export function depositOf(options: BookingOptions, persons: number | null): number {
  return persons ? depositAmount(options.deposit, persons) : 0;
}
