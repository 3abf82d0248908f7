import type { BranchSettingsPart } from '../venue/branch-settings.ts';
import { allZonesOf, loadHours, loadSettings } from './branch.repository.ts';
import { writeDeliverySettings, writeHours, writeZones } from './delivery.import.ts';

// The delivery module's part of a branch's settings in the back office (docs/back-office.md#branches):
// hours and their dated exceptions, minimum and slots, delivery zones. Written through the venue
// import's own functions; the coverage check reads zones from the table at every request, and the
// cached branch contexts follow the branch's version, which every save bumps.

export const deliveryBranchSettings: BranchSettingsPart = {
  async read(db, instanceId, supplierId) {
    const settings = await loadSettings(db, instanceId, supplierId);
    const hours = await loadHours(db, instanceId, supplierId);
    const zones = await allZonesOf(db, instanceId, supplierId);
    return {
      hours: {
        opening_hours: hours.opening,
        kitchen_hours: hours.kitchen,
        service_hours: hours.services,
        hours_exceptions: hours.exceptions.map((e) => ({ ...e, windows: [...e.windows] })),
      },
      delivery: {
        delivery_active: settings.deliveryActive,
        minimum_order_value: settings.minimumOrderValue,
        free_shipping_from: settings.freeShippingFrom,
        schedule: settings.schedule,
        require_sms_code: settings.requireSmsCode,
      },
      zones: { delivery_zones: zones },
    };
  },
  write: {
    hours: (tx, instanceId, supplier, value) => writeHours(tx, instanceId, supplier.id, value),
    delivery: (tx, instanceId, supplier, value) => writeDeliverySettings(tx, instanceId, supplier.id, value),
    zones: (tx, instanceId, supplier, value) => writeZones(tx, instanceId, supplier.id, value.delivery_zones),
  },
};
