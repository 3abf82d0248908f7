import {
  categoryCreateBody,
  categoryOrderBody,
  categoryUpdateBody,
  editorCatalogSchema,
  editorCategorySchema,
  editorOptionGroupSchema,
  editorProductSchema,
  menuCategoryParams,
  menuOptionGroupParams,
  menuProductParams,
  optionGroupArchiveBody,
  optionGroupCreateBody,
  optionGroupUpdateBody,
  priceChangeBody,
  priceChangeResultSchema,
  productArchiveBody,
  productCreateBody,
  productUpdateBody,
} from '@storefront/domain/catalog/menu-editor.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { type AuditChange, auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import {
  archiveOptionGroup,
  archiveProduct,
  changePrices,
  duplicateProduct,
  editorCatalogRows,
  editorCategory,
  editorGroup,
  editorProduct,
  insertCategory,
  insertOptionGroup,
  insertProduct,
  orderCategories,
  updateCategory,
  updateOptionGroup,
  updateProduct,
} from './catalog.editor.repository.ts';
import { venueMenusChanged } from './catalog.service.ts';

// The back office's menu editor (issue 53; docs/back-office.md#menu, docs/staff-api.md, ADR 100),
// for the roles holding `menu.edit` (packages/domain/src/staff/routes/menu.ts). Each write is one
// transaction with its audit record (before and after); after the commit this process forgets the
// venue's menus, and every other process rebuilds its own when the menu's fingerprint moves (within 5 s).

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ['staff', 'menu'];

/** Runs a change and records it in one transaction; this process's menus are rebuilt after. */
async function edit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  change: (tx: Db) => Promise<{ result: T; audit: Omit<AuditChange, 'area'> | null }>,
): Promise<T> {
  const { instanceId } = await requireStaff(request);
  const actor = await auditActorOf(request);
  const result = await app.db.transaction(async (tx) => {
    const done = await change(tx);
    if (done.audit) await recordChange(tx, instanceId, actor, { area: 'menu', ...done.audit });
    return done.result;
  });
  await venueMenusChanged(app.catalog, instanceId);
  return result;
}

const notFound = () => new AppError(404, 'not_found');

/** A row made, audited with nothing before. */
const created = <T extends { key: string }>(after: T, action: string) => ({
  result: after,
  audit: { action, subject: after.key, before: null, after },
});

/** A save of one row, audited with the row as the editor reads it before and after (404 when the
 * venue has no such row); `action` may depend on both. */
async function saved<T extends { key: string }>(
  read: () => Promise<T | null>,
  write: () => Promise<unknown>,
  action: string | ((before: T, after: T) => string),
) {
  const before = await read();
  if (!before) throw notFound();
  await write();
  const after = (await read())!;
  const named = typeof action === 'string' ? action : action(before, after);
  return { result: after, audit: { action: named, subject: after.key, before, after } };
}

export const menuEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/menu/catalog.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: "The venue's whole catalogue as the menu editor shows it, archived rows included",
        headers: staffHeaders,
        querystring: z.object({ supplier_id: z.string().max(63).optional() }),
        response: { 200: editorCatalogSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const instance = await getInstance(app.db, instanceId);
      if (!instance) throw notFound();
      const rows = await editorCatalogRows(app.db, instanceId);
      const languages = instance.langs.length ? instance.langs : [instance.language];
      return { currency: instance.currency, languages, default_language: instance.language, ...rows };
    },
  );

  // ---- categories ----

  app.post(
    '/staff/menu/categories.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Create a category (a main one, or under a parent), last of its level',
        headers: staffHeaders,
        body: categoryCreateBody,
        response: { 200: editorCategorySchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        return created(await insertCategory(tx, instanceId, request.body), 'create_category');
      }),
  );

  app.put(
    '/staff/menu/categories/:category.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Rename, re-picture, move, archive or restore a category (409 stale_edit, category_has_products)',
        headers: staffHeaders,
        params: menuCategoryParams,
        body: categoryUpdateBody,
        response: { 200: editorCategorySchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = request.params.category;
        return saved(
          () => editorCategory(tx, instanceId, id),
          () => updateCategory(tx, instanceId, id, request.body),
          (before, after) =>
            before.archived === after.archived
              ? 'update_category'
              : after.archived
                ? 'archive_category'
                : 'restore_category',
        );
      }),
  );

  app.put(
    '/staff/menu/category_order.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'The whole order of one level of categories, by id (as drag or the keyboard leaves it)',
        headers: staffHeaders,
        body: categoryOrderBody,
        response: { 200: z.object({ ids: z.array(z.number().int()) }), ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const { parent_id, ids } = request.body;
        await orderCategories(tx, instanceId, parent_id, ids);
        return {
          result: { ids },
          audit: {
            action: 'order_categories',
            subject: parent_id === null ? 'main' : String(parent_id),
            before: null,
            after: { ids },
          },
        };
      }),
  );

  // ---- products ----

  app.get(
    '/staff/menu/products/:product.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'A product as the editor shows it',
        headers: staffHeaders,
        params: menuProductParams,
        querystring: z.object({ supplier_id: z.string().max(63).optional() }),
        response: { 200: editorProductSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const product = await editorProduct(app.db, instanceId, request.params.product);
      if (!product) throw notFound();
      return product;
    },
  );

  app.post(
    '/staff/menu/products.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Create a product (sold by every branch, unlimited, unless `branches` says otherwise)',
        headers: staffHeaders,
        body: productCreateBody,
        response: { 200: editorProductSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = await insertProduct(tx, instanceId, request.body);
        return created((await editorProduct(tx, instanceId, id))!, 'create_product');
      }),
  );

  app.put(
    '/staff/menu/products/:product.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Save a product as read at `version` (409 stale_edit when someone saved it since)',
        headers: staffHeaders,
        params: menuProductParams,
        body: productUpdateBody,
        response: { 200: editorProductSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = request.params.product;
        return saved(
          () => editorProduct(tx, instanceId, id),
          () => updateProduct(tx, instanceId, id, request.body),
          'update_product',
        );
      }),
  );

  app.post(
    '/staff/menu/products/:product/duplicate.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'A copy of a product: a new key, "(copy)" after its names, its branches, prices and groups',
        headers: staffHeaders,
        params: menuProductParams,
        response: { 200: editorProductSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = await duplicateProduct(tx, instanceId, request.params.product);
        return created((await editorProduct(tx, instanceId, id))!, 'duplicate_product');
      }),
  );

  app.put(
    '/staff/menu/products/:product/archive.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Archive a product (it leaves every menu; orders keep it) or restore it; never deleted',
        headers: staffHeaders,
        params: menuProductParams,
        body: productArchiveBody,
        response: { 200: editorProductSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = request.params.product;
        const { archived, version } = request.body;
        return saved(
          () => editorProduct(tx, instanceId, id),
          () => archiveProduct(tx, instanceId, id, archived, version),
          archived ? 'archive_product' : 'restore_product',
        );
      }),
  );

  // ---- shared option groups ----

  app.post(
    '/staff/menu/option_groups.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Create an option group of the venue, for any product to use',
        headers: staffHeaders,
        body: optionGroupCreateBody,
        response: { 200: editorOptionGroupSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = await insertOptionGroup(tx, instanceId, request.body);
        return created((await editorGroup(tx, instanceId, id))!, 'create_option_group');
      }),
  );

  app.put(
    '/staff/menu/option_groups/:group.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Save an option group as read at `version`: every product using it changes (409 stale_edit)',
        headers: staffHeaders,
        params: menuOptionGroupParams,
        body: optionGroupUpdateBody,
        response: { 200: editorOptionGroupSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = request.params.group;
        return saved(
          () => editorGroup(tx, instanceId, id),
          () => updateOptionGroup(tx, instanceId, id, request.body),
          'update_option_group',
        );
      }),
  );

  app.put(
    '/staff/menu/option_groups/:group/archive.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "Archive a shared option group (it leaves every product's menu and cart; orders keep their snapshots) or restore it",
        headers: staffHeaders,
        params: menuOptionGroupParams,
        body: optionGroupArchiveBody,
        response: { 200: editorOptionGroupSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const id = request.params.group;
        const { archived, version } = request.body;
        return saved(
          () => editorGroup(tx, instanceId, id),
          () => archiveOptionGroup(tx, instanceId, id, archived, version),
          archived ? 'archive_option_group' : 'restore_option_group',
        );
      }),
  );

  // ---- a bulk price change ----

  app.post(
    '/staff/menu/price_change.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Raise or lower by a percent the prices of a category or a selection, in one statement',
        headers: staffHeaders,
        body: priceChangeBody,
        response: { 200: priceChangeResultSchema, ...errors },
      },
    },
    (request) =>
      edit(app, request, async (tx) => {
        const { instanceId } = await requireStaff(request);
        const { percent, rounding, category_id, product_ids } = request.body;
        const rows = await changePrices(tx, instanceId, {
          percent,
          rounding,
          categoryId: category_id,
          productIds: product_ids,
        });
        return {
          result: { changed: rows.length },
          audit: rows.length
            ? {
                action: 'price_change',
                subject: `${percent > 0 ? '+' : ''}${percent}%`,
                before: rows.map((r) => ({ key: r.key, price: r.before, promo_price: r.promo_before })),
                after: rows.map((r) => ({ key: r.key, price: r.after, promo_price: r.promo_after })),
              }
            : null,
        };
      }),
  );
};
