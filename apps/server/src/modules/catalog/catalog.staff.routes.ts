import {
  availabilityOptionParams,
  availabilityProductParams,
  availabilityQuery,
  availabilitySchema,
  soldOutBody,
} from '@storefront/domain/staff/availability.schema';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { requireSupplierByRef as branchOf } from '../venue/venue.repository.ts';
import { branchAvailability, setOptionAvailable, setProductSoldOut } from './catalog.repository.ts';
import { availabilityChanged, forgetMenus } from './catalog.service.ts';

// "Available now" (docs/staff-api.md): the staff mark a product of a branch sold
// out and back (supplier_products.sold_out: the menu, the cart checks and stock taking leave it out),
// or an option of the venue (options.available, as the venue file sets it). The menu's cache and
// fingerprint follow, so the diner's next menu read shows it.

async function availabilityOf(app: FastifyInstance, instanceId: number, supplierId: number) {
  const rows = await branchAvailability(app.db, instanceId, supplierId);
  return {
    products: rows.map((row) => ({
      key: row.key,
      name: row.name,
      sold_out: row.soldOut,
      options: row.options.map((option) => ({
        id: option.id,
        name: option.name,
        sold_out: !option.available,
      })),
    })),
  };
}

const errors = errorAnswers(400, 401, 403, 404);

export const staffAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/availability.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: "A branch's products and their options, each sold out or not",
        headers: staffHeaders,
        querystring: availabilityQuery,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const supplier = await branchOf(app.db, instanceId, request.query.supplier_id);
      return availabilityOf(app, instanceId, supplier.id);
    },
  );

  app.put(
    '/staff/availability/products/:product.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: 'Mark a product of the branch sold out, or back',
        headers: staffHeaders,
        querystring: availabilityQuery,
        params: availabilityProductParams,
        body: soldOutBody,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const supplier = await branchOf(app.db, instanceId, request.query.supplier_id);
      const { product } = request.params;
      if (!(await setProductSoldOut(app.db, instanceId, supplier.id, product, request.body.sold_out))) {
        throw new AppError(404, 'not_found');
      }
      availabilityChanged(app.catalog, instanceId, supplier.slug);
      return availabilityOf(app, instanceId, supplier.id);
    },
  );

  app.put(
    '/staff/availability/options/:option.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: 'Mark an option sold out, or back (every branch of the venue)',
        headers: staffHeaders,
        querystring: availabilityQuery,
        params: availabilityOptionParams,
        body: soldOutBody,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const supplier = await branchOf(app.db, instanceId, request.query.supplier_id);
      if (!(await setOptionAvailable(app.db, instanceId, request.params.option, !request.body.sold_out))) {
        throw new AppError(404, 'not_found');
      }
      forgetMenus(app.catalog);
      return availabilityOf(app, instanceId, supplier.id);
    },
  );
};
