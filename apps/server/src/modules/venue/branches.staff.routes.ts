import {
  branchParams,
  branchSettingsSaveSchema,
  branchSettingsSchema,
  staffBranchesSchema,
} from '@storefront/domain/venue/branch-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/http.ts';
import { auditActorOf } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { type BranchSettingsPart, readBranchSettings, saveBranchSection } from './branch-settings.ts';
import { listSuppliers, requireSupplierByRef } from './venue.repository.ts';
import { forgetVenueReads, type VenueDeps } from './venue.service.ts';

// The back office's branch settings (docs/back-office.md#branches, docs/staff-api.md, ADR 102):
// the branch picker, and each branch's settings read whole and saved a section at a time. Owners and
// managers (`branches.edit`). A save reaches this process's diners at once (the venue reads are
// forgotten) and the other processes' within their 5 s cache, whose fingerprints read the branch's
// version and updated_at that every save bumps.

const errors = errorAnswers(400, 401, 403, 404);

export const branchesStaffRoutes: FastifyPluginAsyncZod<{
  venues: VenueDeps;
  parts: readonly BranchSettingsPart[];
}> = async (app, { venues, parts }) => {
  app.get(
    '/staff/branches.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff', 'back office'],
        summary: "The venue's branches for the back office: slug, name, version and the services each offers",
        headers: staffHeaders,
        response: { 200: staffBranchesSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const rows = await listSuppliers(app.db, instanceId);
      return {
        branches: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          label: row.label,
          version: row.version,
          // what the branch offers, a pause for now aside (the pause is Availability's)
          services: {
            service_delivery: row.serviceDelivery || row.pausedServices.includes('delivery'),
            service_take_away: row.serviceTakeAway || row.pausedServices.includes('take_away'),
            service_table: row.serviceTable || row.pausedServices.includes('on_table'),
            service_book: row.serviceBook || row.pausedServices.includes('book'),
            service_schedule: row.serviceSchedule || row.pausedServices.includes('delivery'),
          },
        })),
      };
    },
  );

  app.get(
    '/staff/branches/:branch/settings.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff', 'back office'],
        summary:
          "A branch's settings: services, hours and dated exceptions, minimum and slots, delivery zones, " +
          'bookings, payment methods and tips, with the version a save must name',
        headers: staffHeaders,
        params: branchParams,
        response: { 200: branchSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      return readBranchSettings(app.db, parts, instanceId, branch);
    },
  );

  app.put(
    '/staff/branches/:branch/settings.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff', 'back office'],
        summary:
          "Save one section of a branch's settings, validated as the venue import validates it; a version " +
          'other than the current one answers 409 stale_edit and changes nothing',
        headers: staffHeaders,
        params: branchParams,
        body: branchSettingsSaveSchema,
        response: { 200: branchSettingsSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      const actor = await auditActorOf(request);
      await saveBranchSection(app.db, parts, instanceId, branch, actor, request.body);
      // this process answers the change at once; the others within their 5 s cache
      forgetVenueReads(venues, instanceId);
      return readBranchSettings(app.db, parts, instanceId, branch);
    },
  );
};
