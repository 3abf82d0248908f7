import { menuSchema, validateCartBody, validatedCartSchema } from '@storefront/domain/catalog/catalog.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  errorBody,
  perClientPerMinute,
  revalidate,
  sendCachedJson,
  storefrontHeaders,
} from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import type { CachedRead } from '../../plugins/cached-read-path.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import {
  branchMenu,
  branchStockBody,
  type CatalogDeps,
  freshBranchMenu,
  validateBranchCart,
} from './catalog.service.ts';

export interface CatalogRoutesOptions {
  catalog: CatalogDeps;
  /** Cart validations one client (IP + host) may ask per minute. */
  validatePerMinute?: number;
}

const branchParams = z.object({ supplier_slug: z.string().min(1).max(63) });

/** A branch's menu, answered before the router while its cache holds it
 * (docs/decisions/060-cached-reads-before-the-router.md): the route below, as it answers. */
export const catalogCachedReads = (catalog: CatalogDeps): CachedRead[] => [
  {
    path: /^\/catalog\/([a-z0-9-]{1,63})\/menu\.json$/,
    route: '/catalog/:supplier_slug/menu.json',
    body: (instanceId, [slug]) => freshBranchMenu(catalog, instanceId, slug!),
  },
];
const stockSchema = z.record(z.string(), z.number().int().nullable());

// The catalogue of a branch of the host's venue (docs/decisions/017-catalogue-cart-and-menu-screens.md; the spec shows
// no such call, so the paths follow the style of spec §7 and are documented in OpenAPI).
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  const { catalog } = options;

  app.get(
    '/catalog/:supplier_slug/menu.json',
    {
      schema: {
        tags: ['catalog'],
        summary: `A branch's menu: categories, its active products with their stock, option groups, banners.${revalidate}`,
        headers: storefrontHeaders,
        params: branchParams,
        response: { 200: menuSchema, 304: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const menu = await branchMenu(catalog, requireInstanceId(request), request.params.supplier_slug);
      if (!menu) throw new AppError(404, 'supplier_not_found');
      return sendCachedJson(request, reply, menu);
    },
  );

  app.get(
    '/catalog/:supplier_slug/stock.json',
    {
      schema: {
        tags: ['catalog'],
        summary: `Live stock of a branch's products: { [product_id]: stock, null = unlimited }.${revalidate}`,
        headers: storefrontHeaders,
        params: branchParams,
        response: { 200: stockSchema, 304: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const stock = await branchStockBody(catalog, requireInstanceId(request), request.params.supplier_slug);
      if (!stock) throw new AppError(404, 'supplier_not_found');
      return sendCachedJson(request, reply, stock);
    },
  );

  app.post(
    '/catalog/:supplier_slug/cart/validate.json',
    {
      config: {
        // Per address: a full room (200 diners) checking their carts at show time.
        rateLimit: perClientPerMinute(options.validatePerMinute ?? 1_200),
      },
      schema: {
        tags: ['catalog'],
        summary:
          'Price a cart from the database and list its issues per line (unavailable product, options, ' +
          'stock, age). 200 with ok=false when there are issues.',
        headers: storefrontHeaders,
        params: branchParams,
        body: validateCartBody,
        response: { 200: validatedCartSchema, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await validateBranchCart(
        catalog,
        requireInstanceId(request),
        request.params.supplier_slug,
        request.body,
        requestLang(request),
      );
      if (!result) throw new AppError(404, 'supplier_not_found');
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};
