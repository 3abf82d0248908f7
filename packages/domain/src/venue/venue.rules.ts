import type { LinkType } from './config.schema.ts';

const linkTypeByTarget: Readonly<Record<string, LinkType>> = {
  service_table: 'on_table',
  service_delivery: 'delivery',
  service_take_away: 'take_away',
  service_book: 'book',
  service_schedule: 'schedule',
};

/** The `links[].type` of a landing link (spec §3 Instance links, §2 Landing link targets). */
export function linkTypeOf(url: string): LinkType {
  return linkTypeByTarget[url] ?? 'external';
}

export interface SupplierServiceFlags {
  service_delivery: boolean;
  service_take_away: boolean;
  service_table: boolean;
  service_book: boolean;
  service_schedule: boolean;
}

/** Number of services a branch offers (spec §3 Supplier count_services). */
export function countServices(flags: SupplierServiceFlags): number {
  return [
    flags.service_delivery,
    flags.service_take_away,
    flags.service_table,
    flags.service_book,
    flags.service_schedule,
  ].filter(Boolean).length;
}
