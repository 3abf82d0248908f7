import { and, asc, desc, eq, exists, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
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
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

// The only code that reads the catalogue (and takes stock); every query names its venue and branch.

/** A product as a branch's menu reads it: every column but the import and edit bookkeeping (the
 * timestamps and the version), which no menu or cart shows. */
const {
  importedAt: _importedAt,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  version: _version,
  ...menuProductColumns
} = getTableColumns(products);
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'importedAt' | 'createdAt' | 'updatedAt' | 'version'
> & {
  categoryKey: string;
  stock: number | null;
};
export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
/** The columns of an option group and of an option that a menu shows: one row per product, group
 * and option is read for every menu build, so it carries nothing else (no timestamps, positions or
 * versions: docs/decisions/100-the-menu-editor.md, a save's menu rebuild). */
export type MenuGroupRow = Pick<OptionGroupRow, 'id' | 'key' | 'name' | 'minCount' | 'maxCount' | 'required'>;
export type MenuOptionRow = Pick<OptionRow, 'key' | 'name' | 'priceMinor' | 'allergens' | 'available'>;
export type CategoryRow = typeof categories.$inferSelect & { parentKey: string | null };
export type BannerRow = typeof banners.$inferSelect;

const productOfBranchRow = and(
  eq(products.instanceId, supplierProducts.instanceId),
  eq(products.id, supplierProducts.productId),
);

/** The products a branch sells (the venue file's active rows), sold out for now or not. */
function soldByBranch(instanceId: number, supplierId: number) {
  return venueWhere(supplierProducts, instanceId, { supplierId, active: true }, eq(products.active, true));
}

/** The branch's active products with its stock; only the given keys when `keys` is set. */
export async function branchProducts(
  db: Db,
  instanceId: number,
  supplierId: number,
  keys?: string[],
): Promise<ProductRow[]> {
  if (keys?.length === 0) return [];
  const [read] = await db
    .select({
      rows: productList
        .list(
          sql`from ${supplierProducts} inner join ${products} on ${productOfBranchRow}
            inner join ${categories} on ${categories.instanceId} = ${products.instanceId}
              and ${categories.id} = ${products.categoryId}
            where ${and(
              soldByBranch(instanceId, supplierId),
              eq(supplierProducts.soldOut, false),
              keys ? inArray(products.key, keys) : undefined,
            )}`,
          sql`${products.position}, ${products.id}`,
        )
        .mapWith(productList.decode),
    })
    .from(sql`(select 1) as one`);
  return read?.rows ?? [];
}

/** An option joined to its group, of the same venue. */
const optionOfGroup = and(
  eq(productOptions.instanceId, optionGroups.instanceId),
  eq(productOptions.optionGroupId, optionGroups.id),
);

/** A product's link to an option group of the same venue that is not archived (an archived
 * group is off every menu and cart; the editor reads its links apart). */
const linkOfGroup = and(
  eq(productOptionGroups.instanceId, optionGroups.instanceId),
  eq(productOptionGroups.optionGroupId, optionGroups.id),
  eq(optionGroups.active, true),
);

// A branch's whole menu is read on every build, and a back-office save rebuilds it at once: its
// products (with their category's key and the branch's stock) and their groups' options are each
// read as one JSON text (db/json-rows.ts), not as hundreds of rows of a dozen columns each, whose
// every field PGlite decodes on its own (docs/decisions/100-the-menu-editor.md, "A save's cost").
const productList = jsonRows<ProductRow>({
  ...menuProductColumns,
  categoryKey: categories.key,
  stock: supplierProducts.stock,
});
const optionList = jsonRows<
  { productId: number; groupId: number; groupKey: string; groupName: MenuGroupRow['name'] } & Pick<
    MenuGroupRow,
    'minCount' | 'maxCount' | 'required'
  > &
    MenuOptionRow
>({
  productId: productOptionGroups.productId,
  groupId: optionGroups.id,
  groupKey: optionGroups.key,
  groupName: optionGroups.name,
  minCount: optionGroups.minCount,
  maxCount: optionGroups.maxCount,
  required: optionGroups.required,
  key: productOptions.key,
  name: productOptions.name,
  priceMinor: productOptions.priceMinor,
  allergens: productOptions.allergens,
  available: productOptions.available,
});

/** Option groups with their options (in order) of the given products, read through the product's
 * links (a shared group comes once per product that uses it). */
export async function optionsOf(
  db: Db,
  instanceId: number,
  productIds: number[],
): Promise<{ productId: number; group: MenuGroupRow; option: MenuOptionRow }[]> {
  if (productIds.length === 0) return [];
  const [read] = await db
    .select({
      rows: optionList
        .list(
          sql`from ${productOptionGroups} inner join ${optionGroups} on ${linkOfGroup}
            inner join ${productOptions} on ${optionOfGroup}
            where ${and(eq(productOptionGroups.instanceId, instanceId), inArray(productOptionGroups.productId, productIds))}`,
          sql`${productOptionGroups.productId}, ${productOptionGroups.position}, ${optionGroups.id},
            ${productOptions.position}, ${productOptions.id}`,
        )
        .mapWith(optionList.decode),
    })
    .from(sql`(select 1) as one`);
  return (read?.rows ?? []).map((row) => ({
    productId: row.productId,
    group: {
      id: row.groupId,
      key: row.groupKey,
      name: row.groupName,
      minCount: row.minCount,
      maxCount: row.maxCount,
      required: row.required,
    },
    option: {
      key: row.key,
      name: row.name,
      priceMinor: row.priceMinor,
      allergens: row.allergens,
      available: row.available,
    },
  }));
}

/** The branch and service prices of the given products that apply at a branch (domain
 * price.rules `priceFor` picks among them). */
export async function pricesAt(
  db: Db,
  instanceId: number,
  supplierId: number,
  productIds: number[],
): Promise<(typeof productPrices.$inferSelect)[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productPrices)
    .where(
      and(
        eq(productPrices.instanceId, instanceId),
        inArray(productPrices.productId, productIds),
        or(isNull(productPrices.supplierId), eq(productPrices.supplierId, supplierId)),
      ),
    );
}

/** Active categories: main categories first, then sub categories, each in display order. */
export async function activeCategories(db: Db, instanceId: number): Promise<CategoryRow[]> {
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({ category: categories, parentKey: parent.key })
    .from(categories)
    .leftJoin(parent, and(eq(parent.instanceId, categories.instanceId), eq(parent.id, categories.parentId)))
    .where(venueWhere(categories, instanceId, { active: true }))
    .orderBy(desc(isNull(categories.parentId)), asc(categories.position), asc(categories.id));
  return rows.map(({ category, parentKey }) => ({ ...category, parentKey }));
}

/** Active banners shown by a branch: those for every branch and those naming it. */
export async function branchBanners(db: Db, instanceId: number, supplierId: number): Promise<BannerRow[]> {
  const namesBranch = db
    .select({ one: sql`1` })
    .from(bannerSuppliers)
    .where(
      and(
        eq(bannerSuppliers.instanceId, instanceId),
        eq(bannerSuppliers.bannerId, banners.id),
        eq(bannerSuppliers.supplierId, supplierId),
      ),
    );
  return venueRows(
    db,
    banners,
    instanceId,
    { active: true },
    or(eq(banners.allSuppliers, true), exists(namesBranch)),
  ).orderBy(asc(banners.position), asc(banners.id));
}

/** Stock per product key of a branch's active products (null = unlimited). */
export async function branchStock(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<{ key: string; stock: number | null }[]> {
  return db
    .select({ key: products.key, stock: supplierProducts.stock })
    .from(supplierProducts)
    .innerJoin(products, productOfBranchRow)
    .where(and(soldByBranch(instanceId, supplierId), eq(supplierProducts.soldOut, false)))
    .orderBy(asc(products.position), asc(products.id));
}

/** Changes whenever a branch's menu would change: an import (the venue's version), the branch row,
 * any product, category, option group or banner row (their updated_at), or any stock,
 * availability or price of the branch (digests, exact even when concurrent transactions commit out
 * of order). Writers that change a product's links to groups or its options must also touch the
 * product's updated_at (the menu editor does, catalog.editor.repository.ts). */
export async function menuFingerprint(db: Db, instanceId: number, slug: string): Promise<string> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select i.version, s.id, s.updated_at::text as branch_at,
        (select max(updated_at)::text from products where instance_id = i.id) as products_at,
        (select max(updated_at)::text from categories where instance_id = i.id) as categories_at,
        (select max(updated_at)::text from banners where instance_id = i.id) as banners_at,
        (select max(updated_at)::text from option_groups where instance_id = i.id) as groups_at,
        (select md5(coalesce(string_agg(
            pp.product_id || ':' || coalesce(pp.supplier_id::text, '*') || ':' || coalesce(pp.service, '*') || ':' || pp.price_minor, ','
            order by pp.id), ''))
          from product_prices pp where pp.instance_id = i.id and (pp.supplier_id is null or pp.supplier_id = s.id)) as prices,
        (select md5(coalesce(string_agg(
            sp.product_id || ':' || coalesce(sp.stock::text, 'n') || ':' || sp.active::text || ':' || sp.sold_out::text, ','
            order by sp.product_id), ''))
          from supplier_products sp where sp.instance_id = i.id and sp.supplier_id = s.id) as stock
      from instances i
      left join suppliers s on s.instance_id = i.id and s.slug = ${slug} and s.active
      where i.id = ${instanceId}`),
  );
  return row ? Object.values(row).map(String).join('|') : 'none';
}

/** Numeric product ids of import keys (stock is kept by id). */
export async function productIdsByKey(
  db: Db,
  instanceId: number,
  keys: string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, key: products.key })
    .from(products)
    .where(and(eq(products.instanceId, instanceId), inArray(products.key, [...new Set(keys)])));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** "Available now" (docs/staff-api.md): a branch's products, sold out or not, with their options. */
export async function branchAvailability(db: Db, instanceId: number, supplierId: number) {
  const rows = await db
    .select({ id: products.id, key: products.key, name: products.name, soldOut: supplierProducts.soldOut })
    .from(supplierProducts)
    .innerJoin(products, productOfBranchRow)
    .where(soldByBranch(instanceId, supplierId))
    .orderBy(asc(products.position), asc(products.id));
  const options = rows.length
    ? await db
        .select({
          id: productOptions.id,
          productId: productOptionGroups.productId,
          name: productOptions.name,
          available: productOptions.available,
        })
        .from(productOptions)
        .innerJoin(optionGroups, optionOfGroup)
        .innerJoin(productOptionGroups, linkOfGroup)
        .where(
          and(
            eq(productOptions.instanceId, instanceId),
            inArray(
              productOptionGroups.productId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(productOptionGroups.position), asc(productOptions.position), asc(productOptions.id))
    : [];
  return rows.map((row) => ({
    ...row,
    options: options.filter((option) => option.productId === row.id),
  }));
}

/** Marks a product (by key) of a branch sold out or back; false when the branch has no such product.
 * Call `stockChanged` (catalog.service.ts) after. */
export async function setProductSoldOut(
  db: Db,
  instanceId: number,
  supplierId: number,
  productKey: string,
  soldOut: boolean,
): Promise<boolean> {
  const changed = await db
    .update(supplierProducts)
    .set({ soldOut, updatedAt: sql`now()` })
    .where(
      venueWhere(
        supplierProducts,
        instanceId,
        { supplierId },
        sql`${supplierProducts.productId} = (select id from ${products} where ${products.instanceId} = ${instanceId} and ${products.key} = ${productKey})`,
      ),
    )
    .returning({ productId: supplierProducts.productId });
  return changed.length > 0;
}

/** Marks an option of the venue available or not, touching the products that use it so the menu's fingerprint
 * changes; false when the venue has no such option. Call `forgetMenus` (catalog.service.ts) after. */
export async function setOptionAvailable(
  db: Db,
  instanceId: number,
  optionId: number,
  available: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [option] = await tx
      .update(productOptions)
      .set({ available })
      .where(venueWhere(productOptions, instanceId, { id: optionId }))
      .returning({ groupId: productOptions.optionGroupId });
    if (!option) return false;
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(products.instanceId, instanceId),
          sql`${products.id} in (select product_id from ${productOptionGroups} where ${productOptionGroups.instanceId} = ${instanceId} and ${productOptionGroups.optionGroupId} = ${option.groupId})`,
        ),
      );
    return true;
  });
}
