import type { Location } from '@storefront/domain/delivery/delivery.schema';
import type { CartNavigationState } from '@storefront/domain/on-table/on-table.rules';
import {
  initialOnTableState,
  type OnTableState,
  withOtPurchaseId,
} from '@storefront/domain/on-table/on-table.state';
import {
  type DeliveryZone,
  noService,
  type ServiceCode,
  type ServiceState,
  selectService,
} from '@storefront/domain/order/service.rules';
import type { Profile } from '@storefront/domain/profile/profile.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { create, createJSONStorage, persist } from '../../../lib/store.ts';

// The diner's persisted state (spec §3 Order state, Legal; architecture §2): one store, kept in
// localStorage of the venue's own host, so it survives reloads and smart links.

export interface LegalState {
  birthDate: string | null;
  adult: boolean;
  cookiesAccepted: boolean;
}

export interface DinerState extends ServiceState, OnTableState {
  lang: Lang | null;
  sessionId: string | null;
  acquisitionId: string | null;
  profile: Profile | null;
  /** Slug of the branch the diner is at (spec §2 supplier_id). */
  supplierSlug: string | null;
  /** Set when the browser has granted geolocation (spec §2 Landing). */
  allowGps: boolean;
  legal: LegalState;
  /** The delivery address and its covering branch and zone (spec §3 Location; docs/decisions/016-delivery.md). */
  location: Location | null;
}

export interface DinerActions {
  /** spec §3 On-table state: the table's code from the QR code (`?mesa=`). */
  setTableId(tableId: string | null): void;
  /** The open on-table purchase; clearing it resets the product count (spec §4). */
  setOtPurchaseId(id: string | null): void;
  setOnTableProgress(
    progress: Partial<
      Pick<OnTableState, 'productInCook' | 'countProductsOrdered' | 'productsOnTableUnavailable'>
    >,
  ): void;
  setCartNavigationState(state: CartNavigationState): void;
  setLang(lang: Lang): void;
  setSession(id: string): void;
  setAcquisition(id: string): void;
  setProfile(profile: Profile | null): void;
  setBranch(slug: string | null): void;
  setService(code: ServiceCode): void;
  acceptCookies(): void;
  /** The age check passed (spec §5): remember the birth date so it is asked once. */
  confirmAdult(birthDate: string): void;
  setAllowGps(allow: boolean): void;
  /** A covered delivery address: the location and the zone's price and minimum (spec §3 Polygon). */
  setLocation(location: Location | null, zone: DeliveryZone | null): void;
}

export const initialDinerState: DinerState = {
  ...noService,
  ...initialOnTableState,
  lang: null,
  sessionId: null,
  acquisitionId: null,
  profile: null,
  supplierSlug: null,
  allowGps: false,
  legal: { birthDate: null, adult: false, cookiesAccepted: false },
  location: null,
};

export const useDinerStore = create<DinerState & DinerActions>()(
  persist(
    (set) => ({
      ...initialDinerState,
      setLang: (lang) => set({ lang }),
      setSession: (sessionId) => set({ sessionId }),
      setAcquisition: (acquisitionId) => set({ acquisitionId }),
      setProfile: (profile) => set({ profile }),
      setBranch: (supplierSlug) => set({ supplierSlug }),
      setService: (code) => set((state) => selectService(state, code)),
      setTableId: (tableId) => set({ tableId }),
      setOtPurchaseId: (id) => set((state) => withOtPurchaseId(state, id)),
      setOnTableProgress: (progress) => set(progress),
      setCartNavigationState: (cartNavigationState) => set({ cartNavigationState }),
      acceptCookies: () => set((state) => ({ legal: { ...state.legal, cookiesAccepted: true } })),
      confirmAdult: (birthDate) => set((state) => ({ legal: { ...state.legal, birthDate, adult: true } })),
      setAllowGps: (allowGps) => set({ allowGps }),
      setLocation: (location, deliveryZone) => set({ location, deliveryZone }),
    }),
    {
      name: 'sf:diner',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ acquisitionId: _acquisition, ...rest }) => rest,
    },
  ),
);

/** The store outside React (startup, tracking). */
export const diner = {
  get: () => useDinerStore.getState(),
  subscribe: useDinerStore.subscribe,
};
