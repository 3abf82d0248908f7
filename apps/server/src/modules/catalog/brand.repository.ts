import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import type { BrandEdit } from '@storefront/domain/venue/brand.schema';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bannerSuppliers, banners, categories, instances, products, suppliers } from '../../db/schema.ts';
import { toVenueBrand } from '../venue/venue.mapper.ts';

// The brand editor's reads and its one guarded write of the venue's row (docs/back-office.md#brand,
// ADR 103). The banners are written by the import's own step (catalog.import.ts writeBanners).

/** The brand as stored: the editable fields, the banners in their order, the version and whether
 * the venue has sold. */
export type BrandRecord = Omit<BrandEdit, 'version'> & { version: number; sold: boolean };

/** Whether the venue has taken any order (a purchase of any kind: it carries its currency). */
const soldSql = (instanceId: number) =>
  sql<boolean>`exists (select 1 from purchases where purchases.instance_id = ${instanceId})`;

export async function readBrand(db: Db, instanceId: number): Promise<BrandRecord | null> {
  const [row] = await db
    .select({ instance: instances, sold: soldSql(instanceId) })
    .from(instances)
    .where(eq(instances.id, instanceId));
  if (!row) return null;
  const { instance: i } = row;
  const bannerRows = await db
    .select({
      id: banners.id,
      key: banners.key,
      layoutType: banners.layoutType,
      image: banners.image,
      title: banners.title,
      url: banners.url,
      contentPopup: banners.contentPopup,
      contentHome: banners.contentHome,
      allSuppliers: banners.allSuppliers,
      branches: sql<string[]>`coalesce((
        select jsonb_agg(s.slug order by s.position, s.id) from ${bannerSuppliers} bs
        join ${suppliers} s on s.instance_id = bs.instance_id and s.id = bs.supplier_id
        where bs.instance_id = banners.instance_id and bs.banner_id = banners.id), '[]'::jsonb)`,
    })
    .from(banners)
    .where(and(eq(banners.instanceId, instanceId), eq(banners.active, true)))
    .orderBy(asc(banners.position), asc(banners.id));
  return {
    ...toVenueBrand(i),
    legal: i.legal,
    banners: bannerRows.map((b) => ({
      key: b.key,
      layout_type: b.layoutType,
      image: b.image,
      ...(b.title ? { title: b.title as Localized } : {}),
      url: b.url,
      content_popup: b.contentPopup,
      content_home: b.contentHome,
      ...(b.allSuppliers ? {} : { branches: b.branches }),
    })),
    version: i.version,
    sold: row.sold,
  };
}

/** The keys a banner's link may name: the venue's products and categories on offer. */
export async function linkableKeys(
  db: Db,
  instanceId: number,
): Promise<{ productKeys: Set<string>; categoryKeys: Set<string> }> {
  const [productRows, categoryRows] = [
    await db
      .select({ key: products.key })
      .from(products)
      .where(and(eq(products.instanceId, instanceId), eq(products.active, true))),
    await db
      .select({ key: categories.key })
      .from(categories)
      .where(and(eq(categories.instanceId, instanceId), eq(categories.active, true))),
  ];
  return {
    productKeys: new Set(productRows.map((r) => r.key)),
    categoryKeys: new Set(categoryRows.map((r) => r.key)),
  };
}

export type BrandWrite = 'saved' | 'stale' | 'currency_fixed' | 'missing';

/** Writes the venue's brand fields over the version the editor read, in one statement that decides
 * both refusals: another save came first (the version moved), or the country or currency change
 * after the venue has sold. The version moves, so every process's caches see the change. */
export async function writeBrand(tx: Db, instanceId: number, edit: BrandEdit): Promise<BrandWrite> {
  const updated = await tx
    .update(instances)
    .set({
      name: edit.name,
      countryCode: edit.country_code,
      currency: edit.currency,
      language: edit.language,
      langs: edit.langs,
      theme: edit.theme,
      headerLogo: edit.header.logo,
      preloadLogo: edit.preload.logo,
      metaFavicon: edit.meta.favicon,
      linktreeLogoThumb: edit.linktree_logo.thumb,
      linktree: edit.linktree,
      linktreeAddSuppliers: edit.linktree_add_suppliers,
      labelsButtons: edit.labels_buttons,
      socialmedia: edit.socialmedia,
      legal: edit.legal,
      noticeContacts: edit.notice_contacts,
      version: sql`${instances.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(instances.id, instanceId),
        eq(instances.version, edit.version),
        or(
          and(eq(instances.countryCode, edit.country_code), eq(instances.currency, edit.currency)),
          sql`not ${soldSql(instanceId)}`,
        ),
      ),
    )
    .returning({ version: instances.version });
  if (updated.length > 0) return 'saved';
  const [now] = await tx
    .select({ version: instances.version })
    .from(instances)
    .where(eq(instances.id, instanceId));
  if (!now) return 'missing';
  return now.version === edit.version ? 'currency_fixed' : 'stale';
}
