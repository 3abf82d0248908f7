import type { Contact } from '@storefront/domain/delivery/contact.schema';
import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import { suggestedTip } from '@storefront/domain/tip/tip.rules';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { create, createJSONStorage, persist } from '../../../lib/store.ts';

// The order being prepared between the delivery cart, pre-checkout and checkout (spec §3 Order
// state tip, Coupon, Payment), kept for the tab's session so a reload keeps what was typed.

export interface AddressDraft {
  city: string;
  neighbourhood: string;
  address: string;
  address_optional: string;
  reference: string;
}

export interface CheckoutDraft {
  /** Take-away: as soon as possible or at a chosen slot. Scheduled delivery always has a slot. */
  pickup: 'asap' | 'scheduled';
  scheduledFor: string | null;
  coupon: { code: string; discount: number; free_shipping: boolean } | null;
  tip: TipChoice;
  contact: Contact;
  address: AddressDraft;
  paymentMethod: PaymentMethod | null;
  /** One key per order being placed: a retry or a double submit sends the same one (docs/decisions/016-delivery.md). */
  idempotencyKey: string;
}

interface Actions {
  update(patch: Partial<CheckoutDraft>): void;
  /** After an order is placed: a new key, and what belongs to one order only is cleared. */
  placed(): void;
}

const newKey = () => `order-${crypto.randomUUID()}`;

export const emptyAddress: AddressDraft = {
  city: '',
  neighbourhood: '',
  address: '',
  address_optional: '',
  reference: '',
};

/** The address part of a stored location, as the draft the address form edits; empty without one. */
export function addressDraftOf(location: AddressDraft | null): AddressDraft {
  if (!location) return emptyAddress;
  const { city, neighbourhood, address, address_optional, reference } = location;
  return { city, neighbourhood, address, address_optional, reference };
}

export const initialDraft = (): CheckoutDraft => ({
  pickup: 'asap',
  scheduledFor: null,
  coupon: null,
  tip: suggestedTip,
  // no calling code until the pre-checkout sets the venue country's (callingCodeOf)
  contact: { name: '', phone_code: '', phone: '', email: '', dni: '' },
  address: emptyAddress,
  paymentMethod: null,
  idempotencyKey: newKey(),
});

export const useCheckoutStore = create<CheckoutDraft & Actions>()(
  persist(
    (set) => ({
      ...initialDraft(),
      update: (patch) => set(patch),
      placed: () => set({ coupon: null, scheduledFor: null, pickup: 'asap', idempotencyKey: newKey() }),
    }),
    { name: 'sf:checkout', version: 1, storage: createJSONStorage(() => sessionStorage) },
  ),
);
