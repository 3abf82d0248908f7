import type {
  BranchSection,
  BranchSectionValues,
  BranchSettings,
  BranchSettingsSave,
} from '@storefront/domain/venue/branch-settings.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditActor, recordChange } from '../staff/audit-log.ts';
import {
  branchVersion,
  bumpBranchVersion,
  getInstance,
  type SupplierRow,
  servicesOfBranch,
  setServicesOfBranch,
  setTipsOfBranch,
} from './venue.repository.ts';

// A branch's settings in the back office (docs/back-office.md#branches, ADR 102). The venue module
// owns the branch row (its services and its version); the modules that own the other tables (delivery:
// hours, minimum, slots, zones; booking) each give a part that reads and writes its sections, through
// the same functions as their step of the venue import. A save bumps the branch's version in the same
// transaction as its change and its audit record, and refuses a version that is not the current one.

type SectionsOf = Omit<BranchSettings, 'branch' | 'version' | 'currency' | 'time_zone'>;

/** Part of a branch's settings kept by one module. */
export interface BranchSettingsPart {
  read(db: Db, instanceId: number, supplierId: number): Promise<Partial<SectionsOf>>;
  write: {
    [S in BranchSection]?: (
      tx: Db,
      instanceId: number,
      supplier: SupplierRow,
      value: BranchSectionValues[S],
    ) => Promise<void>;
  };
}

/** The branch row's part: the services it offers (the venue file's `service_*` flags) and its tip
 * options (`tips`, ADR 107). */
export const servicesPart: BranchSettingsPart = {
  async read(db, instanceId, supplierId) {
    const services = await servicesOfBranch(db, instanceId, supplierId);
    return services ? { services: services.services, tips: { tips: services.tips } } : {};
  },
  write: {
    services: (tx, instanceId, supplier, value) => setServicesOfBranch(tx, instanceId, supplier.id, value),
    tips: (tx, instanceId, supplier, value) => setTipsOfBranch(tx, instanceId, supplier.id, value),
  },
};

/** The branch's settings as the back office shows them, read through `db` (a transaction's). */
export async function readBranchSettings(
  db: Db,
  parts: readonly BranchSettingsPart[],
  instanceId: number,
  supplier: SupplierRow,
): Promise<BranchSettings> {
  const instance = await getInstance(db, instanceId);
  const version = await branchVersion(db, instanceId, supplier.id);
  let sections: Partial<SectionsOf> = {};
  // one after the other: PGlite's transaction is one connection
  for (const part of parts) sections = { ...sections, ...(await part.read(db, instanceId, supplier.id)) };
  return {
    branch: { id: supplier.id, slug: supplier.slug, label: supplier.label },
    version: version ?? 1,
    currency: instance?.currency ?? '',
    time_zone: instance?.timezone ?? '',
    ...(sections as SectionsOf),
  };
}

/** Saves one section of a branch's settings with its audit record, all in one transaction. */
export async function saveBranchSection(
  db: Db,
  parts: readonly BranchSettingsPart[],
  instanceId: number,
  supplier: SupplierRow,
  actor: AuditActor,
  save: BranchSettingsSave,
): Promise<void> {
  const part = parts.find((p) => p.write[save.section]);
  const write = part?.write[save.section] as
    | ((tx: Db, instanceId: number, supplier: SupplierRow, value: unknown) => Promise<void>)
    | undefined;
  if (!part || !write) throw new AppError(404, 'not_found');
  await db.transaction(async (tx) => {
    await bumpBranchVersion(tx, instanceId, supplier.id, save.version);
    const before = (await part.read(tx, instanceId, supplier.id))[save.section];
    await write(tx, instanceId, supplier, save.value);
    const after = (await part.read(tx, instanceId, supplier.id))[save.section];
    await recordChange(tx, instanceId, actor, {
      area: 'branches',
      action: `update_${save.section}`,
      subject: supplier.slug,
      before,
      after,
    });
  });
}
