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

export type BranchService = 'delivery' | 'take_away' | 'on_table' | 'book' | 'schedule';

/** Each service flag of a branch and the service it offers, in the order the storefront lists them. */
const serviceFlags = [
  ['service_delivery', 'delivery'],
  ['service_take_away', 'take_away'],
  ['service_table', 'on_table'],
  ['service_book', 'book'],
  ['service_schedule', 'schedule'],
] as const satisfies readonly (readonly [keyof SupplierServiceFlags, BranchService])[];

/** The services a branch offers (spec §3 Supplier `service_*`), in the order the branch home and
 * the left panel list them (spec §2 Layout). */
export function branchServices(flags: SupplierServiceFlags): BranchService[] {
  return serviceFlags.filter(([flag]) => flags[flag]).map(([, service]) => service);
}

/** Number of services a branch offers (spec §3 Supplier count_services). */
export function countServices(flags: SupplierServiceFlags): number {
  return branchServices(flags).length;
}
