import {
  branchDeliverySchema,
  couponCheckBody,
  couponCheckSchema,
  coverageBody,
  coverageSchema,
  geocodeResultSchema,
  reverseGeocodeQuery,
  searchGeocodeQuery,
  slotsSchema,
} from '@storefront/domain/delivery/delivery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorBody, perDinerPerMinute, storefrontHeaders, supplierSlugParams } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { findCoverage } from './coverage.service.ts';
import type { DeliveryDeps } from './delivery.deps.ts';
import { branchDelivery, branchSlots, previewCoupon } from './delivery.service.ts';

// Before an order (docs/decisions/016-delivery.md): geocoding, coverage, a branch's hours, slots and coupons.
export const deliveryRoutes: FastifyPluginAsyncZod<{ deps: DeliveryDeps }> = async (app, { deps }) => {
  const limits = perDinerPerMinute(120, 2_400);

  app.get(
    '/delivery/geocode/reverse.json',
    {
      config: limits,
      schema: {
        tags: ['delivery'],
        summary: 'The address at a point (full GPS /location): the geocoder proposes, the diner corrects',
        headers: storefrontHeaders,
        querystring: reverseGeocodeQuery,
        response: {
          200: geocodeResultSchema,
          400: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      requireInstanceId(request);
      const found = await deps.geocoder.reverse({ lat: request.query.lat, lng: request.query.lng });
      if (!found) throw new AppError(422, 'address_not_found');
      return found;
    },
  );

  app.get(
    '/delivery/geocode/search.json',
    {
      config: limits,
      schema: {
        tags: ['delivery'],
        summary: 'Places matching a typed address, neighbourhood or city',
        headers: storefrontHeaders,
        querystring: searchGeocodeQuery,
        response: {
          200: z.object({ results: z.array(geocodeResultSchema) }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      requireInstanceId(request);
      return { results: await deps.geocoder.search(request.query.q) };
    },
  );

  app.post(
    '/delivery/coverage.json',
    {
      config: limits,
      schema: {
        tags: ['delivery'],
        summary:
          'The branch and zone (spec §3 Polygon) that deliver to a point or typed address. 422 no_coverage ' +
          'with the nearest branch distance; 422 address_not_found when a typed address has no place in the ' +
          'city typed; 409 delivery_closed, supplier_closed or kitchen_closed.',
        headers: storefrontHeaders,
        body: coverageBody,
        response: {
          200: coverageSchema,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const { body } = request;
      const result = await findCoverage(deps, requireInstanceId(request), {
        point:
          body.latitude !== null && body.longitude !== null
            ? { lat: body.latitude, lng: body.longitude }
            : null,
        supplierSlug: body.supplier_slug,
        city: body.city,
        neighbourhood: body.neighbourhood,
        address: body.address,
        scheduled: body.scheduled,
      });
      const { zone: _zone, branch: _branch, ...coverage } = result;
      return coverage;
    },
  );

  app.get(
    '/delivery/suppliers/:supplier_slug/settings.json',
    {
      schema: {
        tags: ['delivery'],
        summary: "A branch's delivery and take-away settings: hours, open now, zones, minimums, slots",
        description:
          'opening_hours and open_now are those of the service the `service` header names (delivery, take_away, ' +
          "on_table: its own hours, or the branch's when it has none); the branch's opening hours without one.",
        headers: storefrontHeaders,
        params: supplierSlugParams,
        response: { 200: branchDeliverySchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      branchDelivery(deps, requireInstanceId(request), request.params.supplier_slug, request.headers.service),
  );

  app.get(
    '/delivery/suppliers/:supplier_slug/slots.json',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Slots of scheduled delivery and take-away at a chosen time, with what each still takes',
        description: "Inside take-away's hours for the `service` header take_away, else delivery's.",
        headers: storefrontHeaders,
        params: supplierSlugParams,
        response: { 200: slotsSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const slots = await branchSlots(
        deps,
        requireInstanceId(request),
        request.params.supplier_slug,
        request.headers.service,
      );
      return reply.header('cache-control', 'no-store').send(slots);
    },
  );

  app.post(
    '/delivery/suppliers/:supplier_slug/coupon.json',
    {
      config: perDinerPerMinute(30, 600),
      schema: {
        tags: ['delivery'],
        summary:
          'Preview a coupon on a subtotal (the order checks it again). 422 invalid_coupon or coupon_too_short.',
        headers: storefrontHeaders,
        params: supplierSlugParams,
        body: couponCheckBody,
        response: { 200: couponCheckSchema, 400: errorBody, 404: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      previewCoupon(deps, requireInstanceId(request), request.params.supplier_slug, request.body),
  );
};
