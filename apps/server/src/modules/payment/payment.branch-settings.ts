import type { BranchSettingsPart } from '../venue/branch-settings.ts';
import { bumpOtherBranchVersions } from '../venue/venue.repository.ts';
import { loadPaymentSettings, setPaymentMethods } from './payment-settings.repository.ts';

// The payment module's part of a branch's settings in the back office (docs/back-office.md#branches):
// the venue's methods per service and its minimum online payment, the venue file's `payments`. They
// are the venue's, one for every branch: a save from one branch moves every branch's version, so a
// screen of another branch still showing the old methods is told someone changed them (ADR 102).
// The payments' cache is forgotten with the venue reads in this process, within 5 s in the others.

export const paymentBranchSettings: BranchSettingsPart = {
  async read(db, instanceId) {
    const settings = await loadPaymentSettings(db, instanceId);
    return { payments: { methods: settings.methods, minimum_online_amount: settings.minimumOnlineAmount } };
  },
  write: {
    async payments(tx, instanceId, supplier, value) {
      await setPaymentMethods(tx, instanceId, value.methods, value.minimum_online_amount);
      await bumpOtherBranchVersions(tx, instanceId, supplier.id);
    },
  },
};
