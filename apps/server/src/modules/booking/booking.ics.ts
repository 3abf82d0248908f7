import type { Booking } from '@storefront/domain/booking/booking.schema';

// The booking as an iCalendar event (RFC 5545), for "add to calendar" (docs/bookings.md).

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

export function bookingIcs(booking: Booking, venueName: string, link: string, now: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//storefront//bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@storefront`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(booking.starts_at)}`,
    `DTEND:${stamp(booking.ends_at)}`,
    `SUMMARY:${text(`${venueName} · ${booking.supplier_label} (${booking.persons})`)}`,
    `LOCATION:${text(booking.address)}`,
    `DESCRIPTION:${text(`${booking.zone.name}. ${link}`)}`,
    `URL:${link}`,
    ...(booking.latitude !== null && booking.longitude !== null
      ? [`GEO:${booking.latitude};${booking.longitude}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
