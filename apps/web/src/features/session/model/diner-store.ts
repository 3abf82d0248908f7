import {
  noService,
  type ServiceCode,
  type ServiceState,
  selectService,
} from '@storefront/domain/order/service.rules';
import type { Profile } from '@storefront/domain/profile/profile.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The diner's persisted state (spec §3 Order state, Legal; architecture §2): one store, kept in
// localStorage of the venue's own host, so it survives reloads and smart links.

export interface LegalState {
  birthDate: string | null;
  adult: boolean;
  cookiesAccepted: boolean;
}

export interface DinerState extends ServiceState {
  lang: Lang | null;
  sessionId: string | null;
  acquisitionId: string | null;
  profile: Profile | null;
  /** Slug of the branch the diner is at (spec §2 supplier_id). */
  supplierSlug: string | null;
  /** Set when the browser has granted geolocation (spec §2 Landing). */
  allowGps: boolean;
  legal: LegalState;
}

export interface DinerActions {
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
}

export const initialDinerState: DinerState = {
  ...noService,
  lang: null,
  sessionId: null,
  acquisitionId: null,
  profile: null,
  supplierSlug: null,
  allowGps: false,
  legal: { birthDate: null, adult: false, cookiesAccepted: false },
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
      acceptCookies: () => set((state) => ({ legal: { ...state.legal, cookiesAccepted: true } })),
      confirmAdult: (birthDate) => set((state) => ({ legal: { ...state.legal, birthDate, adult: true } })),
      setAllowGps: (allowGps) => set({ allowGps }),
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
