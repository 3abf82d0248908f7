import type { ScreenName } from '@storefront/domain/navigation/route-table';
import type { ServiceCode } from '@storefront/domain/order/service.rules';
import type { Supplier } from '@storefront/domain/venue/config.schema';

// The branch screens of spec §2 (Branch*, BranchWithOutService, ...): which branches each lists and
// where choosing one leads.
export type BranchPicker =
  | 'branchOffices'
  | 'branchWithoutService'
  | 'branchToOnTable'
  | 'branchToTakeAway'
  | 'branchToBook'
  | 'branchWhatsapp';

export interface BranchPickerRule {
  offers: (branch: Supplier) => boolean;
  // a branch's own screen: its path takes the branch slug only
  next: Extract<ScreenName, 'home' | 'onTableHome' | 'book'>;
  /** The service choosing a branch here sets (spec §4); null leaves the diner's service as it is. */
  service: ServiceCode | null;
}

export const branchPickers: Readonly<Record<BranchPicker, BranchPickerRule>> = {
  branchOffices: { offers: () => true, next: 'home', service: null },
  branchWithoutService: { offers: () => true, next: 'home', service: '' },
  branchToOnTable: { offers: (b) => b.service_table, next: 'onTableHome', service: 'on_table' },
  branchToTakeAway: { offers: (b) => b.service_take_away, next: 'home', service: 'take_away' },
  branchToBook: { offers: (b) => b.service_book, next: 'book', service: 'book' },
  branchWhatsapp: { offers: (b) => Boolean(b.whatsapp), next: 'home', service: null },
};

export function isBranchPicker(name: string | undefined): name is BranchPicker {
  return Boolean(name && name in branchPickers);
}

/** A map link with coordinates, opened outside the app (spec §7). */
export function mapUrl(branch: Pick<Supplier, 'latitude' | 'longitude' | 'address'>): string | null {
  if (branch.latitude === null || branch.longitude === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`;
}

/** A link that opens the messaging app to the branch's number. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
