import {
  availabilityQuery,
  type BranchServices,
  branchServicesSchema,
  servicePauseBody,
  servicePauseParams,
} from '@storefront/domain/staff/availability.schema';
import type { PausableService } from '@storefront/domain/venue/service-pause.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import {
  pausedServicesOf,
  requireSupplierByRef,
  type SupplierRow,
  setServicePaused,
} from './venue.repository.ts';
import { forgetVenueReads, type VenueDeps } from './venue.service.ts';

// Pausing a branch's service for now (docs/staff-api.md, Availability): delivery, take-away, at the
// table, bookings. Branch reads apply the pause (venue.repository), so the diner's screens stop
// offering it and every call for it answers its spec §8 message.

const offered: Readonly<Record<PausableService, (row: SupplierRow) => boolean>> = {
  // what the venue file offers (the row's flags already have the pause applied, so ask the pause apart)
  delivery: (row) => row.serviceDelivery || row.serviceSchedule,
  take_away: (row) => row.serviceTakeAway,
  on_table: (row) => row.serviceTable,
  book: (row) => row.serviceBook,
};

async function servicesOf(db: Db, instanceId: number, branch: SupplierRow): Promise<BranchServices> {
  const paused = await pausedServicesOf(db, instanceId, branch.id);
  return {
    services: (Object.keys(offered) as PausableService[]).map((service) => ({
      service,
      offered: paused.includes(service) || offered[service](branch),
      paused: paused.includes(service),
    })),
  };
}

const errors = errorAnswers(400, 401, 403, 404);

export const venueStaffRoutes: FastifyPluginAsyncZod<{ venues: VenueDeps }> = async (app, { venues }) => {
  app.get(
    '/staff/services.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: "A branch's services and whether each is paused now",
        headers: staffHeaders,
        querystring: availabilityQuery,
        response: { 200: branchServicesSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.query.supplier_id);
      return servicesOf(app.db, instanceId, branch);
    },
  );

  app.put(
    '/staff/services/:service.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Pause a service of the branch for now, or resume it: while paused the branch does not offer it ' +
          'and its calls answer their spec §8 message',
        headers: staffHeaders,
        querystring: availabilityQuery,
        params: servicePauseParams,
        body: servicePauseBody,
        response: { 200: branchServicesSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.query.supplier_id);
      await setServicePaused(app.db, instanceId, branch.id, request.params.service, request.body.paused);
      // this process answers the new services at once; the others within their 5 s cache
      forgetVenueReads(venues, instanceId);
      const fresh = await requireSupplierByRef(app.db, instanceId, branch.id);
      return servicesOf(app.db, instanceId, fresh);
    },
  );
};
