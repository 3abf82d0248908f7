// "Available now" for a branch's services (docs/staff-api.md, Availability): the staff pause a
// service for a while (the kitchen is swamped, the terrace is closed by rain) and resume it; while
// paused the branch answers as if its venue file did not offer it, so every diner screen and call
// already knows what to say (spec §8: "The delivery service is closed or inactive", "Table service
// or room service not available right now", "Bookings not available", "The supplier is closed").

export const pausableServices = ['delivery', 'take_away', 'on_table', 'book'] as const;
export type PausableService = (typeof pausableServices)[number];

export interface BranchServiceFlags {
  serviceDelivery: boolean;
  serviceSchedule: boolean;
  serviceTakeAway: boolean;
  serviceTable: boolean;
  serviceBook: boolean;
}

/** The services a branch offers now: what its venue file enables, less what the staff paused.
 * Pausing delivery also pauses scheduled delivery (spec §1: delivery with subservice schedule). */
export function servicesOpenNow<T extends BranchServiceFlags>(branch: T, paused: readonly string[]): T {
  const open = (service: PausableService) => !paused.includes(service);
  return {
    ...branch,
    serviceDelivery: branch.serviceDelivery && open('delivery'),
    serviceSchedule: branch.serviceSchedule && open('delivery'),
    serviceTakeAway: branch.serviceTakeAway && open('take_away'),
    serviceTable: branch.serviceTable && open('on_table'),
    serviceBook: branch.serviceBook && open('book'),
  };
}
