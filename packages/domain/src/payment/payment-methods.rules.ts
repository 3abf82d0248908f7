import { isOnline } from './payment.rules.ts';
import type { PaymentMethod } from './payment.schema.ts';
import type { PaymentService } from './payment-settings.schema.ts';

// Which payment methods a venue offers for a purpose (docs/payments.md#venue-settings): what its
// settings list for the service, less what cannot work there. An online method needs a gateway
// that takes it; PSE and Nequi are Colombian (a bank-transfer network and a wallet that exist only
// in Colombia), so they are offered only to a Colombian venue whatever its settings say. Cash and
// the card reader need neither: the staff collect them. The same rule answers every purpose: an
// order's delivery, take-away or table bill, and a booking's deposit.

/** Online methods that exist only in some countries (ISO 3166-1 alpha-2). */
const methodCountries: Partial<Record<PaymentMethod, readonly string[]>> = {
  pse: ['CO'],
  nequi: ['CO'],
};

export interface VenuePaymentReach {
  /** The online methods the venue's gateway takes; null: no gateway (or it is switched off). */
  gatewayMethods: readonly PaymentMethod[] | null;
  /** The venue's country (ISO 3166-1 alpha-2, any case). */
  countryCode: string;
}

/** Whether a method can be taken at this venue at all, whatever the service. */
export function methodWorksAt(method: PaymentMethod, venue: VenuePaymentReach): boolean {
  const countries = methodCountries[method];
  if (countries && !countries.includes(venue.countryCode.toUpperCase())) return false;
  if (!isOnline(method)) return true;
  return venue.gatewayMethods?.includes(method) ?? false;
}

/** The methods a venue offers for one purpose: those its settings list that work there, in order. */
export function methodsOffered(
  configured: readonly PaymentMethod[],
  venue: VenuePaymentReach,
): PaymentMethod[] {
  return configured.filter((method) => methodWorksAt(method, venue));
}

/** `methodsOffered` for every purpose (service) at once. */
export function methodsOfferedByService(
  configured: Readonly<Record<PaymentService, readonly PaymentMethod[]>>,
  venue: VenuePaymentReach,
): Record<PaymentService, PaymentMethod[]> {
  return {
    delivery: methodsOffered(configured.delivery, venue),
    take_away: methodsOffered(configured.take_away, venue),
    on_table: methodsOffered(configured.on_table, venue),
    book: methodsOffered(configured.book, venue),
  };
}
