import type { CatalogImport, CategoryImport, ProductImport } from '@storefront/domain/catalog/catalog.schema';
import { localizedOf } from '@storefront/domain/catalog/catalog-changes.rules';
import { asc } from 'drizzle-orm';
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
  suppliers,
} from '../../db/schema.ts';
import { venueRows } from '../../lib/venue-rows.ts';

// The venue's catalogue read back in the venue file's format (docs/back-office.md#import-and-export):
// what the import step (catalog.import.ts) would write again unchanged. Only active rows; a
// product's branches and stock as supplier_products has them (sold out is the day's state, not the
// catalogue's, and stays out).

type GroupImport = ProductImport['option_groups'][number];

async function categoryTree(db: Db, instanceId: number): Promise<CategoryImport[]> {
  const rows = await venueRows(db, categories, instanceId, { active: true }).orderBy(
    asc(categories.position),
    asc(categories.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map<number, CategoryImport>(
    rows.map((row) => [
      row.id,
      { key: row.key, name: localizedOf(row.name), image: row.image, children: [] as CategoryImport[] },
    ]),
  );
  const roots: CategoryImport[] = [];
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId) && nodes.get(row.parentId);
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
}

async function groupsOf(db: Db, instanceId: number) {
  const groups = await venueRows(db, optionGroups, instanceId, { active: true }).orderBy(
    asc(optionGroups.position),
    asc(optionGroups.id),
  );
  const options = await venueRows(db, productOptions, instanceId).orderBy(
    asc(productOptions.position),
    asc(productOptions.id),
  );
  const byGroup = new Map<number, GroupImport['options']>();
  for (const o of options) {
    const list = byGroup.get(o.optionGroupId) ?? [];
    list.push({
      key: o.key,
      name: localizedOf(o.name),
      price: o.priceMinor,
      allergens: o.allergens as GroupImport['options'][number]['allergens'],
      available: o.available,
    });
    byGroup.set(o.optionGroupId, list);
  }
  return new Map(
    groups.map((g) => [
      g.id,
      {
        productId: g.productId,
        group: {
          key: g.key,
          name: localizedOf(g.name),
          min: g.minCount,
          max: g.maxCount,
          required: g.required,
          options: byGroup.get(g.id) ?? [],
        } satisfies GroupImport,
      },
    ]),
  );
}

/** The venue's whole active catalogue as the `catalog` of a venue file, and its active branches. */
export async function readCatalog(
  db: Db,
  instanceId: number,
): Promise<{ catalog: CatalogImport; branches: { id: number; slug: string }[] }> {
  const branches = (
    await venueRows(db, suppliers, instanceId, { active: true }).orderBy(
      asc(suppliers.position),
      asc(suppliers.id),
    )
  ).map((row) => ({ id: row.id, slug: row.slug }));
  const slugOf = new Map(branches.map((b) => [b.id, b.slug]));
  const categoryTreeRoots = await categoryTree(db, instanceId);
  const categoryKeys = new Map(
    (await venueRows(db, categories, instanceId)).map((row) => [row.id, row.key] as const),
  );
  const productRows = await venueRows(db, products, instanceId, { active: true }).orderBy(
    asc(products.position),
    asc(products.id),
  );
  const sold = await venueRows(db, supplierProducts, instanceId, { active: true });
  const branchesOf = new Map<number, Record<string, { stock: number | null }>>();
  for (const row of sold) {
    const slug = slugOf.get(row.supplierId);
    if (!slug) continue;
    const record = branchesOf.get(row.productId) ?? {};
    record[slug] = { stock: row.stock };
    branchesOf.set(row.productId, record);
  }
  const pricesOf = new Map<number, NonNullable<ProductImport['prices']>>();
  for (const row of await venueRows(db, productPrices, instanceId).orderBy(asc(productPrices.id))) {
    const branch = row.supplierId === null ? null : slugOf.get(row.supplierId);
    if (branch === undefined) continue; // a branch no longer active
    const list = pricesOf.get(row.productId) ?? [];
    list.push({ branch, service: row.service, price: row.priceMinor });
    pricesOf.set(row.productId, list);
  }
  const groups = await groupsOf(db, instanceId);
  const links = await venueRows(db, productOptionGroups, instanceId).orderBy(
    asc(productOptionGroups.productId),
    asc(productOptionGroups.position),
  );
  const linksOf = new Map<number, number[]>();
  for (const link of links)
    linksOf.set(link.productId, [...(linksOf.get(link.productId) ?? []), link.optionGroupId]);

  const productList: ProductImport[] = productRows.map((p) => {
    const own: GroupImport[] = [];
    const shared: string[] = [];
    for (const groupId of linksOf.get(p.id) ?? []) {
      const found = groups.get(groupId);
      if (!found) continue;
      if (found.productId === null) shared.push(found.group.key);
      else if (found.productId === p.id) own.push(found.group);
    }
    return {
      key: p.key,
      category: categoryKeys.get(p.categoryId) ?? '',
      name: localizedOf(p.name),
      ...(p.description ? { description: localizedOf(p.description) } : {}),
      label: p.label || null,
      price: p.priceMinor,
      promo_price: p.promoPriceMinor,
      image: p.image,
      images: p.images,
      important: p.important,
      is_alcoholic: p.isAlcoholic,
      is_new: p.isNew,
      is_promo: p.isPromo,
      services: p.services as ProductImport['services'],
      availability: p.availability,
      allergens: p.allergens as ProductImport['allergens'],
      dietary: p.dietary as ProductImport['dietary'],
      station: p.station as ProductImport['station'],
      course: p.course as ProductImport['course'],
      option_groups: own,
      ...(shared.length > 0 ? { shared_option_groups: shared } : {}),
      ...(pricesOf.has(p.id) ? { prices: pricesOf.get(p.id)! } : {}),
      branches: branchesOf.get(p.id) ?? {},
    };
  });
  const sharedGroups = [...groups.values()].filter((g) => g.productId === null).map((g) => g.group);

  const bannerRows = await venueRows(db, banners, instanceId, { active: true }).orderBy(
    asc(banners.position),
    asc(banners.id),
  );
  const bannerLinks = await venueRows(db, bannerSuppliers, instanceId);
  const bannerList: CatalogImport['banners'] = bannerRows.map((b) => ({
    key: b.key,
    layout_type: b.layoutType,
    image: b.image,
    ...(b.title ? { title: localizedOf(b.title) } : {}),
    url: b.url,
    content_popup: b.contentPopup,
    content_home: b.contentHome,
    ...(b.allSuppliers
      ? {}
      : {
          branches: bannerLinks
            .filter((link) => link.bannerId === b.id)
            .map((link) => slugOf.get(link.supplierId))
            .filter((slug): slug is string => slug !== undefined),
        }),
  }));
  return {
    catalog: {
      categories: categoryTreeRoots,
      ...(sharedGroups.length > 0 ? { option_groups: sharedGroups } : {}),
      products: productList,
      banners: bannerList,
    },
    branches,
  };
}
