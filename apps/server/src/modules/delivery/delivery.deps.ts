import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../geocoder/geocoder.ts';

/** What the delivery services (coverage, branch settings and slots, coupons, saved addresses) work
 * with; built once in app.ts. Plain functions take it as their first argument
 * (docs/decisions/025-server-modules-in-layers.md). */
export interface DeliveryDeps {
  db: Db;
  geocoder: Geocoder;
  /** The clock of opening hours, slots and coupons (tests fix it). */
  now: () => Date;
}
