import type { BranchSettingsPart } from '../venue/branch-settings.ts';
import { writeBookingSettings } from './booking.import.ts';
import { loadSettings } from './booking.repository.ts';

// The booking module's part of a branch's settings in the back office (docs/back-office.md#branches):
// the venue file's `booking` block (zones and their seats, hours, stays, deposit), null for none.
// Written through the venue import's own function; bookings read it from the table at every request.

export const bookingBranchSettings: BranchSettingsPart = {
  async read(db, instanceId, supplierId) {
    return { booking: { booking: await loadSettings(db, instanceId, supplierId) } };
  },
  write: {
    booking: (tx, instanceId, supplier, value) =>
      writeBookingSettings(tx, instanceId, supplier.id, value.booking),
  },
};
