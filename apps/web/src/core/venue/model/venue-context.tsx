import type { InstanceConfig, Supplier } from '@storefront/domain/venue/config.schema';
import { createContext, type ReactNode, useContext } from 'react';

const VenueContext = createContext<InstanceConfig | null>(null);

export function VenueProvider({ venue, children }: { venue: InstanceConfig; children: ReactNode }) {
  return <VenueContext value={venue}>{children}</VenueContext>;
}

/** The venue loaded at startup; every screen renders inside it. */
export function useVenue(): InstanceConfig {
  const venue = useContext(VenueContext);
  if (!venue) throw new Error('useVenue outside VenueProvider');
  return venue;
}

export function useBranch(slug: string | undefined): Supplier | undefined {
  return useVenue().suppliers.find((branch) => branch.slug === slug);
}
