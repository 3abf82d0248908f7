import type { CatalogService, Localized } from '@storefront/domain/catalog/catalog.schema';
import type {
  EditorCatalog,
  EditorOptionGroup,
  EditorProduct,
  OptionGroupBody,
  ProductCreateBody,
} from '@storefront/domain/catalog/menu-editor.schema';
import { MAX_PRICE_MINOR, percentBasisPoints } from '@storefront/domain/catalog/price.rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  categories,
  optionGroups,
  productOptionGroups,
  productOptions,
  productPrices,
  products,
  supplierProducts,
  suppliers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

// The menu editor's reads and writes (docs/back-office.md#menu, ADR 100). Every statement names
// the venue; every save of a versioned row is one `UPDATE ... WHERE version = $read` (a stale
// version changes nothing and answers 409 stale_edit); every write moves an `updated_at` the
// menu's fingerprint reads (catalog.repository.ts `menuFingerprint`), so each process's menu and
// pricing caches follow within their 5 s.

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type GroupRow = typeof optionGroups.$inferSelect;

const touched = { updatedAt: sql`now()` };
const bumped = { version: sql`${products.version} + 1`, updatedAt: sql`now()` };

/** A key from a name: lowercase ASCII letters, digits and -, as the import's keys. */
export function keyFromName(name: string, fallback: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return key || fallback;
}

/** `wanted`, or `wanted-2`, `-3`… the first not in `taken`. */
function freeKey(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

async function takenKeys(
  tx: Db,
  table: typeof categories | typeof products,
  instanceId: number,
  prefix: string,
): Promise<Set<string>> {
  const rows = await tx
    .select({ key: table.key })
    .from(table)
    .where(and(eq(table.instanceId, instanceId), sql`${table.key} like ${`${prefix}%`}`));
  return new Set(rows.map((row) => row.key));
}

const invalid = (fields: string) => new AppError(400, 'validation_failed', { fields });

/** 404 when the venue has no such row, else 409 stale_edit: the update that matched no row. */
async function refusedUpdate(
  tx: Db,
  table: typeof categories | typeof products | typeof optionGroups,
  instanceId: number,
  id: number,
): Promise<never> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.instanceId, instanceId), eq(table.id, id)));
  throw row ? new AppError(409, 'stale_edit') : new AppError(404, 'not_found');
}

// ---- the editor's reads ----

function toEditorCategory(row: CategoryRow): EditorCatalog['categories'][number] {
  return {
    id: row.id,
    key: row.key,
    parent_id: row.parentId,
    name: row.name,
    image: row.image,
    position: row.position,
    archived: !row.active,
    version: row.version,
  };
}

/** Products with their branches, prices and groups (all the venue's, or only `ids`). */
async function editorProducts(db: Db, instanceId: number, ids?: number[]): Promise<EditorProduct[]> {
  const only = <T extends { productId: unknown }>(column: T['productId']) =>
    ids ? inArray(column as never, ids) : undefined;
  const [rows, branches, prices, links] = [
    await venueRows(db, products, instanceId, {}, ids ? inArray(products.id, ids) : undefined).orderBy(
      asc(products.position),
      asc(products.id),
    ),
    await db
      .select()
      .from(supplierProducts)
      .where(venueWhere(supplierProducts, instanceId, { active: true }, only(supplierProducts.productId)))
      .orderBy(asc(supplierProducts.supplierId)),
    await db
      .select()
      .from(productPrices)
      .where(venueWhere(productPrices, instanceId, {}, only(productPrices.productId)))
      .orderBy(asc(productPrices.id)),
    await db
      .select()
      .from(productOptionGroups)
      .where(venueWhere(productOptionGroups, instanceId, {}, only(productOptionGroups.productId)))
      .orderBy(asc(productOptionGroups.position), asc(productOptionGroups.optionGroupId)),
  ];
  const byProduct = <T extends { productId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const branchesOf = byProduct(branches);
  const pricesOf = byProduct(prices);
  const linksOf = byProduct(links);
  return rows.map((row) =>
    toEditorProduct(row, branchesOf.get(row.id), pricesOf.get(row.id), linksOf.get(row.id)),
  );
}

function toEditorProduct(
  row: ProductRow,
  branches: (typeof supplierProducts.$inferSelect)[] = [],
  prices: (typeof productPrices.$inferSelect)[] = [],
  links: (typeof productOptionGroups.$inferSelect)[] = [],
): EditorProduct {
  return {
    id: row.id,
    key: row.key,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    label: row.label,
    price: row.priceMinor,
    promo_price: row.promoPriceMinor,
    image: row.image,
    images: row.images,
    important: row.important,
    is_alcoholic: row.isAlcoholic,
    is_new: row.isNew,
    is_promo: row.isPromo,
    services: row.services as CatalogService[],
    availability: row.availability,
    allergens: row.allergens as EditorProduct['allergens'],
    dietary: row.dietary as EditorProduct['dietary'],
    prices: prices.map((p) => ({ supplier_id: p.supplierId, service: p.service, price: p.priceMinor })),
    branches: branches.map((b) => ({ supplier_id: b.supplierId, stock: b.stock, sold_out: b.soldOut })),
    option_group_ids: links.map((l) => l.optionGroupId),
    station: row.station as EditorProduct['station'],
    course: row.course as EditorProduct['course'],
    position: row.position,
    archived: !row.active,
    version: row.version,
  };
}

/** Option groups with their options and the products that use them (all, or only `ids`). */
async function editorGroups(db: Db, instanceId: number, ids?: number[]): Promise<EditorOptionGroup[]> {
  const groups = await venueRows(
    db,
    optionGroups,
    instanceId,
    {},
    ids ? inArray(optionGroups.id, ids) : undefined,
  ).orderBy(asc(optionGroups.productId), asc(optionGroups.position), asc(optionGroups.id));
  if (groups.length === 0) return [];
  const groupIds = groups.map((g) => g.id);
  const [options, links] = [
    await db
      .select()
      .from(productOptions)
      .where(venueWhere(productOptions, instanceId, {}, inArray(productOptions.optionGroupId, groupIds)))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    await db
      .select()
      .from(productOptionGroups)
      .where(
        venueWhere(productOptionGroups, instanceId, {}, inArray(productOptionGroups.optionGroupId, groupIds)),
      )
      .orderBy(asc(productOptionGroups.productId)),
  ];
  return groups.map((g) => toEditorGroup(g, options, links));
}

function toEditorGroup(
  group: GroupRow,
  options: (typeof productOptions.$inferSelect)[],
  links: (typeof productOptionGroups.$inferSelect)[],
): EditorOptionGroup {
  return {
    id: group.id,
    key: group.key,
    name: group.name,
    min: group.minCount,
    max: group.maxCount,
    required: group.required,
    options: options
      .filter((o) => o.optionGroupId === group.id)
      .map((o) => ({
        id: o.id,
        key: o.key,
        name: o.name,
        price: o.priceMinor,
        allergens: o.allergens as EditorOptionGroup['options'][number]['allergens'],
        available: o.available,
      })),
    product_ids: links.filter((l) => l.optionGroupId === group.id).map((l) => l.productId),
    archived: !group.active,
    version: group.version,
  };
}

/** Everything but the venue's own fields (currency, languages: the caller adds them). */
export async function editorCatalogRows(db: Db, instanceId: number) {
  const branchRows = await venueRows(db, suppliers, instanceId, { active: true }).orderBy(
    asc(suppliers.position),
    asc(suppliers.id),
  );
  const categoryRows = await venueRows(db, categories, instanceId).orderBy(
    desc0(categories.parentId),
    asc(categories.position),
    asc(categories.id),
  );
  return {
    branches: branchRows.map((s) => ({ id: s.id, slug: s.slug, name: s.label })),
    categories: categoryRows.map(toEditorCategory),
    products: await editorProducts(db, instanceId),
    option_groups: await editorGroups(db, instanceId),
  };
}

/** Main categories first (parent null), then sub categories. */
const desc0 = (column: typeof categories.parentId) => sql`${column} is not null`;

export async function editorProduct(db: Db, instanceId: number, id: number): Promise<EditorProduct | null> {
  return (await editorProducts(db, instanceId, [id]))[0] ?? null;
}

export async function editorCategory(db: Db, instanceId: number, id: number) {
  const [row] = await venueRows(db, categories, instanceId, { id });
  return row ? toEditorCategory(row) : null;
}

export async function editorGroup(db: Db, instanceId: number, id: number): Promise<EditorOptionGroup | null> {
  return (await editorGroups(db, instanceId, [id]))[0] ?? null;
}

// ---- categories ----

/** A parent of the venue that is not `id` nor one of its descendants; else 400 on parent_id. */
async function checkParent(tx: Db, instanceId: number, parentId: number | null, id?: number): Promise<void> {
  if (parentId === null) return;
  const [found] = rowsOf<{ loops: boolean }>(
    await tx.execute(sql`
      with recursive up(id, parent_id) as (
        select id, parent_id from categories where instance_id = ${instanceId} and id = ${parentId}
        union all
        select c.id, c.parent_id from categories c join up on c.id = up.parent_id
        where c.instance_id = ${instanceId}
      )
      select coalesce(bool_or(id = ${id ?? 0}), false) as loops from up having count(*) > 0`),
  );
  if (!found || found.loops) throw invalid('parent_id');
}

export async function insertCategory(
  tx: Db,
  instanceId: number,
  body: { key?: string | undefined; name: Localized; image: string | null; parent_id: number | null },
) {
  await checkParent(tx, instanceId, body.parent_id);
  const wanted = body.key ?? keyFromName(body.name.es, 'category');
  const key = body.key ?? freeKey(wanted, await takenKeys(tx, categories, instanceId, wanted));
  const [row] = await tx
    .insert(categories)
    .values({
      instanceId,
      key,
      parentId: body.parent_id,
      name: body.name,
      image: body.image,
      position: sql`(select coalesce(max(position) + 1, 0) from ${categories} where instance_id = ${instanceId})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid('key');
  return toEditorCategory(row);
}

export async function updateCategory(
  tx: Db,
  instanceId: number,
  id: number,
  body: {
    name: Localized;
    image: string | null;
    parent_id: number | null;
    archived: boolean;
    version: number;
  },
) {
  await checkParent(tx, instanceId, body.parent_id, id);
  // Archiving leaves no active product nor sub category without its category on the menu.
  const inUse = sql`exists (select 1 from ${products} p where p.instance_id = ${instanceId} and p.category_id = ${id} and p.active)
    or exists (select 1 from ${categories} c where c.instance_id = ${instanceId} and c.parent_id = ${id} and c.active)`;
  const [row] = await tx
    .update(categories)
    .set({
      name: body.name,
      image: body.image,
      parentId: body.parent_id,
      active: !body.archived,
      version: sql`${categories.version} + 1`,
      ...touched,
    })
    .where(
      venueWhere(
        categories,
        instanceId,
        { id, version: body.version },
        body.archived ? sql`not (${inUse})` : undefined,
      ),
    )
    .returning();
  if (row) return toEditorCategory(row);
  const [current] = await venueRows(tx, categories, instanceId, { id });
  if (current && current.version === body.version) throw new AppError(409, 'category_has_products');
  return refusedUpdate(tx, categories, instanceId, id);
}

/** Sets the order of one level of the tree; `ids` must be exactly that level's categories. */
export async function orderCategories(tx: Db, instanceId: number, parentId: number | null, ids: number[]) {
  const level = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      venueWhere(
        categories,
        instanceId,
        {},
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    );
  const known = new Set(level.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw invalid('ids');
  }
  await tx.execute(sql`
    update categories c set position = o.position - 1, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
    where c.instance_id = ${instanceId} and c.id = o.id`);
}

// ---- products ----

type ProductFields = Omit<ProductCreateBody, 'key'>;

function productColumns(body: ProductFields) {
  return {
    categoryId: body.category_id,
    name: body.name,
    description: body.description ?? null,
    label: body.label,
    priceMinor: body.price,
    promoPriceMinor: body.promo_price,
    image: body.image,
    ...(body.images ? { images: body.images } : {}),
    important: body.important,
    isAlcoholic: body.is_alcoholic,
    isNew: body.is_new,
    isPromo: body.is_promo,
    services: body.services,
    availability: body.availability,
    allergens: body.allergens,
    dietary: body.dietary,
    ...(body.station !== undefined ? { station: body.station } : {}),
    ...(body.course !== undefined ? { course: body.course } : {}),
  };
}

/** The body's references (category, branches, prices' branches, groups) are the venue's, once
 * each, and the groups' keys (the menu's ids of groups) differ; else 400 naming the field. */
async function checkProductRefs(tx: Db, instanceId: number, body: ProductFields): Promise<void> {
  const [category] = await venueRows(tx, categories, instanceId, { id: body.category_id });
  if (!category) throw invalid('category_id');
  const branchIds = [
    ...new Set([
      ...(body.branches ?? []).map((b) => b.supplier_id),
      ...(body.prices ?? []).flatMap((p) => (p.supplier_id === null ? [] : [p.supplier_id])),
    ]),
  ];
  if (branchIds.length) {
    const found = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(venueWhere(suppliers, instanceId, {}, inArray(suppliers.id, branchIds)));
    if (found.length !== branchIds.length) throw invalid('branches');
  }
  if (body.branches && new Set(body.branches.map((b) => b.supplier_id)).size !== body.branches.length) {
    throw invalid('branches');
  }
  const scopes = (body.prices ?? []).map((p) => `${p.supplier_id}:${p.service}`);
  if (new Set(scopes).size !== scopes.length) throw invalid('prices');
  const groupIds = body.option_group_ids ?? [];
  if (groupIds.length) {
    const found = await tx
      .select({ id: optionGroups.id, key: optionGroups.key })
      .from(optionGroups)
      .where(venueWhere(optionGroups, instanceId, {}, inArray(optionGroups.id, groupIds)));
    if (found.length !== groupIds.length || new Set(found.map((g) => g.key)).size !== found.length) {
      throw invalid('option_group_ids');
    }
  }
}

/** Replaces what the body names of a product's branches, prices and groups (omitted: kept). */
async function writeProductParts(
  tx: Db,
  instanceId: number,
  productId: number,
  body: ProductFields,
  created: boolean,
) {
  let branches = body.branches;
  if (!branches && created) {
    const all = await venueRows(tx, suppliers, instanceId, { active: true });
    branches = all.map((s) => ({ supplier_id: s.id, stock: null }));
  }
  if (branches) {
    await tx
      .update(supplierProducts)
      .set({ active: false, ...touched })
      .where(venueWhere(supplierProducts, instanceId, { productId }));
    if (branches.length) {
      await tx
        .insert(supplierProducts)
        .values(branches.map((b) => ({ instanceId, supplierId: b.supplier_id, productId, stock: b.stock })))
        .onConflictDoUpdate({
          target: [supplierProducts.supplierId, supplierProducts.productId],
          set: { stock: sql`excluded.stock`, active: true, updatedAt: sql`now()` },
        });
    }
  }
  if (body.prices) {
    await tx.delete(productPrices).where(venueWhere(productPrices, instanceId, { productId }));
    if (body.prices.length) {
      await tx.insert(productPrices).values(
        body.prices.map((p) => ({
          instanceId,
          productId,
          supplierId: p.supplier_id,
          service: p.service,
          priceMinor: p.price,
        })),
      );
    }
  }
  if (body.option_group_ids) {
    await tx.delete(productOptionGroups).where(venueWhere(productOptionGroups, instanceId, { productId }));
    if (body.option_group_ids.length) {
      await tx.insert(productOptionGroups).values(
        body.option_group_ids.map((optionGroupId, position) => ({
          instanceId,
          productId,
          optionGroupId,
          position,
        })),
      );
    }
  }
}

export async function insertProduct(tx: Db, instanceId: number, body: ProductCreateBody): Promise<number> {
  await checkProductRefs(tx, instanceId, body);
  const wanted = body.key ?? keyFromName(body.name.es, 'product');
  const key = body.key ?? freeKey(wanted, await takenKeys(tx, products, instanceId, wanted));
  const [row] = await tx
    .insert(products)
    .values({
      instanceId,
      key,
      ...productColumns(body),
      position: sql`(select coalesce(max(position) + 1, 0) from ${products} where instance_id = ${instanceId})`,
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (!row) throw invalid('key');
  await writeProductParts(tx, instanceId, row.id, body, true);
  return row.id;
}

export async function updateProduct(
  tx: Db,
  instanceId: number,
  id: number,
  body: ProductFields & { version: number },
): Promise<void> {
  await checkProductRefs(tx, instanceId, body);
  const [row] = await tx
    .update(products)
    .set({ ...productColumns(body), ...bumped })
    .where(venueWhere(products, instanceId, { id, version: body.version }))
    .returning({ id: products.id });
  if (!row) await refusedUpdate(tx, products, instanceId, id);
  await writeProductParts(tx, instanceId, id, body, false);
}

/** Archives or restores a product or a shared option group (never deleted: orders name them);
 * with `version`, only that one (else 409 stale_edit; 404 when the venue has no such row). */
async function setArchived(
  tx: Db,
  table: typeof products | typeof optionGroups,
  instanceId: number,
  id: number,
  archived: boolean,
  version?: number,
) {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update ${table} set active = ${!archived}, version = version + 1, updated_at = now()
      where instance_id = ${instanceId} and id = ${id}
        ${version === undefined ? sql`` : sql`and version = ${version}`}
      returning id`),
  );
  if (!row) await refusedUpdate(tx, table, instanceId, id);
}

/** Archives or restores a product: it leaves every menu and cart check; orders keep it. */
export const archiveProduct = (tx: Db, instanceId: number, id: number, archived: boolean, version?: number) =>
  setArchived(tx, products, instanceId, id, archived, version);

const copySuffix: Record<string, string> = { es: ' (copia)', en: ' (copy)', pt: ' (cópia)' };

/** A copy of a product with a new key, named "… (copy)" in each of its languages, active, with
 * its branches, prices and groups; the copy's id. */
export async function duplicateProduct(tx: Db, instanceId: number, id: number): Promise<number> {
  const [source] = await venueRows(tx, products, instanceId, { id });
  if (!source) throw new AppError(404, 'not_found');
  const wanted = `${source.key.slice(0, 52)}-copy`;
  const key = freeKey(wanted, await takenKeys(tx, products, instanceId, wanted));
  const name = Object.fromEntries(
    Object.entries(source.name).map(([lang, text]) => [
      lang,
      text ? `${text}${copySuffix[lang] ?? ' (copy)'}`.slice(0, 2000) : text,
    ]),
  ) as Localized;
  const { id: _id, key: _key, createdAt: _c, updatedAt: _u, importedAt: _i, version: _v, ...copied } = source;
  const [row] = await tx
    .insert(products)
    .values({ ...copied, key, name, active: true, position: source.position })
    .returning({ id: products.id });
  const copyId = row!.id;
  await tx.execute(sql`
    insert into supplier_products (instance_id, supplier_id, product_id, stock, active)
    select instance_id, supplier_id, ${copyId}, stock, active from supplier_products
    where instance_id = ${instanceId} and product_id = ${id}`);
  await tx.execute(sql`
    insert into product_prices (instance_id, product_id, supplier_id, service, price_minor)
    select instance_id, ${copyId}, supplier_id, service, price_minor from product_prices
    where instance_id = ${instanceId} and product_id = ${id}`);
  await tx.execute(sql`
    insert into product_option_groups (instance_id, product_id, option_group_id, position)
    select instance_id, ${copyId}, option_group_id, position from product_option_groups
    where instance_id = ${instanceId} and product_id = ${id}`);
  return copyId;
}

// ---- shared option groups ----

/** Options keyed: the body's keys, else one from the name unique within the group. */
function keyedOptions(options: OptionGroupBody['options']) {
  const taken = new Set(options.flatMap((o) => (o.key ? [o.key] : [])));
  if (taken.size !== options.filter((o) => o.key).length) throw invalid('options');
  return options.map((o) => {
    if (o.key) return { ...o, key: o.key };
    const key = freeKey(keyFromName(o.name.es, 'option'), taken);
    taken.add(key);
    return { ...o, key };
  });
}

async function writeOptions(
  tx: Db,
  instanceId: number,
  groupId: number,
  options: OptionGroupBody['options'],
) {
  const keyed = keyedOptions(options);
  await tx
    .insert(productOptions)
    .values(
      keyed.map((o, position) => ({
        instanceId,
        optionGroupId: groupId,
        key: o.key,
        name: o.name,
        priceMinor: o.price,
        allergens: o.allergens,
        available: o.available,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [productOptions.optionGroupId, productOptions.key],
      set: {
        name: sql`excluded.name`,
        priceMinor: sql`excluded.price_minor`,
        allergens: sql`excluded.allergens`,
        available: sql`excluded.available`,
        position: sql`excluded.position`,
      },
    });
  // Options the group no longer lists go (orders keep their options as snapshots).
  await tx.execute(sql`
    delete from options where instance_id = ${instanceId} and option_group_id = ${groupId}
    and not (key = any(${`{${keyed.map((o) => `"${o.key}"`).join(',')}}`}::text[]))`);
}

export async function insertOptionGroup(tx: Db, instanceId: number, body: OptionGroupBody): Promise<number> {
  const wanted = body.key ?? keyFromName(body.name.es, 'options');
  let key = wanted;
  if (!body.key) {
    const rows = await tx
      .select({ key: optionGroups.key })
      .from(optionGroups)
      .where(
        venueWhere(
          optionGroups,
          instanceId,
          {},
          isNull(optionGroups.productId),
          sql`${optionGroups.key} like ${`${wanted}%`}`,
        ),
      );
    key = freeKey(wanted, new Set(rows.map((r) => r.key)));
  }
  const [row] = await tx
    .insert(optionGroups)
    .values({
      instanceId,
      productId: null,
      key,
      name: body.name,
      minCount: body.min,
      maxCount: body.max,
      required: body.required,
    })
    .onConflictDoNothing()
    .returning({ id: optionGroups.id });
  if (!row) throw invalid('key');
  await writeOptions(tx, instanceId, row.id, body.options);
  return row.id;
}

export async function updateOptionGroup(
  tx: Db,
  instanceId: number,
  id: number,
  body: Omit<OptionGroupBody, 'key'> & { version: number },
): Promise<void> {
  const [row] = await tx
    .update(optionGroups)
    .set({
      name: body.name,
      minCount: body.min,
      maxCount: body.max,
      required: body.required,
      version: sql`${optionGroups.version} + 1`,
      ...touched,
    })
    .where(venueWhere(optionGroups, instanceId, { id, version: body.version }))
    .returning({ id: optionGroups.id });
  if (!row) await refusedUpdate(tx, optionGroups, instanceId, id);
  await writeOptions(tx, instanceId, id, body.options);
  await touchProductsOfGroup(tx, instanceId, id);
}

/** The products that offer a group are rebuilt in every process's menu (their updated_at). */
async function touchProductsOfGroup(tx: Db, instanceId: number, groupId: number) {
  await tx.execute(sql`
    update products set updated_at = now() where instance_id = ${instanceId}
    and id in (select product_id from product_option_groups where instance_id = ${instanceId} and option_group_id = ${groupId})`);
}

/** Archives a shared group (it leaves every product's menu and cart; its links to products stay,
 * so a restore puts it back where it was; orders keep their snapshots) or restores it. */
export async function archiveOptionGroup(
  tx: Db,
  instanceId: number,
  id: number,
  archived: boolean,
  version?: number,
) {
  await setArchived(tx, optionGroups, instanceId, id, archived, version);
  await touchProductsOfGroup(tx, instanceId, id);
}

// ---- a bulk price change ----

/** Raises or lowers by a percent the price, promo price and branch and service prices of the
 * venue's active products of a category (and its sub categories) or of the given ids, in ONE
 * statement; each product's version is bumped. Rounds as price.rules `priceAfterPercent` does
 * (integer basis points, halves away from zero, clamped to 0 … MAX_PRICE_MINOR). Answers each
 * changed product's key with its prices before and after. */
export async function changePrices(
  tx: Db,
  instanceId: number,
  change: {
    percent: number;
    rounding: number;
    categoryId?: number | undefined;
    productIds?: number[] | undefined;
  },
) {
  const bp = percentBasisPoints(change.percent);
  const step = change.rounding;
  const moved = (column: string) =>
    sql`least(${MAX_PRICE_MINOR}, greatest(0, round(${sql.raw(column)}::numeric * ${10_000 + bp} / ${10_000 * step}) * ${step}))::int`;
  const chosen =
    change.categoryId !== undefined
      ? sql`p.category_id in (
          with recursive tree(id) as (
            select id from categories where instance_id = ${instanceId} and id = ${change.categoryId}
            union all
            select c.id from categories c join tree on c.parent_id = tree.id where c.instance_id = ${instanceId}
          ) select id from tree)`
      : sql`p.id = any(${`{${(change.productIds ?? []).join(',')}}`}::int[])`;
  return rowsOf<{
    key: string;
    before: number;
    after: number;
    promo_before: number | null;
    promo_after: number | null;
  }>(
    await tx.execute(sql`
      with target as (
        select p.id, p.price_minor, p.promo_price_minor from products p
        where p.instance_id = ${instanceId} and p.active and ${chosen}
        for update
      ),
      moved_prices as (
        update product_prices pp set price_minor = ${moved('pp.price_minor')}
        where pp.instance_id = ${instanceId} and pp.product_id in (select id from target)
        returning pp.product_id
      ),
      moved as (
        update products p set
          price_minor = ${moved('p.price_minor')},
          promo_price_minor = case when p.promo_price_minor is null then null else ${moved('p.promo_price_minor')} end,
          version = p.version + 1, updated_at = now()
        from target t where p.instance_id = ${instanceId} and p.id = t.id
        returning p.id, p.key, t.price_minor as before, p.price_minor as after,
          t.promo_price_minor as promo_before, p.promo_price_minor as promo_after
      )
      select key, before, after, promo_before, promo_after,
        (select count(*) from moved_prices) as branch_prices
      from moved order by id`),
  );
}
