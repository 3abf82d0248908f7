import type { BookingSettings, Deposit } from './booking-settings.schema.ts';
import type { BookingStatus } from './booking-status.rules.ts';

// Money and time of one booking (docs/bookings.md): the stay by party size, the deposit.

/** Minutes a party of `persons` keeps its table (the first stay row covering it). */
export function stayMinutes(stay: BookingSettings['stay'], persons: number): number {
  return (stay.find((row) => persons <= row.up_to) ?? stay.at(-1)!).minutes;
}

/** The deposit of a party (spec §9 pricing by person or by reservation), minor units. */
export function depositAmount(deposit: Deposit, persons: number): number {
  if (deposit.kind === 'per_person') return deposit.amount * persons;
  if (deposit.kind === 'per_reservation') return deposit.amount;
  return 0;
}

/** spec §4 "the charge is made only if the reservation is accepted": owed from approval on. */
export function depositOwed(status: BookingStatus): boolean {
  return status === 'approved' || status === 'confirmed' || status === 'seated' || status === 'completed';
}
