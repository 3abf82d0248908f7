import { isCompleteAddress } from '@storefront/domain/delivery/address.rules';
import { locationSchema, saveLocationBody } from '@storefront/domain/delivery/delivery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { dinerHeaders, errorBody, NO_STORE, perDinerPerMinute } from '../../lib/http.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { findCoverage } from './coverage.service.ts';
import type { DeliveryDeps } from './delivery.deps.ts';
import { deleteLocation, listLocations, saveLocation } from './locations.repository.ts';

const idParams = z.object({ id: z.string().max(64) });

// The diner's saved addresses (docs/decisions/016-delivery.md: /my-location lists and reuses them).
export const locationRoutes: FastifyPluginAsyncZod<{ deps: DeliveryDeps }> = async (app, { deps }) => {
  app.get(
    '/delivery/locations.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['delivery'],
        summary: "The profile's saved delivery addresses, last used first",
        headers: dinerHeaders,
        response: { 200: z.object({ locations: z.array(locationSchema) }), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      return reply
        .header('cache-control', NO_STORE)
        .send({ locations: await listLocations(deps.db, instanceId, profileId) });
    },
  );

  app.post(
    '/delivery/locations.json',
    {
      preValidation: profileRequired,
      config: perDinerPerMinute(60, 1_200),
      schema: {
        tags: ['delivery'],
        summary: 'Save a delivery address; its covering branch and zone are recorded when there is one',
        headers: dinerHeaders,
        body: saveLocationBody,
        response: { 201: locationSchema, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const body = request.body;
      // spec §5 "the address must be complete", by the venue's country (the storefront checks the same)
      const instance = await getInstance(deps.db, instanceId);
      if (instance && !isCompleteAddress(body.address, instance.countryCode))
        throw new AppError(400, 'address_incomplete', { fields: 'address' });
      const point =
        body.latitude !== null && body.longitude !== null
          ? { lat: body.latitude, lng: body.longitude }
          : null;
      // An address outside every zone may still be saved: coverage is checked again on use.
      const covered = await findCoverage(deps, instanceId, {
        point,
        supplierSlug: null,
        ...body,
        scheduled: true,
      }).catch(() => null);
      const location = await saveLocation(deps.db, {
        instanceId,
        profileId,
        label: body.label,
        latitude: covered?.latitude ?? body.latitude,
        longitude: covered?.longitude ?? body.longitude,
        address: body.address,
        addressOptional: body.address_optional,
        city: body.city,
        neighbourhood: body.neighbourhood,
        reference: body.reference,
        formattedAddress: body.formatted_address || [body.address, body.neighbourhood, body.city].join(', '),
        placeId: body.place_id,
        phoneCode: body.phone_code,
        supplierId: covered?.supplier.id ?? null,
        polygonId: covered?.polygon.id ?? null,
        locationPrice: covered?.location_price ?? 0,
      });
      return reply.code(201).header('cache-control', NO_STORE).send(location);
    },
  );

  app.delete(
    '/delivery/locations/:id',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['delivery'],
        summary: 'Forget a saved address',
        headers: dinerHeaders,
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const id = request.params.id;
      if (!/^[0-9a-f-]{36}$/i.test(id) || !(await deleteLocation(deps.db, instanceId, profileId, id))) {
        throw new AppError(404, 'not_found');
      }
      return reply.code(204).send(null);
    },
  );
};
