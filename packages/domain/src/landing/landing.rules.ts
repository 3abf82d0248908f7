import type { InstanceConfig } from '../venue/config.schema.ts';
import type { serviceLinkTargets } from '../venue/venue.schema.ts';

// spec §2 Landing, as pure decisions the Main screen renders.

export type ServiceCode = 'delivery' | 'take_away' | 'on_table' | 'book' | 'schedule';
type ServiceTarget = (typeof serviceLinkTargets)[number];

export type LandingButton =
  | { kind: 'service'; service: ServiceCode; to: string; customLabel: string | null }
  | { kind: 'external'; url: string; target: '_blank' | '_self'; label: string }
  | { kind: 'our_stores'; to: string; customLabel: string | null }
  | { kind: 'contact_us'; to: string };

export type LandingDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'buttons'; buttons: LandingButton[] };

type LandingVenue = Pick<
  InstanceConfig,
  | 'full_gps'
  | 'suppliers'
  | 'links'
  | 'linktree'
  | 'linktree_add_suppliers'
  | 'labels_buttons'
  | 'contact_us_messaging'
>;

const serviceByTarget: Readonly<Record<ServiceTarget, ServiceCode>> = {
  service_delivery: 'delivery',
  service_schedule: 'schedule',
  service_table: 'on_table',
  service_take_away: 'take_away',
  service_book: 'book',
};

/** Where a service button leads (spec §2 Landing and Layout: delivery goes to Location with full GPS). */
export function serviceEntryPath(service: ServiceCode, venue: Pick<InstanceConfig, 'full_gps'>): string {
  switch (service) {
    case 'delivery':
    case 'schedule':
      return venue.full_gps ? '/location' : '/branch-without-service';
    case 'on_table':
      return '/branch-to-on-table';
    case 'take_away':
      return '/branch-to-take-away';
    case 'book':
      return '/branch-to-book';
  }
}

function labelOverride(venue: LandingVenue, service: ServiceCode): string | null {
  const key = service === 'schedule' ? null : service;
  return (key && venue.labels_buttons[key]) || null;
}

export function decideLanding(venue: LandingVenue): LandingDecision {
  if (!venue.full_gps) {
    const [only] = venue.suppliers;
    if (venue.suppliers.length === 1 && only) return { kind: 'redirect', to: `/${only.slug}` };
    return { kind: 'redirect', to: '/branch-without-service' };
  }
  if (venue.links.length === 1 && venue.links[0]?.type === 'on_table') {
    return { kind: 'redirect', to: '/branch-to-on-table' };
  }
  const services: LandingButton[] = [];
  const externals: LandingButton[] = [];
  for (const item of venue.linktree) {
    if (item.url in serviceByTarget) {
      const service = serviceByTarget[item.url as ServiceTarget];
      services.push({
        kind: 'service',
        service,
        to: serviceEntryPath(service, venue),
        customLabel: item.label_custom || labelOverride(venue, service),
      });
    } else {
      externals.push({
        kind: 'external',
        url: item.url,
        target: item.target,
        label: item.label_custom || item.label,
      });
    }
  }
  const buttons = [...services, ...externals];
  if (venue.linktree_add_suppliers) {
    buttons.push({
      kind: 'our_stores',
      to: '/branch-offices',
      customLabel: venue.labels_buttons.nuestras_tiendas ?? null,
    });
  }
  if (venue.contact_us_messaging) buttons.push({ kind: 'contact_us', to: '/branch-whatsapp' });
  return { kind: 'buttons', buttons };
}
