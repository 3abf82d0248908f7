import type { CatalogImport } from '@storefront/domain/catalog/catalog.schema';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bannerSuppliers,
  banners,
  categories,
  optionGroups,
  productOptionGroups,
  productOptions,
  productPrices,
  products,
  supplierProducts,
} from '../../db/schema.ts';
import { flattenCategories } from './catalog.check.ts';

// The venue import checks a file's catalogue whole before anything is written.
export { catalogImageRefs, checkCatalog, type ImageRef } from './catalog.check.ts';

import { sanitizeOptionalHtml } from './catalog.sanitize.ts';

// The catalogue part of the venue import, run inside writeVenue's transaction on a file already
// checked (catalog.check.ts). Rows are matched by key and updated in place; what the file no longer
// names is deactivated (categories, products, branch availability, banners) or deleted (option
// groups and options). "No longer named" = its imported_at is not this transaction's now().

const CHUNK = 400;
const txTime = sql`now()`;
const excluded = (column: string): SQL => sql.raw(`excluded."${column}"`);

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** One more edit version (ADR 105): a menu editor's form read before an import is refused with
 * `stale_edit` instead of saving over what the import wrote (or archived). */
const nextVersion = (table: typeof categories | typeof products | typeof optionGroups) =>
  sql`${table.version} + 1`;

/** Deactivates the venue's rows of `table` that this import did not name. */
async function deactivateUnnamed(
  tx: Db,
  table: typeof categories | typeof products | typeof supplierProducts | typeof banners,
  instanceId: number,
): Promise<void> {
  const versioned = table === categories || table === products ? { version: nextVersion(table) } : {};
  await tx
    .update(table)
    .set({ active: false, updatedAt: txTime, ...versioned })
    .where(and(eq(table.instanceId, instanceId), ne(table.importedAt, txTime)));
}

/** Writes the catalogue of one venue; `supplierIds` maps the file's branch slugs to their ids. */
export async function importCatalog(
  tx: Db,
  instanceId: number,
  catalog: CatalogImport,
  supplierIds: ReadonlyMap<string, number>,
): Promise<void> {
  const categoryIds = await writeCategories(tx, instanceId, catalog);
  const productIds = await writeProducts(tx, instanceId, catalog, categoryIds);
  await writeAvailability(tx, instanceId, catalog, productIds, supplierIds);
  await writePrices(tx, instanceId, catalog, productIds, supplierIds);
  await writeOptions(tx, instanceId, catalog, productIds);
  await writeBanners(tx, instanceId, catalog, supplierIds);
}

async function writeCategories(tx: Db, instanceId: number, catalog: CatalogImport) {
  const ids = new Map<string, number>();
  const flat = flattenCategories(catalog);
  const depth = new Map<string, number>();
  for (const c of flat) depth.set(c.category.key, c.parentKey === null ? 0 : depth.get(c.parentKey)! + 1);
  const deepest = Math.max(-1, ...depth.values());
  // Parents first, level by level, so each child row can name its parent's id.
  for (let level = 0; level <= deepest; level++) {
    const rows = flat
      .filter((c) => depth.get(c.category.key) === level)
      .map(({ category, parentKey, position }) => ({
        instanceId,
        key: category.key,
        parentId: parentKey === null ? null : ids.get(parentKey)!,
        name: category.name,
        image: category.image,
        position,
      }));
    for (const part of chunks(rows)) {
      const written = await tx
        .insert(categories)
        .values(part)
        .onConflictDoUpdate({
          target: [categories.instanceId, categories.key],
          set: {
            parentId: excluded('parent_id'),
            name: excluded('name'),
            image: excluded('image'),
            position: excluded('position'),
            active: true,
            importedAt: txTime,
            updatedAt: txTime,
            version: nextVersion(categories),
          },
        })
        .returning({ id: categories.id, key: categories.key });
      for (const row of written) ids.set(row.key, row.id);
    }
  }
  await deactivateUnnamed(tx, categories, instanceId);
  return ids;
}

async function writeProducts(
  tx: Db,
  instanceId: number,
  catalog: CatalogImport,
  categoryIds: ReadonlyMap<string, number>,
) {
  const ids = new Map<string, number>();
  const rows = catalog.products.map((p, position) => ({
    instanceId,
    key: p.key,
    categoryId: categoryIds.get(p.category)!,
    name: p.name,
    description: p.description ?? null,
    label: p.label,
    priceMinor: p.price,
    promoPriceMinor: p.promo_price,
    image: p.image,
    images: p.images,
    important: p.important,
    isAlcoholic: p.is_alcoholic,
    isNew: p.is_new,
    isPromo: p.is_promo,
    services: p.services,
    availability: p.availability,
    allergens: p.allergens,
    dietary: p.dietary,
    station: p.station,
    course: p.course,
    position,
  }));
  const columns = [
    ['categoryId', 'category_id'],
    ['name', 'name'],
    ['description', 'description'],
    ['label', 'label'],
    ['priceMinor', 'price_minor'],
    ['promoPriceMinor', 'promo_price_minor'],
    ['image', 'image'],
    ['images', 'images'],
    ['important', 'important'],
    ['isAlcoholic', 'is_alcoholic'],
    ['isNew', 'is_new'],
    ['isPromo', 'is_promo'],
    ['services', 'services'],
    ['availability', 'availability'],
    ['allergens', 'allergens'],
    ['dietary', 'dietary'],
    ['station', 'station'],
    ['course', 'course'],
    ['position', 'position'],
  ] as const;
  const set = Object.fromEntries(columns.map(([prop, column]) => [prop, excluded(column)]));
  for (const part of chunks(rows)) {
    const written = await tx
      .insert(products)
      .values(part)
      .onConflictDoUpdate({
        target: [products.instanceId, products.key],
        set: { ...set, active: true, importedAt: txTime, updatedAt: txTime, version: nextVersion(products) },
      })
      .returning({ id: products.id, key: products.key });
    for (const row of written) ids.set(row.key, row.id);
  }
  await deactivateUnnamed(tx, products, instanceId);
  return ids;
}

async function writeAvailability(
  tx: Db,
  instanceId: number,
  catalog: CatalogImport,
  productIds: ReadonlyMap<string, number>,
  supplierIds: ReadonlyMap<string, number>,
) {
  // A product without `branches` is sold by every branch of the file, with unlimited stock.
  const everywhere = [...supplierIds.keys()].map((slug) => [slug, { stock: null }] as const);
  const rows = catalog.products.flatMap((p) =>
    (p.branches ? Object.entries(p.branches) : everywhere).map(([slug, { stock }]) => ({
      instanceId,
      supplierId: supplierIds.get(slug)!,
      productId: productIds.get(p.key)!,
      stock,
    })),
  );
  for (const part of chunks(rows)) {
    await tx
      .insert(supplierProducts)
      .values(part)
      .onConflictDoUpdate({
        target: [supplierProducts.supplierId, supplierProducts.productId],
        set: { stock: excluded('stock'), active: true, importedAt: txTime, updatedAt: txTime },
      });
  }
  await deactivateUnnamed(tx, supplierProducts, instanceId);
}

/** The file says every product's prices per branch and service: they are written anew. */
async function writePrices(
  tx: Db,
  instanceId: number,
  catalog: CatalogImport,
  productIds: ReadonlyMap<string, number>,
  supplierIds: ReadonlyMap<string, number>,
) {
  await tx.delete(productPrices).where(eq(productPrices.instanceId, instanceId));
  const rows = catalog.products.flatMap((p) =>
    (p.prices ?? []).map((price) => ({
      instanceId,
      productId: productIds.get(p.key)!,
      supplierId: price.branch === null ? null : supplierIds.get(price.branch)!,
      service: price.service,
      priceMinor: price.price,
    })),
  );
  for (const part of chunks(rows)) await tx.insert(productPrices).values(part);
}

async function writeOptions(
  tx: Db,
  instanceId: number,
  catalog: CatalogImport,
  productIds: ReadonlyMap<string, number>,
) {
  // A group is written once: under its product when defined inline (its key unique in the
  // product), or at the venue's level when the catalogue shares it; products link to either
  // through product_option_groups, in their order (migration 0030).
  type GroupImport = CatalogImport['products'][number]['option_groups'][number];
  const groupsToWrite: { ref: string; productId: number | null; group: GroupImport; position: number }[] = [
    ...(catalog.option_groups ?? []).map((group, position) => ({
      ref: `shared:${group.key}`,
      productId: null,
      group,
      position,
    })),
    ...catalog.products.flatMap((p) =>
      p.option_groups.map((group, position) => ({
        ref: `${productIds.get(p.key)}:${group.key}`,
        productId: productIds.get(p.key)!,
        group,
        position,
      })),
    ),
  ];
  const groupIds = new Map<string, number>();
  const set = {
    name: excluded('name'),
    minCount: excluded('min_count'),
    maxCount: excluded('max_count'),
    required: excluded('required'),
    position: excluded('position'),
    // a group the file names is on the menu, even one archived in the editor
    active: true,
    importedAt: txTime,
    updatedAt: txTime,
    version: nextVersion(optionGroups),
  };
  for (const shared of [true, false]) {
    const rows = groupsToWrite.filter((g) => (g.productId === null) === shared);
    for (const part of chunks(rows)) {
      const insert = tx.insert(optionGroups).values(
        part.map(({ productId, group, position }) => ({
          instanceId,
          productId,
          key: group.key,
          name: group.name,
          minCount: group.min,
          maxCount: group.max,
          required: group.required,
          position,
        })),
      );
      const written = await (shared
        ? insert.onConflictDoUpdate({
            target: [optionGroups.instanceId, optionGroups.key],
            targetWhere: isNull(optionGroups.productId),
            set,
          })
        : insert.onConflictDoUpdate({ target: [optionGroups.productId, optionGroups.key], set })
      ).returning({ id: optionGroups.id, productId: optionGroups.productId, key: optionGroups.key });
      for (const row of written) {
        groupIds.set(row.productId === null ? `shared:${row.key}` : `${row.productId}:${row.key}`, row.id);
      }
    }
  }
  const optionRows = groupsToWrite.flatMap(({ ref, group }) =>
    group.options.map((o, position) => ({
      instanceId,
      optionGroupId: groupIds.get(ref)!,
      key: o.key,
      name: o.name,
      priceMinor: o.price,
      allergens: o.allergens,
      available: o.available,
      position,
    })),
  );
  for (const part of chunks(optionRows)) {
    await tx
      .insert(productOptions)
      .values(part)
      .onConflictDoUpdate({
        target: [productOptions.optionGroupId, productOptions.key],
        set: {
          name: excluded('name'),
          priceMinor: excluded('price_minor'),
          allergens: excluded('allergens'),
          available: excluded('available'),
          position: excluded('position'),
          importedAt: txTime,
        },
      });
  }
  await tx
    .delete(optionGroups)
    .where(and(eq(optionGroups.instanceId, instanceId), ne(optionGroups.importedAt, txTime)));
  await tx
    .delete(productOptions)
    .where(and(eq(productOptions.instanceId, instanceId), ne(productOptions.importedAt, txTime)));
  // The file says every product's groups: its links are written anew.
  await tx.delete(productOptionGroups).where(eq(productOptionGroups.instanceId, instanceId));
  const links = catalog.products.flatMap((p) =>
    [
      ...p.option_groups.map((group) => `${productIds.get(p.key)}:${group.key}`),
      ...(p.shared_option_groups ?? []).map((key) => `shared:${key}`),
    ].map((ref, position) => ({
      instanceId,
      productId: productIds.get(p.key)!,
      optionGroupId: groupIds.get(ref)!,
      position,
    })),
  );
  for (const part of chunks(links)) await tx.insert(productOptionGroups).values(part);
}

/** Writes the venue's banners in the list's order, matched by key; those it no longer names are
 * deactivated (the import's step, and the brand editor's save in its own transaction). */
export async function writeBanners(
  tx: Db,
  instanceId: number,
  catalog: Pick<CatalogImport, 'banners'>,
  supplierIds: ReadonlyMap<string, number>,
) {
  const ids = new Map<string, number>();
  const rows = catalog.banners.map((b, position) => ({
    instanceId,
    key: b.key,
    layoutType: b.layout_type,
    image: b.image,
    title: b.title ?? null,
    url: b.url,
    contentPopup: sanitizeOptionalHtml(b.content_popup),
    contentHome: sanitizeOptionalHtml(b.content_home),
    allSuppliers: b.branches === undefined,
    position,
  }));
  for (const part of chunks(rows)) {
    const written = await tx
      .insert(banners)
      .values(part)
      .onConflictDoUpdate({
        target: [banners.instanceId, banners.key],
        set: {
          layoutType: excluded('layout_type'),
          image: excluded('image'),
          title: excluded('title'),
          url: excluded('url'),
          contentPopup: excluded('content_popup'),
          contentHome: excluded('content_home'),
          allSuppliers: excluded('all_suppliers'),
          position: excluded('position'),
          active: true,
          importedAt: txTime,
          updatedAt: txTime,
        },
      })
      .returning({ id: banners.id, key: banners.key });
    for (const row of written) ids.set(row.key, row.id);
  }
  await deactivateUnnamed(tx, banners, instanceId);
  await tx.delete(bannerSuppliers).where(eq(bannerSuppliers.instanceId, instanceId));
  const links = catalog.banners.flatMap((b) =>
    [...new Set(b.branches ?? [])].map((slug) => ({
      instanceId,
      bannerId: ids.get(b.key)!,
      supplierId: supplierIds.get(slug)!,
    })),
  );
  for (const part of chunks(links)) await tx.insert(bannerSuppliers).values(part);
}
